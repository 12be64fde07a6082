import type { TablesDb } from '../../db/database.js';
import { fromDbJson, nowIso, toDbJson } from '../../db/portable.js';
import type { InvitesTable, InviteTables } from './invites.tables.js';
import { countOpenInvites } from './pending-seats.js';

/** This module's handle: its own tables only (docs/architecture.md#modules-own-their-tables). */
type InvitesDb = TablesDb<InviteTables>;

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

export function createInvitesRepository(db: InvitesDb) {
  return {
    async insert(row: InviteRow, trx: InvitesDb = db): Promise<void> {
      await trx
        .insertInto('invites')
        .values({ ...row, project_ids: toDbJson(row.project_ids), updated_at: row.created_at })
        .execute();
    },

    async find(id: string, trx: InvitesDb = db): Promise<InviteRow | null> {
      const row = await trx
        .selectFrom('invites as i')
        .select(COLUMNS)
        .where('i.id', '=', id)
        .executeTakeFirst();
      return row ? toRow(row) : null;
    },

    /** Whether an open (pending, unexpired) invite exists for this address in the workspace. */
    async hasOpen(workspaceId: string, email: string, now: string, trx: InvitesDb = db): Promise<boolean> {
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
    async countCreatedSince(workspaceId: string, since: string, trx: InvitesDb = db): Promise<number> {
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
      trx: InvitesDb = db,
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

    countOpen: (workspaceId: string, now: string): Promise<number> => countOpenInvites(db, workspaceId, now),

    /** Open invites addressed to this e-mail, in any workspace, newest first. */
    async listOpenFor(email: string, now: string): Promise<InviteRow[]> {
      const rows = await db
        .selectFrom('invites as i')
        .select(COLUMNS)
        .where('i.email', '=', email)
        .where('i.status', '=', 'pending')
        .where('i.expires_at', '>', now)
        .orderBy('i.created_at', 'desc')
        .orderBy('i.id', 'asc')
        .limit(200)
        .execute();
      return rows.map(toRow);
    },

    /**
     * Moves a pending invite to its final status. Conditional on it still being pending (and,
     * with `openAt`, unexpired), so of two concurrent accepts only one wins: false for the other.
     */
    async close(
      id: string,
      status: Exclude<InviteStatus, 'pending'>,
      options: { openAt?: string } = {},
      trx: InvitesDb = db,
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
  };
}
export type InvitesRepository = ReturnType<typeof createInvitesRepository>;
