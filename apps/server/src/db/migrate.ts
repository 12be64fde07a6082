import { type MigrationResultSet, Migrator } from 'kysely';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';

export class MigrationError extends Error {}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Migration ${failed} failed: ${String((result.error as Error).message ?? result.error)}`, {
      cause: result.error,
    });
  }
  return result;
}
