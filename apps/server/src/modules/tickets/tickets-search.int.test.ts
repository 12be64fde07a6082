import { type Ticket, ticketPageSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persona } from '../../test/world.js';
import { createTicketsTestContext, type TicketWorld } from './tickets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

/** docs/product.md#ticket-addresses: the search finds a ticket by its key, that ticket first. */
describe('ticket search: q on GET /api/workspaces/{workspaceId}/tickets and /api/projects/{projectId}/tickets', () => {
  let t: Context;
  let world: TicketWorld;
  const made: Ticket[] = [];
  let hidden: Ticket;
  let elsewhere: Ticket;

  const page = async (query: string, persona: Persona = 'admin', base?: string) => {
    const res = await t.call(persona, 'GET', `${base ?? `/api/workspaces/${world.a.id}/tickets`}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ticketPageSchema.parse(res.json());
  };
  const numbers = async (query: string, persona: Persona = 'admin', base?: string) =>
    (await page(query, persona, base)).items.map((item) => item.id);

  beforeAll(async () => {
    t = await createTicketsTestContext();
    world = await t.buildTicketWorld();
    const a = world.a.projectId;
    for (const summary of [
      'Plan the shoot',
      'Edit reel',
      'Call with client',
      'Top 3 hooks',
      'Q3 plan',
      'Cut 33s teaser',
    ]) {
      made.push(await t.createTicket('admin', a, { summary }));
    }
    hidden = await t.createTicket('admin', world.hiddenProjectId, { summary: 'Hidden brand task' });
    elsewhere = await t.createTicket('outsider', world.b.projectId, { summary: 'Another workspace' });
  });
  afterAll(() => t.ctx.close());

  const byNumber = (n: number) => {
    const ticket = made.find((item) => item.id === n);
    if (!ticket) throw new Error(`no ticket #${n}`);
    return ticket;
  };

  it('finds exactly the ticket of a #key, and the same for a bare number', async () => {
    const third = made[2]!;
    expect(await numbers(`q=${encodeURIComponent(`#${third.id}`)}`)).toEqual([third.id]);
    const { items } = await page(`q=${encodeURIComponent(`# ${third.id} `)}`);
    expect(items.map((item) => item.uid)).toEqual([third.uid]);
  });

  it('lists the number match first, then the tickets whose summary holds the number, without repeating it', async () => {
    const three = byNumber(3);
    // Newest number first, so the key's ticket would come last if it were not put first.
    const found = await numbers('q=3&sort=id&order=desc');
    expect(found[0]).toBe(three.id);
    const textMatches = made.filter((item) => item.summary.includes('3')).map((item) => item.id);
    expect(textMatches.length).toBeGreaterThan(1);
    expect(found.slice(1)).toEqual(textMatches.filter((id) => id !== three.id).sort((x, y) => y - x));
    expect(new Set(found).size).toBe(found.length);
  });

  it('keeps the number match on the first page only while paging through the rest', async () => {
    const first = await page('q=3&sort=id&order=desc&limit=2');
    expect(first.items.map((item) => item.id)).toHaveLength(2);
    expect(first.items[0]?.id).toBe(3);
    const seen = first.items.map((item) => item.id);
    let cursor = first.next_cursor;
    while (cursor) {
      const next = await page(`q=3&sort=id&order=desc&limit=2&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...next.items.map((item) => item.id));
      cursor = next.next_cursor;
    }
    expect(seen).toEqual(await numbers('q=3&sort=id&order=desc&limit=100'));
    expect(seen.filter((id) => id === 3)).toHaveLength(1);
  });

  it('searches text as before when no key is typed, whatever its case', async () => {
    expect(await numbers('q=PLAN&sort=id&order=asc')).toEqual(
      made.filter((item) => /plan/i.test(item.summary)).map((item) => item.id),
    );
  });

  it('with filter as well, a ticket must match both', async () => {
    const plan = made.find((item) => item.summary === 'Q3 plan')!;
    expect(await numbers(`q=plan&filter=q3`)).toEqual([plan.id]);
    expect(await numbers(`q=${encodeURIComponent(`#${made[0]!.id}`)}&filter=q3`)).toEqual([]);
  });

  it("finds by key within the brand's list, and never another brand's ticket there", async () => {
    const base = `/api/projects/${world.a.projectId}/tickets`;
    const third = made[2]!;
    expect(await numbers(`q=${encodeURIComponent(`#${third.id}`)}`, 'admin', base)).toEqual([third.id]);
    expect(await numbers(`q=${encodeURIComponent(`#${hidden.id}`)}`, 'admin', base)).toEqual([]);
  });

  it("never finds by key a ticket the caller may not see, nor another workspace's", async () => {
    expect(await numbers(`q=${encodeURIComponent(`#${hidden.id}`)}`, 'admin')).toEqual([hidden.id]);
    expect(await numbers(`q=${encodeURIComponent(`#${hidden.id}`)}`, 'member')).toEqual([]);
    // The other workspace numbers its tickets too: its key names, at most, this workspace's ticket.
    const found = await page(`q=${encodeURIComponent(`#${elsewhere.id}`)}`, 'admin');
    expect(found.items.map((item) => item.uid)).not.toContain(elsewhere.uid);
  });

  it('answers 400 for a search longer than 200 characters', async () => {
    const res = await t.call('admin', 'GET', `/api/workspaces/${world.a.id}/tickets?q=${'x'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
  });
});
