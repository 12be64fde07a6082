// The recurring tickets' daily run in its own process, for the kill -9 test: it makes every
// active series' occurrences in the test's database until the test kills it with SIGKILL
// mid-run (no cleanup, a transaction perhaps open).
import path from 'node:path';
import { createWorkerProcess } from '../background.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import type { RecurringService } from '../modules/recurring/recurring.service.js';
import type { Logger } from '../platform/logger.js';
import type { TestDatabaseTarget } from './context.js';

const target = JSON.parse(process.env.RECURRING_DB_TARGET ?? '') as TestDatabaseTarget;
const dataDir = process.env.RECURRING_DATA_DIR ?? '';
const database = createDatabase(target.config, target.options);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  PUBLIC_URL: 'http://localhost:3000',
  RUN_WORKER: 'false',
});
const silent = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent } as unknown as Logger;
const { modules } = createWorkerProcess(config, database, silent);
const recurring = (
  modules.find((module) => module.name === 'recurring') as unknown as {
    services: { recurring: RecurringService };
  }
).services.recurring;
process.stdout.write('READY\n');
await recurring.makeAllAhead();
process.stdout.write('DONE\n');
