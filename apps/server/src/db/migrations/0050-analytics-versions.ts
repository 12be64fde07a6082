import type { Kysely, Migration } from 'kysely';

/**
 * Results (docs/architecture.md#analytics): a number per brand, raised with every write that
 * changes what its results page shows — a post followed, figures read, a day's followers, an
 * imported post labelled. The page's posts are kept per process while it stays the same (with
 * the workspace's ticket list version, for the tickets' labels).
 */
export const migration0050AnalyticsVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analytics_versions')
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.primaryKey().references('projects.id').onDelete('cascade'),
      )
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('analytics_versions').execute();
  },
};
