import type { Kysely, Migration } from 'kysely';

/**
 * Approval timers (docs/product.md#approvals): one row per open round, for its open step — when
 * it opened, the brand's due and expiry days and time zone then, how many of its reminders and
 * its expiry are done, and when to look at it next (`next_at`, the poll's index, so a poll costs
 * the same with 100 or 100,000 open steps); `version` lets two workers claim the same action
 * once. One row per client contact with work waiting, for their daily digest (`next_at` again,
 * and the brand-local day of the last one). And the index the audit export reads a brand's
 * rounds by.
 */
export const migration0056ApprovalTimers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('approval_timers')
      .addColumn('round_id', 'varchar(36)', (c) =>
        c.primaryKey().references('approval_rounds.id').onDelete('cascade'),
      )
      .addColumn('workspace_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('project_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull())
      /** The open step (0-based); null until the timer is scheduled (right after the round's commit). */
      .addColumn('step', 'integer')
      .addColumn('opened_at', 'varchar(32)')
      .addColumn('due_at', 'varchar(32)')
      .addColumn('due_days', 'integer')
      .addColumn('expire_days', 'integer')
      .addColumn('time_zone', 'varchar(64)')
      /** How many of the step's actions (reminders, then the expiry) are done. */
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_at', 'varchar(32)')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('approval_timers_next').on('approval_timers').column('next_at').execute();
    await db.schema
      .createIndex('approval_timers_project')
      .on('approval_timers')
      .column('project_id')
      .execute();

    await db.schema
      .createTable('approval_digests')
      .addColumn('contact_id', 'varchar(36)', (c) =>
        c.primaryKey().references('approval_contacts.id').onDelete('cascade'),
      )
      .addColumn('workspace_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('project_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('next_at', 'varchar(32)')
      /** The brand-local day (YYYY-MM-DD) the last digest went out: at most one a day. */
      .addColumn('last_day', 'varchar(10)')
      .addColumn('last_sent_at', 'varchar(32)')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('approval_digests_next').on('approval_digests').column('next_at').execute();

    await db.schema
      .createIndex('approval_rounds_project')
      .on('approval_rounds')
      .columns(['project_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('approval_rounds_open')
      .on('approval_rounds')
      .columns(['status', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('approval_rounds_open').execute();
    await db.schema.dropIndex('approval_rounds_project').execute();
    await db.schema.dropTable('approval_digests').execute();
    await db.schema.dropTable('approval_timers').execute();
  },
};
