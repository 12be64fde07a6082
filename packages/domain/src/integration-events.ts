import { z } from 'zod';

/**
 * What a brand's integrations hear (docs/product.md#integrations), in a file of its own so the
 * per-provider contracts (monday.schema.ts) can use it without importing the whole integrations
 * contract, which imports them.
 */

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/**
 * What a brand's integrations hear about: the domain events of tickets and comments, under
 * stable names a webhook receiver can switch on (they never change once published).
 */
export const WEBHOOK_EVENT_TYPES = [
  'ticket.created',
  'ticket.updated',
  'ticket.status_changed',
  'ticket.deleted',
  'comment.created',
  'post.scheduled',
  'post.published',
  'post.failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/**
 * Messages that are not domain events and so pass every event filter: a ticket sent by hand
 * from its dialog, and the 'send test' button of the integrations page.
 */
export const TICKET_SENT_EVENT_TYPE = 'ticket.sent';
export const INTEGRATION_TEST_EVENT_TYPE = 'integration.test';
export const DELIVERY_EVENT_TYPES = [
  ...WEBHOOK_EVENT_TYPES,
  TICKET_SENT_EVENT_TYPE,
  INTEGRATION_TEST_EVENT_TYPE,
] as const;
export type DeliveryEventType = (typeof DELIVERY_EVENT_TYPES)[number];
export const deliveryEventTypeSchema = z.enum(DELIVERY_EVENT_TYPES);

/** Whether an integration listening to `filter` is told about `event` (an empty filter hears all). */
export function eventPassesFilter(event: DeliveryEventType, filter: readonly WebhookEventType[]): boolean {
  if (event === TICKET_SENT_EVENT_TYPE || event === INTEGRATION_TEST_EVENT_TYPE) return true;
  return filter.length === 0 || filter.includes(event);
}
