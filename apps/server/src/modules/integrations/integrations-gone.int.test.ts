import { randomUUID } from 'node:crypto';
import { projectIntegrationListSchema, projectIntegrationSchema } from '@expertos/domain/integration.schema';
import { type Notification, notificationPageSchema } from '@expertos/domain/notification.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createWorkerProcess } from '../../background.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { createTestLogger } from '../../test/logger.js';
import { type FakeSlack, startFakeSlack } from '../../test/slack-server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import {
  insertMember,
  insertProjectMember,
  signUpPerson,
  type TestPerson,
} from '../../test/workspace-fixtures.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';

const createdSchema = z.object({
  integration: projectIntegrationSchema,
  signing_secret: z.string().nullable(),
});

/** A receiver that answers 410 Gone asks us to stop: the integration goes off and its admins hear of it. */
describe(`POST /api/projects/{projectId}/integrations, then a 410 Gone, on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  /** A plain workspace member who administers the brand (a project admin). */
  let brandAdmin: TestPerson;
  let world: World;
  let background: ReturnType<typeof createWorkerProcess>;
  let receiver: WebhookReceiver;
  let slack: FakeSlack;

  type Caller = Persona | 'brandAdmin';
  const headersOf = (who: Caller) => (who === 'brandAdmin' ? brandAdmin.headers : people[who].headers);
  const call = (who: Caller, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: headersOf(who), ...(payload ? { payload } : {}) });
  const base = () => `/api/projects/${world.a.projectId}/integrations`;

  async function drain() {
    while (await background.worker.runOnce()) {
      // every due job, one at a time
    }
  }

  async function newTicket(summary: string) {
    const res = await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, { summary });
    expect(res.statusCode, res.body).toBe(201);
  }

  async function noticesOf(who: Caller): Promise<Notification[]> {
    const res = await call(who, 'GET', '/api/notifications?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    // The same people are in each test's fresh workspace: only this one's count.
    return notificationPageSchema
      .parse(res.json())
      .items.filter((n) => n.kind === 'integration_disabled' && n.workspace_uid === world.a.id);
  }

  beforeAll(async () => {
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      // The test's receiver and Slack listen on 127.0.0.1.
      env: { ALLOW_PRIVATE_TARGETS: 'true' },
    });
    people = await signUpPeople(ctx.app, mail);
    brandAdmin = await signUpPerson(ctx.app, mail, `brand-admin-${randomUUID().slice(0, 8)}@example.com`);
    background = createWorkerProcess(ctx.config, ctx.database, createTestLogger().logger);
    receiver = await startWebhookReceiver();
    slack = await startFakeSlack();
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
    const memberId = await insertMember(ctx.database.db, world.a.id, brandAdmin, 'member');
    await insertProjectMember(ctx.database.db, world.a.projectId, memberId, 'admin');
    receiver.reset();
  });
  afterAll(async () => {
    await receiver.close();
    await slack.close();
    await ctx.close();
  });

  it('switches a webhook off and tells each of the brand’s admins once, with a way to its integrations page; plain members hear nothing', async () => {
    const res = await call('admin', 'POST', base(), {
      type: 'webhook',
      url: receiver.url,
      description: 'CRM',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { integration, signing_secret } = createdSchema.parse(res.json());
    receiver.trust(signing_secret!);
    // Two changes queued before the receiver says it is gone: the second finds it off already.
    receiver.answer({ status: 410 });
    await newTicket('Reel for Friday');
    await newTicket('Poster for Monday');
    await drain();

    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.verified).toBe(true);
    const [off] = projectIntegrationListSchema.parse((await call('member', 'GET', base())).json());
    expect(off).toMatchObject({ enabled: false, disabled_reason: 'gone', state: 'off' });

    // The brand's admins: its project admin, and the workspace's owner and admin.
    for (const who of ['brandAdmin', 'owner', 'admin'] as const) {
      const notices = await noticesOf(who);
      expect(notices, who).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        kind: 'integration_disabled',
        workspace_uid: world.a.id,
        brand: { uid: world.a.projectId, slug: world.a.projectSlug },
        integration: { uid: integration.uid, type: 'webhook', description: 'CRM' },
        ticket: null,
        ticket_url: null,
        actor: null,
        read: false,
      });
    }
    for (const who of ['member', 'external', 'outsider'] as const) {
      expect(await noticesOf(who), who).toEqual([]);
    }
    // In the app only: no e-mail for this kind (only mentions and reminders are mailed).
    const mailed = await ctx.database.db
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', 'mail.send')
      .where('payload', 'like', `%${brandAdmin.email}%`)
      .execute();
    expect(mailed).toEqual([]);
  });

  it('tells the admins again when a webhook turned back on is gone again', async () => {
    const res = await call('admin', 'POST', base(), { type: 'webhook', url: receiver.url });
    const { integration } = createdSchema.parse(res.json());
    receiver.answer({ status: 410 });
    await newTicket('First');
    await drain();
    const on = await ctx.app.inject({
      method: 'PUT',
      url: `${base()}/${integration.uid}`,
      headers: people.admin.headers,
      payload: { type: 'webhook', enabled: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    receiver.answer({ status: 410 });
    await newTicket('Second');
    await drain();
    const notices = await noticesOf('brandAdmin');
    expect(notices.map((n) => n.integration)).toEqual([
      { uid: integration.uid, type: 'webhook', description: '' },
      { uid: integration.uid, type: 'webhook', description: '' },
    ]);
  });

  it('switches Slack off when its channel is archived (410) and tells the brand’s admins', async () => {
    const channel = slack.addChannel('launches');
    const res = await call('admin', 'POST', base(), {
      type: 'slack',
      description: 'Launch channel',
      connection: { mode: 'incoming_webhook', webhook_url: slack.addWebhook(channel) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { integration } = createdSchema.parse(res.json());
    slack.archiveChannel(channel);
    await newTicket('Launch the autumn menu');
    await drain();

    const [off] = projectIntegrationListSchema.parse((await call('member', 'GET', base())).json());
    expect(off).toMatchObject({ enabled: false, disabled_reason: 'gone' });
    const notices = await noticesOf('brandAdmin');
    expect(notices.map((n) => n.integration)).toEqual([
      { uid: integration.uid, type: 'slack', description: 'Launch channel' },
    ]);
    expect(await noticesOf('member')).toEqual([]);
  });
});
