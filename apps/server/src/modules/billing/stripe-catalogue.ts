import { type BillingInterval, PLAN_CURRENCY, PLANS } from '@expertos/domain/plans';
import type Stripe from 'stripe';

/**
 * Creates the Business plan's products and prices in a Stripe account from our catalogue
 * (`packages/domain/src/plans.ts`), once: each price carries a lookup key, so a second run finds
 * them instead of making new ones. Answers the STRIPE_PRICE_* settings to use.
 */
const PRODUCTS = {
  base: { id: 'expertos_business', name: `${PLANS.business.title} plan` },
  seat: { id: 'expertos_business_seat', name: `${PLANS.business.title} extra user` },
} as const;

export const CATALOGUE_PRICES = [
  { env: 'STRIPE_PRICE_BUSINESS_MONTH', product: 'base', interval: 'month' },
  { env: 'STRIPE_PRICE_BUSINESS_YEAR', product: 'base', interval: 'year' },
  { env: 'STRIPE_PRICE_SEAT_MONTH', product: 'seat', interval: 'month' },
  { env: 'STRIPE_PRICE_SEAT_YEAR', product: 'seat', interval: 'year' },
] as const satisfies ReadonlyArray<{
  env: string;
  product: keyof typeof PRODUCTS;
  interval: BillingInterval;
}>;

type PriceSetting = (typeof CATALOGUE_PRICES)[number]['env'];

export async function ensureStripeCatalogue(stripe: Stripe): Promise<Record<PriceSetting, string>> {
  const settings = {} as Record<PriceSetting, string>;
  for (const entry of CATALOGUE_PRICES) {
    const lookupKey = `expertos_${entry.product}_${entry.interval}`;
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    if (found.data[0]) {
      settings[entry.env] = found.data[0].id;
      continue;
    }
    const product = PRODUCTS[entry.product];
    await stripe.products.retrieve(product.id).catch(async (error: { code?: string }) => {
      if (error.code !== 'resource_missing') throw error;
      await stripe.products.create({ id: product.id, name: product.name });
    });
    const price = PLANS.business.prices[entry.interval];
    const created = await stripe.prices.create({
      product: product.id,
      currency: PLAN_CURRENCY,
      unit_amount: entry.product === 'base' ? price.base : price.perUser,
      recurring: { interval: entry.interval },
      lookup_key: lookupKey,
    });
    settings[entry.env] = created.id;
  }
  return settings;
}
