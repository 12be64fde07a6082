import { type Db, ownTables } from '../../db/database.js';
import type { AnalyticsReviewsTable, AnalyticsTables } from './analytics.tables.js';

export type StoredReview = AnalyticsReviewsTable;

/** The weekly reviews' table (docs/architecture.md#analytics): one row per brand and ISO week. */
export function createReviewRepository(whole: Db) {
  const own = (trx: Db = whole) => ownTables<AnalyticsTables>(trx);
  return {
    /** Keeps the review unless the brand has one for that week already; true when this one was kept. */
    async insert(row: StoredReview, trx?: Db): Promise<boolean> {
      const result = await own(trx)
        .insertInto('analytics_reviews')
        .values(row)
        .onConflict((conflict) => conflict.columns(['project_id', 'week']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async exists(projectId: string, week: string): Promise<boolean> {
      const row = await own()
        .selectFrom('analytics_reviews')
        .select('id')
        .where('project_id', '=', projectId)
        .where('week', '=', week)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The brand's reviews, newest week first, without their content. */
    async page(projectId: string, limit: number, offset: number) {
      const [items, total] = await Promise.all([
        own()
          .selectFrom('analytics_reviews')
          .select(['id', 'week', 'week_from', 'week_to', 'ai', 'created_at'])
          .where('project_id', '=', projectId)
          .orderBy('week_from', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        own()
          .selectFrom('analytics_reviews')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('project_id', '=', projectId)
          .executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(total.count) };
    },

    /** One review of the brand; undefined for another brand's. */
    one: (projectId: string, id: string) =>
      own()
        .selectFrom('analytics_reviews')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** The brands with posts followed (those a review has something to say about), after `after`, by id. */
    async brandsWithPosts(after: string | null, limit: number): Promise<string[]> {
      let query = own().selectFrom('analytics_posts').select('project_id').distinct();
      if (after) query = query.where('project_id', '>', after);
      const rows = await query.orderBy('project_id').limit(limit).execute();
      return rows.map((row) => row.project_id);
    },
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;
