import { type Ticket, ticketConflictSchema, ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Persona } from '../../test/world.js';
import { createTicketsTestContext, type TicketWorld } from './tickets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

// Stamps are kept to the millisecond: two saves in one would look simultaneous.
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('PATCH /api/tickets/{ticketId} with base_updated_at', () => {
  let t: Context;
  let world: TicketWorld;
  let base: Ticket;
  const url = () => `/api/tickets/${base.uid}`;
  const patch = async (persona: Persona, body: object) => {
    await tick();
    return t.call(persona, 'PATCH', url(), body);
  };
  const saved = async (persona: Persona, body: object) => {
    const res = await patch(persona, body);
    expect(res.statusCode, res.body).toBe(200);
    return ticketSchema.parse(res.json());
  };
  const current = async () => ticketSchema.parse((await t.call('member', 'GET', url())).json());

  beforeAll(async () => {
    t = await createTicketsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    base = ticketSchema.parse(
      (
        await t.call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
          summary: 'Plan the launch',
          description: 'First draft',
        })
      ).json(),
    );
  });
  afterAll(() => t.ctx.close());

  it('refuses with 409 ticket_edit_conflict and the current values when someone else changed the same field', async () => {
    await saved('owner', { description: 'Owner’s words' });
    const res = await patch('member', { description: 'Member’s words', base_updated_at: base.updated });

    expect(res.statusCode).toBe(409);
    const conflict = ticketConflictSchema.parse(res.json());
    expect(conflict.code).toBe('ticket_edit_conflict');
    expect(conflict.details.map((detail) => detail.path)).toEqual(['description']);
    expect(conflict.current.description).toBe('Owner’s words');
    // Nothing of the refused change was saved.
    expect((await current()).description).toBe('Owner’s words');
  });

  it('saves the change when the base is the ticket as it is now (the conflict resolved by "keep mine")', async () => {
    const theirs = await saved('owner', { description: 'Owner’s words' });
    const mine = await saved('member', { description: 'Member’s words', base_updated_at: theirs.updated });
    expect(mine.description).toBe('Member’s words');
  });

  it('lets only one of two simultaneous saves of one field on the same base through', async () => {
    await tick();
    const [first, second] = await Promise.all([
      t.call('owner', 'PATCH', url(), { description: 'Owner’s words', base_updated_at: base.updated }),
      t.call('member', 'PATCH', url(), { description: 'Member’s words', base_updated_at: base.updated }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? 'Owner’s words' : 'Member’s words';
    expect((await current()).description).toBe(winner);
  });

  it('merges changes of different fields without a conflict', async () => {
    await saved('owner', { summary: 'Plan the big launch' });
    const mine = await saved('member', { description: 'Member’s words', base_updated_at: base.updated });
    expect(mine).toMatchObject({ summary: 'Plan the big launch', description: 'Member’s words' });
  });

  it('finds no conflict in a field set to the value it already has, or in the caller’s own earlier saves', async () => {
    await saved('owner', { description: 'Same words' });
    await saved('member', { description: 'Same words', base_updated_at: base.updated });
    await saved('member', { summary: 'Mine first' });
    const mine = await saved('member', { summary: 'Mine again', base_updated_at: base.updated });
    expect(mine.summary).toBe('Mine again');
  });

  it('conflicts on assignee and tags changed by someone else, naming each field', async () => {
    await saved('owner', { assignee: world.a.memberIds.member, tags: ['launch'] });
    const res = await patch('member', {
      assignee: null,
      tags: ['later'],
      status: 'in_progress',
      base_updated_at: base.updated,
    });
    expect(res.statusCode).toBe(409);
    expect(
      ticketConflictSchema
        .parse(res.json())
        .details.map((detail) => detail.path)
        .sort(),
    ).toEqual(['assignee', 'tags']);
    // The whole request is refused: the status did not change either.
    expect((await current()).status).toBe('todo');
  });

  it('applies a change without the precondition as sent (API callers and bulk edits keep working)', async () => {
    await saved('owner', { description: 'Owner’s words' });
    const mine = await saved('member', { description: 'Member’s words' });
    expect(mine.description).toBe('Member’s words');
  });

  it('answers 400 for a base that is not a timestamp', async () => {
    const res = await patch('member', { description: 'x', base_updated_at: 'yesterday' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
  });
});
