// `npm run bench` (its approvals part; alone: `npm run bench:approval-timers`): the due-reminder
// poll of approval rounds (issue 42, docs/product.md#approvals) on SQLite and, when
// BENCH_POSTGRES_URL (or TEST_POSTGRES_URL) names a server, on PostgreSQL too. A benchmark, not a
// test: it prints figures and checks only that each poll reminded what was due.
//
// One poll is the real job (`approvals.timers`, round-timers.ts, built by the modules as a worker
// builds them): the timers due now through the index on `next_at`, each brought up to date with
// its round (its decisions, the post's content version, the brand's zone) and its reminder
// claimed and sent (the notification, its e-mail job), then the next poll armed. DUE (50) steps
// are due at each poll; the other open steps wait for later reminders. Timed with 1,000 open
// steps, then with BENCH_APPROVAL_STEPS (100,000). Target: the same with both.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { createPlatform } from '../apps/server/src/background.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { Dialect } from '../apps/server/src/db/database.js';
import { APPROVAL_TIMERS_JOB, TIMERS_PER_POLL } from '../apps/server/src/modules/approvals/round-timers.js';
import { createUnreachableAccounts } from '../apps/server/src/modules/auth/unreachable-accounts.js';
import { buildModules } from '../apps/server/src/modules/index.js';
import { insertTicket } from '../apps/server/src/modules/tickets/tickets.fixtures.js';
import type { JobType } from '../apps/server/src/platform/jobs/job-handler.js';
import { createTestLogger } from '../apps/server/src/test/logger.js';
import { insertProject, insertWorkspace } from '../apps/server/src/test/workspace-fixtures.js';
import { benchPostgresUrl, openBenchDatabase, percentile } from './bench-database.js';
import { settle } from './seed/database.mjs';

const STEPS = Number(process.env.BENCH_APPROVAL_STEPS ?? 100_000);
const SMALL = 1_000;
const DUE = 50;
const POLLS = Number(process.env.BENCH_APPROVAL_POLLS ?? 30);
const DAY_MS = 86_400_000;
// biome-ignore lint/suspicious/noExplicitAny: the bench writes every table, whoever owns it.
type AnyDb = Kysely<any>;

const iso = (ms: number) => new Date(ms).toISOString();
async function benchDialect(kind: Dialect) {
  const { database, drop } = await openBenchDatabase(kind, 'approvals');
  const db = database.db as AnyDb;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-bench-approvals-data-'));
  try {
    const at = new Date();
    const email = `bench-${randomUUID()}@example.invalid`;
    const userId = await createUnreachableAccounts(kind).ensure(database.db, {
      email,
      name: 'Bench',
      at: at.toISOString(),
    });
    const workspace = await insertWorkspace(database.db, { id: userId, email });
    const projectId = await insertProject(database.db, workspace.id, userId);
    const place = { workspaceId: workspace.id, projectId };
    const approver = workspace.ownerMemberId;
    const steps = JSON.stringify([{ kind: 'internal', rule: 'any', approvers: [approver] }]);
    await db
      .insertInto('approval_workflows')
      .values({
        project_id: projectId,
        workspace_id: workspace.id,
        mode: 'required',
        steps: JSON.stringify([
          { kind: 'internal', rule: 'any', brand_admins: false, approvers: [approver] },
        ]),
        due_days: 3,
        expire_days: 30,
        lock_dates: 0,
        author_may_approve: 0,
        updated_by: null,
        updated_at: at.toISOString(),
      })
      .execute();
    await db
      .insertInto('publishing_settings')
      .values({
        project_id: projectId,
        workspace_id: workspace.id,
        time_zone: 'Europe/Paris',
        slots: '[]',
        require_approval: 0,
        updated_at: at.toISOString(),
      })
      .execute();

    const round = (ticketId: string, createdAt: string) => ({
      id: randomUUID(),
      workspace_id: workspace.id,
      project_id: projectId,
      ticket_id: ticketId,
      requested_by: null,
      status: 'open',
      steps,
      content_hash: 'bench',
      created_at: createdAt,
      ended_at: null,
    });
    const timer = (r: { id: string; ticket_id: string; created_at: string }, nextAt: string) => ({
      round_id: r.id,
      workspace_id: workspace.id,
      project_id: projectId,
      ticket_id: r.ticket_id,
      step: 0,
      opened_at: r.created_at,
      due_at: iso(Date.parse(r.created_at) + 3 * DAY_MS),
      due_days: 3,
      expire_days: 30,
      time_zone: 'Europe/Paris',
      done: 0,
      next_at: nextAt,
      updated_at: r.created_at,
    });

    // The DUE steps: opened five days ago, overdue; each poll reminds their approver once.
    const opened = iso(at.getTime() - 5 * DAY_MS);
    const dueRounds = [];
    for (let i = 0; i < DUE; i += 1)
      dueRounds.push(
        round(await insertTicket(database.db, place, { ticket_type: 'post', summary: `Due ${i}` }), opened),
      );
    await db.insertInto('approval_rounds').values(dueRounds).execute();
    await db
      .insertInto('approval_timers')
      .values(dueRounds.map((r) => timer(r, iso(at.getTime() - 60_000))))
      .execute();
    const dueIds = dueRounds.map((r) => r.id);

    // The waiting steps: open rounds whose next reminder is ahead, over the coming 30 days.
    const waitingTicket = await insertTicket(database.db, place, { ticket_type: 'post', summary: 'Waiting' });
    let waiting = 0;
    async function addWaiting(upTo: number) {
      const seeding = performance.now();
      for (; waiting < upTo; ) {
        const batch = [];
        for (let i = 0; i < 500 && waiting < upTo; i += 1, waiting += 1)
          batch.push(round(waitingTicket, opened));
        const next = (n: number) => iso(at.getTime() + 3_600_000 + ((n * 7_919) % (30 * 24)) * 3_600_000);
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('approval_rounds').values(batch).execute();
          await trx
            .insertInto('approval_timers')
            .values(batch.map((r, i) => timer(r, next(waiting - batch.length + i))))
            .execute();
        });
      }
      await settle(database.db, kind);
      return ((performance.now() - seeding) / 1000).toFixed(0);
    }

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      PUBLIC_URL: 'http://localhost:3000',
      RUN_WORKER: 'false',
    });
    const platform = createPlatform(config, database, createTestLogger().logger, { runsWorker: true });
    const modules = buildModules(platform.deps);
    const job = modules.find((module) => module.name === 'approvals')!.jobs![APPROVAL_TIMERS_JOB] as JobType;
    const context = {
      jobId: randomUUID(),
      attempt: 1,
      signal: new AbortController().signal,
      progress: async () => true,
    };

    async function polls(label: string) {
      const times: number[] = [];
      const dueQuery: number[] = [];
      for (let n = 0; n < POLLS; n += 1) {
        // The same DUE steps due again, their earlier reminders gone, for a poll like the first.
        await db.deleteFrom('notifications').where('kind', '=', 'approval_reminder').execute();
        await db.deleteFrom('jobs').execute();
        await db
          .updateTable('approval_timers')
          .set({ done: 0, next_at: iso(Date.now() - 60_000) })
          .where('round_id', 'in', dueIds)
          .execute();
        let started = performance.now();
        await db
          .selectFrom('approval_timers')
          .select('round_id')
          .where('next_at', '<=', iso(Date.now()))
          .orderBy('next_at')
          .limit(TIMERS_PER_POLL)
          .execute();
        dueQuery.push(performance.now() - started);
        started = performance.now();
        await job.run({}, context);
        times.push(performance.now() - started);
        const sent = await db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('kind', '=', 'approval_reminder')
          .executeTakeFirstOrThrow();
        if (Number(sent.n) !== DUE) throw new Error(`expected ${DUE} reminders, found ${sent.n}`);
      }
      const explain =
        kind === 'postgres'
          ? await sql<{
              'QUERY PLAN': string;
            }>`explain (costs off) select round_id from approval_timers where next_at <= ${iso(Date.now())} order by next_at limit 200`.execute(
              db,
            )
          : await sql<{
              detail: string;
            }>`explain query plan select round_id from approval_timers where next_at <= ${iso(Date.now())} order by next_at limit 200`.execute(
              db,
            );
      const plan = explain.rows
        .map((row) => ('QUERY PLAN' in row ? row['QUERY PLAN'] : (row as { detail: string }).detail).trim())
        .join(' / ');
      console.log(
        `  ${label}: one poll (${DUE} due, each reminded) p50 ${percentile(times, 50)} ms, p99 ${percentile(times, 99)} ms; ` +
          `the due-timers query p50 ${percentile(dueQuery, 50)} ms, p99 ${percentile(dueQuery, 99)} ms (${POLLS} polls)`,
      );
      console.log(`      due timers: ${plan}`);
    }

    console.log(
      `\nApproval timers on ${kind}: ${os.cpus().length} CPUs shared with the database; load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    const small = await addWaiting(SMALL - DUE);
    console.log(`  ${SMALL.toLocaleString('en-US')} open steps written in ${small} s`);
    await polls(`${SMALL.toLocaleString('en-US')} open steps`);
    const large = await addWaiting(STEPS - DUE);
    console.log(`  ${STEPS.toLocaleString('en-US')} open steps written in ${large} s`);
    await polls(`${STEPS.toLocaleString('en-US')} open steps`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
}

await benchDialect('sqlite');
if (benchPostgresUrl) await benchDialect('postgres');
else console.log('\n(PostgreSQL left out: set BENCH_POSTGRES_URL or TEST_POSTGRES_URL)');
