import { type Db, ownTables } from '../../db/database.js';
import type { WorkspaceTables } from './workspaces.tables.js';

/** What the plan of a workspace is decided on (docs/product.md#trial-and-plans). */
export interface WorkspaceStanding {
  id: string;
  /** 0/1: counts as subscribed without a lookup. */
  whitelisted: number;
  created_at: string;
  stripe_subscription_id: string | null;
}

/**
 * The workspaces module's narrow reads for billing and for the replies that show a workspace's
 * standing (docs/architecture.md#modules-own-their-tables): the facts the plan is decided on,
 * the workspace a subscription was recorded on, and the seats its members take. Every function
 * takes the caller's transaction, if any.
 */
export function createWorkspaceBillingFacts(whole: Db) {
  const own = (trx: Db = whole) => ownTables<WorkspaceTables>(trx);
  return {
    /** The workspace's standing, or null when there is no such workspace. */
    async standing(workspaceId: string, trx?: Db): Promise<WorkspaceStanding | null> {
      const row = await own(trx)
        .selectFrom('workspaces')
        .select(['id', 'whitelisted', 'created_at', 'stripe_subscription_id'])
        .where('id', '=', workspaceId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The workspace a subscription was recorded on (`recordSubscription`), or null. */
    async workspaceOfSubscription(subscriptionId: string, trx?: Db): Promise<string | null> {
      const row = await own(trx)
        .selectFrom('workspaces')
        .select('id')
        .where('stripe_subscription_id', '=', subscriptionId)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Joined members who take a seat: Jira-associated people and workspace keys never do (docs/product.md#seats). */
    async claimedSeats(workspaceId: string, trx?: Db): Promise<number> {
      const row = await own(trx)
        .selectFrom('workspace_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', workspaceId)
        .where('jira_associated', '=', 0)
        .where('api_key', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type WorkspaceBillingFacts = ReturnType<typeof createWorkspaceBillingFacts>;
