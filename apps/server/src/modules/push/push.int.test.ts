import { mentionToken } from '@expertos/domain/comment.schema';
import {
  type PushDevice,
  pushClaimPendingSchema,
  pushConfigSchema,
  pushDeviceListSchema,
  pushDeviceSchema,
} from '@expertos/domain/push.schema';
import { PUSH_CLAIM_KIND } from '@expertos/domain/push-claim';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorkerProcess } from '../../background.js';
import { testDialect } from '../../test/context.js';
import { createTestLogger } from '../../test/logger.js';
import { startWebPushService, type WebPushService } from '../../test/web-push-service.js';
import { commentMultipart } from '../comments/comments.fixtures.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';

describe(`push notifications through Web Push on ${testDialect}`, () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  let service: WebPushService;
  let background: ReturnType<typeof createWorkerProcess>;

  /** How far the app's clock runs ahead of the real one (a claim's 60 s pass in an instant). */
  let ahead = 0;

  beforeAll(async () => {
    // The stand-in push service listens on 127.0.0.1.
    t = await createTicketsTestContext({
      env: { ALLOW_PRIVATE_TARGETS: 'true' },
      now: () => new Date(Date.now() + ahead),
    });
    background = createWorkerProcess(t.ctx.config, t.ctx.database, createTestLogger().logger);
    service = await startWebPushService();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    service.received.length = 0;
    ahead = 0;
    // Each test starts with no devices and the default settings.
    await t.ctx.database.db.deleteFrom('push_claims').execute();
    await t.ctx.database.db.deleteFrom('push_devices').execute();
    await t.ctx.database.db.deleteFrom('push_settings').execute();
  });
  afterAll(async () => {
    await service.close();
    await t.ctx.close();
  });

  async function drain() {
    while (await background.worker.runOnce()) {
      // every due job, one at a time
    }
  }
  async function register(persona: 'member' | 'admin' = 'member') {
    const subscription = service.subscribe();
    const res = await t.call(persona, 'POST', '/api/push/devices', { transport: 'webpush', subscription });
    expect(res.statusCode, res.body).toBe(201);
    return {
      device: pushDeviceSchema.parse(res.json()),
      id: subscription.endpoint.split('/').at(-1)!,
      subscription,
    };
  }
  /** The admin gives the member a ticket: the member is notified ('assigned'). */
  async function assignToMember(summary = 'Film the reel') {
    return t.createTicket('admin', world.a.projectId, { summary, assignee: world.a.memberIds.member });
  }
  const devices = async (persona: 'member' | 'admin' = 'member') =>
    pushDeviceListSchema.parse((await t.call(persona, 'GET', '/api/push/devices')).json()).items;
  /** Someone else registers the member's browser subscription: answers the nonce its device was pushed. */
  async function claimAsAdmin(subscription: ReturnType<WebPushService['subscribe']>, id: string) {
    const res = await t.call('admin', 'POST', '/api/push/devices', { transport: 'webpush', subscription });
    expect(res.statusCode, res.body).toBe(202);
    expect(pushClaimPendingSchema.parse(res.json()).status).toBe('confirmation_required');
    const push = service.received.find(
      (p) => p.id === id && (p.payload as { data?: { kind?: string } }).data?.kind === PUSH_CLAIM_KIND,
    );
    expect(push, 'the claim is pushed to the device at once').toBeDefined();
    return { push: push!, nonce: (push!.payload as { data: { nonce: string } }).data.nonce };
  }

  it('pushes a notification, encrypted for the device and signed with the VAPID key, carrying where a tap leads', async () => {
    const config = pushConfigSchema.parse((await t.call('member', 'GET', '/api/push/config')).json());
    expect(config.web_push_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const { device } = await register();
    expect(device).toMatchObject({ transport: 'webpush', platform: 'web' });

    const ticket = await assignToMember();
    await drain();
    expect(service.received).toHaveLength(1);
    const push = service.received[0]!;
    expect(push.headers.ttl).toBe('86400');
    expect(push.headers.urgency).toBe('high');
    expect(push.payload).toMatchObject({
      title: expect.stringContaining('assigned you a task'),
      body: `#${ticket.id} Film the reel`,
      data: {
        kind: 'assigned',
        workspace_uid: world.a.id,
        ticket_url: `/brand/${world.a.projectSlug}/tasks/${ticket.uid}`,
      },
    });
  });

  it('pushes each person one notification of a call, only those with a device', async () => {
    const ticket = await assignToMember('Cut the teaser');
    await drain();
    const ids = world.a.memberIds as Record<'admin' | 'member', string>;
    /** The owner mentions the admin and the member in one comment: one notify call, two people. */
    const mentionBoth = async (body: string) => {
      const { payload, contentType } = await commentMultipart({
        body: `${body} ${mentionToken({ uid: ids.admin, name: 'Ada', email: 'ada@example.com' })} ${mentionToken({ uid: ids.member, name: 'Max', email: 'max@example.com' })}`,
      });
      const res = await t.ctx.app.inject({
        method: 'POST',
        url: `/api/tickets/${ticket.uid}/comments`,
        payload,
        headers: { ...t.people.owner.headers, 'content-type': contentType },
      });
      expect(res.statusCode, res.body).toBe(201);
      await drain();
    };
    const mentionsTo = (id: string) =>
      service.received.filter(
        (p) => p.id === id && (p.payload as { data?: { kind?: string } }).data?.kind === 'mention',
      );

    const member = await register('member');
    await mentionBoth('First cut?');
    expect(mentionsTo(member.id)).toHaveLength(1);
    expect(service.received.filter((p) => p.id !== member.id)).toEqual([]);

    const admin = await register('admin');
    await mentionBoth('Second cut?');
    expect(mentionsTo(member.id)).toHaveLength(2);
    expect(mentionsTo(admin.id)).toHaveLength(1);
  });

  it('renews a device registered again, lets only its owner rename or remove it, and sends a test push', async () => {
    const { device, subscription } = await register();
    const again = await t.call('member', 'POST', '/api/push/devices', {
      transport: 'webpush',
      subscription,
      name: 'Work laptop',
    });
    expect(pushDeviceSchema.parse(again.json()).uid).toBe(device.uid);
    expect((await devices()).map((d) => d.name)).toEqual(['Work laptop']);

    expect(
      (await t.call('admin', 'PATCH', `/api/push/devices/${device.uid}`, { name: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await t.call('admin', 'DELETE', `/api/push/devices/${device.uid}`)).statusCode).toBe(404);
    const renamed = await t.call('member', 'PATCH', `/api/push/devices/${device.uid}`, { name: 'Phone' });
    expect((renamed.json() as PushDevice).name).toBe('Phone');

    const test = await t.call('member', 'POST', '/api/push/test', {});
    expect(test.statusCode, test.body).toBe(202);
    expect(test.json()).toEqual({ devices: 1 });
    await drain();
    expect(service.received.map((p) => (p.payload as { title: string }).title)).toEqual([
      'Test notification',
    ]);

    expect((await t.call('member', 'DELETE', `/api/push/devices/${device.uid}`)).statusCode).toBe(204);
    expect(await devices()).toEqual([]);
  });

  it('follows the person’s settings: a kind turned off is not pushed, quiet hours hold the push', async () => {
    await register();
    const off = await t.call('member', 'PUT', '/api/push/settings', {
      kinds: { mention: true, assigned: false, status_changed: true, reminder: true, comment: true },
      quiet_hours: null,
    });
    expect(off.statusCode, off.body).toBe(200);
    await assignToMember('Not pushed');
    await drain();
    expect(service.received).toEqual([]);

    // Quiet for the whole day but one minute: the push waits for the window's end.
    const now = new Date();
    const hhmm = (d: Date) =>
      `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
    await t.call('member', 'PUT', '/api/push/settings', {
      kinds: { mention: true, assigned: true, status_changed: true, reminder: true, comment: true },
      quiet_hours: {
        start: hhmm(new Date(now.getTime() - 60_000)),
        end: hhmm(new Date(now.getTime() - 120_000)),
        time_zone: 'UTC',
      },
    });
    await assignToMember('Held');
    await drain();
    expect(service.received).toEqual([]);
    const held = await t.ctx.database.db
      .selectFrom('jobs')
      .select(['run_at', 'status'])
      .where('type', '=', 'push.deliver')
      .where('status', '=', 'pending')
      .execute();
    expect(held).toHaveLength(1);
    expect(new Date(held[0]!.run_at).getTime()).toBeGreaterThan(now.getTime() + 20 * 3600_000);
    await t.ctx.database.db.deleteFrom('jobs').where('type', '=', 'push.deliver').execute();
  });

  it('forgets a registration the push service says is gone, and retries after a throttle’s Retry-After', async () => {
    const gone = await register();
    service.answer(gone.id, { status: 410 });
    await assignToMember();
    await drain();
    expect(await devices()).toEqual([]);

    const slow = await register();
    service.answer(slow.id, { status: 429, retryAfter: '120' });
    const before = Date.now();
    await assignToMember('Throttled');
    await drain();
    const waiting = await t.ctx.database.db
      .selectFrom('jobs')
      .select(['run_at', 'status', 'attempts'])
      .where('type', '=', 'push.deliver')
      .where('status', '=', 'pending')
      .execute();
    expect(waiting).toHaveLength(1);
    expect(new Date(waiting[0]!.run_at).getTime()).toBeGreaterThanOrEqual(before + 115_000);
    expect(await devices()).toHaveLength(1);
    await t.ctx.database.db.deleteFrom('jobs').where('type', '=', 'push.deliver').execute();
  });

  it('leaves a token another person registers with its owner: a silent push carries a nonce, and only its echo moves it', async () => {
    const { device, id, subscription } = await register('member');
    const { push, nonce } = await claimAsAdmin(subscription, id);
    // Data only, for the app to read; of no use once the claim is over.
    expect(push.payload).toEqual({ silent: true, data: { kind: PUSH_CLAIM_KIND, nonce } });
    expect(push.headers.ttl).toBe('60');
    expect((await devices('member')).map((d) => d.uid)).toEqual([device.uid]);
    expect(await devices('admin')).toEqual([]);

    // The first person still gets their notifications on it.
    service.received.length = 0;
    await assignToMember('Still mine');
    await drain();
    expect(service.received.map((p) => [p.id, (p.payload as { data: { kind: string } }).data.kind])).toEqual([
      [id, 'assigned'],
    ]);

    // Neither a made-up nonce nor the owner echoing the claimer's nonce completes anything.
    const madeUp = await t.call('admin', 'POST', '/api/push/devices/confirm', { nonce: 'A'.repeat(43) });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().code).toBe('push_claim_invalid');
    const byOwner = await t.call('member', 'POST', '/api/push/devices/confirm', { nonce });
    expect(byOwner.statusCode).toBe(400);
    expect((await devices('member')).map((d) => d.uid)).toEqual([device.uid]);

    // The echo within 60 s: the device is the claimer's now.
    ahead = 50_000;
    const confirmed = await t.call('admin', 'POST', '/api/push/devices/confirm', { nonce });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(pushDeviceSchema.parse(confirmed.json()).uid).toBe(device.uid);
    expect(await devices('member')).toEqual([]);
    expect((await devices('admin')).map((d) => d.uid)).toEqual([device.uid]);
    // A nonce is used once.
    const again = await t.call('admin', 'POST', '/api/push/devices/confirm', { nonce });
    expect(again.statusCode).toBe(400);
  });

  it('refuses an echo after 60 s (410), and the device stays with its owner', async () => {
    const { device, id, subscription } = await register('member');
    const { nonce } = await claimAsAdmin(subscription, id);
    ahead = 61_000;
    const late = await t.call('admin', 'POST', '/api/push/devices/confirm', { nonce });
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('push_claim_expired');
    expect((await devices('member')).map((d) => d.uid)).toEqual([device.uid]);
    expect(await devices('admin')).toEqual([]);
  });

  it('registers a token afresh for the caller when the claim’s push finds it gone', async () => {
    const { device, id, subscription } = await register('member');
    service.answer(id, { status: 410 });
    const res = await t.call('admin', 'POST', '/api/push/devices', { transport: 'webpush', subscription });
    expect(res.statusCode, res.body).toBe(201);
    expect(pushDeviceSchema.parse(res.json()).uid).not.toBe(device.uid);
    expect(await devices('member')).toEqual([]);
    expect(await devices('admin')).toHaveLength(1);
    service.answer(id, null);
  });

  it('refuses what is not a subscription, and app tokens this server cannot push to', async () => {
    const bad = await t.call('member', 'POST', '/api/push/devices', {
      transport: 'webpush',
      subscription: { endpoint: 'javascript:alert(1)', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(bad.statusCode).toBe(400);
    const fcm = await t.call('member', 'POST', '/api/push/devices', {
      transport: 'fcm',
      token: 'a'.repeat(40),
    });
    expect(fcm.statusCode).toBe(400);
    expect(fcm.json().code).toBe('push_not_configured');
    expect((await t.call('anonymous', 'GET', '/api/push/devices')).statusCode).toBe(401);
  });
});
