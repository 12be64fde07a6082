import type { Kysely, Migration } from 'kysely';

/**
 * The size of each brand's cover, so a workspace's storage use (platform/storage/quota.ts) is
 * counted from the database: reference images and comment attachments keep theirs already.
 * A cover stored before this migration has no size (null) and counts as 0 until replaced.
 */
export const migration0010StorageSizes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('projects').addColumn('cover_size', 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('projects').dropColumn('cover_size').execute();
  },
};
