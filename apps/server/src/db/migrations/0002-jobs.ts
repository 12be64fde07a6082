import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The durable job queue (platform/jobs). Timestamps are ISO-8601 UTC text like every other
 * table: they compare correctly as strings and the clock is the application's, so a worker
 * never mixes the database server's time with its own.
 *
 * `run_at` is when a worker may next pick the job up: the scheduled (or back-off) time of a
 * pending job, and the lease expiry of a running one. Keeping both cases in one column lets a
 * single partial index on `run_at` answer the claim query in one ordered index step, however
 * many finished jobs the table holds.
 */
export const migration0002Jobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('type', 'varchar(100)', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      // Null: the worker's configured maximum applies (JOBS_MAX_ATTEMPTS).
      .addColumn('max_attempts', 'integer')
      .addColumn('run_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('locked_until', 'varchar(32)')
      .addColumn('locked_by', 'varchar(100)')
      .addColumn('last_error', 'text')
      // Unique when set (both databases allow many NULLs in a unique column).
      .addColumn('dedupe_key', 'varchar(200)', (c) => c.unique())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    // The claim query: `status in ('pending', 'running') and run_at <= now order by run_at`.
    // Partial, so done and dead jobs (the bulk of the table over time) are not in it.
    await db.schema
      .createIndex('jobs_due_idx')
      .on('jobs')
      .column('run_at')
      .where(sql.ref('status'), 'in', ['pending', 'running'])
      .execute();
    // The list for the UI: newest first, optionally by status.
    await db.schema.createIndex('jobs_created_idx').on('jobs').columns(['created_at', 'id']).execute();
    await db.schema
      .createIndex('jobs_status_created_idx')
      .on('jobs')
      .columns(['status', 'created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('jobs').execute();
  },
};
