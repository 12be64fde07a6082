import type { Db, Dialect } from '../../db/database.js';
import { fromDbBoolean, fromDbJson, nowIso, toDbJson } from '../../db/portable.js';
import type { InvitesTable } from './invites.tables.js';

export type InviteStatus = InvitesTable['status'];
export type InviteRole = InvitesTable['role'];

export interface InviteRow {
  id: string;
  workspace_id: string;
  email: string;
  role: InviteRole;
  project_ids: string[];
  invited_by: string;
  status: InviteStatus;
  expires_at: string;
  created_at: string;
}

/** An invite with what its invitee is shown: the workspace, who invited them, whether they have an account. */
export interface InviteView extends InviteRow {
  workspace_name: string;
  inviter_name: string | null;
  has_account: boolean;
}

const COLUMNS = [
  'i.id',
  'i.workspace_id',
  'i.email',
  'i.role',
  'i.project_ids',
  'i.invited_by',
  'i.status',
  'i.expires_at',
  'i.created_at',
] as const;

const toRow = <T extends { project_ids: string }>(row: T) => ({
  ...row,
  project_ids: fromDbJson<string[]>(row.project_ids, []),
});

export function createInvitesRepository(db: Db, dialect: Dialect) {
  /**
   * One read for what the invitee sees. The workspace name and the inviter's name are read
   * here (not through other services) so a list of invites costs one query, not one per row.
   */
  const views = (trx: Db) =>
    trx
      .selectFrom('invites as i')
      .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
      .leftJoin('user as inviter', 'inviter.id', 'i.invited_by')
      .select(COLUMNS)
      .select(['w.name as workspace_name', 'inviter.name as inviter_name'])
      .select((eb) =>
        // E-mails are stored lower-cased by the identity service and by us.
        eb
          .exists(eb.selectFrom('user as u').select('u.id').whereRef('u.email', '=', 'i.email'))
          .as('has_account'),
      );
  const toView = (row: Awaited<ReturnType<ReturnType<typeof views>['executeTakeFirstOrThrow']>>) => ({
    ...toRow(row),
    has_account: fromDbBoolean(row.has_account as number | boolean),
  });

  return {
    transaction: <T>(fn: (trx: Db) => Promise<T>): Promise<T> => db.transaction().execute(fn),

    /**
     * Serialises invite creation per workspace, so two admins inviting the same address at
     * once cannot both pass the "already invited" check. PostgreSQL locks the workspace row;
     * SQLite already lets one writer at a time in.
     */
    async lockWorkspace(workspaceId: string, trx: Db): Promise<void> {
      if (dialect !== 'postgres') return;
      await trx.selectFrom('workspaces').select('id').where('id', '=', workspaceId).forUpdate().execute();
    },

    async insert(row: InviteRow, trx: Db = db): Promise<void> {
      await trx
        .insertInto('invites')
        .values({ ...row, project_ids: toDbJson(row.project_ids), updated_at: row.created_at })
        .execute();
    },

    async find(id: string, trx: Db = db): Promise<InviteRow | null> {
      const row = await trx
        .selectFrom('invites as i')
        .select(COLUMNS)
        .where('i.id', '=', id)
        .executeTakeFirst();
      return row ? toRow(row) : null;
    },

    async findView(id: string, trx: Db = db): Promise<InviteView | null> {
      const row = await views(trx).where('i.id', '=', id).executeTakeFirst();
      return row ? toView(row) : null;
    },

    /** Whether an open (pending, unexpired) invite exists for this address in the workspace. */
    async hasOpen(workspaceId: string, email: string, now: string, trx: Db = db): Promise<boolean> {
      const row = await trx
        .selectFrom('invites')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Invites of a workspace created since this instant, whatever became of them (the daily cap). */
    async countCreatedSince(workspaceId: string, since: string, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('invites')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', workspaceId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * The invites this address got from this workspace since `since`, whatever became of them,
     * oldest first (the per-recipient cooldown: when the oldest leaves the window, one more may go).
     */
    async createdForSince(
      workspaceId: string,
      email: string,
      since: string,
      trx: Db = db,
    ): Promise<string[]> {
      const rows = await trx
        .selectFrom('invites')
        .select('created_at')
        .where('workspace_id', '=', workspaceId)
        .where('email', '=', email)
        .where('created_at', '>', since)
        .orderBy('created_at', 'asc')
        .limit(100)
        .execute();
      return rows.map((row) => row.created_at);
    },

    /** Open invites of a workspace, oldest first. */
    async listOpen(workspaceId: string, now: string): Promise<InviteRow[]> {
      const rows = await db
        .selectFrom('invites as i')
        .select(COLUMNS)
        .where('i.workspace_id', '=', workspaceId)
        .where('i.status', '=', 'pending')
        .where('i.expires_at', '>', now)
        .orderBy('i.created_at', 'asc')
        .orderBy('i.id', 'asc')
        .limit(1000)
        .execute();
      return rows.map(toRow);
    },

    async countOpen(workspaceId: string, now: string): Promise<number> {
      const row = await db
        .selectFrom('invites')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', workspaceId)
        .where('status', '=', 'pending')
        .where('expires_at', '>', now)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Open invites addressed to this e-mail, in any workspace, newest first. */
    async listOpenViewsFor(email: string, now: string): Promise<InviteView[]> {
      const rows = await views(db)
        .where('i.email', '=', email)
        .where('i.status', '=', 'pending')
        .where('i.expires_at', '>', now)
        .orderBy('i.created_at', 'desc')
        .orderBy('i.id', 'asc')
        .limit(200)
        .execute();
      return rows.map(toView);
    },

    /**
     * Moves a pending invite to its final status. Conditional on it still being pending (and,
     * with `openAt`, unexpired), so of two concurrent accepts only one wins: false for the other.
     */
    async close(
      id: string,
      status: Exclude<InviteStatus, 'pending'>,
      options: { openAt?: string } = {},
      trx: Db = db,
    ): Promise<boolean> {
      let query = trx
        .updateTable('invites')
        .set({ status, updated_at: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'pending');
      if (options.openAt) query = query.where('expires_at', '>', options.openAt);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Which of these project ids are brands of the workspace (read-only check of the invite's brands). */
    async projectsOf(workspaceId: string, projectIds: string[], trx: Db = db): Promise<string[]> {
      if (projectIds.length === 0) return [];
      const rows = await trx
        .selectFrom('projects')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .where('id', 'in', projectIds)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}
export type InvitesRepository = ReturnType<typeof createInvitesRepository>;
