// `npm run bench` (its results part; alone: `npm run bench:analytics`): the analytics page's API
// (issue 41, docs/product.md#analytics) for a brand with BENCH_ANALYTICS_POSTS (5,000) posts of
// 20 snapshots each, on SQLite and, when BENCH_POSTGRES_URL (or TEST_POSTGRES_URL) names a server,
// on PostgreSQL too. The server is the real app (buildApp) on a real port, asked over HTTP one
// request at a time; the caller is the brand's owner (the token check is left out, the access
// guard is not). A benchmark, not a test: it prints figures and asserts only that each answer is
// a 200.
//
// 1. The page (`GET /api/projects/{id}/analytics`): the first, uncached answer after the start,
//    then BENCH_ANALYTICS_REQUESTS (200) more; p50/p99 for the last 30 days (with the 30 before)
//    and for a range holding every post. Target: p99 ≤ 150 ms.
// 2. The CSV export of every post with all its snapshots (5,000 × 20 rows): time, size, and this
//    process's resident memory before and at its peak.
// 3. The due-snapshot poll (collect.ts): the queries `analytics.poll` runs — the accounts with
//    posts due, the paused accounts, whether any post is still followed — and a collection's
//    read of one account's due posts, with 50 posts due, timed and explained with no other post
//    and then with BENCH_ANALYTICS_FUTURE (1,000,000) posts waiting for later snapshots. Target:
//    the same with 0 and 1,000,000.
//
// BENCH_CPU_PROF=<dir>: a V8 CPU profile of the page's requests (server and client share this
// process) is written there, one per database (read it with bench/cpu-profile.mjs).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, type Database, type Dialect } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { createTrackedPostsRepository } from '../apps/server/src/modules/analytics/tracked-posts.repository.js';
import { createUnreachableAccounts } from '../apps/server/src/modules/auth/unreachable-accounts.js';
import { insertTicket } from '../apps/server/src/modules/tickets/tickets.fixtures.js';
import { insertProject, insertWorkspace } from '../apps/server/src/test/workspace-fixtures.js';
import { createPostgresDatabase, settle } from './seed/database.mjs';

const POSTS = Number(process.env.BENCH_ANALYTICS_POSTS ?? 5_000);
const SNAPSHOTS = 20;
const REQUESTS = Number(process.env.BENCH_ANALYTICS_REQUESTS ?? 200);
const FUTURE = Number(process.env.BENCH_ANALYTICS_FUTURE ?? 1_000_000);
const DUE = 50;
/** The posts spread over this many days before today. */
const SPAN_DAYS = 180;
const DAY_MS = 86_400_000;
const postgresUrl = process.env.BENCH_POSTGRES_URL || process.env.TEST_POSTGRES_URL || '';

const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  ).toFixed(1);
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
// biome-ignore lint/suspicious/noExplicitAny: the bench writes every table, whoever owns it.
type AnyDb = Kysely<any>;

async function openBenchDatabase(kind: Dialect) {
  if (kind === 'postgres') {
    const created = await createPostgresDatabase(postgresUrl);
    const database = createDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
    await migrateToLatest(database);
    return {
      database,
      drop: async () => {
        await database.close();
        await created.drop();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-bench-analytics-'));
  const database = createDatabase({ kind: 'sqlite', file: path.join(dir, 'app.db') });
  await migrateToLatest(database);
  return {
    database,
    drop: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const PILLARS = ['Recipes', 'Behind the scenes', 'Customers', 'Offers'];
const PURPOSES = ['growth', 'trust_building', 'sales_promotion'];
const FORMATS = ['reel', 'carousel', 'image'];
const NETWORKS = ['instagram', 'facebook', 'threads', 'mastodon'];

/**
 * The brand's posts as collection leaves them: each with its ticket (labels), 20 snapshots at
 * its schedule's times up to now (a few figures still `not_yet`), its latest and 7-day figures.
 */
async function seedPosts(database: Database, place: { workspaceId: string; projectId: string }) {
  const db = database.db as AnyDb;
  const now = Date.now();
  const tickets: string[] = [];
  for (let i = 0; i < POSTS; i += 1)
    tickets.push(
      await insertTicket(database.db, place, {
        ticket_type: 'post',
        pillar: i % 7 === 0 ? null : PILLARS[i % PILLARS.length]!,
        post_audience: PURPOSES[i % PURPOSES.length] as never,
        post_format: FORMATS[i % FORMATS.length]!,
      } as never),
    );
  const at = iso(now);
  for (let start = 0; start < POSTS; start += 250) {
    const posts = [];
    const snapshots = [];
    const latest = [];
    for (let i = start; i < Math.min(POSTS, start + 250); i += 1) {
      const id = randomUUID();
      // Spread evenly over the span, at varied hours.
      const postedAt = now - Math.floor(((i + 0.5) / POSTS) * SPAN_DAYS * DAY_MS) - (i % 24) * 3_600_000;
      posts.push({
        id,
        workspace_id: place.workspaceId,
        project_id: place.projectId,
        network: NETWORKS[i % NETWORKS.length],
        remote_id: `bench-${i}`,
        url: `https://example.com/p/${i}`,
        source: i % 5 === 0 ? 'imported' : 'published',
        channel_id: null,
        connection_id: null,
        publication_id: null,
        ticket_id: tickets[i],
        posted_at: iso(postedAt),
        snapshot_due: null,
        next_at: null,
        state: 'done',
        created_at: at,
        updated_at: at,
      });
      const reach = 200 + ((i * 37) % 5_000);
      const figures = (n: number) => {
        const grown = Math.round(reach * Math.min(1, (n + 1) / SNAPSHOTS));
        const late = n === 0 && i % 3 === 0;
        return {
          reach: late ? null : grown,
          views: i % 4 === 3 ? null : grown * 2,
          likes: late ? null : Math.round(grown / 12),
          comments: Math.round(grown / 80),
          shares: Math.round(grown / 150),
          saves: i % 4 === 3 ? null : Math.round(grown / 90),
          link_clicks: null,
          gaps: JSON.stringify({
            ...(late ? { reach: 'not_yet', likes: 'not_yet' } : {}),
            ...(i % 4 === 3 ? { views: 'not_offered', saves: 'not_offered' } : {}),
            link_clicks: 'not_offered',
          }),
        };
      };
      for (let n = 0; n < SNAPSHOTS; n += 1) {
        const dueAt = iso(postedAt + (n + 1) * 3 * 3_600_000);
        snapshots.push({ id: randomUUID(), post_id: id, due_at: dueAt, taken_at: dueAt, ...figures(n) });
      }
      const last = figures(SNAPSHOTS - 1);
      latest.push({
        post_id: id,
        taken_at: at,
        ...last,
        week: JSON.stringify({
          reach: last.reach,
          likes: last.likes,
          comments: last.comments,
          shares: last.shares,
        }),
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('analytics_posts').values(posts).execute();
      for (let s = 0; s < snapshots.length; s += 1_000)
        await trx
          .insertInto('analytics_snapshots')
          .values(snapshots.slice(s, s + 1_000))
          .execute();
      await trx.insertInto('analytics_latest').values(latest).execute();
    });
  }
}

async function benchDialect(kind: Dialect) {
  const { database, drop } = await openBenchDatabase(kind);
  const db = database.db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-bench-analytics-data-'));
  try {
    const at = new Date().toISOString();
    const email = `bench-${randomUUID()}@example.invalid`;
    const userId = await createUnreachableAccounts(kind).ensure(db, { email, name: 'Bench', at });
    const workspace = await insertWorkspace(db, { id: userId, email });
    const projectId = await insertProject(db, workspace.id, userId);
    const seeding = performance.now();
    await seedPosts(database, { workspaceId: workspace.id, projectId });
    await settle(db, kind);
    console.log(
      `\nResults on ${kind}: ${POSTS} posts × ${SNAPSHOTS} snapshots written in ${((performance.now() - seeding) / 1000).toFixed(0)} s; ` +
        `${os.cpus().length} CPUs shared with the database; load average ${os.loadavg()[0]!.toFixed(2)}`,
    );

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      PUBLIC_URL: 'http://localhost:3000',
      RUN_WORKER: 'false',
      RATE_LIMIT_MAX: '1000000000',
    });
    const user = { id: userId, email, emailVerified: true };
    const app = await buildApp(config, { database, migrate: false, authenticate: async () => user });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const get = async (url: string) => {
        const started = performance.now();
        const res = await fetch(`${address}${url}`, { headers: { authorization: 'Bearer bench' } });
        const body = await res.text();
        const took = performance.now() - started;
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`);
        return { took, body };
      };
      const page = `/api/projects/${projectId}/analytics`;
      const all = `?from=${day(Date.now() - (SPAN_DAYS + 2) * DAY_MS)}&to=${day(Date.now())}&tz=UTC`;
      const first = await get(`${page}${all}`);
      const posts = (JSON.parse(first.body) as { headline: { current: { posts: number } } }).headline.current
        .posts;
      console.log(
        `  the page, first (uncached) answer for every post (${posts}): ${first.took.toFixed(1)} ms`,
      );
      const profiler = process.env.BENCH_CPU_PROF ? new Session() : null;
      if (profiler) {
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      for (const [label, query] of [
        ['the last 30 days against the 30 before (the default)', ''],
        [`every post (${SPAN_DAYS + 3} days), grouped by pillar`, `${all}&group=pillar`],
      ] as const) {
        const times: number[] = [];
        for (let i = 0; i < REQUESTS; i += 1) times.push((await get(`${page}${query}`)).took);
        console.log(
          `  the page, ${label}: p50 ${ms(times, 50)} ms, p99 ${ms(times, 99)} ms, max ${ms(times, 100)} ms (${REQUESTS} requests, one at a time)`,
        );
      }
      if (profiler) {
        const { profile } = await profiler.post('Profiler.stop');
        const dir = path.resolve(process.env.BENCH_CPU_PROF!);
        fs.mkdirSync(dir, { recursive: true });
        const file = path.join(dir, `analytics-page-${kind}.cpuprofile`);
        fs.writeFileSync(file, JSON.stringify(profile));
        profiler.disconnect();
        console.log(`  (CPU profile of the page's requests: ${file})`);
      }

      const before = rssMb();
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb());
      }, 20);
      const started = performance.now();
      const res = await fetch(`${address}${page}/export${all}`, {
        headers: { authorization: 'Bearer bench' },
      });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) lines += 1;
      }
      clearInterval(sampler);
      if (res.status !== 200) throw new Error(`the export answered ${res.status}`);
      console.log(
        `  the CSV export of ${posts} posts: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ` +
          `${((performance.now() - started) / 1000).toFixed(2)} s; memory (server and client in one process) ` +
          `${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`,
      );
    } finally {
      await app.close();
    }

    await benchPoll(database, kind, {
      workspaceId: workspace.id,
      projectId,
      ownerMemberId: workspace.ownerMemberId,
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
}

/** The queries of `analytics.poll` and of one collection, with DUE posts due now. */
async function benchPoll(
  database: Database,
  kind: Dialect,
  place: { workspaceId: string; projectId: string; ownerMemberId: string },
) {
  const db = database.db as AnyDb;
  const posts = createTrackedPostsRepository(database.db);
  const channelId = randomUUID();
  const at = iso(Date.now());
  await db
    .insertInto('publishing_channels')
    .values({
      id: channelId,
      workspace_id: place.workspaceId,
      project_id: place.projectId,
      network: 'mastodon',
      host: 'https://mastodon.example',
      account_id: 'bench',
      handle: '@bench@mastodon.example',
      display_name: null,
      avatar_url: null,
      credentials: '{}',
      limits: null,
      state: 'connected',
      state_reason: null,
      created_by: place.ownerMemberId,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const tracked = (i: number, nextAt: string) => ({
    id: randomUUID(),
    workspace_id: place.workspaceId,
    project_id: place.projectId,
    network: 'mastodon',
    remote_id: `due-${i}`,
    url: null,
    source: 'published',
    channel_id: channelId,
    connection_id: null,
    publication_id: null,
    ticket_id: null,
    posted_at: at,
    snapshot_due: nextAt,
    next_at: nextAt,
    state: 'tracking',
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto('analytics_posts')
    .values(Array.from({ length: DUE }, (_, i) => tracked(i, iso(Date.now() - (i + 1) * 60_000))))
    .execute();

  async function poll(label: string) {
    const times = {
      due: [] as number[],
      paused: [] as number[],
      any: [] as number[],
      orphans: [] as number[],
      collect: [] as number[],
    };
    for (let i = 0; i < 200; i += 1) {
      const now = iso(Date.now());
      let started = performance.now();
      const channels = await posts.dueAccounts(now, 500);
      times.due.push(performance.now() - started);
      if (channels.length !== 1) throw new Error(`expected one account due, found ${channels.length}`);
      started = performance.now();
      await posts.pausedAccounts(500);
      times.paused.push(performance.now() - started);
      started = performance.now();
      await posts.anyToFollow();
      times.any.push(performance.now() - started);
      started = performance.now();
      await posts.retireOrphans(now, now);
      times.orphans.push(performance.now() - started);
      started = performance.now();
      const due = await posts.dueOf({ kind: 'channel', id: channelId }, now, 200);
      times.collect.push(performance.now() - started);
      if (due.length !== DUE) throw new Error(`expected ${DUE} posts due, found ${due.length}`);
    }
    console.log(
      `  ${label}: accounts due p50 ${ms(times.due, 50)} ms, p99 ${ms(times.due, 99)} ms; ` +
        `paused accounts p99 ${ms(times.paused, 99)} ms; any to follow p99 ${ms(times.any, 99)} ms; ` +
        `orphans retired p99 ${ms(times.orphans, 99)} ms; ` +
        `one account's ${DUE} due posts p99 ${ms(times.collect, 99)} ms`,
    );
    const now = iso(Date.now());
    const explain = async (query: string) => {
      const plan =
        kind === 'postgres'
          ? await sql<{ 'QUERY PLAN': string }>`${sql.raw(`explain (costs off) ${query}`)}`.execute(db)
          : await sql<{ detail: string }>`${sql.raw(`explain query plan ${query}`)}`.execute(db);
      return plan.rows
        .map((row) => ('QUERY PLAN' in row ? row['QUERY PLAN'] : (row as { detail: string }).detail).trim())
        .join(' / ');
    };
    console.log(
      `      accounts due: ${await explain(
        `select channel_id from analytics_posts where next_at <= '${now}' and state = 'tracking' and channel_id is not null order by next_at limit 500`,
      )}`,
    );
    console.log(
      `      paused accounts: ${await explain(
        `select distinct channel_id from analytics_posts where state = 'paused' and channel_id is not null limit 500`,
      )}`,
    );
  }

  await poll(`the due-snapshot poll, ${DUE} posts due and no others`);

  // FUTURE posts waiting for a later snapshot over the coming 90 days, on the same account.
  const base = Date.now() + 3_600_000;
  const stepMs = Math.max(1, Math.floor((90 * DAY_MS) / Math.max(FUTURE, 1)));
  const chunk = 200_000;
  for (let from = 0; from < FUTURE; from += chunk) {
    const upTo = Math.min(FUTURE, from + chunk);
    if (kind === 'postgres') {
      await sql`insert into analytics_posts (id, workspace_id, project_id, network, remote_id, source, channel_id,
          posted_at, snapshot_due, next_at, state, created_at, updated_at)
        select gen_random_uuid()::text, ${place.workspaceId}, ${place.projectId}, 'mastodon', 'future-' || i, 'published',
          ${channelId}, ${at}, t, t, 'tracking', ${at}, ${at}
        from (select i, to_char((${iso(base)}::timestamptz + make_interval(secs => i * ${stepMs / 1000}::double precision))
          at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as t
          from generate_series(${from + 1}::int, ${upTo}::int) as i) s`.execute(db);
    } else {
      await sql`with recursive s(i) as (select ${from + 1} union all select i + 1 from s where i < ${upTo})
        insert into analytics_posts (id, workspace_id, project_id, network, remote_id, source, channel_id,
          posted_at, snapshot_due, next_at, state, created_at, updated_at)
        select lower(hex(randomblob(16))), ${place.workspaceId}, ${place.projectId}, 'mastodon', 'future-' || i,
          'published', ${channelId}, ${at}, t, t, 'tracking', ${at}, ${at}
        from (select i, strftime('%Y-%m-%dT%H:%M:%fZ', ${iso(base)}, '+' || (i * ${stepMs / 1000.0}) || ' seconds') as t
          from s)`.execute(db);
    }
    process.stdout.write(`\r  writing ${upTo} future posts…`);
  }
  process.stdout.write(`\r  ${FUTURE} posts waiting for later snapshots written; settling…\n`);
  await settle(db, kind);
  await poll(`the due-snapshot poll, ${DUE} posts due and ${FUTURE} waiting`);
}

await benchDialect('sqlite');
if (postgresUrl) await benchDialect('postgres');
else console.log('\n(PostgreSQL left out: set BENCH_POSTGRES_URL or TEST_POSTGRES_URL.)');
console.log(
  '\nTargets (issue 41): the page ≤ 150 ms p99 with 5,000 posts × 20 snapshots; the poll the same with 0 and 1,000,000 future rows.',
);
process.exit(0);
