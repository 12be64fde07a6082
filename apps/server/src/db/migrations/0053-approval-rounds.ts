import type { Kysely, Migration } from 'kysely';

/**
 * Approval rounds (docs/product.md#approvals): a post's request for approval, with the
 * workflow's steps as they were when it started (their approvers resolved), the step open now
 * and the content hash it was asked for; and every decision, append-only, with the content
 * hash it was made on.
 */
export const migration0053ApprovalRounds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('approval_rounds')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('requested_by', 'varchar(36)', (c) =>
        c.references('workspace_members.id').onDelete('set null'),
      )
      /** open, approved, changes_requested, rejected, withdrawn (a new request replaced it). */
      .addColumn('status', 'varchar(24)', (c) => c.notNull())
      /** JSON RoundStep[] with kind: each step's rule and approvers as the round took them. */
      .addColumn('steps', 'text', (c) => c.notNull())
      .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('ended_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('approval_rounds_ticket')
      .on('approval_rounds')
      .columns(['ticket_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('approval_decisions')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('round_id', 'varchar(36)', (c) =>
        c.notNull().references('approval_rounds.id').onDelete('cascade'),
      )
      .addColumn('step', 'integer', (c) => c.notNull())
      /** The member or contact (by id) who decided; kept when they leave, for the audit. */
      .addColumn('decided_by', 'varchar(36)', (c) => c.notNull())
      .addColumn('decided_by_name', 'varchar(120)')
      .addColumn('decision', 'varchar(24)', (c) => c.notNull())
      .addColumn('comment', 'text')
      .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
      /** app, portal, or override (a brand admin passing a step). */
      .addColumn('channel', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('approval_decisions_round')
      .on('approval_decisions')
      .columns(['round_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('approval_decisions').execute();
    await db.schema.dropTable('approval_rounds').execute();
  },
};
