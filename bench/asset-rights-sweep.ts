// `npm run bench` (its asset rights part; alone: `npm run bench:asset-rights`): the publishing
// module's daily rights sweep (`publishing.asset-rights-sweep`, issue 45,
// docs/product.md#asset-library) over a brand's library of BENCH_ASSETS (20,000) assets and
// BENCH_SCHEDULED_POSTS (5,000) scheduled posts carrying them, on SQLite and, when
// BENCH_POSTGRES_URL (or TEST_POSTGRES_URL) names a server, on PostgreSQL too. A benchmark, not
// a test: it prints figures (and stops if the sweep pulled other posts than the seed says).
//
// The job runs as the worker runs it: the modules built on the platform (createPlatform +
// buildModules, as background.ts does), so the event listeners that write notifications in the
// sweep's transactions are the real ones. It runs once on each database, timed from its start
// to its end (wall time, one process, the database on the same machine); on PostgreSQL it also
// prints the statements it sent and the time spent waiting on them, by kind (where time goes).
//
// The library: one asset in 20 whose rights ended (1–30 days ago), one in 20 whose rights end
// within 14 days, one in 20 licensed for Instagram alone; the rest without a problem. Half of
// each kind are "pull", half "flag". Each post ticket goes to two of four accounts (Mastodon,
// Bluesky, Instagram, X), each post with one to three assets, due over the next 30 days.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AssetLicence, assetBlockFor } from '@expertos/domain/assets';
import BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createPlatform } from '../apps/server/src/background.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { Dialect } from '../apps/server/src/db/database.js';
import { createUnreachableAccounts } from '../apps/server/src/modules/auth/unreachable-accounts.js';
import { buildModules } from '../apps/server/src/modules/index.js';
import { ASSET_RIGHTS_SWEEP_JOB } from '../apps/server/src/modules/publishing/asset-rights-sweep.js';
import { createChannelsRepository } from '../apps/server/src/modules/publishing/channels.repository.js';
import { insertTicket } from '../apps/server/src/modules/tickets/tickets.fixtures.js';
import { toJobType } from '../apps/server/src/platform/jobs/job-handler.js';
import { createSecretBox } from '../apps/server/src/platform/secrets/secret-box.js';
import { createTestLogger } from '../apps/server/src/test/logger.js';
import { insertProject, insertWorkspace } from '../apps/server/src/test/workspace-fixtures.js';
import { benchPostgresUrl, openBenchDatabase } from './bench-database.js';
import { settle } from './seed/database.mjs';

const ASSETS = Number(process.env.BENCH_ASSETS ?? 20_000);
const POSTS = Number(process.env.BENCH_SCHEDULED_POSTS ?? 5_000);
const NETWORKS = ['mastodon', 'bluesky', 'instagram', 'x'] as const;
const DAY_MS = 86_400_000;
const BATCH = 500;
// biome-ignore lint/suspicious/noExplicitAny: the bench seeds the modules' tables directly.
type AnyDb = Kysely<any>;

interface SeededAsset {
  id: string;
  versionId: string;
  name: string;
  licence: AssetLicence;
  expiresOn: string | null;
  networks: string[] | null;
  pullPolicy: 'flag' | 'pull';
}

/** A small deterministic generator, so every run seeds the same library and posts. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Every statement sent while `work` runs, and how long each took to answer, grouped by what it
 * is (`select publications`, `insert notifications`, `commit`, …): where the sweep's time goes.
 * On PostgreSQL each is a round trip (pg's client); on SQLite a call into the library
 * (better-sqlite3's statements, run in this thread).
 */
async function statementsDuring(work: () => Promise<void>) {
  const groups = new Map<string, { n: number; ms: number }>();
  const timed = (text: string) => {
    const words = /^\s*(\w+)(?:[\s\S]*?\b(?:from|into|update)\s+"?(\w+)"?)?/i.exec(text);
    const kind = words ? `${words[1]!.toLowerCase()} ${words[2] ?? ''}`.trim() : '?';
    const started = performance.now();
    return () => {
      const group = groups.get(kind) ?? { n: 0, ms: 0 };
      group.n += 1;
      group.ms += performance.now() - started;
      groups.set(kind, group);
    };
  };
  type Method = (...args: unknown[]) => unknown;
  const client = pg.Client.prototype as unknown as { query: Method };
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const done = timed(typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? ''));
    const result = query.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
  // Every better-sqlite3 statement shares one prototype: the app's cached statements too.
  const probe = new BetterSqlite3(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, Method>;
  probe.close();
  const methods = (['run', 'all', 'get'] as const).map((name) => [name, statement[name]!] as const);
  for (const [name, method] of methods)
    statement[name] = function (this: { source: string }, ...params: unknown[]) {
      const done = timed(this.source);
      try {
        return method.apply(this, params);
      } finally {
        done();
      }
    };
  try {
    await work();
  } finally {
    client.query = query;
    for (const [name, method] of methods) statement[name] = method;
  }
  return [...groups.entries()].sort((a, b) => b[1].ms - a[1].ms);
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function benchDialect(kind: Dialect) {
  console.log(`\n${kind}`);
  const { database, drop } = await openBenchDatabase(kind, 'asset-rights');
  const db = database.db as AnyDb;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-bench-asset-rights-'));
  try {
    const now = Date.now();
    const at = new Date(now).toISOString();
    const today = day(now);
    const pick = random(45);
    const email = `bench-${randomUUID()}@example.invalid`;
    const userId = await createUnreachableAccounts(kind).ensure(database.db, { email, name: 'Bench', at });
    const workspace = await insertWorkspace(database.db, { id: userId, email });
    const projectId = await insertProject(database.db, workspace.id, userId);
    const seeding = performance.now();

    // The brand's four accounts; their credentials are sealed, never read by the sweep.
    const box = createSecretBox({ current: randomBytes(32) });
    const channelsRepo = createChannelsRepository(database.db, box);
    const channels = NETWORKS.map((network) => ({ id: randomUUID(), network }));
    await db
      .insertInto('publishing_channels')
      .values(
        channels.map(({ id, network }) => ({
          id,
          workspace_id: workspace.id,
          project_id: projectId,
          network,
          host: `https://${network}.example`,
          account_id: `brand-${network}`,
          handle: `@brand-${network}`,
          display_name: null,
          avatar_url: null,
          credentials: channelsRepo.seal(id, { accessToken: 'bench' }),
          limits: null,
          state: 'connected',
          state_reason: null,
          created_by: workspace.ownerMemberId,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();

    const assets: SeededAsset[] = [];
    for (let from = 0; from < ASSETS; from += BATCH) {
      const assetRows = [];
      const versionRows = [];
      for (let i = from; i < Math.min(ASSETS, from + BATCH); i += 1) {
        const kindOf = i % 20;
        const asset: SeededAsset = {
          id: randomUUID(),
          versionId: randomUUID(),
          name: `photo-${i}.jpg`,
          licence: kindOf < 3 ? 'licensed' : i % 3 === 0 ? 'own' : 'stock',
          // Ended 1–30 days ago; ends within the coming 14 days (today included); or far off.
          expiresOn:
            kindOf === 0
              ? day(now - (1 + (i % 30)) * DAY_MS)
              : kindOf === 1
                ? day(now + (i % 14) * DAY_MS)
                : i % 4 === 0
                  ? day(now + 400 * DAY_MS)
                  : null,
          networks: kindOf === 2 ? ['instagram'] : null,
          pullPolicy: Math.floor(i / 20) % 2 === 0 ? 'pull' : 'flag',
        };
        assets.push(asset);
        assetRows.push({
          id: asset.id,
          workspace_id: workspace.id,
          project_id: projectId,
          folder_id: null,
          name: asset.name,
          kind: 'image',
          source: 'upload',
          source_ref: null,
          current_version_id: asset.versionId,
          uploader_id: null,
          archived_at: null,
          rights_owner: null,
          licence: asset.licence,
          expires_on: asset.expiresOn,
          networks: asset.networks ? JSON.stringify(asset.networks) : null,
          credit: null,
          rights_notes: null,
          pull_policy: asset.pullPolicy,
          search_text: asset.name,
          created_at: at,
          updated_at: at,
        });
        versionRows.push({
          id: asset.versionId,
          asset_id: asset.id,
          project_id: projectId,
          number: 1,
          storage_key: `assets/${projectId}/${asset.versionId}.jpg`,
          content_type: 'image/jpeg',
          size: 2_000_000,
          sha256: randomUUID().replace(/-/g, '').padEnd(64, '0'),
          width: 1080,
          height: 1080,
          duration_ms: null,
          preview_state: 'ready',
          preview_failure: null,
          small_key: null,
          large_key: null,
          uploader_id: null,
          created_at: at,
        });
      }
      await db.insertInto('assets').values(assetRows).execute();
      await db.insertInto('asset_versions').values(versionRows).execute();
    }

    // Post tickets, each going to two accounts: a publication per account, as scheduling
    // writes it (publishing.service.ts): the row with its stored variant, its first step, and
    // the assets' uses of the ticket.
    const tickets: string[] = [];
    for (let i = 0; i < Math.ceil(POSTS / 2); i += 1)
      tickets.push(
        await insertTicket(database.db, { workspaceId: workspace.id, projectId }, { ticket_type: 'post' }),
      );
    let expectedPulls = 0;
    let blockedUnderFlag = 0;
    for (let from = 0; from < POSTS; from += BATCH) {
      // Typed: a transaction's callback reads them.
      const publications: Record<string, unknown>[] = [];
      const steps: Record<string, unknown>[] = [];
      const uses: Record<string, unknown>[] = [];
      for (let i = from; i < Math.min(POSTS, from + BATCH); i += 1) {
        const id = randomUUID();
        const ticketId = tickets[Math.floor(i / 2)]!;
        const channel = channels[(Math.floor(i / 2) + (i % 2) * 2) % channels.length]!;
        const media = Array.from(
          { length: 1 + Math.floor(pick() * 3) },
          () => assets[Math.floor(pick() * assets.length)]!,
        );
        const dueAt = new Date(now + 3_600_000 + Math.floor(pick() * 30 * DAY_MS)).toISOString();
        // What the sweep should find today: the first asset that may not go out decides.
        const blocked = media.find((asset) =>
          assetBlockFor(
            { licence: asset.licence, expires_on: asset.expiresOn, networks: asset.networks },
            channel.network,
            today,
          ),
        );
        if (blocked?.pullPolicy === 'pull') expectedPulls += 1;
        else if (blocked) blockedUnderFlag += 1;
        publications.push({
          id,
          workspace_id: workspace.id,
          project_id: projectId,
          ticket_id: ticketId,
          channel_id: channel.id,
          variant: JSON.stringify({
            text: `Post ${i}`,
            media: media.map((asset) => ({
              asset_uid: asset.id,
              asset_version_uid: asset.versionId,
              storage_key: `assets/${projectId}/${asset.versionId}.jpg`,
              mime_type: 'image/jpeg',
              file_name: asset.name,
              bytes: 2_000_000,
              width: 1080,
              height: 1080,
              alt: 'A picture',
            })),
            ...(channel.network === 'mastodon' ? { visibility: 'public' } : {}),
          }),
          state: 'scheduled' as const,
          due_at: dueAt,
          remote_id: null,
          remote_url: null,
          error_code: null,
          error_message: null,
          published_at: null,
          created_by: workspace.ownerMemberId,
          created_at: at,
          updated_at: at,
        });
        steps.push({
          id: randomUUID(),
          publication_id: id,
          at,
          seq: 1,
          kind: 'scheduled',
          state: 'scheduled' as const,
          actor_id: workspace.ownerMemberId,
          detail: null,
        });
        for (const asset of new Set(media))
          uses.push({
            id: randomUUID(),
            asset_id: asset.id,
            version_id: asset.versionId,
            project_id: projectId,
            ticket_id: ticketId,
            kind: 'post_media' as const,
            network: channel.network,
            created_at: at,
          });
      }
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('publications').values(publications).execute();
        await trx.insertInto('publication_events').values(steps).execute();
        await trx.insertInto('asset_uses').values(uses).execute();
      });
    }
    await settle(db, kind);
    console.log(
      `  seeded ${ASSETS.toLocaleString('en')} assets and ${POSTS.toLocaleString('en')} scheduled posts in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    // The worker's modules on this database, as background.ts builds them.
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      PUBLIC_URL: 'http://localhost:3000',
      RUN_WORKER: 'false',
    });
    const platform = createPlatform(config, database, createTestLogger().logger, { runsWorker: false });
    const modules = buildModules(platform.deps);
    const definition = modules.find((module) => module.jobs?.[ASSET_RIGHTS_SWEEP_JOB])?.jobs?.[
      ASSET_RIGHTS_SWEEP_JOB
    ];
    if (!definition) throw new Error(`no module runs ${ASSET_RIGHTS_SWEEP_JOB}`);
    let warned = 0;
    platform.deps.events.on('asset.rights_ending', async () => {
      warned += 1;
    });

    const run = () =>
      toJobType(definition).run(
        {},
        { jobId: 'bench', attempt: 1, signal: new AbortController().signal, progress: async () => true },
      );
    const started = performance.now();
    const statements = await statementsDuring(run);
    const seconds = (performance.now() - started) / 1000;

    const count = async (state: string, errorCodes?: string[]) => {
      let query = db
        .selectFrom('publications')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('state', '=', state);
      if (errorCodes) query = query.where('error_code', 'in', errorCodes);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const pulled = await count('needs_attention', ['asset_rights_expired', 'asset_network_not_allowed']);
    const stillScheduled = await count('scheduled');
    console.log(
      `  the sweep over ${POSTS.toLocaleString('en')} scheduled posts: ${seconds.toFixed(2)} s; ` +
        `${pulled} pulled, ${warned} warned (rights ending, or a network the licence bars), ` +
        `${blockedUnderFlag} flagged (blocked today, "flag": left scheduled, their job refuses them); ` +
        `${stillScheduled} still scheduled`,
    );
    const total = statements.reduce((sum, [, group]) => sum + group.n, 0);
    const waited = statements.reduce((sum, [, group]) => sum + group.ms, 0);
    console.log(
      `  ${total.toLocaleString('en')} statements, ${(waited / 1000).toFixed(2)} s of it waiting on them; the most: ` +
        statements
          .slice(0, 6)
          .map(([what, group]) => `${what} ×${group.n} ${(group.ms / 1000).toFixed(2)} s`)
          .join(', '),
    );
    if (pulled !== expectedPulls)
      throw new Error(`the sweep pulled ${pulled} posts; the seed has ${expectedPulls} to pull`);
  } finally {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchDialect('sqlite');
if (benchPostgresUrl) await benchDialect('postgres');
else console.log('\n(PostgreSQL left out: set BENCH_POSTGRES_URL or TEST_POSTGRES_URL.)');
console.log(
  '\nTarget (issue 45): the daily sweep over 20,000 assets and 5,000 scheduled posts well inside its day.',
);
process.exit(0);
