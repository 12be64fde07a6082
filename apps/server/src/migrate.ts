import { loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';

/** `npm run migrate`: applies pending migrations and reports each one. */
async function main() {
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    const { results } = await migrateToLatest(database);
    if (!results || results.length === 0) console.log('Database is up to date.');
    for (const r of results ?? [])
      console.log(`${r.status === 'Success' ? 'applied' : r.status}: ${r.migrationName}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
