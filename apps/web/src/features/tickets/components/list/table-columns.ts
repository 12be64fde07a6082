import type { TicketListItem, TicketSortField } from '@expertos/domain/ticket.schema';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { type ColumnWidths, TABLE_COLUMNS, type TableColumn } from '../../hooks/use-table-prefs';

/** The checkbox column's id; not a choosable column. */
export const SELECT_COLUMN = 'select';
export type GridColumn = TableColumn | typeof SELECT_COLUMN;

/**
 * Each column's width in the row grid: fixed for short values, shares of the rest for text,
 * the summary the largest share. With the default columns the smallest widths add up to less
 * than a 1280 px screen's content, so the table does not scroll sideways there.
 */
export const COLUMN_WIDTHS: Record<GridColumn, string> = {
  select: '40px',
  id: '64px',
  summary: 'minmax(240px, 4fr)',
  brand: 'minmax(110px, 1fr)',
  type: '104px',
  status: '172px',
  approval: 'minmax(200px, 1fr)',
  priority: '124px',
  assignee: 'minmax(136px, 1fr)',
  // Wide enough for a German day and its mark ("2. Dez. · Bald fällig").
  dueDate: '176px',
  // "100/100" beside its bar.
  checklist: '116px',
  tags: 'minmax(120px, 1fr)',
  updated: '116px',
};

/**
 * The server sort field behind each column (TICKET_SORT_FIELDS). Every column sorts but the
 * approval step, which the approvals module keeps (the ticket list cannot order by it), and the
 * checklist's progress, which the list cannot order by either.
 */
export const SORT_FIELDS: Partial<Record<TableColumn, TicketSortField>> = {
  id: 'id',
  summary: 'summary',
  brand: 'brand',
  type: 'ticket_type',
  status: 'status',
  priority: 'priority',
  assignee: 'assignee',
  dueDate: 'due_date',
  tags: 'tags',
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

const widthOf = (column: GridColumn, widths: ColumnWidths) => {
  const chosen = column === SELECT_COLUMN || column === 'summary' ? undefined : widths[column];
  return chosen === undefined ? COLUMN_WIDTHS[column] : `${chosen}px`;
};

/**
 * The grid template of the visible columns, shared by the header and every row; a column the
 * user resized takes its width, the summary always the room left.
 */
export function gridTemplate(columns: readonly GridColumn[], widths: ColumnWidths = {}): string {
  return columns.map((column) => widthOf(column, widths)).join(' ');
}

/** The narrowest the table gets before it scrolls sideways. */
export function minTableWidth(columns: readonly GridColumn[], widths: ColumnWidths = {}): number {
  return columns.reduce((sum, column) => {
    const match = /(\d+)px/.exec(widthOf(column, widths));
    return sum + (match ? Number(match[1]) : 120);
  }, 0);
}
