import * as tickets from '@expertos/api-client/tickets';
import type { TicketListQuery } from '@expertos/domain/ticket.schema';
import { api } from '@/shared/api/client';

/** `GET /workspaces/{id}/tickets`: every brand the user may see, filtered, sorted, paged. */
export function fetchWorkspaceTickets(workspaceUid: string, query: TicketListQuery, signal?: AbortSignal) {
  return tickets.listWorkspaceTickets(api, workspaceUid, query, { signal });
}

/** `GET /projects/{projectId}/tickets`: one brand's tickets. */
export function fetchProjectTickets(projectUid: string, query: TicketListQuery, signal?: AbortSignal) {
  return tickets.listProjectTickets(api, projectUid, query, { signal });
}

/** `GET /workspaces/{id}/tickets/counts`: tickets per status under the filters (board counts). */
export function fetchWorkspaceTicketCounts(
  workspaceUid: string,
  query: TicketListQuery,
  signal?: AbortSignal,
) {
  return tickets.countWorkspaceTickets(api, workspaceUid, query, { signal });
}

/** `GET /projects/{projectId}/tickets/counts`. */
export function fetchProjectTicketCounts(projectUid: string, query: TicketListQuery, signal?: AbortSignal) {
  return tickets.countProjectTickets(api, projectUid, query, { signal });
}

/** `GET …/tickets/export`: the whole filtered list as a CSV file (docs/product.md#csv-export). */
export function exportTicketList(
  place: { workspaceId: string } | { projectId: string },
  query: TicketListQuery,
): Promise<Blob> {
  return tickets.exportTickets(api, place, query);
}
