import { verifyCheckoutSession } from '@expertos/api-client/billing';
import { api } from '@/shared/api/client';

/**
 * `POST /subscriptions/verify-checkout-session`: confirms a finished checkout with the server at
 * once, without waiting for the provider's notice (docs/product.md#trial-and-plans).
 */
export function verifyCheckout(workspaceUid: string, sessionId: string) {
  return verifyCheckoutSession(api, { workspaceId: workspaceUid, sessionId });
}
