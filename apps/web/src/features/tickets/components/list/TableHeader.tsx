import type { TicketListItem } from '@expertos/domain/ticket.schema';
import { Checkbox, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { Header } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { nextSort, type TableColumn, type TableSort } from '../../hooks/use-table-prefs';
import { ColumnResizer } from './ColumnResizer';
import classes from './TicketTable.module.css';
import { SELECT_COLUMN, SORT_FIELDS } from './table-columns';

export interface TableHeaderProps {
  headers: Header<TicketListItem, unknown>[];
  sort: TableSort;
  allSelected: boolean;
  someSelected: boolean;
  onSelectAll: () => void;
  onSort: (sort: TableSort) => void;
  /** A dragged (or keyed) width for a column, or null for its default again. */
  onResize: (column: TableColumn, width: number | null) => void;
}

function ariaSort(sort: TableSort, column: TableColumn) {
  const field = SORT_FIELDS[column];
  if (!field) return undefined;
  if (sort.field !== field) return 'none' as const;
  return sort.order === 'asc' ? ('ascending' as const) : ('descending' as const);
}

/**
 * The sticky header: select-all, then the column names; every column sorts on the server and
 * every one but the summary (which takes the room left) can be resized.
 */
export function TableHeader({
  headers,
  sort,
  allSelected,
  someSelected,
  onSelectAll,
  onSort,
  onResize,
}: TableHeaderProps) {
  const { t } = useTranslation();
  return (
    <thead className={classes.thead}>
      <tr className={classes.row} aria-rowindex={1}>
        {headers.map((header) => {
          const id = header.column.id;
          if (id === SELECT_COLUMN) {
            return (
              <th key={id} className={classes.th} scope="col">
                <Checkbox
                  size="xs"
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  onChange={onSelectAll}
                  aria-label={t('ui.tickets.list.table.selectAll')}
                />
              </th>
            );
          }
          const column = id as TableColumn;
          const label = String(header.column.columnDef.header ?? '');
          const field = SORT_FIELDS[column];
          const active = field !== undefined && sort.field === field;
          const Arrow = !active ? IconArrowsSort : sort.order === 'asc' ? IconArrowUp : IconArrowDown;
          return (
            <th key={id} className={classes.th} scope="col" aria-sort={ariaSort(sort, column)}>
              {/* A narrow column cuts its name with an ellipsis; the whole name is its tooltip. */}
              {field ? (
                <UnstyledButton
                  className={classes.sortButton}
                  onClick={() => onSort(nextSort(sort, field))}
                  aria-label={t('ui.tickets.list.table.sortBy', { column: label })}
                  title={label}
                >
                  <span className={classes.thLabel}>{label}</span>
                  <Arrow size={12} aria-hidden style={{ opacity: active ? 1 : 0.4, flex: 'none' }} />
                </UnstyledButton>
              ) : (
                <span className={classes.thLabel} title={label}>
                  {label}
                </span>
              )}
              {column !== 'summary' && <ColumnResizer column={column} label={label} onResize={onResize} />}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
