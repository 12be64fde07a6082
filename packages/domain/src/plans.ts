import { z } from 'zod';

/**
 * The plan catalogue (docs/product.md#trial-and-plans). Prices are in the smallest currency unit (cents);
 * formatting them is the UI's job. Stripe price ids are configuration, not domain facts,
 * so they are not here.
 */
export const PLAN_IDS = ['business', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const planIdSchema = z.enum(PLAN_IDS);

/** Subscription types as the server stores them; they coincide with the plan ids. */
export const SUBSCRIPTION_TYPES = ['business', 'enterprise'] as const satisfies readonly PlanId[];
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
export const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES);

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export const billingIntervalSchema = z.enum(BILLING_INTERVALS);

/** The plan identifier of a workspace without a subscription. */
export const DEFAULT_PLAN_ID = 'FREE';

/** The currency of the catalogue's prices (ISO 4217, lower case as the payment provider writes it). */
export const PLAN_CURRENCY = 'usd';

/** Length of the free trial in days. */
export const TRIAL_DAYS = 14;

/** The price of one interval: a base fee plus a fee per user beyond the included seats. */
export type PlanPrice = { readonly base: number; readonly perUser: number };

type PricedPlan = {
  readonly productId: string;
  readonly title: string;
  readonly description: string;
  readonly subline: string | null;
  readonly prices: Readonly<Record<BillingInterval, PlanPrice>> | null;
  /** Zero-priced twins of the prices: checkout bills the included seats with them (`includedPriceId`). */
  readonly freePrices: Readonly<Record<BillingInterval, PlanPrice>> | null;
  readonly includedSeats: number;
  readonly maxUsers: number;
  readonly features: readonly string[];
  readonly color: string;
  readonly buttonLabel: string;
};

export const PLANS = {
  business: {
    productId: 'business',
    title: 'Business',
    description: 'For teams that plan, create and publish content together.',
    subline: null,
    prices: {
      month: { base: 9900, perUser: 2000 },
      year: { base: 95000, perUser: 2000 },
    },
    freePrices: {
      month: { base: 0, perUser: 0 },
      year: { base: 0, perUser: 0 },
    },
    includedSeats: 5,
    maxUsers: 1000,
    features: [
      '5 users included',
      'Unlimited brands and tasks',
      'Brand profile setup with AI assistants',
      'Email, Jira, webhook, Slack and Monday integrations',
      'Browser extension for screen recording',
    ],
    color: '#4C6EF5',
    buttonLabel: 'Subscribe',
  },
  enterprise: {
    productId: 'enterprise',
    title: 'Enterprise',
    description: 'For large organisations with custom needs.',
    subline: 'Get in touch',
    prices: null,
    freePrices: null,
    // Enterprise seats are agreed in the contract, so none are included by the catalogue.
    includedSeats: 0,
    maxUsers: 10000,
    features: [
      'Everything in Business',
      'Up to 10000 users',
      'Dedicated onboarding and support',
      'Custom integrations',
    ],
    color: '#212529',
    buttonLabel: "Let's Chat",
  },
} as const satisfies Record<PlanId, PricedPlan>;

/** Base and per-user price of a plan for an interval, or null when the plan has no list price. */
export function planPrice(planId: PlanId, interval: BillingInterval): PlanPrice | null {
  const prices: PricedPlan['prices'] = PLANS[planId].prices;
  return prices === null ? null : prices[interval];
}

/** The most seats that can be bought on top of the included ones. */
export function maxExtraSeats(planId: PlanId): number {
  const plan = PLANS[planId];
  return plan.maxUsers - plan.includedSeats;
}

/**
 * Total price of one interval with `extraSeats` users beyond the included seats, or null
 * for a plan without list price. A seat count that cannot be bought throws, so a wrong
 * number never turns into a wrong price on screen or at checkout.
 */
export function seatPriceTotal(planId: PlanId, interval: BillingInterval, extraSeats: number): number | null {
  if (!Number.isInteger(extraSeats) || extraSeats < 0) {
    throw new RangeError(`extraSeats must be a whole number of at least 0, got ${extraSeats}`);
  }
  if (extraSeats > maxExtraSeats(planId)) {
    throw new RangeError(`extraSeats exceeds the ${PLANS[planId].maxUsers} users of the ${planId} plan`);
  }
  const price = planPrice(planId, interval);
  return price === null ? null : price.base + price.perUser * extraSeats;
}
