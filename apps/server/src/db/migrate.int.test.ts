import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialect } from '../test/context.js';
import type { Database } from './database.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

describe(`migrations on ${testDialect}`, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
  });
  afterAll(() => dispose());

  it('apply every migration in order on an empty database', async () => {
    const { results } = await migrateToLatest(database);
    expect(results?.map((r) => [r.migrationName, r.status])).toEqual(
      Object.keys(migrations).map((name) => [name, 'Success']),
    );
  });

  it('are idempotent: a second run applies nothing', async () => {
    const { results } = await migrateToLatest(database);
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

  it.runIf(testDialect === 'sqlite')('open SQLite with WAL, foreign keys and full sync', async () => {
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database.db);
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    expect(fk.rows[0]?.foreign_keys).toBe(1);
    expect(sync.rows[0]?.synchronous).toBe(2);
  });
});
