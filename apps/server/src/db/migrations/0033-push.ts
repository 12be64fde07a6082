import type { Kysely, Migration } from 'kysely';

/**
 * Push notifications (docs/product.md#push-notifications): each person's registered devices
 * and their push settings (which kinds, quiet hours).
 */
export const migration0033Push: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('push_devices')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('transport', 'varchar(16)', (c) => c.notNull())
      .addColumn('platform', 'varchar(16)', (c) => c.notNull())
      .addColumn('name', 'varchar(80)', (c) => c.notNull())
      /** The endpoint (Web Push) or token (FCM, APNs): where pushes go. */
      .addColumn('token', 'text', (c) => c.notNull())
      /** SHA-256 (hex) of transport and token: one registration per device, whoever it belongs to now. */
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('p256dh', 'varchar(100)')
      .addColumn('auth', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('push_devices_user').on('push_devices').column('user_id').execute();
    await db.schema
      .createTable('push_settings')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      /** JSON: kind → pushed or not. */
      .addColumn('kinds', 'text', (c) => c.notNull())
      .addColumn('quiet_start', 'varchar(5)')
      .addColumn('quiet_end', 'varchar(5)')
      .addColumn('time_zone', 'varchar(64)')
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('push_settings').execute();
    await db.schema.dropTable('push_devices').execute();
  },
};
