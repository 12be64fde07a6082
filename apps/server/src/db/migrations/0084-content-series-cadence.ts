import type { Kysely, Migration } from 'kysely';

/**
 * A content series' cadence (docs/product.md#content-series), owned by the content-series module:
 * the rule its next posts follow and whose membership makes them, and each cadence day's post,
 * once (the key), so a job run twice or at once makes a day's post once — and a post taken out of
 * the series is not made again.
 */
export const migration0084ContentSeriesCadence: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('content_series').addColumn('cadence', 'text').execute();
    await db.schema.alterTable('content_series').addColumn('cadence_by_user', 'varchar(36)').execute();
    await db.schema
      .createTable('content_series_cadence_days')
      .addColumn('series_id', 'varchar(36)', (c) =>
        c.notNull().references('content_series.id').onDelete('cascade'),
      )
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('ticket_id', 'varchar(36)')
      .addColumn('made_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_series_cadence_days_pk', ['series_id', 'day'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('content_series_cadence_days').execute();
    await db.schema.alterTable('content_series').dropColumn('cadence_by_user').execute();
    await db.schema.alterTable('content_series').dropColumn('cadence').execute();
  },
};
