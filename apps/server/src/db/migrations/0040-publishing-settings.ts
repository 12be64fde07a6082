import type { Kysely, Migration } from 'kysely';

/**
 * Publishing, continued (docs/product.md#publishing): each brand's publishing settings (the zone
 * its times are said in, its weekly queue slots, whether a post must be approved before it is
 * scheduled) and the one-time states of connecting a Mastodon account (the instance's app, kept
 * sealed until the person comes back from the instance).
 */
export const migration0040PublishingSettings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('publishing_settings')
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.primaryKey().references('projects.id').onDelete('cascade'),
      )
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
      /** JSON: `[{ day: 'mon', time: '09:30' }, …]`. */
      .addColumn('slots', 'text', (c) => c.notNull())
      .addColumn('require_approval', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('publishing_connect_states')
      /** SHA-256 of the `state` sent to the instance; the state itself is never stored. */
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('member_id', 'varchar(36)', (c) =>
        c.notNull().references('workspace_members.id').onDelete('cascade'),
      )
      .addColumn('network', 'varchar(24)', (c) => c.notNull())
      .addColumn('host', 'varchar(255)', (c) => c.notNull())
      /** Sealed: the app the instance registered for us (client id and secret). */
      .addColumn('app', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('publishing_connect_states_expiry')
      .on('publishing_connect_states')
      .column('expires_at')
      .execute();
    // The brand calendar's window: a brand's publications by time.
    await db.schema
      .createIndex('publications_project_due')
      .on('publications')
      .columns(['project_id', 'due_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('publications_project_due').execute();
    await db.schema.dropTable('publishing_connect_states').execute();
    await db.schema.dropTable('publishing_settings').execute();
  },
};
