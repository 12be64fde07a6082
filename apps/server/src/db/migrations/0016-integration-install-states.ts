import type { Kysely, Migration } from 'kysely';

/**
 * One-time `state`s of OAuth connect flows ("Add to Slack"; docs/product.md#integrations).
 *
 * A row is made when a project admin presses the button and used up when the provider sends the
 * browser back. Only hashes are kept: `id` is the SHA-256 of the `state` in the authorize URL,
 * `browser_hash` that of the random value in the starting browser's cookie, so a copy of the
 * table cannot finish anyone's flow. What the admin chose (description, events) waits here.
 */
export const migration0016IntegrationInstallStates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('integration_install_states')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('member_id', 'varchar(36)')
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('event_types', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('integration_install_states_expires')
      .on('integration_install_states')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('integration_install_states').execute();
  },
};
