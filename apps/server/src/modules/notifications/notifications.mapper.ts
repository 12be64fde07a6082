import {
  type Notification,
  type NotificationSettings,
  ticketUrl,
} from '@expertos/domain/notification.schema';
import { fromDbBoolean } from '../../db/portable.js';
import { toPersonRef } from '../workspaces/people.mapper.js';
import { commentOfNoticeKey } from './comment-notice-key.js';
import { integrationOfNoticeKey } from './integration-notice-key.js';
import type { NotificationRow, SettingsRow } from './notifications.repository.js';

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
    actor: row.actor ? toPersonRef(row.actor) : null,
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

export function toSettings(row: SettingsRow): NotificationSettings {
  return {
    email_mentions: fromDbBoolean(row.email_mentions),
    email_reminders: fromDbBoolean(row.email_reminders),
  };
}
