import type { Kysely, Migration } from 'kysely';

/**
 * Approval links (docs/product.md#approval-links): a link sent to someone outside, the posts it
 * carries with each one's decision, and, in a ticket's history, the name of the outside person
 * who moved it (`ticket_activity.via_name`, with `via = 'approval'`).
 */
export const migration0032Approvals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('approval_requests')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      /** SHA-256 (hex) of the link's token: the token itself is only in the e-mail. */
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('recipient_email', 'varchar(254)', (c) => c.notNull())
      .addColumn('recipient_name', 'varchar(120)')
      .addColumn('message', 'text')
      // The sender may leave; the link keeps working and shows no sender.
      .addColumn('created_by', 'varchar(36)', (c) =>
        c.references('workspace_members.id').onDelete('set null'),
      )
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('revoked_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('approval_requests_project')
      .on('approval_requests')
      .columns(['project_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('approval_items')
      .addColumn('request_id', 'varchar(36)', (c) =>
        c.notNull().references('approval_requests.id').onDelete('cascade'),
      )
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('decision', 'varchar(24)')
      .addColumn('comment', 'text')
      .addColumn('decided_at', 'varchar(32)')
      .addPrimaryKeyConstraint('approval_items_pk', ['request_id', 'ticket_id'])
      .execute();
    await db.schema.createIndex('approval_items_ticket').on('approval_items').column('ticket_id').execute();
    await db.schema.alterTable('ticket_activity').addColumn('via_name', 'varchar(400)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('ticket_activity').dropColumn('via_name').execute();
    await db.schema.dropTable('approval_items').execute();
    await db.schema.dropTable('approval_requests').execute();
  },
};
