import { type MigrationResultSet, Migrator, sql } from 'kysely';
import { runIdentityMigrations } from '../modules/auth/auth.migrations.js';
import type { Database } from './database.js';
import { migrations } from './migrations/index.js';

export class MigrationError extends Error {}

/**
 * Applies every pending migration; throws with the failing migration's name. The identity
 * service's tables come first: ours reference its "user" table.
 */
export async function migrateToLatest(database: Database): Promise<MigrationResultSet> {
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
