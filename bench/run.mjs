#!/usr/bin/env node
// `npm run bench`: measures the API against a bare Fastify hello-world started in the same
// run, with autocannon, and prints requests per second, p99 latency and the ratio to the
// baseline. A benchmark, not a test: it asserts nothing. Later issues add scenarios here.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function startProcess(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      const match = /PORT=(\d+)|running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1] ?? match[2]) });
    });
    child.on('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited with ${code} before listening:\n${output}`)),
    );
  });
}

async function measure(title, url) {
  // A short warm-up so JIT and connection pools settle before the measured run.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${title}: ${result.non2xx} non-2xx replies and ${result.errors} errors`);
  }
  return { title, rps: result.requests.average, p99: result.latency.p99 };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-bench-'));
const baseline = await startProcess([path.join(root, 'bench/hello-world.mjs')], { PORT: '0' });
const server = await startProcess([path.join(root, 'apps/server/dist/main.js')], {
  NODE_ENV: 'production',
  PORT: '4390',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  // The bench measures throughput, not the limiter: lift the per-client limit.
  RATE_LIMIT_MAX: '1000000000',
});

try {
  console.log(`autocannon: ${connections} connections, ${duration} s per scenario\n`);
  const hello = await measure('fastify hello-world', `http://127.0.0.1:${baseline.port}/`);
  const rows = [
    hello,
    await measure('GET /api/health', `http://127.0.0.1:${server.port}/api/health`),
    await measure('GET /api/roles', `http://127.0.0.1:${server.port}/api/roles`),
  ];
  console.log('scenario               req/s     p99 ms   vs hello-world');
  for (const row of rows) {
    const ratio = (row.rps / hello.rps).toFixed(2);
    console.log(
      `${row.title.padEnd(22)} ${row.rps.toFixed(0).padStart(7)}   ${String(row.p99).padStart(6)}   ${ratio}`,
    );
  }
} finally {
  baseline.child.kill('SIGTERM');
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
