import type { BillingSummary, CheckoutSessionInput } from '@expertos/domain/billing.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCheckoutSession,
  getBillingSummary,
  getSubscription,
  listInvoices,
  openBillingPortal,
  sendEnterpriseContact,
  updateSeats,
  verifyCheckoutSession,
} from './billing';
import { createApiClient } from './client';
import { type LocalServer, startLocalServer } from './testing/local-server';

const summary: BillingSummary = {
  billing_enabled: true,
  whitelisted: false,
  plan: {
    billing_enabled: true,
    state: 'trial',
    locked: false,
    trial_days_left: 9,
    trial_ends_at: '2030-01-15T00:00:00.000Z',
  },
  subscription: null,
  seats: { included: 5, paid: 0, reserved: 1, assigned: 2, total_available: 2, unlimited: false },
  prices: {
    month: { priceId: 'price_m', pricePerUserId: 'price_mu', includedPriceId: 'price_m0' },
    year: { priceId: 'price_y', pricePerUserId: 'price_yu', includedPriceId: null },
  },
  portal: false,
};

const checkout: CheckoutSessionInput = {
  name: 'Business',
  seats: 3,
  priceId: 'price_m',
  pricePerUserId: 'price_mu',
  includedPriceId: 'price_m0',
  success_url: 'https://app.example.com/verify-subscription?session_id={CHECKOUT_SESSION_ID}&workspace=w1',
  cancel_url: 'https://app.example.com/billing',
  userId: 'u1',
  email: 'ada@example.com',
  workspaceId: 'w1',
  trialDays: 9,
  previousSubscriptionId: null,
  includedSeats: 5,
};

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/workspaces/w1/billing': () => ({ json: summary }),
    'GET /api/subscriptions/sub_1': () => ({
      json: {
        userPlan: {
          status: 'active',
          id: 'sub_1',
          items: [{ id: 'si_1', price_id: 'price_m', quantity: 1 }],
          products: [
            {
              plan: { product_id: 'business', name: 'Business', interval: 'month' },
              planSeats: { amount: 5 },
              paidSeats: { amount: 3 },
              claimedSeats: 2,
              pendingSeats: 1,
              totalAvailableSeats: 5,
              totalSeatsOnPlan: 8,
            },
          ],
        },
      },
    }),
    'GET /api/subscriptions/sub_down': () => ({
      status: 502,
      json: { code: 'billing_unavailable', message: 'The payment provider could not be reached.' },
    }),
    'POST /api/subscriptions/create-checkout-session': () => ({
      json: { url: 'https://checkout.example.com/c/cs_1' },
    }),
    'POST /api/subscriptions/verify-checkout-session': () => ({
      json: { ...summary, plan: { ...summary.plan, state: 'subscribed' } },
    }),
    'PUT /api/workspaces/w1/billing/seats': () => ({
      status: 409,
      json: { code: 'seats_in_use', message: 'More seats are in use than this would leave.' },
    }),
    'POST /api/workspaces/w1/billing/portal': () => ({ json: { url: 'https://billing.example.com/p/1' } }),
    'GET /api/workspaces/w1/billing/invoices': () => ({ json: { invoices: [] } }),
    'POST /api/workspaces/w1/billing/contact': () => ({ json: { sent: true } }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const client = () =>
  createApiClient({ baseUrl: `${server.origin}/api`, tokens: { getToken: async () => 'tok' } });
const bodyOf = (path: string) => JSON.parse(server.hits(path)[0]?.body ?? 'null');

describe('billing summary and the live plan', () => {
  it('reads the summary with the bearer token', async () => {
    await expect(getBillingSummary(client(), 'w1')).resolves.toEqual(summary);
    expect(server.hits('/api/workspaces/w1/billing')[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('reads a subscription’s userPlan, and fails with billing_unavailable when the provider is down', async () => {
    const reply = await getSubscription(client(), 'sub_1');
    expect(reply.userPlan.products[0]?.totalSeatsOnPlan).toBe(8);
    await expect(getSubscription(client(), 'sub_down')).rejects.toMatchObject({
      status: 502,
      code: 'billing_unavailable',
    });
  });
});

describe('checkout', () => {
  it('sends the body as given, the literal {CHECKOUT_SESSION_ID} included, and answers the url', async () => {
    await expect(createCheckoutSession(client(), checkout)).resolves.toEqual({
      url: 'https://checkout.example.com/c/cs_1',
    });
    expect(bodyOf('/api/subscriptions/create-checkout-session')).toEqual(checkout);
  });

  it('verifies a finished checkout and answers the new summary', async () => {
    const next = await verifyCheckoutSession(client(), { workspaceId: 'w1', sessionId: 'cs_1' });
    expect(next.plan.state).toBe('subscribed');
    expect(bodyOf('/api/subscriptions/verify-checkout-session')).toEqual({
      workspaceId: 'w1',
      sessionId: 'cs_1',
    });
  });
});

describe('seats, portal, invoices, contact', () => {
  it('sends the extra seats and fails with seats_in_use', async () => {
    await expect(updateSeats(client(), 'w1', { extra_seats: 0 })).rejects.toMatchObject({
      code: 'seats_in_use',
    });
    expect(bodyOf('/api/workspaces/w1/billing/seats')).toEqual({ extra_seats: 0 });
  });

  it('opens the portal with an empty body, lists invoices and sends the contact form', async () => {
    await expect(openBillingPortal(client(), 'w1')).resolves.toEqual({
      url: 'https://billing.example.com/p/1',
    });
    expect(bodyOf('/api/workspaces/w1/billing/portal')).toEqual({});
    await expect(listInvoices(client(), 'w1')).resolves.toEqual({ invoices: [] });
    const contact = { name: 'Ada', email: 'ada@example.com', message: 'We are 400 people.', seats: 400 };
    await expect(sendEnterpriseContact(client(), 'w1', contact)).resolves.toEqual({ sent: true });
    expect(bodyOf('/api/workspaces/w1/billing/contact')).toEqual(contact);
  });
});
