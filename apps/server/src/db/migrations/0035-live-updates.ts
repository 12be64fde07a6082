import { type Kysely, type Migration, PostgresAdapter } from 'kysely';

/**
 * Live updates (docs/architecture.md#live-updates).
 * - `realtime_events`: one row per event the live stream sends, written in the transaction of
 *   the change. Its increasing id is the SSE event id, so a reconnecting client resumes from
 *   it on any process; rows older than the replay window are deleted.
 * - `ticket_presence`: who has a ticket open, renewed by their tab; a row past `expires_at`
 *   is gone. In the database, not in memory: every process answers the same list.
 */
export const migration0035LiveUpdates: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('realtime_events')
      // SQLite: AUTOINCREMENT never reuses an id, even the last one after a delete.
      .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
        postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('workspace_id', 'text', (c) => c.notNull())
      // The brand whose members see it ('project'), null for the workspace or one person.
      .addColumn('project_id', 'text')
      .addColumn('audience', 'text', (c) => c.notNull())
      // The one person who sees it ('user').
      .addColumn('user_id', 'text')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('realtime_events_created_at')
      .on('realtime_events')
      .column('created_at')
      .execute();

    await db.schema
      .createTable('ticket_presence')
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('member_id', 'varchar(36)', (c) =>
        c.notNull().references('workspace_members.id').onDelete('cascade'),
      )
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('ticket_presence_pk', ['ticket_id', 'member_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('ticket_presence').execute();
    await db.schema.dropTable('realtime_events').execute();
  },
};
