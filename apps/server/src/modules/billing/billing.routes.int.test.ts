import type { AddressInfo } from 'node:net';
import { PLANS } from '@expertos/domain/plans';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildTicketWorld } from '../../test/route-world.js';
import { FAKE_STRIPE_PRICES, type FakeStripe, startFakeStripe } from '../../test/stripe-server.js';
import { insertMember } from '../../test/workspace-fixtures.js';
import { type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { STRIPE_TEST_ENV } from './billing.fixtures.js';

/**
 * Billing through the official Stripe SDK against the local stand-in (test/stripe-server.ts),
 * whose notices reach the app's webhook over a real port, signed as Stripe signs them.
 */
const DAY_MS = 86_400_000;
const ORIGIN = 'http://localhost:3000';

describe('billing with Stripe', () => {
  const mail = mailCollector();
  let fake: FakeStripe;
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET });
    ctx = await createTestContext({
      env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: fake.url, RATE_LIMIT_MAX: '100000' },
      deps: { sendAccountMail: mail.send },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    fake.setWebhookUrl(`http://127.0.0.1:${port}/api/billing/stripe/webhook`);
    people = await signUpPeople(ctx.app, mail);
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });
  beforeEach(async () => {
    fake.setAutoWebhooks(true);
    ({ world } = await buildTicketWorld(ctx.database.db, people));
    // buildTicketWorld records a made-up subscription id; this workspace has never paid.
    await ctx.database.db
      .updateTable('workspaces')
      .set({ stripe_subscription_id: null })
      .where('id', 'in', [world.a.id, world.b.id])
      .execute();
  });

  const headers = (persona: Persona) => ({ origin: ORIGIN, ...people[persona].headers });
  const api = (persona: Persona, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: headers(persona), ...(payload ? { payload } : {}) });
  const summary = async (persona: Persona = 'owner') => {
    const res = await api(persona, 'GET', `/api/workspaces/${world.a.id}/billing`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  async function age(days: number) {
    const created = new Date(Date.now() - days * DAY_MS - 60_000).toISOString();
    await ctx.database.db
      .updateTable('workspaces')
      .set({ created_at: created })
      .where('id', '=', world.a.id)
      .execute();
  }

  function checkoutBody(overrides: Record<string, unknown> = {}) {
    return {
      name: PLANS.business.title,
      seats: 0,
      priceId: FAKE_STRIPE_PRICES.business.month,
      pricePerUserId: FAKE_STRIPE_PRICES.seat.month,
      success_url: `${ORIGIN}/verify-subscription?session_id={CHECKOUT_SESSION_ID}&workspace=${world.a.id}`,
      cancel_url: `${ORIGIN}/billing`,
      userId: people.owner.id,
      email: people.owner.email,
      workspaceId: world.a.id,
      trialDays: 14,
      previousSubscriptionId: null,
      includedSeats: PLANS.business.includedSeats,
      includedPriceId: null,
      ...overrides,
    };
  }

  /** Opens checkout and pays, as the admin's browser would; answers the session id. */
  async function subscribe(seats: number, overrides: Record<string, unknown> = {}) {
    const res = await api(
      'owner',
      'POST',
      '/api/subscriptions/create-checkout-session',
      checkoutBody({ seats, ...overrides }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = new URL(res.json().url).pathname.split('/').pop()!;
    await fake.completeCheckout(sessionId);
    return sessionId;
  }

  describe('GET /api/workspaces/:workspaceId/billing', () => {
    it('on trial: the plan, the seats table and the prices checkout names', async () => {
      const body = await summary();
      expect(body).toMatchObject({
        billing_enabled: true,
        whitelisted: false,
        plan: { state: 'trial', locked: false, trial_days_left: 14 },
        subscription: null,
        portal: false,
        prices: {
          month: {
            priceId: FAKE_STRIPE_PRICES.business.month,
            pricePerUserId: FAKE_STRIPE_PRICES.seat.month,
          },
          year: { priceId: FAKE_STRIPE_PRICES.business.year, pricePerUserId: FAKE_STRIPE_PRICES.seat.year },
        },
      });
      // owner, admin, member and external have joined; one invite is open.
      expect(body.seats).toEqual({
        included: 5,
        paid: 0,
        reserved: 1,
        assigned: 4,
        total_available: 0,
        unlimited: false,
      });
    });
  });

  describe('POST /api/subscriptions/create-checkout-session', () => {
    it('without extra seats: the base price only (never a zero-quantity line), the trial left, our workspace', async () => {
      await age(10);
      const res = await api(
        'owner',
        'POST',
        '/api/subscriptions/create-checkout-session',
        checkoutBody({ trialDays: 14 }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().url).toMatch(new RegExp(`^${fake.url}/checkout/cs_`));
      const request = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
      expect(request.idempotencyKey).toMatch(/^checkout-[0-9a-f]{64}$/);
      expect(request.body).toMatchObject({
        mode: 'subscription',
        line_items: [{ price: FAKE_STRIPE_PRICES.business.month, quantity: '1' }],
        client_reference_id: world.a.id,
        customer_email: people.owner.email,
        // The server's count of the trial (4 days left), not the 14 the client claimed.
        subscription_data: { trial_period_days: '4', metadata: { workspace_uid: world.a.id } },
        cancel_url: `${ORIGIN}/billing`,
      });
    });

    it('with 3 extra seats on the yearly plan: the seat line carries the extra quantity', async () => {
      const res = await api(
        'owner',
        'POST',
        '/api/subscriptions/create-checkout-session',
        checkoutBody({
          seats: 3,
          priceId: FAKE_STRIPE_PRICES.business.year,
          pricePerUserId: FAKE_STRIPE_PRICES.seat.year,
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const sessionId = new URL(res.json().url).pathname.split('/').pop()!;
      expect(fake.sessionLineItems(sessionId)).toEqual([
        { price: FAKE_STRIPE_PRICES.business.year, quantity: 1 },
        { price: FAKE_STRIPE_PRICES.seat.year, quantity: 3 },
      ]);
    });

    it.each([
      ['a price of another product', { priceId: FAKE_STRIPE_PRICES.seat.month }, 'priceId'],
      ['prices of two intervals', { pricePerUserId: FAKE_STRIPE_PRICES.seat.year }, 'priceId'],
      ['another plan name', { name: 'Enterprise' }, 'name'],
      ['more included seats than the plan has', { includedSeats: 50 }, 'includedSeats'],
      ['another user', { userId: 'someone-else' }, 'userId'],
      ['another e-mail', { email: 'mallory@example.com' }, 'email'],
      ['a return address elsewhere', { success_url: 'https://evil.example/verify' }, 'success_url'],
    ])('refuses %s with 400 and opens nothing', async (_label, overrides, path) => {
      const before = fake.sessions.size;
      const res = await api(
        'owner',
        'POST',
        '/api/subscriptions/create-checkout-session',
        checkoutBody(overrides),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
      expect(fake.sessions.size).toBe(before);
    });

    it('refuses fewer seats than are in use (a sixth person needs more than the five included)', async () => {
      await insertMember(ctx.database.db, world.a.id, people.outsider, 'member');
      const res = await api(
        'owner',
        'POST',
        '/api/subscriptions/create-checkout-session',
        checkoutBody({ seats: 0 }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('seats_in_use');
    });

    it('a member may not open checkout; a stranger naming the workspace in the body neither', async () => {
      expect(
        (await api('member', 'POST', '/api/subscriptions/create-checkout-session', checkoutBody()))
          .statusCode,
      ).toBe(403);
      expect(
        (await api('outsider', 'POST', '/api/subscriptions/create-checkout-session', checkoutBody()))
          .statusCode,
      ).toBe(403);
    });

    it('a locked workspace can still subscribe, and is unlocked by it', async () => {
      await age(20);
      expect((await summary()).plan).toMatchObject({ state: 'none', locked: true });
      await subscribe(0);
      const after = await summary();
      expect(after.plan).toMatchObject({ state: 'subscribed', locked: false });
      // No trial days were left to carry over: the subscription is active at once.
      expect(after.subscription.status).toBe('active');
    });

    it('refuses a second subscription while one is in effect', async () => {
      await subscribe(0);
      const res = await api(
        'owner',
        'POST',
        '/api/subscriptions/create-checkout-session',
        checkoutBody({ previousSubscriptionId: (await summary()).subscription.id }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('subscription_already_active');
    });
  });

  describe('after checkout', () => {
    it('the notices record the subscription: Business with 3 paid seats, 8 in all, trial dates from Stripe', async () => {
      await subscribe(3);
      const body = await summary();
      expect(body.subscription).toMatchObject({
        status: 'trialing',
        plan: 'business',
        interval: 'month',
        cancel_at_period_end: false,
      });
      expect(body.subscription.trial_end).toEqual(expect.any(String));
      expect(body.seats).toMatchObject({ included: 5, paid: 3, total_available: 3 });
      expect(body.plan.state).toBe('subscribed');
      expect(body.portal).toBe(true);
      const ws = await api('member', 'GET', `/api/workspaces/${world.a.id}`);
      expect(ws.json().stripe_subscription_id).toBe(body.subscription.id);

      const live = await api('owner', 'GET', `/api/subscriptions/${body.subscription.id}`);
      expect(live.statusCode, live.body).toBe(200);
      expect(live.json().userPlan).toMatchObject({
        status: 'trialing',
        id: body.subscription.id,
        products: [
          {
            plan: { product_id: 'business', name: 'Business', interval: 'month' },
            planSeats: { amount: 5 },
            paidSeats: { amount: 3 },
            claimedSeats: 4,
            pendingSeats: 1,
            totalAvailableSeats: 3,
            totalSeatsOnPlan: 8,
          },
        ],
      });
    });

    it('/verify-subscription applies a finished checkout before any notice arrives', async () => {
      fake.setAutoWebhooks(false);
      const sessionId = await subscribe(2);
      expect((await summary()).subscription).toBeNull();
      const res = await api('owner', 'POST', '/api/subscriptions/verify-checkout-session', {
        workspaceId: world.a.id,
        sessionId,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().seats).toMatchObject({ paid: 2 });
      // Another workspace's admin cannot claim the session.
      const other = await api('outsider', 'POST', '/api/subscriptions/verify-checkout-session', {
        workspaceId: world.b.id,
        sessionId,
      });
      expect(other.json().code).toBe('subscription_does_not_match');
    });

    it('PUT seats updates the seat item with proration, and refuses going below the seats in use', async () => {
      await subscribe(0);
      const up = await api('owner', 'PUT', `/api/workspaces/${world.a.id}/billing/seats`, { extra_seats: 4 });
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json().seats).toMatchObject({ paid: 4, total_available: 4 });
      const down = await api('owner', 'PUT', `/api/workspaces/${world.a.id}/billing/seats`, {
        extra_seats: 1,
      });
      expect(down.json().seats).toMatchObject({ paid: 1 });
      expect(fake.prorations.map((p) => p.behavior)).toEqual(
        expect.arrayContaining(['create_prorations', 'create_prorations']),
      );
      // 5 seats are taken (4 members and an invite): 5 included + 0 is the least.
      const zero = await api('owner', 'PUT', `/api/workspaces/${world.a.id}/billing/seats`, {
        extra_seats: 0,
      });
      expect(zero.statusCode).toBe(200);
      await insertMember(ctx.database.db, world.a.id, people.outsider, 'member');
      const below = await api('owner', 'PUT', `/api/workspaces/${world.a.id}/billing/seats`, {
        extra_seats: 0,
      });
      expect(below.json().code).toBe('seats_in_use');
    });

    it('the portal and the invoices come from Stripe', async () => {
      await subscribe(1);
      const portal = await api('owner', 'POST', `/api/workspaces/${world.a.id}/billing/portal`, {});
      expect(portal.statusCode, portal.body).toBe(200);
      expect(portal.json().url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
      const invoices = await api('owner', 'GET', `/api/workspaces/${world.a.id}/billing/invoices`);
      expect(invoices.json().invoices).toEqual([
        expect.objectContaining({ id: expect.stringMatching(/^in_/), status: 'paid', currency: 'usd' }),
      ]);
    });

    it('a failed live lookup is 502 billing_unavailable (logged as "Couldn\'t fetch subscription")', async () => {
      await subscribe(0);
      const id = (await summary()).subscription.id;
      fake.script({ status: 500 }, { status: 500 }, { status: 500 });
      const res = await api('owner', 'GET', `/api/subscriptions/${id}`);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ code: 'billing_unavailable', message: expect.any(String) });
      expect(res.body).not.toContain('api_error');
    });
  });

  describe('invites and the seat limit', () => {
    it('an invite beyond the available seats is refused until seats are bought', async () => {
      const invite = () =>
        api('owner', 'POST', `/api/workspaces/${world.a.id}/invites`, {
          email: `new-${Date.now()}@example.com`,
          role: 'member',
          project_uids: [],
        });
      const refused = await invite();
      expect(refused.statusCode, refused.body).toBe(402);
      expect(refused.json()).toMatchObject({
        code: 'seat_limit_reached',
        message: 'You have reached the seat limit of your plan. Select fewer users or upgrade your plan.',
      });
      await subscribe(1);
      expect((await invite()).statusCode).toBe(201);
      expect((await invite()).statusCode).toBe(402);
      // The audit log says the subscription changed, and to what.
      const log = (
        await api(
          'owner',
          'GET',
          `/api/workspaces/${world.a.id}/audit-log?action=billing.subscription_changed`,
        )
      ).json();
      expect(log.items[0]).toMatchObject({
        action: 'billing.subscription_changed',
        details: { status: 'trialing', paid_seats: 1 },
      });
    });

    it('Jira-associated people never take a seat', async () => {
      await ctx.database.db
        .updateTable('workspace_members')
        .set({ jira_associated: 1 })
        .where('id', '=', world.a.memberIds.external!)
        .execute();
      expect((await summary()).seats).toMatchObject({ assigned: 3, total_available: 1 });
    });
  });

  describe('POST /api/billing/stripe/webhook', () => {
    /** What we keep of the workspace's subscription, without the time we wrote it. */
    async function kept() {
      const row = await ctx.database.db
        .selectFrom('workspace_billing')
        .selectAll()
        .where('workspace_id', '=', world.a.id)
        .executeTakeFirst();
      if (!row) return null;
      const { updated_at: _ignored, ...rest } = row;
      return rest;
    }

    it('every notice sent three times in shuffled order leaves the state of the notices sent once', async () => {
      await subscribe(2);
      const sub = (await summary()).subscription.id;
      await api('owner', 'PUT', `/api/workspaces/${world.a.id}/billing/seats`, { extra_seats: 5 });
      await fake.settle();
      await fake.emitInvoice(sub, 'paid');
      await fake.advanceTrial(sub);
      const once = await kept();
      expect(once).toMatchObject({ status: 'active', paid_seats: 5 });
      const events = fake.events.filter(
        (e) =>
          JSON.stringify(e.data.object).includes(sub) || JSON.stringify(e.data.object).includes(world.a.id),
      );
      expect(events.length).toBeGreaterThanOrEqual(5);

      // Forget everything we kept, then replay: 3 × every notice, shuffled.
      await ctx.database.db.deleteFrom('workspace_billing').execute();
      await ctx.database.db.deleteFrom('billing_events').execute();
      const replay = [...events, ...events, ...events].sort(() => Math.random() - 0.5);
      for (const event of replay) {
        const delivered = await fake.resend(event);
        expect(delivered.status).toBe(200);
      }
      expect(await kept()).toEqual(once);
      const applied = await ctx.database.db.selectFrom('billing_events').select('id').execute();
      expect(applied).toHaveLength(new Set(events.map((e) => e.id)).size);
    });

    it('a cancelled subscription ends the plan; a late notice of it cannot undo a new one', async () => {
      await age(30);
      await subscribe(0);
      const first = (await summary()).subscription.id;
      await fake.setSubscriptionStatus(first, 'canceled');
      expect((await summary()).plan).toMatchObject({ state: 'ended', locked: true });
      await subscribe(0, { previousSubscriptionId: first });
      const second = (await summary()).subscription.id;
      expect(second).not.toBe(first);
      // The old subscription's deletion notice arrives again, late.
      const late = fake.events.find(
        (e) => e.type === 'customer.subscription.deleted' && (e.data.object as { id: string }).id === first,
      )!;
      await ctx.database.db.deleteFrom('billing_events').where('id', '=', late.id).execute();
      expect((await fake.resend(late)).status).toBe(200);
      expect((await summary()).subscription).toMatchObject({ id: second, status: 'active' });
    });

    it('refuses a forged or stale signature with 400 and changes nothing', async () => {
      const { port } = ctx.app.server.address() as AddressInfo;
      const payload = JSON.stringify({
        id: 'evt_forged',
        object: 'event',
        type: 'customer.subscription.updated',
        data: { object: { id: 'sub_x', object: 'subscription', metadata: { workspace_uid: world.a.id } } },
      });
      const post = (signature: string) =>
        fetch(`http://127.0.0.1:${port}/api/billing/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
      const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
      const stale = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });
      for (const signature of [forged, stale, 't=1,v1=00']) {
        const res = await post(signature);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ code: 'billing_webhook_invalid' });
      }
      expect(
        await ctx.database.db
          .selectFrom('billing_events')
          .select('id')
          .where('id', '=', 'evt_forged')
          .execute(),
      ).toEqual([]);
    });

    it('a notice about a subscription of no workspace of ours is acknowledged and ignored', async () => {
      fake.setAutoWebhooks(false);
      const res = await api('owner', 'POST', '/api/subscriptions/create-checkout-session', checkoutBody());
      const sessionId = new URL(res.json().url).pathname.split('/').pop()!;
      const subscription = await fake.completeCheckout(sessionId);
      await ctx.database.db.deleteFrom('workspaces').where('id', '=', world.a.id).execute();
      const delivered = await fake.sendEvent(
        'customer.subscription.updated',
        subscription as unknown as Record<string, unknown>,
      );
      expect(delivered.status).toBe(200);
      expect(
        await ctx.database.db
          .selectFrom('workspace_billing')
          .selectAll()
          .where('subscription_id', '=', subscription.id)
          .execute(),
      ).toEqual([]);
    });
  });

  it('POST /api/workspaces/:workspaceId/billing/contact sends the Enterprise enquiry by e-mail', async () => {
    const res = await api('owner', 'POST', `/api/workspaces/${world.a.id}/billing/contact`, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      seats: 250,
      message: 'We would like to talk about 250 seats.',
    });
    expect(res.statusCode, res.body).toBe(202);
    const jobs = await ctx.database.db
      .selectFrom('jobs')
      .select(['type', 'payload'])
      .where('type', '=', 'mail.send')
      .execute();
    const sent = jobs
      .map((j) => JSON.parse(j.payload as string))
      .find((p) => p.subject === 'Enterprise enquiry from Ada Lovelace');
    // Without SALES_EMAIL the enquiry goes to the sender address of the app's own mail.
    expect(ctx.config.mail.from).toContain(`<${sent.to}>`);
    expect(sent.text).toContain('We would like to talk about 250 seats.');
  });
});
