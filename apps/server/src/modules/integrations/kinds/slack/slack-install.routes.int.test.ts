import { projectIntegrationListSchema } from '@expertos/domain/integration.schema';
import {
  INTEGRATION_RESULT_PATH,
  SLACK_CALLBACK_PATH,
  slackInstallStartedSchema,
} from '@expertos/domain/integration-install';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorkerProcess } from '../../../../background.js';
import { mailCollector } from '../../../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../../../test/context.js';
import { createTestLogger } from '../../../../test/logger.js';
import { type FakeSlack, startFakeSlack } from '../../../../test/slack-server.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../../../test/world.js';
import { STRIPE_TEST_ENV } from '../../../billing/billing.fixtures.js';

/**
 * "Add to Slack" end to end (docs/product.md#integrations): the real `@slack/web-api` client
 * exchanges the code with a local Slack (test/slack-server.ts), whose authorize page stands in
 * for the person clicking Allow or Cancel. The browser is played by hand: its cookie jar is the
 * `cookie` each step passes on.
 */
describe(`Add to Slack on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let slack: FakeSlack;
  let background: ReturnType<typeof createWorkerProcess>;

  const installUrl = () => `/api/projects/${world.a.projectId}/integrations/slack/install`;
  const listUrl = () => `/api/projects/${world.a.projectId}/integrations`;

  /** The admin presses the button in a browser; answers the authorize URL and that browser's cookie. */
  async function start(persona: Persona = 'admin', body: object = {}, cookie?: string) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: installUrl(),
      headers: { ...people[persona].headers, ...(cookie ? { cookie } : {}) },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    return {
      authorizeUrl: new URL(slackInstallStartedSchema.parse(res.json()).authorize_url),
      cookie: setCookie.split(';')[0]!,
      body: res.body,
    };
  }

  /** Slack's authorize page: where it sends the browser back (our callback, with code or error). */
  async function authorize(url: URL): Promise<URL> {
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!);
  }

  /** The browser follows Slack's redirect to our callback; answers where it lands. */
  async function callback(back: URL, cookie: string | undefined) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode, res.body).toBe(303);
    const landed = new URL(String(res.headers.location));
    expect(landed.origin + landed.pathname).toBe(`http://localhost:3000${INTEGRATION_RESULT_PATH}`);
    return { landed, query: Object.fromEntries(landed.searchParams), body: res.body };
  }

  async function listed(persona: Persona = 'admin') {
    const res = await ctx.app.inject({ method: 'GET', url: listUrl(), headers: people[persona].headers });
    expect(res.statusCode).toBe(200);
    return { list: projectIntegrationListSchema.parse(res.json()), body: res.body };
  }

  const exchanges = () => slack.requests.filter((r) => r.path === '/api/oauth.v2.access');

  /** The owner makes the admin a plain member, with no grant on the brand. */
  async function demoteAdmin() {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${world.a.id}/users/${world.a.memberIds.admin}`,
      headers: people.owner.headers,
      payload: { role: 'member' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** The workspace's trial ended without a plan (it was made 15 days ago): it is locked. */
  async function endTrial() {
    await ctx.database.db
      .updateTable('workspaces')
      .set({ created_at: new Date(Date.now() - 15 * 86_400_000).toISOString() })
      .where('id', '=', world.a.id)
      .execute();
  }

  beforeAll(async () => {
    slack = await startFakeSlack();
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: {
        // Billing on, so a workspace's plan can lapse (the gate reads only what we keep).
        ...STRIPE_TEST_ENV,
        // The local Slack listens on 127.0.0.1.
        ALLOW_PRIVATE_TARGETS: 'true',
        SLACK_CLIENT_ID: slack.app.clientId,
        SLACK_CLIENT_SECRET: slack.app.clientSecret,
        SLACK_API_URL: slack.apiUrl,
        SLACK_AUTHORIZE_URL: slack.authorizeUrl,
      },
    });
    people = await signUpPeople(ctx.app, mail);
    background = createWorkerProcess(ctx.config, ctx.database, createTestLogger().logger);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
    slack.reset();
  });
  afterAll(async () => {
    await ctx.close();
    await slack.close();
  });

  it('says it is offered to project admins only', async () => {
    const admin = await ctx.app.inject({ method: 'GET', url: installUrl(), headers: people.admin.headers });
    expect(admin.json()).toEqual({ available: true });
    const member = await ctx.app.inject({ method: 'GET', url: installUrl(), headers: people.member.headers });
    expect(member.statusCode).toBe(403);
  });

  it('connects the channel picked in Slack, and a later ticket change is posted there', async () => {
    const channel = slack.addChannel('launches');
    slack.setInstallChannel(channel);
    const started = await start('admin', { description: 'Launch news', event_types: ['ticket.created'] });
    expect(started.authorizeUrl.origin + started.authorizeUrl.pathname).toBe(slack.authorizeUrl);
    expect(Object.fromEntries(started.authorizeUrl.searchParams)).toMatchObject({
      client_id: slack.app.clientId,
      scope: 'incoming-webhook,chat:write',
      redirect_uri: `http://localhost:3000${SLACK_CALLBACK_PATH}`,
    });
    const back = await authorize(started.authorizeUrl);
    const done = await callback(back, started.cookie);
    expect(done.query).toEqual({ status: 'ok', type: 'slack', project: world.a.projectSlug });

    // The exchange went through the real client, with our app's credentials and redirect_uri.
    expect(exchanges()).toHaveLength(1);
    expect(exchanges()[0]!.body).toMatchObject({
      client_id: slack.app.clientId,
      redirect_uri: `http://localhost:3000${SLACK_CALLBACK_PATH}`,
    });
    const { list, body } = await listed();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'slack',
      description: 'Launch news',
      enabled: true,
      config: { mode: 'incoming_webhook', channel: '#launches', event_types: ['ticket.created'] },
    });

    const ticket = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${world.a.projectId}/tickets`,
      headers: people.member.headers,
      payload: { summary: 'Spring launch brief' },
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    while (await background.worker.runOnce()) {
      // every due job
    }
    const posted = slack.posted.filter((p) => p.channel === channel);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.via).toBe('webhook');
    expect(JSON.stringify(posted[0]!.blocks)).toContain('Spring launch brief');
    // No reply carries the webhook URL, the bot token, the client secret or the code.
    const hookPath = slack.requests.find((r) => r.path.startsWith('/services/'))!.path;
    for (const reply of [started.body, done.landed.toString(), body, ticket.body]) {
      expect(reply).not.toContain(hookPath);
      expect(reply).not.toContain(slack.app.clientSecret);
      expect(reply).not.toMatch(/xoxb-/);
      expect(reply).not.toContain(back.searchParams.get('code')!);
    }
    expect(done.landed.toString()).not.toContain(back.searchParams.get('state')!);
  });

  it('refuses a state it never made, and never exchanges the code', async () => {
    const { cookie } = await start();
    const back = new URL(`http://localhost:3000${SLACK_CALLBACK_PATH}`);
    back.searchParams.set('code', slack.issueCode(back.toString()));
    back.searchParams.set('state', 'made-up-state');
    const done = await callback(back, cookie);
    expect(done.query).toEqual({ status: 'error', type: 'slack', reason: 'integration_state_invalid' });
    expect(exchanges()).toHaveLength(0);
    expect((await listed()).list).toEqual([]);
  });

  it('refuses an expired state', async () => {
    const started = await start();
    await ctx.database.db
      .updateTable('integration_install_states')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const done = await callback(await authorize(started.authorizeUrl), started.cookie);
    expect(done.query.reason).toBe('integration_state_invalid');
    expect(exchanges()).toHaveLength(0);
    expect((await listed()).list).toEqual([]);
  });

  it('connects once when the callback is opened again (the state is used up)', async () => {
    const started = await start();
    const back = await authorize(started.authorizeUrl);
    expect((await callback(back, started.cookie)).query.status).toBe('ok');
    const again = await callback(back, started.cookie);
    // Used up: not even the brand is named any more.
    expect(again.query).toEqual({ status: 'error', type: 'slack', reason: 'integration_state_invalid' });
    expect(exchanges()).toHaveLength(1);
    expect((await listed()).list).toHaveLength(1);
  });

  it("refuses another person's state, and a browser without the cookie", async () => {
    const admins = await start('admin');
    const owners = await start('owner');
    const back = await authorize(admins.authorizeUrl);
    // The owner's browser, holding its own cookie, follows the admin's link.
    expect((await callback(back, owners.cookie)).query.reason).toBe('integration_state_invalid');
    // A browser with no cookie at all (not the one that started).
    const back2 = await authorize((await start('admin')).authorizeUrl);
    expect((await callback(back2, undefined)).query.reason).toBe('integration_state_invalid');
    expect(exchanges()).toHaveLength(0);
    expect((await listed()).list).toEqual([]);
  });

  it('connects nothing for an admin demoted before the callback, and says why', async () => {
    const started = await start();
    const back = await authorize(started.authorizeUrl);
    await demoteAdmin();
    const done = await callback(back, started.cookie);
    // No link back to a brand they can no longer manage.
    expect(done.query).toEqual({ status: 'error', type: 'slack', reason: 'integration_not_brand_admin' });
    expect(exchanges()).toHaveLength(0);
    expect((await listed('owner')).list).toEqual([]);
  });

  it("connects nothing once the workspace's plan has lapsed before the callback, and says why", async () => {
    const started = await start();
    const back = await authorize(started.authorizeUrl);
    await endTrial();
    const done = await callback(back, started.cookie);
    expect(done.query).toEqual({ status: 'error', type: 'slack', reason: 'integration_plan_required' });
    expect(exchanges()).toHaveLength(0);
    expect((await listed()).list).toEqual([]);
  });

  it('makes nothing when the person cancels in Slack, and that state cannot be used after', async () => {
    const started = await start();
    slack.denyNextInstall();
    const back = await authorize(started.authorizeUrl);
    expect(back.searchParams.get('error')).toBe('access_denied');
    const done = await callback(back, started.cookie);
    expect(done.query).toEqual({
      status: 'error',
      type: 'slack',
      reason: 'slack_install_denied',
      project: world.a.projectSlug,
    });
    const replay = new URL(back);
    replay.searchParams.delete('error');
    replay.searchParams.set('code', slack.issueCode(`http://localhost:3000${SLACK_CALLBACK_PATH}`));
    expect((await callback(replay, started.cookie)).query.reason).toBe('integration_state_invalid');
    expect(exchanges()).toHaveLength(0);
    expect((await listed()).list).toEqual([]);
  });

  it('makes nothing when Slack refuses the code', async () => {
    const started = await start();
    const back = await authorize(started.authorizeUrl);
    back.searchParams.set('code', 'not-a-code-slack-gave');
    const done = await callback(back, started.cookie);
    expect(done.query).toEqual({
      status: 'error',
      type: 'slack',
      reason: 'slack_install_failed',
      project: world.a.projectSlug,
    });
    expect(exchanges()).toHaveLength(1);
    expect((await listed()).list).toEqual([]);
  });

  it('answers malformed input with 4xx', async () => {
    const huge = 'x'.repeat(5000);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${SLACK_CALLBACK_PATH}?code=${huge}&state=${huge}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
    for (const payload of [
      { description: huge },
      { event_types: ['ticket.exploded'] },
      { event_types: 'all' },
    ]) {
      const bad = await ctx.app.inject({
        method: 'POST',
        url: installUrl(),
        headers: people.admin.headers,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badId = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${'y'.repeat(300)}/integrations/slack/install`,
      headers: people.admin.headers,
      payload: {},
    });
    expect(badId.statusCode).toBeGreaterThanOrEqual(400);
    expect(badId.statusCode).toBeLessThan(500);
  });
});

describe(`Add to Slack without a Slack app on ${testDialect}`, () => {
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

  it('is not offered, and starting it anyway is refused with slack_install_not_configured', async () => {
    const url = `/api/projects/${world.a.projectId}/integrations/slack/install`;
    const offered = await ctx.app.inject({ method: 'GET', url, headers: people.admin.headers });
    expect(offered.json()).toEqual({ available: false });
    const res = await ctx.app.inject({ method: 'POST', url, headers: people.admin.headers, payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('slack_install_not_configured');
    const back = await ctx.app.inject({ method: 'GET', url: `${SLACK_CALLBACK_PATH}?code=a&state=b` });
    expect(new URL(String(back.headers.location)).searchParams.get('reason')).toBe(
      'slack_install_not_configured',
    );
  });
});
