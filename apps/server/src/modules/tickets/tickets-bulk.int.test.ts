import { type Ticket, ticketActivityPageSchema, ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Persona } from '../../test/world.js';
import { createTicketsTestContext, type TicketWorld } from './tickets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

describe('POST /api/workspaces/{workspaceId}/tickets/bulk', () => {
  let t: Context;
  let world: TicketWorld;
  let tickets: Ticket[];

  const bulk = (body: object, persona: Persona = 'member', workspaceId = world.a.id) =>
    t.call(persona, 'POST', `/api/workspaces/${workspaceId}/tickets/bulk`, body);
  const read = async (uid: string) =>
    ticketSchema.parse((await t.call('admin', 'GET', `/api/tickets/${uid}`)).json());
  const history = async (uid: string) =>
    // The first page, oldest first as the app shows it (the API answers newest first).
    ticketActivityPageSchema
      .parse((await t.call('admin', 'GET', `/api/tickets/${uid}/activity`)).json())
      .items.toReversed();

  beforeAll(async () => {
    t = await createTicketsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    tickets = [
      await t.createTicket('member', world.a.projectId, { summary: 'one', tags: ['Old'] }),
      await t.createTicket('member', world.a.projectId, { summary: 'two', status: 'done' }),
      await t.createTicket('member', world.a.projectId, {
        summary: 'post',
        ticket_type: 'post',
        posted_date: '2025-05-05',
        tags: ['old', 'Keep'],
      }),
    ];
  });
  afterAll(() => t.ctx.close());

  it('applies status, assignee, due date and tags to every ticket, with a history entry per change', async () => {
    const uids = tickets.map((ticket) => ticket.uid);
    const res = await bulk({
      uids,
      changes: {
        status: 'done',
        assignee: world.a.memberIds.admin,
        due_date: '2025-09-01',
        add_tags: ['Fresh'],
        remove_tags: ['OLD'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 3 });

    const after = await Promise.all(uids.map(read));
    for (const ticket of after) {
      expect(ticket).toMatchObject({
        status: 'done',
        assignee: { uid: world.a.memberIds.admin },
        due_date: '2025-09-01',
      });
    }
    expect(after.map((ticket) => ticket.tags)).toEqual([['Fresh'], ['Fresh'], ['Fresh', 'Keep']]);

    const first = (await history(uids[0]!))
      .slice(1)
      .map(({ kind, field, from, to }) => ({ kind, field, from, to }));
    expect(first).toEqual(
      expect.arrayContaining([
        { kind: 'status', field: null, from: 'todo', to: 'done' },
        { kind: 'assignee', field: null, from: null, to: world.a.memberIds.admin },
        { kind: 'due_date', field: null, from: null, to: '2025-09-01' },
        { kind: 'field', field: 'tags', from: 'Old', to: 'Fresh' },
      ]),
    );
    // 'two' was done already: no status entry for it.
    expect((await history(uids[1]!)).filter((entry) => entry.kind === 'status')).toEqual([]);
  });

  it('keeps derived columns in step: the new due date moves tasks on the calendar, not posts with a posted date', async () => {
    await bulk({ uids: tickets.map((ticket) => ticket.uid), changes: { due_date: '2025-10-10' } });
    const inWindow = await t.call(
      'member',
      'GET',
      `/api/workspaces/${world.a.id}/tickets?date_from=2025-10-10&date_to=2025-10-10&sort=id&order=asc`,
    );
    expect(inWindow.json().items.map((item: { summary: string }) => item.summary)).toEqual(['one', 'two']);
    const byDue = await t.call(
      'member',
      'GET',
      `/api/workspaces/${world.a.id}/tickets?sort=due_date&order=desc`,
    );
    expect(byDue.json().items.map((item: { due_date: string }) => item.due_date)).toEqual([
      '2025-10-10',
      '2025-10-10',
      '2025-10-10',
    ]);
  });

  it('counts only the tickets that changed and leaves the others untouched', async () => {
    const done = tickets[1]!;
    const res = await bulk({ uids: [done.uid, done.uid], changes: { status: 'done' } });
    expect(res.json()).toEqual({ updated: 0 });
    expect((await read(done.uid)).updated).toBe(done.updated);
  });

  it('refuses the whole change (403) when one uid is of another workspace, and changes nothing', async () => {
    const foreign = await t.createTicket('outsider', world.b.projectId, { summary: 'theirs' });
    const res = await bulk({
      uids: [tickets[0]!.uid, foreign.uid],
      changes: { status: 'blocked', add_tags: ['X'] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect(await read(tickets[0]!.uid)).toEqual(tickets[0]);
    expect((await t.call('outsider', 'GET', `/api/tickets/${foreign.uid}`)).json().status).toBe('todo');
  });

  it("refuses a ticket of a brand the caller may not see, and a uid that is nobody's ticket", async () => {
    const hidden = await t.createTicket('admin', world.hiddenProjectId, { summary: 'hidden' });
    for (const uids of [
      [tickets[0]!.uid, hidden.uid],
      [tickets[0]!.uid, '00000000-0000-4000-8000-000000000000'],
    ]) {
      const res = await bulk({ uids, changes: { status: 'blocked' } });
      expect(res.statusCode).toBe(403);
    }
    expect((await read(tickets[0]!.uid)).status).toBe('todo');
    // A workspace admin sees every brand.
    const admin = await bulk(
      { uids: [tickets[0]!.uid, hidden.uid], changes: { status: 'blocked' } },
      'admin',
    );
    expect(admin.json()).toEqual({ updated: 2 });
  });

  it('refuses an assignee who cannot see every brand concerned (400), changing nothing', async () => {
    const hidden = await t.createTicket('admin', world.hiddenProjectId, { summary: 'hidden' });
    const res = await bulk(
      {
        uids: [tickets[0]!.uid, hidden.uid],
        changes: { status: 'blocked', assignee: world.a.memberIds.member },
      },
      'admin',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'changes.assignee', message: expect.any(String) }]);
    expect((await read(hidden.uid)).status).toBe('todo');
  });

  it('answers 400 for an empty change or no uids, and 403 to external users', async () => {
    expect((await bulk({ uids: [tickets[0]!.uid], changes: {} })).statusCode).toBe(400);
    expect((await bulk({ uids: [], changes: { status: 'done' } })).statusCode).toBe(400);
    expect(
      (await bulk({ uids: [tickets[0]!.uid], changes: { status: 'done' } }, 'external')).statusCode,
    ).toBe(403);
  });
});
