import { sql } from 'kysely';
import type { Database, Db } from '../../db/database.js';
import { newestFirstAfter, type PageKey } from '../../db/pagination.js';
import type { JobStatus, JobsTable } from './jobs.table.js';

/** One claim of one job: the outcome is recorded only while this claim still holds the job. */
export interface ClaimRef {
  id: string;
  workerId: string;
  /** The job's attempts right after this claim; a later claim of the same job has a higher one. */
  attempt: number;
}

export function createJobsRepository({ db, dialect }: Pick<Database, 'db' | 'dialect'>) {
  /** Guards an outcome: a worker that lost its lease (and the job to another) changes nothing. */
  const ownedBy = (ref: ClaimRef) =>
    db
      .updateTable('jobs')
      .where('id', '=', ref.id)
      .where('status', '=', 'running')
      .where('locked_by', '=', ref.workerId)
      .where('attempts', '=', ref.attempt);

  const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

  return {
    /** Inserts the job; with a dedupe key already taken, inserts nothing and says so. */
    async insert(row: JobsTable, trx: Db = db): Promise<boolean> {
      let query = trx.insertInto('jobs').values(row);
      // ON CONFLICT instead of catching the unique violation: on PostgreSQL a failed statement
      // would abort the caller's whole transaction.
      if (row.dedupe_key !== null) query = query.onConflict((oc) => oc.column('dedupe_key').doNothing());
      const inserted = await query.returning('id').executeTakeFirst();
      return inserted !== undefined;
    },

    findIdByDedupeKey: async (key: string, trx: Db = db) =>
      (await trx.selectFrom('jobs').select('id').where('dedupe_key', '=', key).executeTakeFirst())?.id,

    get: (id: string, trx: Db = db) =>
      trx.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst(),

    /** A job of this workspace; another workspace's job is as good as missing. */
    getInWorkspace: (id: string, workspaceId: string, trx: Db = db) =>
      trx
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', id)
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst(),

    /**
     * Takes the next due job — pending and scheduled by now, or running with an expired lease
     * (its worker died) — in one statement, so two workers can never take the same job.
     * PostgreSQL: the subquery locks the row, and SKIP LOCKED lets concurrent claimers pass
     * over it to the next job instead of waiting. SQLite: a write statement holds the
     * database's single write lock from its first read, so the statement is atomic as it is.
     * Both walk the partial index `jobs_due_idx` in run_at order and stop at the first row.
     * SQLite uses a partial index only when the query repeats its condition with literals
     * (hence no bound statuses), and without table statistics its planner prefers another
     * index, so it is named: should the condition ever drift, the statement fails in tests
     * instead of quietly scanning.
     */
    async claim(input: {
      workerId: string;
      now: string;
      leaseUntil: string;
      /** Types this worker runs as many of as it may: passed over. */
      skipTypes?: readonly string[];
      /** Targets this worker already talks to as often as it may: passed over. */
      skipKeys?: readonly string[];
    }): Promise<JobsTable | undefined> {
      const fromJobs = dialect === 'sqlite' ? sql`jobs indexed by jobs_due_idx` : sql`jobs`;
      const lock = dialect === 'postgres' ? sql`for update skip locked` : sql``;
      const skipTypes = input.skipTypes?.length ? sql`and type not in (${sql.join(input.skipTypes)})` : sql``;
      const skipKeys = input.skipKeys?.length
        ? sql`and (concurrency_key is null or concurrency_key not in (${sql.join(input.skipKeys)}))`
        : sql``;
      const result = await sql<JobsTable>`
        update jobs
        set status = 'running',
            attempts = attempts + 1,
            locked_by = ${input.workerId},
            locked_until = ${input.leaseUntil},
            run_at = ${input.leaseUntil},
            updated_at = ${input.now}
        where id = (
          select id from ${fromJobs}
          where status in ('pending', 'running') and run_at <= ${input.now}
          ${skipTypes} ${skipKeys}
          order by run_at
          limit 1
          ${lock}
        )
        returning *`.execute(db);
      return result.rows[0];
    },

    /**
     * When the next job this worker may take falls due (a pending job's time, or a running one's
     * lease end), or undefined when none waits: an idle worker sleeps until then rather than a
     * whole poll, so scheduled work starts at its time. The claim's index, first row.
     */
    async nextRunAt(input: { skipTypes?: readonly string[]; skipKeys?: readonly string[] } = {}) {
      const fromJobs = dialect === 'sqlite' ? sql`jobs indexed by jobs_due_idx` : sql`jobs`;
      const skipTypes = input.skipTypes?.length ? sql`and type not in (${sql.join(input.skipTypes)})` : sql``;
      const skipKeys = input.skipKeys?.length
        ? sql`and (concurrency_key is null or concurrency_key not in (${sql.join(input.skipKeys)}))`
        : sql``;
      const result = await sql<{ run_at: string }>`
        select run_at from ${fromJobs}
        where status in ('pending', 'running') ${skipTypes} ${skipKeys}
        order by run_at
        limit 1`.execute(db);
      return result.rows[0]?.run_at;
    },

    /** Keeps a long job's lease; false when the claim no longer holds the job. */
    extendLease: async (ref: ClaimRef, until: string, now: string) =>
      changed(
        await ownedBy(ref).set({ locked_until: until, run_at: until, updated_at: now }).executeTakeFirst(),
      ),

    /** What a long job reports of itself; false when the claim no longer holds the job. */
    setProgress: async (
      ref: ClaimRef,
      progress: { done: number; total: number | null; message: string | null },
      now: string,
    ) =>
      changed(
        await ownedBy(ref)
          .set({
            progress_done: progress.done,
            progress_total: progress.total,
            progress_message: progress.message,
            updated_at: now,
          })
          .executeTakeFirst(),
      ),

    markDone: async (ref: ClaimRef, now: string) =>
      changed(
        await ownedBy(ref)
          .set({ status: 'done', locked_by: null, locked_until: null, updated_at: now })
          .executeTakeFirst(),
      ),

    /** A failed attempt with attempts left: back to pending, due again at `runAt`. */
    reschedule: async (ref: ClaimRef, input: { runAt: string; error: string; now: string }) =>
      changed(
        await ownedBy(ref)
          .set({
            status: 'pending',
            run_at: input.runAt,
            last_error: input.error,
            locked_by: null,
            locked_until: null,
            updated_at: input.now,
          })
          .executeTakeFirst(),
      ),

    markDead: async (ref: ClaimRef, input: { error: string; now: string }) =>
      changed(
        await ownedBy(ref)
          .set({
            status: 'dead',
            last_error: input.error,
            locked_by: null,
            locked_until: null,
            updated_at: input.now,
          })
          .executeTakeFirst(),
      ),

    /** Newest first, `limit + 1` rows (see db/pagination.ts); one workspace's when given. */
    list(query: { status?: JobStatus; workspaceId?: string; limit: number; after?: PageKey }, trx: Db = db) {
      let q = trx.selectFrom('jobs').selectAll();
      if (query.workspaceId !== undefined) q = q.where('workspace_id', '=', query.workspaceId);
      if (query.status) q = q.where('status', '=', query.status);
      return newestFirstAfter(q, query.after, query.limit).execute();
    },

    /** A dead job gets a fresh set of attempts, due now; its last error stays for reference. */
    retryDead: (id: string, now: string, scope: { workspaceId?: string } = {}, trx: Db = db) => {
      let q = trx
        .updateTable('jobs')
        .set({
          status: 'pending',
          attempts: 0,
          run_at: now,
          locked_by: null,
          locked_until: null,
          // The new run reports its own progress from the start.
          progress_done: null,
          progress_total: null,
          progress_message: null,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'dead');
      if (scope.workspaceId !== undefined) q = q.where('workspace_id', '=', scope.workspaceId);
      return q.returningAll().executeTakeFirst();
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
