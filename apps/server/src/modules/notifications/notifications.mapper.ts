import {
  CHOOSABLE_KINDS,
  type ChoosableKind,
  DEFAULT_NOTIFICATION_SETTINGS,
  type Notification,
  type NotificationSettings,
  ticketUrl,
} from '@expertos/domain/notification.schema';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { fromDbBoolean, toDbBoolean } from '../../db/portable.js';
import { commentOfNoticeKey } from './comment-notice-key.js';
import { integrationOfNoticeKey } from './integration-notice-key.js';
import type { SettingsRow, StoredNotification } from './notifications.repository.js';

/**
 * A notification with what its reply needs, read from the modules that own it: its workspace's
 * name, its ticket and the ticket's brand, the brand it is about, and who caused it.
 */
export interface NotificationRow extends Omit<StoredNotification, 'project_id' | 'actor_id'> {
  workspace_name: string;
  ticket_number: number | null;
  ticket_summary: string | null;
  project_slug: string | null;
  brand_id: string | null;
  brand_name: string | null;
  brand_slug: string | null;
  actor: PersonRef | null;
}

/** A notification as the centre shows it; a deleted ticket leaves it without ticket and link. */
export function toNotification(row: NotificationRow): Notification {
  const ticket =
    row.ticket_id !== null && row.ticket_number !== null
      ? { uid: row.ticket_id, id: row.ticket_number, summary: row.ticket_summary ?? '' }
      : null;
  const commentUid = commentOfNoticeKey(row.dedupe_key);
  return {
    uid: row.id,
    kind: row.kind,
    workspace_uid: row.workspace_id,
    workspace_name: row.workspace_name,
    ticket_url:
      ticket && row.project_slug !== null ? ticketUrl(row.project_slug, ticket.uid, commentUid) : null,
    ticket,
    comment_uid: commentUid,
    actor: row.actor,
    status: row.status,
    brand:
      row.brand_id !== null && row.brand_name !== null && row.brand_slug !== null
        ? { uid: row.brand_id, name: row.brand_name, slug: row.brand_slug }
        : null,
    ...(row.kind === 'integration_disabled' ? { integration: integrationOf(row) } : {}),
    excerpt: row.excerpt,
    read: row.read_at !== null,
    created: row.created_at,
  };
}

/** The integration an `integration_disabled` notification is about, with the description it had. */
function integrationOf(row: NotificationRow): Notification['integration'] {
  const named = integrationOfNoticeKey(row.dedupe_key);
  return named ? { ...named, description: row.excerpt ?? '' } : null;
}

/** The stored switches beyond the two e-mail columns; anything unreadable counts as not set. */
function storedChannels(json: string | null): Partial<Record<'in_app' | 'email', Record<string, unknown>>> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object'
      ? (parsed as Record<'in_app' | 'email', Record<string, unknown>>)
      : {};
  } catch {
    return {};
  }
}

function switches(
  stored: Record<string, unknown> | undefined,
  defaults: Record<ChoosableKind, boolean>,
): Record<ChoosableKind, boolean> {
  return Object.fromEntries(
    CHOOSABLE_KINDS.map((kind) => [
      kind,
      typeof stored?.[kind] === 'boolean' ? stored[kind] : defaults[kind],
    ]),
  ) as Record<ChoosableKind, boolean>;
}

/** A person's channel switches (docs/product.md#notifications), the defaults where none is stored. */
export function toSettings(row: SettingsRow): NotificationSettings {
  const stored = storedChannels(row.channels);
  const email = switches(stored.email, DEFAULT_NOTIFICATION_SETTINGS.email);
  return {
    in_app: switches(stored.in_app, DEFAULT_NOTIFICATION_SETTINGS.in_app),
    // Mentions and reminders by e-mail keep their columns from before the other switches.
    email: {
      ...email,
      mention: fromDbBoolean(row.email_mentions),
      reminder: fromDbBoolean(row.email_reminders),
    },
  };
}

export function toSettingsRow(
  userId: string,
  settings: NotificationSettings,
  updatedAt: string,
): SettingsRow {
  const { mention, reminder, ...email } = settings.email;
  return {
    user_id: userId,
    email_mentions: toDbBoolean(mention),
    email_reminders: toDbBoolean(reminder),
    channels: JSON.stringify({ in_app: settings.in_app, email }),
    updated_at: updatedAt,
  };
}
