import * as tickets from '@expertos/api-client/tickets';
import type {
  BulkUpdateTicketsInput,
  CreateTicketInput,
  UpdateTicketInput,
} from '@expertos/domain/ticket.schema';
import { api } from '@/shared/api/client';
import { sharedAsTicket } from './shared-ticket';

/** `GET /tickets/{id}`: every field; opens the task dialog. */
export function fetchTicket(ticketUid: string, signal?: AbortSignal) {
  return tickets.getTicket(api, ticketUid, { signal });
}

/** A ticket shared by link, as a read-only ticket (no sign-in). */
export async function fetchSharedTicket(ticketUid: string, token: string) {
  return sharedAsTicket(await tickets.getSharedTicket(api, ticketUid, token));
}

/** `POST /projects/{projectId}/tickets`. */
export function createTicket(projectUid: string, input: CreateTicketInput) {
  return tickets.createTicket(api, projectUid, input);
}

/** `PATCH /tickets/{id}`: any subset of the fields. */
export function updateTicket(ticketUid: string, change: UpdateTicketInput) {
  return tickets.updateTicket(api, ticketUid, change);
}

/** The 409 `ticket_edit_conflict` of a PATCH with `base_updated_at`, or null for any other error. */
export const ticketConflictOf = tickets.ticketConflictOf;

/**
 * `DELETE /tickets/{id}`; a ticket with subtasks needs `subtasks` (`delete` or `detach`), else
 * it answers 409 `ticket_has_subtasks` (docs/product.md#checklists-and-subtasks).
 */
export function deleteTicket(ticketUid: string, query: tickets.DeleteTicketQuery = {}) {
  return tickets.deleteTicket(api, ticketUid, query);
}

/** `POST /workspaces/{id}/tickets/bulk`: one change for many tickets. */
export function bulkUpdateTickets(workspaceUid: string, input: BulkUpdateTicketsInput) {
  return tickets.bulkUpdateTickets(api, workspaceUid, input);
}
