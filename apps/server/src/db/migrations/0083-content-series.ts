import type { Kysely, Migration } from 'kysely';

/**
 * Content series (docs/product.md#content-series), owned by the content-series module: a brand's
 * named runs of posts, each name once per brand whatever its case, and each ticket's place in
 * its series (a ticket in one series at most: the ticket is the key).
 */
export const migration0083ContentSeries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_series')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('name_key', 'varchar(100)', (c) => c.notNull())
      .addColumn('pattern', 'varchar(300)', (c) => c.notNull())
      .addColumn('fields', 'text', (c) => c.notNull())
      .addColumn('created_by', 'varchar(36)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('content_series_name_once', ['project_id', 'name_key'])
      .execute();
    await db.schema
      .createTable('content_series_posts')
      .addColumn('ticket_id', 'varchar(36)', (c) =>
        c.primaryKey().references('tickets.id').onDelete('cascade'),
      )
      .addColumn('series_id', 'varchar(36)', (c) =>
        c.notNull().references('content_series.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('content_series_posts_order')
      .on('content_series_posts')
      .columns(['series_id', 'position'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('content_series_posts').execute();
    await db.schema.dropTable('content_series').execute();
  },
};
