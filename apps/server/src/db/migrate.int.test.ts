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

  it('give every foreign key an index that starts with its columns', async () => {
    // Deleting a row looks up the rows that refer to it (to cascade, set null or refuse); without
    // such an index that is a read of the whole referring table for every row deleted
    // (0090-foreign-key-indexes).
    const keys = testDialect === 'sqlite' ? await sqliteForeignKeys() : await postgresForeignKeys();
    expect(keys.length).toBeGreaterThan(100);
    const unindexed = keys
      .filter((key) => !key.indexes.some((index) => key.columns.every((column, at) => index[at] === column)))
      .map((key) => `${key.table}(${key.columns.join(', ')})`);
    expect(unindexed).toEqual([]);
  });

  type ForeignKey = { table: string; columns: string[]; indexes: string[][] };

  async function postgresForeignKeys(): Promise<ForeignKey[]> {
    const { rows } = await sql<{ table: string; columns: string[]; indexes: string[][] | null }>`
      select c.conrelid::regclass::text as "table",
        array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, n)
              join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.n) as columns,
        (select json_agg(array(select a.attname::text from unnest(i.indkey::int2[]) with ordinality k(attnum, n)
                               join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum order by k.n))
         from pg_index i where i.indrelid = c.conrelid) as indexes
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(database.db);
    return rows.map((row) => ({ ...row, indexes: row.indexes ?? [] }));
  }

  async function sqliteForeignKeys(): Promise<ForeignKey[]> {
    const tables = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(database.db);
    const keys: ForeignKey[] = [];
    for (const { name } of tables.rows) {
      const references = await sql<{ id: number; seq: number; from: string }>`
        select * from pragma_foreign_key_list(${name})`.execute(database.db);
      if (references.rows.length === 0) continue;
      const list = await sql<{ name: string }>`select name from pragma_index_list(${name})`.execute(
        database.db,
      );
      const indexes: string[][] = [];
      for (const index of list.rows) {
        const columns = await sql<{ name: string }>`
          select name from pragma_index_info(${index.name}) order by seqno`.execute(database.db);
        indexes.push(columns.rows.map((column) => column.name));
      }
      // A rowid table's integer primary key is the table's own order: an index in all but name.
      const rowid = await sql<{ name: string; pk: number; type: string }>`
        select name, pk, type from pragma_table_info(${name})`.execute(database.db);
      const keyColumns = rowid.rows.filter((column) => column.pk > 0);
      if (keyColumns.length === 1 && keyColumns[0]?.type.toUpperCase() === 'INTEGER')
        indexes.push([keyColumns[0].name]);
      const byId = new Map<number, { seq: number; from: string }[]>();
      for (const row of references.rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
      for (const columns of byId.values())
        keys.push({
          table: name,
          columns: columns.sort((a, b) => a.seq - b.seq).map((column) => column.from),
          indexes,
        });
    }
    return keys;
  }
});
