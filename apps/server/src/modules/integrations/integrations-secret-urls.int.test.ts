import { randomUUID } from 'node:crypto';
import { projectIntegrationListSchema, projectIntegrationSchema } from '@expertos/domain/integration.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import { createWorkerProcess } from '../../background.js';
import { loadSecretBox } from '../../platform/secrets/secrets-key.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { createTestLogger, type LogRecord } from '../../test/logger.js';
import { type FakeSlack, startFakeSlack } from '../../test/slack-server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { createIntegrationsRepository } from './integrations.repository.js';
import { sealPlainWebhookUrls } from './kinds/webhook/webhook-urls.js';
import { urlSecretContext } from './secret-urls.js';

const createdSchema = z.object({
  integration: projectIntegrationSchema,
  signing_secret: z.string().nullable(),
});

/**
 * A webhook's URL is a credential (a Zapier or Discord hook works as a password;
 * docs/product.md#integrations): sealed at rest, shown to brand admins only as its mask, never
 * to members or externals, never in a log or a job — and still what the delivery calls.
 */
describe(`webhook URLs as secrets on ${testDialect}`, () => {
  const mail = mailCollector();
  const appLog: string[] = [];
  let workerLog: LogRecord[];
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let background: ReturnType<typeof createWorkerProcess>;
  let receiver: WebhookReceiver;
  let slack: FakeSlack;

  const call = (persona: Persona, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const base = () => `/api/projects/${world.a.projectId}/integrations`;
  /** A hook URL whose path is its token, like Zapier's or Discord's. */
  const hookUrl = (token: string) => `${receiver.url}/zap/8675309/${token}`;

  async function drain(worker = background.worker) {
    while (await worker.runOnce()) {
      // every due job, one at a time
    }
  }

  async function connect(url: string) {
    const res = await call('admin', 'POST', base(), { type: 'webhook', url, description: 'Zapier' });
    expect(res.statusCode, res.body).toBe(201);
    const created = createdSchema.parse(res.json());
    receiver.trust(created.signing_secret!);
    return created.integration;
  }

  const rowOf = (id: string) =>
    ctx.database.db
      .selectFrom('project_integrations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** Every trace a token could leave: the app's request log, the worker's log, jobs and deliveries. */
  async function traces(): Promise<string> {
    const jobs = await ctx.database.db.selectFrom('jobs').selectAll().execute();
    const deliveries = await ctx.database.db.selectFrom('integration_deliveries').selectAll().execute();
    return [...appLog, JSON.stringify(workerLog), JSON.stringify(jobs), JSON.stringify(deliveries)].join(
      '\n',
    );
  }

  beforeAll(async () => {
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send, logStream: { write: (line) => void appLog.push(line) } },
      // The receiver and Slack listen on 127.0.0.1; everything the app logs is kept.
      env: { ALLOW_PRIVATE_TARGETS: 'true', LOG_LEVEL: 'debug' },
    });
    people = await signUpPeople(ctx.app, mail);
    const logger = createTestLogger();
    workerLog = logger.records;
    background = createWorkerProcess(ctx.config, ctx.database, logger.logger);
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

  it('keeps the URL sealed in the row, delivers to it, and leaves it in no log, job or delivery', async () => {
    const token = `S3cr3t-${randomUUID()}`;
    const url = hookUrl(token);
    const integration = await connect(url);
    const row = await rowOf(integration.uid);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain('/zap/');
    expect(row.url_secret).toMatch(/^v1:/);

    // A ticket reaches the real URL, token and all; a receiver failing once is retried there.
    receiver.answer({ status: 500 });
    await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, { summary: 'Zap it' });
    await drain();
    await ctx.database.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await drain();
    expect(receiver.received.map((m) => [m.path, m.verified])).toEqual([
      [`/hooks/zap/8675309/${token}`, true],
      [`/hooks/zap/8675309/${token}`, true],
    ]);
    // A change of URL is sealed too; the page's reads and a test go through the same paths.
    const next = `N3xt-${randomUUID()}`;
    const changed = await call('admin', 'PUT', `${base()}/${integration.uid}`, {
      type: 'webhook',
      url: hookUrl(next),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(JSON.stringify(await rowOf(integration.uid))).not.toContain(next);
    expect((await call('admin', 'POST', `${base()}/${integration.uid}/test`)).statusCode).toBe(202);
    await drain();
    expect(receiver.received.at(-1)?.path).toBe(`/hooks/zap/8675309/${next}`);
    for (const persona of ['admin', 'member'] as const) await call(persona, 'GET', base());

    expect(appLog.length).toBeGreaterThan(0);
    expect(workerLog.some((r) => r.message === 'job failed; will retry')).toBe(true);
    const seen = await traces();
    for (const secret of [token, next, url]) expect(seen).not.toContain(secret);
  });

  it('shows brand admins the mask only, and members and externals no URL at all', async () => {
    const token = `T0ken-${randomUUID()}`;
    const integration = await connect(hookUrl(token));
    const channel = slack.addChannel('launches');
    const slackHook = slack.addWebhook(channel);
    const created = await call('admin', 'POST', base(), {
      type: 'slack',
      connection: { mode: 'incoming_webhook', webhook_url: slackHook },
    });
    expect(created.statusCode, created.body).toBe(201);
    const mask = `${new URL(receiver.url).origin}/…${token.slice(-4)}`;
    const slackMask = `${slack.origin}/…${slackHook.slice(-4)}`;
    // The reply to the connect (admins) already masks it.
    expect(integration.config).toMatchObject({ url_mask: mask });

    const listed = async (persona: Persona) => {
      const res = await call(persona, 'GET', base());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(token);
      expect(res.body).not.toContain(new URL(slackHook).pathname);
      return projectIntegrationListSchema
        .parse(res.json())
        .map((i) => [i.type, 'url_mask' in i.config ? i.config.url_mask : 'none']);
    };
    expect(await listed('admin')).toEqual([
      ['webhook', mask],
      ['slack', slackMask],
    ]);
    // The workspace owner is a workspace admin: an admin of every brand.
    expect(await listed('owner')).toEqual([
      ['webhook', mask],
      ['slack', slackMask],
    ]);
    for (const persona of ['member', 'external'] as const)
      expect(await listed(persona)).toEqual([
        ['webhook', null],
        ['slack', null],
      ]);
  });

  it('seals a URL kept plain before migration 0038 when the server starts, once, and still delivers to it', async () => {
    const token = `Legacy-${randomUUID()}`;
    const integration = await connect(hookUrl('placeholder-for-the-secret'));
    // As a row made before migration 0038 was: the URL in config, no sealed copy.
    const plain = JSON.stringify({ url: hookUrl(token) });
    await ctx.database.db
      .updateTable('project_integrations')
      .set({ config: plain, url_secret: null })
      .where('id', '=', integration.uid)
      .execute();
    // Until then (a worker started before the API), deliveries read the plain URL.
    await call('admin', 'POST', `${base()}/${integration.uid}/test`);
    await drain();
    expect(receiver.received.at(-1)?.path).toBe(`/hooks/zap/8675309/${token}`);

    const restarted = await buildApp(ctx.config, {
      database: ctx.database,
      migrate: false,
      sendAccountMail: mail.send,
      logStream: { write: (line) => void appLog.push(line) },
    });
    await restarted.close();
    const row = await rowOf(integration.uid);
    expect(JSON.stringify(row)).not.toContain(token);
    const box = loadSecretBox(ctx.config.dataDir, ctx.config.secrets.key);
    expect(box.open(row.url_secret!, urlSecretContext(integration.uid))).toBe(hookUrl(token));
    // Again (another API process starting): nothing left to seal, nothing changes.
    expect(await sealPlainWebhookUrls(createIntegrationsRepository(ctx.database.db), box)).toBe(0);
    expect(await rowOf(integration.uid)).toEqual(row);

    await call('admin', 'POST', `${base()}/${integration.uid}/test`);
    await drain();
    expect(receiver.received.at(-1)?.path).toBe(`/hooks/zap/8675309/${token}`);
    expect(appLog.some((line) => line.includes('plain webhook URLs sealed'))).toBe(true);
    expect(await traces()).not.toContain(token);
  });
});
