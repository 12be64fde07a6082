import { type Db, ownTables, type TablesDb } from '../../db/database.js';
import type { InviteTables } from './invites.tables.js';

/**
 * Seats held by open invites (pending and unexpired at `now`): the invites module's narrow read
 * for billing's seat count (docs/product.md#seats), in the caller's transaction when it counts
 * before adding someone.
 */
export type PendingSeats = (workspaceId: string, now: string, trx?: Db) => Promise<number>;

/** How many invites of the workspace are open (pending, unexpired at `now`). */
export async function countOpenInvites(
  db: TablesDb<InviteTables>,
  workspaceId: string,
  now: string,
): Promise<number> {
  const row = await db
    .selectFrom('invites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function createPendingSeats(whole: Db): PendingSeats {
  return (workspaceId, now, trx = whole) => countOpenInvites(ownTables<InviteTables>(trx), workspaceId, now);
}
