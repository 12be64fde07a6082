import { approvalRoundSchema } from '@expertos/domain/approvals/round.schema';
import { createPlatform } from '../../background.js';
import type { Database } from '../../db/database.js';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import type { JobWorker } from '../../platform/jobs/job-worker.js';
import { MAIL_SEND_JOB, mailSendHandler } from '../../platform/mail/mail.jobs.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, openDatabaseTarget, testDialect } from '../../test/context.js';
import { createTestWorker } from '../../test/job-worker.js';
import { createTestLogger } from '../../test/logger.js';
import { parseMail } from '../../test/mime.js';
import { startSmtpServer } from '../../test/smtp.js';
import { buildWorld, type Persona, signUpPeople, type World } from '../../test/world.js';
import { buildModules } from '../index.js';
import type { approvalsModule } from './approvals.module.js';
import { APPROVAL_TIMERS_JOB } from './round-timers.js';

type ApprovalsModule = ReturnType<typeof approvalsModule>;

/**
 * The app on a clock the tests move, a real SMTP server, the five personas, and two workers —
 * each its own connection and modules, as two worker processes would be — that run every job
 * type on the same clock. A fresh world per test (`reset`), whose brand A lives in Paris time.
 * `env` adds to the app's environment (a test of pushes lets it reach a local push service).
 */
export async function createTimersTestContext({ env = {} }: { env?: Record<string, string> } = {}) {
  const smtp = await startSmtpServer();
  let clock = new Date('2026-05-04T10:00:00Z');
  const now = () => clock;
  const mail = mailCollector();
  const ctx = await createTestContext({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Expertos <hello@expertos.test>', ...env },
    deps: { sendAccountMail: mail.send, now },
  });
  const db = ctx.database.db;
  const people = await signUpPeople(ctx.app, mail);
  // better-sqlite3 waits for another connection's write lock synchronously, holding the one event
  // loop both workers share, so on SQLite the second worker shares the first one's connection
  // (its transactions then queue); on PostgreSQL it has a connection of its own, as a process would.
  const second = testDialect === 'sqlite' ? ctx.database : openDatabaseTarget(ctx.target);
  const workerOn = (database: Database) => {
    const log = createTestLogger().logger;
    const platform = createPlatform(ctx.config, database, log, { runsWorker: true, now });
    const modules = buildModules(platform.deps);
    return createTestWorker(database, {
      now,
      logger: log,
      handlers: {
        [MAIL_SEND_JOB]: mailSendHandler(platform.mailer),
        ...Object.assign({}, ...modules.map((module) => module.jobs ?? {})),
        ...platform.deps.events.jobTypes(),
      },
    });
  };
  const workers: [JobWorker, JobWorker] = [workerOn(ctx.database), workerOn(second)];
  let world: World;

  const call = (persona: Persona, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });

  /** Both workers take due jobs at the same time until neither finds one. */
  async function drain() {
    for (;;) {
      const ran = await Promise.all(workers.map((worker) => worker.runOnce()));
      if (!ran.some(Boolean)) return;
    }
  }

  const t = {
    ctx,
    db,
    smtp,
    people,
    workers,
    call,
    drain,
    get world() {
      return world;
    },
    now,
    /** Moves the clock and runs whatever came due. */
    async at(iso: string) {
      clock = new Date(iso);
      await drain();
    },
    /** A fresh world; brand A in Paris time; the clock at Monday 4 May 2026, noon in Paris. */
    async reset(timeZone = 'Europe/Paris') {
      clock = new Date('2026-05-04T10:00:00Z');
      await db.deleteFrom('jobs').execute();
      await db.deleteFrom('mail_sends').execute();
      smtp.received.length = 0;
      world = await buildWorld(db, people);
      await db
        .insertInto('publishing_settings')
        .values({
          project_id: world.a.projectId,
          workspace_id: world.a.id,
          time_zone: timeZone,
          slots: '[]',
          require_approval: 0,
          updated_at: clock.toISOString(),
        })
        .execute();
    },
    async workflow(body: object) {
      const res = await call('admin', 'PUT', `/api/projects/${world.a.projectId}/approval-workflow`, body);
      if (res.statusCode !== 200) throw new Error(`workflow: ${res.statusCode} ${res.body}`);
    },
    async contact(name: string, email: string) {
      const res = await call('admin', 'POST', `/api/projects/${world.a.projectId}/approval-contacts`, {
        name,
        email,
        company: 'Client Co',
      });
      if (res.statusCode !== 201) throw new Error(`contact: ${res.statusCode} ${res.body}`);
      return res.json().uid as string;
    },
    /** A post of brand A by `member`, asked for approval. */
    async askedPost(summary = 'Spring launch') {
      const created = await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
        summary,
        ticket_type: 'post',
        caption: 'Our spring menu is here',
      });
      if (created.statusCode !== 201) throw new Error(`post: ${created.statusCode} ${created.body}`);
      const ticket = created.json().uid as string;
      const asked = await call('member', 'POST', `/api/tickets/${ticket}/approval`);
      if (asked.statusCode !== 201) throw new Error(`ask: ${asked.statusCode} ${asked.body}`);
      return ticket;
    },
    async round(ticket: string) {
      const res = await call('member', 'GET', `/api/tickets/${ticket}/approval`);
      return approvalRoundSchema.parse(res.json()).round!;
    },
    async decide(persona: Persona, ticket: string, decision: string, comment?: string) {
      const version = (await t.round(ticket)).version;
      const res = await call(persona, 'POST', `/api/tickets/${ticket}/approval/decisions`, {
        decision,
        version,
        ...(comment ? { comment } : {}),
      });
      if (res.statusCode !== 200) throw new Error(`decide: ${res.statusCode} ${res.body}`);
    },
    status: async (ticket: string) => (await call('member', 'GET', `/api/tickets/${ticket}`)).json().status,
    timer: (ticket: string) =>
      db.selectFrom('approval_timers').selectAll().where('ticket_id', '=', ticket).executeTakeFirst(),
    /** The notifications of a kind about a ticket, with whom each went to. */
    notices: (kind: string, ticket?: string) => {
      let query = db
        .selectFrom('notifications')
        .select(['user_id', 'status', 'excerpt', 'dedupe_key', 'actor_id'])
        .where('kind', '=', kind as never);
      if (ticket) query = query.where('ticket_id', '=', ticket);
      return query.orderBy('created_at').orderBy('dedupe_key').execute();
    },
    /**
     * E-mails the SMTP server received, parsed, to an address. Mail jobs are queued on the real
     * clock (the platform's queue), ahead of the test's: they are sent here, each as its job.
     */
    async mailsTo(address: string) {
      const send = mailSendHandler(
        createPlatform(ctx.config, ctx.database, createTestLogger().logger).mailer,
      );
      const jobs = await db
        .selectFrom('jobs')
        .select(['id', 'payload'])
        .where('type', '=', MAIL_SEND_JOB)
        .where('status', '=', 'pending')
        .orderBy('created_at')
        .execute();
      for (const job of jobs) {
        const context = {
          jobId: job.id,
          attempt: 1,
          signal: new AbortController().signal,
          progress: async () => true,
        };
        await send(JSON.parse(job.payload), context);
        await db.updateTable('jobs').set({ status: 'done' }).where('id', '=', job.id).execute();
      }
      return smtp.received.filter((m) => m.to.includes(address)).map((m) => parseMail(m.raw));
    },
    /** The approvals module as the app builds it (its start, its services), on the test clock. */
    approvalsModule() {
      const platform = createPlatform(ctx.config, ctx.database, createTestLogger().logger, { now });
      const found = buildModules(platform.deps).find((module) => module.name === 'approvals');
      return found as ApprovalsModule;
    },
    /** The approvals module's start, as an API process runs it when it starts. */
    startApprovals: () => t.approvalsModule().start(),
    /** A poll job as another process would arm it, due now: two workers then run one each. */
    armExtraPoll: (key: string) =>
      createJobQueue({ database: ctx.database, now }).enqueue(APPROVAL_TIMERS_JOB, {}, { dedupeKey: key }),
    async close() {
      if (second !== ctx.database) await second.close();
      await ctx.close();
      await smtp.close();
    },
  };
  return t;
}
export type TimersTestContext = Awaited<ReturnType<typeof createTimersTestContext>>;
