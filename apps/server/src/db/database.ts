import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { withCommitHooks } from './commit-hooks.js';
import { withPreparedStatements } from './prepared-statements.js';
import type { DatabaseSchema } from './schema.js';
import { withStatementCache } from './statement-cache.js';

export type Db = Kysely<DatabaseSchema>;
/**
 * A module's handle on the database, typed with its own tables only (its `<module>.tables.ts`):
 * the compiler then refuses a query of another module's table
 * (docs/architecture.md#modules-own-their-tables). The whole-schema `Db` and its transactions
 * are assignable to it, so a module is handed the one connection and the caller's transaction.
 */
export type TablesDb<Tables> = Kysely<Tables>;

/**
 * The caller's handle or transaction, seen as one module's tables: how a module's narrow
 * function takes the caller's transaction (typed with the whole schema) and still queries only
 * its own tables.
 */
export const ownTables = <Tables extends Partial<DatabaseSchema>>(db: Db): TablesDb<Tables> =>
  // Nothing changes at run time: the same handle, its type narrowed to a part of the schema.
  db as unknown as TablesDb<Tables>;
export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL: the schema our tables live in. */
  schema?: string;
  /** PostgreSQL: the connection URL (a process's live-update listener opens its own connection). */
  url?: string;
  /** PostgreSQL: the pool's connections now (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** True when a trivial query answers. Used by GET /api/ready. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// COUNT(*) and BIGINT come back as strings from pg; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export interface DatabaseOptions {
  /** PostgreSQL only: the schema to work in (tests use one schema per run). */
  searchPath?: string;
  poolSize?: number;
  /**
   * False for a database that is thrown away (tests): commits are not flushed to disk. A killed
   * process still keeps what it committed (the operating system has it), a power cut would not.
   */
  durable?: boolean;
}

export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): Database {
  return config.kind === 'sqlite'
    ? createSqlite(config.file, options)
    : createPostgres(config.url, { poolSize: config.poolSize, ...options });
}

function createSqlite(file: string, { durable = true }: DatabaseOptions = {}): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new BetterSqlite3(file);
  // WAL lets readers run while one writer writes; synchronous=FULL makes an acknowledged
  // write survive power loss (writes here are few); busy_timeout waits for the lock
  // instead of failing when a second process (the worker, `npm run migrate`) holds it.
  connection.pragma('journal_mode = WAL');
  connection.pragma(durable ? 'synchronous = FULL' : 'synchronous = OFF');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  // Lets SQLite refresh the statistics its planner uses when they are stale; cheap on open.
  connection.pragma('optimize = 0x10002');
  const db = new Kysely<DatabaseSchema>({
    dialect: withCommitHooks(
      new SqliteDialect({ database: withImmediateTransactions(withStatementCache(connection)) }),
    ),
  });
  return {
    db,
    dialect: 'sqlite',
    ping: () => pingWith(db),
    close: () => db.destroy(),
  };
}

function createPostgres(url: string, options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Fail fast when the server is down instead of hanging a request.
    connectionTimeoutMillis: 5_000,
    // A page of tickets is a few milliseconds of work: starting parallel workers for it cost
    // more than the query (tag + 3 assignees by due date: 21 ms with two workers, 3.4 ms without,
    // EXPLAIN ANALYZE on 100,000 tickets), and under load they compete with other requests.
    options: [
      '-c max_parallel_workers_per_gather=0',
      ...(options.searchPath ? [`-c search_path=${options.searchPath}`] : []),
      ...(options.durable === false ? ['-c synchronous_commit=off'] : []),
    ].join(' '),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<DatabaseSchema>({
    dialect: withCommitHooks(new PostgresDialect({ pool: withPreparedStatements(pool) })),
  });
  return {
    db,
    dialect: 'postgres',
    schema: options.searchPath ?? 'public',
    url,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: () => pingWith(db),
    close: () => db.destroy(),
  };
}

/**
 * Kysely opens SQLite transactions with a plain (deferred) `begin`: the write lock is taken at
 * the first write. With several processes on one file (WEB_CONCURRENCY, a separate worker) a
 * transaction that read first then fails at once with SQLITE_BUSY when another process wrote
 * meanwhile: busy_timeout cannot help, its snapshot is already stale. `begin immediate` takes
 * the write lock up front, waiting up to busy_timeout for it, so such transactions queue instead.
 * Inside one process Kysely already runs one transaction at a time, so nothing waits longer.
 */
export function withImmediateTransactions(database: SqliteDatabase): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare: (sql) => database.prepare(/^begin$/i.test(sql) ? 'begin immediate' : sql),
  };
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
