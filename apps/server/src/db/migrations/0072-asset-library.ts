import type { Kysely, Migration } from 'kysely';

/**
 * The asset library (docs/product.md#asset-library), owned by the assets module: folders,
 * assets (with their usage rights), their versions (the stored files and previews), tags, the
 * tickets using each, and resumable uploads under way or waiting on a duplicate's choice.
 */
export const migration0072AssetLibrary: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('asset_folders')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('parent_id', 'varchar(36)', (c) => c.references('asset_folders.id'))
      // '' at the top: a unique key over (brand, parent, name) then holds at every level.
      .addColumn('parent_key', 'varchar(36)', (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('name_key', 'varchar(100)', (c) => c.notNull())
      .addColumn('open_to_externals', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'varchar(36)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('asset_folders_name_once', ['project_id', 'parent_key', 'name_key'])
      .execute();

    await db.schema
      .createTable('assets')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('folder_id', 'varchar(36)', (c) => c.references('asset_folders.id'))
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('source', 'varchar(16)', (c) => c.notNull())
      .addColumn('source_ref', 'varchar(500)')
      .addColumn('current_version_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('uploader_id', 'varchar(36)')
      .addColumn('archived_at', 'varchar(32)')
      .addColumn('rights_owner', 'varchar(200)')
      .addColumn('licence', 'varchar(16)', (c) => c.notNull().defaultTo('unknown'))
      .addColumn('expires_on', 'varchar(10)')
      .addColumn('networks', 'text')
      .addColumn('credit', 'varchar(200)')
      .addColumn('rights_notes', 'text')
      .addColumn('pull_policy', 'varchar(8)', (c) => c.notNull().defaultTo('flag'))
      // Name, tags, credit, owner and notes, lower-cased: what the library's search matches.
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('assets_brand_newest')
      .on('assets')
      .columns(['project_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('assets_folder_newest')
      .on('assets')
      .columns(['project_id', 'folder_id', 'created_at', 'id'])
      .execute();
    await db.schema.createIndex('assets_workspace').on('assets').column('workspace_id').execute();
    await db.schema
      .createIndex('assets_brand_expiry')
      .on('assets')
      .columns(['project_id', 'expires_on'])
      .execute();
    await db.schema.createIndex('assets_expiry').on('assets').column('expires_on').execute();

    await db.schema
      .createTable('asset_versions')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('asset_id', 'varchar(36)', (c) => c.notNull().references('assets.id').onDelete('cascade'))
      .addColumn('project_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
      .addColumn('content_type', 'varchar(120)', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('duration_ms', 'integer')
      .addColumn('preview_state', 'varchar(16)', (c) => c.notNull())
      .addColumn('preview_failure', 'varchar(500)')
      .addColumn('small_key', 'varchar(200)')
      .addColumn('large_key', 'varchar(200)')
      .addColumn('uploader_id', 'varchar(36)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('asset_versions_number_once', ['asset_id', 'number'])
      .execute();
    await db.schema
      .createIndex('asset_versions_brand_sha')
      .on('asset_versions')
      .columns(['project_id', 'sha256'])
      .execute();

    await db.schema
      .createTable('asset_tags')
      .addColumn('asset_id', 'varchar(36)', (c) => c.notNull().references('assets.id').onDelete('cascade'))
      .addColumn('project_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('tag', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('asset_tags_pk', ['asset_id', 'tag'])
      .execute();
    await db.schema
      .createIndex('asset_tags_brand_tag')
      .on('asset_tags')
      .columns(['project_id', 'tag'])
      .execute();

    await db.schema
      .createTable('asset_uses')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('asset_id', 'varchar(36)', (c) => c.notNull().references('assets.id').onDelete('cascade'))
      .addColumn('version_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('project_id', 'varchar(36)', (c) => c.notNull())
      // A deleted ticket uses nothing any more.
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      // The post's network for a variant's media; '' for a ticket-wide use.
      .addColumn('network', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('asset_uses_once', ['asset_id', 'ticket_id', 'kind', 'network'])
      .execute();
    await db.schema.createIndex('asset_uses_ticket').on('asset_uses').column('ticket_id').execute();

    await db.schema
      .createTable('asset_uploads')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('uploader_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('folder_id', 'varchar(36)')
      .addColumn('asset_id', 'varchar(36)')
      .addColumn('name', 'varchar(1000)', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)')
      .addColumn('content_type', 'varchar(120)')
      .addColumn('duplicate_of', 'varchar(36)')
      // Once stored: the asset it came to (the upload's address still answers it for a while).
      .addColumn('result_asset_id', 'varchar(36)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('asset_uploads_brand').on('asset_uploads').column('project_id').execute();
    await db.schema
      .createIndex('asset_uploads_workspace')
      .on('asset_uploads')
      .column('workspace_id')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'asset_uploads',
      'asset_uses',
      'asset_tags',
      'asset_versions',
      'assets',
      'asset_folders',
    ])
      await db.schema.dropTable(table).execute();
  },
};
