import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from './context.js';

/**
 * A PostgreSQL test database used again after a test (postgres-reuse.ts) is as the template
 * made it: a test never sees the rows, sequences or connections of the one before it, and a
 * database whose schema a test changed is dropped rather than handed on.
 */
describe('PostgreSQL test databases used again', () => {
  const urlOf = (opened: Awaited<ReturnType<typeof openTestDatabase>>) =>
    (opened.target.config as { url: string }).url;

  it('hands the next test the template’s rows only, its sequence rewound, no connection left', async () => {
    const first = await openTestDatabase();
    const db = first.database.db;
    await sql`insert into realtime_events (type, workspace_id, audience, data, created_at)
      values ('ticket.created', 'w1', 'workspace', '{}', '2026-12-03T00:00:00.000Z')`.execute(db);
    await sql`delete from roles where key = 'external'`.execute(db);
    await sql`update roles set name = 'Renamed' where key = 'admin'`.execute(db);
    // Something the test left running, connected to its database.
    const leftOver = new pg.Client({ connectionString: urlOf(first) });
    await leftOver.connect();
    const ended = new Promise<void>((resolve) => leftOver.on('error', () => resolve()));
    await first.dispose();

    const second = await openTestDatabase();
    try {
      expect(urlOf(second)).toBe(urlOf(first));
      const next = second.database.db;
      const events = await sql<{ n: string }>`select count(*) as n from realtime_events`.execute(next);
      expect(Number(events.rows[0]?.n)).toBe(0);
      const roles = await sql<{
        key: string;
        name: string;
      }>`select key, name from roles order by rank desc`.execute(next);
      expect(roles.rows).toEqual([
        { key: 'admin', name: 'Admin' },
        { key: 'member', name: 'Member' },
        { key: 'external', name: 'External' },
      ]);
      const id = await sql<{
        id: string;
      }>`insert into realtime_events (type, workspace_id, audience, data, created_at)
        values ('ticket.created', 'w1', 'workspace', '{}', '2026-12-03T00:00:00.000Z') returning id`.execute(
        next,
      );
      expect(Number(id.rows[0]?.id)).toBe(1);
      await ended;
    } finally {
      await leftOver.end().catch(() => undefined);
      await second.dispose();
    }
  });

  it('drops a database whose schema a test changed instead of handing it on', async () => {
    const changed = await openTestDatabase();
    await sql`alter table roles add column note text`.execute(changed.database.db);
    await changed.dispose();

    const next = await openTestDatabase();
    try {
      expect(urlOf(next)).not.toBe(urlOf(changed));
      const name = new URL(urlOf(changed)).pathname.slice(1);
      const left = await sql<{
        n: string;
      }>`select count(*) as n from pg_database where datname = ${name}`.execute(next.database.db);
      expect(Number(left.rows[0]?.n)).toBe(0);
      const columns = await sql<{ n: string }>`select count(*) as n from information_schema.columns
        where table_name = 'roles' and column_name = 'note'`.execute(next.database.db);
      expect(Number(columns.rows[0]?.n)).toBe(0);
    } finally {
      await next.dispose();
    }
  });
});
