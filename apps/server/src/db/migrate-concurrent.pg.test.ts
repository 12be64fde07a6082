import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseTarget, openTestDatabase } from '../test/context.js';
import type { Database } from './database.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

/**
 * Processes of a deployment started together on an empty PostgreSQL database (API processes
 * and workers): one migrates, the others wait for it and then find nothing to do. Without the
 * lock, two created the identity tables at once and one failed. Runs in the PostgreSQL
 * project only (vitest.config.ts).
 */
describe('migrations started by several processes at once', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  const others: Database[] = [];
  beforeAll(async () => {
    opened = await openTestDatabase({ empty: true });
    for (let i = 0; i < 3; i += 1) others.push(openDatabaseTarget(opened.target));
  });
  afterAll(async () => {
    for (const database of others) await database.close();
    await opened.dispose();
  });

  it('apply each migration once, whichever process gets there first', async () => {
    const results = await Promise.all(
      [opened.database, ...others].map((database) => migrateToLatest(database)),
    );
    const applied = results.flatMap((result) => result.results ?? []);
    expect(applied.map((r) => [r.migrationName, r.status])).toEqual(
      Object.keys(migrations).map((name) => [name, 'Success']),
    );
  });
});
