import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
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
// A worker that exits (Playwright replaces it after a failure) takes its servers with it: a
// server left running would hold its port, and the next journey on that port would talk to it.
process.on('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

/** Whether nothing listens on `port` of the loopback address. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

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
  // A server already there (left by an earlier run, or another journey's) would answer /api/ready
  // below as if it were this one, with its own data and perhaps an older build.
  if (!(await portIsFree(port))) {
    throw new Error(`port ${port} is taken: a server is still running there (\`ss -ltnp | grep ${port}\`)`);
  }
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
    // Ready only counts while this server runs: a reply from anything else is not it.
    if (ready && child.exitCode === null) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = child.exitCode;
      await exited;
      throw new Error(
        code === null
          ? `the server on ${port} did not start within ${APP_SERVER_START_MS / 1000} s`
          : `the server on ${port} exited with code ${code} while starting`,
      );
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
