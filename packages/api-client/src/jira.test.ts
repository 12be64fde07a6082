import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import {
  associateJiraPerson,
  fetchJiraOptions,
  jiraInstallAvailability,
  listJiraPeople,
  listTicketJiraEpics,
  listTicketJiraLinks,
  removeJiraPerson,
  setTicketJiraEpic,
  setUpJiraStatusWebhook,
  startJiraInstall,
} from './jira';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;
const link = { project_integration_uid: 'i1', epic_key: 'MKT-1', issue_key: null, issue_url: null };
const epics = [{ key: 'MKT-1', summary: 'Spring launch' }];
const person = {
  account_id: '557058:abc',
  display_name: 'Rivka Jira',
  email: null,
  member_uid: 'm9',
  mirrored: true,
};

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/projects/p1/integrations/i1/jira-options': () => ({
      json: { projects: [{ key: 'MKT', name: 'Marketing' }], issue_types: [], epics },
    }),
    'GET /api/tickets/t1/jira': () => ({ json: [link] }),
    'GET /api/tickets/t1/jira/i1/epics': () => ({ json: epics }),
    'PUT /api/tickets/t1/jira/i1': () => ({ json: link }),
    'GET /api/projects/p1/integrations/jira/install': () => ({ json: { available: true } }),
    'GET /api/projects/p1/integrations/i1/jira-people': () => ({
      json: { project_key: 'OPS', people: [person] },
    }),
    'PUT /api/projects/p1/integrations/i1/jira-people/557058%3Aabc': () => ({ json: person }),
    'DELETE /api/projects/p1/integrations/i1/jira-people/557058%3Aabc': () => ({ json: { ok: true } }),
    'POST /api/projects/p1/integrations/i1/jira-webhook': () => ({
      json: { url: 'https://app.test/api/integrations/jira/i1/webhook', secret: 's3cret' },
    }),
    'POST /api/projects/p1/integrations/jira/install': () => ({
      json: { authorize_url: 'https://auth.atlassian.com/authorize?state=s' },
    }),
  });
});
afterAll(() => server.close());

describe('the Jira calls', () => {
  const client = () => createApiClient({ baseUrl: `${server.origin}/api` });

  it('asks for the chosen project by key, and reads the ticket’s epics and links', async () => {
    const options = await fetchJiraOptions(client(), 'p1', 'i1', 'MKT');
    expect(options.projects).toEqual([{ key: 'MKT', name: 'Marketing' }]);
    expect(server.hits('/api/projects/p1/integrations/i1/jira-options')[0]?.query.get('project_key')).toBe(
      'MKT',
    );
    expect(await listTicketJiraLinks(client(), 't1')).toEqual([link]);
    expect(await listTicketJiraEpics(client(), 't1', 'i1')).toEqual(epics);
  });

  it('sets up the status webhook and reads its URL and secret', async () => {
    expect(await setUpJiraStatusWebhook(client(), 'p1', 'i1')).toEqual({
      url: 'https://app.test/api/integrations/jira/i1/webhook',
      secret: 's3cret',
    });
    expect(server.hits('/api/projects/p1/integrations/i1/jira-webhook')).toHaveLength(1);
  });

  it('lists Jira people, associates one (account ids with a colon escaped) and removes them', async () => {
    expect(await listJiraPeople(client(), 'p1', 'i1')).toEqual({ project_key: 'OPS', people: [person] });
    expect(await associateJiraPerson(client(), 'p1', 'i1', '557058:abc', { mirror: true })).toEqual(person);
    expect(
      server.hits('/api/projects/p1/integrations/i1/jira-people/557058%3Aabc').find((h) => h.method === 'PUT')
        ?.body,
    ).toBe('{"mirror":true}');
    await removeJiraPerson(client(), 'p1', 'i1', '557058:abc');
    expect(
      server
        .hits('/api/projects/p1/integrations/i1/jira-people/557058%3Aabc')
        .some((h) => h.method === 'DELETE'),
    ).toBe(true);
  });

  it('sends the chosen epic', async () => {
    expect(await setTicketJiraEpic(client(), 't1', 'i1', 'MKT-1')).toEqual(link);
    expect(server.hits('/api/tickets/t1/jira/i1').find((h) => h.method === 'PUT')?.body).toBe(
      '{"epic_key":"MKT-1"}',
    );
  });

  it('asks whether Atlassian consent is offered, and starts it for a site', async () => {
    expect(await jiraInstallAvailability(client(), 'p1')).toEqual({ available: true });
    const started = await startJiraInstall(client(), 'p1', { site_url: 'https://acme.atlassian.net' });
    expect(started.authorize_url).toContain('state=s');
    expect(
      server.hits('/api/projects/p1/integrations/jira/install').find((h) => h.method === 'POST')?.body,
    ).toBe('{"site_url":"https://acme.atlassian.net"}');
  });
});
