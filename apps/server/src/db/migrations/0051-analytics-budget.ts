import type { Kysely, Migration } from 'kysely';

/**
 * Results (docs/product.md#analytics): the units each provider's figures reads spent per quota
 * day, across processes, so results keep to their share of a daily quota (YouTube's) and leave
 * the rest to publishing and imports.
 */
export const migration0051AnalyticsBudget: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analytics_budget')
      .addColumn('provider', 'varchar(32)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('units', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_budget_pk', ['provider', 'day'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('analytics_budget').execute();
  },
};
