import { type Kysely, type Migration, PostgresAdapter } from 'kysely';

/**
 * The live-update log (docs/architecture.md#live-updates): one row per event the live stream
 * sends, written in the transaction of the change. Its increasing id is the SSE event id, so a
 * reconnecting client resumes from it on any process; rows older than the replay window are
 * deleted.
 */
export const migration0035RealtimeEvents: Migration = {
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
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('realtime_events').execute();
  },
};
