import { type Db, type Dialect, ownTables } from '../../db/database.js';
import type { WorkspaceTables } from './workspaces.tables.js';

/**
 * The workspaces module's narrow reads of the workspace row for other modules
 * (docs/architecture.md#modules-own-their-tables): its name, the facts billing decides on, and
 * the row lock that serializes a workspace's counted writes (seats, brands). Every function
 * takes the caller's transaction, if any. Members and who sees what: `people`, `membershipOf`
 * and `memberAccess`.
 */
export function createWorkspaceFacts(whole: Db, dialect: Dialect) {
  const own = (trx: Db = whole) => ownTables<WorkspaceTables>(trx);
  return {
    /** The workspace's name, or null when there is none. */
    async name(workspaceId: string, trx?: Db): Promise<string | null> {
      const row = await own(trx)
        .selectFrom('workspaces')
        .select('name')
        .where('id', '=', workspaceId)
        .executeTakeFirst();
      return row?.name ?? null;
    },

    /** Each of these workspaces' names, by id. */
    async names(workspaceIds: Iterable<string>, trx?: Db): Promise<Map<string, string>> {
      const ids = [...new Set(workspaceIds)];
      if (ids.length === 0) return new Map();
      const rows = await own(trx)
        .selectFrom('workspaces')
        .select(['id', 'name'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Who owns the workspace (its creator, unless handed on), or null when there is none. */
    async owner(workspaceId: string, trx?: Db): Promise<string | null> {
      const row = await own(trx)
        .selectFrom('workspaces')
        .select('owner_id')
        .where('id', '=', workspaceId)
        .executeTakeFirst();
      return row?.owner_id ?? null;
    },

    /**
     * Holds the workspace's row until the caller's transaction ends, so two writes that count
     * something per workspace run one after the other: PostgreSQL locks the row; SQLite lets one
     * writer in at a time already.
     */
    async lock(trx: Db, workspaceId: string): Promise<void> {
      if (dialect !== 'postgres') return;
      await own(trx)
        .selectFrom('workspaces')
        .select('id')
        .where('id', '=', workspaceId)
        .forUpdate()
        .execute();
    },
  };
}
export type WorkspaceFacts = ReturnType<typeof createWorkspaceFacts>;
