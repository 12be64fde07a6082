import { type MigrationResultSet, Migrator, sql } from 'kysely';
import pg from 'pg';
import { runIdentityMigrations } from '../modules/auth/auth.migrations.js';
import type { Database } from './database.js';
import { migrations } from './migrations/index.js';

export class MigrationError extends Error {}

/**
 * Applies every pending migration; throws with the failing migration's name. The identity
 * service's tables come first: ours reference its "user" table.
 */
export async function migrateToLatest(database: Database): Promise<MigrationResultSet> {
  return withMigrationLock(database, () => migrate(database));
}

/**
 * On PostgreSQL, one process migrates at a time: processes started together on an empty
 * database (several API processes and workers of a deployment) would otherwise create the
 * identity tables twice and fail. The lock is a session advisory lock on a connection of its
 * own, so the pool stays free for the migrations; the next process then finds nothing to do.
 */
async function withMigrationLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres' || !database.url) return work();
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => {});
  await client.connect();
  const key = `expertos-migrate:${database.schema ?? 'public'}`;
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [key]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => {});
    await client.end().catch(() => {});
  }
}

async function migrate(database: Database): Promise<MigrationResultSet> {
  await runIdentityMigrations(database);
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    // Without the schema, Kysely looks for its bookkeeping tables in every schema and can
    // find another tenant's (or another test run's) instead of creating its own.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(
      `Migration ${failed} failed: ${String((result.error as Error).message ?? result.error)}`,
      {
        cause: result.error,
      },
    );
  }
  // Fresh tables and indexes: let SQLite gather the statistics its query planner reads.
  if (database.dialect === 'sqlite' && result.results?.length)
    await sql`pragma optimize`.execute(database.db);
  return result;
}
