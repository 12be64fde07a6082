import { mentionToken } from '@expertos/domain/comment.schema';
import { notificationPageSchema } from '@expertos/domain/notification.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persona } from '../../test/world.js';
import { type CommentsTestContext, createCommentsTestContext } from '../comments/comments.fixtures.js';

/** docs/product.md#ticket-addresses: a comment's notification opens the ticket at that comment. */
describe('GET /api/notifications: the comment a notification is about', () => {
  let t: CommentsTestContext;

  beforeAll(async () => {
    t = await createCommentsTestContext();
  });
  afterAll(() => t.ctx.close());

  const notifications = async (persona: Persona) => {
    const res = await t.call(persona, 'GET', '/api/notifications');
    expect(res.statusCode, res.body).toBe(200);
    return notificationPageSchema.parse(res.json()).items;
  };

  it('names the comment of a mention and of a follower’s comment notice, in comment_uid and the link', async () => {
    const world = await t.buildTicketWorld();
    const ids = world.a.memberIds as Record<'admin' | 'member', string>;
    const ticket = await t.createTicket('member', world.a.projectId, { summary: 'Film the reel' });
    const mention = await t.comment('member', ticket.uid, {
      body: `Can you check this, ${mentionToken({ uid: ids.admin, name: 'Ada', email: 'ada@example.com' })}?`,
    });
    const [mentioned] = await notifications('admin');
    expect(mentioned).toMatchObject({
      kind: 'mention',
      comment_uid: mention.uid,
      ticket_url: `/brand/${world.a.projectSlug}/tasks/${ticket.uid}?comment=${mention.uid}`,
    });

    // The admin now follows the ticket: the member's next comment reaches them as a comment notice.
    const reply = await t.comment('member', ticket.uid, { body: 'Cut is ready' });
    const [notice] = await notifications('admin');
    expect(notice).toMatchObject({
      kind: 'comment',
      comment_uid: reply.uid,
      ticket_url: `/brand/${world.a.projectSlug}/tasks/${ticket.uid}?comment=${reply.uid}`,
    });
  });

  it('names no comment for a notification that is not about one', async () => {
    const world = await t.buildTicketWorld();
    await t.createTicket('member', world.a.projectId, {
      summary: 'Assigned',
      assignee: world.a.memberIds.admin,
    });
    const [assigned] = await notifications('admin');
    expect(assigned).toMatchObject({ kind: 'assigned', comment_uid: null });
    expect(assigned?.ticket_url).not.toContain('?');
  });
});
