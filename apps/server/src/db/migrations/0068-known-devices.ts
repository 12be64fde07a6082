import type { Kysely, Migration } from 'kysely';

/**
 * Browsers a person has signed in from (docs/product.md#security-e-mails): a sign-in from one
 * not listed here e-mails them. A browser is named by a random id in a long-lived cookie; only
 * its HMAC is kept, with when it was first and last seen.
 */
export const migration0068KnownDevices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('known_devices')
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('device_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('first_seen_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('known_devices_pk', ['user_id', 'device_hash'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('known_devices').execute();
  },
};
