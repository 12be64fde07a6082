import {
  EVERGREEN_REWRITE_ITEM,
  evergreenFillSchema,
  evergreenPageSchema,
  ticketEvergreenSchema,
} from '@expertos/domain/evergreen';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import { followedPost } from '../analytics/analytics.fixtures.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';

const DAY_MS = 86_400_000;
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({ day, time: '10:00' }));

/**
 * The evergreen queue (docs/product.md#evergreen) through the API: only a post that is out is
 * marked; empty queue slots of the week ahead are filled with copies of the posts out least
 * recently, past their cooldown and under their most returns, one copy per slot however often
 * the fill runs; the approval rule applies to each copy.
 */
describe(`the evergreen queue on ${testDialect}`, () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  const brand = () => `/api/projects/${world.a.projectId}`;

  async function publishedPost(summary: string, caption: string) {
    return t.createTicket('member', world.a.projectId, {
      summary,
      ticket_type: 'post',
      status: 'published',
      caption,
      post_platform: 'instagram',
    });
  }
  async function mark(ticketUid: string) {
    const res = await t.call('member', 'PUT', `/api/tickets/${ticketUid}/evergreen`);
    expect(res.statusCode, res.body).toBe(200);
  }
  /** As if each post last came out `days` ago (the cooldown counts from then). */
  async function outDaysAgo(ticketUids: string[], days: number) {
    const at = Date.now() - days * DAY_MS;
    // A minute apart, in the order given: the first is the one out least recently.
    for (const [i, uid] of ticketUids.entries())
      await t.ctx.database.db
        .updateTable('evergreen_posts')
        .set({ last_out_at: new Date(at + i * 60_000).toISOString() })
        .where('ticket_id', '=', uid)
        .execute();
  }
  async function fill() {
    const res = await t.call('admin', 'POST', `${brand()}/evergreen/fill`);
    expect(res.statusCode, res.body).toBe(200);
    return evergreenFillSchema.parse(res.json()).made;
  }
  async function settings(body: object) {
    const res = await t.call('admin', 'PUT', `${brand()}/evergreen/settings`, {
      cooldown_days: 90,
      max_repeats: 3,
      approval_again: false,
      paused: false,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function queue(body: object = {}) {
    const res = await t.call('admin', 'PUT', `${brand()}/publishing/queue`, {
      time_zone: 'UTC',
      slots: EVERY_DAY,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const ticket = async (uid: string) =>
    ticketSchema.parse((await t.call('member', 'GET', `/api/tickets/${uid}`)).json());

  beforeAll(async () => {
    t = await createTicketsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  it('marks only a post that is out, and lists it with when it may come back', async () => {
    const draft = await t.createTicket('member', world.a.projectId, {
      summary: 'Draft',
      ticket_type: 'post',
    });
    const task = await t.createTicket('member', world.a.projectId, { summary: 'Task', status: 'done' });
    for (const uid of [draft.uid, task.uid]) {
      const res = await t.call('member', 'PUT', `/api/tickets/${uid}/evergreen`);
      expect([res.statusCode, res.json().code]).toEqual([409, 'evergreen_not_published']);
    }
    const post = await publishedPost('Five tips for spring', 'Spring is here');
    await mark(post.uid);
    await mark(post.uid);
    const page = evergreenPageSchema.parse((await t.call('member', 'GET', `${brand()}/evergreen`)).json());
    expect(page.settings).toEqual({
      cooldown_days: 90,
      max_repeats: 3,
      approval_again: false,
      paused: false,
    });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      ticket: { uid: post.uid, summary: 'Five tips for spring' },
      repeats: 0,
      max_repeats: 3,
      next_eligible: new Date(Date.now() + 90 * DAY_MS).toISOString().slice(0, 10),
    });
    // Externals never reach a ticket's queue place; a member cannot change the brand's settings.
    expect((await t.call('external', 'PUT', `/api/tickets/${post.uid}/evergreen`)).statusCode).toBe(403);
    expect((await t.call('member', 'PUT', `${brand()}/evergreen/settings`, page.settings)).statusCode).toBe(
      403,
    );
  });

  it('fills empty slots with the posts out least recently, once per slot, each with a rewrite asked', async () => {
    await queue();
    const older = await publishedPost('Older post', 'Old caption');
    const newer = await publishedPost('Newer post', 'New caption');
    const fresh = await publishedPost('Fresh post', 'Fresh caption');
    for (const post of [older, newer, fresh]) await mark(post.uid);
    await outDaysAgo([older.uid, newer.uid], 120);

    // Seven daily slots ahead, two posts past their cooldown: two copies, oldest first.
    const made = await fill();
    expect(made.map((copy) => copy.original_uid)).toEqual([older.uid, newer.uid]);
    expect(new Date(made[0]!.slot).getTime()).toBeLessThan(new Date(made[1]!.slot).getTime());
    expect(await fill()).toEqual([]);

    const copy = await ticket(made[0]!.ticket_uid);
    expect(copy).toMatchObject({
      summary: 'Older post',
      ticket_type: 'post',
      status: 'draft',
      caption: 'Old caption',
      due_date: made[0]!.slot.slice(0, 10),
      checklist: { done: 0, total: 1 },
    });
    const items = (await t.call('member', 'GET', `/api/tickets/${copy.uid}/checklist`)).json().items;
    expect(items.map((item: { text: string }) => item.text)).toEqual([EVERGREEN_REWRITE_ITEM]);
    expect(
      ticketEvergreenSchema.parse(
        (await t.call('member', 'GET', `/api/tickets/${copy.uid}/evergreen`)).json(),
      ).copy_of,
    ).toMatchObject({ ticket: { uid: older.uid }, position: 1, max_repeats: 3 });
    const page = evergreenPageSchema.parse((await t.call('member', 'GET', `${brand()}/evergreen`)).json());
    expect(page.items.find((item) => item.ticket.uid === older.uid)).toMatchObject({ repeats: 1 });
    expect(page.items.find((item) => item.ticket.uid === older.uid)?.last_recycled).not.toBeNull();
  });

  it('keeps to the most returns, the pause, a chosen text and the approval rule', async () => {
    await queue();
    const post = await publishedPost('Evergreen guide', 'The guide');
    await mark(post.uid);
    await settings({ max_repeats: 1, cooldown_days: 1, approval_again: true });

    // A text chosen by hand, not the one that went out: no rewrite asked. Approval again: it waits.
    await t.call('member', 'PATCH', `/api/tickets/${post.uid}/evergreen`, {
      variant: 'The guide, revisited',
    });
    await outDaysAgo([post.uid], 2);
    const [made] = await fill();
    expect(await ticket(made!.ticket_uid)).toMatchObject({
      status: 'needs_approval',
      caption: 'The guide, revisited',
      checklist: { total: 0 },
    });
    // Back as often as it may: never again, whatever the cooldown.
    await outDaysAgo([post.uid], 30);
    expect(await fill()).toEqual([]);
    const page = evergreenPageSchema.parse((await t.call('member', 'GET', `${brand()}/evergreen`)).json());
    expect(page.items[0]).toMatchObject({ repeats: 1, next_eligible: null });

    // Paused (the post, or the brand): nothing comes back.
    const other = await publishedPost('Other guide', 'Other');
    await mark(other.uid);
    await outDaysAgo([other.uid], 5);
    await t.call('member', 'PATCH', `/api/tickets/${other.uid}/evergreen`, { paused: true });
    expect(await fill()).toEqual([]);
    await t.call('member', 'PATCH', `/api/tickets/${other.uid}/evergreen`, { paused: false });
    await settings({ paused: true, cooldown_days: 1 });
    expect(await fill()).toEqual([]);

    // The brand requires approval: a copy waits for it even without "approval again".
    await settings({ cooldown_days: 1, approval_again: false });
    await queue({ require_approval: true });
    const [waiting] = await fill();
    expect((await ticket(waiting!.ticket_uid)).status).toBe('needs_approval');
  });

  it('fills nothing without queue slots, and nothing for a post no longer evergreen', async () => {
    const post = await publishedPost('No slots', 'Caption');
    await mark(post.uid);
    await outDaysAgo([post.uid], 200);
    expect(await fill()).toEqual([]);
    await queue();
    expect((await t.call('member', 'DELETE', `/api/tickets/${post.uid}/evergreen`)).statusCode).toBe(204);
    expect(await fill()).toEqual([]);
  });

  it('brings back the last text that went out, and the most engaging one once results exist', async () => {
    await queue();
    await settings({ cooldown_days: 1, max_repeats: 5 });
    const post = await publishedPost('Launch story', 'First words');
    await mark(post.uid);
    await outDaysAgo([post.uid], 2);
    const [first] = await fill();
    expect(first).toMatchObject({ text_from: 'last_out' });
    // The copy is rewritten and goes out: the next one starts from its text, which went out too.
    const rewritten = await t.call('member', 'PATCH', `/api/tickets/${first!.ticket_uid}`, {
      caption: 'Better words',
      status: 'published',
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    await outDaysAgo([post.uid], 2);
    const [second] = await fill();
    expect(second).toMatchObject({ text_from: 'last_out' });
    expect(await ticket(second!.ticket_uid)).toMatchObject({
      caption: 'Better words',
      checklist: { total: 1 },
    });

    // Results: the original engaged far more than its rewrite (seen by 1,000 each, at 7 days).
    const postedAt = new Date(Date.now() - 30 * DAY_MS).toISOString();
    for (const [ticketId, likes] of [
      [post.uid, 300],
      [first!.ticket_uid, 10],
    ] as const)
      await followedPost(
        t.ctx.database.db,
        {
          workspaceId: world.a.id,
          projectId: world.a.projectId,
          network: 'instagram',
          postedAt,
          remoteId: `ig-${ticketId}`,
          ticketId,
        },
        { reach: 1000, likes, comments: 0, shares: 0, saves: 0 },
      );
    await outDaysAgo([post.uid], 2);
    const [third] = await fill();
    expect(third).toMatchObject({ text_from: 'most_engaging' });
    expect(await ticket(third!.ticket_uid)).toMatchObject({
      caption: 'First words',
      checklist: { total: 1 },
    });
  });
});
