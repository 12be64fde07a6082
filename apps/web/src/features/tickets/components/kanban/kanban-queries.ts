import {
  TICKET_PAGE_DEFAULT,
  type TicketCounts,
  type TicketListItem,
  type TicketListQuery,
  type TicketPage,
} from '@expertos/domain/ticket.schema';
import { STATUS_FILTER_ALL, TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import type { InfiniteData } from '@tanstack/react-query';
import { ticketKeys } from '@/shared/api/ticket-keys';
import {
  fetchProjectTicketCounts,
  fetchProjectTickets,
  fetchWorkspaceTicketCounts,
  fetchWorkspaceTickets,
} from '../../api/ticket-lists';
import { scopeKey, type TicketScope } from '../ticket-scope';

/** Each column loads this many cards at a time, newest change first. */
export const KANBAN_PAGE_SIZE = TICKET_PAGE_DEFAULT;

export type ColumnData = InfiniteData<TicketPage, string | null>;

/** The columns to show: every status in board order, or only the one the filter picks. */
export function kanbanStatuses(query: TicketListQuery): readonly TicketStatus[] {
  const status = query.status ?? STATUS_FILTER_ALL;
  return status === STATUS_FILTER_ALL ? TICKET_STATUSES : [status];
}

/** One column's list query: the filters, narrowed to its status, newest change first. */
export function columnQuery(query: TicketListQuery, status: TicketStatus): TicketListQuery {
  const { cursor: _cursor, date_from: _from, date_to: _to, ...filters } = query;
  return { ...filters, status, sort: 'updated', order: 'desc', limit: KANBAN_PAGE_SIZE };
}

/**
 * The board keeps its pages apart from the table's (a `kanban` scope in the key): both are
 * lists, but their cache shapes may differ. The shared prefix still refreshes both at once.
 */
export function columnKey(scope: TicketScope, query: TicketListQuery, status: TicketStatus) {
  return ticketKeys.boardColumn(scope.workspaceUid, scopeKey(scope), columnQuery(query, status));
}

export function countsKey(scope: TicketScope, query: TicketListQuery) {
  return ticketKeys.counts(scope.workspaceUid, scopeKey(scope), query);
}

export function listTickets(scope: TicketScope, query: TicketListQuery, signal?: AbortSignal) {
  return scope.kind === 'workspace'
    ? fetchWorkspaceTickets(scope.workspaceUid, query, signal)
    : fetchProjectTickets(scope.projectUid, query, signal);
}

export function countTickets(scope: TicketScope, query: TicketListQuery, signal?: AbortSignal) {
  return scope.kind === 'workspace'
    ? fetchWorkspaceTicketCounts(scope.workspaceUid, query, signal)
    : fetchProjectTicketCounts(scope.projectUid, query, signal);
}

/** The column's pages without the ticket (the optimistic side of a move). */
export function withoutTicket(data: ColumnData | undefined, uid: string): ColumnData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.uid !== uid) })),
  };
}

/** The column's pages with the ticket on top: it was just changed, and columns sort by that. */
export function withTicketFirst(
  data: ColumnData | undefined,
  ticket: TicketListItem,
): ColumnData | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  const others = first.items.filter((item) => item.uid !== ticket.uid);
  return { ...data, pages: [{ ...first, items: [ticket, ...others] }, ...rest] };
}

/** The counts after one ticket moved from one status to another. */
export function withMovedCount(
  counts: TicketCounts | undefined,
  from: TicketStatus,
  to: TicketStatus,
): TicketCounts | undefined {
  if (!counts) return counts;
  const byStatus = { ...counts.by_status };
  byStatus[from] = Math.max(0, (byStatus[from] ?? 0) - 1);
  byStatus[to] = (byStatus[to] ?? 0) + 1;
  return { ...counts, by_status: byStatus };
}
