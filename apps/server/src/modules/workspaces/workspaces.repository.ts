import { randomUUID } from 'node:crypto';
import type { Db, Dialect } from '../../db/database.js';
import { escapeLike, likeInsensitive, nowIso } from '../../db/portable.js';
import type { WorkspaceMembersTable, WorkspacesTable } from './workspaces.tables.js';

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

export function createWorkspacesRepository(db: Db, dialect: Dialect) {
  const memberColumns = [
    'm.id',
    'm.workspace_id',
    'm.user_id',
    'm.email',
    'u.name',
    'm.role',
    'm.status',
    'm.jira_associated',
  ] as const;

  return {
    async insertWorkspace(
      input: { name: string; industry: string | null; ownerId: string },
      trx: Db = db,
    ): Promise<WorkspacesTable> {
      const now = nowIso();
      const row: WorkspacesTable = {
        id: randomUUID(),
        name: input.name,
        industry: input.industry,
        owner_id: input.ownerId,
        whitelisted: 0,
        stripe_subscription_id: null,
        created_at: now,
        updated_at: now,
      };
      await trx.insertInto('workspaces').values(row).execute();
      return row;
    },

    findWorkspace: (id: string, trx: Db = db) =>
      trx.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst(),

    async updateWorkspace(id: string, changes: { name?: string; industry?: string | null }, trx: Db = db) {
      await trx
        .updateTable('workspaces')
        .set({ ...changes, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    deleteWorkspace: async (id: string, trx: Db = db) => {
      await trx.deleteFrom('workspaces').where('id', '=', id).execute();
    },

    /**
     * Serialises the owner's workspace creates and renames, so two at once cannot both pass the
     * "name already taken" check: PostgreSQL locks the owner's user row; SQLite already lets one
     * writer at a time in.
     */
    async lockOwner(userId: string, trx: Db): Promise<void> {
      if (dialect !== 'postgres') return;
      await trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
    },

    /** Names of the workspaces the user owns, except `exceptId` (the one being renamed). */
    async ownedNames(userId: string, exceptId: string | null, trx: Db = db): Promise<string[]> {
      let query = trx.selectFrom('workspaces').select('name').where('owner_id', '=', userId);
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.execute()).map((row) => row.name);
    },

    countOwned: async (userId: string, trx: Db = db) => {
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
      trx: Db = db,
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
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    },

    findMember: (workspaceId: string, memberId: string, trx: Db = db): Promise<MemberRow | undefined> =>
      trx
        .selectFrom('workspace_members as m')
        .leftJoin('user as u', 'u.id', 'm.user_id')
        .select(memberColumns)
        .where('m.workspace_id', '=', workspaceId)
        .where('m.id', '=', memberId)
        .executeTakeFirst(),

    findMemberByUser: (workspaceId: string, userId: string, trx: Db = db) =>
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
    findMemberByEmail: (workspaceId: string, email: string, trx: Db = db) =>
      trx
        .selectFrom('workspace_members')
        .select(['id', 'user_id'])
        .where('workspace_id', '=', workspaceId)
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst(),

    listMembers(workspaceId: string, filter: { search?: string; role?: Role }): Promise<MemberRow[]> {
      let query = db
        .selectFrom('workspace_members as m')
        .leftJoin('user as u', 'u.id', 'm.user_id')
        .select(memberColumns)
        .where('m.workspace_id', '=', workspaceId);
      if (filter.role) query = query.where('m.role', '=', filter.role);
      if (filter.search) {
        const pattern = `%${escapeLike(filter.search)}%`;
        // Escaped wildcards match literally on both databases (ESCAPE clause).
        query = query.where((eb) =>
          eb.or([
            likeInsensitive(dialect, eb.ref('m.email'), pattern),
            likeInsensitive(dialect, eb.fn('lower', ['u.name']), pattern),
          ]),
        );
      }
      return query.orderBy('m.created_at', 'asc').orderBy('m.id', 'asc').limit(1000).execute();
    },

    countAdmins: async (workspaceId: string, trx: Db = db) => {
      const row = await trx
        .selectFrom('workspace_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', workspaceId)
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    countMembers: async (workspaceId: string, options: { seatsOnly?: boolean } = {}, trx: Db = db) => {
      let query = trx
        .selectFrom('workspace_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', workspaceId);
      // Jira-associated people never take a seat (docs/product.md#seats).
      if (options.seatsOnly) query = query.where('jira_associated', '=', 0);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.n);
    },

    setRole: async (memberId: string, role: Role, trx: Db = db) => {
      await trx
        .updateTable('workspace_members')
        .set({ role, updated_at: nowIso() })
        .where('id', '=', memberId)
        .execute();
    },

    deleteMember: async (memberId: string, trx: Db = db) => {
      await trx.deleteFrom('workspace_members').where('id', '=', memberId).execute();
    },
  };
}
export type WorkspacesRepository = ReturnType<typeof createWorkspacesRepository>;
