import type { z } from 'zod';

/** What a long job reports of itself; readable through the API (`GET …/jobs/{jobId}`). */
export interface ProgressReport {
  done: number;
  /** Omit (or null) while the total is not known yet. */
  total?: number | null;
  message?: string | null;
}

export interface JobContext {
  jobId: string;
  /** 1 on the first run; a job claimed again after a crash counts the crashed run too. */
  attempt: number;
  /** Aborted when the worker stops before the handler is done, or when its lease was lost. */
  signal: AbortSignal;
  /**
   * Records progress (done/total, a short message) on the job. False when the claim no
   * longer holds the job (another worker took it): the handler should stop.
   */
  progress(report: ProgressReport): Promise<boolean>;
}

/**
 * Runs one job. Delivery is at least once: a worker can die (or lose its lease) after the
 * effect and before the job is marked done, and the job then runs again elsewhere. So every
 * handler MUST be idempotent: key its effect on `jobId` (or a natural key in the payload), so a
 * second run finds it done and changes nothing.
 *
 * Throw to fail this attempt (retried on the type's schedule until its attempts run out, then
 * `dead`); throw `PermanentJobError` when retrying cannot help, `RetryLaterError` when the
 * other side said when to come back (HTTP 429/503 `Retry-After`). The payload is parsed JSON,
 * so check its shape: `defineJobHandler` does that with a zod schema.
 */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

/**
 * A job type: its handler and how the worker treats it. Every limit is per worker process
 * (a deployment running N workers allows N times as many).
 */
export interface JobType {
  run: JobHandler;
  /** At most this many jobs of the type at once (default: as many as the worker runs). */
  concurrency?: number;
  /** At most this many jobs of one `concurrencyKey` at once (default 1). */
  perKey?: number;
  /** Attempts of a job that sets none itself (default: the worker's JOBS_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /**
   * Delay before the next attempt after failed attempt n: `retryDelaysMs[n - 1]`, the last
   * one repeating (e.g. a webhook's 1 min, 5 min, 30 min, 2 h). Default: exponential back-off.
   */
  retryDelaysMs?: readonly number[];
  /**
   * Told once a job of the type is given up (`dead`: its last attempt failed, or the worker
   * died with it on its last attempt), so what it was doing does not wait forever unseen (a
   * post left "publishing"). Runs after the job is marked dead; a failure here is logged only.
   */
  onDead?(payload: unknown, error: string): Promise<void>;
}

/** A handler alone is a job type with the worker's defaults. */
export type JobDefinition = JobHandler | JobType;

export function toJobType(definition: JobDefinition): JobType {
  return typeof definition === 'function' ? { run: definition } : definition;
}

/** Fails a job at once, without retries: bad payload, a thing that no longer exists, … */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/**
 * Fails this attempt and asks for the next one no sooner than `retryAfterMs` from now (what a
 * receiver's `Retry-After` said). It still uses up an attempt, so a target that always says
 * "later" ends in `dead` like any other failure.
 */
export class RetryLaterError extends Error {
  override name = 'RetryLaterError';
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/** A handler whose payload is checked against `schema`; a payload that does not fit is permanent. */
export function defineJobHandler<S extends z.ZodType>(
  schema: S,
  run: (payload: z.output<S>, context: JobContext) => Promise<void>,
): JobHandler {
  return async (payload, context) => {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`);
      throw new PermanentJobError(`Invalid job payload: ${issues.join('; ')}`);
    }
    await run(parsed.data, context);
  };
}
