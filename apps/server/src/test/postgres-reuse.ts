import fs from 'node:fs';
import pg from 'pg';

/**
 * PostgreSQL test databases given back and used again, instead of a new copy of the template
 * for every test file and a drop after it (docs/testing.md#where-the-time-goes). Measured on
 * 2 cores: copying the 13 MB template took 0.2–1.1 s, most of it the kernel creating and
 * removing the copy's ~430 files, on every one of the PostgreSQL tier's test files; emptying a
 * used copy back to the template's rows takes about 20 ms.
 *
 * A copy is used again only when it is exactly as the template made it but for rows: the
 * template records any schema change (an event trigger on every DDL command, which a test that
 * turns a trigger off or runs a migration makes) and a changed copy is dropped as before. Rows
 * are emptied with triggers and foreign keys off (`session_replication_role`), the template's
 * own rows (the migrations' bookkeeping, built-in roles) put back and its sequences rewound.
 * Every other connection to the copy is ended first, so nothing a test left running writes
 * into the next test's database.
 */

/** Statements run once on the migrated template, after its migrations: what `reset` needs. */
export const REUSE_SETUP = [
  'create schema test_reuse',
  'create table test_reuse.ddl_seen (tag text not null)',
  'create table test_reuse.seeds (name text primary key, rows json not null)',
  `create table test_reuse.sequences (name text primary key, last_value bigint, is_called boolean not null)`,
  // The template's own rows, table by table, as they are after the migrations.
  `do $$
  declare r record; n bigint;
  begin
    for r in select tablename from pg_tables where schemaname = 'public' loop
      execute format('select count(*) from public.%I', r.tablename) into n;
      if n > 0 then
        execute format('insert into test_reuse.seeds select %L, json_agg(t) from public.%I t', r.tablename, r.tablename);
      end if;
    end loop;
  end $$`,
  `insert into test_reuse.sequences
     select format('public.%I', sequencename), coalesce(last_value, start_value), last_value is not null
     from pg_sequences where schemaname = 'public'`,
  `create function test_reuse.note_ddl() returns event_trigger language plpgsql as $$
  begin
    insert into test_reuse.ddl_seen values (tg_tag);
  end $$`,
  `create function test_reuse.reset() returns boolean language plpgsql as $$
  declare r record;
  begin
    if exists (select 1 from test_reuse.ddl_seen) then return false; end if;
    perform pg_terminate_backend(pid, 5000) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid();
    perform set_config('session_replication_role', 'replica', true);
    for r in select tablename from pg_tables where schemaname = 'public' loop
      execute format('delete from public.%I', r.tablename);
    end loop;
    for r in select name, rows from test_reuse.seeds loop
      execute format('insert into public.%I select * from json_populate_recordset(null::public.%I, $1)', r.name, r.name)
        using r.rows;
    end loop;
    for r in select name, last_value, is_called from test_reuse.sequences loop
      perform setval(r.name, r.last_value, r.is_called);
    end loop;
    return true;
  end $$`,
  // Last, so the set-up above is not counted as a change.
  'create event trigger test_reuse_ddl on ddl_command_end execute function test_reuse.note_ddl()',
];

/**
 * Empties a used copy back to the template's rows; false when it cannot be used again (its
 * schema changed, or the reset failed), and the caller drops it.
 */
export async function emptied(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ ok: boolean }>('select test_reuse.reset() as ok');
    return rows[0]?.ok === true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A copy's name: the test process's id first, so copies a finished process left behind can be found. */
export const copyName = (id: string) => `t_${process.pid}_${id}`;

/** The process's parent, where /proc tells it (Linux), else null. */
const parentOf = (pid: number): number | null => {
  try {
    // The field after the name in parentheses, which may itself hold spaces.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Drops the copies of test processes that are gone, and with `ofChildren` those of this
 * process's own children (the test workers, once every test is done): a process keeps its last
 * copies for the next file and cannot drop them as it exits. Run when the PostgreSQL tier
 * starts and ends.
 */
export async function dropOrphanCopies(url: string, { ofChildren = false } = {}): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname ~ '^t_[0-9]+_'`,
    );
    let dropped = 0;
    for (const { datname } of rows) {
      const pid = Number(datname.split('_')[1]);
      const done = !alive(pid) || (ofChildren && parentOf(pid) === process.pid);
      if (pid === process.pid || !done) continue;
      await client.query(`drop database if exists "${datname}" with (force)`);
      dropped++;
    }
    return dropped;
  } finally {
    await client.end();
  }
}
