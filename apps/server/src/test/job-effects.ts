import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { JobHandler } from '../platform/jobs/job-handler.js';

/**
 * An idempotent job for the crash test, shared by the test and its child worker process.
 * `test_job_starts` records every run that began (one per worker that picked the job up);
 * `test_job_effects` is the job's effect, keyed by job id, so a second run changes nothing.
 */
interface EffectTables {
  test_job_starts: { job_id: string; worker_id: string };
  test_job_effects: { job_id: string };
}

const tables = (database: Database) => database.db as unknown as Kysely<EffectTables>;

export async function createEffectTables(database: Database): Promise<void> {
  const db = tables(database);
  await db.schema
    .createTable('test_job_starts')
    .addColumn('job_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('worker_id', 'varchar(100)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('test_job_effects')
    .addColumn('job_id', 'varchar(36)', (c) => c.primaryKey())
    .execute();
}

export function effectHandler(
  database: Database,
  workerId: string,
  options: { afterEffect?: (jobId: string) => Promise<void> } = {},
): JobHandler {
  const db = tables(database);
  return async (_payload, { jobId }) => {
    await db.insertInto('test_job_starts').values({ job_id: jobId, worker_id: workerId }).execute();
    await db
      .insertInto('test_job_effects')
      .values({ job_id: jobId })
      .onConflict((oc) => oc.column('job_id').doNothing())
      .execute();
    await options.afterEffect?.(jobId);
  };
}

export async function effectRows(database: Database) {
  const db = tables(database);
  return {
    starts: await db.selectFrom('test_job_starts').selectAll().orderBy('worker_id').execute(),
    effects: await db.selectFrom('test_job_effects').selectAll().execute(),
  };
}
