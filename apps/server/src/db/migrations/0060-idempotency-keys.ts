import type { Kysely, Migration } from 'kysely';

/** Idempotency-Key (docs/product.md#idempotent-retries): each caller's keys and their first replies. */
export const migration0060IdempotencyKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('caller', 'varchar(80)', (c) => c.notNull())
      .addColumn('idempotency_key', 'varchar(255)', (c) => c.notNull())
      .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('locked_until', 'varchar(32)', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('content_type', 'varchar(255)')
      .addColumn('body', 'text')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['caller', 'idempotency_key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_expiry')
      .on('idempotency_keys')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('idempotency_keys').execute();
  },
};
