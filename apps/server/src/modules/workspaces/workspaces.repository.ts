import { randomUUID } from 'node:crypto';
import { type Db, type Dialect, ownTables, type TablesDb } from '../../db/database.js';
import { escapeLike, likeInsensitive, nowIso } from '../../db/portable.js';
import type { AccountFacts } from '../auth/account-facts.js';
import type { WorkspaceMembersTable, WorkspacesTable, WorkspaceTables } from './workspaces.tables.js';

/** This module's handle: its own tables only (docs/architecture.md#modules-own-their-tables). */
type WorkspacesDb = TablesDb<WorkspaceTables>;

export type Role = WorkspaceMembersTable['role'];

export interface MemberRow {
  id: string;
  workspace_id: string;
  user_id: string;
  email: string;
  name: string | null;
  role: Role;
  status: 'joined';
  jira_associated: number;
}

export function createWorkspacesRepository(
  db: WorkspacesDb,
  dialect: Dialect,
  /** The auth module's reads of accounts: the names members show, the owner's row lock. */
  accounts: Pick<AccountFacts, 'names' | 'namesSearched' | 'lock'>,
) {
  const own = (trx?: Db): WorkspacesDb => (trx ? ownTables<WorkspaceTables>(trx) : db);
  const memberColumns = [
    'm.id',
    'm.workspace_id',
    'm.user_id',
    'm.email',
    'm.role',
    'm.status',
    'm.jira_associated',
  ] as const;

  /** The members with their account's name (one read for all of them, in the caller's transaction). */
  async function named<T extends { user_id: string }>(
    rows: T[],
    trx?: Db,
  ): Promise<Array<T & { name: string | null }>> {
    if (rows.length === 0) return [];
    const names = await accounts.names(
      rows.map((row) => row.user_id),
      trx,
    );
    return rows.map((row) => ({ ...row, name: names.get(row.user_id) ?? null }));
  }

  return {
    async insertWorkspace(
      input: { name: string; industry: string | null; ownerId: string },
      trx: WorkspacesDb = db,
    ): Promise<WorkspacesTable> {
      const now = nowIso();
      const row: WorkspacesTable = {
        id: randomUUID(),
        name: input.name,
        industry: input.industry,
        owner_id: input.ownerId,
        whitelisted: 0,
        stripe_subscription_id: null,
        two_factor_required_from: null,
        created_at: now,
        updated_at: now,
      };
      await trx.insertInto('workspaces').values(row).execute();
      return row;
    },

    findWorkspace: (id: string, trx: WorkspacesDb = db) =>
      trx.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst(),

    async updateWorkspace(
      id: string,
      changes: { name?: string; industry?: string | null },
      trx: WorkspacesDb = db,
    ) {
      await trx
        .updateTable('workspaces')
        .set({ ...changes, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    deleteWorkspace: async (id: string, trx: WorkspacesDb = db) => {
      await trx.deleteFrom('workspaces').where('id', '=', id).execute();
    },

    /**
     * Serialises the owner's workspace creates and renames, so two at once cannot both pass the
     * "name already taken" check: the owner's account row lock (auth's; PostgreSQL locks it,
     * SQLite already lets one writer at a time in).
     */
    async lockOwner(userId: string, trx: Db): Promise<void> {
      await accounts.lock(trx, userId);
    },

    /** Names of the workspaces the user owns, except `exceptId` (the one being renamed). */
    async ownedNames(userId: string, exceptId: string | null, trx: WorkspacesDb = db): Promise<string[]> {
      let query = trx.selectFrom('workspaces').select('name').where('owner_id', '=', userId);
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.execute()).map((row) => row.name);
    },

    countOwned: async (userId: string, trx: WorkspacesDb = db) => {
      const row = await trx
        .selectFrom('workspaces')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The caller's workspaces with their membership, oldest first. */
    listForUser: (userId: string) =>
      db
        .selectFrom('workspace_members as m')
        .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
        .select([
          'w.id',
          'w.name',
          'w.industry',
          'w.owner_id',
          'w.whitelisted',
          'w.stripe_subscription_id',
          'w.created_at',
          'm.id as member_id',
          'm.role',
          'm.status',
        ])
        .where('m.user_id', '=', userId)
        .orderBy('w.created_at', 'asc')
        .orderBy('w.id', 'asc')
        .execute(),

    async insertMember(
      input: { workspaceId: string; userId: string; email: string; role: Role },
      trx: WorkspacesDb = db,
    ): Promise<string> {
      const now = nowIso();
      const id = randomUUID();
      await trx
        .insertInto('workspace_members')
        .values({
          id,
          workspace_id: input.workspaceId,
          user_id: input.userId,
          email: input.email.toLowerCase(),
          role: input.role,
          status: 'joined',
          jira_associated: 0,
          api_key: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    },

    async findMember(workspaceId: string, memberId: string, trx?: Db): Promise<MemberRow | undefined> {
      const row = await own(trx)
        .selectFrom('workspace_members as m')
        .select(memberColumns)
        .where('m.workspace_id', '=', workspaceId)
        .where('m.id', '=', memberId)
        // A workspace key's member is managed with its key, never as a person (key-members.ts).
        .where('m.api_key', '=', 0)
        .executeTakeFirst();
      return row ? (await named([row], trx))[0] : undefined;
    },

    findMemberByUser: (workspaceId: string, userId: string, trx: WorkspacesDb = db) =>
      trx
        .selectFrom('workspace_members')
        .select(['id', 'user_id'])
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /**
     * The e-mail match is case-insensitive (docs/product.md#workspaces-and-members): stored and
     * compared lower-cased.
     */
    findMemberByEmail: (workspaceId: string, email: string, trx: WorkspacesDb = db) =>
      trx
        .selectFrom('workspace_members')
        .select(['id', 'user_id'])
        .where('workspace_id', '=', workspaceId)
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst(),

    /**
     * The workspace's members, oldest first, at most 1000. The search matches the e-mail or the
     * account's name, ignoring case (`%` and `_` taken literally): the names are the auth
     * module's, so with a search every member of the role is read and matched here.
     */
    async listMembers(workspaceId: string, filter: { search?: string; role?: Role }): Promise<MemberRow[]> {
      let query = db
        .selectFrom('workspace_members as m')
        .select(memberColumns)
        .where('m.workspace_id', '=', workspaceId)
        // Keys are listed with the workspace's keys, not in its team (key-members.ts).
        .where('m.api_key', '=', 0);
      if (filter.role) query = query.where('m.role', '=', filter.role);
      query = query.orderBy('m.created_at', 'asc').orderBy('m.id', 'asc');
      const search = filter.search;
      if (!search) return named(await query.limit(1000).execute());
      const pattern = `%${escapeLike(search)}%`;
      // Escaped wildcards match literally on both databases (ESCAPE clause).
      const rows = await query
        .select((eb) => likeInsensitive(dialect, eb.ref('m.email'), pattern).as('email_matches'))
        .execute();
      const people = await accounts.namesSearched(
        rows.map((row) => row.user_id),
        search,
      );
      return rows
        .filter((row) => Boolean(row.email_matches) || people.get(row.user_id)?.matches === true)
        .slice(0, 1000)
        .map(({ email_matches: _, ...row }) => ({ ...row, name: people.get(row.user_id)?.name ?? null }));
    },

    countAdmins: async (workspaceId: string, trx: WorkspacesDb = db) => {
      const row = await trx
        .selectFrom('workspace_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', workspaceId)
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    countMembers: async (
      workspaceId: string,
      options: { seatsOnly?: boolean } = {},
      trx: WorkspacesDb = db,
    ) => {
      let query = trx
        .selectFrom('workspace_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', workspaceId)
        // A workspace key's member is nobody: never counted (key-members.ts).
        .where('api_key', '=', 0);
      // Jira-associated people never take a seat (docs/product.md#seats).
      if (options.seatsOnly) query = query.where('jira_associated', '=', 0);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.n);
    },

    setRole: async (memberId: string, role: Role, trx: WorkspacesDb = db) => {
      await trx
        .updateTable('workspace_members')
        .set({ role, updated_at: nowIso() })
        .where('id', '=', memberId)
        .execute();
    },

    deleteMember: async (memberId: string, trx: WorkspacesDb = db) => {
      await trx.deleteFrom('workspace_members').where('id', '=', memberId).execute();
    },
  };
}
export type WorkspacesRepository = ReturnType<typeof createWorkspacesRepository>;
