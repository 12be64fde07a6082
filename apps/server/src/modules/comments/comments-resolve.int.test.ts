import { commentPageSchema, commentSchema } from '@expertos/domain/comment.schema';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TicketWorld } from '../tickets/tickets.fixtures.js';
import { type CommentsTestContext, createCommentsTestContext } from './comments.fixtures.js';

describe('POST /api/tickets/:ticketId/comments/:commentId/resolve and /reopen', () => {
  let t: CommentsTestContext;
  let world: TicketWorld;
  let ticket: Ticket;
  let videoUid: string;

  beforeAll(async () => {
    t = await createCommentsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = await t.createTicket('member', world.a.projectId, { summary: 'Launch video' });
    videoUid = await t.recording(ticket, { workspaceId: world.a.id });
  });
  afterAll(() => t.ctx.close());

  const url = (uid: string, action: 'resolve' | 'reopen') => `${t.commentsUrl(ticket.uid)}/${uid}/${action}`;

  it('lets anyone who sees the ticket resolve a thread, says who, and opens it again', async () => {
    const created = await t.comment('member', ticket.uid, {
      body: 'Music too loud',
      anchor: { kind: 'time', video_uid: videoUid, start_ms: 5_000 },
    });
    const resolved = await t.call('owner', 'POST', url(created.uid, 'resolve'));
    expect(resolved.statusCode).toBe(200);
    const first = commentSchema.parse(resolved.json());
    expect(first.resolved_by).toMatchObject({ uid: world.a.memberIds.owner, email: t.people.owner.email });
    expect(first.resolved_at).not.toBeNull();
    // The text is not edited by it.
    expect(first).toMatchObject({ body: 'Music too loud', edited: false });

    // Resolving again keeps who resolved it first.
    const again = commentSchema.parse((await t.call('admin', 'POST', url(created.uid, 'resolve'))).json());
    expect(again).toMatchObject({
      resolved_at: first.resolved_at,
      resolved_by: { uid: world.a.memberIds.owner },
    });
    const listed = commentPageSchema.parse((await t.call('member', 'GET', t.commentsUrl(ticket.uid))).json());
    expect(listed.items[0]).toMatchObject({ resolved_at: first.resolved_at });

    const reopened = commentSchema.parse((await t.call('member', 'POST', url(created.uid, 'reopen'))).json());
    expect(reopened).toMatchObject({ resolved_at: null, resolved_by: null });
    // Reopening an open thread changes nothing.
    expect((await t.call('member', 'POST', url(created.uid, 'reopen'))).json()).toMatchObject({
      resolved_at: null,
    });
  });

  it('answers 404 for a comment of another ticket or none', async () => {
    const other = await t.createTicket('member', world.a.projectId, { summary: 'Other' });
    const elsewhere = await t.comment('member', other.uid, { body: 'Elsewhere' });
    expect((await t.call('member', 'POST', url(elsewhere.uid, 'resolve'))).statusCode).toBe(404);
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('member', 'POST', url(none, 'reopen'))).statusCode).toBe(404);
  });

  it('tells open tabs that the comment changed (a live event)', async () => {
    const created = await t.comment('member', ticket.uid, { body: 'Check' });
    const before = await t.ctx.database.db
      .selectFrom('realtime_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'comment.updated')
      .executeTakeFirstOrThrow();
    await t.call('owner', 'POST', url(created.uid, 'resolve'));
    await t.call('owner', 'POST', url(created.uid, 'resolve'));
    const after = await t.ctx.database.db
      .selectFrom('realtime_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'comment.updated')
      .executeTakeFirstOrThrow();
    // Once: resolving a resolved thread changes nothing, so nothing is announced.
    expect(Number(after.n) - Number(before.n)).toBe(1);
  });
});
