import {
  TICKET_PAGE_DEFAULT,
  type TicketListItem,
  type TicketListQuery,
  type TicketPage,
} from '@expertos/domain/ticket.schema';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { fetchProjectTickets, fetchWorkspaceTickets } from '../api/ticket-lists';
import { scopeKey, type TicketScope } from '../components/ticket-scope';

export type TicketPages = InfiniteData<TicketPage, string | null>;

/** One page of a scope's list: the workspace's (every brand) or one brand's. */
export function fetchTicketPage(
  scope: TicketScope,
  query: TicketListQuery,
  signal?: AbortSignal,
): Promise<TicketPage> {
  return scope.kind === 'workspace'
    ? fetchWorkspaceTickets(scope.workspaceUid, query, signal)
    : fetchProjectTickets(scope.projectUid, query, signal);
}

/**
 * A scope's tickets under a query, page by page (cursor pagination, 50 a page). The rows of
 * every loaded page come flattened, in one array that only changes when a page does.
 */
export function useTicketList(scope: TicketScope, query: TicketListQuery) {
  const listQuery = useMemo(() => ({ ...query, limit: TICKET_PAGE_DEFAULT }), [query]);
  const result = useInfiniteQuery({
    queryKey: ticketKeys.list(scope.workspaceUid, scopeKey(scope), listQuery),
    queryFn: ({ pageParam, signal }) =>
      fetchTicketPage(scope, pageParam ? { ...listQuery, cursor: pageParam } : listQuery, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: Boolean(scope.workspaceUid),
  });
  const rows = useMemo<TicketListItem[]>(
    () => result.data?.pages.flatMap((page) => page.items) ?? [],
    [result.data],
  );
  return { ...result, rows };
}
