import type { Kysely, Migration } from 'kysely';

/**
 * Recurring tickets (docs/product.md#recurring-tickets), owned by the recurring module: a series
 * is a template's body kept as it was (a snapshot) and an RFC 5545 rule started on a day at a
 * time in the brand's zone; each occurrence made (or skipped) is one row, unique by (series,
 * day), so a job run twice or killed midway makes each once.
 */
export const migration0080RecurringSeries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('recurring_series')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('template_id', 'varchar(36)')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('rule', 'varchar(500)', (c) => c.notNull())
      .addColumn('start_day', 'varchar(10)', (c) => c.notNull())
      .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('zone', 'varchar(64)', (c) => c.notNull())
      .addColumn('status', 'varchar(8)', (c) => c.notNull())
      .addColumn('paused_reason', 'varchar(300)')
      .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
      .addColumn('created_by_user', 'varchar(36)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('recurring_series_brand')
      .on('recurring_series')
      .columns(['project_id', 'status'])
      .execute();
    await db.schema
      .createTable('recurring_instances')
      .addColumn('series_id', 'varchar(36)', (c) =>
        c.notNull().references('recurring_series.id').onDelete('cascade'),
      )
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      // The ticket made; null once it is deleted, or for a day skipped.
      .addColumn('ticket_id', 'varchar(36)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('recurring_instances_once', ['series_id', 'day'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('recurring_instances').execute();
    await db.schema.dropTable('recurring_series').execute();
  },
};
