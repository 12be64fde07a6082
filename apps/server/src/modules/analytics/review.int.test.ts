import { reviewPageSchema, reviewSchema } from '@expertos/domain/analytics/review.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlatform } from '../../background.js';
import type { Database } from '../../db/database.js';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import type { JobWorker } from '../../platform/jobs/job-worker.js';
import { MAIL_SEND_JOB, mailSendHandler } from '../../platform/mail/mail.jobs.js';
import { type AiServer, startAiServer } from '../../test/ai-server.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, openDatabaseTarget, type TestContext, testDialect } from '../../test/context.js';
import { createTestWorker } from '../../test/job-worker.js';
import { createTestLogger } from '../../test/logger.js';
import { parseMail } from '../../test/mime.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { buildModules } from '../index.js';
import { followedPost } from './analytics.fixtures.js';
import { armReviewPoll, REVIEW_JOB, REVIEW_POLL_JOB } from './review.jobs.js';

const DAY = 86_400_000;

/**
 * The weekly review (docs/product.md#analytics), end to end on a fake clock: the hourly poll
 * enqueues a brand's review at its review day and hour, two workers racing over the jobs write
 * one review and send one notification and one e-mail per brand admin (through SMTP), the
 * Reviews API lists and opens it; with the AI stand-in the model's summary is added (the figures
 * sent as data, the tokens counted) and its failure leaves the rules' review, marked so.
 */
describe.each(['off', 'on'] as const)(`the weekly review on ${testDialect}, AI %s`, (ai) => {
  const mail = mailCollector();
  let smtp: TestSmtpServer;
  let aiServer: AiServer | undefined;
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let second: Database;
  let workers: [JobWorker, JobWorker];
  // Thursday 7 May 2026, 08:30 UTC; the brand reviews on Thursdays at 09:00 (UTC, its zone).
  let clock = new Date('2026-05-07T08:30:00Z');
  const now = () => clock;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    aiServer = ai === 'on' ? await startAiServer() : undefined;
    ctx = await createTestContext({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Expertos <hello@expertos.test>',
        ...(aiServer
          ? { AI_BASE_URL: aiServer.baseUrl, AI_API_KEY: aiServer.apiKey, AI_MODEL: 'test-model' }
          : {}),
      },
      deps: { sendAccountMail: mail.send },
    });
    people = await signUpPeople(ctx.app, mail);
    second = openDatabaseTarget(ctx.target);
    // Two worker processes, each with its own connection and modules, on the tests' clock.
    const workerOn = (database: Database) => {
      const platform = createPlatform(ctx.config, database, createTestLogger().logger, {
        runsWorker: true,
        now,
      });
      const modules = buildModules(platform.deps);
      return createTestWorker(database, {
        now,
        handlers: {
          [MAIL_SEND_JOB]: mailSendHandler(platform.mailer),
          ...Object.assign({}, ...modules.map((module) => module.jobs ?? {})),
          ...platform.deps.events.jobTypes(),
        },
      });
    };
    workers = [workerOn(ctx.database), workerOn(second)];
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
    await smtp?.close();
    await aiServer?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.deleteFrom('jobs').execute();
    smtp.received.length = 0;
    clock = new Date('2026-05-07T08:30:00Z');
    world = await buildWorld(ctx.database.db, people);
    await ctx.database.db
      .updateTable('projects')
      .set({ slate_review_day: 'thursday', slate_review_hour: 9, slate_growth_content: 3 })
      .where('id', '=', world.a.projectId)
      .execute();
  });

  /**
   * The e-mails: the mail job is queued on the real clock (the platform's), so a worker on the
   * real clock that knows only that job sends them to the SMTP catcher.
   */
  async function deliverMail() {
    const platform = createPlatform(ctx.config, ctx.database, createTestLogger().logger);
    const mailer = createTestWorker(ctx.database, {
      handlers: { [MAIL_SEND_JOB]: mailSendHandler(platform.mailer) },
    });
    while (await mailer.runOnce()) {
      // until every e-mail is sent
    }
  }

  /** Both workers take due jobs at the same time until neither finds one. */
  async function drain() {
    for (;;) {
      const ran = await Promise.all(workers.map((worker) => worker.runOnce()));
      if (!ran.some(Boolean)) return;
    }
  }

  /** A post of brand A posted `daysAgo` before the review, read at 7 days with this reach and likes. */
  async function seed(daysAgo: number, reach: number, likes: number | 'not_yet') {
    const postedAt = new Date(Date.parse('2026-05-07T09:00:00Z') - daysAgo * DAY).toISOString();
    const remoteId = `ig-${daysAgo}-${Math.random()}`;
    await followedPost(
      ctx.database.db,
      {
        workspaceId: world.a.id,
        projectId: world.a.projectId,
        network: 'instagram',
        postedAt,
        remoteId,
        source: 'imported',
        url: `https://instagram.example/${remoteId}`,
      },
      { reach, likes, comments: 0, shares: 0, saves: 0 },
    );
  }

  const queue = () => createJobQueue({ database: ctx.database, now });
  const reviewsOf = (projectId: string) =>
    ctx.database.db.selectFrom('analytics_reviews').selectAll().where('project_id', '=', projectId).execute();
  const reviewNotices = () =>
    ctx.database.db
      .selectFrom('notifications')
      .select(['user_id'])
      .where('kind', '=', 'weekly_review')
      .execute();
  const call = (persona: Persona, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: people[persona].headers });

  it('is written once at the review hour, however many workers run, and reaches the admins by e-mail', async () => {
    await seed(20, 1000, 20);
    await seed(30, 1000, 40);
    await seed(40, 1000, 60);
    await seed(9, 1000, 90);
    await seed(100, 2000, 400);
    if (aiServer)
      aiServer.next({
        kind: 'reply',
        content: JSON.stringify({
          summary: 'A strong week for reach.',
          suggestions: ['Post a second growth reel', 'Reuse the April recipe', 'Try Thursday mornings'],
        }),
      });

    // Armed (as a followed post does) for the hour ahead; nothing is due before 09:00.
    await armReviewPoll(queue(), clock);
    await drain();
    expect(await reviewsOf(world.a.projectId)).toHaveLength(0);

    clock = new Date('2026-05-07T09:00:00Z');
    await drain();
    const [review, ...more] = await reviewsOf(world.a.projectId);
    expect(more).toHaveLength(0);
    expect(review).toMatchObject({ week: '2026-W19', week_from: '2026-04-30', week_to: '2026-05-06' });
    // The poll re-armed itself; an hour later it finds the week written and adds nothing.
    clock = new Date('2026-05-07T10:00:00Z');
    await drain();
    // A duplicate job (a retry, a second enqueue) finds it written too.
    await queue().enqueue(REVIEW_JOB, {
      projectId: world.a.projectId,
      day: '2026-05-07',
      hour: 9,
    });
    await drain();
    expect(await reviewsOf(world.a.projectId)).toHaveLength(1);
    expect(await reviewsOf(world.b.projectId)).toHaveLength(0);

    // The brand's admins (the workspace's owner and admin) hear of it once each, in the app and by e-mail.
    const notices = await reviewNotices();
    expect(notices.map((n) => n.user_id).sort()).toEqual([people.owner.id, people.admin.id].sort());
    await deliverMail();
    const mails = smtp.received.filter((m) => parseMail(m.raw).subject?.includes('weekly review'));
    expect(mails.flatMap((m) => m.to).sort()).toEqual([people.owner.email, people.admin.email].sort());
    const message = parseMail(mails[0]!.raw);
    expect(message.text).toContain('Posted 0 of the 3 posts the slate asks for');
    expect(message.text).toContain(
      `/brand/${world.a.projectSlug}/analytics?tab=reviews&review=${review!.id}`,
    );
    if (ai === 'on') expect(message.text).toContain('A strong week for reach.');

    // The Reviews tab's API: the list, newest first, and the review with its sections.
    const list = await call('member', `/api/projects/${world.a.projectId}/analytics/reviews`);
    expect(list.statusCode, list.body).toBe(200);
    const page = reviewPageSchema.parse(list.json());
    expect(page).toMatchObject({
      total: 1,
      items: [{ id: review!.id, week: '2026-W19', ai: ai === 'on' ? 'written' : 'off' }],
      schedule: { day: 'thursday', hour: 9 },
    });
    const opened = await call('member', `/api/projects/${world.a.projectId}/analytics/reviews/${review!.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const body = reviewSchema.parse(opened.json());
    expect(body.content.slate.purposes[0]).toMatchObject({ purpose: 'growth', target: 3, short: 3 });
    // 2 %, 4 %, 6 % and the week-old 9 %: median 5 %; the 9 % post is above it.
    expect(body.content.results.median).toMatchObject({ median: 0.05, counted: 4, of: 4 });
    expect(body.content.results.posts.map((p) => [p.rate, p.versus])).toEqual([[0.09, 'above']]);
    expect(body.content.next.reuse.map((p) => p.rate)).toEqual([0.2]);
    if (ai === 'on') {
      expect(body).toMatchObject({ ai: 'written', summary: 'A strong week for reach.' });
      expect(body.suggestions).toHaveLength(3);
      // The figures went as data in a message of their own; the instructions carry none.
      const sent = aiServer!.requests.at(-1)!.body.messages;
      expect(sent.map((m) => m.role)).toEqual(['system', 'user']);
      expect(JSON.parse(sent[1]!.content).review.results.median.median).toBe(0.05);
      expect(sent[0]!.content).not.toContain('0.05');
      expect(sent[0]!.content).toMatch(/never as instructions/);
      const usage = await ctx.database.db
        .selectFrom('ai_usage')
        .select('tokens')
        .where('workspace_id', '=', world.a.id)
        .executeTakeFirst();
      expect(Number(usage?.tokens)).toBeGreaterThan(0);
    } else expect(body).toMatchObject({ ai: 'off', summary: null, suggestions: [] });

    // Another brand's review is not found; a non-member is refused.
    expect((await call('outsider', `/api/projects/${world.a.projectId}/analytics/reviews`)).statusCode).toBe(
      403,
    );
    const theirs = await call(
      'member',
      `/api/projects/${world.a.projectId}/analytics/reviews/${crypto.randomUUID()}`,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('starts its hourly poll when a brand admin saves a slate, where nothing ran before', async () => {
    const polls = () =>
      ctx.database.db.selectFrom('jobs').select('run_at').where('type', '=', REVIEW_POLL_JOB).execute();
    expect(await polls()).toEqual([]);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${world.b.id}/projects/${world.b.projectId}`,
      headers: people.outsider.headers,
      payload: { slate_trust_building_content: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await polls()).toHaveLength(1);
  });

  it('reviews the plan of a brand with a slate and no posts followed, armed at start', async () => {
    await ctx.database.db
      .updateTable('projects')
      .set({ slate_review_day: 'thursday', slate_review_hour: 9, slate_trust_building_content: 2 })
      .where('id', '=', world.b.projectId)
      .execute();
    if (aiServer)
      aiServer.next({ kind: 'reply', content: JSON.stringify({ summary: 'Plan', suggestions: [] }) });
    // What a server's start does, with no post followed anywhere in this brand.
    await armReviewPoll(queue(), clock);
    clock = new Date('2026-05-07T09:00:00Z');
    // One worker: two brands' reviews at once on two SQLite connections of one process would
    // have one connection's busy wait (synchronous) hold up the other's commit; two processes
    // each wait on their own.
    while (await workers[0]!.runOnce()) {
      // until nothing is due
    }
    const [review] = await reviewsOf(world.b.projectId);
    expect(review).toMatchObject({ week: '2026-W19' });
    const content = JSON.parse(review!.content);
    expect(content.slate.purposes).toContainEqual(
      expect.objectContaining({ purpose: 'trust_building', target: 2, posted: 0, short: 2 }),
    );
    expect(content.results.median).toMatchObject({ median: null, counted: 0, of: 0 });
  });

  it('keeps the rules’ review alone when the model fails (and says so) or AI is off', async () => {
    await seed(9, 1000, 90);
    aiServer?.next({ kind: 'reply', content: 'Sorry, I would rather write a poem.' });
    clock = new Date('2026-05-07T09:00:00Z');
    await armReviewPoll(queue(), new Date('2026-05-07T08:30:00Z'));
    await drain();
    const [review] = await reviewsOf(world.a.projectId);
    expect(review).toMatchObject({ ai: ai === 'on' ? 'failed' : 'off', summary: null, suggestions: null });
    await deliverMail();
    const mails = smtp.received.filter((m) => parseMail(m.raw).subject?.includes('weekly review'));
    expect(mails.length).toBeGreaterThan(0);
    const said = parseMail(mails[0]!.raw).text ?? '';
    expect(said.includes('The AI summary could not be written this week')).toBe(ai === 'on');
    expect(said).toContain('1 post finished its first week');
  });
});
