import type { TicketSortField } from '@expertos/domain/ticket.schema';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJsonStorage, STORE_KEY_PREFIX } from '@/shared/stores/storage';
import type { SortOrder, TableSort } from './list-url';

export { DEFAULT_SORT, type SortOrder, type TableSort } from './list-url';

/** The table's columns; `select` (checkboxes) and `summary` are always shown. */
export const TABLE_COLUMNS = [
  'id',
  'summary',
  'brand',
  'type',
  'status',
  'approval',
  'priority',
  'assignee',
  'dueDate',
  'checklist',
  'tags',
  'updated',
] as const;
export type TableColumn = (typeof TABLE_COLUMNS)[number];
export const FIXED_COLUMNS: readonly TableColumn[] = ['summary'];

/**
 * Columns hidden until chosen: with the rest, the table fits a 1280 px screen without
 * scrolling sideways (docs/product.md#task-lists-and-filters).
 */
export const DEFAULT_HIDDEN_COLUMNS: readonly TableColumn[] = ['approval', 'checklist', 'tags', 'updated'];

/** A column the user has resized is between these widths (px). */
export const COLUMN_MIN_WIDTH = 56;
export const COLUMN_MAX_WIDTH = 640;

export type ColumnWidths = Partial<Record<TableColumn, number>>;

interface TablePrefsState {
  /** Columns the user hid (hidden rather than shown: a column added later shows up). */
  hidden: TableColumn[];
  /** Widths the user dragged, per user uid: the rest keep their default share. */
  widths: Record<string, ColumnWidths>;
  setColumnVisible: (column: TableColumn, visible: boolean) => void;
  /** A width for a user's column, or null for its default again. */
  setWidth: (userUid: string, column: TableColumn, width: number | null) => void;
}

const isColumn = (value: unknown): value is TableColumn =>
  (TABLE_COLUMNS as readonly unknown[]).includes(value);

export const clampWidth = (width: number) =>
  Math.round(Math.min(COLUMN_MAX_WIDTH, Math.max(COLUMN_MIN_WIDTH, width)));

/**
 * The table's column choice (per browser) and column widths (per user), remembered in
 * localStorage. The sort is the view's, in the address (see list-url.ts).
 */
export const useTablePrefs = create<TablePrefsState>()(
  persist(
    (set) => ({
      hidden: [...DEFAULT_HIDDEN_COLUMNS],
      widths: {},
      setColumnVisible: (column, visible) =>
        set((state) => {
          if (FIXED_COLUMNS.includes(column)) return state;
          const others = state.hidden.filter((item) => item !== column);
          return { hidden: visible ? others : [...others, column] };
        }),
      setWidth: (userUid, column, width) =>
        set((state) => {
          const mine = { ...state.widths[userUid] };
          if (width === null) delete mine[column];
          else mine[column] = clampWidth(width);
          return { widths: { ...state.widths, [userUid]: mine } };
        }),
    }),
    {
      name: `${STORE_KEY_PREFIX}ticket-table`,
      // Version 2: tags and last update start hidden, so the table fits 1280 px; a choice
      // stored before (all columns shown) takes the new default. Version 3: the Checklist
      // column came, hidden like them (a column added later would otherwise show up).
      version: 3,
      migrate: (persisted, version) => {
        const stored = (persisted ?? {}) as Partial<TablePrefsState>;
        if (version >= 3) return stored;
        const hidden = Array.isArray(stored.hidden) ? stored.hidden : [];
        const added: TableColumn[] = version >= 2 ? ['checklist'] : [...DEFAULT_HIDDEN_COLUMNS];
        return { ...stored, hidden: [...new Set([...hidden, ...added])] };
      },
      storage: localJsonStorage,
      partialize: ({ hidden, widths }) => ({ hidden, widths }),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<TablePrefsState>;
        const widths: Record<string, ColumnWidths> = {};
        if (stored.widths && typeof stored.widths === 'object') {
          for (const [user, columns] of Object.entries(stored.widths)) {
            const clean: ColumnWidths = {};
            for (const [column, width] of Object.entries(columns ?? {})) {
              if (isColumn(column) && typeof width === 'number' && Number.isFinite(width)) {
                clean[column] = clampWidth(width);
              }
            }
            widths[user] = clean;
          }
        }
        return {
          ...current,
          hidden: Array.isArray(stored.hidden) ? stored.hidden.filter(isColumn) : current.hidden,
          widths,
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
