import type { Insertable, Selectable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import type { PageKey } from '../../db/pagination.js';
import { inChunks } from '../../db/portable.js';
import type {
  NotificationSettingsTable,
  NotificationsTable,
  NotificationTables,
} from './notifications.tables.js';

export type NotificationValues = Insertable<NotificationsTable>;
export type SettingsRow = Selectable<NotificationSettingsTable>;
/** A notification as stored; what it shows of its workspace, ticket, brand and actor is read from their modules. */
export type StoredNotification = Omit<Selectable<NotificationsTable>, 'user_id' | 'in_app'>;

/** Follower rows a statement: 3 parameters each, far under SQLite's limit. */
const FOLLOW_CHUNK = 1000;

/** Notifications, their e-mail settings and ticket followers: this module's own tables only. */
export function createNotificationsRepository(whole: Db) {
  // Its own tables only (docs/architecture.md#modules-own-their-tables); the caller's
  // transactions come in whole, as the change that caused a notification shares them.
  const db = ownTables<NotificationTables>(whole);
  const own = (trx: Db) => ownTables<NotificationTables>(trx);

  /**
   * The caller's notifications they may still see: only in the workspaces they are a joined
   * member of now (`workspaceIds`; someone removed from a workspace no longer sees what
   * happened there).
   */
  const visible = (userId: string, workspaceIds: string[]) =>
    db
      .selectFrom('notifications as n')
      .where('n.user_id', '=', userId)
      .where('n.workspace_id', 'in', workspaceIds)
      // A kind the person turned off in the app stays out of the bell (it may still be mailed or pushed).
      .where('n.in_app', '=', 1);

  const withColumns = (userId: string, workspaceIds: string[]) =>
    visible(userId, workspaceIds).select([
      'n.id',
      'n.kind',
      'n.workspace_id',
      'n.ticket_id',
      'n.project_id',
      'n.actor_id',
      'n.status',
      'n.excerpt',
      'n.dedupe_key',
      'n.read_at',
      'n.created_at',
    ]);

  return {
    /**
     * Inserts the notification; with its dedupe key already taken, inserts nothing and answers
     * false. ON CONFLICT rather than catching the unique violation: on PostgreSQL a failed
     * statement would abort the caller's whole transaction.
     */
    /**
     * Many notifications at once, a statement per 50 (14 columns each stays under every
     * database's parameter limit); answers the ids that were added: a dedupe key already there
     * adds nothing.
     */
    async insertMany(trx: Db, rows: readonly NotificationValues[]): Promise<Set<string>> {
      const added = new Set<string>();
      for (let i = 0; i < rows.length; i += 50) {
        const ids = await own(trx)
          .insertInto('notifications')
          .values(rows.slice(i, i + 50))
          .onConflict((oc) => oc.column('dedupe_key').doNothing())
          .returning('id')
          .execute();
        for (const { id } of ids) added.add(id);
      }
      return added;
    },

    /** The channel settings of these people (none for those who never changed theirs). */
    async settingsOf(trx: Db, userIds: readonly string[]): Promise<SettingsRow[]> {
      return inChunks(userIds, (chunk) =>
        own(trx).selectFrom('notification_settings').selectAll().where('user_id', 'in', chunk).execute(),
      );
    },

    async settings(trx: Db, userId: string): Promise<SettingsRow | undefined> {
      return own(trx)
        .selectFrom('notification_settings')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async saveSettings(trx: Db, row: SettingsRow): Promise<void> {
      await own(trx)
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

    /** These (ticket, member) pairs follow (already following is fine), a few hundred a statement. */
    async follow(
      trx: Db,
      pairs: readonly { ticketId: string; memberId: string }[],
      now: string,
    ): Promise<void> {
      for (let i = 0; i < pairs.length; i += FOLLOW_CHUNK)
        await own(trx)
          .insertInto('ticket_followers')
          .values(
            pairs.slice(i, i + FOLLOW_CHUNK).map(({ ticketId, memberId }) => ({
              ticket_id: ticketId,
              member_id: memberId,
              created_at: now,
            })),
          )
          .onConflict((oc) => oc.columns(['ticket_id', 'member_id']).doNothing())
          .execute();
    },

    async unfollow(trx: Db, ticketId: string, memberId: string): Promise<void> {
      await own(trx)
        .deleteFrom('ticket_followers')
        .where('ticket_id', '=', ticketId)
        .where('member_id', '=', memberId)
        .execute();
    },

    async followers(trx: Db, ticketId: string): Promise<string[]> {
      const rows = await own(trx)
        .selectFrom('ticket_followers')
        .select('member_id')
        .where('ticket_id', '=', ticketId)
        .orderBy('created_at')
        .orderBy('member_id')
        .execute();
      return rows.map((row) => row.member_id);
    },

    async isFollowing(trx: Db, ticketId: string, memberId: string): Promise<boolean> {
      const row = await own(trx)
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
      workspaceIds: string[],
      query: { unread: boolean; after: PageKey | undefined; limit: number },
    ): Promise<StoredNotification[]> {
      if (workspaceIds.length === 0) return [];
      let q = withColumns(userId, workspaceIds);
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
      return q
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(query.limit + 1)
        .execute();
    },

    async find(
      userId: string,
      workspaceIds: string[],
      notificationId: string,
    ): Promise<StoredNotification | undefined> {
      if (workspaceIds.length === 0) return undefined;
      return withColumns(userId, workspaceIds).where('n.id', '=', notificationId).executeTakeFirst();
    },

    async unreadCount(userId: string, workspaceIds: string[]): Promise<number> {
      if (workspaceIds.length === 0) return 0;
      const row = await visible(userId, workspaceIds)
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

    /** Marks read every unread notification the user can see (in `workspaceIds`); answers how many. */
    async markAllRead(userId: string, workspaceIds: string[], now: string): Promise<number> {
      if (workspaceIds.length === 0) return 0;
      const result = await db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .where('in_app', '=', 1)
        .where('workspace_id', 'in', workspaceIds)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
      return whole.transaction().execute(fn);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
