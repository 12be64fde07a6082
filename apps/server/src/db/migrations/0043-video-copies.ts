import type { Kysely, Migration } from 'kysely';

/**
 * Media prepared for publishing (docs/product.md#publishing): a recording's picture size, read
 * by ffmpeg with its length, for the networks' aspect and resolution rules; and an MP4 copy of
 * a recording, made only when a person asks, which is a recording of its own that names the one
 * it was made from (`source_id`) and, if ffmpeg could not make it, why (`failure`).
 */
export const migration0043VideoCopies: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('videos').addColumn('width', 'integer').execute();
    await db.schema.alterTable('videos').addColumn('height', 'integer').execute();
    await db.schema.alterTable('videos').addColumn('source_id', 'varchar(36)').execute();
    await db.schema.alterTable('videos').addColumn('failure', 'varchar(500)').execute();
    await db.schema.createIndex('videos_source_idx').on('videos').column('source_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('videos_source_idx').execute();
    for (const column of ['failure', 'source_id', 'height', 'width'])
      await db.schema.alterTable('videos').dropColumn(column).execute();
  },
};
