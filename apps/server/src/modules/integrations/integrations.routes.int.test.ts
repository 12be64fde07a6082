import {
  type IntegrationDelivery,
  integrationDeliverySchema,
  projectIntegrationListSchema,
  projectIntegrationSchema,
} from '@expertos/domain/integration.schema';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createWorkerProcess } from '../../background.js';
import { de as germanMail } from '../../platform/mail/texts/de.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { createTestLogger } from '../../test/logger.js';
import { type FakeSlack, startFakeSlack } from '../../test/slack-server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';

const createdSchema = z.object({
  integration: projectIntegrationSchema,
  signing_secret: z.string().nullable(),
});

describe(`brand integrations on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let background: ReturnType<typeof createWorkerProcess>;
  let receiver: WebhookReceiver;
  let slack: FakeSlack;

  const call = (
    persona: Persona,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const base = () => `/api/projects/${world.a.projectId}/integrations`;

  async function drain() {
    while (await background.worker.runOnce()) {
      // every due job, one at a time
    }
  }

  async function connectWebhook(body: object = {}) {
    const res = await call('admin', 'POST', base(), { type: 'webhook', url: receiver.url, ...body });
    expect(res.statusCode, res.body).toBe(201);
    const created = createdSchema.parse(res.json());
    receiver.trust(created.signing_secret!);
    return created;
  }

  async function newTicket(summary: string, extra: object = {}) {
    const res = await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return ticketSchema.parse(res.json());
  }

  async function deliveriesOf(uid: string): Promise<IntegrationDelivery[]> {
    const res = await call('member', 'GET', `${base()}/${uid}/deliveries`);
    expect(res.statusCode).toBe(200);
    return z.array(integrationDeliverySchema).parse(res.json());
  }

  beforeAll(async () => {
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      // The test's receiver and Slack listen on 127.0.0.1.
      env: { ALLOW_PRIVATE_TARGETS: 'true' },
    });
    people = await signUpPeople(ctx.app, mail);
    background = createWorkerProcess(ctx.config, ctx.database, createTestLogger().logger);
    receiver = await startWebhookReceiver();
    slack = await startFakeSlack();
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
    receiver.reset();
  });
  afterAll(async () => {
    await receiver.close();
    await slack.close();
    await ctx.close();
  });

  it('connects a webhook whose secret is shown once, signs every event per Standard Webhooks and records the delivery on the ticket', async () => {
    const { integration, signing_secret } = await connectWebhook();
    expect(signing_secret).toMatch(/^whsec_/);
    const listed = await call('member', 'GET', base());
    expect(projectIntegrationListSchema.parse(listed.json())).toHaveLength(1);
    // Never again: not in the list, not in the reply to a change.
    expect(listed.body).not.toContain(signing_secret!);
    const changed = await call('admin', 'PUT', `${base()}/${integration.uid}`, {
      type: 'webhook',
      description: 'CRM',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toContain(signing_secret!.slice(6));

    const ticket = await newTicket('Film the latte reel');
    await drain();
    expect(receiver.received).toHaveLength(1);
    const [message] = receiver.received;
    expect(message!.verified).toBe(true);
    expect(message!.body.type).toBe('ticket.created');
    expect((message!.body.data.ticket as { uid: string }).uid).toBe(ticket.uid);

    const [delivery] = await deliveriesOf(integration.uid);
    expect(delivery).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      message_id: message!.id,
      response_status: 200,
    });
    const after = ticketSchema.parse((await call('member', 'GET', `/api/tickets/${ticket.uid}`)).json());
    expect(after.details.integrations).toEqual([
      { type: 'webhook', success: true, project_integration_uid: integration.uid },
    ]);
  });

  it('sends only the events an endpoint asked for, with the status change in the body', async () => {
    await connectWebhook({ event_types: ['ticket.status_changed'] });
    const ticket = await newTicket('Order green beans');
    await drain();
    expect(receiver.received).toEqual([]);
    const moved = await call('member', 'PATCH', `/api/tickets/${ticket.uid}`, { status: 'in_progress' });
    expect(moved.statusCode).toBe(200);
    await drain();
    expect(receiver.received.map((m) => m.body.type)).toEqual(['ticket.status_changed']);
    expect(receiver.received[0]!.body.data.status_change).toEqual({ from: 'todo', to: 'in_progress' });
  });

  it('retries a failed delivery later with the same webhook-id, and a 410 switches the endpoint off', async () => {
    const { integration } = await connectWebhook();
    receiver.answer({ status: 500 });
    await newTicket('Reel for Friday');
    await drain();
    let [delivery] = await deliveriesOf(integration.uid);
    expect(delivery).toMatchObject({ status: 'retrying', attempts: 1, response_status: 500 });
    expect(Date.parse(delivery!.next_attempt_at!)).toBeGreaterThan(Date.now());

    // Due now (as if the wait had passed): the same message comes again, and it arrives.
    await ctx.database.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await drain();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.id).toBe(receiver.received[0]!.id);
    [delivery] = await deliveriesOf(integration.uid);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2 });

    receiver.answer({ status: 410 });
    await newTicket('Gone receiver');
    await drain();
    const [gone] = await deliveriesOf(integration.uid);
    expect(gone).toMatchObject({ status: 'failed', response_status: 410 });
    const [off] = projectIntegrationListSchema.parse((await call('member', 'GET', base())).json());
    expect(off).toMatchObject({ enabled: false, disabled_reason: 'gone', state: 'off' });
    await newTicket('Nobody listens');
    await drain();
    expect(receiver.received).toHaveLength(3);
  });

  it('rotates the secret: for 24 hours a message verifies with the old and the new one', async () => {
    const { integration, signing_secret: old } = await connectWebhook();
    const rotated = await call('admin', 'POST', `${base()}/${integration.uid}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const fresh = z.object({ signing_secret: z.string() }).parse(rotated.json()).signing_secret;
    expect(fresh).not.toBe(old);
    for (const secret of [old!, fresh]) {
      receiver.reset();
      receiver.trust(secret);
      await call('admin', 'POST', `${base()}/${integration.uid}/test`);
      await drain();
      expect(receiver.received.map((m) => [m.body.type, m.verified])).toEqual([['integration.test', true]]);
    }
  });

  it('e-mails the brand’s addresses when a ticket enters Needs approval, and sends a ticket by hand', async () => {
    const created = await call('admin', 'POST', base(), {
      type: 'email',
      addresses: ['approvals@example.com'],
      rules: [{ event: 'ticket.status_changed', status: 'needs_approval' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { integration } = createdSchema.parse(created.json());
    const ticket = await newTicket('Approve the autumn logo');
    await call('member', 'PATCH', `/api/tickets/${ticket.uid}`, { status: 'needs_approval' });
    await drain();
    const mailTo = async (to: string) =>
      (await ctx.database.db.selectFrom('dev_mailbox').selectAll().where('to', '=', to).execute()).filter(
        (row) => row.subject.includes('Approve the autumn logo'),
      );
    expect(await mailTo('approvals@example.com')).toHaveLength(1);

    const sent = await call('member', 'POST', `/api/tickets/${ticket.uid}/send`, {
      project_integration_uid: integration.uid,
      addresses: ['client@example.com'],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      ok: true,
      delivery: { status: 'succeeded', event_type: 'ticket.sent' },
    });
    expect(await mailTo('client@example.com')).toHaveLength(1);
  });

  it('posts to Slack through an incoming webhook without ever returning its URL', async () => {
    const channel = slack.addChannel('marketing');
    const url = slack.addWebhook(channel);
    const created = await call('admin', 'POST', base(), {
      type: 'slack',
      connection: { mode: 'incoming_webhook', webhook_url: url },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).not.toContain(new URL(url).pathname);
    const before = slack.posted.length;
    await newTicket('Slack me the brief');
    await drain();
    expect(slack.posted.slice(before)).toHaveLength(1);
    expect(JSON.stringify(slack.posted.at(-1)!.blocks)).toContain('Slack me the brief');
  });

  it('writes to Slack and e-mail in the brand’s language, whatever the language of whoever made the change', async () => {
    const brand = `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`;
    const german = await call('admin', 'PUT', brand, { language: 'de' });
    expect(german.statusCode, german.body).toBe(200);
    const url = slack.addWebhook(slack.addChannel('marketing-de'));
    const created = await call('admin', 'POST', base(), {
      type: 'slack',
      connection: { mode: 'incoming_webhook', webhook_url: url },
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = slack.posted.length;
    const ticket = await newTicket('Herbstkampagne');
    const moved = await call('member', 'PATCH', `/api/tickets/${ticket.uid}`, { status: 'in_progress' });
    expect(moved.statusCode, moved.body).toBe(200);
    await drain();
    const posted = slack.posted.slice(before).map((post) => JSON.stringify(post));
    expect(posted).toHaveLength(2);
    expect(posted[0]).toContain('Ticket erstellt');
    expect(posted[0]).toContain('*Marke*');
    expect(posted[1]).toContain('Status von');
    expect(posted.join('')).not.toContain('Ticket created');

    // The e-mail integration's test message too.
    const email = await call('admin', 'POST', base(), { type: 'email', addresses: ['team-de@example.com'] });
    expect(email.statusCode, email.body).toBe(201);
    const tested = await call(
      'admin',
      'POST',
      `${base()}/${createdSchema.parse(email.json()).integration.uid}/test`,
    );
    expect(tested.statusCode, tested.body).toBe(202);
    await drain();
    const subjects = await ctx.database.db
      .selectFrom('dev_mailbox')
      .select('subject')
      .where('to', '=', 'team-de@example.com')
      .execute();
    expect(subjects.map((row) => row.subject)).toEqual([germanMail.integration.test.subject]);
  });

  it('refuses an unknown integration and a retry of another brand’s delivery', async () => {
    const missing = await call('admin', 'PUT', `${base()}/00000000-0000-4000-8000-000000000000`, {
      type: 'webhook',
      description: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('integration_not_found');
    const retry = await call(
      'admin',
      'POST',
      `/api/projects/${world.a.projectId}/integration-deliveries/nope/retry`,
    );
    expect(retry.statusCode).toBe(404);
  });
});

describe(`integration targets on ${testDialect} without ALLOW_PRIVATE_TARGETS`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    people = await signUpPeople(ctx.app, mail);
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(() => ctx.close());

  it.each([
    'http://127.0.0.1:9/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://2130706433/hook',
    'http://10.1.2.3/hook',
  ])('refuses a webhook aimed at %s with integration_target_refused', async (url) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${world.a.projectId}/integrations`,
      headers: people.admin.headers,
      payload: { type: 'webhook', url },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('integration_target_refused');
  });
});
