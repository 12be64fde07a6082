import type { Kysely, Migration } from 'kysely';

/**
 * What playing a recording needs (docs/product.md#recordings): its length and poster image,
 * read by ffmpeg once the upload is complete, and whether anyone with the link may watch it.
 */
export const migration0024VideoPlayback: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('videos').addColumn('duration_ms', 'integer').execute();
    await db.schema.alterTable('videos').addColumn('poster_key', 'varchar(200)').execute();
    await db.schema
      .alterTable('videos')
      .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    /** When ffmpeg last read it (its length, poster and seek index); null while that is to do. */
    await db.schema.alterTable('videos').addColumn('processed_at', 'varchar(32)').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['processed_at', 'shared', 'poster_key', 'duration_ms'])
      await db.schema.alterTable('videos').dropColumn(column).execute();
  },
};
