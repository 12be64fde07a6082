import { z } from 'zod';

/** Every status Stripe gives a subscription. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** The plan is in effect (docs/product.md#trial-and-plans). */
export const VALID_SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
] as const satisfies readonly SubscriptionStatus[];

/**
 * The plan is invalid once loaded. The remaining statuses (incomplete, unpaid,
 * paused) are neither: the plan is not in effect, but the workspace is not locked for them.
 */
export const INVALID_SUBSCRIPTION_STATUSES = [
  'canceled',
  'incomplete_expired',
  'past_due',
] as const satisfies readonly SubscriptionStatus[];

/** True when the status puts the plan in effect; unknown or missing statuses do not. */
export function isSubscriptionValid(status: string | null | undefined): boolean {
  return status != null && (VALID_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

/** True when the status makes a loaded plan invalid. */
export function isSubscriptionInvalid(status: string | null | undefined): boolean {
  return status != null && (INVALID_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

/** Where a workspace stands with its plan (docs/product.md#trial-and-plans). */
export const PLAN_STATES = ['trial', 'subscribed', 'cancelled', 'ended', 'none'] as const;
export type PlanState = (typeof PLAN_STATES)[number];
export const planStateSchema = z.enum(PLAN_STATES);

/** Stripe-originated dates are shown in this format, whatever the locale. */
export const STRIPE_DATE_FORMAT = 'MM/dd/yyyy';

/** Formats a date as MM/dd/yyyy in UTC, as Stripe's dates are UTC instants. */
export function formatStripeDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('formatStripeDate: invalid date');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const yyyy = String(date.getUTCFullYear()).padStart(4, '0');
  return `${mm}/${dd}/${yyyy}`;
}
