import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { openMigratedTestDatabase, type TestDatabaseTarget, testDialect } from '../../test/context.js';
import { createEffectTables, effectHandler, effectRows } from '../../test/job-effects.js';
import { createTestLogger } from '../../test/logger.js';
import { until } from '../../test/until.js';
import { createJobQueue } from './job-queue.js';
import { createJobWorker } from './job-worker.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../../..');
const LEASE_MS = 1_000;

describe(`a worker killed mid-job on ${testDialect}`, () => {
  let database: Database;
  let target: TestDatabaseTarget;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, target, dispose } = await openMigratedTestDatabase());
    await createEffectTables(database);
  });
  afterAll(() => dispose());

  it('loses the job when its lease expires; another worker completes it, and the effect happens once', async () => {
    const { id } = await createJobQueue({ database }).enqueue('test.effect', {});

    // A real worker process (the same database, or the same PostgreSQL schema) takes the job,
    // writes the effect, and is killed before it can mark the job done.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(serverRoot, 'src/test/job-worker-child.ts')],
      {
        cwd: serverRoot,
        env: { ...process.env, JOB_DB_TARGET: JSON.stringify(target), JOB_LEASE_MS: String(LEASE_MS) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = once(child, 'exit');
    let output = '';
    for await (const chunk of child.stdout!) {
      output += String(chunk);
      if (output.includes(`STARTED ${id}`)) break;
    }
    expect(output).toContain(`STARTED ${id}`);
    child.kill('SIGKILL');
    const [, signal] = await exited;
    expect(signal).toBe('SIGKILL');

    const job = () =>
      database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(await job()).toMatchObject({ status: 'running', locked_by: 'child', attempts: 1 });

    const survivor = createJobWorker({
      database,
      logger: createTestLogger().logger,
      pollMs: 20,
      leaseMs: 5_000,
      maxAttempts: 3,
      workerId: 'survivor',
      handlers: { 'test.effect': effectHandler(database, 'survivor') },
    });
    // The dead worker's lease is still running: nobody may take the job yet.
    const killedAt = Date.now();
    expect(await survivor.runOnce()).toBe(false);
    await until(() => survivor.runOnce(), LEASE_MS + 5_000);
    expect(Date.now() - killedAt).toBeLessThan(LEASE_MS + 5_000);

    expect(await job()).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
    const { starts, effects } = await effectRows(database);
    // Delivered twice (at least once), effective once (the handler is idempotent).
    expect(starts.map((s) => s.worker_id)).toEqual(['child', 'survivor']);
    expect(effects).toEqual([{ job_id: id }]);
  }, 20_000);
});
