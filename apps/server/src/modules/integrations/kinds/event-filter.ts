import { eventPassesFilter } from '@expertos/domain/integration.schema';
import type { IntegrationEvent } from '../delivery/integration-event.js';
import type { StoredIntegration } from './kind.js';

/**
 * Whether an endpoint's event filter lets an event through (docs/product.md#integrations): an
 * empty filter hears every event. A chat channel (`chat`) hears a status change once, as
 * `ticket.status_changed`, not again as the update that carried it.
 */
export function filterHears(
  stored: StoredIntegration,
  event: IntegrationEvent,
  { chat }: { chat: boolean },
): boolean {
  if (!eventPassesFilter(event.name, stored.eventTypes)) return false;
  if (chat && event.name === 'ticket.updated')
    return (event.changed ?? []).some((field) => field !== 'status');
  return true;
}
