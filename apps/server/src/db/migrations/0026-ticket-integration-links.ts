import type { Kysely, Migration } from 'kysely';

/**
 * What a ticket became in an outside tool (docs/product.md#integrations): a Jira issue (its key
 * and address, and the epic chosen for the ticket before it was sent), later a Monday item. One
 * row per ticket and integration, so sending twice never files a second issue. Also: a connect
 * flow's own details (the Jira site asked for).
 */
export const migration0026TicketIntegrationLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ticket_integration_links')
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('integration_id', 'varchar(36)', (c) =>
        c.notNull().references('project_integrations.id').onDelete('cascade'),
      )
      /** The issue key (`PROJ-7`) or item id, once made; null while only an epic is chosen. */
      .addColumn('external_id', 'varchar(255)')
      .addColumn('external_url', 'text')
      .addColumn('epic_key', 'varchar(255)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('ticket_integration_links_pk', ['ticket_id', 'integration_id'])
      .execute();
    // A connect flow's own facts (Jira: the site asked for), JSON.
    await db.schema.alterTable('integration_install_states').addColumn('details', 'text').execute();
    await db.schema
      .createIndex('ticket_integration_links_integration_idx')
      .on('ticket_integration_links')
      .column('integration_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('ticket_integration_links').execute();
    await db.schema.alterTable('integration_install_states').dropColumn('details').execute();
  },
};
