// A job worker in its own process, for the crash test: it runs the idempotent effect job,
// says STARTED once the effect is written, then hangs (as if stuck or about to crash) until
// the test kills it with SIGKILL — no cleanup, no chance to mark the job done or failed.
import { createDatabase } from '../db/database.js';
import { createJobWorker } from '../platform/jobs/job-worker.js';
import type { TestDatabaseTarget } from './context.js';
import { effectHandler } from './job-effects.js';

const target = JSON.parse(process.env.JOB_DB_TARGET ?? '') as TestDatabaseTarget;
const database = createDatabase(target.config, target.options);
const silent = { debug() {}, info() {}, warn() {}, error() {} };

const worker = createJobWorker({
  database,
  logger: silent,
  pollMs: 20,
  leaseMs: Number(process.env.JOB_LEASE_MS ?? 600),
  maxAttempts: 3,
  workerId: 'child',
  handlers: {
    'test.effect': effectHandler(database, 'child', {
      afterEffect: async (jobId) => {
        process.stdout.write(`STARTED ${jobId}\n`);
        await new Promise(() => {});
      },
    }),
  },
});
// Nothing else keeps the process alive while the handler hangs (the lease timer is unref'd).
setInterval(() => {}, 60_000);
worker.start();
process.stdout.write('READY\n');
