import { PLANS } from '@expertos/domain/plans';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../test/stripe-server.js';
import { ensureStripeCatalogue } from './stripe-catalogue.js';

describe('npm run billing:prices (ensureStripeCatalogue)', () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  beforeAll(async () => {
    fake = await startFakeStripe({ seedCatalogue: false });
    stripe = new Stripe('sk_test_catalogue', {
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => fake.close());

  it("creates the catalogue's prices once and finds them on the next run", async () => {
    const first = await ensureStripeCatalogue(stripe);
    const prices = Object.values(first).map((id) => fake.prices.get(id) as unknown as Stripe.Price);
    expect(prices.map((p) => [p.unit_amount, p.recurring?.interval])).toEqual([
      [PLANS.business.prices.month.base, 'month'],
      [PLANS.business.prices.year.base, 'year'],
      [PLANS.business.prices.month.perUser, 'month'],
      [PLANS.business.prices.year.perUser, 'year'],
    ]);
    const second = await ensureStripeCatalogue(stripe);
    expect(second).toEqual(first);
    expect(fake.prices.size).toBe(4);
  });
});
