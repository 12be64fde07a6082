import { z } from 'zod';
import { integrationTypeSchema } from './integrations.schema';
import { personRefSchema } from './ticket.schema';
import { COMMENT_PARAM } from './ticket-address';
import { ticketStatusSchema } from './tickets.schema';

/**
 * The notification centre (docs/product.md#notifications).
 * Notifications belong to a user across all their workspaces; each names the workspace it
 * happened in, so opening one from another workspace switches workspace first.
 */
/**
 * `access_requested`: a member asked for a brand; its admins hear of it.
 * `integration_disabled`: a brand's integration was switched off because its receiver said it
 * is gone (410); its admins hear of it (docs/product.md#notifications).
 * `channel_reconnect`: a brand's publishing channel must be connected again (the network refused
 * its sign-in, or it ends within 7 days and cannot be renewed); its admins hear of it.
 * `weekly_review`: a brand's weekly review was written (docs/product.md#analytics); its admins
 * hear of it, and open it on the Results page's Reviews tab.
 * Approvals (docs/product.md#approvals), each about a post:
 * `approval_requested`: a step that names the person opened (approve, ask for changes, reject);
 * `approval_reminder`: that step is due soon, due now or overdue and they have not decided;
 * `approval_decided`: a step of a round they asked for was approved, or the round ended
 * (`status` is where the post went: Needs Approval while the next step waits, else Approved,
 * In Review or Rejected; the excerpt is the comment);
 * `approval_expired`: their round was not decided in time, the post is back In Review;
 * `client_commented`: a client commented on a post they asked approval for (the excerpt).
 */
export const NOTIFICATION_KINDS = [
  'mention',
  'assigned',
  'status_changed',
  'reminder',
  'comment',
  'access_requested',
  'integration_disabled',
  'post_failed',
  'post_ready',
  'channel_reconnect',
  'weekly_review',
  'approval_requested',
  'approval_reminder',
  'approval_decided',
  'approval_expired',
  'client_commented',
  'asset_rights_ending',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_PAGE_DEFAULT = 30;
export const NOTIFICATION_PAGE_MAX = 100;

export const notificationSchema = z.object({
  uid: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  workspace_uid: z.string(),
  workspace_name: z.string(),
  /**
   * The app path of the ticket: `/brand/{slug}/tasks/{uid}`, with `?comment={uid}` when it is
   * about a comment (null if the ticket is gone).
   */
  ticket_url: z.string().nullable(),
  ticket: z.object({ uid: z.string(), id: z.number().int(), summary: z.string() }).nullable(),
  /** For `mention` and `comment`: the comment it is about, to open the ticket at (it may be deleted since). */
  comment_uid: z.string().nullable(),
  /** Who caused it (null for reminders and for people who left). */
  actor: personRefSchema.nullable(),
  /** For `status_changed`: the new status. */
  status: ticketStatusSchema.nullable(),
  /**
   * For `access_requested`: the brand asked for; for `integration_disabled`: the brand whose
   * integration was switched off (its integrations page is `/brand/{slug}/integrations`).
   * Null once the brand is gone; optional on the wire for the kinds about a ticket.
   */
  brand: z.object({ uid: z.string(), name: z.string(), slug: z.string() }).nullable().optional(),
  /**
   * For `integration_disabled`: which integration was switched off, as it was then (its type
   * and the description its admins gave it, '' when none). Absent for the other kinds.
   */
  integration: z
    .object({ uid: z.string(), type: integrationTypeSchema, description: z.string() })
    .nullable()
    .optional(),
  /** A short excerpt (the comment text of a mention), plain text. */
  excerpt: z.string().nullable(),
  read: z.boolean(),
  created: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  unread: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(NOTIFICATION_PAGE_DEFAULT),
  cursor: z.string().optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** `GET /notifications`: newest first, with the unread count for the header badge. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unread_count: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export const markAllReadSchema = z.object({ updated: z.number().int(), unread_count: z.number().int() });

/**
 * The kinds a person chooses the channels of (docs/product.md#notifications): in the app,
 * by e-mail, pushed. Access requests, switched-off integrations and channels to reconnect
 * always reach the bell: they ask an admin to act.
 */
export const CHOOSABLE_KINDS = [
  'mention',
  'assigned',
  'status_changed',
  'reminder',
  'comment',
  'post_failed',
  'post_ready',
  'weekly_review',
  'approval_requested',
  'approval_reminder',
  'approval_decided',
  'approval_expired',
  'client_commented',
] as const;
export type ChoosableKind = (typeof CHOOSABLE_KINDS)[number];
export const isChoosableKind = (kind: string): kind is ChoosableKind =>
  (CHOOSABLE_KINDS as readonly string[]).includes(kind);

const kindSwitches = z.object(
  Object.fromEntries(CHOOSABLE_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    ChoosableKind,
    z.ZodBoolean
  >,
);

/** Per person: which kinds show in the app's bell, and which also come by e-mail (push: push.schema). */
export const notificationSettingsSchema = z.object({ in_app: kindSwitches, email: kindSwitches });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
/** `PUT /notifications/settings`: only the switches sent change. */
export const updateNotificationSettingsSchema = z
  .object({ in_app: kindSwitches.partial(), email: kindSwitches.partial() })
  .partial();
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>;
/** Everything in the app; by e-mail, mentions and reminders (what needs the person, and when). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  in_app: {
    mention: true,
    assigned: true,
    status_changed: true,
    reminder: true,
    comment: true,
    post_failed: true,
    post_ready: true,
    weekly_review: true,
    approval_requested: true,
    approval_reminder: true,
    approval_decided: true,
    approval_expired: true,
    client_commented: true,
  },
  email: {
    mention: true,
    assigned: false,
    status_changed: false,
    reminder: true,
    comment: false,
    // A post that did not go out needs someone soon; a hand-off is for the phone.
    post_failed: true,
    post_ready: false,
    // Sent to a brand's admins once a week: read over coffee, so by e-mail too.
    weekly_review: true,
    // A post waits on the person, or is stuck: they act on it, wherever they are.
    approval_requested: true,
    approval_reminder: true,
    approval_expired: true,
    // Every step of every round by mail is noise; the bell and the post's section show them.
    approval_decided: false,
    client_commented: false,
  },
};

/** Following a ticket: followers hear of its status changes and new comments. */
export const ticketFollowSchema = z.object({ following: z.boolean() });
export type TicketFollow = z.infer<typeof ticketFollowSchema>;

/** The app path of a ticket, as notifications carry it; at a comment with `?comment=` (docs/product.md#ticket-addresses). */
export function ticketUrl(projectSlug: string, ticketUid: string, commentUid?: string | null): string {
  const path = `/brand/${encodeURIComponent(projectSlug)}/tasks/${encodeURIComponent(ticketUid)}`;
  return commentUid ? `${path}?${COMMENT_PARAM}=${encodeURIComponent(commentUid)}` : path;
}
