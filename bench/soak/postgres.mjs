// What PostgreSQL itself says during a soak, so a p99 that drifts while CPU per request stays
// flat (the server waiting, not working) can be traced to what it waits on. Every few hundred
// milliseconds it samples the run's backends (pg_stat_activity): how many are running a statement,
// and on what each is waiting; averaged over the interval that is the database's "average active
// backends" per wait. Each interval it also reads the write tables' live and dead rows, size and
// (auto)vacuum runs, the WAL written, and the checkpoints taken.
import pg from 'pg';

/** How often the backends are sampled. A sample is one small query on its own connection. */
export const SAMPLE_MS = 250;

/** The wait a backend's sample counts under: `CPU` when running with no wait, else type:event. */
export function waitKey(row) {
  if (row.state === 'idle in transaction') return 'idle in transaction';
  if (!row.wait_event_type) return 'CPU';
  return `${row.wait_event_type}:${row.wait_event}`;
}

/** Average backends per wait over `samples` samples, largest first, those ≥ 0.01 only. */
export function averageWaits(counts, samples) {
  return [...counts]
    .map(([key, count]) => [key, count / Math.max(1, samples)])
    .filter(([, average]) => average >= 0.01)
    .sort((a, b) => b[1] - a[1]);
}

const ACTIVITY = `
  select state, wait_event_type, wait_event
  from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
    and state in ('active', 'idle in transaction')`;

const TABLES = `
  select relname, n_live_tup::float8 as live, n_dead_tup::float8 as dead,
         (n_tup_ins + n_tup_upd + n_tup_del)::float8 as changed,
         (vacuum_count + autovacuum_count)::float8 as vacuums,
         (analyze_count + autoanalyze_count)::float8 as analyzes,
         pg_total_relation_size(relid)::float8 as bytes
  from pg_stat_user_tables`;

/** Server settings that change what a long run means: without autovacuum dead rows pile up. */
const SETTINGS = `
  select name, setting from pg_settings
  where name in ('autovacuum', 'fsync', 'synchronous_commit', 'full_page_writes', 'shared_buffers')`;

/**
 * Per-statement totals from pg_stat_statements, this database's only. The extension needs
 * `shared_preload_libraries = 'pg_stat_statements'` and a server restart; without it the watch
 * says so once and goes on without.
 */
const STATEMENTS = `
  select queryid::text as id, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) as query,
         calls::float8 as calls, total_exec_time as ms, rows::float8 as rows,
         (shared_blks_hit + shared_blks_read)::float8 as blocks
  from pg_stat_statements
  where dbid = (select oid from pg_database where datname = current_database())`;

const WAL = `select wal_bytes::float8 as bytes, wal_records::float8 as records from pg_stat_wal`;
const CHECKPOINTS = `select (checkpoints_timed + checkpoints_req)::float8 as checkpoints from pg_stat_bgwriter`;

/** Starts sampling the database at `url`; `take()` returns the interval's figures and starts the next. */
export async function watchPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let counts = new Map();
  let samples = 0;
  let stopped = false;
  let pending = Promise.resolve();

  const sample = async () => {
    const { rows } = await client.query(ACTIVITY);
    samples += 1;
    for (const row of rows) {
      const key = waitKey(row);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  };

  const totals = async () => {
    // One after another: a pg client runs one query at a time.
    const tables = await client.query(TABLES);
    const wal = await client.query(WAL);
    const checkpoints = await client.query(CHECKPOINTS);
    const perStatement = statements ? (await client.query(STATEMENTS)).rows : [];
    return {
      statements: new Map(perStatement.map((row) => [row.id, row])),
      tables: new Map(tables.rows.map((row) => [row.relname, row])),
      wal: wal.rows[0],
      checkpoints: checkpoints.rows[0].checkpoints,
    };
  };
  const statements = await client
    .query('create extension if not exists pg_stat_statements')
    .then(() => client.query(`${STATEMENTS} limit 1`))
    .then(
      () => true,
      () => false,
    );
  const settings = Object.fromEntries(
    (await client.query(SETTINGS)).rows.map((row) => [row.name, row.setting]),
  );
  let before = await totals();
  const timer = setInterval(() => {
    if (stopped) return;
    pending = pending.then(sample).catch(() => {});
  }, SAMPLE_MS);

  return {
    /** `{ autovacuum: 'on', fsync: 'off', … }` as the server had them when the watch began. */
    settings,
    /** Whether pg_stat_statements is there to read (it must be loaded at the server's start). */
    statements,
    async take() {
      // Queued behind the samples, so the two never share the client at once.
      pending = pending.then(totals);
      const now = await pending;
      const tables = [...now.tables.values()]
        .map((row) => {
          const was = before.tables.get(row.relname);
          return {
            name: row.relname,
            live: row.live,
            dead: row.dead,
            bytes: row.bytes,
            changed: row.changed - (was?.changed ?? 0),
            vacuums: row.vacuums - (was?.vacuums ?? 0),
            analyzes: row.analyzes - (was?.analyzes ?? 0),
          };
        })
        .sort((a, b) => b.changed - a.changed);
      const figures = {
        waits: averageWaits(counts, samples),
        samples,
        tables,
        walBytes: now.wal.bytes - before.wal.bytes,
        walRecords: now.wal.records - before.wal.records,
        checkpoints: now.checkpoints - before.checkpoints,
        statements: statementDeltas(before.statements, now.statements),
      };
      before = now;
      counts = new Map();
      samples = 0;
      return figures;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await pending;
      await client.end();
    },
  };
}

/** The settings, said once at the start, with what an autovacuum that is off means for the run. */
export function describeSettings(settings) {
  const line = Object.entries(settings)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  return settings.autovacuum === 'off'
    ? `${line}; autovacuum is off on this server, so no dead row is cleaned during the run as a production server would`
    : line;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** The interval's PostgreSQL lines: waits, then the busiest tables. */
export function describePostgres(figures, tableCount = 6) {
  const waits = figures.waits.map(([key, average]) => `${key} ${average.toFixed(2)}`).join(', ') || 'none';
  const tables = figures.tables
    .filter((table) => table.changed > 0 || table.vacuums > 0)
    .slice(0, tableCount)
    .map(
      (table) =>
        `${table.name} +${table.changed} rows ${table.live.toFixed(0)} live/${table.dead.toFixed(0)} dead ` +
        `${kb(table.bytes)}${table.vacuums ? ` vacuum×${table.vacuums}` : ''}${table.analyzes ? ` analyze×${table.analyzes}` : ''}`,
    )
    .join('; ');
  return [
    `backends waiting (average over ${figures.samples} samples): ${waits}`,
    `WAL ${kb(figures.walBytes)} in ${figures.walRecords} records, ${figures.checkpoints} checkpoints; ${tables}`,
  ];
}

/** The interval's work per statement: `{ id → { query, calls, ms, rows, blocks } }` since `before`. */
export function statementDeltas(before, now) {
  const deltas = new Map();
  for (const [id, row] of now) {
    const was = before.get(id);
    const calls = row.calls - (was?.calls ?? 0);
    if (calls <= 0) continue;
    deltas.set(id, {
      query: row.query,
      calls,
      ms: row.ms - (was?.ms ?? 0),
      rows: row.rows - (was?.rows ?? 0),
      blocks: row.blocks - (was?.blocks ?? 0),
    });
  }
  return deltas;
}

/** One stretch's statements summed: `{ id → { query, calls, ms, rows, blocks } }`. */
function sumStatements(intervals) {
  const sums = new Map();
  for (const interval of intervals)
    for (const [id, row] of interval) {
      const sum = sums.get(id) ?? { query: row.query, calls: 0, ms: 0, rows: 0, blocks: 0 };
      sum.calls += row.calls;
      sum.ms += row.ms;
      sum.rows += row.rows;
      sum.blocks += row.blocks;
      sums.set(id, sum);
    }
  return sums;
}

/**
 * The statements that took the most database time over the run, early against late: per call,
 * the time, the rows and the buffer pages touched. Pages per call are the work a statement does,
 * whatever the machine's speed: a statement whose time per call rises with its pages reads more
 * (bloat, a worse plan, more data); one whose time rises with the pages flat runs on a slower
 * machine or waits. `early` and `late` are lists of intervals' deltas.
 */
export function statementDrift(early, late, count = 10) {
  const first = sumStatements(early);
  const last = sumStatements(late);
  const all = sumStatements([...early, ...late]);
  const per = (sum, field) => (sum && sum.calls > 0 ? sum[field] / sum.calls : Number.NaN);
  return [...all]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, count)
    .map(([id, sum]) => ({
      id,
      query: sum.query,
      share: sum.ms,
      calls: [first.get(id)?.calls ?? 0, last.get(id)?.calls ?? 0],
      msPerCall: [per(first.get(id), 'ms'), per(last.get(id), 'ms')],
      rowsPerCall: [per(first.get(id), 'rows'), per(last.get(id), 'rows')],
      blocksPerCall: [per(first.get(id), 'blocks'), per(last.get(id), 'blocks')],
    }));
}

/** statementDrift's rows as lines. */
export function describeStatementDrift(rows) {
  const change = ([a, b], digits) =>
    `${a.toFixed(digits)} → ${b.toFixed(digits)}${a > 0 ? ` (${((b / a - 1) * 100).toFixed(0)} %)` : ''}`;
  return rows.flatMap((row) => [
    `${row.calls[0]} → ${row.calls[1]} calls, ms/call ${change(row.msPerCall, 3)}, pages/call ${change(row.blocksPerCall, 1)}, rows/call ${change(row.rowsPerCall, 1)}`,
    `    ${row.query}`,
  ]);
}
