import { jiraOptionsSchema, projectIntegrationListSchema } from '@expertos/domain/integration.schema';
import {
  INTEGRATION_RESULT_PATH,
  JIRA_CALLBACK_PATH,
  slackInstallStartedSchema,
} from '@expertos/domain/integration-install';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSecretBox } from '../../../../platform/secrets/secrets-key.js';
import { mailCollector } from '../../../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../../../test/context.js';
import { type FakeJira, startFakeJira } from '../../../../test/jira-server.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../../../test/world.js';

/**
 * "Connect with Atlassian" end to end (docs/product.md#integrations): the admin names the site,
 * the local Jira's consent (test/jira-server.ts issueCode) sends the browser back with a code,
 * and the callback keeps the site whose address matches with its cloud id and tokens. A token
 * that has run out is renewed before the next call, and the rotated refresh token is the one
 * kept (the old one no longer works).
 */
describe(`Connect with Atlassian on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let jira: FakeJira;
  const REDIRECT = `http://localhost:3000${JIRA_CALLBACK_PATH}`;

  const installUrl = () => `/api/projects/${world.a.projectId}/integrations/jira/install`;

  async function start(siteUrl: string, persona: Persona = 'admin') {
    const res = await ctx.app.inject({
      method: 'POST',
      url: installUrl(),
      headers: people[persona].headers,
      payload: { site_url: siteUrl, description: 'Client Jira' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return {
      authorizeUrl: new URL(slackInstallStartedSchema.parse(res.json()).authorize_url),
      cookie: String(res.headers['set-cookie']).split(';')[0]!,
    };
  }

  async function callback(query: Record<string, string>, cookie?: string) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${JIRA_CALLBACK_PATH}?${new URLSearchParams(query)}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode, res.body).toBe(303);
    const landed = new URL(String(res.headers.location));
    expect(landed.pathname).toBe(INTEGRATION_RESULT_PATH);
    return Object.fromEntries(landed.searchParams);
  }

  const list = async (persona: Persona = 'admin') =>
    projectIntegrationListSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/projects/${world.a.projectId}/integrations`,
          headers: people[persona].headers,
        })
      ).json(),
    );

  beforeAll(async () => {
    jira = await startFakeJira();
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: {
        ALLOW_PRIVATE_TARGETS: 'true',
        JIRA_CLIENT_ID: jira.app.clientId,
        JIRA_CLIENT_SECRET: jira.app.clientSecret,
        JIRA_AUTH_URL: jira.origin,
        JIRA_API_URL: jira.origin,
      },
    });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
    jira.reset();
    jira.addProject('MKT', { name: 'Marketing' });
  });
  afterAll(async () => {
    await ctx.close();
    await jira.close();
  });

  it('is offered to project admins, and connects the site named, whose projects are then read through the gateway', async () => {
    const offered = await ctx.app.inject({ method: 'GET', url: installUrl(), headers: people.admin.headers });
    expect(offered.json()).toEqual({ available: true });
    const member = await ctx.app.inject({ method: 'GET', url: installUrl(), headers: people.member.headers });
    expect(member.statusCode).toBe(403);

    const started = await start(jira.origin);
    expect(started.authorizeUrl.origin).toBe(jira.origin);
    expect(Object.fromEntries(started.authorizeUrl.searchParams)).toMatchObject({
      client_id: jira.app.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
    });
    const state = started.authorizeUrl.searchParams.get('state')!;
    const done = await callback({ code: jira.issueCode(REDIRECT), state }, started.cookie);
    expect(done).toEqual({ status: 'ok', type: 'jira', project: world.a.projectSlug });

    const [integration] = await list();
    expect(integration).toMatchObject({
      type: 'jira',
      description: 'Client Jira',
      config: { auth: 'oauth', site_url: jira.origin, project_key: null },
    });
    const options = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${world.a.projectId}/integrations/${integration!.uid}/jira-options`,
      headers: people.admin.headers,
    });
    expect(options.statusCode, options.body).toBe(200);
    expect(jiraOptionsSchema.parse(options.json()).projects.map((p) => p.key)).toEqual(['MKT']);
    expect(jira.requests.some((r) => r.path.startsWith(`/ex/jira/${jira.cloudId}/rest/api/3/project`))).toBe(
      true,
    );

    // The state worked once.
    expect(await callback({ code: jira.issueCode(REDIRECT), state }, started.cookie)).toMatchObject({
      status: 'error',
      reason: 'integration_state_invalid',
    });
  });

  it('renews a token that has run out before the call, keeping the rotated refresh token', async () => {
    const started = await start(jira.origin);
    const state = started.authorizeUrl.searchParams.get('state')!;
    await callback({ code: jira.issueCode(REDIRECT), state }, started.cookie);
    const [integration] = await list();
    const url = `/api/projects/${world.a.projectId}/integrations/${integration!.uid}/jira-options`;
    const box = loadSecretBox(ctx.config.dataDir, ctx.config.secrets.key);
    const context = `project_integration:${integration!.uid}`;
    const stored = async () => {
      const row = await ctx.database.db
        .selectFrom('project_integrations')
        .select(['secret'])
        .where('id', '=', integration!.uid)
        .executeTakeFirstOrThrow();
      return JSON.parse(box.open(row.secret!, context)) as {
        access_token: string;
        refresh_token: string;
        expires_at: string;
      };
    };
    // An hour later the access token has run out (Jira refuses it too).
    const before = await stored();
    jira.expireAccessToken(before.access_token);
    await ctx.database.db
      .updateTable('project_integrations')
      .set({
        secret: box.seal(
          JSON.stringify({ ...before, expires_at: new Date(Date.now() - 1000).toISOString() }),
          context,
        ),
      })
      .where('id', '=', integration!.uid)
      .execute();

    const res = await ctx.app.inject({ method: 'GET', url, headers: people.admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const after = await stored();
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(Date.parse(after.expires_at)).toBeGreaterThan(Date.now());
    // The next call uses the stored token without renewing again.
    const renewals = jira.requests.filter((r) => r.path === '/oauth/token').length;
    expect((await ctx.app.inject({ method: 'GET', url, headers: people.admin.headers })).statusCode).toBe(
      200,
    );
    expect(jira.requests.filter((r) => r.path === '/oauth/token').length).toBe(renewals);
  });

  it('connects nothing for an admin removed from the workspace before the callback, and says why', async () => {
    const started = await start(jira.origin);
    const state = started.authorizeUrl.searchParams.get('state')!;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${world.a.id}/users/${world.a.memberIds.admin}`,
      headers: people.owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const done = await callback({ code: jira.issueCode(REDIRECT), state }, started.cookie);
    expect(done).toEqual({ status: 'error', type: 'jira', reason: 'integration_not_brand_admin' });
    // The code was never exchanged: no token exists for it.
    expect(jira.requests.some((r) => r.path === '/oauth/token')).toBe(false);
    expect(await list('owner')).toEqual([]);
  });

  it('connects nothing when the admin says no, for another browser, or for a site the token does not reach', async () => {
    const denied = await start(jira.origin);
    expect(
      await callback(
        { error: 'access_denied', state: denied.authorizeUrl.searchParams.get('state')! },
        denied.cookie,
      ),
    ).toMatchObject({ status: 'error', reason: 'jira_install_denied' });

    const other = await start(jira.origin);
    expect(
      await callback({
        code: jira.issueCode(REDIRECT),
        state: other.authorizeUrl.searchParams.get('state')!,
      }),
    ).toMatchObject({ status: 'error', reason: 'integration_state_invalid' });

    const elsewhere = await start('https://nowhere.atlassian.net');
    expect(
      await callback(
        { code: jira.issueCode(REDIRECT), state: elsewhere.authorizeUrl.searchParams.get('state')! },
        elsewhere.cookie,
      ),
    ).toMatchObject({ status: 'error', reason: 'jira_install_failed' });
    expect(await list()).toEqual([]);
  });
});
