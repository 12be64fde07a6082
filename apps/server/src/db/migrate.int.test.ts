import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialect } from '../test/context.js';
import type { Database } from './database.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

describe(`migrations on ${testDialect}`, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  // Migrations run under the DDL lock the test processes share (test/context.ts).
  let serializeDdl: <T>(work: () => Promise<T>) => Promise<T>;
  beforeAll(async () => {
    ({ database, dispose, serializeDdl } = await openTestDatabase({ empty: true }));
  });
  afterAll(() => dispose());

  it('apply every migration in order on an empty database', async () => {
    const { results } = await serializeDdl(() => migrateToLatest(database));
    expect(results?.map((r) => [r.migrationName, r.status])).toEqual(
      Object.keys(migrations).map((name) => [name, 'Success']),
    );
  });

  it('are idempotent: a second run applies nothing', async () => {
    const { results } = await serializeDdl(() => migrateToLatest(database));
    expect(results).toEqual([]);
  });

  it('seed the roles', async () => {
    const rows = await database.db
      .selectFrom('roles')
      .select(['key', 'name'])
      .orderBy('rank', 'desc')
      .execute();
    expect(rows).toEqual([
      { key: 'admin', name: 'Admin' },
      { key: 'member', name: 'Member' },
      { key: 'external', name: 'External' },
    ]);
  });
});
