import type { Kysely, Migration } from 'kysely';

/**
 * The weekly review (docs/product.md#analytics): one row per brand and week, named by the ISO
 * week of its review day — what the rules wrote (JSON), and what the model added, if anything.
 * And the hour of the review day it is written at, which a brand's admins set (brand time).
 */
export const migration0047AnalyticsReviews: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analytics_reviews')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      /** The ISO week of its review day (`2026-W19`): one review per brand and week. */
      .addColumn('week', 'varchar(10)', (c) => c.notNull())
      /** The brand-local days it looks back on (YYYY-MM-DD). */
      .addColumn('week_from', 'varchar(10)', (c) => c.notNull())
      .addColumn('week_to', 'varchar(10)', (c) => c.notNull())
      /** JSON: what the rules wrote (review.ts). */
      .addColumn('content', 'text', (c) => c.notNull())
      /** `off`, `written` or `failed`: what the model added. */
      .addColumn('ai', 'varchar(8)', (c) => c.notNull())
      .addColumn('summary', 'text')
      /** JSON array of the model's suggestions; null without them. */
      .addColumn('suggestions', 'text')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('analytics_reviews_week', ['project_id', 'week'])
      .execute();
    // The Reviews tab: a brand's reviews, newest week first.
    await db.schema
      .createIndex('analytics_reviews_brand')
      .on('analytics_reviews')
      .columns(['project_id', 'week_from'])
      .execute();
    await db.schema
      .alterTable('projects')
      .addColumn('slate_review_hour', 'integer', (c) => c.notNull().defaultTo(8))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('projects').dropColumn('slate_review_hour').execute();
    await db.schema.dropTable('analytics_reviews').execute();
  },
};
