import type { TicketListQuery } from '@expertos/domain/ticket.schema';
import { STATUS_FILTER_ALL } from '@expertos/domain/tickets';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { withLiveDialogParams } from '@/shared/ui/task-dialog/live-dialog-params';
import {
  DEFAULT_LIST_FILTERS,
  filtersToQuery,
  type ListFilters,
  scopeKey,
  type TicketScope,
} from '../components/ticket-scope';
import {
  hasViewParams,
  type ListView,
  type TableSort,
  viewFromParams,
  viewSearch,
  writeView,
} from './list-url';
import { VIEW_MODE_PARAM } from './use-view-mode';

/** The filters that apply to a scope: a brand's list has no brand filter. */
export function filterKeysFor(scope: TicketScope): (keyof ListFilters)[] {
  const keys = Object.keys(DEFAULT_LIST_FILTERS) as (keyof ListFilters)[];
  return scope.kind === 'workspace' ? keys : keys.filter((key) => key !== 'projectFilter');
}

export function isFilterActive(filters: ListFilters, key: keyof ListFilters): boolean {
  const value = filters[key];
  if (key === 'status') return value !== DEFAULT_LIST_FILTERS.status;
  if (key === 'top_level') return value === true;
  if (key === 'filter') return typeof value === 'string' && value.trim() !== '';
  if (key === 'updatedDateRange' || key === 'dueDateRange') {
    const range = filters[key];
    return Boolean(range?.from || range?.to);
  }
  return Array.isArray(value) && value.length > 0;
}

/** How many filters narrow the list (the filter bar's count; 'all' and empty ones do not). */
export function countActiveFilters(filters: ListFilters, scope: TicketScope): number {
  return filterKeysFor(scope).filter((key) => isFilterActive(filters, key)).length;
}

/**
 * The list query of the filters (filtersToQuery) with only what narrows the list: status
 * 'all' and empty lists are the server's defaults, left out so requests and cache keys stay
 * short and two equal filter sets share one cache entry.
 */
export function listQueryOf(filters: ListFilters, scope: TicketScope): TicketListQuery {
  const query: Record<string, unknown> = { ...filtersToQuery(filters, scope) };
  if (query.status === STATUS_FILTER_ALL) delete query.status;
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value) && value.length === 0) delete query[key];
  }
  return query as TicketListQuery;
}

/** Where a list's last used view is remembered: per workspace, and per brand within it. */
export function listViewKey(scope: TicketScope): string {
  return `${scope.workspaceUid}:${scopeKey(scope)}`;
}

/**
 * The view to restore on arrival: none when the address has one, else the one last used for
 * this list (null when there is none).
 */
function rememberedView(scope: TicketScope, params: URLSearchParams): string | null {
  return hasViewParams(params) ? null : useSettingsStore.getState().listViews[listViewKey(scope)] || null;
}

/** The list query a list opens on at this address, as useTaskFilters will first give it. */
export function startingListQuery(scope: TicketScope, params: URLSearchParams): TicketListQuery {
  const remembered = rememberedView(scope, params);
  const view = viewFromParams(remembered !== null ? new URLSearchParams(remembered) : params, scope);
  return listQueryOf(view.filters, scope);
}

/**
 * A task list's view (docs/product.md#task-lists-and-filters): its filters and sort live in the
 * address, so a copied link shows the same tickets and Back/Forward step through changes.
 * Opened without any in the address, the list shows the view last used for this brand (or for
 * all tasks) and writes it into the address, replacing the entry so Back does not bounce.
 */
export function useTaskFilters(scope: TicketScope) {
  const [params, setParams] = useSearchParams();
  const key = listViewKey(scope);
  const inUrl = hasViewParams(params);
  const rememberView = useSettingsStore((state) => state.rememberListView);

  // The view to restore, read once per list: a list whose address later loses its view
  // (Clear, Back to the first entry) shows the defaults, as the address says.
  const [restore, setRestore] = useState(() => ({ key, search: rememberedView(scope, params) }));
  if (restore.key !== key) setRestore({ key, search: rememberedView(scope, params) });
  const pending = restore.key === key && !inUrl ? restore.search : null;

  const view = useMemo<ListView>(
    () => viewFromParams(pending !== null ? new URLSearchParams(pending) : params, scope),
    [pending, params, scope],
  );
  const search = useMemo(() => viewSearch(view, scope), [view, scope]);

  // Runs again on every address change while a restore is pending: a parent that rewrites the
  // address in the same commit (the brand page drops `?view=`) writes from an older copy of it.
  useEffect(() => {
    if (pending !== null) {
      const wanted = viewFromParams(new URLSearchParams(pending), scope);
      // Restored once the address shows it (a view with no filters writes nothing): done.
      if (viewSearch(viewFromParams(params, scope), scope) === viewSearch(wanted, scope)) {
        setRestore({ key, search: null });
        return;
      }
      setParams(
        (current) => {
          const next = writeView(current, wanted, scope);
          // useViewMode writes its parameter in the same commit from the same (older) address:
          // carry it here too, or this later write would drop it.
          if (!next.has(VIEW_MODE_PARAM)) next.set(VIEW_MODE_PARAM, useSettingsStore.getState().viewMode);
          return withLiveDialogParams(next);
        },
        { replace: true },
      );
      return;
    }
    if (inUrl && restore.search !== null) setRestore({ key, search: null });
    rememberView(key, search);
  }, [pending, inUrl, restore.search, key, search, scope, setParams, rememberView, params]);

  const showView = useCallback(
    (next: ListView, replace = false) => {
      setParams((current) => withLiveDialogParams(writeView(current, next, scope)), { replace });
    },
    [setParams, scope],
  );
  const setFilters = useCallback(
    (change: Partial<ListFilters>) => {
      // Typing in the search box replaces the entry: Back skips the words on the way.
      const textOnly = Object.keys(change).every((name) => name === 'filter');
      showView({ ...view, filters: { ...view.filters, ...change } }, textOnly);
    },
    [showView, view],
  );
  const setSort = useCallback((sort: TableSort) => showView({ ...view, sort }), [showView, view]);
  const resetFilters = useCallback(
    () => showView({ filters: DEFAULT_LIST_FILTERS, sort: view.sort }),
    [showView, view.sort],
  );
  /** Shows a saved view (its query string), in place of every filter and the sort. */
  const applyView = useCallback(
    (saved: string) => showView(viewFromParams(new URLSearchParams(saved), scope)),
    [showView, scope],
  );

  const { filters, sort } = view;
  const query = useMemo(() => listQueryOf(filters, scope), [filters, scope]);
  const activeCount = useMemo(() => countActiveFilters(filters, scope), [filters, scope]);
  return { filters, sort, search, setFilters, setSort, resetFilters, applyView, query, activeCount };
}

export type TaskFiltersApi = ReturnType<typeof useTaskFilters>;
