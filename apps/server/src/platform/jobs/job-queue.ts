import { randomUUID } from 'node:crypto';
import type { Job } from '@expertos/domain/job.schema';
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
  /**
   * The target the job talks to (a webhook receiver's host, a provider account): a worker
   * keeps only its type's `perKey` jobs of one key in flight, so one slow target never
   * holds every slot. E.g. `webhook:hooks.example.com`.
   */
  concurrencyKey?: string;
  /** The workspace that caused it: its admins see it when it fails, its members its progress. */
  workspaceId?: string;
}

export interface EnqueuedJob {
  id: string;
  /** False when the dedupe key was taken and the existing job was returned. */
  created: boolean;
}

/**
 * A job as the UI may show it (the domain's `Job`). The payload is left out on purpose: it can
 * carry mail bodies with sign-in links and other secrets; so are the dedupe and concurrency
 * keys, which may be built from them, and the worker's host name.
 */
export type JobView = Job;

export interface ListJobsQuery {
  status?: JobStatus | undefined;
  /** Only this workspace's jobs. */
  workspaceId?: string;
  limit: number;
  cursor?: string | undefined;
}

export interface JobQueue {
  enqueue(type: string, payload: unknown, options?: EnqueueOptions): Promise<EnqueuedJob>;
  /** Newest first, `limit` at a time; `nextCursor` fetches the next page. */
  listJobs(query: ListJobsQuery): Promise<Page<JobView>>;
  /** One job of the workspace (its progress); undefined for a job of another workspace or none. */
  getJob(id: string, scope: { workspaceId: string }): Promise<JobView | undefined>;
  /**
   * Puts a dead job back in the queue with fresh attempts; undefined when no dead job has that
   * id (in the workspace, when one is given).
   */
  retryDeadJob(id: string, scope?: { workspaceId?: string }): Promise<JobView | undefined>;
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
          concurrency_key: options.concurrencyKey ?? null,
          workspace_id: options.workspaceId ?? null,
          progress_done: null,
          progress_total: null,
          progress_message: null,
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

    async listJobs({ status, workspaceId, limit, cursor }) {
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      if (after === null) {
        throw new AppError('validation_error', { details: [{ path: 'cursor', message: 'Invalid cursor' }] });
      }
      const rows = await jobs.list({
        limit,
        ...(status ? { status } : {}),
        ...(workspaceId !== undefined ? { workspaceId } : {}),
        ...(after ? { after } : {}),
      });
      const page = toPage(rows, limit);
      return { items: page.items.map(toView), nextCursor: page.nextCursor };
    },

    async getJob(id, { workspaceId }) {
      const row = await jobs.getInWorkspace(id, workspaceId);
      return row && toView(row);
    },

    async retryDeadJob(id, scope = {}) {
      const row = await jobs.retryDead(id, now().toISOString(), scope);
      return row && toView(row);
    },
  };
}

function toView(row: JobsTable): JobView {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    run_at: row.run_at,
    last_error: row.last_error,
    progress:
      row.progress_done === null
        ? null
        : { done: row.progress_done, total: row.progress_total, message: row.progress_message },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
