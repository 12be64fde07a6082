import { LIMITS } from '@expertos/domain/limits';
import {
  SUBTASK_PARENT_MESSAGES,
  type Ticket,
  ticketActivityPageSchema,
  ticketPageSchema,
  ticketSchema,
} from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import { testDialect } from '../../test/context.js';
import { createTicketsTestContext, type TicketWorld } from './tickets.fixtures.js';

/**
 * Subtasks (docs/product.md#checklists-and-subtasks) through the API: a child ticket of the
 * same brand, one level deep, found by the list's `parent` and `top_level` filters, and the
 * questions a parent's close and delete ask about them.
 */
describe(`subtasks on ${testDialect}`, () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  let parent: Ticket;
  const updates: DomainEvents['ticket.updated'][] = [];
  const deleted: string[] = [];

  const create = (body: object, projectId = world.a.projectId) => t.createTicket('member', projectId, body);
  const get = async (uid: string) =>
    ticketSchema.parse((await t.call('member', 'GET', `/api/tickets/${uid}`)).json());
  const list = async (query: string) =>
    ticketPageSchema
      .parse((await t.call('member', 'GET', `/api/projects/${world.a.projectId}/tickets?${query}`)).json())
      .items.map((item) => item.summary)
      .sort();
  const history = async (uid: string) =>
    ticketActivityPageSchema
      .parse((await t.call('member', 'GET', `/api/tickets/${uid}/activity`)).json())
      .items.map((entry) => `${entry.kind}:${entry.field ?? ''} ${entry.from ?? '-'} → ${entry.to ?? '-'}`);

  beforeAll(async () => {
    t = await createTicketsTestContext();
    t.ctx.app.events.on('ticket.updated', async (event) => void updates.push(event));
    t.ctx.app.events.on('ticket.deleted', async (event) => void deleted.push(event.ticket.id));
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    parent = await create({ summary: 'Spring campaign' });
    updates.length = 0;
    deleted.length = 0;
  });
  afterAll(() => t.ctx.close());

  it('makes a subtask of a ticket, shown on both, listed by parent and left out of top-level lists', async () => {
    const child = await create({ summary: 'Book the photographer', parent: parent.uid });
    expect(child.parent).toEqual({ uid: parent.uid, id: parent.id, summary: 'Spring campaign' });
    await create({ summary: 'Unrelated' });
    expect((await get(parent.uid)).subtasks).toEqual({ done: 0, total: 1 });

    expect(await list(`parent=${parent.uid}`)).toEqual(['Book the photographer']);
    expect(await list('top_level=true')).toEqual(['Spring campaign', 'Unrelated']);
    expect(await list('')).toEqual(['Book the photographer', 'Spring campaign', 'Unrelated']);

    // Moved to top level and back under another parent: each kept in its history by number.
    const other = await create({ summary: 'Summer campaign' });
    await t.call('member', 'PATCH', `/api/tickets/${child.uid}`, { parent: null });
    await t.call('member', 'PATCH', `/api/tickets/${child.uid}`, { parent: other.uid });
    expect((await history(child.uid)).slice(0, 2)).toEqual([
      `field:parent - → #${other.id}`,
      `field:parent #${parent.id} → -`,
    ]);
    expect((await get(parent.uid)).subtasks).toEqual({ done: 0, total: 0 });
  });

  it('refuses itself, another brand’s ticket, a subtask or a parent as parent, and a parent past the limit', async () => {
    const child = await create({ summary: 'Child', parent: parent.uid });
    const elsewhere = await t.createTicket('owner', world.hiddenProjectId, { summary: 'Other brand' });
    const refused = async (uid: string, body: object, message: string) => {
      const res = await t.call('member', 'PATCH', `/api/tickets/${uid}`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toEqual([{ path: 'parent', message }]);
    };
    await refused(parent.uid, { parent: parent.uid }, SUBTASK_PARENT_MESSAGES.self);
    await refused(parent.uid, { parent: elsewhere.uid }, SUBTASK_PARENT_MESSAGES.otherBrand);
    await refused(parent.uid, { parent: 'no-such-ticket' }, SUBTASK_PARENT_MESSAGES.otherBrand);
    const loose = await create({ summary: 'Loose' });
    await refused(loose.uid, { parent: child.uid }, SUBTASK_PARENT_MESSAGES.nested);
    await refused(parent.uid, { parent: loose.uid }, SUBTASK_PARENT_MESSAGES.hasSubtasks);
    const nested = await t.call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary: 'Grandchild',
      parent: child.uid,
    });
    expect(nested.statusCode).toBe(400);

    for (let i = 1; i < LIMITS.subtasksMax; i++) await create({ summary: `Step ${i}`, parent: parent.uid });
    const full = await t.call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary: 'One too many',
      parent: parent.uid,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('subtasks_full');
    // Nothing half made: the refused ticket is not there.
    expect(await list('q=one too many')).toEqual([]);
  });

  it('asks before closing a parent with open subtasks: leave them open, or close them the same way', async () => {
    const open = await create({ summary: 'Write the brief', parent: parent.uid });
    const shut = await create({ summary: 'Old idea', parent: parent.uid, status: 'will_not_do' });

    const asked = await t.call('member', 'PATCH', `/api/tickets/${parent.uid}`, { status: 'done' });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'ticket_has_open_subtasks', open: 1 });
    expect((await get(parent.uid)).status).toBe('todo');

    const left = await t.call('member', 'PATCH', `/api/tickets/${parent.uid}`, {
      status: 'done',
      subtasks: 'leave',
    });
    expect(left.statusCode, left.body).toBe(200);
    expect((await get(open.uid)).status).toBe('todo');

    await t.call('member', 'PATCH', `/api/tickets/${parent.uid}`, { status: 'in_progress' });
    updates.length = 0;
    const closed = await t.call('member', 'PATCH', `/api/tickets/${parent.uid}`, {
      status: 'done',
      subtasks: 'close',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await get(open.uid)).status).toBe('done');
    expect((await get(shut.uid)).status).toBe('will_not_do');
    expect((await history(open.uid))[0]).toBe('status: todo → done');
    expect(updates.map((event) => [event.ticket.id, event.changed.join()])).toEqual([
      [parent.uid, 'status'],
      [open.uid, 'status'],
    ]);
    expect((await get(parent.uid)).subtasks).toEqual({ done: 2, total: 2 });
  });

  it('asks the same when a bulk change closes parents: subtasks picked with them close as picked', async () => {
    const open = await create({ summary: 'Shoot the reel', parent: parent.uid });
    const picked = await create({ summary: 'Edit the reel', parent: parent.uid });
    const other = await create({ summary: 'Another parent' });
    const bulk = (body: object) =>
      t.call('member', 'POST', `/api/workspaces/${world.a.id}/tickets/bulk`, {
        uids: [parent.uid, picked.uid, other.uid],
        changes: { status: 'done' },
        ...body,
      });

    const asked = await bulk({});
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'ticket_has_open_subtasks', open: 1 });
    expect((await get(parent.uid)).status).toBe('todo');

    const left = await bulk({ subtasks: 'leave' });
    expect(left.json()).toEqual({ updated: 3 });
    expect((await get(open.uid)).status).toBe('todo');

    await t.call('member', 'PATCH', `/api/tickets/${parent.uid}`, { status: 'in_progress' });
    const closed = await bulk({ subtasks: 'close' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await get(open.uid)).status).toBe('done');
    expect((await history(open.uid))[0]).toBe('status: todo → done');
    expect((await get(parent.uid)).subtasks).toEqual({ done: 2, total: 2 });
  });

  it('asks before deleting a parent: keep its subtasks as tickets of their own, or delete them too', async () => {
    const kept = await create({ summary: 'Keep me', parent: parent.uid });
    const asked = await t.call('member', 'DELETE', `/api/tickets/${parent.uid}`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'ticket_has_subtasks', count: 1 });

    const detached = await t.call('member', 'DELETE', `/api/tickets/${parent.uid}?subtasks=detach`);
    expect(detached.statusCode, detached.body).toBe(200);
    expect((await get(kept.uid)).parent).toBeNull();
    expect((await history(kept.uid))[0]).toBe(`field:parent #${parent.id} → -`);

    const second = await create({ summary: 'Autumn campaign' });
    const gone = await create({ summary: 'Goes with it', parent: second.uid });
    const res = await t.call('member', 'DELETE', `/api/tickets/${second.uid}?subtasks=delete`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('member', 'GET', `/api/tickets/${gone.uid}`)).statusCode).toBe(404);
    expect(deleted).toEqual(expect.arrayContaining([parent.uid, second.uid, gone.uid]));

    const bad = await t.call('member', 'DELETE', `/api/tickets/${kept.uid}?subtasks=maybe`);
    expect(bad.statusCode).toBe(400);
  });

  it('names the parent by number in the CSV export', async () => {
    const child = await create({ summary: 'Shot list', parent: parent.uid });
    const res = await t.call('member', 'GET', `/api/projects/${world.a.projectId}/tickets/export`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]?.split(',').slice(-2)).toEqual(['Parent', 'Checklist']);
    // A subtask's row ends with its parent's number; the parent's with no parent.
    expect(lines.find((line) => line.includes('Shot list'))).toMatch(
      new RegExp(`^${child.id},Shot list,.*,${parent.id},$`),
    );
    expect(lines.find((line) => line.includes('Spring campaign'))).toMatch(
      new RegExp(`^${parent.id},Spring campaign,.*,,$`),
    );
  });
});
