import * as presence from '@expertos/api-client/presence';
import { api } from '@/shared/api/client';

/** `PUT /tickets/{id}/presence`: this tab has the ticket open; who has it open now. */
export function announceTicketPresence(ticketUid: string) {
  return presence.announcePresence(api, ticketUid);
}

/** `DELETE /tickets/{id}/presence`: this tab closed it. */
export function leaveTicketPresence(ticketUid: string) {
  return presence.leavePresence(api, ticketUid);
}
