import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { JOB_PROGRESS_MESSAGE_MAX } from '@expertos/domain/job.schema';
import type { Database } from '../../db/database.js';
import type { Logger } from '../logger.js';
import { defaultBackoff, scheduledBackoff } from './backoff.js';
import {
  type JobDefinition,
  type JobType,
  PermanentJobError,
  type ProgressReport,
  RetryLaterError,
  toJobType,
} from './job-handler.js';
import { type ClaimRef, createJobsRepository } from './jobs.repository.js';
import type { JobsTable } from './jobs.table.js';

export interface JobWorkerOptions {
  database: Pick<Database, 'db' | 'dialect'>;
  /** Job types by name (a handler alone takes the defaults); more can be added with `register`. */
  handlers?: Record<string, JobDefinition>;
  logger: Logger;
  /** Pause between looks at an empty queue. */
  pollMs: number;
  /** How long a claim holds a job; renewed while the handler runs, so only a dead worker loses it. */
  leaseMs: number;
  /** Attempts of a job whose type and enqueue set none; after the last failure it is `dead`. */
  maxAttempts: number;
  /**
   * Jobs in flight at once (default 8). Most jobs wait on another server (SMTP, a webhook
   * receiver, an AI provider), so several at once keep one slow server from stalling the rest.
   */
  concurrency?: number;
  /** Shown in `locked_by`; unique per worker (default: host, pid and a random part). */
  workerId?: string;
  /** How long `stop()` waits for the jobs in hand before aborting their signals (default 10 s). */
  stopTimeoutMs?: number;
  /** Delay after failed attempt n for types without a schedule (default: 2^n s with jitter, capped at 1 h). */
  backoff?: (attempt: number) => number;
  /** The clock (tests move it). */
  now?: () => Date;
}

export interface JobWorker {
  readonly id: string;
  register(type: string, definition: JobDefinition): void;
  /** Polls and runs due jobs, up to `concurrency` at once, until `stop()`. */
  start(): void;
  /** Stops polling and waits for the jobs in hand, at most `stopTimeoutMs`; then aborts them. */
  stop(): Promise<void>;
  /** Claims and runs one due job; false when none was due. For tests and one-off drains. */
  runOnce(): Promise<boolean>;
}

/**
 * Jobs one worker runs at once. Most wait on another server (a network, a webhook receiver, the
 * mail relay), not the processor; work that does not caps itself (media 2, imports 1). 16, not
 * 8: at 8, two workers published 100 posts falling due a second with seconds of delay, the
 * slots full of waiting (bench/publishing.ts).
 */
export const DEFAULT_JOB_CONCURRENCY = 16;
/**
 * The shortest sleep before claiming again when the next job is due already but the claim found
 * nothing (another worker took it a moment ago): no busy loop.
 */
const MIN_PAUSE_MS = 5;
const ERROR_MAX_LENGTH = 1000;
/** A `Retry-After` further out than this is read as this (a day): the job is not forgotten. */
const RETRY_AFTER_MAX_MS = 24 * 60 * 60 * 1000;

interface InFlight {
  promise: Promise<void>;
  controller: AbortController;
  type: string;
  key: string | null;
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { logger, pollMs, leaseMs, maxAttempts } = options;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const now = options.now ?? (() => new Date());
  const backoff = options.backoff ?? ((attempt: number) => defaultBackoff(attempt));
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const concurrency = options.concurrency ?? DEFAULT_JOB_CONCURRENCY;
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error('Job concurrency must be at least 1');
  const jobs = createJobsRepository(options.database);
  const types = new Map<string, JobType>();
  const register = (type: string, definition: JobDefinition) => {
    if (types.has(type)) throw new Error(`A handler for job type "${type}" is already registered`);
    types.set(type, toJobType(definition));
  };
  for (const [type, definition] of Object.entries(options.handlers ?? {})) register(type, definition);

  const inFlight = new Map<string, InFlight>();
  let loop: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;

  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();

  /** Types and targets already at their limit in this worker: the next claim passes them over. */
  function atLimit(): { skipTypes: string[]; skipKeys: string[] } {
    const perType = new Map<string, number>();
    const perKey = new Map<string, { count: number; limit: number }>();
    for (const { type, key } of inFlight.values()) {
      perType.set(type, (perType.get(type) ?? 0) + 1);
      if (key === null) continue;
      const limit = types.get(type)?.perKey ?? 1;
      const seen = perKey.get(key);
      perKey.set(key, { count: (seen?.count ?? 0) + 1, limit: Math.min(seen?.limit ?? limit, limit) });
    }
    const skipTypes = [...perType].filter(([type, n]) => n >= (types.get(type)?.concurrency ?? Infinity));
    const skipKeys = [...perKey].filter(([, { count, limit }]) => count >= limit);
    return { skipTypes: skipTypes.map(([type]) => type), skipKeys: skipKeys.map(([key]) => key) };
  }

  /** Claims the next due job this worker may take now and starts it; its promise settles when it is recorded. */
  // Answers `{ done }` rather than the promise itself: an async function would wait for it.
  async function claimAndStart(): Promise<{ done: Promise<void> } | undefined> {
    const job = await jobs.claim({ workerId, now: iso(), leaseUntil: iso(leaseMs), ...atLimit() });
    if (!job) return undefined;
    const controller = new AbortController();
    const promise = execute(job, controller).finally(() => {
      inFlight.delete(job.id);
      // A freed slot (or a type or target under its limit again) may let another job in.
      wake?.();
    });
    inFlight.set(job.id, { promise, controller, type: job.type, key: job.concurrency_key });
    return { done: promise };
  }

  async function runOnce(): Promise<boolean> {
    const running = await claimAndStart();
    if (!running) return false;
    await running.done;
    return true;
  }

  /** A job just marked dead: logged, and its type told (`onDead`). */
  async function gaveUp(
    type: JobType | undefined,
    job: JobsTable,
    error: string,
    fields: Record<string, unknown>,
  ): Promise<void> {
    logger.error({ ...fields, error }, 'job dead');
    try {
      await type?.onDead?.(parsePayload(job.payload), error);
    } catch (failure) {
      logger.error({ ...fields, error: errorMessage(failure) }, 'job dead: its onDead failed');
    }
  }

  async function execute(job: JobsTable, controller: AbortController): Promise<void> {
    const ref: ClaimRef = { id: job.id, workerId, attempt: job.attempts };
    const fields = { jobId: job.id, type: job.type, attempt: job.attempts, workerId };
    const type = types.get(job.type);
    const max = job.max_attempts ?? type?.maxAttempts ?? maxAttempts;

    // Claimed again after its lease ran out on the last attempt: the worker died with it (a
    // job that kills its worker must not loop forever), so it is dead without another run.
    if (job.attempts > max) {
      const error = `Gave up after ${max} attempt${max === 1 ? '' : 's'}: the worker stopped before finishing (lease expired)`;
      if (await jobs.markDead(ref, { error, now: iso() })) await gaveUp(type, job, error, fields);
      return;
    }
    if (!type) {
      const error = `No handler for job type "${job.type}"`;
      await jobs.markDead(ref, { error, now: iso() });
      logger.error({ ...fields, error }, 'job dead');
      return;
    }

    const stopHeartbeat = keepLease(ref, controller);
    let outcome: { ok: true } | { ok: false; thrown: unknown };
    try {
      await type.run(parsePayload(job.payload), {
        jobId: job.id,
        attempt: job.attempts,
        signal: controller.signal,
        progress: (report) => jobs.setProgress(ref, progressFields(report), iso()),
      });
      outcome = { ok: true };
    } catch (thrown) {
      outcome = { ok: false, thrown };
    } finally {
      stopHeartbeat();
    }

    // Recording is outside the try: a failure to record a success must not count as the
    // handler failing (it throws to the caller; the lease brings the job back).
    let recorded: boolean;
    if (outcome.ok) {
      recorded = await jobs.markDone(ref, iso());
      if (recorded) logger.info(fields, 'job done');
    } else {
      const error = errorMessage(outcome.thrown);
      if (outcome.thrown instanceof PermanentJobError || job.attempts >= max) {
        recorded = await jobs.markDead(ref, { error, now: iso() });
        if (recorded) await gaveUp(type, job, error, fields);
      } else {
        const runAt = iso(retryDelay(type, job.attempts, outcome.thrown));
        recorded = await jobs.reschedule(ref, { runAt, error, now: iso() });
        if (recorded) logger.warn({ ...fields, error, runAt }, 'job failed; will retry');
      }
    }
    if (!recorded) logger.warn(fields, 'job outcome not recorded: its lease was lost to another worker');
  }

  /** What the other side asked for, else the type's schedule, else the worker's back-off. */
  function retryDelay(type: JobType, attempt: number, thrown: unknown): number {
    if (thrown instanceof RetryLaterError) {
      const asked = Number.isFinite(thrown.retryAfterMs) ? thrown.retryAfterMs : RETRY_AFTER_MAX_MS;
      return Math.min(Math.max(0, asked), RETRY_AFTER_MAX_MS);
    }
    return type.retryDelaysMs ? scheduledBackoff(type.retryDelaysMs)(attempt) : backoff(attempt);
  }

  /** Renews the lease while the handler runs; aborts the handler if another worker took the job. */
  function keepLease(ref: ClaimRef, controller: AbortController): () => void {
    let done = false;
    const timer = setInterval(
      () => {
        jobs.extendLease(ref, iso(leaseMs), iso()).then(
          (held) => {
            if (held || done) return;
            logger.warn({ jobId: ref.id, workerId }, 'job lease lost; aborting the handler');
            controller.abort(new Error('job lease lost'));
          },
          // A failed renewal is retried on the next tick; the lease has margin for that.
          (err: unknown) => logger.warn({ jobId: ref.id, err }, 'job lease renewal failed'),
        );
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    return () => {
      done = true;
      clearInterval(timer);
    };
  }

  async function poll(): Promise<void> {
    while (!stopping) {
      let started = false;
      let pause = pollMs;
      if (inFlight.size < concurrency) {
        try {
          const running = await claimAndStart();
          if (running) {
            started = true;
            // Failing to record an outcome leaves the job to its lease, which brings it back.
            running.done.catch((err: unknown) =>
              logger.error({ err, workerId }, 'job worker: recording a job outcome failed'),
            );
          } else {
            // Nothing due now: sleep until the next job falls due, if that comes before the
            // pause (a post scheduled for 10:00:00 starts then, not up to a poll later).
            const next = await jobs.nextRunAt(atLimit());
            if (next) pause = Math.min(pollMs, Math.max(MIN_PAUSE_MS, Date.parse(next) - now().getTime()));
          }
        } catch (err) {
          // The database is down: look again after the pause.
          logger.error({ err, workerId }, 'job worker: claim failed');
        }
      }
      // Full, or nothing due that this worker may take: wait for a slot to free, the next job's
      // time or the pause.
      if (!started && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pause);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    }
  }

  return {
    id: workerId,
    register,
    start() {
      stopping = false;
      if (loop) return;
      loop = poll().finally(() => {
        loop = undefined;
      });
      logger.info({ workerId, pollMs, leaseMs, concurrency }, 'job worker started');
    },
    async stop() {
      stopping = true;
      wake?.();
      const inHand = [...inFlight.values()].map(({ promise }) => promise.catch(() => undefined));
      const settled = Promise.all([loop, ...inHand]).then(() => true);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), stopTimeoutMs);
      });
      const finished = await Promise.race([settled, timedOut]);
      clearTimeout(timer);
      if (!finished) {
        // The lease runs out and another worker retries the job (handlers are idempotent).
        for (const { controller } of inFlight.values()) controller.abort(new Error('job worker stopping'));
        logger.warn({ workerId, jobs: inFlight.size }, 'job worker stopped with jobs still running');
      }
      logger.info({ workerId }, 'job worker stopped');
    },
    runOnce,
  };
}

function parsePayload(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    throw new PermanentJobError('The job payload is not valid JSON');
  }
}

function errorMessage(thrown: unknown): string {
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  return (message || (thrown instanceof Error ? thrown.name : 'Error')).slice(0, ERROR_MAX_LENGTH);
}

/** Whole, non-negative counts and a message cut to the column's size. */
function progressFields(report: ProgressReport) {
  const count = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.min(Math.trunc(n), 2_147_483_647)) : 0);
  return {
    done: count(report.done),
    total: report.total === undefined || report.total === null ? null : count(report.total),
    message: report.message ? report.message.slice(0, JOB_PROGRESS_MESSAGE_MAX) : null,
  };
}
