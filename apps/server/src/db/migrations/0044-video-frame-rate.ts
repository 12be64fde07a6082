import type { Kysely, Migration } from 'kysely';

/**
 * A recording's frames a second, read by ffmpeg with its length and picture size, for the
 * networks' frame-rate rules (docs/product.md#publishing); null before, for sound alone, or when
 * the file does not tell.
 */
export const migration0044VideoFrameRate: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('videos').addColumn('frame_rate', 'real').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('videos').dropColumn('frame_rate').execute();
  },
};
