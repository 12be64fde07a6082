// The production server for the browser bench: a fresh data directory and SQLite database,
// the per-client rate limit lifted (loading 10,000 tickets is 200 list calls in a minute).
// The same start-up as bench/run.mjs, which keeps its own private.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startProcess } from '../processes.mjs';

export async function startAppServer(root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-bench-ui-'));
  const port = await freePort();
  const server = await startProcess([path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      // The browser opens this origin: the API accepts browser calls only from it.
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000000',
    },
  });
  return {
    /** What the browser opens. */
    origin: `http://localhost:${server.port}`,
    /** What Node calls (no name lookup). */
    baseUrl: `http://127.0.0.1:${server.port}`,
    databaseUrl: `sqlite:${path.join(dataDir, 'app.db')}`,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
