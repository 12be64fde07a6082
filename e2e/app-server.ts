import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface AppServer {
  /** The server's data directory (its SQLite database is `app.db` there). */
  dataDir: string;
  /** Stops the server and deletes its data, unless `keepData` (to start it again on the same data). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** Servers started and not yet stopped, so a journey cut off while one starts leaves none behind. */
const started = new Set<ChildProcess>();

/**
 * Stops every server this worker started that is still running: for a journey's afterEach,
 * since a journey that times out while a server starts never got its handle to stop it (and
 * the server would hold the port its retry needs).
 */
export async function stopStrayServers(): Promise<void> {
  await Promise.all(
    [...started].map(async (child) => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        await exited;
      }
      started.delete(child);
    }),
  );
}

/** How long a server may take to answer /api/ready: it migrates a new database first, on a busy CI machine. */
export const APP_SERVER_START_MS = 60_000;

/**
 * Starts the production build on a fresh SQLite database for journeys that need the server
 * set up differently from the shared one (billing on, AI on), sending its mail to the
 * journeys' mail catcher. Answers once `/api/ready` does.
 */
export async function startAppServer(
  port: number,
  env: Record<string, string>,
  { dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-e2e-app-')) }: { dataDir?: string } = {},
): Promise<AppServer> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 4325}`,
      MAIL_FROM: 'Expertos <no-reply@expertos.test>',
      JOBS_POLL_MS: '200',
      RATE_LIMIT_MAX: '5000',
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // One API process: these servers are for one journey at a time, and a second process
      // only doubles the start-up work on a machine the other journeys keep busy.
      WEB_CONCURRENCY: '1',
      ...env,
    },
  });
  started.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      started.delete(child);
      resolve();
    }),
  );
  const deadline = Date.now() + APP_SERVER_START_MS;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      throw new Error(`the server on ${port} did not start within ${APP_SERVER_START_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    dataDir,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await exited;
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
