// Starting and stopping the processes a bench run measures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port nobody listens on now (the server needs a known one: it is part of its public URL). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns `node …args` and resolves once it prints the port it listens on. */
export function startProcess(args, { cwd, env, nodeOptions = [] }) {
  const child = spawn(process.execPath, [...nodeOptions, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += String(chunk);
      const match = /PORT=(\d+)|running at http:\/\/localhost:(\d+)/.exec(output);
      if (!match) return;
      child.stdout.off('data', onData);
      // Keep draining what it prints later (warnings) so it never blocks on a full pipe.
      child.stdout.resume();
      resolve({
        child,
        port: Number(match[1] ?? match[2]),
        // SIGTERM lets the server finish and write a CPU profile when one was asked for.
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited with ${code} before listening:\n${output}`)),
    );
  });
}

/**
 * The production server (`entry`, apps/server/dist/main.js unless given) on a fresh data folder,
 * one process unless `processes` says more (WEB_CONCURRENCY); `reuse` starts it again on another
 * server's data (its database and keys). `env` adds to or replaces its settings.
 */
export async function startApiServer(
  databaseUrl,
  {
    processes = 1,
    reuse,
    env = {},
    entry = path.join(root, 'apps/server/dist/main.js'),
    nodeOptions = [],
  } = {},
) {
  const dataDir = reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-bench-'));
  const port = reuse?.port ?? (await freePort());
  const server = await startProcess([entry], {
    cwd: root,
    nodeOptions,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      WEB_CONCURRENCY: String(processes),
      LOG_LEVEL: 'warn',
      // The bench measures throughput, not the limiter: lift the per-client limit.
      RATE_LIMIT_MAX: '1000000000',
      ...env,
    },
  });
  const baseUrl = `http://localhost:${server.port}`;
  return {
    pid: server.child.pid,
    port: server.port,
    dataDir,
    baseUrl: `http://127.0.0.1:${server.port}`,
    origin: baseUrl,
    databaseUrl: databaseUrl || `sqlite:${path.join(dataDir, 'app.db')}`,
    /** `keepData`: stop the process but leave its data for the next start. */
    async stop({ keepData = false } = {}) {
      await server.stop();
      if (!keepData && !process.env.BENCH_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
