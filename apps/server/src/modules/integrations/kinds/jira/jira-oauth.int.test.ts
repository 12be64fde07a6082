import type { JiraIntegrationConfig } from '@expertos/domain/integration.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type FakeJira, startFakeJira } from '../../../../test/jira-server.js';
import type { DeliveryMessage } from '../../delivery/adapter.js';
import { createJiraAdapter } from './jira.adapter.js';
import { JiraError } from './jira-client.js';
import {
  exchangeJiraCode,
  type JiraOAuthApp,
  jiraAuthorizeUrl,
  jiraSiteFor,
  refreshJiraToken,
} from './jira-oauth.js';

/**
 * Jira's OAuth 2.0 (3LO) against the local stand-in: the code exchange, the site lookup, the
 * gateway calls with the token, an expired token and the rotating refresh.
 */

const REDIRECT = 'http://localhost:3000/api/integrations/jira/callback';
const guarded = createGuardedFetch({ allowAddresses: ['127.0.0.1'] });
let jira: FakeJira;
let app: JiraOAuthApp;
let epic: string;

beforeAll(async () => {
  jira = await startFakeJira();
});
afterAll(() => jira.close());
beforeEach(() => {
  jira.reset();
  jira.addProject('MKT');
  epic = jira.addEpic('MKT', 'Spring');
  app = { ...jira.app, authUrl: jira.origin, apiUrl: jira.origin };
});

const message: DeliveryMessage = {
  id: 'msg_1',
  event: 'ticket.sent',
  occurred_at: '2026-03-01T09:00:00.000Z',
  ticket: {
    uid: 't_1',
    number: 3,
    summary: 'Reel',
    status: 'todo',
    ticket_type: 'task',
    due_date: null,
    assignee: null,
    caption: null,
    project: { uid: 'p_1', name: 'Acme', slug: 'acme' },
    url: 'http://localhost:3000/brand/acme/tasks?task=t_1',
    updated_at: '2026-03-01T09:00:00.000Z',
  },
};

async function connect() {
  const tokens = await exchangeJiraCode(guarded, app, {
    code: jira.issueCode(REDIRECT),
    redirectUri: REDIRECT,
  });
  const { site } = await jiraSiteFor(guarded, app, tokens.access_token, jira.origin);
  return { tokens, site };
}

function deliverWith(accessToken: string, cloudId: string) {
  const config: JiraIntegrationConfig = {
    site_url: jira.origin,
    cloud_id: cloudId,
    project_key: 'MKT',
    issue_type_id: '10001',
    epic_key: epic,
    event_types: [],
  };
  return createJiraAdapter({ fetch: guarded, atlassianApiUrl: jira.origin }).deliver(
    {
      uid: 'i_1',
      config,
      secret: { auth: 'oauth', access_token: accessToken, refresh_token: null, expires_at: null },
      previousSecret: null,
      previousSecretExpiresAt: null,
    },
    message,
    new AbortController().signal,
  );
}

describe('Jira OAuth 2.0 (3LO)', () => {
  it('asks for consent with the audience, the scopes with offline_access, and the state', () => {
    const url = new URL(jiraAuthorizeUrl(app, REDIRECT, 'st4te'));
    expect(url.pathname).toBe('/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      audience: 'api.atlassian.com',
      client_id: app.clientId,
      scope: 'read:jira-work write:jira-work read:jira-user offline_access',
      redirect_uri: REDIRECT,
      state: 'st4te',
      response_type: 'code',
      prompt: 'consent',
    });
  });

  it('trades the code for tokens, finds the site by its url (not the first listed), and files an issue through the gateway', async () => {
    const started = new Date();
    const { tokens, site } = await connect();
    expect(tokens.refresh_token).toMatch(/^rt-/);
    expect(Date.parse(tokens.expires_at) - started.getTime()).toBeGreaterThan(3_500_000);
    expect(site?.id).toBe(jira.cloudId);
    const tokenRequest = jira.requests.find((r) => r.path === '/oauth/token');
    expect(tokenRequest?.contentType).toBe('application/json');
    expect(tokenRequest?.body).toMatchObject({ grant_type: 'authorization_code', redirect_uri: REDIRECT });
    const result = await deliverWith(tokens.access_token, site?.id ?? '');
    expect(result).toMatchObject({ ok: true, status: 201 });
  });

  it('refuses a code used twice and a wrong client secret as jira_token_error', async () => {
    const code = jira.issueCode(REDIRECT);
    await exchangeJiraCode(guarded, app, { code, redirectUri: REDIRECT });
    const again = await exchangeJiraCode(guarded, app, { code, redirectUri: REDIRECT }).catch(
      (e: unknown) => e,
    );
    expect(again).toBeInstanceOf(JiraError);
    expect(again).toMatchObject({ code: 'jira_token_error', details: { excerpt: 'invalid_grant' } });
    const wrong = await exchangeJiraCode(
      guarded,
      { ...app, clientSecret: 'not-the-secret' },
      { code: jira.issueCode(REDIRECT), redirectUri: REDIRECT },
    ).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ code: 'jira_token_error', details: { status: 401 } });
  });

  it('an expired access token is a jira_token_error; a refresh brings a working one and kills the old refresh token', async () => {
    const { tokens, site } = await connect();
    jira.expireAccessToken(tokens.access_token);
    const expired = await deliverWith(tokens.access_token, site?.id ?? '');
    expect(expired).toMatchObject({ ok: false, outcome: 'permanent', status: 401 });
    expect(expired.ok === false && expired.error.startsWith('jira_token_error')).toBe(true);

    const fresh = await refreshJiraToken(guarded, app, tokens.refresh_token ?? '');
    expect(fresh.refresh_token).not.toBe(tokens.refresh_token);
    expect(await deliverWith(fresh.access_token, site?.id ?? '')).toMatchObject({ ok: true });
    expect(
      jira.requests.find((r) => r.body && (r.body as { grant_type?: string }).grant_type === 'refresh_token')
        ?.body,
    ).toMatchObject({
      refresh_token: tokens.refresh_token,
      client_id: app.clientId,
    });

    const stale = await refreshJiraToken(guarded, app, tokens.refresh_token ?? '').catch((e: unknown) => e);
    expect(stale).toMatchObject({ code: 'jira_token_error', details: { excerpt: 'invalid_grant' } });
  });

  it('a token Atlassian no longer knows cannot list sites (jira_token_error)', async () => {
    const error = await jiraSiteFor(guarded, app, 'at-unknown', jira.origin).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'jira_token_error', details: { status: 401 } });
  });
});
