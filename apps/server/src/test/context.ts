import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppDeps, buildApp } from '../app.js';
import { type AppConfig, type DatabaseConfig, loadConfig } from '../config.js';
import { createDatabase, type Database, type DatabaseOptions } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { testPasswordHashing } from './password-hashing.js';
import { copyName, emptied, REUSE_SETUP } from './postgres-reuse.js';

/**
 * A real app on a real, empty database for one test file: SQLite in a temporary folder, or,
 * when the project runs with TEST_DB=postgres, a database of its own copied from a migrated
 * template on TEST_POSTGRES_URL's server and dropped afterwards (so parallel test files never see
 * each other's rows).
 */
export const testDialect: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestContext {
  app: FastifyInstance;
  /** The app's configuration; its `database` is not the test database (see `target`). */
  config: AppConfig;
  database: Database;
  /** Where the test database lives (another connection, a config pointing at it). */
  target: TestDatabaseTarget;
  dataDir: string;
  /** Runs schema work (a rebuilt app's migrations) under the lock the test processes share. */
  serializeDdl<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface TestOptions {
  env?: Record<string, string>;
  deps?: Omit<AppDeps, 'database'>;
  /** Called after buildApp and before ready, e.g. to add a route the test needs. */
  beforeReady?: (app: FastifyInstance, deps: { database: Database }) => void | Promise<void>;
}

/**
 * Where a test database lives, as plain data: enough for a second connection or another
 * process (a worker killed mid-job) to open the same database, or the same PostgreSQL schema.
 */
export interface TestDatabaseTarget {
  config: DatabaseConfig;
  options: DatabaseOptions;
}

/** Another connection (pool) to the same test database; the caller closes it. */
export function openDatabaseTarget(target: TestDatabaseTarget): Database {
  return createDatabase(target.config, target.options);
}

/**
 * A test database of its own: a copy of the migrated template (a file on SQLite, a database on
 * PostgreSQL), unless `empty` asks for one without any table (the migrations' own test).
 */
export async function openTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<{
  database: Database;
  target: TestDatabaseTarget;
  /** Runs schema work; each test database is its own, so nothing to serialise any more. */
  serializeDdl<T>(work: () => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}> {
  if (testDialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-db-'));
    const file = path.join(dir, 'test.db');
    if (!empty) fs.copyFileSync(await migratedSqliteTemplate(), file);
    // Thrown away after the test: no flush to disk per commit (db/database.ts).
    const target: TestDatabaseTarget = { config: { kind: 'sqlite', file }, options: { durable: false } };
    const database = openDatabaseTarget(target);
    return {
      database,
      target,
      // One SQLite file per test: nothing shared to serialise.
      serializeDdl: (work) => work(),
      dispose: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_POSTGRES_URL');
  // A copy this process used before and emptied (postgres-reuse.ts), else a new one.
  const reused = empty ? undefined : reusable.pop();
  const name = reused ?? copyName(randomUUID().replaceAll('-', ''));
  if (empty) await adminQuery(url, `create database "${name}"`);
  else if (!reused) {
    // Copying a template is refused while anything else copies it: one at a time (~0.1 s).
    // The default strategy (WAL_LOG): FILE_COPY's checkpoints made it slower here.
    const copy = async () => {
      const from = await migratedTemplate(url);
      await withDdlLock(url, () => adminQuery(url, `create database "${name}" template "${from}"`));
    };
    try {
      await copy();
    } catch (error) {
      // Another checkout with other migrations, sharing this server, dropped our template as
      // stale: make it again, once.
      if (!/does not exist/.test(String((error as Error).message))) throw error;
      template = undefined;
      await copy();
    }
  }
  const target: TestDatabaseTarget = {
    config: { kind: 'postgres', url: databaseUrl(url, name) },
    options: { poolSize: 4, durable: false },
  };
  const database = openDatabaseTarget(target);
  return {
    database,
    target,
    // A database of its own: another worker's DDL never touches what this one reads.
    serializeDdl: (work) => work(),
    dispose: async () => {
      await database.close();
      if (!empty && reusable.length < REUSABLE_MOST && (await emptied(databaseUrl(url, name))))
        reusable.push(name);
      else await adminQuery(url, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * Copies this process emptied after their test, for its next ones (postgres-reuse.ts): as many
 * as a test opens at once, at most this many.
 */
const reusable: string[] = [];
const REUSABLE_MOST = 3;

/** TEST_POSTGRES_URL with another database name. */
function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * One connection per test process for the server's housekeeping (copying, dropping, the lock):
 * a new one per statement cost a connection's start each, four per test. The client runs its
 * queries one after another; withDdlLock keeps the process's own copies apart.
 */
let admin: Promise<pg.Client> | undefined;
function adminClient(url: string): Promise<pg.Client> {
  admin ??= (async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // Ends with the process (a test worker), never holding it open.
    (client as unknown as { connection: { stream: { unref(): void } } }).connection.stream.unref();
    client.on('error', () => {
      admin = undefined;
    });
    return client;
  })();
  return admin;
}

async function adminQuery(url: string, text: string, values: unknown[] = []) {
  return (await adminClient(url)).query(text, values);
}

const TEMPLATE_PREFIX = 'expertos_tpl_';
let template: Promise<string> | undefined;

/**
 * The migrated database every PostgreSQL test database is copied from (CREATE DATABASE …
 * TEMPLATE), made once per set of migrations by whichever test process needs it first. Each
 * test file used to migrate a fresh schema under a lock all workers share (about 1.1 s each,
 * one worker at a time); a copy takes about 0.3 s. Named by a digest of the migration files, so
 * a changed migration makes a new template and the old ones are dropped.
 */
function migratedTemplate(url: string): Promise<string> {
  template ??= withDdlLock(url, async () => {
    const name = `${TEMPLATE_PREFIX}${migrationsDigest()}`;
    const found = await adminQuery(url, 'select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const stale = await adminQuery(url, 'select datname from pg_database where starts_with(datname, $1)', [
      TEMPLATE_PREFIX,
    ]);
    for (const row of stale.rows as { datname: string }[])
      await adminQuery(url, `drop database if exists "${row.datname}" with (force)`);
    // Built under another name and renamed once migrated: a run killed half-way leaves no
    // half-migrated template behind under the real name.
    const building = `${name}_building`;
    await adminQuery(url, `drop database if exists "${building}" with (force)`);
    await adminQuery(url, `create database "${building}"`);
    const database = createDatabase({ kind: 'postgres', url: databaseUrl(url, building) }, { poolSize: 1 });
    try {
      await migrateToLatest(database);
    } finally {
      await database.close();
    }
    const setup = new pg.Client({ connectionString: databaseUrl(url, building) });
    await setup.connect();
    try {
      for (const statement of REUSE_SETUP) await setup.query(statement);
    } finally {
      await setup.end();
    }
    await adminQuery(url, `alter database "${building}" rename to "${name}"`);
    return name;
  });
  return template;
}

let sqliteTemplate: Promise<string> | undefined;

/**
 * The migrated SQLite file every SQLite test database is copied from (a copy is a few
 * milliseconds, migrating about 0.2 s). Shared by the test processes through the temporary
 * folder under a digest of the migrations; made under a private name and renamed into place,
 * so a process never copies a half-made one.
 */
/**
 * Where the migrated template lives: the system's temporary folder as it was when this module
 * loaded. A test may point TMPDIR at a folder of its own and delete it afterwards
 * (uploads-hardening.int.test.ts); files share a worker's modules, so the template must not
 * follow it there.
 */
const TEMPLATE_DIR = os.tmpdir();

async function migratedSqliteTemplate(): Promise<string> {
  // Made again should something have removed it since (a cleaned temporary folder).
  if (sqliteTemplate && !fs.existsSync(await sqliteTemplate)) sqliteTemplate = undefined;
  sqliteTemplate ??= (async () => {
    const file = path.join(TEMPLATE_DIR, `expertos-template-${migrationsDigest()}.db`);
    if (fs.existsSync(file)) return file;
    const building = `${file}.${process.pid}.${randomUUID()}`;
    const database = createDatabase({ kind: 'sqlite', file: building });
    try {
      await migrateToLatest(database);
    } finally {
      // Closing checkpoints the write-ahead log into the file: the copy needs nothing else.
      await database.close();
    }
    fs.renameSync(building, file);
    for (const extra of ['-wal', '-shm']) fs.rmSync(`${building}${extra}`, { force: true });
    return file;
  })();
  return sqliteTemplate;
}

/** A digest of the migrations' source: any change to one makes another template. */
function migrationsDigest(): string {
  const dir = fileURLToPath(new URL('../db/migrations/', import.meta.url));
  // The reuse set-up is part of the template too.
  const hash = createHash('sha256').update(REUSE_SETUP.join('\n'));
  for (const file of fs.readdirSync(dir).sort())
    hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Any number shared by the test processes: the advisory lock that serialises their DDL. */
const DDL_LOCK_KEY = 815_015;

/**
 * Test files run in parallel workers. Making the template and copying it are done one worker at
 * a time under this advisory lock: PostgreSQL refuses to copy a template that another session is
 * using, which includes another copy being made.
 */
async function withDdlLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  // The advisory lock is held by the process's one housekeeping connection, and a session may
  // take it again while holding it: within the process, one at a time by this chain instead.
  const turn = ddlTurn.then(async () => {
    await adminQuery(url, 'select pg_advisory_lock($1)', [DDL_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await adminQuery(url, 'select pg_advisory_unlock($1)', [DDL_LOCK_KEY]).catch(() => undefined);
    }
  });
  ddlTurn = turn.catch(() => undefined);
  return turn;
}
let ddlTurn: Promise<unknown> = Promise.resolve();

/**
 * A test database with the whole schema, migrated under the DDL lock like createTestContext's:
 * tests of the platform (jobs, mail, events) and of a service alone start here. Migrating
 * outside the lock raced another worker dropping its schema ("schema … does not exist").
 */
export async function openMigratedTestDatabase(): Promise<Awaited<ReturnType<typeof openTestDatabase>>> {
  const opened = await openTestDatabase();
  await opened.serializeDdl(() => migrateToLatest(opened.database));
  return opened;
}

export async function createTestContext(options: TestOptions = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://localhost:3000',
    // Tests that need background work turn the worker on themselves.
    RUN_WORKER: 'false',
    ...options.env,
  });
  const { database, target, dispose, serializeDdl } = await openTestDatabase();
  // buildApp migrates the new schema: one worker's DDL at a time (withDdlLock).
  const deps = options.deps ?? {};
  // The cheap hashing unless a test asks for the product's own (passwordHashing: undefined).
  const passwordHashing = 'passwordHashing' in deps ? deps.passwordHashing : testPasswordHashing;
  // A copy of the migrated template has nothing to migrate: buildApp's check of that (a lock
  // and a read of the migrations table) is left out unless the test asks for it.
  const app = await serializeDdl(() =>
    buildApp(config, {
      migrate: false,
      ...deps,
      ...(passwordHashing ? { passwordHashing } : {}),
      database,
    }),
  );
  await options.beforeReady?.(app, { database });
  await app.ready();
  return {
    app,
    config,
    database,
    target,
    dataDir,
    serializeDdl,
    close: async () => {
      await app.close();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
