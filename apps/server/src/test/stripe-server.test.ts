import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLANS, TRIAL_DAYS } from '@expertos/domain/plans';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_STRIPE_API_VERSION,
  FAKE_STRIPE_PRICES,
  type FakeStripe,
  parseStripeParams,
  startFakeStripe,
} from './stripe-server.js';

const SECRET = 'whsec_stand_in_test_secret';

interface Received {
  raw: string;
  signature: string;
  contentType: string;
  event: Stripe.Event | null;
  error: string | null;
}

/** A webhook endpoint that checks every delivery the way our server must: on the exact body. */
async function startReceiver(stripe: Stripe) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const signature = String(req.headers['stripe-signature'] ?? '');
      let event: Stripe.Event | null = null;
      let error: string | null = null;
      try {
        event = stripe.webhooks.constructEvent(raw, signature, SECRET);
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      received.push({ raw, signature, contentType: String(req.headers['content-type']), event, error });
      res.writeHead(error ? 400 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ received: !error }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`,
    received,
    types: () => received.map((r) => r.event?.type),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let fake: FakeStripe;
let stripe: Stripe;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

const client = (key: string) =>
  new Stripe(key, { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: SECRET });
  stripe = client('sk_test_stand_in');
  receiver = await startReceiver(stripe);
  fake.setWebhookUrl(receiver.url);
});

afterAll(async () => {
  await fake?.close();
  await receiver?.close();
});

beforeEach(async () => {
  await fake.settle();
  receiver.received.length = 0;
});

async function checkout(extraSeats: number, trialDays = TRIAL_DAYS) {
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [
      { price: FAKE_STRIPE_PRICES.business.month, quantity: 1 },
      ...(extraSeats > 0 ? [{ price: FAKE_STRIPE_PRICES.seat.month, quantity: extraSeats }] : []),
    ],
    ...(trialDays > 0
      ? { subscription_data: { trial_period_days: trialDays, metadata: { workspace_uid: 'ws-1' } } }
      : {
          subscription_data: { metadata: { workspace_uid: 'ws-1' } },
        }),
    client_reference_id: 'ws-1',
    customer_email: 'admin@example.com',
    success_url: 'http://app.test/verify-subscription?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/billing',
  });
}

async function subscribed(extraSeats: number, trialDays = 0) {
  const session = await checkout(extraSeats, trialDays);
  const subscription = await fake.completeCheckout(session.id);
  await fake.settle();
  receiver.received.length = 0;
  return stripe.subscriptions.retrieve(subscription.id);
}

describe('the Stripe stand-in, driven by the real stripe SDK', () => {
  it('parses bracketed and indexed form keys into objects and arrays', () => {
    expect(
      parseStripeParams(
        'line_items[0][price]=p1&line_items[0][quantity]=1&line_items[1][price]=p2&subscription_data%5Bmetadata%5D%5Bworkspace_uid%5D=w%201&expand[]=a&expand[]=b&mode=subscription',
      ),
    ).toEqual({
      line_items: [{ price: 'p1', quantity: '1' }, { price: 'p2' }],
      subscription_data: { metadata: { workspace_uid: 'w 1' } },
      expand: ['a', 'b'],
      mode: 'subscription',
    });
  });

  it('serves the seeded catalogue by lookup key and lets a setup command add a price once', async () => {
    const found = await stripe.prices.list({
      lookup_keys: ['business_month', 'business_seat_year'],
      active: true,
    });
    expect(found.object).toBe('list');
    expect(found.data.map((p) => [p.id, p.unit_amount, p.recurring?.interval]).sort()).toEqual([
      [FAKE_STRIPE_PRICES.business.month, PLANS.business.prices.month.base, 'month'],
      [FAKE_STRIPE_PRICES.seat.year, PLANS.business.prices.year.perUser, 'year'],
    ]);

    const product = await stripe.products.create({ name: 'Business (again)' });
    expect(await stripe.products.retrieve(product.id)).toMatchObject({
      object: 'product',
      name: 'Business (again)',
    });
    await expect(
      stripe.prices.create({
        product: product.id,
        currency: 'usd',
        unit_amount: 9900,
        recurring: { interval: 'month' },
        lookup_key: 'business_month',
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'lookup_key' });
    const price = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 9900,
      recurring: { interval: 'month' },
      lookup_key: 'business_month_v2',
    });
    const again = await stripe.prices.list({ lookup_keys: ['business_month_v2'] });
    expect(again.data.map((p) => p.id)).toEqual([price.id]);
  });

  it('checks out with a seat line and a trial through the hosted page, then notifies with signed events', async () => {
    const session = await checkout(2);
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', mode: 'subscription' });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/checkout/${session.id}`);
    expect(session.amount_total).toBe(
      PLANS.business.prices.month.base + 2 * PLANS.business.prices.month.perUser,
    );

    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('<title>Checkout</title>');
    expect(page).toContain('Pay and subscribe');
    expect(page).toContain('$99.00');
    expect(page).toContain('$40.00');
    expect(page).toContain('href="http://app.test/billing"');

    const paid = await fetch(`${fake.url}/checkout/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://app.test/verify-subscription?session_id=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', client_reference_id: 'ws-1' });
    expect(done.customer).toMatch(/^cus_/);
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'trialing',
      customer: done.customer,
      metadata: { workspace_uid: 'ws-1' },
      cancel_at_period_end: false,
    });
    expect(subscription.trial_end! - subscription.trial_start!).toBe(TRIAL_DAYS * 86400);
    expect(subscription.items.data.map((i) => [i.price.id, i.quantity])).toEqual([
      [FAKE_STRIPE_PRICES.business.month, 1],
      [FAKE_STRIPE_PRICES.seat.month, 2],
    ]);
    for (const item of subscription.items.data) {
      expect(item.id).toMatch(/^si_/);
      expect(item.current_period_end).toBe(subscription.trial_end);
    }

    expect(receiver.types()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    for (const delivery of receiver.received) {
      expect(delivery.error).toBeNull();
      expect(delivery.contentType).toMatch(/^application\/json/);
      expect(delivery.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}/);
      expect(delivery.event).toMatchObject({
        object: 'event',
        api_version: FAKE_STRIPE_API_VERSION,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      expect(delivery.event?.id).toMatch(/^evt_/);
    }
    const invoice = receiver.received[2]?.event?.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 0, currency: 'usd' });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
  });

  it('refuses a 0-quantity seat line and payment_method_types with Stripe errors', async () => {
    const refused = stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        { price: FAKE_STRIPE_PRICES.business.month, quantity: 1 },
        { price: FAKE_STRIPE_PRICES.seat.month, quantity: 0 },
      ],
    });
    await expect(refused).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_invalid_integer',
      param: 'line_items[1][quantity]',
    });
    // endive's types no longer know the parameter; an older caller could still send it.
    const legacy = {
      mode: 'subscription',
      payment_method_types: ['card'],
      line_items: [{ price: FAKE_STRIPE_PRICES.business.month, quantity: 1 }],
    } as Stripe.Checkout.SessionCreateParams;
    await expect(stripe.checkout.sessions.create(legacy)).rejects.toMatchObject({
      statusCode: 400,
      param: 'payment_method_types',
    });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: 'price_nope', quantity: 1 }],
      }),
    ).rejects.toMatchObject({ code: 'resource_missing', param: 'line_items[0][price]' });
  });

  it('completes a checkout without a trial or seat line: active, first invoice billed in full', async () => {
    const subscription = await subscribed(0);
    expect(subscription.status).toBe('active');
    expect(subscription.trial_end).toBeNull();
    const [item] = subscription.items.data;
    expect(item!.current_period_end).toBeGreaterThan(item!.current_period_start);
    const invoices = await stripe.invoices.list({ customer: subscription.customer as string, limit: 10 });
    expect(invoices).toMatchObject({ object: 'list', has_more: false, url: '/v1/invoices' });
    expect(invoices.data).toHaveLength(1);
    expect(invoices.data[0]).toMatchObject({
      status: 'paid',
      amount_paid: PLANS.business.prices.month.base,
      currency: 'usd',
      parent: { subscription_details: { subscription: subscription.id } },
    });
    expect(invoices.data[0]!.id).toMatch(/^in_/);
    expect(invoices.data[0]!.number).toBeTruthy();
    expect(invoices.data[0]!.hosted_invoice_url).toContain(invoices.data[0]!.id);
  });

  it('adds, changes and removes seat items with proration and tells what changed', async () => {
    const subscription = await subscribed(0);
    const seat = await stripe.subscriptionItems.create({
      subscription: subscription.id,
      price: FAKE_STRIPE_PRICES.seat.month,
      quantity: 1,
      proration_behavior: 'create_prorations',
    });
    expect(seat).toMatchObject({ object: 'subscription_item', quantity: 1, subscription: subscription.id });

    const changed = await stripe.subscriptionItems.update(seat.id, {
      quantity: 3,
      proration_behavior: 'always_invoice',
    });
    expect(changed.quantity).toBe(3);
    expect(fake.prorations.slice(-2).map((p) => p.behavior)).toEqual(['create_prorations', 'always_invoice']);

    const viaSubscription = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: seat.id, quantity: 4 }],
      proration_behavior: 'none',
    });
    expect(viaSubscription.items.data.find((i) => i.id === seat.id)?.quantity).toBe(4);

    expect(await stripe.subscriptionItems.del(seat.id, { proration_behavior: 'none' })).toMatchObject({
      id: seat.id,
      deleted: true,
    });
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data).toHaveLength(1);

    await fake.settle();
    expect(receiver.types()).toEqual([
      'customer.subscription.updated',
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
      'customer.subscription.updated',
    ]);
    const quantities = (event: Stripe.Event | null) =>
      (
        (event?.data.previous_attributes as { items?: Stripe.ApiList<Stripe.SubscriptionItem> })?.items
          ?.data ?? []
      ).map((i) => i.quantity);
    expect(quantities(receiver.received[0]!.event)).toEqual([1]);
    expect(quantities(receiver.received[1]!.event)).toEqual([1, 1]);
    expect(Object.keys(receiver.received[1]!.event!.data.previous_attributes!)).toEqual(['items']);
    expect(quantities(receiver.received[3]!.event)).toEqual([1, 3]);
    expect(receiver.received.every((r) => r.error === null)).toBe(true);
  });

  it('cancels at period end, then at once', async () => {
    const subscription = await subscribed(1);
    const ending = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(ending.cancel_at_period_end).toBe(true);
    expect(ending.cancel_at).toBe(ending.items.data[0]!.current_period_end);
    expect(ending.status).toBe('active');

    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled.status).toBe('canceled');
    expect(canceled.canceled_at).toBeGreaterThan(0);
    expect(canceled.ended_at).toBe(canceled.canceled_at);
    await expect(
      stripe.subscriptions.update(subscription.id, {
        items: [{ id: subscription.items.data[0]!.id, quantity: 2 }],
      }),
    ).rejects.toMatchObject({ statusCode: 400 });

    await fake.settle();
    expect(receiver.types()).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    expect(receiver.received[0]!.event!.data.previous_attributes).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
    });
    expect(await stripe.subscriptions.list({ customer: subscription.customer as string })).toMatchObject({
      data: [],
    });
    const all = await stripe.subscriptions.list({ customer: subscription.customer as string, status: 'all' });
    expect(all.data.map((s) => s.id)).toEqual([subscription.id]);
  });

  it('opens a billing portal session whose page returns to the app', async () => {
    const subscription = await subscribed(0);
    const portal = await stripe.billingPortal.sessions.create({
      customer: subscription.customer as string,
      return_url: 'http://app.test/billing',
    });
    expect(portal).toMatchObject({ object: 'billing_portal.session', return_url: 'http://app.test/billing' });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal.url).toBe(`${fake.url}/portal/${portal.id}`);
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('<a href="http://app.test/billing">Return</a>');
    expect((await stripe.customers.retrieve(subscription.customer as string)).object).toBe('customer');
    await expect(stripe.billingPortal.sessions.create({ customer: 'cus_nobody' })).rejects.toMatchObject({
      code: 'resource_missing',
      param: 'customer',
    });
  });

  it('replays an idempotent POST and refuses the key with other parameters', async () => {
    const first = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'key-1' });
    const replay = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'key-1' });
    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    const other = stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'key-1' });
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await expect(other).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
    expect(fake.customers.has(first.id)).toBe(true);
    expect([...fake.customers.values()].filter((c) => c.email === 'a@example.com')).toHaveLength(1);
    const recorded = fake.requests.filter((r) => r.idempotencyKey === 'key-1');
    expect(recorded).toHaveLength(3);
    expect(recorded[0]!.body).toEqual({ email: 'a@example.com' });
    expect(recorded[0]!.headers.authorization).toBe('Bearer sk_test_stand_in');
  });

  it('answers scripted failures, unknown ids and bad keys as Stripe does', async () => {
    fake.script({ status: 429 });
    await expect(stripe.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    fake.script({ status: 500, headers: { 'stripe-should-retry': 'false' } });
    await expect(stripe.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    fake.script({ status: 402 });
    await expect(stripe.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);

    const missing = stripe.subscriptions.retrieve('sub_missing');
    await expect(missing).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(missing).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id' });
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });

    await expect(client('sk_live_nope').customers.create({})).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it('drives status changes, invoices and the end of a trial from the test, and re-sends events', async () => {
    const subscription = await subscribed(0, TRIAL_DAYS);
    expect(subscription.status).toBe('trialing');

    const active = await fake.advanceTrial(subscription.id);
    expect(active.status).toBe('active');
    expect(active.items.data[0]!.current_period_start).toBe(active.trial_end);

    await fake.setSubscriptionStatus(subscription.id, 'past_due');
    const failed = await fake.emitInvoice(subscription.id, 'payment_failed');
    expect(failed).toMatchObject({
      status: 'open',
      amount_paid: 0,
      amount_due: PLANS.business.prices.month.base,
    });

    expect(receiver.types()).toEqual([
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
      'invoice.payment_failed',
    ]);
    expect(receiver.received[0]!.event!.data.previous_attributes).toMatchObject({ status: 'trialing' });
    expect(receiver.received[2]!.event!.data.previous_attributes).toEqual({ status: 'active' });
    expect(
      (receiver.received[3]!.event!.data.object as Stripe.Invoice).parent?.subscription_details?.subscription,
    ).toBe(subscription.id);

    const event = fake.events.at(-1)!;
    const again = await fake.resend(event);
    expect(again.status).toBe(200);
    expect(receiver.received.at(-1)?.event?.id).toBe(event.id);
    expect(receiver.received.at(-1)?.error).toBeNull();

    const custom = await fake.sendEvent('customer.subscription.updated', active, { status: 'trialing' });
    expect(custom.status).toBe(200);
    expect(receiver.received.at(-1)?.event).toMatchObject({
      type: 'customer.subscription.updated',
      data: { previous_attributes: { status: 'trialing' } },
    });
  });
});
