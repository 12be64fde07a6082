import type { NotificationKind } from '@expertos/domain/notification.schema';
import type { TicketStatus } from '@expertos/domain/tickets';
import type { Generated } from 'kysely';

/** Notifications and e-mail settings (migration 0009). */
export interface NotificationsTable {
  id: string;
  /** user.id: the recipient, across workspaces. */
  user_id: string;
  workspace_id: string;
  /** Null once the ticket was deleted. */
  ticket_id: string | null;
  kind: NotificationKind;
  /** The brand of a notification about a brand (an access request); migration 0014. */
  project_id: string | null;
  /** workspace_members.id of who caused it. */
  actor_id: string | null;
  status: TicketStatus | null;
  excerpt: string | null;
  /** Unique: creating the same notification twice keeps one. */
  dedupe_key: string | null;
  read_at: string | null;
  created_at: string;
  /** 0/1: shown in the bell (0 when the person turned this kind off in the app; migration 0034). */
  in_app: Generated<number>;
}

export interface NotificationSettingsTable {
  user_id: string;
  /** 0/1 */
  email_mentions: number;
  /** 0/1 */
  email_reminders: number;
  /** JSON of the other channel switches (`toSettings`); null until first saved. Migration 0034. */
  channels: string | null;
  updated_at: string;
}

/** Who follows a ticket: they hear of its comments and changes (kept by the notifier). */
export interface TicketFollowersTable {
  ticket_id: string;
  member_id: string;
  created_at: string;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  ticket_followers: TicketFollowersTable;
}
