import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import {
  integrationDeliverySchema,
  mondayOptionsSchema,
  projectIntegrationSchema,
} from '@expertos/domain/integration.schema';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createWorkerProcess } from '../../../../background.js';
import { mailCollector } from '../../../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../../../test/context.js';
import { createTestLogger } from '../../../../test/logger.js';
import {
  complexityBudgetExhausted,
  type FakeMonday,
  startFakeMonday,
} from '../../../../test/monday-server.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../../../test/world.js';

/**
 * A brand's monday.com integration through the API (docs/product.md#integrations), against a
 * local monday (test/monday-server.ts): the token tried before it is kept, the board, group and
 * columns picked from what monday lists, a new ticket made an item and later changes written to
 * that same item, and monday's complexity budget honoured.
 */
describe(`monday.com integration on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let monday: FakeMonday;
  let background: ReturnType<typeof createWorkerProcess>;
  const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.monday-test-token';

  const call = (persona: Persona, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const base = () => `/api/projects/${world.a.projectId}/integrations`;

  async function drain() {
    while (await background.worker.runOnce()) {
      // every due job, one at a time
    }
  }

  async function connect() {
    const res = await call('admin', 'POST', base(), {
      type: 'monday',
      connection: { auth: 'api_token', api_token: TOKEN },
    });
    expect(res.statusCode, res.body).toBe(201);
    return projectIntegrationSchema.parse(res.json().integration);
  }

  beforeAll(async () => {
    monday = await startFakeMonday();
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      // The local monday listens on 127.0.0.1.
      env: { ALLOW_PRIVATE_TARGETS: 'true', MONDAY_API_URL: monday.origin },
    });
    people = await signUpPeople(ctx.app, mail);
    background = createWorkerProcess(ctx.config, ctx.database, createTestLogger().logger);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
    monday.reset();
    monday.addToken(TOKEN);
  });
  afterAll(async () => {
    await ctx.close();
    await monday.close();
  });

  it('keeps a token only after monday accepted it, and never shows it', async () => {
    const wrong = await call('admin', 'POST', base(), {
      type: 'monday',
      connection: { auth: 'api_token', api_token: 'not-the-token' },
    });
    expect(wrong.statusCode).toBe(502);
    expect(wrong.json()).toMatchObject({
      code: 'monday_token_error',
      message: ERROR_CATALOGUE.monday_token_error.message,
    });
    const integration = await connect();
    expect(integration).toMatchObject({ type: 'monday', config: { board_id: null, group_id: null } });
    expect((await call('member', 'GET', base())).body).not.toContain(TOKEN);
  });

  it('makes an item for a new ticket on the picked board and group, writes later changes to it, and waits out the complexity budget', async () => {
    const board = monday.addBoard('Content plan', {
      groups: [
        { id: 'topics', title: 'This week' },
        { id: 'next', title: 'Next week' },
      ],
    });
    const integration = await connect();
    const url = `${base()}/${integration.uid}/monday-options`;
    const options = mondayOptionsSchema.parse(
      (await call('admin', 'GET', `${url}?board_id=${board.id}`)).json(),
    );
    expect(options.boards).toContainEqual({ id: board.id, name: 'Content plan' });
    expect(options.groups.map((g) => g.id)).toEqual(['topics', 'next']);
    expect(options.columns.map((c) => c.id)).not.toContain('name');
    expect((await call('member', 'GET', url)).statusCode).toBe(403);

    const picked = await call('admin', 'PUT', `${base()}/${integration.uid}`, {
      type: 'monday',
      board_id: board.id,
      board_name: 'Content plan',
      group_id: 'next',
      columns: { status: 'status', date: 'date4', person: null, text: 'link', text_type: 'link' },
      event_types: ['ticket.created', 'ticket.updated', 'ticket.status_changed'],
    });
    expect(picked.statusCode, picked.body).toBe(200);

    const created = await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary: 'Reel: behind the scenes',
      due_date: '2026-12-12',
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = ticketSchema.parse(created.json());
    await drain();
    const [item] = monday.created();
    expect(item).toMatchObject({ boardId: board.id, groupId: 'next', name: 'Reel: behind the scenes' });
    expect(JSON.stringify(item!.values.date4)).toContain('2026-12-12');

    // monday says to wait: the change is retried after that, not before.
    monday.script(complexityBudgetExhausted(30));
    const moved = await call('member', 'PATCH', `/api/tickets/${ticket.uid}`, { status: 'in_progress' });
    expect(moved.statusCode, moved.body).toBe(200);
    await drain();
    const deliveries = z
      .array(integrationDeliverySchema)
      .parse((await call('admin', 'GET', `${base()}/${integration.uid}/deliveries`)).json());
    const waiting = deliveries.find((d) => d.event_type === 'ticket.status_changed')!;
    expect(waiting.status).toBe('retrying');
    const wait = Date.parse(waiting.next_attempt_at!) - Date.parse(waiting.last_attempt_at!);
    expect(wait).toBeGreaterThanOrEqual(30_000);

    // The second send of the same ticket updates its item rather than making another.
    const sent = await call('member', 'POST', `/api/tickets/${ticket.uid}/send`, {
      project_integration_uid: integration.uid,
    });
    expect(sent.json().ok).toBe(true);
    expect(monday.created()).toHaveLength(1);
    expect(JSON.stringify(monday.item(item!.id)!.values.status)).toContain('Working on it');
  });

  it('refuses a send before a board is picked', async () => {
    const integration = await connect();
    const created = await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary: 'Early',
    });
    const ticket = ticketSchema.parse(created.json());
    const sent = await call('member', 'POST', `/api/tickets/${ticket.uid}/send`, {
      project_integration_uid: integration.uid,
    });
    expect(sent.statusCode).toBe(400);
    expect(monday.created()).toHaveLength(0);
  });
});
