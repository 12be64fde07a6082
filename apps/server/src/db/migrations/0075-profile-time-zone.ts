import type { Kysely, Migration } from 'kysely';

/**
 * A person's time zone (docs/product.md#time-zones), owned by the profile module: an IANA name,
 * null until the app first learns the browser's.
 */
export const migration0075ProfileTimeZone: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('profiles').addColumn('time_zone', 'varchar(64)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('profiles').dropColumn('time_zone').execute();
  },
};
