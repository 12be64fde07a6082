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
    return {
      tables: new Map(tables.rows.map((row) => [row.relname, row])),
      wal: wal.rows[0],
      checkpoints: checkpoints.rows[0].checkpoints,
    };
  };
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
