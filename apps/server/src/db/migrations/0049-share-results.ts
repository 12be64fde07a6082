import type { Kysely, Migration } from 'kysely';

/**
 * Results (docs/product.md#analytics): whether a brand's externals may read its Results page
 * (a brand admin's choice, off until turned on; 0/1); and the collection poll's indexes. The
 * poll asks by state first — the posts of a state due by a time, the accounts paused for a
 * reconnect, whether any post is still followed — so `(state, next_at)` answers each from the
 * rows it needs, however many posts wait for later snapshots; a collection reads one account's
 * due posts by `(channel_id, state, next_at)`. The index on `next_at` alone is replaced.
 */
export const migration0049ShareResults: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('projects')
      .addColumn('share_results_with_externals', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.dropIndex('analytics_posts_next').execute();
    await db.schema
      .createIndex('analytics_posts_due')
      .on('analytics_posts')
      .columns(['state', 'next_at'])
      .execute();
    await db.schema
      .createIndex('analytics_posts_channel_due')
      .on('analytics_posts')
      .columns(['channel_id', 'state', 'next_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('analytics_posts_channel_due').execute();
    await db.schema.dropIndex('analytics_posts_due').execute();
    await db.schema.createIndex('analytics_posts_next').on('analytics_posts').column('next_at').execute();
    await db.schema.alterTable('projects').dropColumn('share_results_with_externals').execute();
  },
};
