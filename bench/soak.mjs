#!/usr/bin/env node
// `npm run bench:soak`: the production server on every core (the cluster: a primary running the
// job worker and one API process per core) under a team's mixed load for a long time, on SQLite
// and on PostgreSQL. People read lists, open tickets, edit, comment, attach small files and make
// tickets, each with a live stream open; mentions make notifications and e-mail jobs. Every
// interval it prints each process's memory and heap, the worst event-loop delay p99, request
// p99 per action, the job queue and the streams open. It exits 1 when, after the warm-up, a
// process's memory grows more than 10 %, an action's p99 drifts more than 20 % (and more than
// 5 ms: a 3 → 4 ms wobble is noise, not drift), a process restarts, or any answer is a 5xx or a
// failed connection. Drift is the trend of the intervals' p99s over the run (soak/drift.mjs:
// a few slow minutes are not a drift, a steady rise is), and it counts only when Sen's range for
// the trend stays above zero (the minutes' p99s rise, not wander), with the 5 % risk of a false
// alarm shared by the actions judged; the range and the first and last thirds' p99s are printed
// beside it.
//
// Environment: BENCH_SOAK_MINUTES (30), BENCH_SOAK_WARMUP_MINUTES (5, at most a third of the run),
// BENCH_SOAK_PEOPLE (50), BENCH_SOAK_THINK_MS (2000: a person's mean pause between steps),
// BENCH_SOAK_TICKETS (20000), BENCH_SOAK_INTERVAL_S (60), BENCH_SOAK_DB (sqlite, postgres or
// both: `sqlite,postgres`; PostgreSQL is included when BENCH_POSTGRES_URL or TEST_POSTGRES_URL
// names a server), BENCH_SOAK_PROCESSES (one per core), BENCH_SOAK_CPU_PROF (a directory: every
// process writes a V8 CPU profile there when it stops; read one with bench/cpu-profile.mjs),
// BENCH_SOAK_STEADY=1 (each ticket made deletes the oldest the run made, once it has made 400:
// the workspace keeps its size), BENCH_SOAK_RAW (a file: every answer as a JSON line
// `{ db, s, action, ms, status, bytes }`, for a look at the run afterwards). On PostgreSQL each
// interval also prints what the backends waited on and the busiest tables' rows, dead rows and
// vacuums, and where pg_stat_statements is loaded the verdict sets each costly statement's time
// and buffer pages per call early against late (soak/postgres.mjs). Every interval prints the
// machine's pace too, steal and a fixed probe's CPU time (soak/cpu.mjs): a slower machine slows
// every side at once, and only the probe tells it from the server's drift.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile } from './measure.mjs';
import { startApiServer } from './processes.mjs';
import { createPostgresDatabase } from './seed/database.mjs';
import { seedWorkspace } from './seed/index.mjs';
import { randomSource } from './seed/tickets.mjs';
import { cpuSeconds, cpusNow, machineBusy, probeMs, procStatNow, stealShare } from './soak/cpu.mjs';
import { p99Trend } from './soak/drift.mjs';
import { scrape } from './soak/metrics.mjs';
import { runPeople } from './soak/people.mjs';
import {
  describePostgres,
  describeSettings,
  describeStatementDrift,
  statementDrift,
  watchPostgres,
} from './soak/postgres.mjs';

const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
const warmupMinutes = Math.min(Number(process.env.BENCH_SOAK_WARMUP_MINUTES ?? 5), minutes / 3);
const peopleCount = Number(process.env.BENCH_SOAK_PEOPLE ?? 50);
const thinkMs = Number(process.env.BENCH_SOAK_THINK_MS ?? 2000);
const tickets = Number(process.env.BENCH_SOAK_TICKETS ?? 20_000);
const intervalMs = Number(process.env.BENCH_SOAK_INTERVAL_S ?? 60) * 1000;
const processes = Number(process.env.BENCH_SOAK_PROCESSES ?? os.availableParallelism());
const postgresUrl = process.env.BENCH_POSTGRES_URL || process.env.TEST_POSTGRES_URL || '';
const cpuProfileDir = process.env.BENCH_SOAK_CPU_PROF
  ? path.resolve(process.env.BENCH_SOAK_CPU_PROF)
  : undefined;
const steady = process.env.BENCH_SOAK_STEADY === '1';
const raw = process.env.BENCH_SOAK_RAW
  ? createWriteStream(path.resolve(process.env.BENCH_SOAK_RAW))
  : undefined;
const databases = (process.env.BENCH_SOAK_DB ?? (postgresUrl ? 'sqlite,postgres' : 'sqlite')).split(',');

const LIMITS = { rssGrowth: 0.1, p99Drift: 0.2, p99DriftFloorMs: 5 };
const ACTION_ORDER = ['list', 'open', 'open comments', 'edit', 'comment', 'upload', 'create', 'delete'];

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
const pad = (text, width) => String(text).padStart(width);

/** Every answer, kept per interval: `{ action → [ms…] }` and its bytes, and what went wrong. */
function createRecorder(label) {
  let current = new Map();
  let bytes = new Map();
  const problems = { errors: [], clientErrors: new Map() };
  const started = Date.now();
  return {
    record(action, ms, status, error, size = 0) {
      raw?.write(
        `${JSON.stringify({ db: label, s: (Date.now() - started) / 1000, action, ms: Math.round(ms * 10) / 10, status, bytes: size })}\n`,
      );
      if (status === 0 || status >= 500) {
        problems.errors.push(`${action}: ${status === 0 ? String(error?.cause ?? error) : status}`);
        return;
      }
      if (status >= 400) {
        const key = `${action} ${status}`;
        problems.clientErrors.set(key, (problems.clientErrors.get(key) ?? 0) + 1);
        return;
      }
      if (action === 'stream') return;
      if (!current.has(action)) current.set(action, []);
      current.get(action).push(ms);
      bytes.set(action, (bytes.get(action) ?? 0) + size);
    },
    /** The interval's times and answer bytes per action, and a fresh interval. */
    take() {
      const taken = { times: current, bytes };
      current = new Map();
      bytes = new Map();
      return taken;
    },
    problems,
  };
}

async function soak(database, label) {
  const token = randomBytes(24).toString('hex');
  const server = await startApiServer(database.url, {
    processes,
    // The API processes inherit the primary's flags (node:cluster), so each writes its own.
    nodeOptions: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
    // Fifty sign-ups from one address: lift the account limit for the seed.
    env: { METRICS_TOKEN: token, LOG_LEVEL: 'error', AUTH_RATE_LIMIT_MAX: '1000000' },
  });
  const controller = new AbortController();
  try {
    const seeded = await seedWorkspace({
      baseUrl: server.baseUrl,
      origin: server.origin,
      databaseUrl: server.databaseUrl,
      tickets,
      extraMembers: Math.max(0, peopleCount - 1),
      log: (line) => console.log(`${label}: ${line}`),
    });
    const people = [seeded.member, ...seeded.others].slice(0, peopleCount);
    console.log(
      `${label}: ${people.length} people, ${processes} API processes, ${minutes} min ` +
        `(${warmupMinutes} warm-up), a step every ~${thinkMs} ms each` +
        `${steady ? ', the workspace kept at its size' : ''}\n`,
    );
    const recorder = createRecorder(label);
    const postgres = database.url ? await watchPostgres(database.url) : undefined;
    if (postgres) {
      console.log(`${label}: PostgreSQL's settings: ${describeSettings(postgres.settings)}`);
      console.log(
        `${label}: ${postgres.statements ? 'per-statement figures from pg_stat_statements' : 'pg_stat_statements is not loaded (shared_preload_libraries), so no per-statement figures'}\n`,
      );
    }
    let streamsHere = 0;
    const random = randomSource(11).next;
    const running = runPeople({
      baseUrl: server.baseUrl,
      origin: server.origin,
      seeded,
      people,
      thinkMs,
      random,
      signal: controller.signal,
      record: recorder.record,
      steady,
      onStream: (delta) => {
        streamsHere += delta;
      },
    });

    const rows = [];
    const started = Date.now();
    console.log(
      `${label}:  min   RSS MB per process   heap MB per process   loop p99 ms   req/s  ` +
        `${ACTION_ORDER.map((a) => pad(a, a.length > 6 ? a.length : 6)).join(' ')}   jobs pend/dead  oldest s  streams` +
        '   CPU ms/req server/db/driver  busy  steal  probe ms',
    );
    let cpuBefore = cpuSeconds(server.pid);
    let cpusBefore = cpusNow();
    let statBefore = procStatNow();
    for (let minute = 1; Date.now() - started < minutes * 60_000; minute++) {
      await new Promise((resolve) => setTimeout(resolve, started + minute * intervalMs - Date.now()));
      const { times, bytes } = recorder.take();
      const probe = probeMs();
      const figures = await scrape(server.baseUrl, token);
      const cpuAfter = cpuSeconds(server.pid);
      const cpusAfter = cpusNow();
      const cpu = Object.fromEntries(
        Object.keys(cpuAfter).map((side) => [side, cpuAfter[side] - cpuBefore[side]]),
      );
      const busy = machineBusy(cpusBefore, cpusAfter);
      const statAfter = procStatNow();
      const steal = stealShare(statBefore, statAfter);
      [cpuBefore, cpusBefore, statBefore] = [cpuAfter, cpusAfter, statAfter];
      const row = {
        at: (Date.now() - started) / 60_000,
        times,
        bytes,
        ...figures,
        streamsHere,
        cpu,
        busy,
        steal,
        probe,
      };
      rows.push(row);
      printRow(label, row, intervalMs);
      if (postgres) {
        const database = await postgres.take();
        row.statements = database.statements;
        for (const line of describePostgres(database)) console.log(`${label}:        ${line}`);
      }
    }
    controller.abort();
    await running;
    await postgres?.stop();
    return verdict(label, rows, recorder.problems);
  } finally {
    controller.abort();
    await server.stop();
  }
}

function printRow(label, row, interval) {
  const pids = Object.keys(row.processes).sort();
  const rss = pids.map((pid) => mb(row.processes[pid].rss)).join('/');
  const heap = pids.map((pid) => mb(row.processes[pid].heap)).join('/');
  const loop = Math.max(...pids.map((pid) => row.processes[pid].loopP99));
  const requests = requestsIn(row);
  const p99s = ACTION_ORDER.map((action) => {
    const sorted = (row.times.get(action) ?? []).sort((a, b) => a - b);
    return pad(
      sorted.length ? percentile(sorted, 99).toFixed(0) : '-',
      action.length > 6 ? action.length : 6,
    );
  });
  console.log(
    `${label}: ${pad(row.at.toFixed(1), 4)}   ${pad(rss, 18)}   ${pad(heap, 19)}   ${pad(loop.toFixed(0), 11)}   ` +
      `${pad((requests / (interval / 1000)).toFixed(0), 5)}  ${p99s.join(' ')}   ` +
      `${pad(`${row.jobs.pending}/${row.jobs.dead}`, 14)}  ${pad(row.jobs.oldestDueSeconds.toFixed(0), 8)}  ` +
      `${pad(row.streams, 7)}   ${pad(perRequest(row.cpu, requests).join('/'), 28)}  ${pad((row.busy * 100).toFixed(0), 3)} %  ` +
      `${pad(Number.isNaN(row.steal) ? '-' : (row.steal * 100).toFixed(1), 4)} %  ${pad(row.probe.toFixed(2), 8)}`,
  );
}

/** CPU milliseconds per answered request, per side (server, database, driver). */
const perRequest = (cpu, requests) =>
  ['server', 'database', 'driver'].map((side) =>
    Number.isNaN(cpu[side]) || requests === 0 ? '-' : ((cpu[side] * 1000) / requests).toFixed(2),
  );

const requestsIn = (row) => [...row.times.values()].reduce((sum, list) => sum + list.length, 0);

/** p99 of an action over a run of rows. */
function p99Over(rows, action) {
  const all = rows.flatMap((row) => row.times.get(action) ?? []).sort((a, b) => a - b);
  return { p99: all.length ? percentile(all, 99) : Number.NaN, count: all.length };
}

function verdict(label, rows, problems) {
  const measured = rows.filter((row) => row.at > warmupMinutes + 1e-9);
  const failures = [];
  const lines = [];
  if (measured.length < 3) {
    failures.push(`too short to judge: ${measured.length} intervals after the warm-up (at least 3)`);
  } else {
    const first = measured[0];
    const last = measured.at(-1);
    for (const pid of Object.keys(first.processes)) {
      const after = last.processes[pid];
      if (!after) {
        failures.push(`process ${pid} is gone (restarted?)`);
        continue;
      }
      const growth = after.rss / first.processes[pid].rss - 1;
      const heapGrowth = after.heap / first.processes[pid].heap - 1;
      lines.push(
        `process ${pid}: RSS ${mb(first.processes[pid].rss)} → ${mb(after.rss)} MB (${(growth * 100).toFixed(1)} %), ` +
          `heap ${mb(first.processes[pid].heap)} → ${mb(after.heap)} MB (${(heapGrowth * 100).toFixed(1)} %)`,
      );
      if (growth > LIMITS.rssGrowth)
        failures.push(`process ${pid}'s memory grew ${(growth * 100).toFixed(1)} % after the warm-up`);
    }
    const third = Math.max(1, Math.floor(measured.length / 3));
    const lineOf = (action) => measured.map((row) => ({ at: row.at, ...p99Over([row], action) }));
    // The lines judged together share the false-alarm risk (soak/drift.mjs, FALSE_ALARM).
    const family = ACTION_ORDER.filter((action) => p99Trend(lineOf(action))).length;
    for (const action of ACTION_ORDER) {
      const early = p99Over(measured.slice(0, third), action);
      const late = p99Over(measured.slice(-third), action);
      if (early.count === 0 || late.count === 0) continue;
      const trend = p99Trend(lineOf(action), family);
      const size = (part) =>
        part.reduce((sum, row) => sum + (row.bytes.get(action) ?? 0), 0) /
        Math.max(
          1,
          part.reduce((sum, row) => sum + (row.times.get(action)?.length ?? 0), 0),
        );
      const thirds =
        `first third → last third ${early.p99.toFixed(1)} → ${late.p99.toFixed(1)} ms (${early.count} and ${late.count} answers, ` +
        `${size(measured.slice(0, third)).toFixed(0)} → ${size(measured.slice(-third)).toFixed(0)} bytes each)`;
      if (!trend) {
        lines.push(`${action}: too few answers per interval for a trend; ${thirds}`);
        continue;
      }
      const percent = (ratio) =>
        Number.isFinite(ratio) ? `${(ratio * 100).toFixed(0)}` : ratio > 0 ? '∞' : '−∞';
      const drift =
        `${trend.start.toFixed(1)} → ${trend.end.toFixed(1)} ms (${percent(trend.drift)} %, ` +
        `range ${percent(trend.low)} … ${percent(trend.high)} %)`;
      lines.push(`${action}: p99 trend ${drift} over ${trend.intervals} intervals; ${thirds}`);
      const over = trend.drift > LIMITS.p99Drift && trend.end - trend.start > LIMITS.p99DriftFloorMs;
      if (over && trend.low > 0) failures.push(`${action}'s p99 drifted ${drift}`);
      else if (over)
        lines.push(
          `  ${action}: over the limit, but the range reaches below zero: the minutes' p99s wander, they do not rise`,
        );
    }
    // Work per request, early and late: a rise says which side does more as the day goes on.
    const cpuOver = (part) => {
      const requests = part.reduce((sum, row) => sum + requestsIn(row), 0);
      const sum = (side) => part.reduce((total, row) => total + row.cpu[side], 0);
      return perRequest(
        { server: sum('server'), database: sum('database'), driver: sum('driver') },
        requests,
      );
    };
    lines.push(
      `CPU ms per request, server/database/driver: first third ${cpuOver(measured.slice(0, third)).join('/')}, ` +
        `last third ${cpuOver(measured.slice(-third)).join('/')}`,
    );
    // The same fixed work in the driver, early and late: a rise is the machine slowing, for every side.
    const median = (part, field) => {
      const values = part.map((row) => row[field]).filter((value) => !Number.isNaN(value));
      values.sort((a, b) => a - b);
      return values.length ? values[Math.floor(values.length / 2)] : Number.NaN;
    };
    lines.push(
      `the machine: the probe's fixed work took ${median(measured.slice(0, third), 'probe').toFixed(2)} → ` +
        `${median(measured.slice(-third), 'probe').toFixed(2)} ms of CPU (median of the thirds' intervals); ` +
        `steal ${(median(measured.slice(0, third), 'steal') * 100).toFixed(1)} → ${(median(measured.slice(-third), 'steal') * 100).toFixed(1)} %`,
    );
    if (measured[0].statements) {
      lines.push('the statements with the most database time, first third → last third:');
      const drift = statementDrift(
        measured.slice(0, third).map((row) => row.statements),
        measured.slice(-third).map((row) => row.statements),
      );
      for (const line of describeStatementDrift(drift)) lines.push(`  ${line}`);
    }
    const lag = Math.max(...measured.map((row) => row.jobs.oldestDueSeconds));
    lines.push(
      `job queue: oldest due job waited at most ${lag.toFixed(0)} s; ${last.jobs.dead} dead at the end`,
    );
  }
  if (problems.errors.length > 0)
    failures.push(
      `${problems.errors.length} errors (5xx or failed connections), first: ${problems.errors.slice(0, 3).join('; ')}`,
    );
  if (problems.clientErrors.size > 0)
    lines.push(
      `4xx answers (expected ones, e.g. a 409 edit conflict): ${[...problems.clientErrors].map(([k, n]) => `${k} × ${n}`).join(', ')}`,
    );
  console.log(
    `\n${label}, after the warm-up (memory: first interval → last; p99: the trend of the intervals' p99s):`,
  );
  for (const line of lines) console.log(`  ${line}`);
  for (const failure of failures) console.log(`  FAIL: ${failure}`);
  if (failures.length === 0) console.log('  every figure within its limit');
  return failures.length === 0;
}

console.log(
  `soak: ${minutes} min on ${databases.join(' and ')}, ${os.cpus().length} CPUs shared by the people, ` +
    `the server and the database; limits: RSS +${LIMITS.rssGrowth * 100} %, p99 +${LIMITS.p99Drift * 100} % ` +
    `(and +${LIMITS.p99DriftFloorMs} ms)\n`,
);
let passed = true;
for (const kind of databases) {
  if (kind === 'sqlite') passed = (await soak({ url: undefined }, 'sqlite')) && passed;
  else if (kind === 'postgres') {
    if (!postgresUrl)
      throw new Error('BENCH_SOAK_DB names postgres: set BENCH_POSTGRES_URL or TEST_POSTGRES_URL');
    const database = await createPostgresDatabase(postgresUrl);
    try {
      passed = (await soak(database, 'postgres')) && passed;
    } finally {
      await database.drop();
    }
  } else throw new Error(`BENCH_SOAK_DB: unknown database ${kind} (sqlite or postgres)`);
}
if (raw) await new Promise((resolve) => raw.end(resolve));
process.exit(passed ? 0 : 1);
