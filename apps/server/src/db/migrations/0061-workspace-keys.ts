import type { Kysely, Migration } from 'kysely';

/**
 * Workspace keys (docs/product.md#api-keys): a key an admin makes for the workspace acts as its
 * own member, marked so it never takes a seat, never hears of anything and never shows in the
 * team. The key row names its workspace (gone with it) and the admin who made it.
 */
export const migration0061WorkspaceKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('workspace_members')
      .addColumn('api_key', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('api_keys')
      .addColumn('workspace_id', 'varchar(36)', (c) => c.references('workspaces.id').onDelete('cascade'))
      .execute();
    await db.schema
      .alterTable('api_keys')
      .addColumn('made_by', 'text', (c) => c.references('user.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('api_keys_workspace')
      .on('api_keys')
      .columns(['workspace_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('api_keys_workspace').execute();
    await db.schema.alterTable('api_keys').dropColumn('made_by').execute();
    await db.schema.alterTable('api_keys').dropColumn('workspace_id').execute();
    await db.schema.alterTable('workspace_members').dropColumn('api_key').execute();
  },
};
