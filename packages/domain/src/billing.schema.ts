import { z } from 'zod';
import { LIMITS } from './limits';
import {
  type BillingInterval,
  billingIntervalSchema,
  maxExtraSeats,
  PLANS,
  type PlanId,
  planIdSchema,
  TRIAL_DAYS,
} from './plans';
import {
  isSubscriptionInvalid,
  isSubscriptionValid,
  type PlanState,
  planStateSchema,
  type SubscriptionStatus,
  subscriptionStatusSchema,
} from './subscriptions';
import { trialState } from './trial';

/**
 * Billing's contract (docs/product.md#trial-and-plans, #seats): where a workspace stands with
 * its plan, the admin's billing summary, checkout, seats, the customer portal, invoices and the
 * Enterprise contact form. The rules that decide the standing are here too, so the server's
 * guard and the web's redirects can never disagree.
 */

/** What the server knows of a workspace's subscription (kept in step by the provider's webhooks). */
export interface StoredSubscription {
  status: SubscriptionStatus | string;
  /** The period is paid for, but the plan ends at its end (cancelled in the portal). */
  cancelAtPeriodEnd: boolean;
}

export interface PlanStandingInput {
  /** Billing is off on this server (no payment provider configured): every workspace is whitelisted. */
  billingEnabled: boolean;
  whitelisted: boolean;
  workspaceCreatedAt: Date | string;
  subscription: StoredSubscription | null;
  now?: Date;
}

export interface PlanStanding {
  state: PlanState;
  /** The plan is in effect: whitelisted, or a subscription that is active or trialing. */
  valid: boolean;
  /** Trial over and no plan in effect: writes are refused and the main screens go to /expired. */
  locked: boolean;
  /** Whole days of the workspace's trial left, never below 0. */
  trialDaysLeft: number;
}

/**
 * Where a workspace stands (docs/product.md#trial-and-plans). Whitelisted (or billing off) is
 * subscribed without a lookup. A subscription in effect is subscribed, or cancelled while it
 * runs to the end of a period it will not renew. Otherwise the workspace's own 14-day trial
 * decides: on trial, or — once over — ended when a subscription has lapsed and none when there
 * never was one. Only the trial being over with no plan in effect locks the workspace.
 */
export function planStanding(input: PlanStandingInput): PlanStanding {
  const trial = trialState(input.workspaceCreatedAt, input.now);
  const trialDaysLeft = Math.max(0, trial.daysLeft);
  if (!input.billingEnabled || input.whitelisted) {
    return { state: 'subscribed', valid: true, locked: false, trialDaysLeft };
  }
  const subscription = input.subscription;
  if (subscription && isSubscriptionValid(subscription.status)) {
    const state = subscription.cancelAtPeriodEnd ? 'cancelled' : 'subscribed';
    return { state, valid: true, locked: false, trialDaysLeft };
  }
  if (trial.onTrial) return { state: 'trial', valid: false, locked: false, trialDaysLeft };
  // A subscription that exists but is not in effect (lapsed, unpaid, paused) has ended.
  const state = subscription ? 'ended' : 'none';
  return { state, valid: false, locked: true, trialDaysLeft };
}

/** A loaded subscription whose status makes the plan invalid (docs/product.md#trial-and-plans). */
export function subscriptionIsInvalid(subscription: StoredSubscription | null): boolean {
  return subscription !== null && isSubscriptionInvalid(subscription.status);
}

// ---------------------------------------------------------------------------------------------
// Seats (docs/product.md#seats)

export interface SeatCountsInput {
  /** Seats the plan includes (5 on Business; during the trial the Business seats apply). */
  included: number;
  /** Seats bought on top. */
  paid: number;
  /** Joined members, externals included, Jira-associated people excluded. */
  claimed: number;
  /** Open invites. */
  pending: number;
}

/** The seats table: included, paid, reserved (open invites), assigned (members), total available. */
export const seatsSchema = z.object({
  included: z.number().int().nonnegative(),
  paid: z.number().int().nonnegative(),
  reserved: z.number().int().nonnegative(),
  assigned: z.number().int().nonnegative(),
  /** included + paid − assigned − reserved; below 0 when a plan shrank under its team. */
  total_available: z.number().int(),
  /** No limit applies (whitelisted or billing off): the counts are informative only. */
  unlimited: z.boolean(),
});
export type Seats = z.infer<typeof seatsSchema>;

export function seatCounts(input: SeatCountsInput, unlimited = false): Seats {
  return {
    included: input.included,
    paid: input.paid,
    reserved: input.pending,
    assigned: input.claimed,
    total_available: input.included + input.paid - input.claimed - input.pending,
    unlimited,
  };
}

/** True when inviting `count` more people fits the seats (docs/product.md#seats). */
export function invitesFit(seats: Seats, count: number): boolean {
  return seats.unlimited || count <= seats.total_available;
}

// ---------------------------------------------------------------------------------------------
// The workspace's plan as every member reads it (part of `GET /workspaces/{id}`)

export const workspacePlanSchema = z.object({
  /** False when this server runs without a payment provider: nothing is ever locked. */
  billing_enabled: z.boolean(),
  state: planStateSchema,
  locked: z.boolean(),
  trial_days_left: z.number().int().nonnegative(),
  /** When the workspace's own trial ends (ISO); informative once a plan is in effect. */
  trial_ends_at: z.string(),
});
export type WorkspacePlan = z.infer<typeof workspacePlanSchema>;

// ---------------------------------------------------------------------------------------------
// The spec's plan state (`GET /subscriptions/{subscriptionId}`): userPlan

export const userPlanProductSchema = z.object({
  plan: z.object({ product_id: z.string(), name: z.string(), interval: billingIntervalSchema }),
  planSeats: z.object({ amount: z.number().int().nonnegative() }),
  paidSeats: z.object({ amount: z.number().int().nonnegative() }),
  claimedSeats: z.number().int().nonnegative(),
  pendingSeats: z.number().int().nonnegative(),
  totalAvailableSeats: z.number().int(),
  totalSeatsOnPlan: z.number().int().nonnegative(),
});
export const userPlanSchema = z.object({
  status: subscriptionStatusSchema,
  /** The subscription id, or `FREE` without one. */
  id: z.string(),
  items: z.array(
    z.object({ id: z.string(), price_id: z.string(), quantity: z.number().int().nonnegative() }),
  ),
  products: z.array(userPlanProductSchema),
});
export type UserPlan = z.infer<typeof userPlanSchema>;
export const subscriptionReplySchema = z.object({ userPlan: userPlanSchema });
export type SubscriptionReply = z.infer<typeof subscriptionReplySchema>;

// ---------------------------------------------------------------------------------------------
// The admin's billing summary (`GET /workspaces/{id}/billing`)

/** The provider's price ids of one interval, which checkout's body names (never prices). */
export const checkoutPricesSchema = z.object({
  priceId: z.string(),
  pricePerUserId: z.string(),
  includedPriceId: z.string().nullable(),
});
export type CheckoutPrices = z.infer<typeof checkoutPricesSchema>;

export const billingSubscriptionSchema = z.object({
  id: z.string(),
  status: subscriptionStatusSchema,
  plan: planIdSchema,
  interval: billingIntervalSchema,
  /** ISO instants; the page shows them as MM/dd/yyyy. */
  trial_start: z.string().nullable(),
  trial_end: z.string().nullable(),
  canceled_at: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** When a cancelled plan stops; null while it renews. */
  cancel_at: z.string().nullable(),
  current_period_end: z.string().nullable(),
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

export const billingSummarySchema = z.object({
  billing_enabled: z.boolean(),
  whitelisted: z.boolean(),
  plan: workspacePlanSchema,
  subscription: billingSubscriptionSchema.nullable(),
  seats: seatsSchema,
  /** Checkout's price ids per interval; null when billing is off. */
  prices: z.record(billingIntervalSchema, checkoutPricesSchema).nullable(),
  /** The customer portal can be opened (a customer exists at the provider). */
  portal: z.boolean(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Checkout (`POST /subscriptions/create-checkout-session`, the spec's body)

const idSchema = z.string().trim().min(1).max(255);
const nullableId = z.preprocess((v) => (v === '' ? null : v), idSchema.nullable().optional());

export const checkoutSessionInputSchema = z.object({
  /** The plan's name, as the catalogue titles it ('Business'). */
  name: z.string().trim().min(1).max(80),
  /** Extra seats beyond the included ones ('Add number of additional seats'). */
  seats: z.number().int().min(LIMITS.additionalSeatsStart).max(maxExtraSeats('business')),
  priceId: idSchema,
  pricePerUserId: idSchema,
  /** Same-origin addresses only; the server builds the provider's return addresses from them. */
  success_url: z.string().trim().min(1).max(2000),
  cancel_url: z.string().trim().min(1).max(2000),
  userId: idSchema,
  email: z.string().trim().max(320),
  workspaceId: idSchema,
  /** What the client believes is left of the trial; the server decides and only checks it. */
  trialDays: z.number().int().min(0).max(TRIAL_DAYS).optional(),
  previousSubscriptionId: nullableId,
  includedSeats: z.number().int().min(0).max(1000),
  includedPriceId: nullableId,
});
export type CheckoutSessionInput = z.infer<typeof checkoutSessionInputSchema>;
export const redirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/** `POST /subscriptions/verify-checkout-session`: /verify-subscription confirms a finished checkout. */
export const verifyCheckoutInputSchema = z.object({
  workspaceId: idSchema,
  sessionId: z
    .string()
    .trim()
    .regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'not a checkout session id'),
});
export type VerifyCheckoutInput = z.infer<typeof verifyCheckoutInputSchema>;

// ---------------------------------------------------------------------------------------------
// Seats on a live subscription, the portal, invoices, the Enterprise contact form

export const updateSeatsInputSchema = z.object({
  /** Seats bought on top of the included ones; the seat item's new quantity (0 removes it). */
  extra_seats: z.number().int().min(0).max(maxExtraSeats('business')),
});
export type UpdateSeatsInput = z.infer<typeof updateSeatsInputSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string().nullable(),
  /** Smallest currency unit. */
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.string(),
  /** ISO instant. */
  created: z.string(),
  hosted_invoice_url: z.string().nullable(),
  invoice_pdf: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.object({ invoices: z.array(invoiceSchema) });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const enterpriseContactInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.email().max(320),
  company: z.string().trim().max(160).optional(),
  /** How many people would use the product. */
  seats: z.number().int().min(1).max(PLANS.enterprise.maxUsers).optional(),
  message: z.string().trim().min(1).max(4000),
});
export type EnterpriseContactInput = z.infer<typeof enterpriseContactInputSchema>;
export const enterpriseContactReplySchema = z.object({ sent: z.literal(true) });

/** Which plan and interval a set of provider price ids belongs to; null when none matches. */
export function intervalOfPrices(
  prices: Partial<Record<BillingInterval, CheckoutPrices>>,
  priceId: string,
  pricePerUserId: string,
): { plan: PlanId; interval: BillingInterval } | null {
  for (const interval of ['month', 'year'] as const) {
    const p = prices[interval];
    if (p && p.priceId === priceId && p.pricePerUserId === pricePerUserId)
      return { plan: 'business', interval };
  }
  return null;
}
