import type { Kysely, Migration } from 'kysely';

/**
 * Drafts made at /try by people without an account (docs/product.md#try). Each lives 24 hours:
 * a job deletes it at `expires_at`, and reads treat an expired one as gone. The address a draft
 * came from is not kept; the per-address limit counts elsewhere, in memory or Redis.
 */
export const migration0022TryDrafts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('try_drafts')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('brand_name', 'varchar(80)', (c) => c.notNull())
      .addColumn('handle', 'varchar(32)')
      .addColumn('source', 'varchar(16)', (c) => c.notNull())
      /** The voice, pillars and audience as JSON text (tryProfileSchema). */
      .addColumn('profile', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('try_drafts_expires_idx').on('try_drafts').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('try_drafts').execute();
  },
};
