import type {
  BillingSubscription,
  BillingSummary,
  EnterpriseContactInput,
  StoredSubscription,
} from '@expertos/domain/billing.schema';
import type { BillingInterval } from '@expertos/domain/plans';
import { subscriptionStatusSchema } from '@expertos/domain/subscriptions';
import { fromDbBoolean, toDbBoolean } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import { renderMail } from '../../platform/mail/templates.js';
import type { BillingRow, BillingRowInput } from './billing.repository.js';
import type { BillingProvider, ProviderSubscription } from './billing-provider.js';

/**
 * How a subscription moves between the provider, what we keep, and what the API answers, and
 * the checks and mail around it: pure functions, apart from the service so it reads as
 * decisions (docs/product.md#trial-and-plans).
 */

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);
export function stored(row: BillingRow | undefined): StoredSubscription | null {
  if (!row?.subscription_id || !row.status) return null;
  return { status: row.status, cancelAtPeriodEnd: fromDbBoolean(row.cancel_at_period_end) };
}

export function subscriptionOf(row: BillingRow | undefined): BillingSubscription | null {
  if (!row?.subscription_id || !row.status) return null;
  const status = subscriptionStatusSchema.safeParse(row.status);
  return {
    id: row.subscription_id,
    status: status.success ? status.data : 'incomplete',
    plan: 'business',
    interval: row.interval === 'year' ? 'year' : 'month',
    trial_start: row.trial_start,
    trial_end: row.trial_end,
    canceled_at: row.canceled_at,
    cancel_at_period_end: fromDbBoolean(row.cancel_at_period_end),
    cancel_at: row.cancel_at,
    current_period_end: row.current_period_end,
  };
}

/** The provider's subscription as the row we keep; the interval from its base price. */
export function rowFrom(
  subscription: ProviderSubscription,
  prices: BillingProvider['prices'],
): BillingRowInput {
  const interval: BillingInterval =
    prices && subscription.items.some((item) => item.priceId === prices.year.base) ? 'year' : 'month';
  const seatPrice = prices?.[interval].seat;
  const seatItem = subscription.items.find((item) => item.priceId === seatPrice);
  const baseItem = subscription.items.find((item) => item.priceId === prices?.[interval].base);
  const periodEnds = subscription.items
    .map((item) => item.currentPeriodEnd?.getTime())
    .filter((t): t is number => typeof t === 'number');
  return {
    customer_id: subscription.customerId || null,
    subscription_id: subscription.id,
    status: subscription.status,
    plan: 'business',
    interval,
    base_item_id: baseItem?.id ?? null,
    seat_item_id: seatItem?.id ?? null,
    paid_seats: seatItem?.quantity ?? 0,
    trial_start: iso(subscription.trialStart),
    trial_end: iso(subscription.trialEnd),
    canceled_at: iso(subscription.canceledAt),
    cancel_at: iso(
      subscription.cancelAt ??
        (subscription.cancelAtPeriodEnd && periodEnds.length ? new Date(Math.max(...periodEnds)) : null),
    ),
    cancel_at_period_end: toDbBoolean(subscription.cancelAtPeriodEnd),
    current_period_end: periodEnds.length ? new Date(Math.max(...periodEnds)).toISOString() : null,
  };
}

/** The prices as the billing page shows them (checkout sends their ids back). */
export function pricesReply(prices: BillingProvider['prices']): BillingSummary['prices'] {
  if (!prices) return null;
  const of = (interval: 'month' | 'year') => ({
    priceId: prices[interval].base,
    pricePerUserId: prices[interval].seat,
    includedPriceId: prices[interval].included,
  });
  return { month: of('month'), year: of('year') };
}

export const stringField = (object: Record<string, unknown>, key: string): string | null =>
  typeof object[key] === 'string' ? (object[key] as string) : null;

/** The subscription a notice is about, by its type; null for notices we do not act on. */
export function subscriptionNamedBy(type: string, object: Record<string, unknown>): string | null {
  if (type === 'checkout.session.completed') return stringField(object, 'subscription');
  if (type.startsWith('customer.subscription.')) return stringField(object, 'id');
  if (type === 'invoice.paid' || type === 'invoice.payment_failed') {
    // Since 2025-03-31 an invoice names its subscription under parent.subscription_details.
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
    const named = parent?.subscription_details?.subscription;
    if (typeof named === 'string') return named;
    return stringField(object, 'subscription');
  }
  return null;
}

/** An address checkout or the portal may send people back to: only this app's (`origin`). */
export function sameOriginUrl(url: string, field: string, origin: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError('validation_error', { details: [{ path: field, message: 'Not an address' }] });
  }
  if (parsed.origin !== origin)
    throw new AppError('validation_error', {
      details: [{ path: field, message: 'Checkout can only return to this app' }],
    });
  return url;
}

/**
 * The Enterprise contact form as the e-mail sales gets (a reply reaches the person). It stays in
 * English: it goes to the operator's sales address, not to one of our users, so no profile or
 * brand says another language (the person's own words are passed on as they wrote them).
 */
export function enterpriseEnquiry(
  input: EnterpriseContactInput,
  context: { workspaceId: string; signedInAs: string },
) {
  return renderMail({
    subject: `Enterprise enquiry from ${input.name}`,
    preheader: `${input.name} asks about the Enterprise plan`,
    greeting: 'Hello,',
    before: ['Someone would like to talk about the Enterprise plan.'],
    details: [
      { label: 'Name', value: input.name },
      { label: 'E-mail', value: input.email },
      { label: 'Company', value: input.company ?? '' },
      { label: 'People', value: input.seats === undefined ? '' : String(input.seats) },
      { label: 'Workspace', value: context.workspaceId },
      { label: 'Signed in as', value: context.signedInAs },
      { label: 'Message', value: input.message },
    ].filter((d) => d.value !== ''),
    after: ['Reply to this e-mail to reach them.'],
  });
}
