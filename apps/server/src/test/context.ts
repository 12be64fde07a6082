import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppDeps, buildApp } from '../app.js';
import { type AppConfig, type DatabaseConfig, loadConfig } from '../config.js';
import { createDatabase, type Database, type DatabaseOptions } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * A real app on a real, empty database for one test file: SQLite in a temporary folder, or,
 * when the project runs with TEST_DB=postgres, a fresh schema of TEST_POSTGRES_URL that is
 * dropped afterwards (so parallel test files never see each other's rows).
 */
export const testDialect: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestContext {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
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

export async function openTestDatabase(): Promise<{
  database: Database;
  target: TestDatabaseTarget;
  /** Runs schema changes (migrations) one test process at a time on PostgreSQL. */
  serializeDdl<T>(work: () => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}> {
  if (testDialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-db-'));
    const target: TestDatabaseTarget = {
      config: { kind: 'sqlite', file: path.join(dir, 'test.db') },
      options: {},
    };
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
  const schema = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const target: TestDatabaseTarget = {
    config: { kind: 'postgres', url },
    options: { searchPath: schema, poolSize: 4 },
  };
  const database = openDatabaseTarget(target);
  return {
    database,
    target,
    serializeDdl: (work) => withDdlLock(url, work),
    dispose: async () => {
      await database.close();
      await withDdlLock(url, async () => {
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop schema if exists ${schema} cascade`);
        await cleanup.end();
      });
    },
  };
}

/** Any number shared by the test processes: the advisory lock that serialises their DDL. */
const DDL_LOCK_KEY = 815_015;

/**
 * Test files run in parallel workers, each in its own schema. One worker's migrations read the
 * catalogue (Kysely's introspector lists every schema's tables and columns) while another's
 * create or drop tables, which PostgreSQL may answer with a column that has just gone. So a
 * schema's migrations and its drop take one advisory lock, one worker at a time.
 */
async function withDdlLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [DDL_LOCK_KEY]);
    return await work();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [DDL_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}

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
  const { database, dispose, serializeDdl } = await openTestDatabase();
  // buildApp migrates the new schema: one worker's DDL at a time (withDdlLock).
  const app = await serializeDdl(() => buildApp(config, { ...options.deps, database }));
  await options.beforeReady?.(app, { database });
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    serializeDdl,
    close: async () => {
      await app.close();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
