import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

interface Row {
  id: number;
  status: string;
  type: string;
  project: number;
  due: string | null;
  priority: number;
}
interface Schema {
  tickets: Row;
}

/** A small, repeatable random source (mulberry32), so a failure names its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rnd: () => number, items: readonly T[]) => items[Math.floor(rnd() * items.length)]!;
const STATUSES = ['open', 'in_progress', 'needs_approval', 'done'] as const;
const TYPES = ['task', 'social_post', 'blog_post', 'estimate'] as const;

describe('the SQLite statement cache', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-stmt-'));
  const file = path.join(dir, 'cache.db');
  let plain: Kysely<Schema>;
  let cached: Kysely<Schema>;
  let cachedConnection: BetterSqlite3.Database;

  beforeAll(async () => {
    const seed = new BetterSqlite3(file);
    seed.exec(
      'create table tickets (id integer primary key, status text, type text, project integer, due text, priority integer)',
    );
    const insert = seed.prepare(
      'insert into tickets (status, type, project, due, priority) values (?, ?, ?, ?, ?)',
    );
    const rnd = random(7);
    seed.transaction(() => {
      for (let i = 0; i < 3000; i++) {
        const due = rnd() < 0.3 ? null : `2026-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-15`;
        insert.run(pick(rnd, STATUSES), pick(rnd, TYPES), Math.floor(rnd() * 10), due, Math.floor(rnd() * 4));
      }
    })();
    seed.close();
    plain = new Kysely<Schema>({ dialect: new SqliteDialect({ database: new BetterSqlite3(file) }) });
    cachedConnection = new BetterSqlite3(file);
    cached = new Kysely<Schema>({
      dialect: new SqliteDialect({ database: withStatementCache(cachedConnection, 8) }),
    });
  });
  afterAll(async () => {
    await plain.destroy();
    await cached.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A list query over a random combination of filters, sort and page, like the ticket lists'. */
  function listQuery(db: Kysely<Schema>, rnd: () => number) {
    let query = db.selectFrom('tickets').selectAll();
    if (rnd() < 0.6) query = query.where('status', 'in', STATUSES.filter(() => rnd() < 0.5).concat('open'));
    if (rnd() < 0.5) query = query.where('type', '=', pick(rnd, TYPES));
    if (rnd() < 0.5) query = query.where('project', 'in', [Math.floor(rnd() * 10), Math.floor(rnd() * 10)]);
    if (rnd() < 0.3)
      query = query.where('due', '>=', `2026-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-01`);
    if (rnd() < 0.2) query = query.where('due', 'is', null);
    const column = pick(rnd, ['due', 'priority', 'status', 'id'] as const);
    return query
      .orderBy(column, rnd() < 0.5 ? 'asc' : 'desc')
      .orderBy('id')
      .limit(1 + Math.floor(rnd() * 60))
      .offset(Math.floor(rnd() * 100));
  }

  it('answers every filter combination with the same rows as the uncached path (600 random lists, a cache of 8)', async () => {
    for (let seed = 1; seed <= 600; seed++) {
      const expected = await listQuery(plain, random(seed)).execute();
      const actual = await listQuery(cached, random(seed)).execute();
      expect(actual, `seed ${seed}`).toEqual(expected);
    }
  });

  it('prepares a repeated query once, and again only after it was evicted', async () => {
    const connection = new BetterSqlite3(file);
    let prepared = 0;
    const prepare = connection.prepare.bind(connection);
    connection.prepare = ((text: string) => {
      prepared++;
      return prepare(text);
    }) as typeof connection.prepare;
    const db = new Kysely<Schema>({
      dialect: new SqliteDialect({ database: withStatementCache(connection, 2) }),
    });
    const byId = (id: number) => db.selectFrom('tickets').select('id').where('id', '=', id).execute();
    for (let id = 1; id <= 5; id++) expect(await byId(id)).toEqual([{ id }]);
    expect(prepared).toBe(1);
    await db.selectFrom('tickets').select('status').limit(1).execute();
    await db.selectFrom('tickets').select('type').limit(1).execute();
    await byId(6);
    expect(prepared).toBe(4);
    await db.destroy();
  });

  it('keeps working across a schema change (a migration): the cached statement sees the new column', async () => {
    const dir2 = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-stmt-ddl-'));
    const connection = new BetterSqlite3(path.join(dir2, 'ddl.db'));
    const db = new Kysely<{ notes: { id: number; body: string; pinned?: number } }>({
      dialect: new SqliteDialect({ database: withStatementCache(connection) }),
    });
    await sql`create table notes (id integer primary key, body text)`.execute(db);
    await db.insertInto('notes').values({ id: 1, body: 'hi' }).execute();
    const all = () => db.selectFrom('notes').selectAll().execute();
    expect(await all()).toEqual([{ id: 1, body: 'hi' }]);
    await sql`alter table notes add column pinned integer default 0`.execute(db);
    expect(await all()).toEqual([{ id: 1, body: 'hi', pinned: 0 }]);
    await db.destroy();
    fs.rmSync(dir2, { recursive: true, force: true });
  });
});
