import type { Kysely, Migration } from 'kysely';

/**
 * Jira → us status sync (docs/product.md#integrations): the secret Jira signs its webhook calls
 * with (sealed like every integration secret), and who made a history entry when it was not a
 * member ('jira': a status moved in Jira).
 */
export const migration0027JiraInbound: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('project_integrations').addColumn('inbound_secret', 'text').execute();
    await db.schema.alterTable('ticket_activity').addColumn('via', 'varchar(32)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('project_integrations').dropColumn('inbound_secret').execute();
    await db.schema.alterTable('ticket_activity').dropColumn('via').execute();
  },
};
