import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import { type Db, ownTables } from '../../db/database.js';
import type { ProjectTables } from './projects.tables.js';

/**
 * Gives a member access to a brand, in the caller's transaction; a grant that exists already
 * is left as it is. The projects module's narrow function for modules that add people
 * (docs/architecture.md#modules-own-their-tables): a Jira-only person is granted the brand of
 * their integration so its tickets can be given to them.
 */
export async function grantBrand(trx: Db, projectId: string, memberId: string, at: string): Promise<void> {
  await ownTables<ProjectTables>(trx)
    .insertInto('project_members')
    .values({ project_id: projectId, member_id: memberId, role: 'member', access: 'granted', created_at: at })
    .onConflict((conflict) => conflict.columns(['project_id', 'member_id']).doNothing())
    .execute();
}

/** A granted role on a brand (`project_members` with `access = 'granted'`). */
export interface GrantFact {
  member_id: string;
  project_id: string;
  role: 'admin' | 'member';
}

/**
 * The facts the brand-visibility rule reads of brands and grants (workspaces/member-access.ts):
 * the projects module's narrow reads of its own tables. Every function takes the caller's
 * transaction, if any.
 */
export function createBrandGrantReads(whole: Db) {
  const own = (trx: Db = whole) => ownTables<ProjectTables>(trx);
  const projectQuery = (projectId: string, trx?: Db) =>
    own(trx).selectFrom('projects').select(['id', 'workspace_id']).where('id', '=', projectId);
  const grantedQuery = (memberId: string, trx?: Db) =>
    own(trx)
      .selectFrom('project_members')
      .select('project_id')
      .where('member_id', '=', memberId)
      .where('access', '=', 'granted');
  // The access guard asks these on most requests: outside a transaction they are built and
  // compiled once (db/compiled-once.ts).
  const projectOnce = compiledOnce(whole, 1, (projectId: string) => projectQuery(projectId));
  const grantedOnce = compiledOnce(whole, 1, (memberId: string) => grantedQuery(memberId));
  return {
    /** The brand and the workspace it belongs to. */
    project: async (projectId: string, trx?: Db) =>
      trx ? projectQuery(projectId, trx).executeTakeFirst() : (await projectOnce(projectId))[0],

    /**
     * Where the brand sits, as a subquery (one row of `workspace_id` and `project_id`, or none)
     * for the access guard's statement (workspaces/membership.ts, the `projectMember` level).
     */
    placeOf: (projectId: string) =>
      own().selectFrom('projects').select(['workspace_id', 'id as project_id']).where('id', '=', projectId),

    /** Of these brands (at most 100), those of the workspace. */
    async brandsIn(workspaceId: string, projectIds: readonly string[], trx?: Db): Promise<string[]> {
      if (projectIds.length === 0) return [];
      const rows = await own(trx)
        .selectFrom('projects')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .where('id', 'in', [...projectIds])
        .execute();
      return rows.map((row) => row.id);
    },

    /** The member's granted role on the brand, or null. */
    async grant(projectId: string, memberId: string, trx?: Db): Promise<'admin' | 'member' | null> {
      const row = await own(trx)
        .selectFrom('project_members')
        .select('role')
        .where('project_id', '=', projectId)
        .where('member_id', '=', memberId)
        .where('access', '=', 'granted')
        .executeTakeFirst();
      return row?.role ?? null;
    },

    /**
     * The member's granted role on the brand as a subquery (one row or none), for a read of the
     * member in the same statement (the access guard's, workspaces/membership.repository.ts
     * `memberAtPlace`): the columns name the brand's id and the member's id in that query.
     */
    grantOf: (projectIdColumn: string, memberIdColumn: string) =>
      own()
        .selectFrom('project_members')
        .select('role')
        .where('project_id', '=', sql.ref<string>(projectIdColumn))
        .where('member_id', '=', sql.ref<string>(memberIdColumn))
        .where('access', '=', 'granted')
        .limit(1),

    /** The brands granted to the member. */
    async grantedProjectIds(memberId: string, trx?: Db): Promise<string[]> {
      const rows = trx ? await grantedQuery(memberId, trx).execute() : await grantedOnce(memberId);
      return rows.map((row) => row.project_id);
    },

    /**
     * The brands granted to the member as a subquery answering their ids joined by commas
     * (null for none), for a statement that reads them beside its own rows in one round trip
     * (the kept list's version: workspaces/member-access.ts `grantsOf`).
     */
    grantedListOf: (memberId: string) =>
      own()
        .selectFrom('project_members')
        .select(sql<string | null>`string_agg(project_id, ',')`.as('granted'))
        .where('member_id', '=', memberId)
        .where('access', '=', 'granted'),

    /** The granted grants of these members (at most 500 at a time) on these brands. */
    grantsAmong: (memberIds: string[], projectIds: string[], trx?: Db): Promise<GrantFact[]> =>
      own(trx)
        .selectFrom('project_members')
        .select(['member_id', 'project_id', 'role'])
        .where('access', '=', 'granted')
        .where('member_id', 'in', memberIds)
        .where('project_id', 'in', projectIds)
        .execute(),
  };
}
export type BrandGrantReads = ReturnType<typeof createBrandGrantReads>;
