import { type Notification, notificationSchema } from '@expertos/domain/notification.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertMember } from '../../test/workspace-fixtures.js';
import type { Persona } from '../../test/world.js';
import type { TicketWorld } from '../tickets/tickets.fixtures.js';
import { createNotificationsTestContext, type NotificationsTestContext } from './notifications.fixtures.js';
import type { NotifyInput } from './notifier.js';

/** The signed-in user's notification centre: list, paging, read marks, who sees what. */
describe('the notification centre', () => {
  let t: NotificationsTestContext;
  let world: TicketWorld;

  /** A clock a second further on each call, so "newest first" is a known order. */
  const clock = () => {
    let at = Date.parse('2025-06-01T10:00:00.000Z');
    return () => {
      at += 1000;
      return new Date(at);
    };
  };

  /** `count` notifications for the admin of world A, oldest first, each about a new ticket. */
  async function notifyAdmin(count: number, now = clock()): Promise<string[]> {
    const notifier = t.notifier(now);
    const tickets: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const ticket = await t.createTicket('member', world.a.projectId, { summary: `Ticket ${i}` });
      const input: NotifyInput = {
        kind: 'status_changed',
        recipientMemberId: world.a.memberIds.admin!,
        workspaceId: world.a.id,
        ticketId: ticket.uid,
        actorMemberId: world.a.memberIds.member!,
        status: 'done',
      };
      await t.db.transaction().execute((trx) => notifier.notify(trx, [input]));
      tickets.push(ticket.uid);
    }
    return tickets;
  }
  const read = (persona: Persona, uid: string) => t.call(persona, 'POST', `/api/notifications/${uid}/read`);
  const unreadCount = async (persona: Persona) =>
    (await t.call(persona, 'GET', '/api/notifications/unread-count')).json().unread_count as number;
  const ticketsOf = (items: Notification[]) => items.map((item) => item.ticket?.uid);

  beforeAll(async () => {
    t = await createNotificationsTestContext();
  });
  beforeEach(async () => {
    await t.reset();
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  it('refuses the signed-out', async () => {
    const calls: ['GET' | 'POST' | 'PUT', string][] = [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/some-id/read'],
      ['GET', '/api/notifications/settings'],
      ['PUT', '/api/notifications/settings'],
    ];
    for (const [method, url] of calls) {
      const res = await t.call('anonymous', method, url, method === 'PUT' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists newest first, a page at a time, with the unread filter and the unread count', async () => {
    const tickets = await notifyAdmin(5);
    const newestFirst = [...tickets].reverse();

    const first = await t.list('admin', '?limit=2');
    expect(ticketsOf(first.items)).toEqual(newestFirst.slice(0, 2));
    expect(first.unread_count).toBe(5);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await t.list('admin', `?limit=2&cursor=${first.nextCursor}`);
    expect(ticketsOf(second.items)).toEqual(newestFirst.slice(2, 4));
    const third = await t.list('admin', `?limit=2&cursor=${second.nextCursor}`);
    expect(ticketsOf(third.items)).toEqual(newestFirst.slice(4));
    expect(third.nextCursor).toBeNull();

    // Reading two of them: the unread filter leaves them out, the count follows.
    for (const item of first.items) expect((await read('admin', item.uid)).statusCode).toBe(200);
    const unread = await t.list('admin', '?unread=true');
    expect(ticketsOf(unread.items)).toEqual(newestFirst.slice(2));
    expect(unread.unread_count).toBe(3);
    expect(await unreadCount('admin')).toBe(3);
    const all = await t.list('admin', '?unread=false');
    expect(all.items.map((item) => item.read)).toEqual([true, true, false, false, false]);

    // A page of the unread ones pages among the unread ones.
    const unreadPage = await t.list('admin', '?unread=true&limit=2');
    expect(ticketsOf(unreadPage.items)).toEqual(newestFirst.slice(2, 4));
    const unreadNext = await t.list('admin', `?unread=true&limit=2&cursor=${unreadPage.nextCursor}`);
    expect(ticketsOf(unreadNext.items)).toEqual(newestFirst.slice(4));

    expect((await t.call('admin', 'GET', '/api/notifications?cursor=nonsense')).statusCode).toBe(400);
    expect((await t.call('admin', 'GET', '/api/notifications?limit=101')).statusCode).toBe(400);
  });

  it('pages through notifications made at the same instant without skipping or repeating one', async () => {
    const sameInstant = () => new Date('2025-06-01T10:00:00.000Z');
    const tickets = await notifyAdmin(5, sameInstant);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await t.list('admin', `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...ticketsOf(page.items).map(String));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual([...tickets].sort());
  });

  it('marks one read (only the caller’s own) and all read', async () => {
    await notifyAdmin(3);
    const [newest] = (await t.list('admin')).items;

    // Someone else's notification is not found, whoever asks; nothing changes.
    expect((await read('member', newest!.uid)).statusCode).toBe(404);
    expect((await read('outsider', newest!.uid)).statusCode).toBe(404);
    expect((await read('admin', 'no-such-notification')).statusCode).toBe(404);
    expect(await unreadCount('admin')).toBe(3);

    const res = await read('admin', newest!.uid);
    expect(res.statusCode).toBe(200);
    expect(notificationSchema.parse(res.json())).toEqual({ ...newest, read: true });
    // Reading it again is fine.
    expect((await read('admin', newest!.uid)).json()).toMatchObject({ uid: newest!.uid, read: true });
    expect(await unreadCount('admin')).toBe(2);

    const all = await t.call('admin', 'POST', '/api/notifications/read-all');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ updated: 2, unread_count: 0 });
    expect((await t.call('admin', 'POST', '/api/notifications/read-all')).json()).toEqual({
      updated: 0,
      unread_count: 0,
    });
    expect((await t.list('admin')).items.every((item) => item.read)).toBe(true);
  });

  it('carries the workspace and a link to the ticket, which is null once the ticket is gone', async () => {
    const ticket = await t.createTicket('member', world.a.projectId, { summary: 'Film the reel' });
    expect(
      (await t.call('member', 'PATCH', `/api/tickets/${ticket.uid}`, { assignee: world.a.memberIds.admin }))
        .statusCode,
    ).toBe(200);
    const [item] = (await t.list('admin')).items;
    const workspace = await t.db
      .selectFrom('workspaces')
      .select('name')
      .where('id', '=', world.a.id)
      .executeTakeFirstOrThrow();
    expect(item).toEqual({
      uid: expect.any(String),
      kind: 'assigned',
      workspace_uid: world.a.id,
      workspace_name: workspace.name,
      ticket_url: `/brand/${world.a.projectSlug}/tasks/${ticket.uid}`,
      ticket: { uid: ticket.uid, id: ticket.id, summary: 'Film the reel' },
      comment_uid: null,
      actor: {
        uid: world.a.memberIds.member,
        name: 'Ada Lovelace',
        email: t.people.member.email,
        image: null,
      },
      status: null,
      brand: null,
      excerpt: null,
      read: false,
      created: expect.any(String),
    });

    expect((await t.call('admin', 'DELETE', `/api/tickets/${ticket.uid}`)).statusCode).toBe(200);
    const [gone] = (await t.list('admin')).items;
    expect(gone).toMatchObject({ uid: item!.uid, ticket: null, ticket_url: null, workspace_uid: world.a.id });
  });

  it('shows a member removed from a workspace nothing more of it', async () => {
    await notifyAdmin(2);
    const [item] = (await t.list('admin')).items;
    expect(await unreadCount('admin')).toBe(2);

    const removed = await t.call(
      'owner',
      'DELETE',
      `/api/workspaces/${world.a.id}/users/${world.a.memberIds.admin}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);

    expect(await t.list('admin')).toEqual({ items: [], nextCursor: null, unread_count: 0 });
    expect(await unreadCount('admin')).toBe(0);
    expect((await read('admin', item!.uid)).statusCode).toBe(404);
    expect((await t.call('admin', 'POST', '/api/notifications/read-all')).json()).toEqual({
      updated: 0,
      unread_count: 0,
    });
  });

  it('lists notifications from every workspace the user is in', async () => {
    await notifyAdmin(1);
    // The outsider's workspace takes the admin in as well.
    const adminInB = await insertMember(t.db, world.b.id, t.people.admin, 'admin');
    const outsiderB = await t.db
      .selectFrom('workspace_members')
      .select('id')
      .where('workspace_id', '=', world.b.id)
      .where('user_id', '=', t.people.outsider.id)
      .executeTakeFirstOrThrow();
    const notifier = t.notifier(() => new Date('2030-01-01T00:00:00.000Z'));
    await t.db.transaction().execute((trx) =>
      notifier.notify(trx, [
        {
          kind: 'assigned',
          recipientMemberId: adminInB,
          workspaceId: world.b.id,
          ticketId: null,
          actorMemberId: outsiderB.id,
        },
      ]),
    );
    const page = await t.list('admin');
    expect(page.items.map((item) => item.workspace_uid)).toEqual([world.b.id, world.a.id]);
    expect(page.items[0]).toMatchObject({ ticket: null, ticket_url: null });
    expect(page.unread_count).toBe(2);
  });
});
