import type { BillingSummary, CheckoutSessionInput } from '@expertos/domain/billing.schema';
import { type BillingInterval, PLANS } from '@expertos/domain/plans';
import type { Workspace } from '@expertos/domain/workspace.schema';
import { paths, ROUTES } from '@/config/paths';

/** The provider puts the session's id in place of this (kept literal in success_url). */
export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface CheckoutChoice {
  interval: BillingInterval;
  /** Extra seats beyond the included ones ('Add number of additional seats'). */
  extraSeats: number;
}

/**
 * The body of `POST /subscriptions/create-checkout-session` (docs/product.md#trial-and-plans):
 * the provider's price ids the summary gave for the chosen interval, never a price; the
 * return addresses on this origin (success through /verify-subscription, cancel to /billing);
 * the trial days left to carry over. Null when the summary has no prices for the interval
 * (billing off).
 */
export function checkoutBody(
  summary: BillingSummary,
  workspace: Workspace,
  user: { uid: string; email: string },
  choice: CheckoutChoice,
  origin: string = window.location.origin,
): CheckoutSessionInput | null {
  const prices = summary.prices?.[choice.interval];
  if (!prices) return null;
  // Built by hand: withQuery would encode the braces the provider looks for.
  const success = `${origin}${ROUTES.verifySubscription}?session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}&workspace=${encodeURIComponent(workspace.uid)}`;
  return {
    name: PLANS.business.title,
    seats: choice.extraSeats,
    priceId: prices.priceId,
    pricePerUserId: prices.pricePerUserId,
    includedPriceId: prices.includedPriceId,
    success_url: success,
    cancel_url: `${origin}${paths.billing()}`,
    userId: user.uid,
    email: user.email,
    workspaceId: workspace.uid,
    trialDays: summary.plan.trial_days_left,
    previousSubscriptionId: workspace.stripe_subscription_id,
    includedSeats: PLANS.business.includedSeats,
  };
}

/** To the payment provider's page (checkout, the customer portal): this window leaves the app. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
