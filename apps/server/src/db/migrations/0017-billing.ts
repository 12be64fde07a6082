import type { Kysely, Migration } from 'kysely';

/**
 * A workspace's subscription as the payment provider last told us (docs/product.md#trial-and-plans),
 * and the provider's notices already applied.
 *
 * `workspace_billing` holds one row per workspace that ever went to checkout. The provider is
 * the source of truth: every notice makes us re-read the subscription and overwrite the row, so
 * notices arriving twice or out of order leave the same state. Dates are ISO instants.
 * `billing_events` keeps the ids of applied notices so each is applied once.
 */
export const migration0017Billing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('workspace_billing')
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.primaryKey().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('customer_id', 'varchar(255)')
      .addColumn('subscription_id', 'varchar(255)')
      .addColumn('status', 'varchar(32)')
      .addColumn('plan', 'varchar(32)')
      .addColumn('interval', 'varchar(8)')
      .addColumn('base_item_id', 'varchar(255)')
      .addColumn('seat_item_id', 'varchar(255)')
      .addColumn('paid_seats', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('trial_start', 'varchar(32)')
      .addColumn('trial_end', 'varchar(32)')
      .addColumn('canceled_at', 'varchar(32)')
      .addColumn('cancel_at', 'varchar(32)')
      .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('current_period_end', 'varchar(32)')
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('workspace_billing_subscription')
      .on('workspace_billing')
      .column('subscription_id')
      .execute();
    await db.schema
      .createIndex('workspace_billing_customer')
      .on('workspace_billing')
      .column('customer_id')
      .execute();
    await db.schema
      .createTable('billing_events')
      .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('type', 'varchar(100)', (c) => c.notNull())
      .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('billing_events').execute();
    await db.schema.dropTable('workspace_billing').execute();
  },
};
