import { DEFAULT_NOTIFICATION_SETTINGS, type Notification } from '@expertos/domain/notification.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Persona } from '../../test/world.js';
import type { TicketWorld } from '../tickets/tickets.fixtures.js';
import { createNotificationsTestContext, type NotificationsTestContext } from './notifications.fixtures.js';

/** Notifications that ticket changes cause: assignments, status changes for followers. */
describe('notifications from ticket changes', () => {
  let t: NotificationsTestContext;
  let world: TicketWorld;

  const patch = (persona: Persona, uid: string, body: object) =>
    t.call(persona, 'PATCH', `/api/tickets/${uid}`, body);
  const kinds = async (persona: Persona): Promise<Pick<Notification, 'kind' | 'status'>[]> =>
    (await t.list(persona)).items.map(({ kind, status }) => ({ kind, status }));
  const member = (persona: Persona) => world.a.memberIds[persona]!;

  beforeAll(async () => {
    t = await createNotificationsTestContext();
  });
  beforeEach(async () => {
    await t.reset();
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  it('tells a teammate they were assigned, once per assignment, never the one assigning themself', async () => {
    const ticket = await t.createTicket('member', world.a.projectId, { summary: 'Film the reel' });
    expect(await kinds('member')).toEqual([]);

    expect((await patch('member', ticket.uid, { assignee: member('admin') })).statusCode).toBe(200);
    const [assigned, ...rest] = (await t.list('admin')).items;
    expect(rest).toEqual([]);
    expect(assigned).toMatchObject({
      kind: 'assigned',
      workspace_uid: world.a.id,
      ticket: { uid: ticket.uid, id: ticket.id, summary: 'Film the reel' },
      actor: { uid: member('member') },
      read: false,
    });

    // Taking it oneself notifies nobody; giving it back is news again.
    expect((await patch('member', ticket.uid, { assignee: member('member') })).statusCode).toBe(200);
    expect(await kinds('member')).toEqual([]);
    expect((await patch('member', ticket.uid, { assignee: member('admin') })).statusCode).toBe(200);
    expect(await kinds('admin')).toEqual([
      { kind: 'assigned', status: null },
      { kind: 'assigned', status: null },
    ]);
  });

  it('tells the assignee of a new ticket, not its reporter', async () => {
    await t.createTicket('member', world.a.projectId, { summary: 'new', assignee: member('owner') });
    await t.createTicket('member', world.a.projectId, { summary: 'mine', assignee: member('member') });
    expect(await kinds('owner')).toEqual([{ kind: 'assigned', status: null }]);
    expect(await kinds('member')).toEqual([]);
  });

  it('tells the assignee of each ticket a bulk change assigns, and the followers of each status change', async () => {
    const one = await t.createTicket('member', world.a.projectId, { summary: 'one' });
    const two = await t.createTicket('member', world.a.projectId, { summary: 'two' });
    const bulk = (body: object) =>
      t.call('member', 'POST', `/api/workspaces/${world.a.id}/tickets/bulk`, body);

    let res = await bulk({ uids: [one.uid, two.uid], changes: { assignee: member('admin') } });
    expect(res.json()).toEqual({ updated: 2 });
    const assigned = (await t.list('admin')).items;
    expect(assigned.map((item) => [item.kind, item.ticket?.uid]).sort()).toEqual(
      [
        ['assigned', one.uid],
        ['assigned', two.uid],
      ].sort(),
    );

    // The admin now follows both; the member (reporter, and the actor) hears nothing.
    res = await bulk({ uids: [one.uid, two.uid], changes: { status: 'in_progress' } });
    expect(res.json()).toEqual({ updated: 2 });
    expect((await kinds('admin')).filter((item) => item.kind === 'status_changed')).toEqual([
      { kind: 'status_changed', status: 'in_progress' },
      { kind: 'status_changed', status: 'in_progress' },
    ]);
    expect(await kinds('member')).toEqual([]);

    // A bulk change that changes nothing notifies nobody.
    res = await bulk({ uids: [one.uid], changes: { status: 'in_progress', assignee: member('admin') } });
    expect(res.json()).toEqual({ updated: 0 });
    expect(await kinds('admin')).toHaveLength(4);
  });

  it('tells every follower but the actor of a status change; unfollowing stops it', async () => {
    const ticket = await t.createTicket('member', world.a.projectId, {
      summary: 'Followed',
      assignee: member('admin'),
    });
    const follow = (persona: Persona, method: 'GET' | 'PUT' | 'DELETE') =>
      t.call(persona, method, `/api/tickets/${ticket.uid}/follow`);

    // The reporter and the assignee follow from the start; the owner chooses to.
    expect((await follow('member', 'GET')).json()).toEqual({ following: true });
    expect((await follow('admin', 'GET')).json()).toEqual({ following: true });
    expect((await follow('owner', 'GET')).json()).toEqual({ following: false });
    const put = await follow('owner', 'PUT');
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ following: true });
    expect((await follow('owner', 'PUT')).json()).toEqual({ following: true });

    expect((await patch('owner', ticket.uid, { status: 'in_progress' })).statusCode).toBe(200);
    const statusOf = async (persona: Persona) =>
      (await kinds(persona)).filter((item) => item.kind === 'status_changed');
    expect(await statusOf('member')).toEqual([{ kind: 'status_changed', status: 'in_progress' }]);
    expect(await statusOf('admin')).toEqual([{ kind: 'status_changed', status: 'in_progress' }]);
    expect(await statusOf('owner')).toEqual([]);

    // Other changes than the status notify no follower.
    expect((await patch('owner', ticket.uid, { summary: 'Renamed' })).statusCode).toBe(200);
    expect(await statusOf('member')).toHaveLength(1);

    const del = await follow('admin', 'DELETE');
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ following: false });
    expect((await patch('member', ticket.uid, { status: 'done' })).statusCode).toBe(200);
    expect(await statusOf('admin')).toHaveLength(1);
    expect(await statusOf('owner')).toEqual([{ kind: 'status_changed', status: 'done' }]);
    expect(await statusOf('member')).toHaveLength(1);
  });

  it('no longer tells a follower who lost the brand about its tickets', async () => {
    const ticket = await t.createTicket('member', world.a.projectId, { summary: 'Launch plan' });
    await t.ctx.database.db
      .deleteFrom('project_members')
      .where('member_id', '=', member('member'))
      .where('project_id', '=', world.a.projectId)
      .execute();
    expect((await patch('admin', ticket.uid, { status: 'in_progress' })).statusCode).toBe(200);
    expect(await kinds('member')).toEqual([]);
  });

  it('lets only members who may see the ticket follow it', async () => {
    const ticket = await t.createTicket('member', world.a.projectId, { summary: 'x' });
    expect((await t.call('outsider', 'PUT', `/api/tickets/${ticket.uid}/follow`)).statusCode).toBe(403);
    expect((await t.call('external', 'GET', `/api/tickets/${ticket.uid}/follow`)).statusCode).toBe(403);
    expect((await t.call('anonymous', 'DELETE', `/api/tickets/${ticket.uid}/follow`)).statusCode).toBe(401);
    expect((await t.call('member', 'GET', '/api/tickets/no-such-ticket/follow')).statusCode).toBe(404);
  });
});

/** The notifier as comments and reminders call it, inside their transaction. */
describe('notify()', () => {
  let t: NotificationsTestContext;
  let world: TicketWorld;

  beforeAll(async () => {
    t = await createNotificationsTestContext();
  });
  beforeEach(async () => {
    await t.reset();
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  const mention = (ticketId: string, dedupeKey?: string) => ({
    kind: 'mention' as const,
    recipientMemberId: world.a.memberIds.admin!,
    workspaceId: world.a.id,
    ticketId,
    actorMemberId: world.a.memberIds.member!,
    excerpt: 'Can you <b>check</b> the cut & colour?',
    ...(dedupeKey ? { dedupeKey } : {}),
  });

  it('creates a notification once per dedupe key, with one e-mail', async () => {
    const ticket = await t.createTicket('member', world.a.projectId, { summary: 'Film the reel' });
    const notifier = t.notifier();
    for (let i = 0; i < 2; i += 1) {
      await t.db
        .transaction()
        .execute((trx) => notifier.notify(trx, [mention(ticket.uid, 'comment:1:admin')]));
    }
    const page = await t.list('admin');
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: 'mention',
      excerpt: 'Can you <b>check</b> the cut & colour?',
      actor: { uid: world.a.memberIds.member },
    });

    const mails = await t.mails(t.people.admin.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // The mail, like the notification, opens the ticket at the comment its dedupe key names.
    expect(page.items[0]).toMatchObject({ comment_uid: '1' });
    const link = `http://localhost:3000/brand/${world.a.projectSlug}/tasks/${ticket.uid}?comment=1`;
    expect(mail!.subject).toBe(`Ada Lovelace mentioned you on #${ticket.id} Film the reel`);
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain('Can you <b>check</b> the cut & colour?');
    expect(mail!.text).toContain('http://localhost:3000/profile');
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.html).toContain('Can you &lt;b&gt;check&lt;/b&gt; the cut &amp; colour?');
    expect(mail!.html).not.toContain('<b>check');
  });

  it('tells the post’s owner and the brand’s admins that an asset may not go out at the post’s time', async () => {
    const ticket = await t.createTicket('member', world.a.projectId, {
      summary: 'Spring post',
      ticket_type: 'post',
    });
    await t.db.transaction().execute((trx) =>
      t.ctx.app.events.emit(trx, 'asset.rights_ending', {
        post: {
          id: 'publication-1',
          ticketId: ticket.uid,
          workspaceId: world.a.id,
          projectId: world.a.projectId,
          network: 'mastodon',
          handle: '@brand',
          state: 'scheduled',
          dueAt: '2026-06-20T09:00:00.000Z',
          url: null,
          channelId: 'channel-1',
          remoteId: null,
          publishedAt: null,
          error: null,
          ownerMemberId: world.a.memberIds.member!,
        },
        assetName: 'poster.png',
        lastDay: '2026-06-17',
        daysLeft: 3,
      }),
    );
    for (const persona of ['member', 'admin', 'owner'] as const) {
      const [notice] = (await t.list(persona)).items;
      expect(notice, persona).toMatchObject({
        kind: 'asset_rights_ending',
        ticket: { uid: ticket.uid },
        excerpt: '“poster.png” may be used until 2026-06-17 (3 days): replace it or extend its rights.',
      });
    }
    expect((await t.list('external')).items).toEqual([]);
  });

  it('rolls back with the transaction that notified', async () => {
    const ticket = await t.createTicket('member', world.a.projectId, { summary: 'x' });
    const notifier = t.notifier();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await notifier.notify(trx, [mention(ticket.uid)]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await t.list('admin')).items).toEqual([]);
    expect(await t.mails()).toEqual([]);
  });

  it('skips the actor and members who are not in the workspace, and cuts the excerpt to 300 characters', async () => {
    const ticket = await t.createTicket('member', world.a.projectId, { summary: 'x' });
    const notifier = t.notifier();
    await t.db.transaction().execute((trx) =>
      notifier.notify(trx, [
        { ...mention(ticket.uid), recipientMemberId: world.a.memberIds.member! },
        { ...mention(ticket.uid), recipientMemberId: 'not-a-member' },
        { ...mention(ticket.uid), excerpt: '😀'.repeat(400) },
      ]),
    );
    expect((await t.list('member')).items).toEqual([]);
    const [only] = (await t.list('admin')).items;
    expect([...(only?.excerpt ?? '')]).toHaveLength(300);
  });

  it('e-mails each kind only as the user’s settings allow (mentions, reminders and posts that failed by default); the in-app notification stays', async () => {
    const ticket = await t.createTicket('member', world.a.projectId, { summary: 'Due soon' });
    const settings = await t.call('admin', 'GET', '/api/notifications/settings');
    expect(settings.json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(settings.json().email).toEqual({
      mention: true,
      assigned: false,
      status_changed: false,
      reminder: true,
      comment: false,
      post_failed: true,
      post_ready: false,
      weekly_review: true,
      // Approvals: what waits on the person, or their round that expired; not every decision.
      approval_requested: true,
      approval_reminder: true,
      approval_decided: false,
      approval_expired: true,
      client_commented: false,
    });
    const put = await t.call('admin', 'PUT', '/api/notifications/settings', { email: { mention: false } });
    expect(put.statusCode, put.body).toBe(200);
    const mentionsOff = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      email: { ...DEFAULT_NOTIFICATION_SETTINGS.email, mention: false },
    };
    expect(put.json()).toEqual(mentionsOff);
    expect((await t.call('admin', 'GET', '/api/notifications/settings')).json()).toEqual(mentionsOff);

    const notifier = t.notifier();
    const reminder = {
      kind: 'reminder' as const,
      recipientMemberId: world.a.memberIds.admin!,
      workspaceId: world.a.id,
      ticketId: ticket.uid,
      actorMemberId: null,
    };
    await t.db.transaction().execute((trx) => notifier.notify(trx, [mention(ticket.uid), reminder]));
    expect((await t.list('admin')).items.map((item) => item.kind).sort()).toEqual(['mention', 'reminder']);
    let mails = await t.mails(t.people.admin.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Reminder: #${ticket.id} Due soon`]);
    expect(mails[0]!.text).toContain('http://localhost:3000/profile');

    // Turning reminders off too (mentions stay off: a partial update keeps the rest).
    expect(
      (await t.call('admin', 'PUT', '/api/notifications/settings', { email: { reminder: false } })).json()
        .email,
    ).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS.email, mention: false, reminder: false });
    await t.db.transaction().execute((trx) => notifier.notify(trx, [mention(ticket.uid), reminder]));
    expect((await t.list('admin')).items).toHaveLength(4);
    mails = await t.mails(t.people.admin.email);
    expect(mails).toHaveLength(1);

    // Assignments are not mailed by default; chosen, they are.
    await t.call('member', 'PATCH', `/api/tickets/${ticket.uid}`, { assignee: world.a.memberIds.owner });
    expect(await t.mails(t.people.owner.email)).toEqual([]);
    expect((await t.list('owner')).items.map((item) => item.kind)).toEqual(['assigned']);
    await t.call('owner', 'PUT', '/api/notifications/settings', { email: { assigned: true } });
    await t.call('member', 'PATCH', `/api/tickets/${ticket.uid}`, { assignee: world.a.memberIds.admin });
    await t.call('member', 'PATCH', `/api/tickets/${ticket.uid}`, { assignee: world.a.memberIds.owner });
    const assignedMails = await t.mails(t.people.owner.email);
    expect(assignedMails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(new RegExp(`assigned you #${ticket.id} Due soon$`)),
    ]);
    expect(assignedMails[0]!.text).toContain(`/tasks/${ticket.uid}`);
  });

  it('leaves a kind turned off in the app out of the bell and its count, and still mails it when asked to', async () => {
    const ticket = await t.createTicket('member', world.a.projectId, { summary: 'Quiet bell' });
    const put = await t.call('admin', 'PUT', '/api/notifications/settings', { in_app: { mention: false } });
    expect(put.json().in_app).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS.in_app, mention: false });
    const before = (await t.call('admin', 'GET', '/api/notifications/unread-count')).json().unread_count;

    const notifier = t.notifier();
    await t.db.transaction().execute((trx) => notifier.notify(trx, [mention(ticket.uid)]));
    expect((await t.list('admin')).items.filter((item) => item.ticket?.uid === ticket.uid)).toEqual([]);
    expect((await t.call('admin', 'GET', '/api/notifications/unread-count')).json().unread_count).toBe(
      before,
    );
    // E-mail is a channel of its own: mentions still come by e-mail.
    expect((await t.mails(t.people.admin.email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`mentioned you on #${ticket.id} Quiet bell`),
    ]);

    // Back on: later mentions show again (the one written while off stays out).
    await t.call('admin', 'PUT', '/api/notifications/settings', { in_app: { mention: true } });
    await t.db
      .transaction()
      .execute((trx) => notifier.notify(trx, [{ ...mention(ticket.uid), dedupeKey: 'second-mention' }]));
    expect((await t.list('admin')).items.filter((item) => item.ticket?.uid === ticket.uid)).toHaveLength(1);
  });

  it('refuses settings that are not booleans', async () => {
    const res = await t.call('admin', 'PUT', '/api/notifications/settings', { email: { mention: 'no' } });
    expect(res.statusCode).toBe(400);
    const notAnObject = await t.call('admin', 'PUT', '/api/notifications/settings', { in_app: true });
    expect(notAnObject.statusCode).toBe(400);
    expect((await t.call('anonymous', 'GET', '/api/notifications/settings')).statusCode).toBe(401);
  });
});
