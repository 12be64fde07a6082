import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { createWorkerProcess } from './background.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';

/** `npm run worker`: the job worker alone (run the API with RUN_WORKER=false beside it). */
async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = createDatabase(config.database);
  await migrateToLatest(database);
  const { worker, platform } = createWorkerProcess(config, database, logger);
  // Tells the API processes about the live events its jobs raise (a reminder's notification).
  await platform.realtime.start();
  worker.start();
  closeWithGrace({ delay: config.shutdownGraceMs, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'worker stopping after an error');
    else logger.info({ signal }, 'worker stopping: finishing the jobs in hand');
    await worker.stop();
    await platform.realtime.close();
    await database.close();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
