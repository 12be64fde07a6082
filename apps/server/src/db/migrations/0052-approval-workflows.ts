import type { Kysely, Migration } from 'kysely';

/**
 * Approval workflows (docs/product.md#approvals): each brand's workflow, set by its brand admins
 * (a brand without a row has the default: optional), with its steps as JSON in order; and the
 * brand's client contacts, whom a client step names.
 */
export const migration0052ApprovalWorkflows: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('approval_workflows')
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.primaryKey().references('projects.id').onDelete('cascade'),
      )
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('mode', 'varchar(16)', (c) => c.notNull())
      /** JSON ApprovalStep[]: kind, rule, brand_admins, approvers (member or contact ids). */
      .addColumn('steps', 'text', (c) => c.notNull())
      .addColumn('due_days', 'integer', (c) => c.notNull())
      .addColumn('expire_days', 'integer', (c) => c.notNull())
      .addColumn('lock_dates', 'integer', (c) => c.notNull())
      .addColumn('author_may_approve', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(36)', (c) =>
        c.references('workspace_members.id').onDelete('set null'),
      )
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('approval_contacts')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('company', 'varchar(120)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('approval_contacts_project')
      .on('approval_contacts')
      .columns(['project_id', 'name'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('approval_contacts').execute();
    await db.schema.dropTable('approval_workflows').execute();
  },
};
