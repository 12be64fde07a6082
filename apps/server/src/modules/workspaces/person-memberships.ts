import { type Db, ownTables } from '../../db/database.js';
import type { WorkspaceTables } from './workspaces.tables.js';

/**
 * The workspaces module's narrow read of who a person is in each workspace
 * (docs/architecture.md#modules-own-their-tables): for modules that keep something per person
 * (a connected Google Calendar) and find their tickets by member. Takes the caller's
 * transaction, if any. Who may see what: `memberAccess`.
 */
export function createPersonMemberships(whole: Db) {
  const own = (trx: Db = whole) => ownTables<WorkspaceTables>(trx);
  return {
    /** The person's member ids, one per workspace they belong to. */
    async memberIds(userId: string, trx?: Db): Promise<string[]> {
      const rows = await own(trx)
        .selectFrom('workspace_members')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}
export type PersonMemberships = ReturnType<typeof createPersonMemberships>;
