#!/usr/bin/env node
// `npm run bench`: measures the production build of the API against a bare Fastify
// hello-world started in the same run, with autocannon on the same machine, and prints
// requests per second, p50/p95/p99 latency and the ratio to the baseline. The tickets
// scenarios run on a generated workspace (bench/seed) on SQLite, and on PostgreSQL too when
// BENCH_POSTGRES_URL (or TEST_POSTGRES_URL) names a server: each run gets a fresh database.
// A benchmark, not a test: it asserts nothing beyond "every reply was a 2xx".
//
// Environment: BENCH_TICKETS (100000), BENCH_CONNECTIONS (32), BENCH_DURATION (10 s per
// scenario), BENCH_SCENARIOS (only titles containing this text, or one of several: `a|b`), BENCH_CPU_PROF (a directory:
// the server writes a V8 CPU profile there when it stops; read it with bench/cpu-profile.mjs),
// BENCH_SERVER (another build's entry file instead of apps/server/dist/main.js, to compare),
// BENCH_SCALING=0 (leave out the 1-and-2-process table). Servers run one process (WEB_CONCURRENCY=1)
// except in that table.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureExport } from './export.mjs';
import { measure, printTable } from './measure.mjs';
import { startApiServer, startProcess } from './processes.mjs';
import { createPostgresDatabase } from './seed/database.mjs';
import { seedWorkspace } from './seed/index.mjs';
import { idToken } from './seed/people.mjs';
import { checkScenarios, ticketScenarios } from './tickets-scenarios.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const settings = {
  duration: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
};
const tickets = Number(process.env.BENCH_TICKETS ?? 100_000);
const only = process.env.BENCH_SCENARIOS ?? '';
const cpuProfileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const serverEntry = path.resolve(process.env.BENCH_SERVER || path.join(root, 'apps/server/dist/main.js'));
const postgresUrl = process.env.BENCH_POSTGRES_URL || process.env.TEST_POSTGRES_URL || '';

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const wanted = only.split('|');
const selected = (scenarios) => scenarios.filter((s) => wanted.some((part) => s.title.includes(part)));
// BENCH_SCENARIOS='csv export' measures only the export (after seeding).

/** The production server (bench/processes.mjs), with this run's CPU profile and entry. */
const startServer = (databaseUrl, options = {}) =>
  startApiServer(databaseUrl, {
    ...options,
    entry: serverEntry,
    nodeOptions: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
  });

/**
 * The baseline, measured again beside each table: seeding and other work on the machine
 * shift every figure, so each ratio is taken against a hello-world of the same minutes.
 */
const measureHello = () =>
  measure(
    { title: 'fastify hello-world', url: `http://127.0.0.1:${baseline.port}/` },
    { ...settings, pid: baseline.child.pid },
  );

async function measureAll(scenarios, pid) {
  const rows = [await measureHello()];
  for (const scenario of scenarios) {
    const row = { ...(await measure(scenario, { ...settings, pid })), target: scenario.target };
    console.log(`  ${row.title}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99.toFixed(1)} ms`);
    rows.push(row);
  }
  return rows;
}

/** The list scenario whose requests per second should grow with the processes (issue 18). */
const SCALING_SCENARIO = 'tickets list, member, status+type (workspace)';

/**
 * The same list on the same data served by 1, then 2 API processes (WEB_CONCURRENCY): the
 * second row should reach 1.7 × the first. The load generator shares the machine's cores.
 */
async function scalingRun(server, seededScenarios) {
  const scenario = seededScenarios.find((s) => s.title === SCALING_SCENARIO);
  if (!scenario) return [];
  const rows = [await measureHello()];
  await server.stop({ keepData: true });
  for (const processes of [1, 2]) {
    const again = await startServer(undefined, { processes, reuse: server });
    try {
      const row = await measure(
        { ...scenario, title: `${scenario.title}, ${processes} process${processes > 1 ? 'es' : ''}` },
        { ...settings, pid: again.pid },
      );
      console.log(`  ${row.title}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99.toFixed(1)} ms`);
      rows.push({
        ...row,
        target: processes === 2 ? `${(1.7 * rows[1].rps).toFixed(0)} req/s (1.7 × 1 process)` : '',
      });
    } finally {
      await again.stop({ keepData: true });
    }
  }
  return rows;
}

/**
 * The list scenarios again on the same data with no reply kept (LIST_CACHE_MB=0): what a list
 * costs when its workspace changed since it was last asked for (every request a miss).
 */
async function uncachedRun(server, seededScenarios) {
  const lists = seededScenarios.filter((s) => s.title.startsWith('tickets list'));
  if (lists.length === 0) return [];
  await server.stop({ keepData: true });
  const again = await startServer(server.databaseUrl, { reuse: server, env: { LIST_CACHE_MB: '0' } });
  try {
    return await measureAll(
      lists.map((s) => ({ ...s, title: `${s.title}, nothing kept` })),
      again.pid,
    );
  } finally {
    await again.stop({ keepData: true });
  }
}

/** Seeds a workspace through `server` and measures every tickets scenario on it. */
async function ticketsRun(server, label) {
  const started = Date.now();
  const seeded = await seedWorkspace({
    baseUrl: server.baseUrl,
    origin: server.origin,
    databaseUrl: server.databaseUrl,
    tickets,
    log: (line) => console.log(`${label}: ${line}`),
  });
  console.log(`${label}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // ID tokens live 15 minutes and a large seed takes longer: take fresh ones for the scenarios.
  for (const person of [seeded.owner, seeded.member])
    person.token = await idToken(server.baseUrl, server.origin, person.cookie);
  // The member's API key, for the key-versus-token figure and the MCP server (issue 43).
  const made = await fetch(`${server.baseUrl}/api/me/api-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${seeded.member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', scopes: ['tickets:write'] }),
  });
  if (made.status !== 201)
    throw new Error(`making the member's API key: ${made.status} ${await made.text()}`);
  seeded.member.apiKey = (await made.json()).secret;
  const scenarios = selected(ticketScenarios(server.baseUrl, seeded));
  await checkScenarios(scenarios);
  const rows = await measureAll(scenarios, server.pid);
  if (only === '' || wanted.some((part) => 'csv export'.includes(part)))
    exportLines.push(
      await measureExport({
        baseUrl: server.baseUrl,
        pid: server.pid,
        workspaceId: seeded.workspaceId,
        token: seeded.owner.token,
        label,
      }),
    );
  return { rows, scenarios };
}

console.log(
  `autocannon: ${settings.connections} connections, ${settings.duration} s per scenario, ` +
    `${os.cpus().length} CPUs shared by client, servers and database; ${tickets} tickets; ` +
    `load average ${loadAverage()}\n`,
);
const baseline = await startProcess([path.join(root, 'bench/hello-world.mjs')], {
  cwd: root,
  env: { PORT: '0' },
});
const tables = [];
/** The CSV export's figures, printed after the tables. */
const exportLines = [];
try {
  const sqlite = await startServer();
  try {
    const basics = selected([
      { title: 'GET /api/health', url: `${sqlite.baseUrl}/api/health`, target: '0.6' },
      { title: 'GET /api/roles', url: `${sqlite.baseUrl}/api/roles`, target: '0.4' },
    ]);
    tables.push(['Public routes (SQLite)', await measureAll(basics, sqlite.pid)]);
    const { rows, scenarios } = await ticketsRun(sqlite, 'sqlite');
    tables.push([`Tickets, SQLite, ${tickets} tickets, one process`, rows]);
    const uncached = await uncachedRun(sqlite, scenarios);
    if (uncached.length > 0)
      tables.push([`Tickets, SQLite, ${tickets} tickets, one process, LIST_CACHE_MB=0`, uncached]);
    if (process.env.BENCH_SCALING !== '0') {
      const scaling = await scalingRun(sqlite, scenarios);
      if (scaling.length > 0)
        tables.push([`Every core: SQLite, ${tickets} tickets, 1 and 2 API processes`, scaling]);
    }
  } finally {
    await sqlite.stop();
  }

  if (postgresUrl) {
    const database = await createPostgresDatabase(postgresUrl);
    try {
      const postgres = await startServer(database.url);
      try {
        const { rows, scenarios } = await ticketsRun(postgres, 'postgres');
        tables.push([`Tickets, PostgreSQL, ${tickets} tickets, one process`, rows]);
        const uncached = await uncachedRun(postgres, scenarios);
        if (uncached.length > 0)
          tables.push([`Tickets, PostgreSQL, ${tickets} tickets, one process, LIST_CACHE_MB=0`, uncached]);
      } finally {
        await postgres.stop();
      }
    } finally {
      if (process.env.BENCH_KEEP_DATA) console.log(`PostgreSQL database kept: ${database.url}`);
      else await database.drop();
    }
  } else {
    console.log('\n(PostgreSQL skipped: set BENCH_POSTGRES_URL or TEST_POSTGRES_URL to include it)');
  }

  for (const [heading, rows] of tables) printTable(heading, rows, rows[0]);
  if (exportLines.length > 0)
    console.log(`\nCSV export (target: flat memory)\n  ${exportLines.join('\n  ')}`);
  console.log(`\nLoad average at the end: ${loadAverage()} (other work on the machine skews every figure).`);
  console.log(
    'Targets (issue 18): member status+type list ≥ 0.05 × hello-world with p99 ≤ 50 ms; every list ≥ 0.02 × ' +
      'with p99 ≤ 100 ms; ticket by uid ≥ 0.10 ×; health ≥ 0.6 ×; roles ≥ 0.4 ×; PostgreSQL within 1.5 × of SQLite; ' +
      '2 processes ≥ 1.7 × 1 process on the list.',
  );
} finally {
  await baseline.stop();
}
