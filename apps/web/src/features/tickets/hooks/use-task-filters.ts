import { DEFAULT_TASK_FILTERS, type TaskFilters } from '@expertos/domain/settings';
import type { TicketListQuery } from '@expertos/domain/ticket.schema';
import { STATUS_FILTER_ALL } from '@expertos/domain/tickets';
import { useMemo } from 'react';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { filtersToQuery, type TicketScope } from '../components/ticket-scope';

/** The filters that apply to a scope: a brand's list has no brand filter. */
export function filterKeysFor(scope: TicketScope): (keyof TaskFilters)[] {
  const keys = Object.keys(DEFAULT_TASK_FILTERS) as (keyof TaskFilters)[];
  return scope.kind === 'workspace' ? keys : keys.filter((key) => key !== 'projectFilter');
}

function isActive(filters: TaskFilters, key: keyof TaskFilters): boolean {
  const value = filters[key];
  if (key === 'status') return value !== DEFAULT_TASK_FILTERS.status;
  if (key === 'filter') return typeof value === 'string' && value.trim() !== '';
  if (key === 'updatedDateRange') {
    const range = filters.updatedDateRange;
    return Boolean(range?.from || range?.to);
  }
  return Array.isArray(value) && value.length > 0;
}

/** How many filters narrow the list (the filter bar's count; 'all' and empty ones do not). */
export function countActiveFilters(filters: TaskFilters, scope: TicketScope): number {
  return filterKeysFor(scope).filter((key) => isActive(filters, key)).length;
}

/**
 * The list query of the filters (filtersToQuery) with only what narrows the list: status
 * 'all' and empty lists are the server's defaults, left out so requests and cache keys stay
 * short and two equal filter sets share one cache entry.
 */
export function listQueryOf(filters: TaskFilters, scope: TicketScope): TicketListQuery {
  const query: Record<string, unknown> = { ...filtersToQuery(filters, scope) };
  if (query.status === STATUS_FILTER_ALL) delete query.status;
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value) && value.length === 0) delete query[key];
  }
  return query as TicketListQuery;
}

/**
 * The persisted task filters (docs/product.md#task-lists-and-filters) with their list query for
 * the given scope.
 */
export function useTaskFilters(scope: TicketScope) {
  const filters = useSettingsStore((state) => state.taskFilters);
  const setFilters = useSettingsStore((state) => state.setTaskFilters);
  const resetFilters = useSettingsStore((state) => state.resetTaskFilters);
  const query = useMemo(() => listQueryOf(filters, scope), [filters, scope]);
  const activeCount = useMemo(() => countActiveFilters(filters, scope), [filters, scope]);
  return { filters, setFilters, resetFilters, query, activeCount };
}
