import { createJobWorker, type JobWorker, type JobWorkerOptions } from '../platform/jobs/job-worker.js';
import { createTestLogger } from './logger.js';

/**
 * A job worker as the tests run it: quick polls, a lease long enough for a slow machine, three
 * attempts, a silent log. Anything can be overridden.
 */
export function createTestWorker(
  database: JobWorkerOptions['database'],
  options: Partial<JobWorkerOptions> = {},
): JobWorker {
  return createJobWorker({
    database,
    logger: createTestLogger().logger,
    pollMs: 10,
    leaseMs: 5_000,
    maxAttempts: 3,
    ...options,
  });
}
