import { getMigrations } from 'better-auth/db/migration';
import type { Database } from '../../db/database.js';
import { identitySchemaOptions } from './auth.identity.js';

/**
 * Creates or extends the identity service's tables (user, session, account, verification,
 * jwks). Runs before our own migrations, whose tables reference "user". Idempotent: it
 * only adds what is missing, and refuses changes that would lose data.
 */
export async function runIdentityMigrations(database: Database): Promise<string[]> {
  const { toBeCreated, toBeAdded, runMigrations } = await getMigrations(identitySchemaOptions(database), {
    throwOnUnsafe: true,
  });
  await runMigrations();
  return [...toBeCreated.map((t) => `create ${t.table}`), ...toBeAdded.map((t) => `extend ${t.table}`)];
}
