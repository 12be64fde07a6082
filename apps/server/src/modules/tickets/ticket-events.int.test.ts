import { mentionToken } from '@expertos/domain/comment.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents, EventName } from '../../platform/events/domain-events.js';
import { commentMultipart } from '../comments/comments.fixtures.js';
import { createTicketsTestContext, type TicketWorld } from './tickets.fixtures.js';

type Seen = { [N in EventName]: { name: N; event: DomainEvents[N] } }[EventName];

/** The events the API's changes raise, as a listener of the app's bus receives them. */
describe('domain events raised by ticket, comment and member changes', () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  const seen: Seen[] = [];

  beforeAll(async () => {
    t = await createTicketsTestContext();
    world = await t.buildTicketWorld();
    const names: EventName[] = [
      'ticket.created',
      'ticket.updated',
      'ticket.status_changed',
      'ticket.deleted',
      'comment.created',
      'comment.updated',
      'member.joined',
      'member.removed',
    ];
    for (const name of names)
      t.ctx.app.events.on(name, async (event) => void seen.push({ name, event } as Seen));
  });
  afterAll(() => t.ctx.close());

  const take = () => seen.splice(0);

  it('a ticket created, changed, moved and deleted raises one event each, in domain terms', async () => {
    take();
    const ticket = await t.createTicket('member', world.a.projectId, {
      summary: 'Spring launch post',
      status: 'todo',
    });
    const [created] = take();
    expect(created).toEqual({
      name: 'ticket.created',
      event: {
        actorMemberId: world.a.memberIds.member,
        ticket: expect.objectContaining({
          id: ticket.uid,
          number: ticket.id,
          workspaceId: world.a.id,
          projectId: world.a.projectId,
          summary: 'Spring launch post',
          status: 'todo',
          reporterMemberId: world.a.memberIds.member,
        }),
      },
    });
    // A domain shape, not a table row.
    expect(created!.event).not.toHaveProperty('ticket.workspace_id');

    await t.call('member', 'PATCH', `/api/tickets/${ticket.uid}`, { summary: 'Spring launch reel' });
    expect(take()).toEqual([
      {
        name: 'ticket.updated',
        event: expect.objectContaining({
          changed: ['summary'],
          before: expect.objectContaining({ summary: 'Spring launch post' }),
          ticket: expect.objectContaining({ summary: 'Spring launch reel' }),
        }),
      },
    ]);

    await t.call('member', 'PATCH', `/api/tickets/${ticket.uid}`, { status: 'in_progress' });
    expect(take().map((s) => s.name)).toEqual(['ticket.updated', 'ticket.status_changed']);

    await t.call('admin', 'DELETE', `/api/tickets/${ticket.uid}`);
    expect(take()).toEqual([
      {
        name: 'ticket.deleted',
        event: {
          actorMemberId: world.a.memberIds.admin,
          ticket: expect.objectContaining({ id: ticket.uid }),
        },
      },
    ]);
  });

  it('a change that changes nothing raises nothing; a bulk change raises per ticket', async () => {
    const a = await t.createTicket('member', world.a.projectId, { summary: 'One', status: 'todo' });
    const b = await t.createTicket('member', world.a.projectId, { summary: 'Two', status: 'done' });
    take();
    await t.call('member', 'PATCH', `/api/tickets/${a.uid}`, { summary: 'One' });
    expect(take()).toEqual([]);

    const res = await t.call('member', 'POST', `/api/workspaces/${world.a.id}/tickets/bulk`, {
      uids: [a.uid, b.uid],
      changes: { status: 'done' },
    });
    expect(res.statusCode).toBe(200);
    expect(take().map((s) => [s.name, 'ticket' in s.event ? s.event.ticket.id : null])).toEqual([
      ['ticket.updated', a.uid],
      ['ticket.status_changed', a.uid],
    ]);
  });

  it('a comment raises comment.created with the members it mentions; an edit names the newly mentioned', async () => {
    const ticket = await t.createTicket('member', world.a.projectId, { summary: 'Caption review' });
    take();
    const admin = world.a.memberIds.admin!;
    const mention = (uid: string, name: string) => mentionToken({ uid, name, email: `${name}@example.com` });
    const { payload, contentType } = await commentMultipart({
      body: `Looks good ${mention(admin, 'admin')}`,
    });
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.uid}/comments`,
      payload,
      headers: { ...t.people.member.headers, 'content-type': contentType },
    });
    expect(res.statusCode).toBe(201);
    const comment = res.json() as { uid: string };
    expect(take()).toEqual([
      {
        name: 'comment.created',
        event: {
          comment: expect.objectContaining({
            id: comment.uid,
            ticketId: ticket.uid,
            authorMemberId: world.a.memberIds.member,
            excerpt: expect.stringContaining('Looks good'),
          }),
          mentionedMemberIds: [admin],
        },
      },
    ]);

    const owner = world.a.memberIds.owner!;
    const edited = await t.call('member', 'PATCH', `/api/tickets/${ticket.uid}/comments/${comment.uid}`, {
      body: `Looks good ${mention(admin, 'admin')} and ${mention(owner, 'owner')}`,
    });
    expect(edited.statusCode).toBe(200);
    expect(take()).toEqual([
      {
        name: 'comment.updated',
        event: { comment: expect.objectContaining({ id: comment.uid }), addedMentionIds: [owner] },
      },
    ]);
  });

  it('joining a workspace and being removed from one raise member events', async () => {
    take();
    const created = await t.call('outsider', 'POST', '/api/workspaces', { name: 'Side project' });
    expect(created.statusCode).toBe(201);
    expect(take()).toEqual([
      {
        name: 'member.joined',
        event: expect.objectContaining({
          workspaceId: created.json().uid,
          userId: t.people.outsider.id,
          role: 'admin',
        }),
      },
    ]);

    const external = world.a.memberIds.external!;
    const removed = await t.call('admin', 'DELETE', `/api/workspaces/${world.a.id}/users/${external}`);
    expect(removed.statusCode).toBeLessThan(300);
    expect(take()).toEqual([
      {
        name: 'member.removed',
        event: { workspaceId: world.a.id, memberId: external, userId: t.people.external.id },
      },
    ]);
  });
});
