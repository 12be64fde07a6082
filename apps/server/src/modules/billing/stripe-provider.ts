import type { Invoice } from '@expertos/domain/billing.schema';
import { PLANS } from '@expertos/domain/plans';
import Stripe from 'stripe';
import type { StripePrices } from '../../config.js';
import { AppError } from '../../platform/errors.js';
import type { BillingProvider, ProviderCheckout, ProviderSubscription } from './billing-provider.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: every Stripe API call goes there instead (a proxy, or a local stand-in in tests). */
  apiBase: URL | undefined;
  prices: { month: StripePrices; year: StripePrices };
  /** Network retries of the SDK (same idempotency key each time); 2 is Stripe's default on Node. */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

const seconds = (value: number | null | undefined): Date | null =>
  typeof value === 'number' ? new Date(value * 1000) : null;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/**
 * A provider error as ours: a missing object is null to the caller (`missing`), anything else —
 * network, rate limit, outage, a refused request — is "the payment provider could not be
 * reached", with the provider's own error kept as the cause for the log, never for the client.
 */
function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}
function unavailable(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError('billing_unavailable', { cause: error });
}

function toSubscription(s: Stripe.Subscription): ProviderSubscription {
  return {
    id: s.id,
    customerId: idOf(s.customer) ?? '',
    status: s.status,
    metadata: { ...(s.metadata ?? {}) },
    items: s.items.data.map((item) => ({
      id: item.id,
      priceId: item.price.id,
      quantity: item.quantity ?? 0,
      // Since 2025-03-31 the period lives on each item, not on the subscription.
      currentPeriodEnd: seconds(item.current_period_end),
    })),
    trialStart: seconds(s.trial_start),
    trialEnd: seconds(s.trial_end),
    cancelAtPeriodEnd: s.cancel_at_period_end,
    cancelAt: seconds(s.cancel_at),
    canceledAt: seconds(s.canceled_at),
  };
}

/** Stripe through its official SDK (providers/stripe.md is our summary of its documented API). */
export function createStripeProvider(options: StripeProviderOptions): BillingProvider {
  const base = options.apiBase;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port ? Number(base.port) : base.protocol === 'https:' ? 443 : 80,
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  const prices = options.prices;

  return {
    enabled: true,
    prices,

    async createCheckout(request) {
      const p = prices[request.interval];
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [{ price: p.base, quantity: 1 }];
      if (p.included) lineItems.push({ price: p.included, quantity: PLANS.business.includedSeats });
      // Checkout refuses a line of quantity 0: no extra seats, no seat line (added later if bought).
      if (request.extraSeats > 0) lineItems.push({ price: p.seat, quantity: request.extraSeats });
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: lineItems,
            client_reference_id: request.workspaceId,
            ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
            subscription_data: {
              metadata: { workspace_uid: request.workspaceId },
              ...(request.trialDays >= 1 ? { trial_period_days: request.trialDays } : {}),
            },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new Error('checkout session without a url');
        return { url: session.url };
      } catch (error) {
        throw unavailable(error);
      }
    },

    async retrieveCheckout(sessionId): Promise<ProviderCheckout | null> {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return {
          id: session.id,
          status: session.status,
          clientReferenceId: session.client_reference_id,
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(error);
      }
    },

    async retrieveSubscription(subscriptionId) {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(error);
      }
    },

    async setExtraSeats(subscription, interval, extraSeats, idempotencyKey) {
      const seatPrice = prices[interval].seat;
      const item = subscription.items.find((i) => i.priceId === seatPrice);
      try {
        if (item && extraSeats > 0) {
          await stripe.subscriptionItems.update(
            item.id,
            { quantity: extraSeats, proration_behavior: 'create_prorations' },
            { idempotencyKey },
          );
        } else if (item) {
          await stripe.subscriptionItems.del(item.id, { proration_behavior: 'create_prorations' });
        } else if (extraSeats > 0) {
          await stripe.subscriptionItems.create(
            {
              subscription: subscription.id,
              price: seatPrice,
              quantity: extraSeats,
              proration_behavior: 'create_prorations',
            },
            { idempotencyKey },
          );
        }
      } catch (error) {
        throw unavailable(error);
      }
    },

    async portal(customerId, returnUrl) {
      try {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return { url: session.url };
      } catch (error) {
        throw unavailable(error);
      }
    },

    async invoices(customerId): Promise<Invoice[]> {
      try {
        const list = await stripe.invoices.list({ customer: customerId, limit: 24 });
        return list.data.map((invoice) => ({
          id: invoice.id ?? '',
          number: invoice.number ?? null,
          status: invoice.status ?? null,
          amount_due: invoice.amount_due,
          amount_paid: invoice.amount_paid,
          currency: invoice.currency,
          created: new Date(invoice.created * 1000).toISOString(),
          hosted_invoice_url: invoice.hosted_invoice_url ?? null,
          invoice_pdf: invoice.invoice_pdf ?? null,
        }));
      } catch (error) {
        throw unavailable(error);
      }
    },

    verifyWebhook(rawBody, signature) {
      if (!signature) throw new AppError('billing_webhook_invalid');
      let event: Stripe.Event;
      try {
        // Default tolerance (300 s): an old, replayed notice is refused.
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new AppError('billing_webhook_invalid', { cause: error });
      }
      return {
        id: event.id,
        type: event.type,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}
