// `npm run bench:jobs`: how long the job worker takes to drain I/O-bound work (handlers that
// wait on a slow server), at several concurrencies, and whether one slow target holds up the
// others. Runs the server's real queue and worker (TypeScript sources, through tsx) on a fresh
// SQLite file, and on PostgreSQL too when BENCH_POSTGRES_URL (or TEST_POSTGRES_URL) is set.
// A benchmark, not a test: it prints figures and asserts nothing.
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import type { JobDefinition } from '../apps/server/src/platform/jobs/job-handler.js';
import { createJobQueue } from '../apps/server/src/platform/jobs/job-queue.js';
import { createJobWorker } from '../apps/server/src/platform/jobs/job-worker.js';
import { openTestDatabase } from '../apps/server/src/test/context.js';

const JOBS = Number(process.env.BENCH_JOBS ?? 200);
const WAIT_MS = Number(process.env.BENCH_JOB_WAIT_MS ?? 50);
const logger = pino({ level: 'silent' });

async function drain(
  concurrency: number,
  handlers: Record<string, JobDefinition>,
  enqueue: (q: ReturnType<typeof createJobQueue>) => Promise<void>,
  doneWhen: () => boolean,
) {
  const { database, dispose } = await openTestDatabase();
  await migrateToLatest(database);
  const queue = createJobQueue({ database });
  await enqueue(queue);
  const worker = createJobWorker({
    database,
    logger,
    pollMs: 5,
    leaseMs: 60_000,
    maxAttempts: 3,
    concurrency,
    handlers,
  });
  const started = performance.now();
  worker.start();
  while (!doneWhen()) await sleep(2);
  const elapsed = performance.now() - started;
  await worker.stop();
  await dispose();
  return elapsed;
}

async function main() {
  const dialect = process.env.TEST_DB ?? 'sqlite';
  console.log(
    `job worker on ${dialect}: ${JOBS} jobs that each wait ${WAIT_MS} ms (a slow SMTP or webhook receiver)`,
  );
  for (const concurrency of [1, 8, 32]) {
    let done = 0;
    const ms = await drain(
      concurrency,
      {
        'bench.wait': async () => {
          await sleep(WAIT_MS);
          done += 1;
        },
      },
      async (queue) => {
        for (let i = 0; i < JOBS; i += 1) await queue.enqueue('bench.wait', { i });
      },
      () => done === JOBS,
    );
    console.log(
      `  concurrency ${String(concurrency).padStart(2)}: ${ms.toFixed(0).padStart(6)} ms, ${(JOBS / (ms / 1000)).toFixed(0)} jobs/s`,
    );
  }

  // One receiver answers in 2 s, twenty others in 20 ms; perKey 1 keeps the slow one to one slot.
  const fastJobs = 100;
  let fastDone = 0;
  let slowStarted = 0;
  const ms = await drain(
    8,
    {
      'bench.deliver': {
        perKey: 1,
        run: async (payload) => {
          const { slow } = payload as { slow: boolean };
          if (slow) {
            slowStarted += 1;
            await sleep(2_000);
          } else {
            await sleep(20);
            fastDone += 1;
          }
        },
      },
    },
    async (queue) => {
      for (let i = 0; i < 20; i += 1)
        await queue.enqueue('bench.deliver', { slow: true }, { concurrencyKey: 'webhook:slow.example' });
      for (let i = 0; i < fastJobs; i += 1)
        await queue.enqueue(
          'bench.deliver',
          { slow: false },
          { concurrencyKey: `webhook:fast-${i % 20}.example` },
        );
    },
    () => fastDone === fastJobs,
  );
  console.log(
    `  a slow receiver (2 s a call, 20 jobs queued first) beside 20 fast ones: the ${fastJobs} fast deliveries done in ${ms.toFixed(0)} ms, while ${slowStarted} slow call(s) had started`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
