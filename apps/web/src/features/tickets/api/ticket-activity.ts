import { listTicketActivity } from '@expertos/api-client/tickets';
import { api } from '@/shared/api/client';

/** A page of the history, newest first; `cursor` (a page's `next_cursor`) for the older entries. */
export function fetchTicketActivity(ticketUid: string, cursor?: string | null, signal?: AbortSignal) {
  return listTicketActivity(api, ticketUid, cursor ? { cursor } : {}, { signal });
}
