import { type Checklist, checklistSchema } from '@expertos/domain/checklist';
import { LIMITS } from '@expertos/domain/limits';
import {
  type Ticket,
  ticketActivityPageSchema,
  ticketPageSchema,
  ticketSchema,
} from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import { testDialect } from '../../test/context.js';
import type { Persona } from '../../test/world.js';
import { createTicketsTestContext, type TicketWorld } from './tickets.fixtures.js';

/**
 * A ticket's checklist (docs/product.md#checklists-and-subtasks) through the API: items added,
 * ticked, edited, moved and removed, the progress every list row carries, the history and the
 * live update each change makes, the limit, and who may touch it.
 */
describe(`ticket checklists on ${testDialect}`, () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  let ticket: Ticket;
  const updates: DomainEvents['ticket.updated'][] = [];
  const url = (rest = '') => `/api/tickets/${ticket.uid}/checklist${rest}`;

  async function send(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    rest: string,
    body?: object,
    persona: Persona = 'member',
  ) {
    const res = await t.call(persona, method, url(rest), body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return checklistSchema.parse(res.json());
  }
  const add = (text: string, extra: object = {}) => send('POST', '', { text, ...extra });
  const texts = (list: Checklist) => list.items.map((item) => item.text);

  beforeAll(async () => {
    t = await createTicketsTestContext();
    t.ctx.app.events.on('ticket.updated', async (event) => void updates.push(event));
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = await t.createTicket('member', world.a.projectId, { summary: 'Weekly newsletter' });
    updates.length = 0;
  });
  afterAll(() => t.ctx.close());

  it('adds, ticks, edits, moves and removes items, the ticket and its list row keeping the progress', async () => {
    expect(await send('GET', '')).toEqual({ items: [], done: 0, total: 0 });
    await add('Draft the copy');
    await add('Pick the photos');
    await add('Send to the client', { due_date: '2030-05-02', assignee: world.a.memberIds.admin });
    let list = await add('Write the subject line', { position: 0 });
    expect(texts(list)).toEqual([
      'Write the subject line',
      'Draft the copy',
      'Pick the photos',
      'Send to the client',
    ]);
    expect(list.items.map((item) => item.position)).toEqual([0, 1, 2, 3]);
    expect(list.items[3]).toMatchObject({
      due_date: '2030-05-02',
      assignee: { uid: world.a.memberIds.admin },
    });

    const [first, second] = list.items;
    list = await send('PATCH', `/${second?.uid}`, { done: true });
    expect(list).toMatchObject({ done: 1, total: 4 });
    expect(list.items[1]).toMatchObject({
      done: true,
      done_by: { uid: world.a.memberIds.member },
      done_at: expect.any(String),
    });
    list = await send('PATCH', `/${first?.uid}`, { text: 'Write two subject lines', done: true });
    expect(list.items[0]).toMatchObject({ text: 'Write two subject lines', done: true });

    const order = list.items.map((item) => item.uid).toReversed();
    list = await send('PUT', '/order', { order });
    expect(list.items.map((item) => item.uid)).toEqual(order);

    list = await send('DELETE', `/${second?.uid}`);
    expect(list).toMatchObject({ done: 1, total: 3 });
    expect(texts(list)).toEqual(['Send to the client', 'Pick the photos', 'Write two subject lines']);

    // What the dialog and every list row read, without asking for the items.
    const full = ticketSchema.parse((await t.call('member', 'GET', `/api/tickets/${ticket.uid}`)).json());
    expect(full.checklist).toEqual({ done: 1, total: 3 });
    const page = ticketPageSchema.parse(
      (await t.call('member', 'GET', `/api/projects/${world.a.projectId}/tickets`)).json(),
    );
    expect(page.items.find((row) => row.uid === ticket.uid)?.checklist).toEqual({ done: 1, total: 3 });
  });

  it('keeps the progress moves in the history and tells every listener what changed', async () => {
    const list = await add('Draft the copy');
    await add('Proofread');
    await send('PATCH', `/${list.items[0]?.uid}`, { done: true });
    // A new wording moves no progress: no history entry, still a live update.
    await send('PATCH', `/${list.items[0]?.uid}`, { text: 'Draft the copy (long)' });

    const history = ticketActivityPageSchema.parse(
      (await t.call('member', 'GET', `/api/tickets/${ticket.uid}/activity`)).json(),
    );
    const moves = history.items
      .filter((entry) => entry.field === 'checklist')
      .map((entry) => `${entry.from} → ${entry.to}`)
      .toReversed();
    expect(moves).toEqual(['0/0 → 0/1', '0/1 → 0/2', '0/2 → 1/2']);
    expect(updates).toHaveLength(4);
    expect(updates.every((event) => event.changed.join() === 'checklist')).toBe(true);
    expect(updates[0]?.actorMemberId).toBe(world.a.memberIds.member);
  });

  it(`refuses a ${LIMITS.checklistMaxItems + 1}st item with 409 checklist_full, and a bad order with 400`, async () => {
    const at = new Date().toISOString();
    await t.ctx.database.db
      .insertInto('ticket_checklist_items')
      .values(
        Array.from({ length: LIMITS.checklistMaxItems }, (_, i) => ({
          id: `${ticket.uid.slice(0, 20)}-${i}`,
          ticket_id: ticket.uid,
          position: i,
          text: `Item ${i}`,
          done: 0,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const full = await t.call('member', 'POST', url(), { text: 'One more' });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('checklist_full');

    const list = await send('GET', '');
    const ids = list.items.map((item) => item.uid);
    for (const order of [ids.slice(1), [...ids.slice(1), ids[1]], [...ids.slice(1), 'not-an-item']]) {
      const res = await t.call('member', 'PUT', url('/order'), { order });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('checklist_order_invalid');
    }
  });

  it('refuses empty or long text, an assignee who cannot work on the brand, and another ticket’s item', async () => {
    for (const text of ['', '   ', 'x'.repeat(LIMITS.checklistItemMaxChars + 1)]) {
      const res = await t.call('member', 'POST', url(), { text });
      expect(res.statusCode, text).toBe(400);
    }
    const external = await t.call('member', 'POST', url(), {
      text: 'Review',
      assignee: world.a.memberIds.external,
    });
    expect(external.statusCode).toBe(400);
    expect(external.json().details?.[0]?.path).toBe('assignee');

    const other = await t.createTicket('member', world.a.projectId, { summary: 'Other' });
    const theirs = checklistSchema.parse(
      (await t.call('member', 'POST', `/api/tickets/${other.uid}/checklist`, { text: 'Theirs' })).json(),
    );
    const res = await t.call('member', 'PATCH', url(`/${theirs.items[0]?.uid}`), { done: true });
    expect(res.statusCode).toBe(404);
    const nothing = await t.call('member', 'PATCH', url(`/${theirs.items[0]?.uid}`), {});
    expect(nothing.statusCode).toBe(400);
  });

  it('is closed to externals, other workspaces and those without the brand', async () => {
    await add('Draft the copy');
    for (const persona of ['external', 'outsider'] as const) {
      const read = await t.call(persona, 'GET', url());
      const write = await t.call(persona, 'POST', url(), { text: 'Sneaky' });
      expect([read.statusCode, write.statusCode], persona).toEqual([
        expect.toSatisfy((s: number) => s === 403 || s === 404),
        expect.toSatisfy((s: number) => s === 403 || s === 404),
      ]);
    }
    const hidden = await t.createTicket('owner', world.hiddenProjectId, { summary: 'Hidden' });
    const res = await t.call('member', 'GET', `/api/tickets/${hidden.uid}/checklist`);
    expect([403, 404]).toContain(res.statusCode);
    expect((await send('GET', '')).total).toBe(1);
  });

  it('goes with its ticket', async () => {
    await add('Draft the copy');
    const res = await t.call('member', 'DELETE', `/api/tickets/${ticket.uid}`);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const left = await t.ctx.database.db
      .selectFrom('ticket_checklist_items')
      .select('id')
      .where('ticket_id', '=', ticket.uid)
      .execute();
    expect(left).toEqual([]);
  });
});
