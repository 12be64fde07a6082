import { sql } from 'kysely';
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

  it("let a contains-search of tickets' summaries use a trigram index on PostgreSQL (none on SQLite)", async () => {
    if (testDialect === 'sqlite') {
      const found = await sql`select name from sqlite_master where name = 'tickets_summary_trgm'`.execute(
        database.db,
      );
      expect(found.rows).toEqual([]);
      return;
    }
    const plan = await database.db.transaction().execute(async (trx) => {
      // An empty table is read whole: ask for the plan an indexed search would take.
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        explain select id from tickets where summary ilike ${'%teaser%'}`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('tickets_summary_trgm');
  });

  it("let the workspace calendar find a workspace's active recurring series by an index", async () => {
    const query = sql`select id from recurring_series where workspace_id = ${'w'} and status = ${'active'}`;
    const plan =
      testDialect === 'sqlite'
        ? (await sql<{ detail: string }>`explain query plan ${query}`.execute(database.db)).rows
            .map((row) => row.detail)
            .join('\n')
        : await database.db.transaction().execute(async (trx) => {
            // An empty table is read whole: ask for the plan an indexed search would take.
            await sql`set local enable_seqscan = off`.execute(trx);
            const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
            return rows.map((row) => row['QUERY PLAN']).join('\n');
          });
    expect(plan).toContain('recurring_series_workspace');
  });
  it('let a status-filtered list sorted by creation or due date seek the status on PostgreSQL', async () => {
    const shapes = [
      [
        'tickets_ws_status_created',
        sql`workspace_id = ${'w'} and project_id in (${'a'}, ${'b'})`,
        sql`created_at`,
      ],
      ['tickets_ws_status_due', sql`workspace_id = ${'w'} and project_id in (${'a'}, ${'b'})`, sql`due_sort`],
      ['tickets_project_status_created', sql`project_id = ${'a'}`, sql`created_at`],
      ['tickets_project_status_due', sql`project_id = ${'a'}`, sql`due_sort`],
    ] as const;
    if (testDialect === 'sqlite') {
      const { rows } = await sql<{ name: string }>`select name from sqlite_master where name in (${sql.join(
        shapes.map(([name]) => name),
      )})`.execute(database.db);
      expect(rows).toEqual([]);
      return;
    }
    for (const [index, scope, key] of shapes) {
      const plan = await database.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`
          explain select id from tickets where ${scope} and status = ${'todo'}
          order by ${key} desc, id desc limit 51`.execute(trx);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      // The status is part of the index's condition, not a filter on each row read.
      expect(plan, plan).toContain(index);
      expect(plan, plan).toMatch(/Index Cond: .*status/);
    }
  });
});
