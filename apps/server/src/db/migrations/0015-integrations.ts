import type { Kysely, Migration } from 'kysely';

/**
 * A brand's integrations and their delivery log (issue 16; docs/product.md#integrations).
 *
 * `project_integrations` holds one connection of a brand: its type, the settings that are not
 * secret as JSON, and the secret (token, password, webhook signing secret, Slack URL) sealed
 * with the server's key (platform/secrets) — never in `config`. A rotated webhook secret keeps
 * the previous one until `previous_secret_expires_at`.
 *
 * `integration_deliveries` is one event (or test, or manual send) for one integration: its
 * status, attempts and the next retry, and a short excerpt of the last answer. Its id is the
 * message id a receiver sees (`webhook-id`), the same on every retry; it keeps the message it
 * sends (the ticket as it was then), so a retry after the ticket changed or went still sends it. The ticket id is kept
 * without a foreign key: a deleted ticket's `ticket.deleted` delivery outlives it.
 */
export const migration0015Integrations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('project_integrations')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('secret', 'text')
      .addColumn('previous_secret', 'text')
      .addColumn('previous_secret_expires_at', 'varchar(32)')
      .addColumn('event_types', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('disabled_reason', 'varchar(16)')
      .addColumn('created_by_member_id', 'varchar(36)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('project_integrations_project')
      .on('project_integrations')
      .columns(['project_id', 'created_at', 'id'])
      .execute();

    await db.schema
      .createTable('integration_deliveries')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('integration_id', 'varchar(36)', (c) =>
        c.notNull().references('project_integrations.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('ticket_id', 'varchar(36)')
      .addColumn('event', 'varchar(40)', (c) => c.notNull())
      /** Why it was sent: an event, a test, or a person's manual send. */
      .addColumn('trigger', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      /** JSON: the message as it was when the event happened (every attempt sends the same). */
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_retry_at', 'varchar(32)')
      .addColumn('last_attempt_at', 'varchar(32)')
      .addColumn('response_status', 'integer')
      .addColumn('response_excerpt', 'text')
      .addColumn('error', 'text')
      .addColumn('job_id', 'varchar(36)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('integration_deliveries_integration')
      .on('integration_deliveries')
      .columns(['integration_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('integration_deliveries_ticket')
      .on('integration_deliveries')
      .columns(['ticket_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('integration_deliveries').execute();
    await db.schema.dropTable('project_integrations').execute();
  },
};
