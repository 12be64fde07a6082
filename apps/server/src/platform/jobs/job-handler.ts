import type { z } from 'zod';

export interface JobContext {
  jobId: string;
  /** 1 on the first run; a job claimed again after a crash counts the crashed run too. */
  attempt: number;
  /** Aborted when the worker stops before the handler is done, or when its lease was lost. */
  signal: AbortSignal;
}

/**
 * Runs one job. Delivery is at least once: a worker can die (or lose its lease) after the
 * effect and before the job is marked done, and the job then runs again elsewhere. So every
 * handler MUST be idempotent: key its effect on `jobId` (or a natural key in the payload), so a
 * second run finds it done and changes nothing.
 *
 * Throw to fail this attempt (retried with back-off until the job's attempts run out, then
 * `dead`); throw `PermanentJobError` when retrying cannot help. The payload is parsed JSON, so
 * check its shape: `defineJobHandler` does that with a zod schema.
 */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

/** Fails a job at once, without retries: bad payload, a thing that no longer exists, … */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
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
