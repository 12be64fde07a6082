import type { Db } from '../../db/database.js';
import type { RecordSubscription } from '../workspaces/workspace-subscription.js';
import type { WorkspaceBillingTable } from './billing.tables.js';

export type BillingRow = WorkspaceBillingTable;

/** What billing reads of a workspace to decide its standing. */
export interface WorkspaceFacts {
  id: string;
  whitelisted: number;
  created_at: string;
  stripe_subscription_id: string | null;
}

export type BillingRowInput = Omit<WorkspaceBillingTable, 'workspace_id' | 'updated_at'>;

export function createBillingRepository(
  db: Db,
  /** The workspaces module's write of the subscription id onto the workspace (it owns the row). */
  recordSubscription: RecordSubscription,
) {
  return {
    workspace: (workspaceId: string): Promise<WorkspaceFacts | undefined> =>
      db
        .selectFrom('workspaces')
        .select(['id', 'whitelisted', 'created_at', 'stripe_subscription_id'])
        .where('id', '=', workspaceId)
        .executeTakeFirst(),

    row: (workspaceId: string): Promise<BillingRow | undefined> =>
      db
        .selectFrom('workspace_billing')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst(),

    /** Billing rows of several workspaces at once (the workspace list). */
    async rows(workspaceIds: string[]): Promise<Map<string, BillingRow>> {
      if (workspaceIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('workspace_billing')
        .selectAll()
        .where('workspace_id', 'in', workspaceIds)
        .execute();
      return new Map(rows.map((row) => [row.workspace_id, row]));
    },

    /** The workspace a subscription or customer belongs to, as we recorded it. */
    workspaceOfSubscription: async (subscriptionId: string): Promise<string | null> => {
      const row = await db
        .selectFrom('workspaces')
        .select('id')
        .where('stripe_subscription_id', '=', subscriptionId)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /**
     * Writes the subscription as the provider has it now, and its id onto the workspace
     * (`stripe_subscription_id`, which the workspace's reply carries).
     */
    async save(workspaceId: string, input: BillingRowInput, now: string): Promise<void> {
      await db.transaction().execute(async (trx: Db) => {
        const existing = await trx
          .selectFrom('workspace_billing')
          .select('workspace_id')
          .where('workspace_id', '=', workspaceId)
          .executeTakeFirst();
        if (existing) {
          await trx
            .updateTable('workspace_billing')
            .set({ ...input, updated_at: now })
            .where('workspace_id', '=', workspaceId)
            .execute();
        } else {
          await trx
            .insertInto('workspace_billing')
            .values({ ...input, workspace_id: workspaceId, updated_at: now })
            .execute();
        }
        await recordSubscription(trx, workspaceId, input.subscription_id, now);
      });
    },

    /** Records a notice as applied; false when it already was (a redelivery). */
    async markEvent(id: string, type: string, now: string): Promise<boolean> {
      const result = await db
        .insertInto('billing_events')
        .values({ id, type, received_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Forgets a notice whose handling failed, so the provider's retry is applied. */
    forgetEvent: async (id: string): Promise<void> => {
      await db.deleteFrom('billing_events').where('id', '=', id).execute();
    },

    /** Joined members who take a seat (Jira-associated people never do: docs/product.md#seats). */
    async claimedSeats(workspaceId: string, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('workspace_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', workspaceId)
        .where('jira_associated', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async pendingSeats(workspaceId: string, now: string, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('invites')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', workspaceId)
        .where('status', '=', 'pending')
        .where('expires_at', '>', now)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
