import type { Invoice } from '@expertos/domain/billing.schema';
import type { BillingInterval } from '@expertos/domain/plans';
import { AppError } from '../../platform/errors.js';

/**
 * The billing port (docs/product.md#trial-and-plans): what the billing service asks of a payment
 * provider. Two implementations: off (no provider configured — every workspace counts as
 * whitelisted and these calls are refused) and Stripe (`stripe-provider.ts`). Nothing outside
 * this folder knows which one runs.
 */

/** A subscription as the provider has it now; dates are instants, quantities whole numbers. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: string;
  /** Copied from checkout's subscription data: `workspace_uid` names our workspace. */
  metadata: Record<string, string>;
  items: { id: string; priceId: string; quantity: number; currentPeriodEnd: Date | null }[];
  trialStart: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  canceledAt: Date | null;
}

export interface ProviderCheckout {
  id: string;
  status: string | null;
  /** Our workspace uid, as checkout was opened with it. */
  clientReferenceId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
}

export interface CheckoutRequest {
  workspaceId: string;
  interval: BillingInterval;
  extraSeats: number;
  /** Days of the workspace's trial left; carried into the subscription when at least 1. */
  trialDays: number;
  /** A returning payer keeps their customer; otherwise checkout pre-fills the e-mail. */
  customerId: string | null;
  email: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** A verified notice from the provider. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The object the notice is about (a subscription, a checkout session, an invoice). */
  object: Record<string, unknown>;
}

export interface BillingProvider {
  readonly enabled: boolean;
  /** The price ids of each interval (checkout's body names them); null when off. */
  readonly prices: Record<BillingInterval, { base: string; seat: string; included: string | null }> | null;
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  retrieveCheckout(sessionId: string): Promise<ProviderCheckout | null>;
  /** Null when the provider has no such subscription. */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Sets the per-seat item's quantity (adds the item at the first seat, removes it at 0), prorated. */
  setExtraSeats(
    subscription: ProviderSubscription,
    interval: BillingInterval,
    extraSeats: number,
    idempotencyKey: string,
  ): Promise<void>;
  portal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  invoices(customerId: string): Promise<Invoice[]>;
  /** Verifies the signature over the exact bytes received; throws `billing_webhook_invalid`. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

/** Billing switched off: nothing to pay, so every provider call is refused. */
export function createBillingOff(): BillingProvider {
  const off = (): never => {
    throw new AppError('billing_disabled');
  };
  return {
    enabled: false,
    prices: null,
    createCheckout: async () => off(),
    retrieveCheckout: async () => off(),
    retrieveSubscription: async () => off(),
    setExtraSeats: async () => off(),
    portal: async () => off(),
    invoices: async () => off(),
    verifyWebhook: () => off(),
  };
}
