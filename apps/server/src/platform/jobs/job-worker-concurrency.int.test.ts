import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { openMigratedTestDatabase, testDialect } from '../../test/context.js';
import { createTestWorker } from '../../test/job-worker.js';
import { until } from '../../test/until.js';
import { type JobDefinition, RetryLaterError } from './job-handler.js';
import { createJobQueue, type JobQueue } from './job-queue.js';
import type { JobWorker, JobWorkerOptions } from './job-worker.js';

/** A door the test opens: handlers wait at it, so the test decides when each job may finish. */
function door() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe(`job worker: many jobs at once, limits, schedules and progress, on ${testDialect}`, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let queue: JobQueue;
  const started: JobWorker[] = [];

  beforeAll(async () => {
    ({ database, dispose } = await openMigratedTestDatabase());
    queue = createJobQueue({ database });
  });
  afterAll(async () => {
    await dispose();
  });
  beforeEach(async () => {
    await Promise.all(started.splice(0).map((w) => w.stop()));
    await database.db.deleteFrom('jobs').execute();
  });

  const worker = (handlers: Record<string, JobDefinition>, options: Partial<JobWorkerOptions> = {}) =>
    createTestWorker(database, { handlers, ...options });
  const startWorker = (handlers: Record<string, JobDefinition>, options: Partial<JobWorkerOptions> = {}) => {
    const w = worker(handlers, options);
    started.push(w);
    w.start();
    return w;
  };
  const job = (id: string) =>
    database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const statuses = async (ids: string[]) => Promise.all(ids.map(async (id) => (await job(id)).status));

  it('runs up to its concurrency at once and takes the next job as soon as one finishes', async () => {
    const gate = door();
    let inHandler = 0;
    let most = 0;
    startWorker(
      {
        'test.wait': async () => {
          inHandler += 1;
          most = Math.max(most, inHandler);
          await gate.opened;
          inHandler -= 1;
        },
      },
      { concurrency: 3 },
    );
    const ids = await Promise.all([1, 2, 3, 4, 5].map(async () => (await queue.enqueue('test.wait', {})).id));

    await until(() => inHandler === 3);
    expect((await statuses(ids)).filter((s) => s === 'running')).toHaveLength(3);
    gate.open();
    await until(async () => (await statuses(ids)).every((s) => s === 'done'));
    expect(most).toBe(3);
  });

  it("keeps a type under its own limit while other types' jobs go past", async () => {
    const gate = door();
    let imports = 0;
    const mails: string[] = [];
    startWorker(
      {
        'test.import': {
          concurrency: 1,
          run: async () => {
            imports += 1;
            await gate.opened;
          },
        },
        'test.mail': async (_p, { jobId }) => void mails.push(jobId),
      },
      { concurrency: 4 },
    );
    const importIds = await Promise.all(
      [1, 2, 3].map(async () => (await queue.enqueue('test.import', {})).id),
    );
    const mailIds = await Promise.all([1, 2].map(async () => (await queue.enqueue('test.mail', {})).id));

    await until(() => mails.length === 2);
    expect(imports).toBe(1);
    expect((await statuses(importIds)).sort()).toEqual(['pending', 'pending', 'running']);
    gate.open();
    await until(async () => (await statuses(importIds)).every((s) => s === 'done'));
    expect(await statuses(mailIds)).toEqual(['done', 'done']);
  });

  it("never lets a slow target hold every slot: another target's jobs are delivered meanwhile", async () => {
    const slowReceiver = door();
    const delivered: string[] = [];
    let slowCalls = 0;
    startWorker(
      {
        'test.deliver': {
          perKey: 1,
          run: async (payload) => {
            const { to } = payload as { to: string };
            if (to === 'slow.example') {
              slowCalls += 1;
              await slowReceiver.opened;
            }
            delivered.push(to);
          },
        },
      },
      { concurrency: 4 },
    );
    const deliver = (to: string) =>
      queue.enqueue('test.deliver', { to }, { concurrencyKey: `webhook:${to}` });
    const slow = [(await deliver('slow.example')).id, (await deliver('slow.example')).id];
    const fast = [(await deliver('fast.example')).id, (await deliver('fast.example')).id];

    // A job is marked done after its run returns, so wait for the rows, not the calls.
    await until(async () => (await statuses(fast)).every((s) => s === 'done'));
    expect(delivered.filter((to) => to === 'fast.example')).toHaveLength(2);
    // One call in flight to the slow receiver, its second job waits its turn.
    expect(slowCalls).toBe(1);
    expect((await statuses(slow)).sort()).toEqual(['pending', 'running']);
    slowReceiver.open();
    await until(async () => (await statuses(slow)).every((s) => s === 'done'));
    expect(slowCalls).toBe(2);
  });

  describe('retries', () => {
    let clock = 0;
    const now = () => new Date(clock);
    const clockedQueue = () => createJobQueue({ database, now });
    beforeEach(() => {
      clock = Date.parse('2030-01-01T00:00:00.000Z');
    });

    it("follow the type's schedule and its maximum of attempts", async () => {
      const w = worker(
        {
          'test.flaky': {
            maxAttempts: 3,
            retryDelaysMs: [60_000, 300_000],
            run: async () => {
              throw new Error('receiver answered 500');
            },
          },
        },
        { now },
      );
      const { id } = await clockedQueue().enqueue('test.flaky', {});

      await w.runOnce();
      expect(await job(id)).toMatchObject({
        status: 'pending',
        run_at: new Date(clock + 60_000).toISOString(),
      });
      clock += 60_000;
      await w.runOnce();
      expect(await job(id)).toMatchObject({
        status: 'pending',
        run_at: new Date(clock + 300_000).toISOString(),
      });
      clock += 300_000;
      await w.runOnce();
      expect(await job(id)).toMatchObject({
        status: 'dead',
        attempts: 3,
        last_error: 'receiver answered 500',
      });
    });

    it('come back when the other side said (Retry-After), at most a day later', async () => {
      const asked = [90_000, 7 * 24 * 60 * 60 * 1000];
      const w = worker(
        {
          'test.limited': async (_p, { attempt }) => {
            throw new RetryLaterError('429 Too Many Requests', asked[attempt - 1]!);
          },
        },
        { now, maxAttempts: 5 },
      );
      const { id } = await clockedQueue().enqueue('test.limited', {});

      await w.runOnce();
      expect(await job(id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        run_at: new Date(clock + 90_000).toISOString(),
        last_error: '429 Too Many Requests',
      });
      clock += 90_000;
      await w.runOnce();
      expect((await job(id)).run_at).toBe(new Date(clock + 24 * 60 * 60 * 1000).toISOString());
    });
  });

  describe('progress', () => {
    it("is recorded as the handler reports it and read through the job's workspace only", async () => {
      const reported: boolean[] = [];
      const w = worker({
        'test.import': async (_p, { progress }) => {
          reported.push(await progress({ done: 0, message: 'Reading the file' }));
          reported.push(await progress({ done: 40.7, total: 120, message: 'x'.repeat(2_000) }));
        },
      });
      const { id } = await queue.enqueue('test.import', {}, { workspaceId: 'ws-1' });
      expect((await queue.getJob(id, { workspaceId: 'ws-1' }))?.progress).toBeNull();

      await w.runOnce();
      expect(reported).toEqual([true, true]);
      const seen = await queue.getJob(id, { workspaceId: 'ws-1' });
      expect(seen).toMatchObject({ id, status: 'done', progress: { done: 40, total: 120 } });
      expect(seen?.progress?.message).toHaveLength(500);
      expect(await queue.getJob(id, { workspaceId: 'ws-2' })).toBeUndefined();
      expect(JSON.stringify(seen)).not.toMatch(/payload|dedupe|locked_by|concurrency/);
    });

    it('is refused once another worker has taken the job over', async () => {
      let answer: boolean | undefined;
      const w = worker({
        'test.import': async (_p, { jobId, progress }) => {
          // Another worker took it over (this worker's lease ran out while it was stuck).
          await database.db
            .updateTable('jobs')
            .set({ locked_by: 'someone-else' })
            .where('id', '=', jobId)
            .execute();
          answer = await progress({ done: 1 });
        },
      });
      const { id } = await queue.enqueue('test.import', {}, { workspaceId: 'ws-1' });
      await w.runOnce();
      expect(answer).toBe(false);
      expect((await job(id)).progress_done).toBeNull();
    });
  });

  describe("a workspace's dead jobs", () => {
    it('are listed for that workspace only and retried only there', async () => {
      const w = worker({
        'test.import': { maxAttempts: 1, run: async () => Promise.reject(new Error('bad row 7')) },
      });
      const mine = (await queue.enqueue('test.import', {}, { workspaceId: 'ws-1' })).id;
      const theirs = (await queue.enqueue('test.import', {}, { workspaceId: 'ws-2' })).id;
      await w.runOnce();
      await w.runOnce();

      const listed = await queue.listJobs({ workspaceId: 'ws-1', status: 'dead', limit: 10 });
      expect(listed.items.map((j) => [j.id, j.last_error])).toEqual([[mine, 'bad row 7']]);
      expect(await queue.retryDeadJob(theirs, { workspaceId: 'ws-1' })).toBeUndefined();
      expect(await queue.retryDeadJob(mine, { workspaceId: 'ws-1' })).toMatchObject({
        status: 'pending',
        attempts: 0,
      });
      expect((await job(theirs)).status).toBe('dead');
    });
  });
});
