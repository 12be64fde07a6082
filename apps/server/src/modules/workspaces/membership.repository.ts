import type { Db } from '../../db/database.js';

/**
 * The membership queries of the access guard, and the one answer to "which brands may this
 * member see" that every module is handed (docs/product.md#roles-and-access).
 */
export function createMembershipRepository(db: Db) {
  return {
    /** The caller's member row in the workspace, with the workspace's owner. */
    member: (workspaceId: string, userId: string) =>
      db
        .selectFrom('workspace_members as m')
        .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
        .select(['m.id', 'm.role', 'm.status', 'w.owner_id'])
        .where('m.workspace_id', '=', workspaceId)
        .where('m.user_id', '=', userId)
        .executeTakeFirst(),

    /** The brand and the workspace it belongs to. */
    project: (projectId: string) =>
      db.selectFrom('projects').select(['id', 'workspace_id']).where('id', '=', projectId).executeTakeFirst(),

    /** The member's granted role on the brand, if granted. */
    grant: (projectId: string, memberId: string) =>
      db
        .selectFrom('project_members')
        .select('role')
        .where('project_id', '=', projectId)
        .where('member_id', '=', memberId)
        .where('access', '=', 'granted')
        .executeTakeFirst(),

    /** The person (user id) a member is, if the member still exists. */
    async userOfMember(memberId: string, trx: Db = db): Promise<string | undefined> {
      const row = await trx
        .selectFrom('workspace_members')
        .select('user_id')
        .where('id', '=', memberId)
        .executeTakeFirst();
      return row?.user_id;
    },

    /** The brands granted to the member. */
    async grantedProjectIds(memberId: string, trx: Db = db): Promise<string[]> {
      const rows = await trx
        .selectFrom('project_members')
        .select('project_id')
        .where('member_id', '=', memberId)
        .where('access', '=', 'granted')
        .execute();
      return rows.map((row) => row.project_id);
    },
  };
}
export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
