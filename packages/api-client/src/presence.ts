import type { PresenceResponse } from '@expertos/domain/realtime';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/realtime'));

/*
 * Who else has a ticket open (docs/product.md#live-updates): a tab says it is there when the
 * ticket opens and every PRESENCE.renewMs, and goodbye when it closes.
 */

const presencePath = (ticketUid: string) => `/tickets/${encodeURIComponent(ticketUid)}/presence`;

/** `PUT /tickets/{id}/presence`: this tab has the ticket open; who has it open now. */
export function announcePresence(client: ApiClient, ticketUid: string): Promise<PresenceResponse> {
  return client.put(presencePath(ticketUid), { schema: reply('presenceResponseSchema') });
}

/** `DELETE /tickets/{id}/presence`: this tab closed the ticket. */
export function leavePresence(client: ApiClient, ticketUid: string): Promise<PresenceResponse> {
  return client.delete(presencePath(ticketUid), { schema: reply('presenceResponseSchema') });
}
