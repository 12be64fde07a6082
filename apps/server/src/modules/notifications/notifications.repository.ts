import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PageKey } from '../../db/pagination.js';
import type { NotificationSettingsTable, NotificationsTable } from './notifications.tables.js';

export type NotificationValues = Insertable<NotificationsTable>;
export type SettingsRow = Selectable<NotificationSettingsTable>;

/** Who caused a notification, as tickets show people (tickets.mapper toPersonRef reads it). */
export interface ActorRow {
  id: string;
  email: string;
  name: string | null;
  image: string | null;
  avatar_key: string | null;
}

/** A notification with what its reply needs: workspace, ticket and its brand, and the actor. */
export interface NotificationRow {
  id: string;
  kind: NotificationsTable['kind'];
  workspace_id: string;
  workspace_name: string;
  ticket_id: string | null;
  ticket_number: number | null;
  ticket_summary: string | null;
  project_slug: string | null;
  brand_id: string | null;
  brand_name: string | null;
  brand_slug: string | null;
  status: NotificationsTable['status'];
  excerpt: string | null;
  /** Names the comment of a comment or mention notification (see comment-notice-key.ts). */
  dedupe_key: string | null;
  read_at: string | null;
  created_at: string;
  actor: ActorRow | null;
}

/** A member who can receive notifications: joined, with their account. */
export interface RecipientRow {
  member_id: string;
  user_id: string;
  email: string;
  name: string | null;
}

/** What a notification e-mail says about its ticket. */
export interface TicketMailRow {
  number: number;
  summary: string;
  project_slug: string;
}

export function createNotificationsRepository(db: Db) {
  /**
   * The caller's notifications they may still see: only in workspaces they are a joined
   * member of now (someone removed from a workspace no longer sees what happened there).
   */
  const visible = (trx: Db, userId: string) =>
    trx
      .selectFrom('notifications as n')
      .innerJoin('workspace_members as me', (join) =>
        join
          .onRef('me.workspace_id', '=', 'n.workspace_id')
          .onRef('me.user_id', '=', 'n.user_id')
          .on('me.status', '=', 'joined'),
      )
      .where('n.user_id', '=', userId)
      // A kind the person turned off in the app stays out of the bell (it may still be mailed or pushed).
      .where('n.in_app', '=', 1);

  const withDetails = (trx: Db, userId: string) =>
    visible(trx, userId)
      .innerJoin('workspaces as w', 'w.id', 'n.workspace_id')
      .leftJoin('tickets as t', 't.id', 'n.ticket_id')
      .leftJoin('projects as p', 'p.id', 't.project_id')
      .leftJoin('projects as bp', 'bp.id', 'n.project_id')
      .leftJoin('workspace_members as am', 'am.id', 'n.actor_id')
      .leftJoin('user as au', 'au.id', 'am.user_id')
      .leftJoin('profiles as apr', 'apr.user_id', 'am.user_id')
      .select([
        'n.id',
        'n.kind',
        'n.workspace_id',
        'w.name as workspace_name',
        'n.ticket_id',
        't.number as ticket_number',
        't.summary as ticket_summary',
        'p.slug as project_slug',
        'bp.id as brand_id',
        'bp.name as brand_name',
        'bp.slug as brand_slug',
        'n.status',
        'n.excerpt',
        'n.dedupe_key',
        'n.read_at',
        'n.created_at',
        'am.id as actor_id',
        'am.email as actor_email',
        'au.name as actor_name',
        'au.image as actor_image',
        'apr.avatar_key as actor_avatar_key',
      ]);

  type DetailRow = Awaited<ReturnType<ReturnType<typeof withDetails>['execute']>>[number];
  const toRow = ({
    actor_id,
    actor_email,
    actor_name,
    actor_image,
    actor_avatar_key,
    ...row
  }: DetailRow): NotificationRow => ({
    ...row,
    actor:
      actor_id && actor_email
        ? {
            id: actor_id,
            email: actor_email,
            name: actor_name ?? null,
            image: actor_image ?? null,
            avatar_key: actor_avatar_key ?? null,
          }
        : null,
  });

  return {
    /**
     * Joined members among these, with their account (others get no notifications). People
     * here only as a Jira user get none: nobody can read them (docs/product.md#seats).
     */
    async recipients(trx: Db, memberIds: string[]): Promise<RecipientRow[]> {
      if (memberIds.length === 0) return [];
      return trx
        .selectFrom('workspace_members as m')
        .innerJoin('user as u', 'u.id', 'm.user_id')
        .select(['m.id as member_id', 'm.user_id', 'u.email', 'u.name'])
        .where('m.id', 'in', memberIds)
        .where('m.status', '=', 'joined')
        .where('m.jira_associated', '=', 0)
        .execute();
    },

    /** The ticket's brand and workspace, for the brand-visibility rule; undefined once it is gone. */
    async ticketBrand(trx: Db, ticketId: string) {
      const row = await trx
        .selectFrom('tickets')
        .select(['project_id', 'workspace_id'])
        .where('id', '=', ticketId)
        .executeTakeFirst();
      return row ? { projectId: row.project_id, workspaceId: row.workspace_id } : undefined;
    },

    /**
     * Inserts the notification; with its dedupe key already taken, inserts nothing and answers
     * false. ON CONFLICT rather than catching the unique violation: on PostgreSQL a failed
     * statement would abort the caller's whole transaction.
     */
    async insert(trx: Db, values: NotificationValues): Promise<boolean> {
      const inserted = await trx
        .insertInto('notifications')
        .values(values)
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async settings(trx: Db, userId: string): Promise<SettingsRow | undefined> {
      return trx
        .selectFrom('notification_settings')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async saveSettings(trx: Db, row: SettingsRow): Promise<void> {
      await trx
        .insertInto('notification_settings')
        .values(row)
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            email_mentions: row.email_mentions,
            email_reminders: row.email_reminders,
            channels: row.channels,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    },

    async ticketForMail(trx: Db, ticketId: string): Promise<TicketMailRow | undefined> {
      return trx
        .selectFrom('tickets as t')
        .innerJoin('projects as p', 'p.id', 't.project_id')
        .select(['t.number', 't.summary', 'p.slug as project_slug'])
        .where('t.id', '=', ticketId)
        .executeTakeFirst();
    },

    /** The name a member goes by in e-mails (their account's name, else their e-mail). */
    async memberName(trx: Db, memberId: string): Promise<string | undefined> {
      const row = await trx
        .selectFrom('workspace_members as m')
        .leftJoin('user as u', 'u.id', 'm.user_id')
        .select(['m.email', 'u.name'])
        .where('m.id', '=', memberId)
        .executeTakeFirst();
      return row ? row.name || row.email : undefined;
    },

    async follow(trx: Db, ticketId: string, memberIds: string[], now: string): Promise<void> {
      if (memberIds.length === 0) return;
      await trx
        .insertInto('ticket_followers')
        .values(memberIds.map((member_id) => ({ ticket_id: ticketId, member_id, created_at: now })))
        .onConflict((oc) => oc.columns(['ticket_id', 'member_id']).doNothing())
        .execute();
    },

    async unfollow(trx: Db, ticketId: string, memberId: string): Promise<void> {
      await trx
        .deleteFrom('ticket_followers')
        .where('ticket_id', '=', ticketId)
        .where('member_id', '=', memberId)
        .execute();
    },

    async followers(trx: Db, ticketId: string): Promise<string[]> {
      const rows = await trx
        .selectFrom('ticket_followers')
        .select('member_id')
        .where('ticket_id', '=', ticketId)
        .orderBy('created_at')
        .orderBy('member_id')
        .execute();
      return rows.map((row) => row.member_id);
    },

    async isFollowing(trx: Db, ticketId: string, memberId: string): Promise<boolean> {
      const row = await trx
        .selectFrom('ticket_followers')
        .select('member_id')
        .where('ticket_id', '=', ticketId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Newest first by (created_at, id), after the cursor's key, `limit + 1` rows (see toPage). */
    async list(
      userId: string,
      query: { unread: boolean; after: PageKey | undefined; limit: number },
    ): Promise<NotificationRow[]> {
      let q = withDetails(db, userId);
      if (query.unread) q = q.where('n.read_at', 'is', null);
      const { after } = query;
      if (after) {
        q = q.where((eb) =>
          eb.or([
            eb('n.created_at', '<', after.createdAt),
            eb.and([eb('n.created_at', '=', after.createdAt), eb('n.id', '<', after.id)]),
          ]),
        );
      }
      const rows = await q
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(query.limit + 1)
        .execute();
      return rows.map(toRow);
    },

    async find(userId: string, notificationId: string): Promise<NotificationRow | undefined> {
      const row = await withDetails(db, userId).where('n.id', '=', notificationId).executeTakeFirst();
      return row && toRow(row);
    },

    async unreadCount(userId: string): Promise<number> {
      const row = await visible(db, userId)
        .where('n.read_at', 'is', null)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async markRead(userId: string, notificationId: string, now: string): Promise<void> {
      await db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('id', '=', notificationId)
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .execute();
    },

    /** Marks read every unread notification the user can see; answers how many. */
    async markAllRead(userId: string, now: string): Promise<number> {
      const result = await db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .where('in_app', '=', 1)
        .where('workspace_id', 'in', (eb) =>
          eb
            .selectFrom('workspace_members')
            .select('workspace_id')
            .where('user_id', '=', userId)
            .where('status', '=', 'joined'),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
