import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedTestDatabase } from '../test/context.js';

/**
 * PostgreSQL sessions of the app (db/database.ts, db/prepared-statements.ts): data statements
 * are named and so prepared once per connection, everything else runs as sent, and no query
 * starts parallel workers. (SQLite's counterpart is statement-cache.test.ts.) Runs in the
 * PostgreSQL project only (vitest.config.ts).
 */
describe('PostgreSQL sessions', () => {
  let opened: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  beforeAll(async () => {
    opened = await openMigratedTestDatabase();
  });
  afterAll(() => opened.dispose());

  it('prepares a data statement once per connection and answers as an unnamed one would', async () => {
    const { db } = opened.database;
    await db.transaction().execute(async (trx) => {
      const first = await trx.selectFrom('workspaces').select(['id']).where('id', '=', 'none').execute();
      const again = await trx.selectFrom('workspaces').select(['id']).where('id', '=', 'other').execute();
      expect(first).toEqual([]);
      expect(again).toEqual([]);
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(trx);
      const ours = rows.filter((row) => row.statement.includes('from "workspaces"'));
      // One statement for both calls, on this connection.
      expect(ours).toHaveLength(1);
      expect(ours[0]?.name).toMatch(/^expertos_\d+$/);
      // Transaction control was sent as it is: never named.
      expect(rows.some((row) => /^\s*begin/i.test(row.statement))).toBe(false);
    });
  });

  it('gives the same rows through a named statement as through plain SQL', async () => {
    const { db } = opened.database;
    const query = () => db.selectFrom('workspaces').select(['id', 'name']).orderBy('id').execute();
    const named = [await query(), await query()];
    const plain = await sql<{
      id: string;
      name: string;
    }>`select id, name from workspaces order by id`.execute(db);
    expect(named[0]).toEqual(plain.rows);
    expect(named[1]).toEqual(plain.rows);
  });

  it('starts no parallel workers for a query', async () => {
    const { rows } = await sql<{ max_parallel_workers_per_gather: string }>`
      show max_parallel_workers_per_gather`.execute(opened.database.db);
    expect(rows[0]?.max_parallel_workers_per_gather).toBe('0');
  });
});
