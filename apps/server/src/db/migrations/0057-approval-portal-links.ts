import type { Kysely, Migration } from 'kysely';

/**
 * Client portal links (docs/product.md#approvals): each client contact's link, by the SHA-256 of
 * its token (the token itself is never kept). A new link for a contact revokes the one before;
 * a link not opened for 90 days stops working.
 */
export const migration0057ApprovalPortalLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('approval_portal_links')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('contact_id', 'varchar(36)', (c) =>
        c.notNull().references('approval_contacts.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_by', 'varchar(36)', (c) =>
        c.references('workspace_members.id').onDelete('set null'),
      )
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('last_used_at', 'varchar(32)')
      .addColumn('revoked_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('approval_portal_links_contact')
      .on('approval_portal_links')
      .columns(['contact_id', 'created_at'])
      .execute();
    // A portal reads the brand's open rounds.
    await db.schema
      .createIndex('approval_rounds_project_status')
      .on('approval_rounds')
      .columns(['project_id', 'status'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('approval_rounds_project_status').execute();
    await db.schema.dropTable('approval_portal_links').execute();
  },
};
