import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import type { JiraIntegrationConfig, JiraSecret } from '@expertos/domain/integration.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type FakeJira, startFakeJira } from '../../../../test/jira-server.js';
import type { Connection, DeliveryMessage, DeliveryResult } from '../../delivery/adapter.js';
import { createJiraAdapter } from './jira.adapter.js';
import { createJiraClient, JiraError } from './jira-client.js';
import type { JiraTicket } from './jira-issue.js';

/**
 * The Jira adapter against a local Jira Cloud (test/jira-server.ts): the real `jira.js` 5
 * client, its requests sent through the real egress guard. The guard opens 127.0.0.1 only
 * (`allowAddresses`), and a guard with nothing opened must refuse the fake itself.
 */

const EMAIL = 'bot@acme.test';
const API_TOKEN = 'ATATT3xFfGF0-SeCrEtApItOkEn-1234567890';
const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.SeCrEtAcCeSsToKeN';

const ticket: JiraTicket = {
  uid: 't_1',
  number: 7,
  summary: 'Spring campaign\nlaunch video',
  status: 'todo',
  ticket_type: 'task',
  due_date: '2026-04-01',
  assignee: 'Anna',
  caption: 'Shoot on the roof.\nTwo takes.',
  project: { uid: 'p_1', name: 'Acme', slug: 'acme' },
  url: 'http://localhost:3000/brand/acme/tasks?task=t_1',
  updated_at: '2026-03-01T09:00:00.000Z',
  priority: '3',
};
const sent = (
  t: JiraTicket | null = ticket,
  event: DeliveryMessage['event'] = 'ticket.sent',
): DeliveryMessage => ({
  id: 'msg_1',
  event,
  occurred_at: '2026-03-01T09:00:00.000Z',
  ticket: t,
});

let jira: FakeJira;
let epic: string;
const guarded = createGuardedFetch({ allowAddresses: ['127.0.0.1'] });
let adapter: ReturnType<typeof createJiraAdapter>;

beforeAll(async () => {
  jira = await startFakeJira();
  adapter = createJiraAdapter({ fetch: guarded, atlassianApiUrl: jira.origin, timeoutMs: 2_000 });
});
afterAll(() => jira.close());
beforeEach(() => {
  jira.reset();
  jira.addApiToken(EMAIL, API_TOKEN);
  jira.addAccessToken(ACCESS_TOKEN);
  jira.addProject('MKT', { name: 'Marketing' });
  jira.addProject('LOCK', { noPermission: true });
  epic = jira.addEpic('MKT', 'Spring 2026');
});

const config = (overrides: Partial<JiraIntegrationConfig> = {}): JiraIntegrationConfig => ({
  site_url: jira.origin,
  cloud_id: null,
  project_key: 'MKT',
  issue_type_id: '10001',
  epic_key: epic,
  event_types: [],
  ...overrides,
});
const connection = (
  configOverrides: Partial<JiraIntegrationConfig> = {},
  secret: JiraSecret = { auth: 'api_token', email: EMAIL, api_token: API_TOKEN },
): Connection<JiraIntegrationConfig, JiraSecret> => ({
  uid: 'i_jira',
  config: config(configOverrides),
  secret,
  previousSecret: null,
  previousSecretExpiresAt: null,
});
const oauth = (token = ACCESS_TOKEN): JiraSecret => ({
  auth: 'oauth',
  access_token: token,
  refresh_token: null,
  expires_at: null,
});
const send = (c = connection(), message = sent()) =>
  adapter.deliver(c, message, new AbortController().signal);

function expectNoSecret(result: unknown) {
  const text = JSON.stringify(result);
  for (const secret of [API_TOKEN, ACCESS_TOKEN, Buffer.from(`${EMAIL}:${API_TOKEN}`).toString('base64')])
    expect(text).not.toContain(secret);
}

describe('Jira with an API token (jira.js, HTTP Basic to the site)', () => {
  it('creates the issue under the epic: summary, ADF description with the link back, priority, due date', async () => {
    const result = await send();
    const [issue] = jira.created();
    expect(issue?.key).toBe('MKT-2');
    expect(result).toEqual({
      ok: true,
      status: 201,
      excerpt: `MKT-2 ${jira.origin}/browse/MKT-2`,
      external: { id: 'MKT-2', url: `${jira.origin}/browse/MKT-2` },
    });
    expect(jira.requests).toHaveLength(1);
    const [request] = jira.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/rest/api/3/issue');
    expect(request?.authorization).toBe(`Basic ${Buffer.from(`${EMAIL}:${API_TOKEN}`).toString('base64')}`);
    expect(issue).toMatchObject({
      projectKey: 'MKT',
      issueTypeId: '10001',
      summary: 'Spring campaign launch video',
      parentKey: epic,
      priority: 'Highest',
      duedate: '2026-04-01',
    });
    expect(JSON.stringify(issue?.description)).toContain(ticket.url);
    expect(issue?.description).toMatchObject({ type: 'doc', version: 1 });
  });

  it('reads the issue back with its epic as parent', async () => {
    await send();
    const client = createJiraClient({ fetch: guarded, config: config(), secret: connection().secret });
    const read = await client.getIssue('MKT-2');
    expect(read).toEqual({ key: 'MKT-2', summary: 'Spring campaign launch video', parentKey: epic });
    expect(jira.requests.at(-1)?.query.get('fields')).toBe('summary,issuetype,parent');
    const missing = await client.getIssue('MKT-404').catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: 'jira_error', details: { status: 404, transient: false } });
  });

  it("puts the issue under the ticket's own epic when it names one", async () => {
    const other = jira.addEpic('MKT', 'Autumn');
    await send(connection(), sent({ ...ticket, jira_epic_key: other }));
    expect(jira.created()[0]?.parentKey).toBe(other);
  });

  it("refuses a ticket without an epic with the spec's message, before any call", async () => {
    const result = await send(connection({ epic_key: null }));
    expect(result).toEqual({
      ok: false,
      outcome: 'permanent',
      error: 'jira_epic_missing',
      reason: 'rejected',
      status: null,
      excerpt: 'A Jira Epic is missing. Please add an epic to your issue.',
    });
    expect(ERROR_CATALOGUE.jira_epic_missing.message).toBe(result.ok ? null : result.excerpt);
    expect(jira.requests).toHaveLength(0);
  });

  it.each([
    [
      'a wrong API token',
      () => connection({}, { auth: 'api_token', email: EMAIL, api_token: 'wrong-token-123456' }),
      401,
    ],
    ['a project the account may not create in (403)', () => connection({ project_key: 'LOCK' }), 403],
  ])('maps %s to jira_token_error, permanently', async (_what, make, status) => {
    const lock = jira.addEpic('LOCK', 'Locked epic');
    const c = make();
    if (c.config.project_key === 'LOCK') c.config.epic_key = lock;
    const result = await send(c);
    expect(result).toMatchObject({ ok: false, outcome: 'permanent', status });
    expect(result.ok === false && result.error.startsWith('jira_token_error')).toBe(true);
    expectNoSecret(result);
  });

  it("maps a 400 (an epic Jira does not know) to jira_error with Jira's field message", async () => {
    const result = await send(connection({ epic_key: 'MKT-999' }));
    expect(result).toMatchObject({
      ok: false,
      outcome: 'permanent',
      status: 400,
      excerpt: 'parent: Could not find issue by id or key.',
    });
    expect(result.ok === false && result.error.startsWith('jira_error')).toBe(true);
  });

  it('answers 429 as a retry after Retry-After, without retrying or waiting itself', async () => {
    jira.script({ status: 429, headers: { 'retry-after': '30' } });
    const started = Date.now();
    const result = await send();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({ ok: false, outcome: 'retry', status: 429, retryAfterMs: 30_000 });
    expect(result.ok === false && result.error.startsWith('jira_error')).toBe(true);
    expect(jira.requests).toHaveLength(1);
    expect(jira.created()).toHaveLength(0);
  });

  it('answers a 503 as a retry (jira_error)', async () => {
    jira.script({ status: 503, body: { errorMessages: ['Service unavailable'], errors: {} } });
    const result = await send();
    expect(result).toMatchObject({
      ok: false,
      outcome: 'retry',
      status: 503,
      excerpt: 'Service unavailable',
    });
  });

  it('is refused by a guard that does not open the local address, and nothing is sent', async () => {
    const closed = createJiraAdapter({ fetch: createGuardedFetch({}) });
    const result = await closed.deliver(connection(), sent(), new AbortController().signal);
    expect(result).toMatchObject({ ok: false, outcome: 'permanent' });
    expect(result.ok === false && result.error.startsWith('jira_error')).toBe(true);
    expect(jira.requests).toHaveLength(0);
  });

  it('files nothing for events that do not create an issue', async () => {
    const result = await send(connection(), sent(ticket, 'comment.created'));
    expect(result.ok).toBe(true);
    expect(jira.requests).toHaveLength(0);
  });

  it("answers the page's test with the project's issue types, filing nothing", async () => {
    const result = await send(connection(), sent(null, 'integration.test'));
    expect(result).toMatchObject({ ok: true, excerpt: 'MKT: 3 issue types' });
    expect(jira.created()).toHaveLength(0);
  });
});

describe('Jira with an OAuth (3LO) access token (Bearer, through the gateway path)', () => {
  it('creates the issue under /ex/jira/{cloudid}', async () => {
    const result = await send(connection({ cloud_id: jira.cloudId }, oauth()));
    expect(result).toMatchObject({ ok: true, status: 201 });
    const [request] = jira.requests;
    expect(request?.path).toBe(`/ex/jira/${jira.cloudId}/rest/api/3/issue`);
    expect(request?.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('maps an expired or revoked access token (401) to jira_token_error', async () => {
    const result = await send(connection({ cloud_id: jira.cloudId }, oauth('eyJexpired.token.value')));
    expect(result).toMatchObject({ ok: false, outcome: 'permanent', status: 401 });
    expect(result.ok === false && result.error.startsWith('jira_token_error')).toBe(true);
  });

  it('refuses an OAuth connection without a cloud id before any call', async () => {
    const result = await send(connection({ cloud_id: null }, oauth()));
    expect(result).toMatchObject({ ok: false, outcome: 'permanent' });
    expect(jira.requests).toHaveLength(0);
  });
});

describe('the Jira client (pickers)', () => {
  const client = () => createJiraClient({ fetch: guarded, config: config(), secret: connection().secret });

  it('lists projects with their style', async () => {
    const projects = await client().listProjects();
    expect(projects.map((p) => p.key)).toEqual(['MKT', 'LOCK']);
    expect(projects[0]).toMatchObject({ name: 'Marketing', style: 'next-gen' });
    expect(jira.requests[0]?.path).toBe('/rest/api/3/project/search');
  });

  it("lists a project's issue types with their hierarchy level", async () => {
    const types = await client().issueTypes('MKT');
    expect(types.find((t) => t.hierarchyLevel === 1)?.name).toBe('Epic');
    expect(jira.requests[0]?.path).toBe('/rest/api/3/issue/createmeta/MKT/issuetypes');
  });

  it("searches the project's epics through /search/jql, newest first, asking for summary", async () => {
    const newer = jira.addEpic('MKT', 'Summer 2026');
    jira.addEpic('LOCK', 'Not this project');
    const epics = await client().searchEpics('MKT');
    expect(epics).toEqual([
      { key: newer, summary: 'Summer 2026' },
      { key: epic, summary: 'Spring 2026' },
    ]);
    const [request] = jira.requests;
    expect(request?.path).toBe('/rest/api/3/search/jql');
    expect(request?.query.get('jql')).toBe('project = MKT AND issuetype = Epic ORDER BY created DESC');
    expect(request?.query.get('fields')).toBe('summary,status');
  });

  it('throws a JiraError with the catalogue code on a bad credential', async () => {
    const bad = createJiraClient({
      fetch: guarded,
      config: config(),
      secret: { auth: 'api_token', email: EMAIL, api_token: 'nope-nope-nope' },
    });
    const error = await bad.listProjects().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JiraError);
    expect((error as JiraError).code).toBe('jira_token_error');
    expect((error as JiraError).details.excerpt).toContain('not authenticated');
  });
});

describe('describe()', () => {
  it('names the project, the epic and the site host, never the credential', () => {
    const text = adapter.describe(connection());
    expect(text).toBe(`Jira MKT, epic ${epic} (${new URL(jira.origin).host})`);
    expectNoSecret(text as unknown as DeliveryResult);
  });
});
