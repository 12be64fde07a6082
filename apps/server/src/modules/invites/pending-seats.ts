import { type Db, ownTables } from '../../db/database.js';
import type { InviteTables } from './invites.tables.js';

/**
 * Seats held by open invites (pending and unexpired at `now`): the invites module's narrow read
 * for billing's seat count (docs/product.md#seats), in the caller's transaction when it counts
 * before adding someone.
 */
export type PendingSeats = (workspaceId: string, now: string, trx?: Db) => Promise<number>;

export function createPendingSeats(whole: Db): PendingSeats {
  return async (workspaceId, now, trx = whole) => {
    const row = await ownTables<InviteTables>(trx)
      .selectFrom('invites')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('workspace_id', '=', workspaceId)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
}
