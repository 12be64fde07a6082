import {
  type MondayIntegrationConfig,
  type MondaySecret,
  mondayIntegrationConfigSchema,
} from '@expertos/domain/monday.schema';
import { TICKET_STATUS_LABELS } from '@expertos/domain/tickets';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  complexityBudgetExhausted,
  type FakeMonday,
  type FakeMondayBoard,
  legacyComplexityException,
  rateLimited,
  startFakeMonday,
} from '../../../../test/monday-server.js';
import type { Connection, DeliveryMessage, DeliveryResult } from '../../delivery/adapter.js';
import { createMondayAdapter, mondayItemIdFromExcerpt } from './monday.adapter.js';
import { createMondayClient, MONDAY_API_VERSION, MondayError } from './monday-client.js';
import type { MondayTicket } from './monday-item.js';

/**
 * The monday adapter against a local monday.com (test/monday-server.ts): our GraphQL client,
 * its requests sent through the real egress guard. The guard opens 127.0.0.1 only
 * (`allowAddresses`), and a guard with nothing opened must refuse the stand-in itself.
 */

const API_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.MoNdAySeCrEtToKeN.1234567890';

const ticket: MondayTicket = {
  uid: 't_1',
  number: 7,
  summary: 'Spring campaign\nlaunch video',
  status: 'todo',
  ticket_type: 'task',
  due_date: '2026-04-01',
  assignee: 'Anna',
  caption: 'Shoot on the roof.',
  project: { uid: 'p_1', name: 'Acme', slug: 'acme' },
  url: 'http://localhost:3000/brand/acme/tasks?task=t_1',
  updated_at: '2026-03-01T09:00:00.000Z',
};
const message = (
  t: MondayTicket | null = ticket,
  event: DeliveryMessage['event'] = 'ticket.created',
): DeliveryMessage => ({ id: 'msg_1', event, occurred_at: '2026-03-01T09:00:00.000Z', ticket: t });

let monday: FakeMonday;
let board: FakeMondayBoard;
const guarded = createGuardedFetch({ allowAddresses: ['127.0.0.1'] });
let adapter: ReturnType<typeof createMondayAdapter>;

beforeAll(async () => {
  monday = await startFakeMonday();
  adapter = createMondayAdapter({ fetch: guarded, apiUrl: monday.origin, timeoutMs: 2_000 });
});
afterAll(() => monday.close());
beforeEach(() => {
  monday.reset();
  monday.addToken(API_TOKEN);
  board = monday.addBoard('Marketing');
});

const config = (overrides: Partial<MondayIntegrationConfig> = {}): MondayIntegrationConfig =>
  mondayIntegrationConfigSchema.parse({
    board_id: board.id,
    group_id: 'new_group',
    columns: { status: 'status', date: 'date4', person: 'person', text: 'text' },
    event_types: [],
    ...overrides,
  });
const connection = (
  overrides: Partial<MondayIntegrationConfig> = {},
  secret: MondaySecret = { auth: 'api_token', api_token: API_TOKEN },
): Connection<MondayIntegrationConfig, MondaySecret> => ({
  uid: 'i_monday',
  config: config(overrides),
  secret,
  previousSecret: null,
  previousSecretExpiresAt: null,
});
const send = (c = connection(), m = message()) => adapter.deliver(c, m, new AbortController().signal);

function expectNoSecret(result: unknown) {
  expect(JSON.stringify(result)).not.toContain(API_TOKEN);
}

describe('creating an item (ticket.created, ticket.sent)', () => {
  it('creates the item in the group with the mapped columns, and names it in the excerpt', async () => {
    const result = await send(connection(), message({ ...ticket, monday_assignee_id: '4616627' }));
    const [item] = monday.created();
    expect(item).toBeDefined();
    const url = `${monday.origin}/boards/${board.id}/pulses/${item?.id}`;
    expect(result).toEqual({
      ok: true,
      status: 200,
      excerpt: `item ${item?.id} ${url}`,
      external: { id: item?.id, url },
    });
    expect(mondayItemIdFromExcerpt(result.excerpt)).toBe(item?.id);
    expect(item).toMatchObject({
      boardId: board.id,
      groupId: 'new_group',
      name: 'Spring campaign launch video',
      values: {
        status: { label: TICKET_STATUS_LABELS.todo },
        date4: { date: '2026-04-01' },
        person: { personsAndTeams: [{ id: 4616627, kind: 'person' }] },
        text: `Shoot on the roof. — Ticket #7 in Acme: ${ticket.url}`,
      },
    });
  });

  it('sends one POST to /v2 with the raw token, the pinned API version and column_values as a JSON string', async () => {
    await send();
    expect(monday.requests).toHaveLength(1);
    const [request] = monday.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v2',
      authorization: API_TOKEN,
      apiVersion: MONDAY_API_VERSION,
      contentType: 'application/json',
    });
    expect(request?.query).toContain('create_item(');
    expect(request?.query).toContain('create_labels_if_missing: true');
    expect(typeof request?.variables.values).toBe('string');
    expect(JSON.parse(request?.variables.values as string)).toHaveProperty('date4', { date: '2026-04-01' });
  });

  it("adds our status label to the board when it lacks it, and uses monday's where it means the same", async () => {
    await send(connection(), message({ ...ticket, status: 'needs_approval' }));
    await send(connection(), message({ ...ticket, status: 'in_progress' }, 'ticket.sent'));
    expect(monday.created().map((i) => i.values.status)).toEqual([
      { label: TICKET_STATUS_LABELS.needs_approval },
      { label: 'Working on it' },
    ]);
    expect(monday.board(board.id)?.columns.find((c) => c.id === 'status')?.labels).toEqual([
      'Working on it',
      'Done',
      'Stuck',
      TICKET_STATUS_LABELS.needs_approval,
    ]);
  });

  it("puts the item in the board's top group when no group is set, leaving group_id out", async () => {
    const result = await send(connection({ group_id: null }));
    expect(result.ok).toBe(true);
    expect(monday.created()[0]?.groupId).toBe('topics');
    expect(monday.requests[0]?.query).not.toContain('group_id');
  });

  it('writes the link column as {url, text} and a long text column as {text}', async () => {
    await send(
      connection({ columns: { status: null, date: null, person: null, text: 'link', text_type: 'link' } }),
    );
    await send(
      connection({
        columns: { status: null, date: null, person: null, text: 'long_text', text_type: 'long_text' },
      }),
    );
    const [linked, noted] = monday.created();
    expect(linked?.values).toEqual({ link: { url: ticket.url, text: 'Ticket #7 in Acme' } });
    expect(noted?.values).toEqual({
      long_text: { text: `Shoot on the roof.\n\nTicket #7 in Acme: ${ticket.url}` },
    });
  });

  it("maps monday's ColumnValueException (a column of the wrong type) to a permanent monday_error", async () => {
    const result = await send(
      connection({ columns: { status: null, date: 'text', person: null, text: null, text_type: 'text' } }),
    );
    expect(result).toMatchObject({ ok: false, outcome: 'permanent', status: 200 });
    expect(result.ok === false && result.error.startsWith('monday_error')).toBe(true);
    expect(result.ok === false && result.excerpt).toMatch(
      /^ColumnValueException: .*\(request_id [0-9a-f]+\)$/,
    );
    expect(monday.created()).toHaveLength(0);
  });

  it('maps an unknown column and an unknown board to a permanent monday_error', async () => {
    const column = await send(
      connection({
        columns: { status: 'status_9', date: null, person: null, text: null, text_type: 'text' },
      }),
    );
    expect(column).toMatchObject({ ok: false, outcome: 'permanent' });
    expect(column.ok === false && column.excerpt).toContain('InvalidColumnIdException');
    const unknown = await send(connection({ board_id: '42' }));
    expect(unknown).toMatchObject({ ok: false, outcome: 'permanent' });
    expect(unknown.ok === false && unknown.excerpt).toContain('InvalidBoardIdException');
  });
});

describe('updating the item (ticket.updated, ticket.status_changed)', () => {
  async function created(): Promise<string> {
    const result = await send();
    const id = mondayItemIdFromExcerpt(result.excerpt);
    if (!id) throw new Error('no item was created');
    monday.requests.length = 0;
    return id;
  }

  it("changes the item's columns and name when the ticket carries its id", async () => {
    const id = await created();
    const changed = { ...ticket, summary: 'Spring launch', status: 'done' as const, monday_item_id: id };
    const result = await send(connection(), message(changed, 'ticket.status_changed'));
    expect(result).toEqual({
      ok: true,
      status: 200,
      excerpt: `item ${id} ${monday.origin}/boards/${board.id}/pulses/${id}`,
    });
    expect(monday.item(id)).toMatchObject({ name: 'Spring launch', values: { status: { label: 'Done' } } });
    expect(monday.created()).toHaveLength(1);
    expect(monday.requests).toHaveLength(1);
    expect(monday.requests[0]?.query).toContain('change_multiple_column_values(');
    expect(monday.requests[0]?.variables).toMatchObject({ board: board.id, item: id });
  });

  it('updates the item instead of making a second one when a ticket with an item is sent again', async () => {
    const id = await created();
    const result = await send(
      connection(),
      message({ ...ticket, status: 'blocked', monday_item_id: id }, 'ticket.sent'),
    );
    expect(result).toMatchObject({ ok: true, status: 200, excerpt: expect.stringMatching(`^item ${id} `) });
    expect(result).not.toHaveProperty('external');
    expect(monday.created()).toHaveLength(1);
    expect(monday.item(id)?.values.status).toEqual({ label: 'Stuck' });
  });

  it('keeps a due date the ticket no longer has rather than clearing it', async () => {
    const id = await created();
    await send(connection(), message({ ...ticket, due_date: null, monday_item_id: id }, 'ticket.updated'));
    expect(monday.item(id)?.values.date4).toEqual({ date: '2026-04-01' });
  });

  it('sends nothing when the ticket has no item yet', async () => {
    const result = await send(connection(), message(ticket, 'ticket.updated'));
    expect(result).toMatchObject({ ok: true, status: null });
    expect(monday.requests).toHaveLength(0);
  });

  it('maps an item monday no longer has to a permanent monday_error', async () => {
    const result = await send(
      connection(),
      message({ ...ticket, monday_item_id: '1999999999' }, 'ticket.updated'),
    );
    expect(result).toMatchObject({ ok: false, outcome: 'permanent', status: 200 });
    expect(result.ok === false && result.excerpt).toContain('ResourceNotFoundException');
  });
});

describe('failures monday answers', () => {
  it.each([
    ['a wrong token', 'eyJ-not-the-token-123456'],
    ['the token with a Bearer prefix', `Bearer ${API_TOKEN}`],
  ])('maps %s (401) to monday_token_error, permanently', async (_what, token) => {
    const result = await send(connection({}, { auth: 'api_token', api_token: token }));
    expect(result).toMatchObject({ ok: false, outcome: 'permanent', status: 401 });
    expect(result.ok === false && result.error.startsWith('monday_token_error')).toBe(true);
    expectNoSecret(result);
  });

  it('answers an exhausted complexity budget as a retry after the seconds monday names', async () => {
    monday.script(complexityBudgetExhausted(37));
    const started = Date.now();
    const result = await send();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({ ok: false, outcome: 'retry', status: 200, retryAfterMs: 37_000 });
    expect(result.ok === false && result.error.startsWith('monday_error')).toBe(true);
    expect(result.ok === false && result.excerpt).toContain('COMPLEXITY_BUDGET_EXHAUSTED');
    expect(monday.requests).toHaveLength(1);
    expect(monday.created()).toHaveLength(0);
  });

  it('takes the named seconds over Retry-After when the budget error comes as HTTP 429', async () => {
    const answer = complexityBudgetExhausted(20, 429);
    monday.script({ ...answer, headers: { 'retry-after': '60' } });
    expect(await send()).toMatchObject({ ok: false, outcome: 'retry', status: 429, retryAfterMs: 20_000 });
  });

  it('reads the wait of the legacy ComplexityException from its message', async () => {
    monday.script(legacyComplexityException(14));
    const result = await send();
    expect(result).toMatchObject({ ok: false, outcome: 'retry', retryAfterMs: 14_000 });
    expect(result.ok === false && result.excerpt).toContain('ComplexityException');
  });

  it('answers HTTP 429 as a retry after its Retry-After, without waiting itself', async () => {
    monday.script(rateLimited(30));
    const result = await send();
    expect(result).toMatchObject({ ok: false, outcome: 'retry', status: 429, retryAfterMs: 30_000 });
    monday.script({ status: 429, headers: { 'retry-after': '12' } });
    expect(await send()).toMatchObject({ ok: false, outcome: 'retry', status: 429, retryAfterMs: 12_000 });
  });

  it('answers a 5xx as a retry, and a 2xx that is not GraphQL as a retry too', async () => {
    monday.script({ status: 503, body: { error_message: 'Service unavailable', status_code: 503 } });
    expect(await send()).toMatchObject({
      ok: false,
      outcome: 'retry',
      status: 503,
      excerpt: 'Service unavailable',
    });
    monday.script({ status: 200, body: '<html>maintenance</html>' });
    expect(await send()).toMatchObject({ ok: false, outcome: 'retry', status: 200 });
  });

  it('maps a permission error inside a 200 (UserUnauthorizedException, 403) to monday_token_error', async () => {
    monday.script({
      status: 200,
      body: {
        errors: [
          {
            message: 'User unauthorized to perform action',
            extensions: { code: 'UserUnauthorizedException', status_code: 403, error_data: {} },
          },
        ],
        extensions: { request_id: 'abc' },
      },
    });
    const result = await send();
    expect(result).toMatchObject({ ok: false, outcome: 'permanent', status: 200 });
    expect(result.ok === false && result.error.startsWith('monday_token_error')).toBe(true);
  });

  it('never puts the token in an excerpt, even when monday echoes it', async () => {
    monday.script({ status: 400, body: { errors: [{ message: `bad header ${API_TOKEN}` }] } });
    const result = await send();
    expect(result).toMatchObject({ ok: false, outcome: 'permanent', status: 400 });
    expectNoSecret(result);
    expect(result.ok === false && result.excerpt).toContain('[redacted]');
  });

  it('is refused by a guard that does not open the local address, and nothing is sent', async () => {
    const closed = createMondayAdapter({ fetch: createGuardedFetch({}), apiUrl: monday.origin });
    const result = await closed.deliver(connection(), message(), new AbortController().signal);
    expect(result).toMatchObject({ ok: false, outcome: 'permanent' });
    expect(result.ok === false && result.error.startsWith('monday_error')).toBe(true);
    expect(monday.requests).toHaveLength(0);
  });
});

describe("the page's test (integration.test)", () => {
  it('lists the board and checks the mapping, creating nothing', async () => {
    const result = await send(connection(), message(null, 'integration.test'));
    expect(result).toEqual({
      ok: true,
      status: 200,
      excerpt: `board ${board.id} Marketing: 2 groups, 7 columns`,
    });
    expect(monday.requests[0]?.query).toContain('boards(ids: $ids)');
    expect(monday.requests[0]?.variables).toEqual({ ids: [board.id] });
    expect(monday.created()).toHaveLength(0);
  });

  it('names what in the settings does not fit the board', async () => {
    const result = await send(
      connection({
        group_id: 'archive',
        columns: { status: 'status', date: 'text', person: null, text: null, text_type: 'text' },
      }),
      message(null, 'integration.test'),
    );
    expect(result).toMatchObject({
      ok: false,
      outcome: 'permanent',
      excerpt: `group archive is not on board ${board.id}; date column text is a text column, not date`,
    });
  });

  it('says so when the board is not there', async () => {
    const result = await send(connection({ board_id: '42' }), message(null, 'integration.test'));
    expect(result).toMatchObject({
      ok: false,
      outcome: 'permanent',
      excerpt: expect.stringContaining('board 42'),
    });
  });
});

describe('events monday does not hear', () => {
  it.each(['comment.created', 'ticket.deleted'] as const)('sends nothing for %s', async (event) => {
    const result = await send(connection(), message({ ...ticket, monday_item_id: '1' }, event));
    expect(result).toMatchObject({ ok: true, status: null });
    expect(monday.requests).toHaveLength(0);
  });
});

describe('the monday client (pickers)', () => {
  const client = () =>
    createMondayClient({
      fetch: guarded,
      apiUrl: monday.origin,
      secret: { auth: 'api_token', api_token: API_TOKEN },
    });

  it('lists boards a page at a time with their groups and columns', async () => {
    monday.addBoard('Sales');
    const boards = await client().listBoards();
    expect(boards.map((b) => b.name)).toEqual(['Marketing', 'Sales']);
    expect(boards[0]).toMatchObject({
      id: board.id,
      url: `${monday.origin}/boards/${board.id}`,
      groups: [
        { id: 'topics', title: 'Group Title' },
        { id: 'new_group', title: 'Requests' },
      ],
    });
    expect(boards[0]?.columns.find((c) => c.id === 'date4')).toEqual({
      id: 'date4',
      title: 'Due date',
      type: 'date',
    });
    expect(monday.requests[0]?.variables).toEqual({ limit: 100, page: 1 });
    expect(await client().listBoards(2)).toEqual([]);
  });

  it('throws a MondayError with the token code on a refused token', async () => {
    const bad = createMondayClient({
      fetch: guarded,
      apiUrl: monday.origin,
      secret: { auth: 'api_token', api_token: 'nope-nope-nope' },
    });
    const error = await bad.boards([board.id]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MondayError);
    expect(error).toMatchObject({ code: 'monday_token_error', details: { status: 401, transient: false } });
  });
});

describe('describe()', () => {
  it('names the board and group, never the token', () => {
    const text = adapter.describe(connection());
    expect(text).toBe(`Monday board ${board.id}, group new_group`);
    expectNoSecret(text as unknown as DeliveryResult);
  });
});
