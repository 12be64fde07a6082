import { FAKE_STRIPE_PRICES } from '../../test/stripe-server.js';

/**
 * Billing with Stripe in tests: the stand-in's catalogue (test/stripe-server.ts). The API address
 * is a closed port unless a test starts the stand-in and passes its own `STRIPE_API_BASE`.
 */
export const STRIPE_TEST_ENV = {
  BILLING: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_expertos',
  STRIPE_WEBHOOK_SECRET: 'whsec_expertos_test_secret',
  STRIPE_API_BASE: 'http://127.0.0.1:9',
  STRIPE_PRICE_BUSINESS_MONTH: FAKE_STRIPE_PRICES.business.month,
  STRIPE_PRICE_BUSINESS_YEAR: FAKE_STRIPE_PRICES.business.year,
  STRIPE_PRICE_SEAT_MONTH: FAKE_STRIPE_PRICES.seat.month,
  STRIPE_PRICE_SEAT_YEAR: FAKE_STRIPE_PRICES.seat.year,
} as const;
