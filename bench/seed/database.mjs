// Opens the database the bench server uses, so the generator can write rows directly (far
// faster than the API), and makes a fresh PostgreSQL database for each run.
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';

/** `sqlite:/path/app.db` or `postgres://…`, as the server's DATABASE_URL reads it. */
export function openDatabase(url) {
  if (url.startsWith('sqlite:')) {
    const connection = new BetterSqlite3(url.slice('sqlite:'.length));
    // The server set WAL on the file; this connection only writes the bench data, so it may
    // skip the fsync per commit that the server keeps for real writes.
    connection.pragma('synchronous = OFF');
    connection.pragma('busy_timeout = 10000');
    // Random uuid keys touch pages all over the indexes: keep them in memory while seeding.
    connection.pragma('cache_size = -262144');
    // The generator writes consistent rows by construction: no need to check every reference.
    connection.pragma('foreign_keys = OFF');
    return { dialect: 'sqlite', db: new Kysely({ dialect: new SqliteDialect({ database: connection }) }) };
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return { dialect: 'postgres', db: new Kysely({ dialect: new PostgresDialect({ pool }) }) };
}

function withDatabaseName(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A database of its own for one bench run on the PostgreSQL server `adminUrl` points at,
 * dropped afterwards (WITH (FORCE): the server's pool may still hold connections).
 */
export async function createPostgresDatabase(adminUrl) {
  const name = `expertos_bench_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabaseName(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The state a live database reaches on its own after a bulk of inserts: fresh planner
 * statistics, and on PostgreSQL a vacuumed visibility map (autovacuum does both after
 * inserts), without which no index-only scan is possible.
 */
export async function settle(db, dialect) {
  if (dialect === 'postgres') {
    await sql.raw('vacuum analyze').execute(db);
    return;
  }
  await sql.raw('analyze').execute(db);
  // Fold the write-ahead log into the database file, so the server reads what a database at
  // rest looks like rather than a log of every page just written.
  await sql.raw('pragma wal_checkpoint(truncate)').execute(db);
}
