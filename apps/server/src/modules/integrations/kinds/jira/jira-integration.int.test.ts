import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import {
  type IntegrationDelivery,
  integrationDeliverySchema,
  jiraOptionsSchema,
  jiraStatusWebhookSchema,
  projectIntegrationSchema,
  ticketJiraLinkListSchema,
} from '@expertos/domain/integration.schema';
import { ticketActivityPageSchema, ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createWorkerProcess } from '../../../../background.js';
import { mailCollector } from '../../../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../../../test/context.js';
import { type FakeJira, startFakeJira } from '../../../../test/jira-server.js';
import { createTestLogger } from '../../../../test/logger.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../../../test/world.js';
import { signJiraWebhook } from './jira-webhook.service.js';

/**
 * A brand's Jira integration through the API (docs/product.md#integrations), against a local
 * Jira Cloud (test/jira-server.ts) reached by the real jira.js client: connecting with an API
 * token (tried before it is kept), picking the project, issue type and epic from what Jira
 * lists, the epic rule before any call, the issue key kept on the ticket, and Jira's refusals
 * answered with the spec's texts.
 */
describe(`Jira integration on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let jira: FakeJira;
  let background: ReturnType<typeof createWorkerProcess>;
  const EMAIL = 'ops@acme.test';
  const TOKEN = 'ATATT3xFfGF0-test-token-0123456789';

  const call = (
    persona: Persona,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const base = () => `/api/projects/${world.a.projectId}/integrations`;
  const connection = (token = TOKEN) => ({
    auth: 'api_token',
    site_url: jira.origin,
    email: EMAIL,
    api_token: token,
  });

  async function connect(extra: object = {}) {
    const res = await call('admin', 'POST', base(), { type: 'jira', connection: connection(), ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return projectIntegrationSchema.parse(res.json().integration);
  }

  /** Connected to OPS under a new epic, filing new tickets and moving their issues on status changes. */
  async function connectFilingAndMoving(epicSummary: string) {
    const epic = jira.addEpic('OPS', epicSummary);
    const options = jiraOptionsSchema.parse(
      (await call('admin', 'GET', `${base()}/${(await connect()).uid}/jira-options?project_key=OPS`)).json(),
    );
    return connect({
      project_key: 'OPS',
      issue_type_id: options.issue_types[0]!.id,
      epic_key: epic,
      event_types: ['ticket.created', 'ticket.status_changed'],
    });
  }

  async function newTicket(summary: string, extra: object = {}) {
    const res = await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return ticketSchema.parse(res.json());
  }

  async function drain() {
    while (await background.worker.runOnce()) {
      // every due job, one at a time
    }
  }

  beforeAll(async () => {
    jira = await startFakeJira();
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      // The local Jira listens on 127.0.0.1.
      env: { ALLOW_PRIVATE_TARGETS: 'true' },
    });
    people = await signUpPeople(ctx.app, mail);
    background = createWorkerProcess(ctx.config, ctx.database, createTestLogger().logger);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
    jira.reset();
    jira.addApiToken(EMAIL, TOKEN);
    jira.addProject('MKT', { name: 'Marketing' });
    jira.addProject('OPS', { name: 'Operations' });
  });
  afterAll(async () => {
    await ctx.close();
    await jira.close();
  });

  it('keeps a credential only after Jira accepted it, and never shows the token', async () => {
    const wrong = await call('admin', 'POST', base(), {
      type: 'jira',
      connection: connection('not-the-token'),
    });
    expect(wrong.statusCode).toBe(502);
    expect(wrong.json()).toMatchObject({
      code: 'jira_token_error',
      message: ERROR_CATALOGUE.jira_token_error.message,
    });
    expect((await call('admin', 'GET', base())).json()).toEqual([]);

    const member = await call('member', 'POST', base(), { type: 'jira', connection: connection() });
    expect(member.statusCode).toBe(403);

    const integration = await connect({ description: 'Client board' });
    expect(integration).toMatchObject({
      type: 'jira',
      description: 'Client board',
      config: {
        site_url: jira.origin,
        auth: 'api_token',
        email: EMAIL,
        project_key: null,
        issue_type_id: null,
        epic_key: null,
      },
    });
    const listed = await call('member', 'GET', base());
    expect(listed.body).not.toContain(TOKEN);
  });

  it("offers the projects, then the chosen project's issue types and epics, to project admins", async () => {
    const integration = await connect();
    const epic = jira.addEpic('MKT', 'Spring launch');
    const url = `${base()}/${integration.uid}/jira-options`;
    const first = jiraOptionsSchema.parse((await call('admin', 'GET', url)).json());
    expect(first.projects.map((p) => p.key).sort()).toEqual(['MKT', 'OPS']);
    expect(first.issue_types).toEqual([]);

    const chosen = jiraOptionsSchema.parse((await call('admin', 'GET', `${url}?project_key=MKT`)).json());
    expect(chosen.issue_types.length).toBeGreaterThan(0);
    expect(chosen.issue_types.map((t) => t.name)).not.toContain('Epic');
    expect(chosen.issue_types.map((t) => t.name)).not.toContain('Subtask');
    expect(chosen.epics).toEqual([{ key: epic, summary: 'Spring launch' }]);

    expect((await call('member', 'GET', url)).statusCode).toBe(403);
    expect((await call('admin', 'GET', `${url}?project_key=not-a-key`)).statusCode).toBe(400);
  });

  it('refuses a ticket without an epic before calling Jira, then files it under the epic chosen on the ticket, once', async () => {
    const integration = await connect();
    const epic = jira.addEpic('MKT', 'Spring launch');
    const options = jiraOptionsSchema.parse(
      (await call('admin', 'GET', `${base()}/${integration.uid}/jira-options?project_key=MKT`)).json(),
    );
    const task = options.issue_types.find((t) => t.name === 'Task') ?? options.issue_types[0]!;
    const picked = await call('admin', 'PUT', `${base()}/${integration.uid}`, {
      type: 'jira',
      project_key: 'MKT',
      issue_type_id: task.id,
    });
    expect(picked.statusCode, picked.body).toBe(200);

    const ticket = await newTicket('Launch video', { priority: '2', due_date: '2026-12-10' });
    const send = () =>
      call('member', 'POST', `/api/tickets/${ticket.uid}/send`, { project_integration_uid: integration.uid });
    const before = jira.requests.length;
    const refused = await send();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'jira_epic_missing',
      message: 'A Jira Epic is missing. Please add an epic to your issue.',
    });
    expect(jira.requests.length).toBe(before);

    const links = `/api/tickets/${ticket.uid}/jira`;
    const epics = await call('member', 'GET', `${links}/${integration.uid}/epics`);
    expect(epics.json()).toEqual([{ key: epic, summary: 'Spring launch' }]);
    const chose = await call('member', 'PUT', `${links}/${integration.uid}`, { epic_key: epic });
    expect(chose.statusCode, chose.body).toBe(200);
    const sent = await send();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().ok).toBe(true);

    const [issue] = jira.created();
    expect(issue).toMatchObject({
      projectKey: 'MKT',
      parentKey: epic,
      summary: 'Launch video',
      duedate: '2026-12-10',
    });
    expect(issue!.priority).toBe('High');
    const [link] = ticketJiraLinkListSchema.parse((await call('member', 'GET', links)).json());
    expect(link).toEqual({
      project_integration_uid: integration.uid,
      epic_key: epic,
      issue_key: issue!.key,
      issue_url: `${jira.origin}/browse/${issue!.key}`,
    });

    // Sent again: the ticket is already that issue.
    const again = await send();
    expect(again.json().ok).toBe(true);
    expect(jira.created()).toHaveLength(1);
  });

  it("files new tickets on its own only when asked to, under the integration's epic", async () => {
    const epic = jira.addEpic('OPS', 'Q1');
    const options = jiraOptionsSchema.parse(
      (await call('admin', 'GET', `${base()}/${(await connect()).uid}/jira-options?project_key=OPS`)).json(),
    );
    const integration = await connect({
      project_key: 'OPS',
      issue_type_id: options.issue_types[0]!.id,
      epic_key: epic,
      event_types: ['ticket.created'],
    });
    const ticket = await newTicket('Shoot the roof scene');
    await drain();
    const [issue] = jira.created();
    expect(issue).toMatchObject({ projectKey: 'OPS', parentKey: epic, summary: 'Shoot the roof scene' });
    const deliveries = z
      .array(integrationDeliverySchema)
      .parse((await call('member', 'GET', `${base()}/${integration.uid}/deliveries`)).json());
    expect(deliveries.map((d: IntegrationDelivery) => [d.event_type, d.status])).toEqual([
      ['ticket.created', 'succeeded'],
    ]);
    const links = ticketJiraLinkListSchema.parse(
      (await call('member', 'GET', `/api/tickets/${ticket.uid}/jira`)).json(),
    );
    expect(links.find((l) => l.project_integration_uid === integration.uid)?.issue_key).toBe(issue!.key);
  });

  it('moves the issue when its ticket changes status, when asked to, and sends nothing back that Jira has already', async () => {
    // Made before Jira was connected: never filed there.
    const other = await newTicket('Not in Jira', { status: 'draft' });
    const integration = await connectFilingAndMoving('Q2');
    const filed = await newTicket('Cut the teaser');
    await drain();
    const [issue] = jira.created();
    expect(jira.statusOf(issue!.key)).toBe('To Do');
    const move = async (uid: string, status: string) => {
      const res = await call('member', 'PATCH', `/api/tickets/${uid}`, { status });
      expect(res.statusCode, res.body).toBe(200);
      await drain();
    };

    // The same name first (In Review), else the category (Approved is under way: In Progress).
    await move(filed.uid, 'in_review');
    expect(jira.statusOf(issue!.key)).toBe('In Review');
    await move(filed.uid, 'done');
    expect(jira.statusOf(issue!.key)).toBe('Done');
    // Moved back in Jira, then to a status of the same category here: nothing to send.
    jira.setStatus(issue!.key, 'In Progress');
    const before = jira.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/transitions')).length;
    await move(filed.uid, 'approved');
    expect(jira.statusOf(issue!.key)).toBe('In Progress');
    expect(jira.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/transitions'))).toHaveLength(
      before,
    );
    // A ticket that never became an issue changes status without a delivery.
    await move(other.uid, 'todo');

    const deliveries = z
      .array(integrationDeliverySchema)
      .parse((await call('member', 'GET', `${base()}/${integration.uid}/deliveries`)).json());
    const statusDeliveries = deliveries.filter((d) => d.event_type === 'ticket.status_changed');
    expect(statusDeliveries.map((d) => d.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(statusDeliveries.map((d) => d.ticket_uid)).not.toContain(other.uid);
  });

  it('logs a status change the workflow cannot make, without retrying it', async () => {
    const integration = await connectFilingAndMoving('Q3');
    const ticket = await newTicket('Colour grade');
    await drain();
    const [issue] = jira.created();
    // This workflow offers nothing from here (a scripted empty list of transitions).
    jira.script({
      status: 200,
      body: { fields: { status: { name: 'To Do', statusCategory: { key: 'new' } } } },
    });
    jira.script({ status: 200, body: { transitions: [] } });
    const res = await call('member', 'PATCH', `/api/tickets/${ticket.uid}`, { status: 'done' });
    expect(res.statusCode, res.body).toBe(200);
    await drain();
    expect(jira.statusOf(issue!.key)).toBe('To Do');
    const deliveries = z
      .array(integrationDeliverySchema)
      .parse((await call('member', 'GET', `${base()}/${integration.uid}/deliveries`)).json());
    const failed = deliveries.find((d) => d.event_type === 'ticket.status_changed');
    expect(failed?.status).toBe('failed');
    expect(failed?.attempts).toBe(1);
  });

  describe('Jira → us status sync (its signed webhook)', () => {
    const hook = (uid: string) => `/api/integrations/jira/${uid}/webhook`;
    const fromJira = (uid: string, body: string, signature: string | null) =>
      ctx.app.inject({
        method: 'POST',
        url: hook(uid),
        headers: {
          'content-type': 'application/json',
          ...(signature === null ? {} : { 'x-hub-signature': signature }),
        },
        payload: body,
      });
    const signed = (uid: string, secret: string, payload: object) => {
      const body = JSON.stringify(payload);
      return fromJira(uid, body, signJiraWebhook(secret, body));
    };
    async function setUpSync(uid: string) {
      const res = await call('admin', 'POST', `${base()}/${uid}/jira-webhook`);
      expect(res.statusCode, res.body).toBe(200);
      return jiraStatusWebhookSchema.parse(res.json());
    }
    const ticketStatus = async (uid: string) =>
      ticketSchema.parse((await call('member', 'GET', `/api/tickets/${uid}`)).json()).status;

    it('moves the ticket when its issue moves in Jira, names Jira in its history and sends nothing back', async () => {
      const integration = await connectFilingAndMoving('Q4');
      const ticket = await newTicket('Record the voice-over');
      await drain();
      const [issue] = jira.created();

      expect((await call('member', 'POST', `${base()}/${integration.uid}/jira-webhook`)).statusCode).toBe(
        403,
      );
      const sync = await setUpSync(integration.uid);
      expect(sync.url).toBe(`${ctx.config.publicUrl}${hook(integration.uid)}`);
      const listed = z.array(projectIntegrationSchema).parse((await call('member', 'GET', base())).json());
      expect(listed.find((i) => i.uid === integration.uid)?.config).toMatchObject({
        status_webhook_url: sync.url,
      });
      expect(JSON.stringify(listed)).not.toContain(sync.secret);

      const moved = await signed(integration.uid, sync.secret, jira.setStatus(issue!.key, 'In Review'));
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toEqual({ applied: true, reason: 'moved' });
      expect(await ticketStatus(ticket.uid)).toBe('in_review');
      const activity = ticketActivityPageSchema.parse(
        (await call('member', 'GET', `/api/tickets/${ticket.uid}/activity`)).json(),
      );
      expect(activity.items[0]).toMatchObject({
        kind: 'status',
        from: 'todo',
        to: 'in_review',
        actor: null,
        via: 'jira',
      });
      // The change goes out like any other, and finds the issue where it already is.
      await drain();
      expect(jira.statusOf(issue!.key)).toBe('In Review');
      expect(
        jira.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/transitions')),
      ).toHaveLength(0);

      // Within the same Jira category our finer status stays; into another one it follows.
      await call('member', 'PATCH', `/api/tickets/${ticket.uid}`, { status: 'approved' });
      await drain();
      const same = await signed(integration.uid, sync.secret, jira.setStatus(issue!.key, 'In Progress'));
      expect(same.json()).toEqual({ applied: false, reason: 'same_category' });
      expect(await ticketStatus(ticket.uid)).toBe('approved');
      const done = await signed(integration.uid, sync.secret, jira.setStatus(issue!.key, 'Done'));
      expect(done.json()).toEqual({ applied: true, reason: 'moved' });
      expect(await ticketStatus(ticket.uid)).toBe('done');
    });

    it('refuses a call it cannot verify, and changes nothing for calls that are not a status move', async () => {
      const integration = await connectFilingAndMoving('Q5');
      const ticket = await newTicket('Storyboard');
      await drain();
      const [issue] = jira.created();
      const payload = jira.setStatus(issue!.key, 'Done');
      const body = JSON.stringify(payload);

      // Not set up yet: there is nothing to verify against.
      expect((await fromJira(integration.uid, body, signJiraWebhook('guess', body))).statusCode).toBe(404);
      const first = await setUpSync(integration.uid);
      const sync = await setUpSync(integration.uid);
      expect(sync.secret).not.toBe(first.secret);
      for (const signature of [
        null,
        'sha256=00',
        signJiraWebhook('not-the-secret', body),
        signJiraWebhook(first.secret, body),
        signJiraWebhook(sync.secret, `${body} `),
      ]) {
        const res = await fromJira(integration.uid, body, signature);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({
          code: 'jira_webhook_invalid',
          message: ERROR_CATALOGUE.jira_webhook_invalid.message,
        });
      }
      expect(await ticketStatus(ticket.uid)).toBe('todo');

      const notJson = 'not json';
      expect(
        (await fromJira(integration.uid, notJson, signJiraWebhook(sync.secret, notJson))).statusCode,
      ).toBe(400);
      const comment = await signed(integration.uid, sync.secret, {
        webhookEvent: 'comment_created',
        comment: { id: '1', body: 'hello' },
      });
      expect(comment.json()).toEqual({ applied: false, reason: 'not_a_status_move' });
      const renamed = await signed(integration.uid, sync.secret, {
        ...payload,
        changelog: { id: '2', items: [{ field: 'summary', fromString: 'a', toString: 'b' }] },
      });
      expect(renamed.json()).toEqual({ applied: false, reason: 'not_a_status_move' });
      const elsewhere = await signed(integration.uid, sync.secret, {
        ...payload,
        issue: { ...payload.issue, key: 'OPS-999' },
      });
      expect(elsewhere.json()).toEqual({ applied: false, reason: 'unknown_issue' });
      expect(await ticketStatus(ticket.uid)).toBe('todo');

      const off = await call('admin', 'PUT', `${base()}/${integration.uid}`, {
        type: 'jira',
        enabled: false,
      });
      expect(off.statusCode, off.body).toBe(200);
      expect((await signed(integration.uid, sync.secret, payload)).json()).toEqual({
        applied: false,
        reason: 'switched_off',
      });
      expect(await ticketStatus(ticket.uid)).toBe('todo');
      // An integration that is not Jira has no such webhook.
      const email = await call('admin', 'POST', base(), {
        type: 'email',
        addresses: ['a@acme.test'],
        rules: [],
      });
      expect(email.statusCode, email.body).toBe(201);
      const emailUid = email.json().integration.uid as string;
      expect((await call('admin', 'POST', `${base()}/${emailUid}/jira-webhook`)).statusCode).toBe(404);
      expect((await signed(emailUid, sync.secret, payload)).statusCode).toBe(404);
    });
  });

  it("answers Jira's refusal of a send with the spec's error text", async () => {
    const epic = jira.addEpic('MKT', 'Spring launch');
    const integration = await connect({ project_key: 'MKT', issue_type_id: '10001', epic_key: epic });
    const ticket = await newTicket('Will fail');
    jira.script({ status: 500, body: { errorMessages: ['Internal server error'], errors: {} } });
    const res = await call('member', 'POST', `/api/tickets/${ticket.uid}/send`, {
      project_integration_uid: integration.uid,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(false);
    expect(res.json().delivery.status).toBe('failed');
    expect(res.body).not.toContain(TOKEN);
  });
});
