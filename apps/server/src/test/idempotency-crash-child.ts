// The whole server in its own process, as server-child.ts starts it, with one addition for the
// Idempotency-Key fault test: a request carrying `x-test-stop-after-commit` says
// `COMMITTED <path>` once its handler has committed and returned, then never answers — the test
// kills the process there with SIGKILL, between the change and its reply.
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import type { TestDatabaseTarget } from './context.js';

const target = JSON.parse(process.env.SERVER_DB_TARGET ?? '') as TestDatabaseTarget;
const database = createDatabase(target.config, target.options);
const app = await buildApp(loadConfig(process.env), { database, migrate: false });
// Before the reply is written or kept: the handler's transaction has committed by now.
app.addHook('preSerialization', async (request, _reply, payload) => {
  if (!request.headers['x-test-stop-after-commit']) return payload;
  process.stdout.write(`COMMITTED ${request.url}\n`);
  return new Promise(() => {});
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);
