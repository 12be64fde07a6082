import * as tickets from '@expertos/api-client/tickets';
import { api } from '@/shared/api/client';

/** `POST /tickets/{id}/share`: a read-only link's token. */
export function shareTicket(ticketUid: string) {
  return tickets.shareTicket(api, ticketUid);
}

/** `DELETE /tickets/{id}/share`: the link stops working. */
export function unshareTicket(ticketUid: string) {
  return tickets.unshareTicket(api, ticketUid);
}
