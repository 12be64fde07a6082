import { type Db, ownTables } from '../../db/database.js';
import type { WorkspaceMembersTable, WorkspaceTables } from './workspaces.tables.js';

/**
 * The workspaces module's narrow read of a member's role for modules that add people to
 * something of the workspace (docs/architecture.md#modules-own-their-tables): only a joined
 * member of that workspace may be added, with what their role allows. Who may see a brand is
 * not here: that is `memberAccess`.
 */
export function createMemberRoles(whole: Db) {
  return {
    /**
     * The member's role in the workspace, or null when they are not a joined member of it — or
     * are a workspace key's member, whose brands only the admins who manage the key choose
     * (docs/product.md#api-keys): a brand admin can take a brand from a key, never give one.
     */
    async roleIn(
      workspaceId: string,
      memberId: string,
      trx: Db = whole,
    ): Promise<WorkspaceMembersTable['role'] | null> {
      const row = await ownTables<WorkspaceTables>(trx)
        .selectFrom('workspace_members')
        .select('role')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', memberId)
        .where('status', '=', 'joined')
        .where('api_key', '=', 0)
        .executeTakeFirst();
      return row?.role ?? null;
    },
  };
}
export type MemberRoles = ReturnType<typeof createMemberRoles>;
