import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJsonStorage, STORE_KEY_PREFIX } from '@/shared/stores/storage';
import { toIsoDay } from '../components/fields/iso-day';
import { DEFAULT_LIST_FILTERS, type TicketScope } from '../components/ticket-scope';
import { DEFAULT_SORT, viewSearch } from './list-url';

/** A view the user saved: a name and the view's query string (see list-url.ts). */
export interface SavedView {
  id: string;
  name: string;
  search: string;
}

/** The longest view name, and how many views one list keeps. */
export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEWS_MAX = 30;

interface SavedViewsState {
  /** By `${userUid}:${listViewKey}`: each user's own views of each list (docs/product.md#saved-views). */
  views: Record<string, SavedView[]>;
  add: (owner: string, name: string, search: string) => SavedView;
  remove: (owner: string, id: string) => void;
}

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Whether `name` is already one of the views (names are compared whatever their case). */
export function nameTaken(views: readonly SavedView[], name: string): boolean {
  const key = name.trim().toLowerCase();
  return views.some((view) => view.name.trim().toLowerCase() === key);
}

/**
 * Saved views, kept in this browser per user and per list (a brand's list, or all tasks of a
 * workspace). A view saved again under its name replaces the old one.
 */
export const useSavedViews = create<SavedViewsState>()(
  persist(
    (set) => ({
      views: {},
      add: (owner, name, search) => {
        const view: SavedView = { id: newId(), name: name.trim().slice(0, SAVED_VIEW_NAME_MAX), search };
        set((state) => {
          const others = (state.views[owner] ?? []).filter((item) => !nameTaken([item], view.name));
          return { views: { ...state.views, [owner]: [...others, view].slice(-SAVED_VIEWS_MAX) } };
        });
        return view;
      },
      remove: (owner, id) =>
        set((state) => ({
          views: { ...state.views, [owner]: (state.views[owner] ?? []).filter((view) => view.id !== id) },
        })),
    }),
    {
      name: `${STORE_KEY_PREFIX}saved-views`,
      version: 1,
      storage: localJsonStorage,
      partialize: ({ views }) => ({ views }),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<SavedViewsState>;
        const views: Record<string, SavedView[]> = {};
        for (const [owner, list] of Object.entries(stored.views ?? {})) {
          if (!Array.isArray(list)) continue;
          views[owner] = list.filter(
            (view): view is SavedView =>
              typeof view?.id === 'string' &&
              typeof view.name === 'string' &&
              typeof view.search === 'string',
          );
        }
        return { ...current, views };
      },
    },
  ),
);

export type BuiltInViewId = 'myTickets' | 'dueThisWeek' | 'needsApproval';
export interface BuiltInView {
  id: BuiltInViewId;
  search: string;
}

/** Monday to Sunday of the week of `now`, as calendar days. */
export function weekOf(now: Date): { from: string; to: string } {
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
  return { from: toIsoDay(monday) ?? '', to: toIsoDay(sunday) ?? '' };
}

/**
 * The views every list offers (docs/product.md#saved-views): the caller's tickets, the
 * tickets due this week (Monday to Sunday), and those waiting for approval. `memberUid` is
 * the caller's membership in the workspace (null while unknown: no "My tickets" then).
 */
export function builtInViews(scope: TicketScope, memberUid: string | null, now: Date): BuiltInView[] {
  const view = (filters: Partial<typeof DEFAULT_LIST_FILTERS>) =>
    viewSearch({ filters: { ...DEFAULT_LIST_FILTERS, ...filters }, sort: DEFAULT_SORT }, scope);
  const views: BuiltInView[] = [];
  if (memberUid) views.push({ id: 'myTickets', search: view({ teamFilter: [memberUid] }) });
  views.push(
    {
      id: 'dueThisWeek',
      search: viewSearch(
        {
          filters: { ...DEFAULT_LIST_FILTERS, dueDateRange: weekOf(now) },
          sort: { field: 'due_date', order: 'asc' },
        },
        scope,
      ),
    },
    { id: 'needsApproval', search: view({ status: 'needs_approval' }) },
  );
  return views;
}
