import {
  type BillingSummary,
  type CheckoutSessionInput,
  type EnterpriseContactInput,
  enterpriseContactReplySchema,
  type InvoiceList,
  type RedirectUrl,
  type SubscriptionReply,
  type UpdateSeatsInput,
  type VerifyCheckoutInput,
} from '@expertos/domain/billing.schema';
import type { z } from 'zod';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';
import { type WorkspaceCallOptions, workspacePath } from './workspaces';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/billing.schema'));

/**
 * Plans and billing (docs/product.md#trial-and-plans, #seats): the admin's billing summary, the
 * live plan of a subscription, checkout and its confirmation, seats on a live subscription, the
 * customer portal, invoices and the Enterprise contact form. Prices never travel from here:
 * checkout names the provider's price ids the summary gave.
 */

const billingPath = (workspaceId: string) => `${workspacePath(workspaceId)}/billing`;
export type EnterpriseContactReply = z.infer<typeof enterpriseContactReplySchema>;

/** `GET /workspaces/{id}/billing` (workspace admin): plan, subscription, seats, price ids, portal. */
export function getBillingSummary(
  client: ApiClient,
  workspaceId: string,
  opts: WorkspaceCallOptions = {},
): Promise<BillingSummary> {
  return client.get(billingPath(workspaceId), { schema: reply('billingSummarySchema'), ...opts });
}

/**
 * `GET /subscriptions/{subscriptionId}` (admin of the owning workspace): the plan as the payment
 * provider has it now (`userPlan`). 502 `billing_unavailable` when the provider cannot be
 * reached, 404 `subscription_not_found`.
 */
export function getSubscription(
  client: ApiClient,
  subscriptionId: string,
  opts: WorkspaceCallOptions = {},
): Promise<SubscriptionReply> {
  return client.get(`/subscriptions/${encodeURIComponent(subscriptionId)}`, {
    schema: reply('subscriptionReplySchema'),
    ...opts,
  });
}

/**
 * `POST /subscriptions/create-checkout-session`: the provider's checkout page to send the
 * browser to. Refused with `subscription_already_active`, `subscription_does_not_match` or
 * `billing_disabled` (409), `billing_unavailable` (502).
 */
export function createCheckoutSession(
  client: ApiClient,
  body: CheckoutSessionInput,
  opts: WorkspaceCallOptions = {},
): Promise<RedirectUrl> {
  return client.post('/subscriptions/create-checkout-session', {
    body,
    schema: reply('redirectUrlSchema'),
    ...opts,
  });
}

/** `POST /subscriptions/verify-checkout-session`: confirms a finished checkout; answers the new summary. */
export function verifyCheckoutSession(
  client: ApiClient,
  body: VerifyCheckoutInput,
  opts: WorkspaceCallOptions = {},
): Promise<BillingSummary> {
  return client.post('/subscriptions/verify-checkout-session', {
    body,
    schema: reply('billingSummarySchema'),
    ...opts,
  });
}

/**
 * `PUT /workspaces/{id}/billing/seats`: the extra seats of a live subscription (prorated).
 * Refused with `seats_in_use` (409) below the seats members and open invites take.
 */
export function updateSeats(
  client: ApiClient,
  workspaceId: string,
  body: UpdateSeatsInput,
  opts: WorkspaceCallOptions = {},
): Promise<BillingSummary> {
  return client.put(`${billingPath(workspaceId)}/seats`, {
    body,
    schema: reply('billingSummarySchema'),
    ...opts,
  });
}

/** `POST /workspaces/{id}/billing/portal`: the provider's customer portal to send the browser to. */
export function openBillingPortal(
  client: ApiClient,
  workspaceId: string,
  opts: WorkspaceCallOptions = {},
): Promise<RedirectUrl> {
  return client.post(`${billingPath(workspaceId)}/portal`, {
    body: {},
    schema: reply('redirectUrlSchema'),
    ...opts,
  });
}

/** `GET /workspaces/{id}/billing/invoices`: the workspace's invoices, newest first. */
export function listInvoices(
  client: ApiClient,
  workspaceId: string,
  opts: WorkspaceCallOptions = {},
): Promise<InvoiceList> {
  return client.get(`${billingPath(workspaceId)}/invoices`, { schema: reply('invoiceListSchema'), ...opts });
}

/** `POST /workspaces/{id}/billing/contact` (workspace admin): the Enterprise form, sent to us by e-mail. */
export function sendEnterpriseContact(
  client: ApiClient,
  workspaceId: string,
  body: EnterpriseContactInput,
  opts: WorkspaceCallOptions = {},
): Promise<EnterpriseContactReply> {
  return client.post(`${billingPath(workspaceId)}/contact`, {
    body,
    schema: enterpriseContactReplySchema,
    ...opts,
  });
}
