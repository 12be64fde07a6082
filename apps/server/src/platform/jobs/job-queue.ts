import { randomUUID } from 'node:crypto';
import type { Database, Db } from '../../db/database.js';
import { decodeCursor, type Page, toPage } from '../../db/pagination.js';
import { toDbJson } from '../../db/portable.js';
import { AppError } from '../errors.js';
import { createJobsRepository } from './jobs.repository.js';
import type { JobStatus, JobsTable } from './jobs.table.js';

export interface EnqueueOptions {
  /**
   * The transaction of the change that causes the job: the job is then committed or rolled
   * back with it, so there is never a job for a change that did not happen (or the reverse).
   */
  trx?: Db;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Overrides the worker's maximum for this job. */
  maxAttempts?: number;
  /**
   * Makes the enqueue idempotent: while a job with this key exists (in any status), enqueueing
   * again returns that job instead of adding one. E.g. `mail.verify:<userId>:<tokenId>`.
   */
  dedupeKey?: string;
}

export interface EnqueuedJob {
  id: string;
  /** False when the dedupe key was taken and the existing job was returned. */
  created: boolean;
}

/**
 * A job as the UI may show it. The payload is left out on purpose: it can carry mail bodies
 * with sign-in links and other secrets; the dedupe key too, which may be built from them.
 */
export type JobView = Omit<JobsTable, 'payload' | 'dedupe_key'>;

export interface ListJobsQuery {
  status?: JobStatus;
  limit: number;
  cursor?: string | undefined;
}

export interface JobQueue {
  enqueue(type: string, payload: unknown, options?: EnqueueOptions): Promise<EnqueuedJob>;
  /** Newest first, `limit` at a time; `nextCursor` fetches the next page. */
  listJobs(query: ListJobsQuery): Promise<Page<JobView>>;
  /** Puts a dead job back in the queue with fresh attempts; undefined when no dead job has that id. */
  retryDeadJob(id: string): Promise<JobView | undefined>;
}

export interface JobQueueDeps {
  database: Pick<Database, 'db' | 'dialect'>;
  /** The clock (tests move it). */
  now?: () => Date;
}

export function createJobQueue({ database, now = () => new Date() }: JobQueueDeps): JobQueue {
  const jobs = createJobsRepository(database);

  return {
    async enqueue(type, payload, options = {}) {
      const createdAt = now().toISOString();
      const id = randomUUID();
      const dedupeKey = options.dedupeKey ?? null;
      const inserted = await jobs.insert(
        {
          id,
          type,
          payload: toDbJson(payload ?? null),
          status: 'pending',
          attempts: 0,
          max_attempts: options.maxAttempts ?? null,
          run_at: (options.runAt ?? now()).toISOString(),
          locked_until: null,
          locked_by: null,
          last_error: null,
          dedupe_key: dedupeKey,
          created_at: createdAt,
          updated_at: createdAt,
        },
        options.trx,
      );
      if (inserted || dedupeKey === null) return { id, created: true };
      const existing = await jobs.findIdByDedupeKey(dedupeKey, options.trx);
      if (!existing) throw new Error(`job with dedupe key ${dedupeKey} neither inserted nor found`);
      return { id: existing, created: false };
    },

    async listJobs({ status, limit, cursor }) {
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      if (after === null) {
        throw new AppError('validation_error', { details: [{ path: 'cursor', message: 'Invalid cursor' }] });
      }
      const rows = await jobs.list({ limit, ...(status ? { status } : {}), ...(after ? { after } : {}) });
      const page = toPage(rows, limit);
      return { items: page.items.map(toView), nextCursor: page.nextCursor };
    },

    async retryDeadJob(id) {
      const row = await jobs.retryDead(id, now().toISOString());
      return row && toView(row);
    },
  };
}

function toView({ payload: _payload, dedupe_key: _dedupeKey, ...view }: JobsTable): JobView {
  return view;
}
