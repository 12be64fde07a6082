import { type Db, ownTables } from '../../db/database.js';
import type { WorkspaceTables } from './workspaces.tables.js';

/**
 * Who belongs to a workspace now, and who a person is in each: the workspaces module's narrow
 * reads of its members for modules that tell people things (notifications) or keep something
 * per person (a connected Google Calendar) (docs/architecture.md#modules-own-their-tables).
 * Only a joined member belongs (docs/product.md#roles-and-access). Every function takes the
 * caller's transaction, if any. Names and pictures: `people`; who sees which brand: `memberAccess`.
 */
export function createJoinedMembers(whole: Db) {
  const own = (trx: Db = whole) => ownTables<WorkspaceTables>(trx);
  return {
    /** The workspaces the person is a joined member of. */
    async workspacesOf(userId: string, trx?: Db): Promise<string[]> {
      const rows = await own(trx)
        .selectFrom('workspace_members')
        .select('workspace_id')
        .where('user_id', '=', userId)
        .where('status', '=', 'joined')
        .execute();
      return rows.map((row) => row.workspace_id);
    },

    /** The person's member ids, one per workspace they belong to. */
    async memberIdsOf(userId: string, trx?: Db): Promise<string[]> {
      const rows = await own(trx)
        .selectFrom('workspace_members')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'joined')
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Of these members, the joined ones someone can read mail and notifications as: the person
     * (user id) behind each, by member id. People here only as a Jira user, and workspace keys,
     * are left out: nobody signs in as them (docs/product.md#seats).
     */
    async readers(memberIds: Iterable<string>, trx?: Db): Promise<Map<string, string>> {
      const ids = [...new Set(memberIds)];
      const found = new Map<string, string>();
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await own(trx)
          .selectFrom('workspace_members')
          .select(['id', 'user_id'])
          .where('id', 'in', ids.slice(i, i + 500))
          .where('status', '=', 'joined')
          .where('jira_associated', '=', 0)
          .where('api_key', '=', 0)
          .execute();
        for (const row of rows) found.set(row.id, row.user_id);
      }
      return found;
    },
  };
}
export type JoinedMembers = ReturnType<typeof createJoinedMembers>;
