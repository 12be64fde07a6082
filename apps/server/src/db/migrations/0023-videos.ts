import type { Kysely, Migration } from 'kysely';

/**
 * Recordings (docs/product.md#recordings): one row per video, made when its resumable upload
 * starts. `received` is how far the upload has got; the bytes wait in DATA_DIR/uploads until
 * the last one arrives, then go to the file store under `storage_key`.
 */
export const migration0023Videos: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('videos')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('ticket_id', 'varchar(36)', (c) => c.references('tickets.id').onDelete('set null'))
      /** The account that uploads it: only they may go on with the upload. */
      .addColumn('uploader_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('storage_key', 'varchar(200)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('videos_project_idx')
      .on('videos')
      .columns(['project_id', 'created_at'])
      .execute();
    await db.schema.createIndex('videos_ticket_idx').on('videos').column('ticket_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('videos').execute();
  },
};
