import type { Kysely, Migration } from 'kysely';

/**
 * Recurring tickets, second part (docs/product.md#recurring-tickets): a series may keep to a
 * holiday calendar (skipping a holiday, or moving to the next working day: `on_day` is the day
 * its ticket went on) and remembers the series it was split from ("this and following"). A
 * ticket remembers the series that made it and its place there (`tickets.series_id`,
 * `series_position`, the tickets module's, written as it is made).
 */
export const migration0081RecurringHolidays: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('recurring_series').addColumn('holidays', 'varchar(100)').execute();
    await db.schema.alterTable('recurring_series').addColumn('split_from', 'varchar(36)').execute();
    // A split-off series goes on counting where its first part stopped ("7 of 10", not "1 of 4").
    await db.schema
      .alterTable('recurring_series')
      .addColumn('position_offset', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('recurring_instances').addColumn('on_day', 'varchar(10)').execute();
    await db.schema.alterTable('tickets').addColumn('series_id', 'varchar(36)').execute();
    await db.schema.alterTable('tickets').addColumn('series_position', 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('tickets').dropColumn('series_position').execute();
    await db.schema.alterTable('tickets').dropColumn('series_id').execute();
    await db.schema.alterTable('recurring_instances').dropColumn('on_day').execute();
    await db.schema.alterTable('recurring_series').dropColumn('position_offset').execute();
    await db.schema.alterTable('recurring_series').dropColumn('split_from').execute();
    await db.schema.alterTable('recurring_series').dropColumn('holidays').execute();
  },
};
