// The whole server in its own process (the HTTP API with its in-process job worker, as
// `npm start` runs it), on a database the test shares, for the kill -9 fault test. It says
// `READY <port>` once it listens; the test kills it with SIGKILL — no cleanup, no goodbye.
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import type { TestDatabaseTarget } from './context.js';

const target = JSON.parse(process.env.SERVER_DB_TARGET ?? '') as TestDatabaseTarget;
const database = createDatabase(target.config, target.options);
const config = loadConfig(process.env);
// The test migrated the database before the first start.
const app = await buildApp(config, { database, migrate: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);
