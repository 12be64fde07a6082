// `npm run bench` (its publishing part; alone: `npm run bench:publishing`): the publishing
// engine (issue 39) on the real worker, `npm run worker` bundled as the build bundles it, two
// processes, against the Mastodon and Bluesky stand-ins behind a proxy that makes every call
// take 50 ms. On PostgreSQL when BENCH_POSTGRES_URL (or TEST_POSTGRES_URL) names a server, else
// on a SQLite file. A benchmark, not a test: it prints figures and asserts nothing.
//
// BENCH_CPU_PROF=<dir>: the workers write V8 CPU profiles there (read them with bench/cpu-profile.mjs).
//
// 1. Paced: BENCH_PUBLICATIONS (10,000) publications falling due at BENCH_PUBLISH_RATE (100)
//    a second: the delay from each one's time to its first call to the network (target: p99
//    ≤ 2 s), and the throughput.
// 2. Backlog: as many falling due at the same moment (after an outage): how fast two workers
//    drain them.
// 3. The due-work poll. What claims due work is the jobs table's claim (jobs.repository.ts):
//    `status in ('pending','running') and run_at <= now order by run_at limit 1` on the partial
//    index `jobs_due_idx`; the publications table is not polled at all. Each scheduled
//    publication has its pending job there, so the poll is timed, and explained, with none and
//    then with BENCH_FUTURE_PUBLICATIONS (1,000,000) publications and their jobs due in the
//    coming year.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { createDatabase, type Database } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { createUnreachableAccounts } from '../apps/server/src/modules/auth/unreachable-accounts.js';
import { createChannelsRepository } from '../apps/server/src/modules/publishing/channels.repository.js';
import { publicationRecordKey } from '../apps/server/src/modules/publishing/networks/bluesky/record-key.js';
import { MASTODON_TOKEN } from '../apps/server/src/modules/publishing/networks/mastodon/mastodon.adapter.js';
import { PUBLISH_JOB } from '../apps/server/src/modules/publishing/publish-job.js';
import { insertTicket } from '../apps/server/src/modules/tickets/tickets.fixtures.js';
import { createJobsRepository } from '../apps/server/src/platform/jobs/jobs.repository.js';
import { createSecretBox } from '../apps/server/src/platform/secrets/secret-box.js';
import { startFakeBluesky } from '../apps/server/src/test/bluesky-server.js';
import { startFakeMastodon } from '../apps/server/src/test/mastodon-server.js';
import { type ProxiedCall, startNetworkProxy } from '../apps/server/src/test/network-proxy.js';
import { bundleServerChild } from '../apps/server/src/test/server-process.js';
import { insertProject, insertWorkspace } from '../apps/server/src/test/workspace-fixtures.js';
import { createPostgresDatabase, settle } from './seed/database.mjs';

const N = Number(process.env.BENCH_PUBLICATIONS ?? 10_000);
const RATE = Number(process.env.BENCH_PUBLISH_RATE ?? 100);
const FUTURE = Number(process.env.BENCH_FUTURE_PUBLICATIONS ?? 1_000_000);
const NETWORK_MS = 50;
const WORKERS = 2;
const postgresUrl = process.env.BENCH_POSTGRES_URL || process.env.TEST_POSTGRES_URL || '';
/** BENCH_CPU_PROF (a directory), as for `npm run bench`: each worker writes a CPU profile there when it stops. */
const profiling = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
  : [];
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');

type Network = 'mastodon' | 'bluesky';

async function openBenchDatabase(): Promise<{ database: Database; url: string; drop(): Promise<void> }> {
  if (postgresUrl) {
    const created = await createPostgresDatabase(postgresUrl);
    const database = createDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
    await migrateToLatest(database);
    return {
      database,
      url: created.url,
      drop: async () => {
        await database.close();
        await created.drop();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-bench-publishing-'));
  const file = path.join(dir, 'app.db');
  const database = createDatabase({ kind: 'sqlite', file });
  await migrateToLatest(database);
  return {
    database,
    url: `sqlite:${file}`,
    drop: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const { database, url: databaseUrl, drop } = await openBenchDatabase();
const { db, dialect } = database;
const bundle = await bundleServerChild('src/worker.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-bench-publishing-data-'));
const [mastodon, bluesky] = await Promise.all([startFakeMastodon(), startFakeBluesky()]);
const proxies = {
  mastodon: await startNetworkProxy(mastodon.origin, { latencyBeforeMs: NETWORK_MS }),
  bluesky: await startNetworkProxy(bluesky.origin, { latencyBeforeMs: NETWORK_MS }),
};
const workers: { child: ChildProcess; exited: Promise<unknown> }[] = [];

try {
  // A brand with one account on each network (and a post ticket for the future publications).
  const at = new Date().toISOString();
  const email = `bench-${randomUUID()}@example.invalid`;
  const userId = await createUnreachableAccounts(dialect).ensure(db, { email, name: 'Bench', at });
  const workspace = await insertWorkspace(db, { id: userId, email });
  const projectId = await insertProject(db, workspace.id, userId);
  const ticketId = await insertTicket(db, { workspaceId: workspace.id, projectId }, { ticket_type: 'post' });
  const secretsKey = randomBytes(32);
  const channelsRepo = createChannelsRepository(db, createSecretBox({ current: secretsKey }));
  const token = `token-${randomUUID()}`;
  const mastodonAccount = mastodon.addAccount('brand', { token });
  const blueskyAccount = bluesky.addAccount({ handle: 'brand.test' });
  const channels = {} as Record<Network, string>;
  for (const network of ['mastodon', 'bluesky'] as const) {
    const id = randomUUID();
    const account: { accountId: string; credentials: Record<string, string> } =
      network === 'mastodon'
        ? { accountId: mastodonAccount.id, credentials: { [MASTODON_TOKEN]: token } }
        : { accountId: blueskyAccount.did, credentials: { appPassword: blueskyAccount.appPassword } };
    await db
      .insertInto('publishing_channels')
      .values({
        id,
        workspace_id: workspace.id,
        project_id: projectId,
        network,
        host: proxies[network].origin,
        account_id: account.accountId,
        handle: network === 'mastodon' ? '@brand@fake' : blueskyAccount.handle,
        display_name: null,
        avatar_url: null,
        credentials: channelsRepo.seal(id, account.credentials),
        limits: null,
        state: 'connected',
        state_reason: null,
        created_by: workspace.ownerMemberId,
        created_at: at,
        updated_at: at,
      })
      .execute();
    channels[network] = id;
  }

  /**
   * Publications as scheduling writes them (publishing.service.ts): the row, its first step
   * and its job for the due time, half on each network; written in batches, not through the
   * service, so that 10,000 take seconds.
   */
  async function schedule(label: string, dueAts: number[], tickets: string[]) {
    const made: { id: string; network: Network; due: number; createdAt: string; ticketId: string }[] = [];
    const createdAt = new Date().toISOString();
    for (let start = 0; start < dueAts.length; start += 500) {
      const batch = dueAts.slice(start, start + 500).map((due, i) => {
        const network: Network = (start + i) % 2 === 0 ? 'mastodon' : 'bluesky';
        return { id: randomUUID(), network, due, createdAt, ticketId: '' };
      });
      for (const [i, p] of batch.entries()) p.ticketId = tickets[Math.floor((start + i) / 2)] ?? '';
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('publications')
          .values(
            batch.map((p, i) => ({
              id: p.id,
              workspace_id: workspace.id,
              project_id: projectId,
              ticket_id: p.ticketId,
              channel_id: channels[p.network],
              variant: JSON.stringify({
                text: `${label} post ${start + i}`,
                media: [],
                visibility: 'public',
              }),
              state: 'scheduled' as const,
              due_at: iso(p.due),
              remote_id: null,
              remote_url: null,
              error_code: null,
              error_message: null,
              published_at: null,
              created_by: workspace.ownerMemberId,
              created_at: createdAt,
              updated_at: createdAt,
            })),
          )
          .execute();
        await trx
          .insertInto('publication_events')
          .values(
            batch.map((p) => ({
              id: randomUUID(),
              publication_id: p.id,
              at: createdAt,
              seq: 1,
              kind: 'scheduled',
              state: 'scheduled' as const,
              actor_id: workspace.ownerMemberId,
              detail: null,
            })),
          )
          .execute();
        await trx
          .insertInto('jobs')
          .values(
            batch.map((p) => ({
              id: randomUUID(),
              type: PUBLISH_JOB,
              payload: JSON.stringify({ publicationId: p.id, dueAt: iso(p.due) }),
              status: 'pending' as const,
              attempts: 0,
              max_attempts: null,
              run_at: iso(p.due),
              locked_until: null,
              locked_by: null,
              last_error: null,
              dedupe_key: `${PUBLISH_JOB}:${p.id}:${iso(p.due)}`,
              concurrency_key: null,
              workspace_id: null,
              progress_done: null,
              progress_total: null,
              progress_message: null,
              created_at: createdAt,
              updated_at: createdAt,
            })),
          )
          .execute();
      });
      made.push(...batch);
    }
    return made;
  }

  /** The first call to the network for each publication, by its key (Idempotency-Key, record key). */
  function firstCalls(): Map<string, number> {
    const first = new Map<string, number>();
    const note = (key: string | undefined, call: ProxiedCall) => {
      if (key && !first.has(key)) first.set(key, call.receivedAt);
    };
    for (const call of proxies.mastodon.calls)
      if (call.method === 'POST' && call.path === '/api/v1/statuses')
        note(String(call.headers['idempotency-key']), call);
    for (const call of proxies.bluesky.calls) {
      if (call.path.startsWith('/xrpc/com.atproto.repo.getRecord'))
        note(new URL(call.path, 'http://x').searchParams.get('rkey') ?? undefined, call);
      else if (call.path.startsWith('/xrpc/com.atproto.repo.createRecord'))
        note((JSON.parse(call.body.toString('utf8')) as { rkey?: string }).rkey, call);
    }
    return first;
  }

  /** Publications out of the schedule by now (published, or stopped), of every run so far. */
  async function settled(): Promise<number> {
    const row = await db
      .selectFrom('publications')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('state', 'in', ['published', 'failed', 'needs_attention'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Waits until the work the posts set off (their tickets' results, notifications, webhooks) is
   * done too, so that each phase starts on an empty queue, and prints how long that took.
   */
  let phaseStarted = Date.now();
  async function quiet() {
    const started = Date.now();
    for (;;) {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', 'in', ['pending', 'running'])
        .where('run_at', '<=', iso(Date.now()))
        .executeTakeFirstOrThrow();
      if (Number(row.n) === 0) break;
      if (Date.now() - started > 10 * 60_000) throw new Error(`${row.n} jobs still due 10 minutes on`);
      await sleep(250);
    }
    const setOff = await db
      .selectFrom('jobs')
      .select(['type', (eb) => eb.fn.countAll().as('n')])
      .where('type', '!=', PUBLISH_JOB)
      .where('created_at', '>=', iso(phaseStarted))
      .groupBy('type')
      .execute();
    console.log(
      `    the work it set off (${setOff.map((row) => `${row.type} ×${row.n}`).join(', ') || 'none'}) ` +
        `done ${((Date.now() - started) / 1000).toFixed(2)} s later`,
    );
  }

  /** One post ticket per pair of publications, going to both networks, as a team schedules them. */
  async function postTickets(count: number): Promise<string[]> {
    const tickets: string[] = [];
    for (let i = 0; i < Math.ceil(count / 2); i += 1)
      tickets.push(await insertTicket(db, { workspaceId: workspace.id, projectId }, { ticket_type: 'post' }));
    return tickets;
  }

  /**
   * Schedules `count` publications, the i-th due at `dueOf(i, start)` with `start` a few seconds
   * after their tickets are written, waits until all are out, and prints what it took.
   */
  async function drain(label: string, count: number, dueOf: (i: number, start: number) => number) {
    phaseStarted = Date.now();
    const tickets = await postTickets(count);
    // Far enough ahead that every publication is written, and seen by the workers' next poll,
    // before the first falls due, as posts scheduled ahead are.
    const begin = Date.now() + 5_000;
    const dueAts = Array.from({ length: count }, (_, i) => dueOf(i, begin));
    const before = await settled();
    const made = await schedule(label, dueAts, tickets);
    const statsBefore = await tableStats();
    const ids = new Set(made.map((p) => p.id));
    const deadline = Math.max(...dueAts) + 10 * 60_000;
    for (;;) {
      const done = (await settled()) - before;
      if (done === made.length) break;
      if (Date.now() > deadline)
        throw new Error(`${label}: ${done} of ${made.length} out 10 minutes after the last one's time`);
      await sleep(250);
    }
    const rows = await db
      .selectFrom('publications')
      .select(['id', 'state', 'published_at'])
      .where('state', '!=', 'scheduled')
      .execute();
    const mine = rows.filter((row) => ids.has(row.id));
    const first = firstCalls();
    const delays = made
      .map((p) => {
        const key =
          p.network === 'mastodon'
            ? p.id
            : publicationRecordKey({ publicationId: p.id, createdAt: p.createdAt });
        return (first.get(key) ?? Number.NaN) - p.due;
      })
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    const start = Math.min(...dueAts);
    const end = Math.max(...mine.map((row) => Date.parse(row.published_at ?? '') || 0));
    const notPublished = mine.filter((row) => row.state !== 'published').length;
    const f = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    // Where the delay goes: from its time to the worker's claim (its "started" step), and on.
    const started = await db
      .selectFrom('publication_events')
      .select(['publication_id', 'at'])
      .where('kind', '=', 'started')
      .execute();
    const startedAt = new Map(started.map((s) => [s.publication_id, Date.parse(s.at)]));
    const claimDelays = made
      .map((p) => (startedAt.get(p.id) ?? Number.NaN) - p.due)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    console.log(
      `  ${label}: ${made.length} publications out in ${f(end - start)} from the first one's time ` +
        `(${(made.length / ((end - start) / 1000)).toFixed(0)} a second)${notPublished ? `, ${notPublished} not published` : ''}`,
    );
    console.log(
      `    delay from its time to its first network call: p50 ${f(percentile(delays, 50))}, ` +
        `p95 ${f(percentile(delays, 95))}, p99 ${f(percentile(delays, 99))}, max ${f(percentile(delays, 100))}` +
        (delays.length < made.length ? ` (${made.length - delays.length} without a call)` : ''),
    );
    console.log(
      `    of which from its time to a worker's claim: p50 ${f(percentile(claimDelays, 50))}, ` +
        `p99 ${f(percentile(claimDelays, 99))}, min ${f(claimDelays[0] ?? Number.NaN)}`,
    );
    await quiet();
    if (statsBefore) {
      const after = (await tableStats()) ?? new Map();
      const each = [...after]
        .map(([table, n]) => {
          const was = statsBefore.get(table) ?? { reads: 0, writes: 0 };
          return {
            table,
            reads: (n.reads - was.reads) / made.length,
            writes: (n.writes - was.writes) / made.length,
          };
        })
        .filter((t) => t.reads + t.writes >= 0.05)
        .sort((a, b) => b.reads + b.writes - (a.reads + a.writes));
      console.log(
        `    the database's work per publication (index or table reads / rows written): ${each
          .map((t) => `${t.table} ${t.reads.toFixed(1)}/${t.writes.toFixed(1)}`)
          .join(', ')}`,
      );
    }
  }

  /**
   * PostgreSQL's counts of each table's reads (scans) and rows written, or null on SQLite: what
   * one publication costs the database, beyond the time it takes.
   */
  async function tableStats(): Promise<Map<string, { reads: number; writes: number }> | null> {
    if (!postgresUrl) return null;
    // The counts reach the view within a second of each transaction's end.
    await sleep(1_500);
    await sql`select pg_stat_clear_snapshot()`.execute(db);
    const { rows } = await sql<{ relname: string; reads: string; writes: string }>`
      select relname, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as reads,
             n_tup_ins + n_tup_upd + n_tup_del as writes
      from pg_stat_user_tables`.execute(db);
    return new Map(rows.map((r) => [r.relname, { reads: Number(r.reads), writes: Number(r.writes) }]));
  }

  /** The worker's claim when nothing is due (what every idle worker runs every poll) and with one job due. */
  async function poll(label: string) {
    const jobs = createJobsRepository(database);
    const idle: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      const now = Date.now();
      const started = performance.now();
      const claimed = await jobs.claim({ workerId: 'bench', now: iso(now), leaseUntil: iso(now + 60_000) });
      idle.push(performance.now() - started);
      if (claimed) throw new Error('a job was due');
    }
    const due: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const id = randomUUID();
      const now = Date.now();
      await db
        .insertInto('jobs')
        .values({
          id,
          type: 'bench.due',
          payload: '{}',
          status: 'pending',
          attempts: 0,
          max_attempts: null,
          run_at: iso(now - 1_000),
          locked_until: null,
          locked_by: null,
          last_error: null,
          dedupe_key: null,
          concurrency_key: null,
          workspace_id: null,
          progress_done: null,
          progress_total: null,
          progress_message: null,
          created_at: iso(now),
          updated_at: iso(now),
        })
        .execute();
      const started = performance.now();
      const claimed = await jobs.claim({ workerId: 'bench', now: iso(now), leaseUntil: iso(now + 60_000) });
      due.push(performance.now() - started);
      if (claimed?.id !== id) throw new Error('the due job was not the one claimed');
      await db.deleteFrom('jobs').where('id', '=', id).execute();
    }
    const ms = (values: number[], p: number) =>
      percentile(
        values.sort((a, b) => a - b),
        p,
      ).toFixed(2);
    console.log(
      `  ${label}: a poll with nothing due p50 ${ms(idle, 50)} ms, p99 ${ms(idle, 99)} ms; ` +
        `claiming the one due job p50 ${ms(due, 50)} ms, p99 ${ms(due, 99)} ms`,
    );
    const now = iso(Date.now());
    const plan =
      dialect === 'postgres'
        ? await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers, costs off, timing off)
            select id from jobs where status in ('pending', 'running') and run_at <= ${now}
            order by run_at limit 1 for update skip locked`.execute(db)
        : await sql<{ detail: string }>`explain query plan
            select id from jobs indexed by jobs_due_idx where status in ('pending', 'running')
            and run_at <= ${now} order by run_at limit 1`.execute(db);
    for (const row of plan.rows)
      console.log(`      ${'QUERY PLAN' in row ? row['QUERY PLAN'] : (row as { detail: string }).detail}`);
  }

  /** FUTURE publications due over the coming year, each with its pending job, set-based. */
  async function addFuture(count: number) {
    const base = Date.now() + 24 * 60 * 60_000;
    const stepSeconds = Math.max(1, Math.floor((360 * 24 * 60 * 60) / Math.max(count, 1)));
    const createdAt = new Date().toISOString();
    const variant = JSON.stringify({ text: 'A post for later', media: [], visibility: 'public' });
    const chunk = 200_000;
    for (let from = 0; from < count; from += chunk) {
      const upTo = Math.min(count, from + chunk);
      if (dialect === 'postgres') {
        await sql`insert into publications (id, workspace_id, project_id, ticket_id, channel_id, variant, state,
            due_at, created_by, created_at, updated_at)
          select gen_random_uuid()::text, ${workspace.id}, ${projectId}, ${ticketId}, ${channels.mastodon}, ${variant},
            'scheduled', to_char((${iso(base)}::timestamptz + make_interval(secs => i * ${stepSeconds})) at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), ${workspace.ownerMemberId}, ${createdAt}, ${createdAt}
          from generate_series(${from + 1}::int, ${upTo}::int) as i`.execute(db);
      } else {
        await sql`with recursive s(i) as (select ${from + 1} union all select i + 1 from s where i < ${upTo})
          insert into publications (id, workspace_id, project_id, ticket_id, channel_id, variant, state,
            due_at, created_by, created_at, updated_at)
          select lower(hex(randomblob(16))), ${workspace.id}, ${projectId}, ${ticketId}, ${channels.mastodon}, ${variant},
            'scheduled', strftime('%Y-%m-%dT%H:%M:%fZ', ${iso(base)}, '+' || (i * ${stepSeconds}) || ' seconds'),
            ${workspace.ownerMemberId}, ${createdAt}, ${createdAt}
          from s`.execute(db);
      }
      process.stdout.write(`\r  writing ${upTo} future publications…`);
    }
    const payload =
      dialect === 'postgres'
        ? sql`json_build_object('publicationId', id, 'dueAt', due_at)::text`
        : sql`json_object('publicationId', id, 'dueAt', due_at)`;
    const newId = dialect === 'postgres' ? sql`gen_random_uuid()::text` : sql`lower(hex(randomblob(16)))`;
    await sql`insert into jobs (id, type, payload, status, attempts, run_at, dedupe_key, created_at, updated_at)
      select ${newId}, ${PUBLISH_JOB}, ${payload}, 'pending', 0, due_at,
        ${PUBLISH_JOB} || ':' || id || ':' || due_at, ${createdAt}, ${createdAt}
      from publications where state = 'scheduled' and due_at >= ${iso(base)}`.execute(db);
    process.stdout.write(`\r  ${count} future publications and their jobs written; settling…\n`);
    await settle(db, dialect);
  }

  console.log(
    `Publishing on ${dialect}: ${WORKERS} worker processes (npm run worker), stand-ins answering in ${NETWORK_MS} ms, ` +
      `${os.cpus().length} CPUs shared with the database and the stand-ins; load average ${os.loadavg()[0]!.toFixed(2)}`,
  );
  await poll('the due-work poll, jobs table empty');

  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SECRETS_KEY: secretsKey.toString('base64'),
    // The stand-ins answer on 127.0.0.1.
    ALLOW_PRIVATE_TARGETS: 'true',
  };
  for (let i = 0; i < WORKERS; i += 1) {
    const child = spawn(process.execPath, [...profiling, bundle.entry], {
      cwd: serverRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    workers.push({ child, exited: once(child, 'exit') });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += String(chunk);
        if (!output.includes('job worker started')) return;
        child.stdout!.off('data', onData);
        // Keep reading what it logs (a line per job), so it never blocks on a full pipe.
        child.stdout!.resume();
        resolve();
      };
      child.stdout!.on('data', onData);
      child.once('exit', () => reject(new Error(`the worker exited before it started:\n${output}`)));
    });
  }

  await drain(`paced, ${RATE} falling due a second`, N, (i, start) => start + (i * 1000) / RATE);
  await drain('backlog, all due at once', N, (_, start) => start);

  await quiet();
  for (const worker of workers) worker.child.kill('SIGTERM');
  await Promise.all(workers.map((w) => w.exited));

  await addFuture(FUTURE);
  await poll(`the due-work poll, ${FUTURE} future publications`);
  console.log(
    'Targets (issue 39): p99 delay ≤ 2 s at 100 falling due a second; the poll the same with 0 and 1,000,000 future publications.',
  );
} finally {
  for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
  await Promise.all(Object.values(proxies).map((p) => p.close()));
  await mastodon.close();
  await bluesky.close();
  bundle.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await drop();
}
