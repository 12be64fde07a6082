import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { openDatabaseTarget, openMigratedTestDatabase, testDialect } from '../../test/context.js';
import { createTestWorker } from '../../test/job-worker.js';
import { createTestLogger } from '../../test/logger.js';
import { until } from '../../test/until.js';
import { defineJobHandler, type JobContext, type JobHandler, PermanentJobError } from './job-handler.js';
import { createJobQueue, type JobQueue } from './job-queue.js';
import type { JobWorkerOptions } from './job-worker.js';
import { createJobsRepository } from './jobs.repository.js';

describe(`job worker on ${testDialect}`, () => {
  let database: Database;
  let second: Database;
  let dispose: () => Promise<void>;
  let queue: JobQueue;
  // One clock for the queue and the workers, so a test can step past a back-off.
  let clock = 0;
  const now = () => new Date(clock);

  beforeAll(async () => {
    let target: Parameters<typeof openDatabaseTarget>[0];
    ({ database, target, dispose } = await openMigratedTestDatabase());
    second = openDatabaseTarget(target);
    queue = createJobQueue({ database, now });
  });
  afterAll(async () => {
    await second.close();
    await dispose();
  });
  beforeEach(async () => {
    clock = Date.parse('2030-01-01T00:00:00.000Z');
    await database.db.deleteFrom('jobs').execute();
  });

  const worker = (options: Partial<JobWorkerOptions> = {}) => createTestWorker(database, { now, ...options });
  const job = (id: string) =>
    database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('runOnce', () => {
    it('runs a due job once with its payload, id, attempt and a signal, and marks it done', async () => {
      const calls: [unknown, JobContext][] = [];
      const w = worker({
        handlers: { 'test.echo': async (payload, context) => void calls.push([payload, context]) },
      });
      const { id } = await queue.enqueue('test.echo', { hello: 'world' });

      expect(await w.runOnce()).toBe(true);
      expect(await w.runOnce()).toBe(false);
      expect(calls).toHaveLength(1);
      expect(calls[0]![0]).toEqual({ hello: 'world' });
      expect(calls[0]![1]).toMatchObject({ jobId: id, attempt: 1 });
      expect(calls[0]![1].signal).toBeInstanceOf(AbortSignal);
      expect(await job(id)).toMatchObject({
        status: 'done',
        attempts: 1,
        locked_by: null,
        locked_until: null,
      });
    });

    it('leaves a job scheduled for later alone until it is due', async () => {
      const runs: string[] = [];
      const w = worker({ handlers: { 'test.later': async (_payload, { jobId }) => void runs.push(jobId) } });
      await queue.enqueue('test.later', {}, { runAt: new Date(clock + 60_000) });
      expect(await w.runOnce()).toBe(false);
      clock += 60_000;
      expect(await w.runOnce()).toBe(true);
      expect(runs).toHaveLength(1);
    });

    it('retries a failing handler with growing back-off, keeps the error, and ends dead after the last attempt', async () => {
      const attempts: number[] = [];
      const { logger, records } = createTestLogger();
      const w = worker({
        logger,
        handlers: {
          'test.fail': async (_payload, { attempt }) => {
            attempts.push(attempt);
            throw new Error(`smtp said no (${attempt})`);
          },
        },
      });
      const { id } = await queue.enqueue('test.fail', {});

      const delays: number[] = [];
      for (const attempt of [1, 2]) {
        const failedAt = clock;
        expect(await w.runOnce()).toBe(true);
        const row = await job(id);
        expect(row).toMatchObject({
          status: 'pending',
          attempts: attempt,
          last_error: `smtp said no (${attempt})`,
        });
        expect(row.locked_by).toBeNull();
        const delay = Date.parse(row.run_at) - failedAt;
        delays.push(delay);
        // 2^attempt seconds with jitter: between half and all of it.
        expect(delay).toBeGreaterThanOrEqual(2 ** attempt * 500);
        expect(delay).toBeLessThanOrEqual(2 ** attempt * 1000);
        // Not due before its back-off has passed.
        expect(await w.runOnce()).toBe(false);
        clock += delay;
      }
      expect(await w.runOnce()).toBe(true);
      expect(await job(id)).toMatchObject({ status: 'dead', attempts: 3, last_error: 'smtp said no (3)' });
      clock += 24 * 3600_000;
      expect(await w.runOnce()).toBe(false);
      expect(attempts).toEqual([1, 2, 3]);
      expect(records.filter((r) => r.message === 'job failed; will retry')).toHaveLength(2);
      expect(records.find((r) => r.message === 'job dead')?.level).toBe('error');
    });

    it("honours a job's own maximum of attempts over the worker's", async () => {
      const w = worker({ handlers: { 'test.fail': () => Promise.reject(new Error('no')) } });
      const { id } = await queue.enqueue('test.fail', {}, { maxAttempts: 1 });
      await w.runOnce();
      expect(await job(id)).toMatchObject({ status: 'dead', attempts: 1 });
    });

    it('keeps only the message of an error, truncated', async () => {
      const w = worker({ handlers: { 'test.fail': () => Promise.reject(new Error('x'.repeat(5_000))) } });
      const { id } = await queue.enqueue('test.fail', {});
      await w.runOnce();
      const row = await job(id);
      expect(row.last_error).toBe('x'.repeat(1_000));
    });

    it('marks a job of an unknown type dead at once, saying why', async () => {
      const w = worker();
      const { id } = await queue.enqueue('test.unknown', {});
      expect(await w.runOnce()).toBe(true);
      expect(await job(id)).toMatchObject({
        status: 'dead',
        attempts: 1,
        last_error: 'No handler for job type "test.unknown"',
      });
    });

    it('marks a job dead at once on a PermanentJobError or a payload its schema refuses', async () => {
      const w = worker({
        handlers: {
          'test.permanent': () => Promise.reject(new PermanentJobError('the ticket is gone')),
          'test.typed': defineJobHandler(z.object({ email: z.email() }), async () => {}),
        },
      });
      const permanent = await queue.enqueue('test.permanent', {});
      const typed = await queue.enqueue('test.typed', { email: 'not an e-mail' });
      await w.runOnce();
      await w.runOnce();
      expect(await job(permanent.id)).toMatchObject({ status: 'dead', last_error: 'the ticket is gone' });
      expect(await job(typed.id)).toMatchObject({ status: 'dead', attempts: 1 });
      expect((await job(typed.id)).last_error).toMatch(/^Invalid job payload: email: /);
    });
  });

  describe('a job whose worker died', () => {
    // The dead worker: a claim that is never finished, as a killed process leaves it.
    const claimAndDie = () =>
      createJobsRepository(database).claim({
        workerId: 'dead-worker',
        now: now().toISOString(),
        leaseUntil: new Date(clock + 1_000).toISOString(),
      });

    it('is taken by another worker once the lease has expired, and not before', async () => {
      const runs: number[] = [];
      const w = worker({ handlers: { 'test.echo': async (_p, { attempt }) => void runs.push(attempt) } });
      const { id } = await queue.enqueue('test.echo', {});
      expect((await claimAndDie())?.id).toBe(id);

      expect(await w.runOnce()).toBe(false);
      clock += 1_000;
      expect(await w.runOnce()).toBe(true);
      expect(runs).toEqual([2]);
      expect(await job(id)).toMatchObject({ status: 'done', attempts: 2 });
    });

    it('cannot record an outcome once another worker has taken the job', async () => {
      const w = worker({ handlers: { 'test.echo': async () => {} } });
      const { id } = await queue.enqueue('test.echo', {});
      const stale = await claimAndDie();
      clock += 1_000;
      await w.runOnce();
      const repository = createJobsRepository(database);
      const ref = { id, workerId: 'dead-worker', attempt: stale!.attempts };
      expect(await repository.markDead(ref, { error: 'late', now: now().toISOString() })).toBe(false);
      expect(await job(id)).toMatchObject({ status: 'done', attempts: 2, last_error: null });
    });

    it('is dead without another run when that was its last attempt', async () => {
      const runs: number[] = [];
      const w = worker({ handlers: { 'test.echo': async (_p, { attempt }) => void runs.push(attempt) } });
      const { id } = await queue.enqueue('test.echo', {}, { maxAttempts: 1 });
      await claimAndDie();
      clock += 1_000;
      expect(await w.runOnce()).toBe(true);
      expect(runs).toEqual([]);
      const row = await job(id);
      expect(row).toMatchObject({ status: 'dead', attempts: 2 });
      expect(row.last_error).toMatch(/^Gave up after 1 attempt: /);
    });

    it('tells its type it was given up, once, with the payload and why — and a failing onDead is only logged', async () => {
      const told: [unknown, string][] = [];
      const w = worker({
        handlers: {
          'test.echo': {
            run: async () => {},
            onDead: async (payload, error) => {
              told.push([payload, error]);
              throw new Error('onDead broke');
            },
          },
          'test.fail': {
            run: () => Promise.reject(new Error('always')),
            onDead: async (payload, error) => void told.push([payload, error]),
          },
        },
      });
      await queue.enqueue('test.echo', { post: 1 }, { maxAttempts: 1 });
      await claimAndDie();
      clock += 1_000;
      expect(await w.runOnce()).toBe(true);
      const { id } = await queue.enqueue('test.fail', { post: 2 }, { maxAttempts: 1 });
      await w.runOnce();
      expect(told).toEqual([
        [{ post: 1 }, expect.stringMatching(/^Gave up after 1 attempt: the worker stopped/)],
        [{ post: 2 }, 'always'],
      ]);
      expect(await job(id)).toMatchObject({ status: 'dead' });
      expect(await w.runOnce()).toBe(false);
      expect(told).toHaveLength(2);
    });
  });

  describe('two workers racing', () => {
    it('never run one job twice', async () => {
      const runs = new Map<string, number>();
      const handler: JobHandler = async (_payload, { jobId }) => {
        runs.set(jobId, (runs.get(jobId) ?? 0) + 1);
        await sleep(1);
      };
      const a = worker({ workerId: 'worker-a', handlers: { 'test.race': handler } });
      const b = worker({ workerId: 'worker-b', database: second, handlers: { 'test.race': handler } });
      const ids: string[] = [];
      for (let i = 0; i < 30; i += 1) ids.push((await queue.enqueue('test.race', { i })).id);

      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).runOnce()),
      );
      expect(results.filter(Boolean)).toHaveLength(30);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      expect([...runs.keys()].sort()).toEqual([...ids].sort());
      const statuses = await database.db.selectFrom('jobs').select('status').distinct().execute();
      expect(statuses).toEqual([{ status: 'done' }]);
    });
  });

  describe('start and stop', () => {
    it('polls for jobs and runs them until stopped', async () => {
      const done: string[] = [];
      const w = worker({
        now: () => new Date(),
        handlers: { 'test.echo': async (_p, { jobId }) => void done.push(jobId) },
      });
      w.start();
      const { id } = await createJobQueue({ database }).enqueue('test.echo', {});
      await until(() => done.length === 1);
      await w.stop();
      expect(done).toEqual([id]);
      expect((await job(id)).status).toBe('done');
    });

    it('wakes for a job at its time rather than at the next poll', async () => {
      const ran: number[] = [];
      // A poll far longer than the test may take: only the job's own time can wake the worker.
      const w = worker({
        now: () => new Date(),
        pollMs: 60_000,
        handlers: { 'test.timed': async () => void ran.push(Date.now()) },
      });
      const runAt = Date.now() + 300;
      await createJobQueue({ database }).enqueue('test.timed', {}, { runAt: new Date(runAt) });
      w.start();
      await until(() => ran.length === 1, 10_000);
      await w.stop();
      // Not before its time.
      expect(ran[0]).toBeGreaterThanOrEqual(runAt);
    });

    it('stop waits for the job in hand to finish', async () => {
      let finished = false;
      const w = worker({
        now: () => new Date(),
        handlers: {
          'test.slow': async () => {
            await sleep(150);
            finished = true;
          },
        },
      });
      const { id } = await createJobQueue({ database }).enqueue('test.slow', {});
      w.start();
      await until(async () => (await job(id)).status === 'running');
      await w.stop();
      expect(finished).toBe(true);
      expect((await job(id)).status).toBe('done');
    });

    it('stop gives up on a job that does not finish in time and aborts its signal', async () => {
      let aborted = false;
      const w = worker({
        now: () => new Date(),
        stopTimeoutMs: 100,
        handlers: {
          'test.hang': (_p, { signal }) =>
            new Promise((_resolve, reject) => {
              signal.addEventListener('abort', () => {
                aborted = true;
                reject(signal.reason);
              });
            }),
        },
      });
      const { id } = await createJobQueue({ database }).enqueue('test.hang', {});
      w.start();
      await until(async () => (await job(id)).status === 'running');
      const started = Date.now();
      await w.stop();
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(aborted).toBe(true);
    });
  });

  describe('a long job', () => {
    it('keeps its lease while the handler runs, so no other worker takes it', async () => {
      const runs: string[] = [];
      const slow: JobHandler = async () => {
        runs.push('slow');
        await sleep(450);
      };
      const a = worker({
        now: () => new Date(),
        leaseMs: 150,
        workerId: 'a',
        handlers: { 'test.long': slow },
      });
      const b = worker({
        now: () => new Date(),
        leaseMs: 150,
        workerId: 'b',
        database: second,
        handlers: { 'test.long': slow },
      });
      const { id } = await createJobQueue({ database }).enqueue('test.long', {});
      const running = a.runOnce();
      await until(async () => (await job(id)).status === 'running');
      // Well past the first lease: the heartbeat has renewed it.
      await sleep(300);
      expect(await b.runOnce()).toBe(false);
      await running;
      expect(runs).toEqual(['slow']);
      expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });
    });
  });
});
