import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.js';

interface Schema {
  tickets: { id: string; project: string; status: string; summary: string };
  projects: { id: string; name: string };
}

describe('compiledOnce', () => {
  let db: Kysely<Schema>;

  beforeAll(async () => {
    db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
    await sql`create table projects (id text primary key, name text not null)`.execute(db);
    await sql`create table tickets (id text primary key, project text not null, status text not null, summary text not null)`.execute(
      db,
    );
    await db
      .insertInto('projects')
      .values([
        { id: 'p1', name: 'Roastery' },
        { id: 'p2', name: 'Bakery' },
      ])
      .execute();
    await db
      .insertInto('tickets')
      .values([
        { id: 't1', project: 'p1', status: 'open', summary: 'Reel' },
        { id: 't2', project: 'p1', status: 'done', summary: 'Blog' },
        { id: 't3', project: 'p2', status: 'open', summary: 'Story' },
      ])
      .execute();
  });
  afterAll(() => db.destroy());

  /** A statement with constants of its own beside its arguments, one of them used twice. */
  const build = (project: string, status: string) =>
    db
      .selectFrom('tickets as t')
      .select([
        't.id',
        (eb) =>
          eb.selectFrom('projects as p').select('p.name').whereRef('p.id', '=', 't.project').as('brand'),
      ])
      .where('t.project', '=', project)
      .where((eb) => eb.or([eb('t.status', '=', status), eb('t.summary', '=', 'Blog')]))
      .where('t.id', '!=', sql.val<string>(project))
      .orderBy('t.id');

  it('answers what the statement built on each call answers, for every argument', async () => {
    const once = compiledOnce(db, 2, build);
    for (const [project, status] of [
      ['p1', 'open'],
      ['p1', 'done'],
      ['p2', 'open'],
      ['p2', 'done'],
      ['none', 'open'],
    ] as const) {
      expect(await once(project, status)).toEqual(await build(project, status).execute());
    }
    expect(await once('p1', 'open')).toEqual([
      { id: 't1', brand: 'Roastery' },
      { id: 't2', brand: 'Roastery' },
    ]);
  });

  it('refuses a statement that writes an argument into its text, or leaves one out', () => {
    expect(() =>
      compiledOnce(db, 1, (id: string) =>
        db.selectFrom('tickets').select('id').where('id', '=', sql.lit(id)),
      ),
    ).toThrow(/argument 0 is written into the text/);
    expect(() =>
      compiledOnce(db, 2, (id: string, _unused: string) =>
        db.selectFrom('tickets').select('id').where('id', '=', id),
      ),
    ).toThrow(/argument 1 is bound nowhere/);
  });
});
