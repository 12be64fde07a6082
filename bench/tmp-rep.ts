// `npm run bench` (its repeatable-work part; alone: `npm run bench:repeatable`): issue 47's
// figures on SQLite and, when BENCH_POSTGRES_URL (or TEST_POSTGRES_URL) names a server, on
// PostgreSQL too (docs/product.md#templates, #recurring-tickets, #evergreen). A benchmark, not a
// test: it prints figures beside targets.
//
// - 1,000 recurring instances, each with a 5-item checklist: 100 daily series made at once (each
//   makes its next ten), the time in all. Target ≤ 2 s.
// - A ticket from a template with 10 subtasks and 20 checklist items, 60 times (10 warm up).
//   Target ≤ 100 ms p95.
// - The evergreen pick among 100,000 marked posts (a fill with one empty slot), 60 times (10
//   warm up). Target ≤ 50 ms.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createWorkerProcess } from '../apps/server/src/background.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { Dialect } from '../apps/server/src/db/database.js';
import { createUnreachableAccounts } from '../apps/server/src/modules/auth/unreachable-accounts.js';
import type { EvergreenService } from '../apps/server/src/modules/evergreen/evergreen.service.js';
import type { RecurringService } from '../apps/server/src/modules/recurring/recurring.service.js';
import type { TemplatesService } from '../apps/server/src/modules/templates/templates.service.js';
import type { Membership } from '../apps/server/src/modules/workspaces/membership.js';
import type { Logger } from '../apps/server/src/platform/logger.js';
import { insertProject, insertWorkspace } from '../apps/server/src/test/workspace-fixtures.js';
import { benchPostgresUrl, figures, openBenchDatabase, percentile } from './bench-database.js';
import { settle } from './seed/database.mjs';

const SERIES = 100;
const TEMPLATE_RUNS = 60;
const WARM_UP = 10;
const EVERGREEN_POSTS = Number(process.env.BENCH_EVERGREEN_POSTS ?? 100_000);
// biome-ignore lint/suspicious/noExplicitAny: the bench seeds the tables directly.
type AnyDb = Kysely<any>;
const silent = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent } as unknown as Logger;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function servicesOf(modules: ReturnType<typeof createWorkerProcess>['modules']) {
  const of = <T>(name: string, key: string) =>
    (modules.find((module) => module.name === name) as unknown as { services: Record<string, T> }).services[
      key
    ] as T;
  return {
    templates: of<TemplatesService>('templates', 'templates'),
    recurring: of<RecurringService>('recurring', 'recurring'),
    evergreen: of<EvergreenService>('evergreen', 'evergreen'),
    membershipOf: of<(w: string, u: string) => Promise<Membership | null>>('workspaces', 'membershipOf'),
  };
}

async function benchDialect(kind: Dialect) {
  console.log(`\n${kind}`);
  const { database, drop } = await openBenchDatabase(kind, 'repeatable');
  const db = database.db as AnyDb;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-bench-repeatable-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      PUBLIC_URL: 'http://localhost:3000',
      RUN_WORKER: 'false',
    });
    const { modules } = createWorkerProcess(config, database, silent);
    const services = servicesOf(modules);
    const at = new Date().toISOString();
    const email = `bench-${randomUUID()}@example.invalid`;
    const userId = await createUnreachableAccounts(kind).ensure(database.db, { email, name: 'Bench', at });
    const workspace = await insertWorkspace(database.db, { id: userId, email });
    const projectId = await insertProject(database.db, workspace.id, userId);
    const membership = await services.membershipOf(workspace.id, userId);
    if (!membership) throw new Error('no membership');

    // 1. 1,000 recurring instances with a 5-item checklist each.
    const started = performance.now();
    for (let i = 0; i < SERIES; i++)
      await services.recurring.create(membership, userId, projectId, {
        rule: 'FREQ=DAILY',
        start: { day: day(1), time: '09:00' },
        body: { summary: `Series ${i} #{n}`, checklist: ['Draft', 'Design', 'Review', 'Schedule', 'Report'] },
      });
    const seriesMs = performance.now() - started;
    const made = await db
      .selectFrom('recurring_instances')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    console.log(
      `  recurring: ${Number(made?.n)} instances (5 checklist items each) in ${(seriesMs / 1000).toFixed(2)} s — target ≤ 2 s`,
    );

    // 2. A ticket from a template with 10 subtasks and 20 checklist items.
    const template = await services.templates.create({ workspaceId: workspace.id, projectId }, membership, {
      name: 'Launch kit',
      body: {
        summary: 'Launch {date}',
        checklist: Array.from({ length: 20 }, (_, i) => `Step ${i + 1}`),
        subtasks: Array.from({ length: 10 }, (_, i) => ({ summary: `Part ${i + 1}` })),
      },
    });
    const times: number[] = [];
    for (let i = 0; i < TEMPLATE_RUNS; i++) {
      const t0 = performance.now();
      await services.templates.use(membership, projectId, template.uid, { anchor: day(3) });
      if (i >= WARM_UP) times.push(performance.now() - t0);
    }
    console.log(
      `  from a template (10 subtasks, 20 items): ${figures(times)}, p95 ${percentile(times, 95)} ms — target ≤ 100 ms p95`,
    );

    // 3. The evergreen pick among 100,000 posts: all out long ago, none picked before.
    const seeding = performance.now();
    const longAgo = new Date(Date.now() - 400 * 86_400_000).getTime();
    const counter = await db
      .selectFrom('ticket_counters')
      .select('last_number')
      .where('workspace_id', '=', workspace.id)
      .executeTakeFirst();
    let number = Number(counter?.last_number ?? 0);
    const BATCH = 500;
    const template0 = await db
      .selectFrom('tickets')
      .selectAll()
      .where('project_id', '=', projectId)
      .limit(1)
      .executeTakeFirstOrThrow();
    for (let from = 0; from < EVERGREEN_POSTS; from += BATCH) {
      const rows = [];
      const marks = [];
      for (let i = from; i < Math.min(EVERGREEN_POSTS, from + BATCH); i++) {
        const id = randomUUID();
        number += 1;
        const out = new Date(longAgo + i * 1000).toISOString();
        rows.push({
          ...template0,
          id,
          number,
          summary: `Evergreen post ${i}`,
          summary_key: `evergreen post ${i}`,
          ticket_type: 'post',
          status: 'published',
          parent_id: null,
          series_id: null,
          series_position: null,
          share_token: null,
          created_at: out,
          updated_at: out,
        });
        marks.push({
          ticket_id: id,
          workspace_id: workspace.id,
          project_id: projectId,
          marked_by: membership.memberId,
          marked_by_user: userId,
          marked_at: out,
          last_recycled_at: null,
          last_out_at: out,
          variant: null,
        });
      }
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('tickets').values(rows).execute();
        await trx.insertInto('evergreen_posts').values(marks).execute();
      });
    }
    await db
      .updateTable('ticket_counters')
      .set({ last_number: number })
      .where('workspace_id', '=', workspace.id)
      .execute();
    await settle(db, kind);
    console.log(
      `  (seeded ${EVERGREEN_POSTS.toLocaleString('en-US')} evergreen posts in ${((performance.now() - seeding) / 1000).toFixed(1)} s)`,
    );
    const picks: number[] = [];
    for (let i = 0; i < TEMPLATE_RUNS; i++) {
      const t0 = performance.now();
      const next = await services.evergreen.next(projectId);
      if (!next) throw new Error('no evergreen post picked');
      if (i >= WARM_UP) picks.push(performance.now() - t0);
    }
    console.log(
      `  evergreen pick among ${EVERGREEN_POSTS.toLocaleString('en-US')}: ${figures(picks)} — target ≤ 50 ms`,
    );
  } finally {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// sqlite skipped
if (benchPostgresUrl) await benchDialect('postgres');
else console.log('\npostgres: skipped (set BENCH_POSTGRES_URL or TEST_POSTGRES_URL)');
