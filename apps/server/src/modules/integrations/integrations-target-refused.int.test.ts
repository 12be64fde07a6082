import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { projectIntegrationSchema } from '@expertos/domain/integration.schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { type FakeJira, startFakeJira } from '../../test/jira-server.js';
import { type FakeMonday, startFakeMonday } from '../../test/monday-server.js';
import { type FakeSlack, startFakeSlack } from '../../test/slack-server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';

const EMAIL = 'ops@example.com';
const TOKEN = 'jira-api-token-123456';
const MONDAY_TOKEN = 'monday-token-123456';
const BOT = 'xoxb-0000000000-refusedtoken';
const createdSchema = z.object({ integration: projectIntegrationSchema });

/** The local stand-in's address under another host name (`localhost`, `[::1]`). */
const at = (origin: string, host: string) => origin.replace('127.0.0.1', host);
/** What the guard says of each host here: `localhost` resolves to 127.0.0.1 (/etc/hosts). */
const REASONS = {
  localhost: 'refused: loopback address (127.0.0.1)',
  '[::1]': 'refused: loopback address (::1)',
} as const;
type Host = keyof typeof REASONS;

/**
 * An egress refusal is a 400 `integration_target_refused` with the guard's reason, whatever the
 * integration (docs/product.md#integrations) — also when the refusal is found only by resolving
 * the host name (`localhost`), where Jira used to answer 502 `jira_error` and a webhook was saved.
 * The server under test refuses private targets; a second one on the same database that allows
 * them (a self-hoster's setting, or DNS that pointed elsewhere when they were made) connects the
 * integrations its "Send test" and pickers are then asked about.
 */
describe(`egress refusals answer 400 on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let strict: FastifyInstance;
  let people: Record<Persona, Person>;
  let world: World;
  let receiver: WebhookReceiver;
  let slack: FakeSlack;
  let jira: FakeJira;
  let monday: FakeMonday;

  const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: people.admin.headers, ...(payload ? { payload } : {}) });
  const base = () => `/api/projects/${world.a.projectId}/integrations`;
  const requestsSeen = () =>
    receiver.received.length + slack.requests.length + jira.requests.length + monday.requests.length;

  function expectRefused(res: { statusCode: number; body: string; json(): unknown }, reason: string) {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'integration_target_refused',
      message: ERROR_CATALOGUE.integration_target_refused.message,
      details: [{ message: reason }],
    });
  }

  /** The connect bodies of each kind whose target the admin types, aimed at `host`. */
  const bodies = (host: Host) => ({
    webhook: { type: 'webhook', url: `${at(receiver.url, host)}/T0/secret` },
    'slack incoming webhook': {
      type: 'slack',
      connection: {
        mode: 'incoming_webhook',
        webhook_url: at(slack.addWebhook(slack.addChannel('x')), host),
      },
    },
    'Jira API token': {
      type: 'jira',
      connection: { auth: 'api_token', site_url: at(jira.origin, host), email: EMAIL, api_token: TOKEN },
    },
  });

  beforeAll(async () => {
    [receiver, slack, jira, monday] = await Promise.all([
      startWebhookReceiver(),
      startFakeSlack(),
      startFakeJira(),
      startFakeMonday(),
    ]);
    // Slack's and monday's API addresses are the installation's, here under a name resolving to loopback.
    const env = {
      SLACK_API_URL: at(slack.apiUrl, 'localhost'),
      MONDAY_API_URL: at(monday.origin, 'localhost'),
    };
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: { ...env, ALLOW_PRIVATE_TARGETS: 'true' },
    });
    strict = await buildApp(
      { ...ctx.config, egress: { ...ctx.config.egress, allowPrivateTargets: false } },
      { database: ctx.database, migrate: false, sendAccountMail: mail.send, logStream: { write: () => {} } },
    );
    await strict.ready();
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
    receiver.reset();
    slack.reset();
    jira.reset();
    jira.addApiToken(EMAIL, TOKEN);
    monday.reset();
    monday.addToken(MONDAY_TOKEN);
  });
  afterAll(async () => {
    await strict.close();
    await ctx.close();
    await Promise.all([receiver.close(), slack.close(), jira.close(), monday.close()]);
  });

  describe('POST /api/projects/{projectId}/integrations', () => {
    for (const host of ['localhost', '[::1]'] as const) {
      it.each(['webhook', 'slack incoming webhook', 'Jira API token'] as const)(
        `refuses a %s aimed at ${host} with the guard's reason, calling nothing`,
        async (kind) => {
          const body = bodies(host)[kind];
          expectRefused(await call(strict, 'POST', base(), body), REASONS[host]);
          expect(requestsSeen()).toBe(0);
        },
      );
    }

    it('refuses monday when its API address resolves into the server’s network', async () => {
      const body = { type: 'monday', connection: { auth: 'api_token', api_token: MONDAY_TOKEN } };
      expectRefused(await call(strict, 'POST', base(), body), REASONS.localhost);
      expect(monday.requests).toHaveLength(0);
    });
  });

  describe('PUT /api/projects/{projectId}/integrations/{uid}', () => {
    it.each(['webhook', 'slack incoming webhook', 'Jira API token'] as const)(
      'refuses a new %s target at localhost',
      async (kind) => {
        const made = await call(ctx.app, 'POST', base(), bodies('localhost')[kind]);
        expect(made.statusCode, made.body).toBe(201);
        const { uid, type } = createdSchema.parse(made.json()).integration;
        const { type: _type, ...change } = bodies('localhost')[kind];
        expectRefused(await call(strict, 'PUT', `${base()}/${uid}`, { type, ...change }), REASONS.localhost);
      },
    );
  });

  describe('POST /api/projects/{projectId}/integrations/{uid}/test', () => {
    it.each([
      ['webhook', () => bodies('localhost').webhook],
      ['slack incoming webhook', () => bodies('localhost')['slack incoming webhook']],
      [
        'slack bot',
        () => ({ type: 'slack', connection: { mode: 'bot', bot_token: BOT, channel: '#general' } }),
      ],
      ['Jira API token', () => bodies('localhost')['Jira API token']],
      ['monday', () => ({ type: 'monday', connection: { auth: 'api_token', api_token: MONDAY_TOKEN } })],
    ])('refuses the test of a %s whose target is at localhost, queueing nothing', async (_kind, body) => {
      const made = await call(ctx.app, 'POST', base(), body());
      expect(made.statusCode, made.body).toBe(201);
      const { uid } = createdSchema.parse(made.json()).integration;
      const before = requestsSeen();
      expectRefused(await call(strict, 'POST', `${base()}/${uid}/test`), REASONS.localhost);
      const deliveries = await call(strict, 'GET', `${base()}/${uid}/deliveries`);
      expect(deliveries.json()).toEqual([]);
      expect(requestsSeen()).toBe(before);
    });
  });

  describe('the pickers (Jira and monday options)', () => {
    it('answers a Jira site that resolves into the server’s network with the refusal, not jira_error', async () => {
      const made = await call(ctx.app, 'POST', base(), bodies('localhost')['Jira API token']);
      const { uid } = createdSchema.parse(made.json()).integration;
      expectRefused(await call(strict, 'GET', `${base()}/${uid}/jira-options`), REASONS.localhost);
    });

    it('answers monday’s refused API address with the refusal, not monday_error', async () => {
      const made = await call(ctx.app, 'POST', base(), {
        type: 'monday',
        connection: { auth: 'api_token', api_token: MONDAY_TOKEN },
      });
      const { uid } = createdSchema.parse(made.json()).integration;
      expectRefused(await call(strict, 'GET', `${base()}/${uid}/monday-options`), REASONS.localhost);
    });
  });
});
