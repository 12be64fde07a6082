import type { Kysely, Migration } from 'kysely';

/**
 * An imported post's labels (docs/product.md#analytics): an imported post without a ticket is
 * given its pillar, purpose and format on the results page, kept here by the social module,
 * which owns imported posts. One row per post; null where it has none.
 */
export const migration0048ImportedPostLabels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('social_post_labels')
      .addColumn('post_id', 'varchar(36)', (c) =>
        c.primaryKey().references('social_posts.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      /** One of the brand's content pillars, by the name its profile gave it when chosen. */
      .addColumn('pillar', 'text')
      .addColumn('purpose', 'varchar(32)')
      .addColumn('format', 'varchar(32)')
      .addColumn('updated_by', 'varchar(36)')
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('social_post_labels').execute();
  },
};
