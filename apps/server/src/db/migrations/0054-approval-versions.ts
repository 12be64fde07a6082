import type { Kysely, Migration } from 'kysely';

/**
 * A post's versions (docs/product.md#approvals): each change of its content or media, numbered
 * per post, with its content as JSON and its hash (with and without the dates, as a round of a
 * brand that locks dates hashes them), so the rounds' hashes mark the versions asked for and
 * approved; the first publication marks the version current then.
 */
export const migration0054ApprovalVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('approval_versions')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('number', 'integer', (c) => c.notNull())
      /** The member who made it; kept when they leave (named "Former member"); null: no member. */
      .addColumn('author_id', 'varchar(36)')
      /** JSON VersionSnapshot. */
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('dated_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('media_count', 'integer', (c) => c.notNull())
      /** 1: the next change makes a new version (a restore starts one of its own). */
      .addColumn('sealed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('restored_from', 'integer')
      .addColumn('published_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    // The newest version, a page of the history and two versions by number: one index.
    await db.schema
      .createIndex('approval_versions_ticket_number')
      .on('approval_versions')
      .columns(['ticket_id', 'number'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('approval_versions').execute();
  },
};
