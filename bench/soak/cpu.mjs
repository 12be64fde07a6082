// CPU time spent by each side of the soak, read from /proc (Linux; elsewhere the figures are
// absent): the server (its primary and every process under it), the database server's processes
// (PostgreSQL's backends, autovacuum and the rest: every process named `postgres`), and this
// driver. Divided by the requests answered in an interval, it tells a drift's kind: CPU per
// request that rises means some side does more work per request as the day goes on (and which
// side); flat CPU per request under rising latency means waiting, not work.
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
