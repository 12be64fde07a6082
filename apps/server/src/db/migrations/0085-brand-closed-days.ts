import type { Kysely, Migration } from 'kysely';

/**
 * A brand's closed days (docs/product.md#closed-days), owned by the projects module: a JSON list
 * of named ranges of days, read whole (at most 100), so a column of the brand's row.
 */
export const migration0085BrandClosedDays: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('projects')
      .addColumn('closed_days', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('projects').dropColumn('closed_days').execute();
  },
};
