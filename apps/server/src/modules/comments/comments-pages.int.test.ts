import { randomUUID } from 'node:crypto';
import { COMMENT_PAGE_DEFAULT, type CommentPage, commentPageSchema } from '@expertos/domain/comment.schema';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TicketWorld } from '../tickets/tickets.fixtures.js';
import { type CommentsTestContext, createCommentsTestContext } from './comments.fixtures.js';

/**
 * `GET /tickets/{ticketId}/comments` is keyset-paginated (one request never asks for unbounded work):
 * newest first, `limit` at a time, an opaque `next_cursor` to the older ones.
 */
describe('comments: pages', () => {
  let t: CommentsTestContext;
  let world: TicketWorld;
  let ticket: Ticket;
  /** The stored ids, newest first (the order the API pages in). */
  let newestFirst: string[];

  beforeAll(async () => {
    t = await createCommentsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = await t.createTicket('member', world.a.projectId, { summary: 'A long conversation' });
    // 120 comments; every third pair shares its timestamp, so the id breaks the tie.
    const base = Date.parse('2025-03-01T09:00:00.000Z');
    const rows = Array.from({ length: 120 }, (_, n) => {
      const at = new Date(base + Math.floor(n / 2) * 1000).toISOString();
      return {
        id: randomUUID(),
        ticket_id: ticket.uid,
        author_id: world.a.memberIds.member!,
        body: `comment ${n}`,
        created_at: at,
        updated_at: at,
        edited_at: null,
      };
    });
    await t.ctx.database.db.insertInto('comments').values(rows).execute();
    newestFirst = rows
      .toSorted(
        (a, b) => b.created_at.localeCompare(a.created_at) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0),
      )
      .map((row) => row.id);
  });
  afterAll(() => t.ctx.close());

  const page = async (query = ''): Promise<CommentPage> => {
    const res = await t.call('member', 'GET', `${t.commentsUrl(ticket.uid)}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return commentPageSchema.parse(res.json());
  };

  it('answers the default number, newest first, with a cursor to the rest', async () => {
    const first = await page();
    expect(first.items).toHaveLength(COMMENT_PAGE_DEFAULT);
    expect(first.items.map((c) => c.uid)).toEqual(newestFirst.slice(0, COMMENT_PAGE_DEFAULT));
    expect(first.next_cursor).toEqual(expect.any(String));
  });

  it('following the cursors gives every comment exactly once, in order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=45&cursor=${encodeURIComponent(cursor)}` : '?limit=45';
      const next = await page(query);
      expect(next.items.length).toBeLessThanOrEqual(45);
      seen.push(...next.items.map((c) => c.uid));
      cursor = next.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst);
  });

  it('a page link stays valid while new comments are written', async () => {
    const first = await page('?limit=100');
    await t.comment('owner', ticket.uid, { body: 'late news' });
    const rest = await page(`?limit=100&cursor=${encodeURIComponent(first.next_cursor!)}`);
    expect(rest.items.map((c) => c.uid)).toEqual(newestFirst.slice(100));
    expect(rest.next_cursor).toBeNull();
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
    const res = await t.call('member', 'GET', `${t.commentsUrl(ticket.uid)}?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('validation_error');
    expect(JSON.stringify(res.json().details)).toContain(field);
  });
});
