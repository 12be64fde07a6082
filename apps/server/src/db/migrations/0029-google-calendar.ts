import type { Kysely, Migration } from 'kysely';

/**
 * Google Calendar (docs/product.md#integrations): a person's own Google account, and which
 * ticket's event lives in whose calendar.
 *
 * A connection belongs to the person (the account user), not to a workspace membership: a
 * Google account is the person's, one connection serves every workspace they work in, and
 * disconnecting once ends it everywhere. The credential is sealed with the secrets key.
 *
 * `google_calendar_events` has no foreign key to the ticket on purpose: when a ticket is
 * deleted its row must outlive it, so the sync job still knows which calendar to remove the
 * event from. It goes with the connection (disconnecting) and with the workspace.
 */
export const migration0029GoogleCalendar: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('google_calendar_connections')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().unique().references('user.id').onDelete('cascade'))
      .addColumn('account_email', 'varchar(254)')
      .addColumn('calendar_id', 'varchar(1024)', (c) => c.notNull())
      .addColumn('calendar_name', 'varchar(255)')
      .addColumn('time_zone', 'varchar(100)', (c) => c.notNull())
      .addColumn('secret_sealed', 'text', (c) => c.notNull())
      /** `connected`, or `broken` once Google refused the grant (only connecting again helps). */
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('last_error_code', 'varchar(64)')
      .addColumn('last_error_message', 'text')
      .addColumn('last_error_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('google_calendar_events')
      .addColumn('ticket_id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('connection_id', 'varchar(36)', (c) =>
        c.notNull().references('google_calendar_connections.id').onDelete('cascade'),
      )
      .addColumn('calendar_id', 'varchar(1024)', (c) => c.notNull())
      .addColumn('event_id', 'varchar(1024)', (c) => c.notNull())
      .addColumn('html_link', 'text')
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('google_calendar_events_connection_idx')
      .on('google_calendar_events')
      .column('connection_id')
      .execute();
    /** One-time `state`s of the connect flow, bound to the person and their browser (hashes only). */
    await db.schema
      .createTable('google_calendar_states')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('google_calendar_states').execute();
    await db.schema.dropTable('google_calendar_events').execute();
    await db.schema.dropTable('google_calendar_connections').execute();
  },
};
