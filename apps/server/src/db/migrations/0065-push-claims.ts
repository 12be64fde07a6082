import type { Kysely, Migration } from 'kysely';

/**
 * Claims of a push device someone else registered (docs/product.md#push-notifications): the
 * registration moves to the claimer only when the device echoes the nonce pushed to it within
 * 60 s. Only the nonce's hash is kept. One open claim per person and device.
 */
export const migration0065PushClaims: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('push_claims')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      /** Who asked for the device: it becomes theirs on the echo. */
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      /** The device's `push_devices.token_hash`. */
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
      /** SHA-256 (hex) of the nonce pushed to the device. */
      .addColumn('nonce_hash', 'varchar(64)', (c) => c.notNull())
      /** What the registration asked for, applied on the move. */
      .addColumn('name', 'varchar(80)', (c) => c.notNull())
      .addColumn('p256dh', 'varchar(100)')
      .addColumn('auth', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('push_claims_user_device', ['user_id', 'token_hash'])
      .execute();
    await db.schema.createIndex('push_claims_expires').on('push_claims').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('push_claims').execute();
  },
};
