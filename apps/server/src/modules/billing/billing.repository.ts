import { type Db, ownTables, type TablesDb } from '../../db/database.js';
import type { PendingSeats } from '../invites/pending-seats.js';
import type { WorkspaceBillingFacts, WorkspaceStanding } from '../workspaces/workspace-billing-facts.js';
import type { RecordSubscription } from '../workspaces/workspace-subscription.js';
import type { BillingTables, WorkspaceBillingTable } from './billing.tables.js';

/** This module's handle: its own tables only (docs/architecture.md#modules-own-their-tables). */
type BillingDb = TablesDb<BillingTables>;

export type BillingRow = WorkspaceBillingTable;

/** What billing reads of a workspace to decide its standing (the workspaces module's). */
export type WorkspaceFacts = WorkspaceStanding;

export type BillingRowInput = Omit<WorkspaceBillingTable, 'workspace_id' | 'updated_at'>;

/** What billing reads and writes of other modules' rows, through their narrow functions. */
export interface BillingUses {
  /** Runs `work` in one transaction of the shared connection. */
  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T>;
  /** The workspaces module's write of the subscription id onto the workspace (it owns the row). */
  recordSubscription: RecordSubscription;
  /** The workspace's standing and its members' seats (the workspaces module's). */
  workspaces: WorkspaceBillingFacts;
  /** Seats held by open invites (the invites module's). */
  pendingSeats: PendingSeats;
}

export function createBillingRepository(
  db: BillingDb,
  { transaction, recordSubscription, workspaces, pendingSeats }: BillingUses,
) {
  return {
    workspace: async (workspaceId: string): Promise<WorkspaceFacts | undefined> =>
      (await workspaces.standing(workspaceId)) ?? undefined,

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
    workspaceOfSubscription: (subscriptionId: string): Promise<string | null> =>
      workspaces.workspaceOfSubscription(subscriptionId),

    /**
     * Writes the subscription as the provider has it now, and its id onto the workspace
     * (`stripe_subscription_id`, which the workspace's reply carries).
     */
    /**
     * Writes the workspace's subscription as the provider has it; `changed` is told, in the same
     * transaction, what it was before (the audit log's entry commits with the change).
     */
    async save(
      workspaceId: string,
      input: BillingRowInput,
      now: string,
      changed?: (trx: Db, before: WorkspaceBillingTable | undefined) => Promise<void>,
    ): Promise<void> {
      await transaction(async (whole: Db) => {
        const trx = ownTables<BillingTables>(whole);
        const existing = await trx
          .selectFrom('workspace_billing')
          .selectAll()
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
        await recordSubscription(whole, workspaceId, input.subscription_id, now);
        await changed?.(whole, existing);
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
    claimedSeats: (workspaceId: string, trx?: Db): Promise<number> =>
      workspaces.claimedSeats(workspaceId, trx),

    /** Open invites, each holding a seat until it is answered or expires. */
    pendingSeats: (workspaceId: string, now: string, trx?: Db): Promise<number> =>
      pendingSeats(workspaceId, now, trx),
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
