import type { Kysely, Migration } from 'kysely';

/**
 * Google Drive import into the asset library (docs/product.md#asset-library), owned by the
 * assets module: an import's progress, each Drive file it found (its outcome, so a job run
 * again skips what is done), and the Drive file each imported asset came from (so "Check
 * Drive" can tell a newer one). The calendar module's Google connection remembers the scopes
 * the person granted, so Drive access is asked for only when it is missing.
 */
export const migration0073AssetDriveImports: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('asset_drive_imports')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('folder_id', 'varchar(36)')
      // JSON: the links' ids and kinds, read when the job lists them.
      .addColumn('links', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'varchar(1000)')
      // Set once every link's folders are listed into asset_drive_files.
      .addColumn('listed_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('asset_drive_imports_brand')
      .on('asset_drive_imports')
      .column('project_id')
      .execute();
    await db.schema
      .createIndex('asset_drive_imports_workspace')
      .on('asset_drive_imports')
      .column('workspace_id')
      .execute();

    await db.schema
      .createTable('asset_drive_files')
      .addColumn('import_id', 'varchar(36)', (c) =>
        c.notNull().references('asset_drive_imports.id').onDelete('cascade'),
      )
      .addColumn('file_id', 'varchar(200)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      // The name with the Drive folders below the linked one (`shoot/day 1/a.jpg`).
      .addColumn('name', 'varchar(1000)', (c) => c.notNull())
      .addColumn('mime_type', 'varchar(200)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('asset_id', 'varchar(36)')
      .addColumn('reason', 'varchar(500)')
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('asset_drive_files_pk', ['import_id', 'file_id'])
      .execute();

    await db.schema
      .createTable('asset_drive_sources')
      .addColumn('asset_id', 'varchar(36)', (c) => c.primaryKey().references('assets.id').onDelete('cascade'))
      .addColumn('project_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('file_id', 'varchar(200)', (c) => c.notNull())
      .addColumn('mime_type', 'varchar(200)', (c) => c.notNull())
      // What Drive said of the file when it was last taken: any change means a newer file.
      .addColumn('md5', 'varchar(64)')
      .addColumn('modified_time', 'varchar(40)')
      .addColumn('drive_version', 'varchar(40)')
      .addColumn('checked_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    // Space-separated, as Google answers them; null: connected before scopes were kept.
    await db.schema.alterTable('google_calendar_connections').addColumn('scopes', 'varchar(2000)').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('google_calendar_connections').dropColumn('scopes').execute();
    for (const table of ['asset_drive_sources', 'asset_drive_files', 'asset_drive_imports'])
      await db.schema.dropTable(table).execute();
  },
};
