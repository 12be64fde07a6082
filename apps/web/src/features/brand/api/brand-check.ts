import { getAiBrandCheck, getBrandCheck } from '@expertos/api-client/brand';
import { api } from '@/shared/api/client';

/** `GET /tickets/{id}/brand-check`: the post's rule-based findings. */
export function fetchBrandCheck(ticketUid: string) {
  return getBrandCheck(api, ticketUid);
}

/** `POST /tickets/{id}/brand-check/ai`: the AI part (spends the workspace's tokens). */
export function fetchAiBrandCheck(ticketUid: string) {
  return getAiBrandCheck(api, ticketUid);
}
