// One autocannon run per scenario: requests per second and latency percentiles computed
// from every response's own time (autocannon's summary has no p95), and the server's own CPU
// time per request, which other work on the machine skews far less than requests per second.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';

/** Clock ticks per second of /proc/<pid>/stat (100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds a process has used so far (Linux; NaN elsewhere). */
function ownCpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** The process's children (a cluster's API processes), from /proc (Linux; none elsewhere). */
export function childrenOf(pid) {
  try {
    const tasks = fs.readdirSync(`/proc/${pid}/task`);
    return tasks.flatMap((task) =>
      fs
        .readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

/** CPU seconds of the server: the process and, when it is a cluster's primary, its API processes. */
function cpuSeconds(pid) {
  return [pid, ...childrenOf(pid)].reduce((sum, each) => sum + ownCpuSeconds(each), 0);
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function run(options, onResponse) {
  const instance = autocannon(options);
  if (onResponse) instance.on('response', onResponse);
  return instance;
}

/**
 * `scenario`: { title, url, headers?, paths? } — `paths`, when given, are requested in turn
 * (e.g. different ticket uids) instead of `url`'s own path; `connections`, when given, replaces
 * the run's (one caller at a time shows a call's own latency, not the queue's). `pid`: the
 * server's process.
 */
export async function measure(scenario, { connections, duration, warmup = 2, pid }) {
  const base = {
    url: scenario.url,
    connections: scenario.connections ?? connections,
    headers: scenario.headers ?? {},
    ...(scenario.method ? { method: scenario.method } : {}),
    ...(scenario.body ? { body: scenario.body } : {}),
  };
  if (scenario.freshHeader) {
    const name = scenario.freshHeader;
    base.requests = [
      { setupRequest: (request) => ({ ...request, headers: { ...request.headers, [name]: randomUUID() } }) },
    ];
  }
  if (scenario.paths) {
    let next = 0;
    const paths = scenario.paths;
    base.requests = [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
  }
  // A short warm-up so JIT, statement caches and connection pools settle first.
  await run({ ...base, duration: warmup });
  const times = [];
  const cpuBefore = cpuSeconds(pid);
  const result = await run({ ...base, duration }, (_client, statusCode, _bytes, ms) => {
    if (statusCode < 300) times.push(ms);
  });
  const cpu = cpuSeconds(pid) - cpuBefore;
  // A refusal means the scenario is wrong, not slow; timeouts are a result to show.
  if (result.non2xx > 0) throw new Error(`${scenario.title}: ${result.non2xx} non-2xx replies`);
  times.sort((a, b) => a - b);
  return {
    title: scenario.title,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    cpuUs: (cpu * 1e6) / result.requests.total,
    errors: result.errors,
  };
}

const ms = (value) => value.toFixed(1).padStart(7);
const ratioOf = (value) => (value >= 0.1 ? value.toFixed(2) : value.toFixed(3));

/**
 * The table: one line per scenario with the server's CPU time per request, and the ratio
 * to the hello-world baseline (its first row) last.
 */
export function printTable(heading, rows, hello) {
  console.log(`\n${heading}`);
  console.log(`${'scenario'.padEnd(44)}   req/s    p50 ms  p95 ms  p99 ms  cpu µs/req  vs hello-world`);
  for (const row of rows) {
    const cpu = Number.isFinite(row.cpuUs) ? row.cpuUs.toFixed(0) : '-';
    const notes = [
      row.target ? `(target ${row.target})` : '',
      row.errors ? `${row.errors} errors/timeouts` : '',
    ].join('  ');
    console.log(
      `${row.title.padEnd(44)} ${row.rps.toFixed(0).padStart(7)}  ${ms(row.p50)} ${ms(row.p95)} ${ms(row.p99)}  ${cpu.padStart(10)}  ${ratioOf(row.rps / hello.rps).padStart(6)}  ${notes}`.trimEnd(),
    );
  }
}
