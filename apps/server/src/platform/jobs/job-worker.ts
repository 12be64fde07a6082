import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Database } from '../../db/database.js';
import type { Logger } from '../logger.js';
import { defaultBackoff } from './backoff.js';
import { type JobHandler, PermanentJobError } from './job-handler.js';
import { type ClaimRef, createJobsRepository } from './jobs.repository.js';
import type { JobsTable } from './jobs.table.js';

export interface JobWorkerOptions {
  database: Pick<Database, 'db' | 'dialect'>;
  /** Handlers by job type; more can be added with `register`. */
  handlers?: Record<string, JobHandler>;
  logger: Logger;
  /** Pause between looks at an empty queue. */
  pollMs: number;
  /** How long a claim holds a job; renewed while the handler runs, so only a dead worker loses it. */
  leaseMs: number;
  /** Attempts of a job that sets none itself; after the last failure it is `dead`. */
  maxAttempts: number;
  /** Shown in `locked_by`; unique per worker (default: host, pid and a random part). */
  workerId?: string;
  /** How long `stop()` waits for the job in hand before aborting its signal (default 10 s). */
  stopTimeoutMs?: number;
  /** Delay before retrying after failed attempt n (default: 2^n s with jitter, capped at 1 h). */
  backoff?: (attempt: number) => number;
  /** The clock (tests move it). */
  now?: () => Date;
}

export interface JobWorker {
  readonly id: string;
  register(type: string, handler: JobHandler): void;
  /** Polls and runs due jobs, one at a time, until `stop()`. */
  start(): void;
  /** Stops polling and waits for the job in hand, at most `stopTimeoutMs`; then aborts it. */
  stop(): Promise<void>;
  /** Claims and runs one due job; false when none was due. For tests and one-off drains. */
  runOnce(): Promise<boolean>;
}

const ERROR_MAX_LENGTH = 1000;

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { logger, pollMs, leaseMs, maxAttempts } = options;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const now = options.now ?? (() => new Date());
  const backoff = options.backoff ?? ((attempt: number) => defaultBackoff(attempt));
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const jobs = createJobsRepository(options.database);
  const handlers = new Map(Object.entries(options.handlers ?? {}));

  const inHand = new Map<Promise<void>, AbortController>();
  let loop: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;

  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();

  async function runOnce(): Promise<boolean> {
    const job = await jobs.claim({ workerId, now: iso(), leaseUntil: iso(leaseMs) });
    if (!job) return false;
    const controller = new AbortController();
    const running = execute(job, controller);
    inHand.set(running, controller);
    try {
      await running;
    } finally {
      inHand.delete(running);
    }
    return true;
  }

  async function execute(job: JobsTable, controller: AbortController): Promise<void> {
    const ref: ClaimRef = { id: job.id, workerId, attempt: job.attempts };
    const fields = { jobId: job.id, type: job.type, attempt: job.attempts, workerId };
    const max = job.max_attempts ?? maxAttempts;

    // Claimed again after its lease ran out on the last attempt: the worker died with it (a
    // job that kills its worker must not loop forever), so it is dead without another run.
    if (job.attempts > max) {
      const error = `Gave up after ${max} attempt${max === 1 ? '' : 's'}: the worker stopped before finishing (lease expired)`;
      await jobs.markDead(ref, { error, now: iso() });
      logger.error({ ...fields, error }, 'job dead');
      return;
    }
    const handler = handlers.get(job.type);
    if (!handler) {
      const error = `No handler for job type "${job.type}"`;
      await jobs.markDead(ref, { error, now: iso() });
      logger.error({ ...fields, error }, 'job dead');
      return;
    }

    const stopHeartbeat = keepLease(ref, controller);
    let outcome: { ok: true } | { ok: false; thrown: unknown };
    try {
      await handler(parsePayload(job.payload), {
        jobId: job.id,
        attempt: job.attempts,
        signal: controller.signal,
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
        if (recorded) logger.error({ ...fields, error }, 'job dead');
      } else {
        const runAt = iso(backoff(job.attempts));
        recorded = await jobs.reschedule(ref, { runAt, error, now: iso() });
        if (recorded) logger.warn({ ...fields, error, runAt }, 'job failed; will retry');
      }
    }
    if (!recorded) logger.warn(fields, 'job outcome not recorded: its lease was lost to another worker');
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
      let ran = false;
      try {
        ran = await runOnce();
      } catch (err) {
        // The database is down or a record failed; the job's lease makes it come back.
        logger.error({ err, workerId }, 'job worker: claim or record failed');
      }
      if (!ran && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
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
    register(type, handler) {
      if (handlers.has(type)) throw new Error(`A handler for job type "${type}" is already registered`);
      handlers.set(type, handler);
    },
    start() {
      stopping = false;
      if (loop) return;
      loop = poll().finally(() => {
        loop = undefined;
      });
      logger.info({ workerId, pollMs, leaseMs }, 'job worker started');
    },
    async stop() {
      stopping = true;
      wake?.();
      const settled = Promise.all([loop, ...inHand.keys()]).then(() => true);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), stopTimeoutMs);
      });
      const finished = await Promise.race([settled, timedOut]);
      clearTimeout(timer);
      if (!finished) {
        // The lease runs out and another worker retries the job (handlers are idempotent).
        for (const controller of inHand.values()) controller.abort(new Error('job worker stopping'));
        logger.warn({ workerId, jobs: inHand.size }, 'job worker stopped with a job still running');
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
