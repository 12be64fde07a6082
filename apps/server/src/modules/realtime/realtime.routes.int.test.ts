import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../../test/sse-client.js';
import type { Persona } from '../../test/world.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';

/** `GET /api/events`: who hears of what, resuming, and the stream's limits. */
describe('the live stream', () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  let base: string;
  const streams: { close(): void }[] = [];

  beforeAll(async () => {
    t = await createTicketsTestContext();
    world = await t.buildTicketWorld();
    base = await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.ctx.close();
  });

  async function connect(persona: Persona, headers: Record<string, string> = {}) {
    const stream = await openSse(`${base}/api/events`, { ...t.people[persona].headers, ...headers });
    streams.push(stream);
    if (stream.status === 200) await stream.next((m) => m.event === 'ready');
    return stream;
  }

  it('sends a brand’s ticket changes to those who may see them, with increasing ids', async () => {
    const member = await connect('member');
    const admin = await connect('admin');
    const external = await connect('external');
    const outsider = await connect('outsider');

    const ticket = await t.createTicket('owner', world.a.projectId, {
      summary: 'Launch reel',
      status: 'todo',
    });
    const created = await member.next((m) => m.event === 'ticket.created');
    expect(created.data).toEqual({
      workspace_uid: world.a.id,
      project_uid: world.a.projectId,
      ticket_uid: ticket.uid,
      number: ticket.id,
      status: 'todo',
      changed: [],
      actor_member_uid: world.a.memberIds.owner,
      updated_at: expect.any(String),
    });
    await admin.next((m) => m.event === 'ticket.created');

    await t.call('owner', 'PATCH', `/api/tickets/${ticket.uid}`, { status: 'in_progress' });
    const moved = await member.next((m) => m.event === 'ticket.updated');
    expect(moved.data).toMatchObject({ ticket_uid: ticket.uid, status: 'in_progress', changed: ['status'] });
    expect(Number(moved.id)).toBeGreaterThan(Number(created.id));

    await t.call('owner', 'DELETE', `/api/tickets/${ticket.uid}`);
    await member.next((m) => m.event === 'ticket.deleted');

    // External users never see tickets; another workspace's people hear nothing of this one.
    await sleep(200);
    expect(external.messages.filter((m) => m.event.startsWith('ticket.'))).toEqual([]);
    expect(outsider.messages.filter((m) => m.event.startsWith('ticket.'))).toEqual([]);
  });

  it('keeps a brand’s events from members it was not given, and sends them to its admins', async () => {
    const member = await connect('member');
    const admin = await connect('admin');
    const hidden = await t.createTicket('owner', world.hiddenProjectId, { summary: 'Board only' });
    await admin.next(
      (m) => m.event === 'ticket.created' && (m.data as { ticket_uid: string }).ticket_uid === hidden.uid,
    );
    const visible = await t.createTicket('owner', world.a.projectId, { summary: 'Everyone' });
    // The member's next ticket event is the visible one: the hidden one was never sent.
    const next = await member.next((m) => m.event === 'ticket.created');
    expect(next.data).toMatchObject({ ticket_uid: visible.uid });
  });

  it('stops sending a brand’s events the moment a member loses it', async () => {
    const member = await connect('member');
    const before = await t.createTicket('owner', world.a.projectId, { summary: 'Before' });
    await member.next(
      (m) => m.event === 'ticket.created' && (m.data as { ticket_uid: string }).ticket_uid === before.uid,
    );

    const removed = await t.call(
      'owner',
      'DELETE',
      `/api/workspaces/${world.a.id}/projects/${world.a.projectId}/users/${world.a.memberIds.member}`,
    );
    expect(removed.statusCode).toBe(200);
    await member.next((m) => m.event === 'access.changed');
    const after = await t.createTicket('owner', world.a.projectId, { summary: 'After' });
    await t.call('owner', 'PATCH', `/api/tickets/${after.uid}`, { status: 'in_progress' });
    // A later event the member may see proves the stream is still up.
    const comment = await t.call('owner', 'PATCH', `/api/tickets/${before.uid}`, {
      summary: 'Before, renamed',
    });
    expect(comment.statusCode).toBe(200);
    await sleep(300);
    expect(
      member.messages.filter((m) => (m.data as { ticket_uid?: string }).ticket_uid === after.uid),
    ).toEqual([]);
    expect(member.ended()).toBe(false);
  });
});
