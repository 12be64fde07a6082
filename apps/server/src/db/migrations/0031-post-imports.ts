import type { Kysely, Migration } from 'kysely';

/**
 * Bulk posts from a CSV of links (docs/product.md#bulk-posts-from-links): an import, its rows
 * (one per valid link, with the preview fetched from the page) and, per row, the post ticket
 * made from it. A row's `ticket_id` is chosen before the ticket exists, so a job that runs
 * twice finds the ticket already made instead of making a second one.
 */
export const migration0031PostImports: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('post_imports')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      // Who started it: the tickets are theirs. A member who leaves takes their imports along.
      .addColumn('created_by', 'varchar(36)', (c) =>
        c.notNull().references('workspace_members.id').onDelete('cascade'),
      )
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('job_id', 'varchar(36)')
      .addColumn('error', 'text')
      /** JSON: the rows that will not become tickets (invalid, duplicate), with line numbers. */
      .addColumn('skipped', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('post_imports_project')
      .on('post_imports')
      .columns(['project_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('post_import_rows')
      .addColumn('import_id', 'varchar(36)', (c) =>
        c.notNull().references('post_imports.id').onDelete('cascade'),
      )
      .addColumn('line', 'integer', (c) => c.notNull())
      .addColumn('project_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      /** The link as duplicates are found (docs/product.md#bulk-posts-from-links). */
      .addColumn('url_key', 'varchar(2000)', (c) => c.notNull())
      .addColumn('platform', 'varchar(16)', (c) => c.notNull())
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('description', 'text')
      .addColumn('image_url', 'text')
      .addColumn('note', 'text')
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull())
      .addPrimaryKeyConstraint('post_import_rows_pk', ['import_id', 'line'])
      .execute();
    await db.schema
      .createIndex('post_import_rows_link')
      .on('post_import_rows')
      .columns(['project_id', 'url_key'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('post_import_rows').execute();
    await db.schema.dropTable('post_imports').execute();
  },
};
