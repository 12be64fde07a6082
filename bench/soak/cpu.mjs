// CPU time spent by each side of the soak, read from /proc (Linux; elsewhere the figures are
// absent): the server (its primary and every process under it), the database server's processes
// (PostgreSQL's backends, autovacuum and the rest: every process named `postgres`), and this
// driver. Divided by the requests answered in an interval, it tells a drift's kind: CPU per
// request that rises means some side does more work per request as the day goes on (and which
// side); flat CPU per request under rising latency means waiting, not work.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux the project runs on

/**
 * One line of /proc/<pid>/stat: `{ ppid, comm, cpuSeconds }`. cpuSeconds counts the process's
 * own time and that of its children that ended (cutime, cstime): PostgreSQL's backends come and
 * go with the pool's connections, and one that ended counts on in its parent's figure, so a
 * side's sum only ever grows.
 */
export function parseStat(stat) {
  // `pid (comm) state ppid …`: comm may hold spaces and parentheses, so split at the last ')'.
  const close = stat.lastIndexOf(')');
  const comm = stat.slice(stat.indexOf('(') + 1, close);
  const fields = stat.slice(close + 2).split(' ');
  // After comm: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
  const ticks = [11, 12, 13, 14].reduce((sum, field) => sum + Number(fields[field]), 0);
  return { ppid: Number(fields[1]), comm, cpuSeconds: ticks / TICKS_PER_SECOND };
}

/** `{ pid, ppid, comm, cpuSeconds }` of every process, or [] where /proc is not there. */
function processes() {
  let entries;
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const list = [];
  for (const pid of entries) {
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone between the listing and the read
    }
    list.push({ pid: Number(pid), ...parseStat(stat) });
  }
  return list;
}

/** Cumulative CPU seconds so far: `{ server, database, driver }` (server and database NaN off Linux). */
export function cpuSeconds(serverPid) {
  const all = processes();
  if (all.length === 0) return { server: Number.NaN, database: Number.NaN, driver: driverSeconds() };
  const children = new Map();
  for (const proc of all) {
    if (!children.has(proc.ppid)) children.set(proc.ppid, []);
    children.get(proc.ppid).push(proc);
  }
  let server = 0;
  const stack = all.filter((proc) => proc.pid === serverPid);
  while (stack.length > 0) {
    const proc = stack.pop();
    server += proc.cpuSeconds;
    stack.push(...(children.get(proc.pid) ?? []));
  }
  const database = all
    .filter((proc) => proc.comm === 'postgres' || proc.comm.startsWith('postgres:'))
    .reduce((sum, proc) => sum + proc.cpuSeconds, 0);
  return { server, database, driver: driverSeconds() };
}

function driverSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** The machine's CPUs, busy share over an interval: from two `os.cpus()` readings. */
export function machineBusy(before, after) {
  let busy = 0;
  let total = 0;
  after.forEach((cpu, index) => {
    const was = before[index]?.times;
    if (!was) return;
    const spent = Object.fromEntries(
      Object.entries(cpu.times).map(([key, value]) => [key, value - was[key]]),
    );
    const all = Object.values(spent).reduce((sum, value) => sum + value, 0);
    total += all;
    busy += all - spent.idle;
  });
  return total > 0 ? busy / total : Number.NaN;
}

export const cpusNow = () => os.cpus();

/**
 * The machine's stolen share over an interval (time the hypervisor gave this virtual machine's
 * CPUs to others), from two readings of /proc/stat's `cpu` line; NaN off Linux. A server that
 * slows while steal rises is the host's doing, not the code's.
 */
export function stealShare(before, after) {
  if (!before || !after) return Number.NaN;
  const spent = after.map((value, index) => value - before[index]);
  const total = spent.reduce((sum, value) => sum + value, 0);
  // user nice system idle iowait irq softirq steal …
  return total > 0 ? spent[7] / total : Number.NaN;
}

/** /proc/stat's `cpu` line as numbers, or undefined where there is none. */
export function procStatNow() {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
    return line.trim().split(/\s+/).slice(1).map(Number);
  } catch {
    return undefined;
  }
}

const PROBE_INPUT = Buffer.alloc(64 * 1024, 7);
const PROBE_OBJECT = Array.from({ length: 200 }, (_, index) => ({
  index,
  name: `item ${index}`,
  tags: ['a', 'b'],
}));

/** The probe's fixed work: hashing, a JSON round trip and integer arithmetic, as a request does. */
function probeWork() {
  let sum = 0;
  for (let round = 0; round < 8; round++) {
    sum += createHash('sha256').update(PROBE_INPUT).digest()[0];
    sum += JSON.parse(JSON.stringify(PROBE_OBJECT)).length;
  }
  for (let i = 0; i < 200_000; i++) sum = (sum * 31 + i) % 1_000_003;
  return sum;
}

/**
 * The same fixed work timed in this process's own CPU time, the median of `rounds`: a figure that
 * rises during a run says the machine does the same work more slowly (a host's other tenants, a
 * lower clock, a busier sibling core), which slows every side at once. CPU time, not wall time,
 * so a moment the driver waited for a core does not count.
 */
export function probeMs(rounds = 5, work = probeWork) {
  const times = [];
  for (let round = 0; round < rounds; round++) {
    const before = process.cpuUsage();
    work();
    const spent = process.cpuUsage(before);
    times.push((spent.user + spent.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}
