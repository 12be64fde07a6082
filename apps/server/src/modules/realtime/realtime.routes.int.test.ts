import { setTimeout as sleep } from 'node:timers/promises';
import { mentionToken } from '@expertos/domain/comment.schema';
import { REALTIME } from '@expertos/domain/realtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSse } from '../../test/sse-client.js';
import type { Persona } from '../../test/world.js';
import { commentMultipart } from '../comments/comments.fixtures.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';

/** `GET /api/events`: who hears of what, resuming, and the stream's limits. */
describe('the live stream', () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  let base: string;
  const streams: { close(): void }[] = [];

  beforeAll(async () => {
    t = await createTicketsTestContext();
    base = await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  // A fresh world each time: tests take people off brands and out of the workspace.
  beforeEach(async () => {
    world = await t.buildTicketWorld();
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

  it('resumes from Last-Event-ID: what the tab missed comes first, in order', async () => {
    const first = await connect('member');
    const seen = await t.createTicket('owner', world.a.projectId, { summary: 'Seen' });
    await first.next(
      (m) => m.event === 'ticket.created' && (m.data as { ticket_uid: string }).ticket_uid === seen.uid,
    );
    const resumeFrom = first.lastId()!;
    first.close();

    const missedA = await t.createTicket('owner', world.a.projectId, { summary: 'Missed A' });
    const hidden = await t.createTicket('owner', world.hiddenProjectId, { summary: 'Never for the member' });
    const missedB = await t.createTicket('owner', world.a.projectId, { summary: 'Missed B' });

    const again = await openSse(`${base}/api/events`, {
      ...t.people.member.headers,
      'last-event-id': resumeFrom,
    });
    streams.push(again);
    const ready = await again.next((m) => m.event === 'ready');
    expect(Number((ready.data as { last_event_id: string }).last_event_id)).toBeGreaterThan(
      Number(resumeFrom),
    );
    const replayed = [
      await again.next((m) => m.event === 'ticket.created'),
      await again.next((m) => m.event === 'ticket.created'),
    ].map((m) => (m.data as { ticket_uid: string }).ticket_uid);
    expect(replayed).toEqual([missedA.uid, missedB.uid]);
    expect(again.messages.some((m) => (m.data as { ticket_uid?: string }).ticket_uid === hidden.uid)).toBe(
      false,
    );
    // The query form, for clients that cannot set headers, resumes the same way.
    const byQuery = await openSse(`${base}/api/events?last_event_id=${resumeFrom}`, t.people.member.headers);
    streams.push(byQuery);
    await byQuery.next((m) => m.event === 'ready');
    expect((await byQuery.next((m) => m.event === 'ticket.created')).data).toMatchObject({
      ticket_uid: missedA.uid,
    });
  });

  it('starts a page’s first stream where its bootstrap was read: a change made in between comes first', async () => {
    const boot = await t.call('member', 'GET', '/api/bootstrap');
    expect(boot.statusCode, boot.body).toBe(200);
    const from = (boot.json() as { live_event_id: number }).live_event_id;
    // A teammate's change after the page read its data, before its stream opened.
    const between = await t.createTicket('owner', world.a.projectId, { summary: 'Between' });

    const stream = await connect('member', { 'last-event-id': String(from) });
    const replayed = await stream.next((m) => m.event === 'ticket.created');
    expect(replayed.data).toMatchObject({ ticket_uid: between.uid });
    expect(Number(replayed.id)).toBeGreaterThan(from);
  });

  it('answers reset when what was missed is no longer kept, or the id was never this server’s', async () => {
    const first = await connect('member');
    await t.createTicket('owner', world.a.projectId, { summary: 'Old news' });
    await first.next((m) => m.event === 'ticket.created');
    const old = first.lastId()!;
    first.close();
    await t.createTicket('owner', world.a.projectId, { summary: 'Newer' });
    await t.createTicket('owner', world.a.projectId, { summary: 'Newest' });
    // The replay window passed: everything but the newest row is gone, 'Newer' with it.
    const { last } = await t.ctx.database.db
      .selectFrom('realtime_events')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirstOrThrow();
    await t.ctx.database.db.deleteFrom('realtime_events').where('id', '<', Number(last)).execute();

    const behind = await openSse(`${base}/api/events`, { ...t.people.member.headers, 'last-event-id': old });
    streams.push(behind);
    const reset = await behind.next();
    expect(reset).toEqual({ id: expect.any(String), event: 'reset', data: { reason: 'too_far_behind' } });
    await behind.next((m) => m.event === 'ready');

    const unknown = await openSse(`${base}/api/events`, {
      ...t.people.member.headers,
      'last-event-id': '999999999999',
    });
    streams.push(unknown);
    expect((await unknown.next()).data).toEqual({ reason: 'unknown_id' });
  });

  it('refuses a malformed resume id, a missing token, and too many streams', async () => {
    const bad = await openSse(`${base}/api/events`, { ...t.people.member.headers, 'last-event-id': 'abc' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ code: 'validation_error' });
    const anonymous = await openSse(`${base}/api/events`, {});
    expect(anonymous.status).toBe(401);

    const open = [];
    for (let i = 0; i < REALTIME.maxStreamsPerUser; i += 1) open.push(await connect('external'));
    const over = await openSse(`${base}/api/events`, t.people.external.headers);
    expect(over.status).toBe(429);
    expect(JSON.parse(over.body)).toMatchObject({ code: 'too_many_streams' });
    for (const stream of open) stream.close();
    // Closed streams free their places.
    await sleep(100);
    const after = await connect('external');
    expect(after.status).toBe(200);
  });

  it('tells only the mentioned person of their notification, and everyone on the brand of time logged', async () => {
    const admin = await connect('admin');
    const member = await connect('member');
    const ticket = await t.createTicket('member', world.a.projectId, { summary: 'Needs a look' });
    const mention = mentionToken({
      uid: world.a.memberIds.admin!,
      name: 'admin',
      email: 'admin@example.com',
    });
    const { payload, contentType } = await commentMultipart({ body: `Please check ${mention}` });
    const posted = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.uid}/comments`,
      payload,
      headers: { ...t.people.member.headers, 'content-type': contentType },
    });
    expect(posted.statusCode).toBe(201);
    expect((await admin.next((m) => m.event === 'notification.created')).data).toMatchObject({
      workspace_uid: world.a.id,
      kind: 'mention',
    });
    expect((await member.next((m) => m.event === 'comment.created')).data).toMatchObject({
      ticket_uid: ticket.uid,
      author_member_uid: world.a.memberIds.member,
    });

    const started = await t.call('member', 'POST', `/api/tickets/${ticket.uid}/timetracking/start`);
    expect(started.statusCode).toBeLessThan(300);
    for (const stream of [member, admin]) {
      expect((await stream.next((m) => m.event === 'time.changed')).data).toEqual({
        workspace_uid: world.a.id,
        member_uid: world.a.memberIds.member,
        ticket_uid: ticket.uid,
      });
    }
    await sleep(200);
    expect(member.messages.filter((m) => m.event === 'notification.created')).toEqual([]);
  });

  it('tells the team who joined and left, and the person removed that their access changed', async () => {
    const admin = await connect('admin');
    const external = await connect('external');
    const removed = await t.call(
      'owner',
      'DELETE',
      `/api/workspaces/${world.a.id}/users/${world.a.memberIds.external}`,
    );
    expect(removed.statusCode).toBeLessThan(300);
    expect((await admin.next((m) => m.event === 'member.left')).data).toEqual({
      workspace_uid: world.a.id,
      member_uid: world.a.memberIds.external,
    });
    expect((await external.next((m) => m.event === 'access.changed')).data).toEqual({
      workspace_uid: world.a.id,
    });
  });

  it('tells those on the ticket who else has it open, and when they leave', async () => {
    const ticket = await t.createTicket('owner', world.a.projectId, { summary: 'Together' });
    const adminStream = await connect('admin');
    const here = await t.call('member', 'PUT', `/api/tickets/${ticket.uid}/presence`);
    expect(here.statusCode).toBe(200);
    expect(here.json().viewers.map((v: { member_uid: string }) => v.member_uid)).toEqual([
      world.a.memberIds.member,
    ]);
    const arrived = await adminStream.next((m) => m.event === 'presence');
    expect(arrived.data).toMatchObject({
      ticket_uid: ticket.uid,
      viewers: [{ member_uid: world.a.memberIds.member, name: expect.any(String) }],
    });

    const both = await t.call('admin', 'PUT', `/api/tickets/${ticket.uid}/presence`);
    expect(both.json().viewers).toHaveLength(2);
    await adminStream.next((m) => m.event === 'presence');
    // Renewing changes nobody's list: nothing is sent.
    await t.call('member', 'PUT', `/api/tickets/${ticket.uid}/presence`);
    const left = await t.call('member', 'DELETE', `/api/tickets/${ticket.uid}/presence`);
    expect(left.json().viewers.map((v: { member_uid: string }) => v.member_uid)).toEqual([
      world.a.memberIds.admin,
    ]);
    const after = await adminStream.next((m) => m.event === 'presence');
    expect((after.data as { viewers: unknown[] }).viewers).toHaveLength(1);
    expect(adminStream.messages.filter((m) => m.event === 'presence')).toHaveLength(3);
  });
});
