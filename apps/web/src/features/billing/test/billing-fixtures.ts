import type {
  BillingSubscription,
  BillingSummary,
  Invoice,
  UserPlan,
  WorkspacePlan,
} from '@expertos/domain/billing.schema';
import { vi } from 'vitest';
import * as billingApi from '../api/billing';

/** A workspace on day 5 of its trial, billing on: 9 days left, no subscription. */
export function aPlan(change: Partial<WorkspacePlan> = {}): WorkspacePlan {
  return {
    billing_enabled: true,
    state: 'trial',
    locked: false,
    trial_days_left: 9,
    trial_ends_at: '2030-01-15T00:00:00.000Z',
    ...change,
  };
}

export function aSubscription(change: Partial<BillingSubscription> = {}): BillingSubscription {
  return {
    id: 'sub_1',
    status: 'active',
    plan: 'business',
    interval: 'month',
    trial_start: null,
    trial_end: null,
    canceled_at: null,
    cancel_at_period_end: false,
    cancel_at: null,
    current_period_end: '2030-03-01T00:00:00.000Z',
    ...change,
  };
}

/** The admin's summary on trial: 2 members, 1 open invite, the provider's price ids per interval. */
export function aSummary(change: Partial<BillingSummary> = {}): BillingSummary {
  return {
    billing_enabled: true,
    whitelisted: false,
    plan: aPlan(),
    subscription: null,
    seats: { included: 5, paid: 0, reserved: 1, assigned: 2, total_available: 2, unlimited: false },
    prices: {
      month: {
        priceId: 'price_month',
        pricePerUserId: 'price_month_user',
        includedPriceId: 'price_month_free',
      },
      year: { priceId: 'price_year', pricePerUserId: 'price_year_user', includedPriceId: 'price_year_free' },
    },
    portal: false,
    ...change,
  };
}

/** Subscribed to Business monthly with 3 paid seats. */
export function aSubscribedSummary(change: Partial<BillingSummary> = {}): BillingSummary {
  return aSummary({
    plan: aPlan({ state: 'subscribed', trial_days_left: 0 }),
    subscription: aSubscription(),
    seats: { included: 5, paid: 3, reserved: 1, assigned: 4, total_available: 3, unlimited: false },
    portal: true,
    ...change,
  });
}

/** The provider's userPlan of `sub_1`. */
export function aUserPlan(change: Partial<UserPlan> = {}): UserPlan {
  return {
    status: 'active',
    id: 'sub_1',
    items: [{ id: 'si_1', price_id: 'price_month', quantity: 1 }],
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
    ...change,
  };
}

export function anInvoice(change: Partial<Invoice> = {}): Invoice {
  return {
    id: 'in_1',
    number: 'EXP-0001',
    status: 'paid',
    amount_due: 15900,
    amount_paid: 15900,
    currency: 'usd',
    created: '2030-02-01T10:00:00.000Z',
    hosted_invoice_url: 'https://invoice.example.com/i/in_1',
    invoice_pdf: 'https://invoice.example.com/i/in_1.pdf',
    ...change,
  };
}

/** Answers the billing feature's calls from memory (`vi.spyOn` on its api module). */
export function stubBillingServer({
  summary = aSummary(),
  userPlan = aUserPlan(),
  invoices = [],
}: {
  summary?: BillingSummary;
  userPlan?: UserPlan;
  invoices?: Invoice[];
} = {}) {
  return {
    summary: vi.spyOn(billingApi, 'fetchBillingSummary').mockResolvedValue(summary),
    subscription: vi.spyOn(billingApi, 'fetchSubscription').mockResolvedValue(userPlan),
    invoices: vi.spyOn(billingApi, 'fetchInvoices').mockResolvedValue(invoices),
    checkout: vi
      .spyOn(billingApi, 'startCheckout')
      .mockResolvedValue({ url: 'https://checkout.example.com/c/pay/cs_test_1' }),
    seats: vi.spyOn(billingApi, 'changeSeats'),
    portal: vi
      .spyOn(billingApi, 'openPortal')
      .mockResolvedValue({ url: 'https://billing.example.com/p/session_1' }),
    contact: vi.spyOn(billingApi, 'sendContact').mockResolvedValue({ sent: true }),
  };
}

/** Replaces `window.location.assign` (where checkout and the portal send the browser) for one test. */
export function captureLeaving() {
  const assign = vi.fn();
  const location = window.location;
  Object.defineProperty(window, 'location', {
    value: { ...location, assign, origin: location.origin },
    configurable: true,
  });
  return {
    assign,
    restore: () => Object.defineProperty(window, 'location', { value: location, configurable: true }),
  };
}
