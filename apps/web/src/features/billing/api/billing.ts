import * as calls from '@expertos/api-client/billing';
import type {
  BillingSummary,
  CheckoutSessionInput,
  EnterpriseContactInput,
  Invoice,
  UserPlan,
} from '@expertos/domain/billing.schema';
import { MESSAGES } from '@expertos/domain/messages';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(billingApi, 'fetchBillingSummary')`
// answers the query too (a call to the local name would bypass it).
import * as billingApi from './billing';

export const billingQueryKey = (workspaceUid: string) => ['workspaces', workspaceUid, 'billing'] as const;
export const invoicesQueryKey = (workspaceUid: string) =>
  [...billingQueryKey(workspaceUid), 'invoices'] as const;
export const subscriptionQueryKey = (subscriptionId: string) => ['subscriptions', subscriptionId] as const;

/** `GET /workspaces/{id}/billing` (admins): plan, subscription, seats, checkout's price ids, portal. */
export function fetchBillingSummary(workspaceUid: string): Promise<BillingSummary> {
  return calls.getBillingSummary(api, workspaceUid);
}

export function billingQueryOptions(workspaceUid: string) {
  return queryOptions<BillingSummary>({
    queryKey: billingQueryKey(workspaceUid),
    queryFn: () => billingApi.fetchBillingSummary(workspaceUid),
  });
}

/** `GET /subscriptions/{id}`: the plan as the payment provider has it now. */
export function fetchSubscription(subscriptionId: string): Promise<UserPlan> {
  return calls.getSubscription(api, subscriptionId).then((reply) => reply.userPlan);
}

export function subscriptionQueryOptions(subscriptionId: string) {
  return queryOptions<UserPlan>({
    queryKey: subscriptionQueryKey(subscriptionId),
    queryFn: async () => {
      try {
        return await billingApi.fetchSubscription(subscriptionId);
      } catch (error) {
        // docs/product.md#trial-and-plans: a failed lookup is logged; the page offers a retry.
        console.error(MESSAGES.subscriptionFetchFailed, error);
        throw error;
      }
    },
    // The page has its own Retry; an unreachable provider is not asked three times in a row.
    retry: false,
  });
}

/** `GET /workspaces/{id}/billing/invoices`: newest first. */
export function fetchInvoices(workspaceUid: string): Promise<Invoice[]> {
  return calls.listInvoices(api, workspaceUid).then((reply) => reply.invoices);
}

export function invoicesQueryOptions(workspaceUid: string) {
  return queryOptions<Invoice[]>({
    queryKey: invoicesQueryKey(workspaceUid),
    queryFn: () => billingApi.fetchInvoices(workspaceUid),
  });
}

/** `POST /subscriptions/create-checkout-session`: the checkout page to go to. */
export function startCheckout(input: CheckoutSessionInput) {
  return calls.createCheckoutSession(api, input);
}

/** `PUT /workspaces/{id}/billing/seats`: the extra seats of a live subscription. */
export function changeSeats(workspaceUid: string, extraSeats: number) {
  return calls.updateSeats(api, workspaceUid, { extra_seats: extraSeats });
}

/** `POST /workspaces/{id}/billing/portal`: the customer portal to go to. */
export function openPortal(workspaceUid: string) {
  return calls.openBillingPortal(api, workspaceUid);
}

/** `POST /workspaces/{id}/billing/contact`: the Enterprise form. */
export function sendContact(workspaceUid: string, input: EnterpriseContactInput) {
  return calls.sendEnterpriseContact(api, workspaceUid, input);
}
