import type { TicketListItem, TicketListQuery } from '@expertos/domain/ticket.schema';
import { Group, Loader, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { getCoreRowModel, useReactTable, type VisibilityState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/shared/stores/auth-store';
import { QueryError } from '@/shared/ui/QueryError';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import {
  type ColumnWidths,
  type TableColumn,
  type TableSort,
  useTablePrefs,
} from '../../hooks/use-table-prefs';
import { useTicketList } from '../../hooks/use-ticket-list';
import { useAssignees } from '../../hooks/use-ticket-options';
import { useUpdateTicket } from '../../hooks/use-update-ticket';
import type { TicketScope } from '../ticket-scope';
import { BulkBar } from './BulkBar';
import { ColumnChooser } from './ColumnChooser';
import { rowLabels } from './row-labels';
import { useSkimming } from './skimming';
import { TableHeader } from './TableHeader';
import { TableEmpty, TableSkeleton } from './TableStates';
import { TicketCards } from './TicketCards';
import { TicketRow } from './TicketRow';
import classes from './TicketTable.module.css';
import { type GridColumn, gridTemplate, minTableWidth, ticketColumns } from './table-columns';
import { type TableActions, TableActionsContext } from './table-context';

/** Every row is this tall: fixed, so positions are arithmetic and nothing is measured. */
export const ROW_HEIGHT = 44;
/** Rows rendered beyond each edge of the view: enough for a wheel step, few to mount on a jump. */
const OVERSCAN = 6;
/** The next page is asked for when the view comes this close to the last loaded row. */
const LOAD_AHEAD = 20;
const NO_WIDTHS: ColumnWidths = {};

export interface TicketTableProps {
  scope: TicketScope;
  query: TicketListQuery;
  /** The view's sort (in the address) and how to change it. */
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  /** Whether filters narrow the list (the empty state offers to clear them). */
  filtered: boolean;
  onClearFilters: () => void;
  onCreate?: () => void;
}

export function openTicket(ticket: TicketListItem): void {
  openTaskDialog({ taskId: ticket.uid, projectSlug: ticket.project.slug, title: ticket.summary });
}

/**
 * The table view: every loaded page in one virtualised list (only the rows in view, plus a
 * few, are in the DOM), server-side sorting on every column, a column choice, resizable
 * columns (widths per user), inline edits and bulk changes. On a phone the same list shows as
 * cards (docs/product.md#task-lists-and-filters).
 */
export function TicketTable({
  scope,
  query,
  sort,
  onSort,
  filtered,
  onClearFilters,
  onCreate,
}: TicketTableProps) {
  const { t, i18n } = useTranslation();
  const theme = useMantineTheme();
  // Read at once: a phone never draws the table first and then swaps it for the cards.
  const phone =
    useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false }) ??
    false;
  const hidden = useTablePrefs((state) => state.hidden);
  const userUid = useAuthStore((state) => state.user?.uid ?? '');
  const widths = useTablePrefs((state) => state.widths[userUid] ?? NO_WIDTHS);
  const setWidth = useTablePrefs((state) => state.setWidth);
  const resize = useCallback(
    (column: TableColumn, width: number | null) => setWidth(userUid, column, width),
    [setWidth, userUid],
  );
  const listQuery = useMemo(() => ({ ...query, sort: sort.field, order: sort.order }), [query, sort]);
  const list = useTicketList(scope, listQuery);
  const { rows, hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const assignees = useAssignees(scope.workspaceUid);
  const { mutate: update } = useUpdateTicket(scope.workspaceUid);

  const columns = useMemo(() => ticketColumns(t, scope.kind === 'workspace'), [t, scope.kind]);
  const columnVisibility = useMemo<VisibilityState>(
    () => Object.fromEntries(hidden.map((column) => [column, false])),
    [hidden],
  );
  const table = useReactTable({
    data: rows,
    columns,
    state: { columnVisibility },
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.uid,
    manualSorting: true,
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const visibleKey = headers.map((header) => header.column.id).join(',');
  const visible = useMemo(() => visibleKey.split(',') as GridColumn[], [visibleKey]);

  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<number | null>(null);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const queryKey = JSON.stringify(listQuery);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another query is another list: selection goes.
  useEffect(() => {
    setSelected(new Set());
    anchor.current = null;
  }, [queryKey]);

  const toggle = useCallback((index: number, shift: boolean) => {
    const current = rowsRef.current;
    const uid = current[index]?.uid;
    if (!uid) return;
    setSelected((before) => {
      const next = new Set(before);
      const on = !before.has(uid);
      const from = shift && anchor.current !== null ? Math.min(anchor.current, index) : index;
      const to = shift && anchor.current !== null ? Math.max(anchor.current, index) : index;
      for (let i = from; i <= to; i += 1) {
        const rowUid = current[i]?.uid;
        if (!rowUid) continue;
        if (on) next.add(rowUid);
        else next.delete(rowUid);
      }
      return next;
    });
    anchor.current = index;
  }, []);
  const allSelected = useMemo(
    () => rows.length > 0 && selected.size >= rows.length && rows.every((row) => selected.has(row.uid)),
    [rows, selected],
  );
  const selectAll = () => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.uid)));
  const clearSelection = useCallback(() => setSelected(new Set()), []);

  // The rows' words, translated here once per language rather than in every row and cell.
  // biome-ignore lint/correctness/useExhaustiveDependencies: t reads the language, which is what changes.
  const labels = useMemo(() => rowLabels(t), [t, i18n.language]);
  const actions = useMemo<TableActions>(
    () => ({ assignees: assignees.data ?? [], update, open: openTicket, toggle, labels }),
    [assignees.data, update, toggle, labels],
  );

  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => rowsRef.current[index]?.uid ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const skim = useSkimming(
    virtualizer.scrollOffset ?? 0,
    virtualizer.scrollRect?.height ?? 0,
    virtualizer.isScrolling,
  );
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - LOAD_AHEAD) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, rows.length, fetchNextPage]);

  const focusRow = useCallback(
    (index: number) => {
      if (index < 0 || index >= rowsRef.current.length) return;
      virtualizer.scrollToIndex(index);
      requestAnimationFrame(() =>
        scroller.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`)?.focus(),
      );
    },
    [virtualizer],
  );

  if (list.isPending) return <TableSkeleton />;
  if (list.isError && rows.length === 0) {
    return (
      <QueryError
        message={t('ui.tickets.list.table.loadError')}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (rows.length === 0)
    return <TableEmpty filtered={filtered} onClear={onClearFilters} onCreate={onCreate} />;
  if (phone) {
    return (
      <TicketCards
        rows={rows}
        labels={labels}
        hasNextPage={hasNextPage}
        loadingMore={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        onOpen={openTicket}
      />
    );
  }

  const style = {
    '--ticket-grid': gridTemplate(visible, widths),
    '--ticket-row-height': `${ROW_HEIGHT}px`,
    minWidth: minTableWidth(visible, widths),
  } as CSSProperties;

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('ui.tickets.list.table.loaded', { count: rows.length })}
          {isFetchingNextPage && ` · ${t('ui.tickets.list.table.loadingMore')}`}
        </Text>
        <Group gap="xs">
          {isFetchingNextPage && <Loader size="xs" />}
          <ColumnChooser withBrand={scope.kind === 'workspace'} />
        </Group>
      </Group>
      <TableActionsContext.Provider value={actions}>
        <div ref={scroller} className={classes.scroller}>
          <table
            className={classes.table}
            style={style}
            aria-label={t('ui.tickets.list.table.label')}
            aria-rowcount={hasNextPage ? -1 : rows.length + 1}
          >
            <TableHeader
              headers={headers}
              sort={sort}
              allSelected={allSelected}
              someSelected={selected.size > 0}
              onSelectAll={selectAll}
              onSort={onSort}
              onResize={resize}
            />
            <tbody className={classes.tbody} style={{ height: virtualizer.getTotalSize() }}>
              {items.map((item) => {
                const ticket = rows[item.index];
                if (!ticket) return null;
                return (
                  <TicketRow
                    key={ticket.uid}
                    ticket={ticket}
                    index={item.index}
                    start={item.start}
                    selected={selected.has(ticket.uid)}
                    columns={visible}
                    onFocusRow={focusRow}
                    skim={skim}
                  />
                );
              })}
            </tbody>
          </table>
        </div>
      </TableActionsContext.Provider>
      {selected.size > 0 && <BulkBar scope={scope} selected={[...selected]} onClear={clearSelection} />}
    </Stack>
  );
}
