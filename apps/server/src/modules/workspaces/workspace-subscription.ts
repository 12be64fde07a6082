import { type Db, ownTables } from '../../db/database.js';
import type { WorkspaceTables } from './workspaces.tables.js';

/**
 * Billing's narrow way to the workspace row (docs/architecture.md#modules-own-their-tables): the
 * subscription id the workspace's reply carries, written in billing's transaction.
 */
export type RecordSubscription = (
  trx: Db,
  workspaceId: string,
  subscriptionId: string | null,
  now: string,
) => Promise<void>;

export const recordSubscription: RecordSubscription = async (trx, workspaceId, subscriptionId, now) => {
  await ownTables<WorkspaceTables>(trx)
    .updateTable('workspaces')
    .set({ stripe_subscription_id: subscriptionId, updated_at: now })
    .where('id', '=', workspaceId)
    .execute();
};
