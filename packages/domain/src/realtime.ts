import { z } from 'zod';

// Named by the error catalogue, so kept where the first screen reads it free of zod (limits.ts).
export { REALTIME } from './limits';

/**
 * The live stream (`GET /api/events`, server-sent events; docs/product.md#live-updates).
 *
 * Each message is one SSE event: `id:` is the event's position in the server's log (a
 * positive integer as text, increasing), `event:` its type, `data:` the JSON below. A client
 * that reconnects sends the last id it saw (`Last-Event-ID` header, or `last_event_id` in the
 * query for clients that cannot set headers) and is sent what it missed, when the server
 * still keeps it; otherwise it gets `reset` and should refetch what it shows.
 *
 * The events say *what* changed, not the whole new state: a client refetches what it shows
 * (which its own access decides), so an event never carries more than its reader may see.
 */

/** A ticket was created, changed (any field, including a move on the board) or deleted. */
export const ticketEventSchema = z.object({
  workspace_uid: z.string(),
  project_uid: z.string(),
  ticket_uid: z.string(),
  /** The per-workspace number (`#128`). */
  number: z.number().int(),
  status: z.string(),
  /** API field names that changed (`status`, `assignee`, `due_date`…); empty for create/delete. */
  changed: z.array(z.string()),
  /** The workspace member who made the change; null when none did (a status from Jira). */
  actor_member_uid: z.string().nullable(),
  updated_at: z.string(),
});

export const commentEventSchema = z.object({
  workspace_uid: z.string(),
  project_uid: z.string(),
  ticket_uid: z.string(),
  comment_uid: z.string(),
  author_member_uid: z.string(),
});

/** Sent only to the person notified. */
export const notificationEventSchema = z.object({
  workspace_uid: z.string(),
  notification_uid: z.string(),
  kind: z.string(),
});

/** A timer started or stopped, or time logged or changed on a ticket. */
export const timeEventSchema = z.object({
  workspace_uid: z.string(),
  member_uid: z.string(),
  /** The ticket the time is on; null for time on no ticket. */
  ticket_uid: z.string().nullable(),
});

export const memberEventSchema = z.object({
  workspace_uid: z.string(),
  member_uid: z.string(),
});

/** Sent to one person: their role or brands in the workspace changed (or they were removed). */
export const accessEventSchema = z.object({
  workspace_uid: z.string(),
});

/** Someone opened or closed a ticket: who has it open now (sent to those who may see the ticket). */
export const presenceEventSchema = z.object({
  workspace_uid: z.string(),
  ticket_uid: z.string(),
  viewers: z.array(z.object({ member_uid: z.string(), name: z.string() })),
});

/** A post's publication moved (scheduled, published, failed, handed off): refetch its ticket's and the calendar's. */
export const postEventSchema = z.object({
  workspace_uid: z.string(),
  project_uid: z.string(),
  ticket_uid: z.string(),
  publication_uid: z.string(),
  state: z.string(),
});

/** Sent in place of a replay the server can no longer give: refetch everything shown. */
export const resetEventSchema = z.object({ reason: z.enum(['too_far_behind', 'unknown_id']) });

/** The first event of every stream. */
export const readyEventSchema = z.object({
  /** The id to resume from; "0" when the log is empty. */
  last_event_id: z.string(),
  /** When the server will end this stream (its token expires); the client reconnects then. */
  expires_at: z.string(),
});

export const REALTIME_EVENTS = {
  ready: readyEventSchema,
  reset: resetEventSchema,
  'ticket.created': ticketEventSchema,
  'ticket.updated': ticketEventSchema,
  'ticket.deleted': ticketEventSchema,
  'comment.created': commentEventSchema,
  'comment.updated': commentEventSchema,
  'notification.created': notificationEventSchema,
  'time.changed': timeEventSchema,
  'post.changed': postEventSchema,
  'member.joined': memberEventSchema,
  'member.left': memberEventSchema,
  'access.changed': accessEventSchema,
  presence: presenceEventSchema,
} as const;

export type RealtimeEventType = keyof typeof REALTIME_EVENTS;
export type RealtimeEventData<T extends RealtimeEventType> = z.infer<(typeof REALTIME_EVENTS)[T]>;
export type RealtimeMessage = {
  [T in RealtimeEventType]: { id: string | null; type: T; data: RealtimeEventData<T> };
}[RealtimeEventType];

/**
 * Who else has a ticket open (`PUT`/`DELETE /api/tickets/{ticketId}/presence`): a tab says so
 * when it opens the ticket, renews it while it stays open, and says goodbye when it closes it.
 */
export const PRESENCE = {
  /** A tab renews its presence this often while the ticket stays open. */
  renewMs: 20_000,
  /** A presence not renewed for this long is gone (a closed laptop, a lost connection). */
  ttlMs: 45_000,
} as const;

/** The answer to a presence call: who has the ticket open now, the caller included. */
export const presenceResponseSchema = z.object({
  viewers: presenceEventSchema.shape.viewers,
});
export type PresenceResponse = z.infer<typeof presenceResponseSchema>;
