import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { openMigratedTestDatabase, testDialect } from '../../test/context.js';
import { createTestLogger } from '../../test/logger.js';
import { AppError } from '../errors.js';
import { createJobQueue, type JobQueue } from './job-queue.js';
import { createJobWorker } from './job-worker.js';

describe(`job queue on ${testDialect}`, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let queue: JobQueue;
  beforeAll(async () => {
    ({ database, dispose } = await openMigratedTestDatabase());
    queue = createJobQueue({ database });
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await database.db.deleteFrom('jobs').execute();
  });

  const allJobs = () => database.db.selectFrom('jobs').selectAll().execute();

  describe('enqueue', () => {
    it('stores a pending job with its payload as JSON, due now', async () => {
      const before = new Date().toISOString();
      const { id, created } = await queue.enqueue('test.echo', { to: 'ana@example.com', n: 1 });
      const [row] = await allJobs();
      expect(created).toBe(true);
      expect(row).toMatchObject({
        id,
        type: 'test.echo',
        status: 'pending',
        attempts: 0,
        max_attempts: null,
      });
      expect(JSON.parse(row!.payload)).toEqual({ to: 'ana@example.com', n: 1 });
      expect(row!.run_at >= before && row!.run_at <= new Date().toISOString()).toBe(true);
    });

    it('inside a transaction that rolls back leaves no job', async () => {
      const failed = database.db.transaction().execute(async (trx) => {
        await queue.enqueue('test.echo', {}, { trx });
        throw new Error('the change that caused the job failed');
      });
      await expect(failed).rejects.toThrow('the change that caused the job failed');
      expect(await allJobs()).toEqual([]);
    });

    it('inside a transaction that commits keeps the job', async () => {
      await database.db.transaction().execute((trx) => queue.enqueue('test.echo', {}, { trx }));
      expect(await allJobs()).toHaveLength(1);
    });

    it('with a dedupe key is idempotent: the second enqueue returns the first job', async () => {
      const first = await queue.enqueue('test.echo', { n: 1 }, { dedupeKey: 'welcome:user-1' });
      const second = await queue.enqueue('test.echo', { n: 2 }, { dedupeKey: 'welcome:user-1' });
      const other = await queue.enqueue('test.echo', { n: 3 }, { dedupeKey: 'welcome:user-2' });
      expect(second).toEqual({ id: first.id, created: false });
      expect(other.created).toBe(true);
      const rows = await allJobs();
      expect(rows).toHaveLength(2);
      expect(JSON.parse(rows.find((r) => r.id === first.id)!.payload)).toEqual({ n: 1 });
    });

    it('with a taken dedupe key inside a transaction does not break the transaction', async () => {
      await queue.enqueue('test.echo', {}, { dedupeKey: 'k' });
      const result = await database.db.transaction().execute(async (trx) => {
        const again = await queue.enqueue('test.echo', {}, { trx, dedupeKey: 'k' });
        // Still usable after the conflict (PostgreSQL aborts a transaction on a failed statement).
        await queue.enqueue('test.echo', {}, { trx, dedupeKey: 'k2' });
        return again;
      });
      expect(result.created).toBe(false);
      expect(await allJobs()).toHaveLength(2);
    });

    it('keeps runAt and a per-job maximum of attempts', async () => {
      const runAt = new Date(Date.now() + 60_000);
      await queue.enqueue('test.echo', {}, { runAt, maxAttempts: 2 });
      const [row] = await allJobs();
      expect(row).toMatchObject({ run_at: runAt.toISOString(), max_attempts: 2 });
    });
  });

  describe('listJobs', () => {
    it('pages newest first, by status, without the payload', async () => {
      let t = Date.parse('2030-01-01T00:00:00.000Z');
      const clocked = createJobQueue({ database, now: () => new Date(t) });
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        t += 1000;
        ids.push((await clocked.enqueue('test.echo', { secret: 'link' }, { dedupeKey: `d${i}` })).id);
      }
      const first = await queue.listJobs({ limit: 2 });
      expect(first.items.map((j) => j.id)).toEqual([ids[4], ids[3]]);
      const second = await queue.listJobs({ limit: 2, cursor: first.nextCursor! });
      expect(second.items.map((j) => j.id)).toEqual([ids[2], ids[1]]);
      const third = await queue.listJobs({ limit: 2, cursor: second.nextCursor! });
      expect(third).toEqual({ items: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
      expect(JSON.stringify(first)).not.toContain('secret');
      expect(first.items[0]).not.toHaveProperty('dedupe_key');

      expect((await queue.listJobs({ status: 'dead', limit: 10 })).items).toEqual([]);
      expect((await queue.listJobs({ status: 'pending', limit: 10 })).items).toHaveLength(5);
    });

    it('refuses a cursor that is not one of ours with a validation error', async () => {
      const listing = queue.listJobs({ limit: 2, cursor: 'nonsense' });
      await expect(listing).rejects.toBeInstanceOf(AppError);
      await expect(listing).rejects.toMatchObject({ code: 'validation_error' });
    });
  });

  describe('retryDeadJob', () => {
    it('puts a dead job back with fresh attempts and keeps its last error', async () => {
      const { logger } = createTestLogger();
      const worker = createJobWorker({ database, logger, pollMs: 10, leaseMs: 1000, maxAttempts: 1 });
      const { id } = await queue.enqueue('test.nobody-handles-this', {});
      await worker.runOnce();

      const retried = await queue.retryDeadJob(id);
      expect(retried).toMatchObject({ id, status: 'pending', attempts: 0 });
      expect(retried?.last_error).toContain('No handler');
      expect(retried).not.toHaveProperty('payload');
    });

    it('does nothing to a job that is not dead, or does not exist', async () => {
      const { id } = await queue.enqueue('test.echo', {});
      expect(await queue.retryDeadJob(id)).toBeUndefined();
      expect(await queue.retryDeadJob('00000000-0000-0000-0000-000000000000')).toBeUndefined();
    });
  });
});
