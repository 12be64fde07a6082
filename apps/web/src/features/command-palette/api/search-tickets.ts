import { listWorkspaceTickets } from '@expertos/api-client/tickets';
import type { TicketPage } from '@expertos/domain/ticket.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { ticketKeys } from '@/shared/api/ticket-keys';
// Through this module's own exports, so a test's spy answers the query too.
import * as searchApi from './search-tickets';

/** How many tickets the palette lists for one search. */
export const PALETTE_TICKET_LIMIT = 8;

/**
 * `GET /workspaces/{id}/tickets?filter=…`: the tickets of every brand the user may see whose
 * summary holds the text, or whose number it is (`#128`, `128`), most recently updated first.
 */
export function fetchPaletteTickets(workspaceUid: string, text: string, signal?: AbortSignal) {
  return listWorkspaceTickets(
    api,
    workspaceUid,
    { filter: text, limit: PALETTE_TICKET_LIMIT, sort: 'updated', order: 'desc' },
    { signal },
  );
}

export function searchTicketsQueryOptions(workspaceUid: string, text: string) {
  return queryOptions<TicketPage>({
    queryKey: ticketKeys.palette(workspaceUid, text),
    queryFn: ({ signal }) => searchApi.fetchPaletteTickets(workspaceUid, text, signal),
    staleTime: 15_000,
  });
}
