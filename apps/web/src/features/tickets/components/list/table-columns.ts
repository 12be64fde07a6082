import type { TicketListItem, TicketSortField } from '@expertos/domain/ticket.schema';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { TABLE_COLUMNS, type TableColumn } from '../../hooks/use-table-prefs';

/** The checkbox column's id; not a choosable column. */
export const SELECT_COLUMN = 'select';
export type GridColumn = TableColumn | typeof SELECT_COLUMN;

/** Each column's width in the row grid: fixed for short values, shares of the rest for text. */
export const COLUMN_WIDTHS: Record<GridColumn, string> = {
  select: '44px',
  id: '76px',
  summary: 'minmax(240px, 3fr)',
  brand: 'minmax(120px, 1fr)',
  type: '112px',
  status: '176px',
  priority: '124px',
  assignee: 'minmax(150px, 1fr)',
  dueDate: '136px',
  tags: 'minmax(140px, 1fr)',
  updated: '128px',
};

/** The server sort field behind a sortable column (TICKET_SORT_FIELDS). */
export const SORT_FIELDS: Partial<Record<TableColumn, TicketSortField>> = {
  id: 'id',
  status: 'status',
  priority: 'priority',
  dueDate: 'due_date',
  updated: 'updated',
};

export const columnLabel = (t: TFunction, column: TableColumn) => t(`ui.tickets.list.table.${column}`);

const helper = createColumnHelper<TicketListItem>();

/**
 * The table's columns for TanStack Table (ids, headers, visibility). The cells themselves
 * are drawn by the memoised row, so scrolling thousands of rows builds no cell contexts.
 */
export function ticketColumns(t: TFunction, withBrand: boolean): ColumnDef<TicketListItem>[] {
  const columns: ColumnDef<TicketListItem>[] = [helper.display({ id: SELECT_COLUMN, enableHiding: false })];
  for (const column of TABLE_COLUMNS) {
    if (column === 'brand' && !withBrand) continue;
    columns.push(
      helper.display({
        id: column,
        header: columnLabel(t, column),
        enableHiding: column !== 'summary',
        enableSorting: SORT_FIELDS[column] !== undefined,
      }),
    );
  }
  return columns;
}

/** The grid template of the visible columns, shared by the header and every row. */
export function gridTemplate(columns: readonly GridColumn[]): string {
  return columns.map((column) => COLUMN_WIDTHS[column]).join(' ');
}

/** The narrowest the table gets before it scrolls sideways. */
export function minTableWidth(columns: readonly GridColumn[]): number {
  return columns.reduce((sum, column) => {
    const match = /(\d+)px/.exec(COLUMN_WIDTHS[column]);
    return sum + (match ? Number(match[1]) : 120);
  }, 0);
}
