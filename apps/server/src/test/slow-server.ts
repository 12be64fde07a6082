// A real server process for the graceful-shutdown test: the production app and the
// production listen/shutdown code, plus one slow route. Prints its port once listening.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { listenWithGracefulShutdown } from '../server.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-slow-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.SLOW_LOG ?? 'silent',
  PORT: '0',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: dataDir,
});
const app = await buildApp(config);
app.get(
  '/api/test/slow',
  { config: { access: 'public' }, schema: { response: { 200: z.object({ finished: z.boolean() }) } } },
  async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return { finished: true };
  },
);
app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
await listenWithGracefulShutdown(app, config);
const address = app.server.address();
process.stdout.write(`PORT=${typeof address === 'object' && address ? address.port : 0}\n`);
