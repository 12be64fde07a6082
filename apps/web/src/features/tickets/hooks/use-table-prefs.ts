import { TICKET_SORT_FIELDS, type TicketSortField } from '@expertos/domain/ticket.schema';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJsonStorage, STORE_KEY_PREFIX } from '@/shared/stores/storage';

/** The table's columns; `select` (checkboxes) and `summary` are always shown. */
export const TABLE_COLUMNS = [
  'id',
  'summary',
  'brand',
  'type',
  'status',
  'priority',
  'assignee',
  'dueDate',
  'tags',
  'updated',
] as const;
export type TableColumn = (typeof TABLE_COLUMNS)[number];
export const FIXED_COLUMNS: readonly TableColumn[] = ['summary'];

export type SortOrder = 'asc' | 'desc';
export interface TableSort {
  field: TicketSortField;
  order: SortOrder;
}
export const DEFAULT_SORT: TableSort = { field: 'updated', order: 'desc' };

interface TablePrefsState {
  /** Columns the user hid (hidden rather than shown: a column added later shows up). */
  hidden: TableColumn[];
  sort: TableSort;
  setColumnVisible: (column: TableColumn, visible: boolean) => void;
  setSort: (sort: TableSort) => void;
}

function isSort(value: unknown): value is TableSort {
  const sort = value as Partial<TableSort> | null;
  return (
    typeof sort === 'object' &&
    sort !== null &&
    (TICKET_SORT_FIELDS as readonly string[]).includes(sort.field ?? '') &&
    (sort.order === 'asc' || sort.order === 'desc')
  );
}

/** The table's column choice and sort, remembered in localStorage per browser. */
export const useTablePrefs = create<TablePrefsState>()(
  persist(
    (set) => ({
      hidden: [],
      sort: DEFAULT_SORT,
      setColumnVisible: (column, visible) =>
        set((state) => {
          if (FIXED_COLUMNS.includes(column)) return state;
          const others = state.hidden.filter((item) => item !== column);
          return { hidden: visible ? others : [...others, column] };
        }),
      setSort: (sort) => set({ sort }),
    }),
    {
      name: `${STORE_KEY_PREFIX}ticket-table`,
      version: 1,
      storage: localJsonStorage,
      partialize: ({ hidden, sort }) => ({ hidden, sort }),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<TablePrefsState>;
        return {
          ...current,
          hidden: Array.isArray(stored.hidden)
            ? stored.hidden.filter((column) => (TABLE_COLUMNS as readonly string[]).includes(column))
            : current.hidden,
          sort: isSort(stored.sort) ? stored.sort : current.sort,
        };
      },
    },
  ),
);

/** The order a column sorts in first: newest first for times, smallest first otherwise. */
export function firstOrder(field: TicketSortField): SortOrder {
  return field === 'updated' || field === 'created' ? 'desc' : 'asc';
}

/** A header click: the same field flips its order, another starts at its first order. */
export function nextSort(current: TableSort, field: TicketSortField): TableSort {
  if (current.field === field) return { field, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { field, order: firstOrder(field) };
}
