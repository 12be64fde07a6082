import type { Db } from '../db/database.js';

/**
 * A read-only view across modules (docs/architecture.md#views): the notification a push is
 * for, with what its text names — the ticket's number and summary, the brand's slug, the
 * actor's name — read when the push job runs, so a notification read in the app meanwhile
 * is not pushed. Tables: notifications, tickets, projects, workspace_members, user.
 */
export function createPushMessageView(db: Db) {
  return (notificationId: string) =>
    db
      .selectFrom('notifications as n')
      .leftJoin('tickets as t', 't.id', 'n.ticket_id')
      .leftJoin('projects as p', 'p.id', 't.project_id')
      .leftJoin('workspace_members as a', 'a.id', 'n.actor_id')
      .leftJoin('user as au', 'au.id', 'a.user_id')
      .select([
        'n.id',
        'n.user_id',
        'n.workspace_id',
        'n.kind',
        'n.status',
        'n.excerpt',
        'n.dedupe_key',
        'n.read_at',
        't.id as ticket_id',
        't.number as ticket_number',
        't.summary as ticket_summary',
        'p.slug as project_slug',
        'au.name as actor_name',
        'a.email as actor_email',
      ])
      .where('n.id', '=', notificationId)
      .executeTakeFirst();
}

export type PushMessageView = ReturnType<typeof createPushMessageView>;
export type NotificationForPush = NonNullable<Awaited<ReturnType<PushMessageView>>>;
