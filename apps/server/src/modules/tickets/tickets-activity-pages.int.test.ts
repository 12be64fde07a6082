import { randomUUID } from 'node:crypto';
import {
  TICKET_ACTIVITY_PAGE_DEFAULT,
  type Ticket,
  type TicketActivityPage,
  ticketActivityPageSchema,
} from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTicketsTestContext, type TicketWorld } from './tickets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

/**
 * `GET /tickets/{ticketId}/activity` is keyset-paginated (one request never asks for unbounded work):
 * newest first, `limit` at a time, an opaque `next_cursor` to the older entries.
 */
describe('ticket activity: pages', () => {
  let t: Context;
  let world: TicketWorld;
  let ticket: Ticket;
  /** The stored ids, newest first (the order the API pages in). */
  let newestFirst: string[];

  beforeAll(async () => {
    t = await createTicketsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = await t.createTicket('member', world.a.projectId, { summary: 'A busy ticket' });
    // 119 changes after the 'created' entry (120 in all); pairs share a timestamp, so the id breaks the tie.
    const base = Date.parse('2099-03-01T09:00:00.000Z');
    const rows = Array.from({ length: 119 }, (_, n) => ({
      id: randomUUID(),
      ticket_id: ticket.uid,
      actor_id: world.a.memberIds.member!,
      kind: 'priority' as const,
      field: null,
      from_value: String(n % 4),
      to_value: String((n + 1) % 4),
      created_at: new Date(base + Math.floor(n / 2) * 1000).toISOString(),
    }));
    const db = t.ctx.database.db;
    await db.insertInto('ticket_activity').values(rows).execute();
    const all = await db
      .selectFrom('ticket_activity')
      .select(['id', 'created_at'])
      .where('ticket_id', '=', ticket.uid)
      .execute();
    expect(all).toHaveLength(120);
    newestFirst = all
      .toSorted(
        (a, b) => b.created_at.localeCompare(a.created_at) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0),
      )
      .map((row) => row.id);
  });
  afterAll(() => t.ctx.close());

  const url = () => `/api/tickets/${ticket.uid}/activity`;
  const page = async (query = ''): Promise<TicketActivityPage> => {
    const res = await t.call('member', 'GET', `${url()}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ticketActivityPageSchema.parse(res.json());
  };

  it('answers the default number, newest first, with a cursor to the rest', async () => {
    const first = await page();
    expect(first.items).toHaveLength(TICKET_ACTIVITY_PAGE_DEFAULT);
    expect(first.items.map((e) => e.uid)).toEqual(newestFirst.slice(0, TICKET_ACTIVITY_PAGE_DEFAULT));
    expect(first.next_cursor).toEqual(expect.any(String));
  });

  it('following the cursors gives every entry exactly once, in order (the oldest is the creation)', async () => {
    const seen: TicketActivityPage['items'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const next = await page(query);
      seen.push(...next.items);
      cursor = next.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((e) => e.uid)).toEqual(newestFirst);
    expect(seen.at(-1)).toMatchObject({ kind: 'created', actor: { uid: world.a.memberIds.member } });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=1000', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['cursor=garbage', 'cursor'],
    [`cursor=${Buffer.from('["2025-01-01T00:00:00.000Z","a\\u0000b"]').toString('base64url')}`, 'cursor'],
    [`cursor=${'x'.repeat(600)}`, 'cursor'],
  ])('refuses %s with 400 validation_error', async (query, field) => {
    const res = await t.call('member', 'GET', `${url()}?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('validation_error');
    expect(JSON.stringify(res.json().details)).toContain(field);
  });
});
