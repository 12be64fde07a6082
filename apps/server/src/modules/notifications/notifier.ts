import type { Language } from '@expertos/domain/languages';
import type { NotificationKind } from '@expertos/domain/notification.schema';
import type { TicketStatus } from '@expertos/domain/tickets';
import type { Db } from '../../db/database.js';
import type { MailContent } from '../../platform/mail/templates.js';

/** One notification to create, for a workspace member. */
export interface NotifyInput {
  kind: NotificationKind;
  /** workspace_members.id of the recipient (their user gets it). */
  recipientMemberId: string;
  workspaceId: string;
  ticketId: string | null;
  /** The brand of a notification about a brand, not a ticket (an access request). */
  projectId?: string | null;
  /** workspace_members.id of who caused it; a member is never notified of their own doing. */
  actorMemberId: string | null;
  status?: TicketStatus | null;
  /** Plain text, cut to 300 characters. */
  excerpt?: string | null;
  /**
   * The excerpt when it is the server's own words (a reminder's due day, a client named by no
   * name), written in the recipient's language (docs/product.md#languages); it wins over `excerpt`.
   * The bell shows it as it is, and some pushes carry it as their body.
   */
  excerptIn?: (language: Language) => string | null;
  /** Makes it idempotent: a second notify with the same key adds nothing (and sends no e-mail). */
  dedupeKey?: string;
  /**
   * The e-mail of a kind the notifications module does not write (the weekly review, the
   * approvals'), written by the module that notifies, per recipient and in their language;
   * sent when the recipient chose the kind by e-mail.
   */
  email?: (recipient: { name: string; settingsUrl: string; language: Language }) => MailContent;
}

/**
 * What other modules use to notify people and keep followers (implemented in
 * notifications.service.ts). Everything runs inside the caller's transaction, so the
 * notification and its e-mail job commit with the change that caused them, or not at all.
 */
export interface Notifier {
  /** Creates the in-app notifications and enqueues their e-mails (mentions, reminders) per user setting. */
  notify(trx: Db, inputs: NotifyInput[]): Promise<void>;
  /** Makes these members follow the ticket (already following is fine). */
  follow(trx: Db, ticketId: string, memberIds: string[]): Promise<void>;
  /** The same for many tickets at once (a batch made by a recurring run). */
  followAll(trx: Db, follows: readonly { ticketId: string; memberIds: string[] }[]): Promise<void>;
  /** workspace_members.id of the ticket's followers. */
  followers(trx: Db, ticketId: string): Promise<string[]>;
  /** workspace_members.id of who administers the brand: workspace admins and its project admins. */
  brandAdmins(trx: Db, projectId: string): Promise<string[]>;
}
