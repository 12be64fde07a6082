import type { WebhookEventType } from '@expertos/domain/integration.schema';
import type { TicketStatus } from '@expertos/domain/tickets';
import type { TicketFacts } from '../../../platform/events/domain-events.js';
import type { DeliveryPost } from './adapter.js';

/** What an event tells the integrations (the listener builds it from the domain event). */
export interface IntegrationEvent {
  name: WebhookEventType;
  ticket: TicketFacts;
  statusChange?: { from: TicketStatus; to: TicketStatus };
  /** For `ticket.updated`: the API fields that changed. */
  changed?: string[];
  comment?: { uid: string; excerpt: string | null; authorMemberId: string };
  /** For `post.*`: the publication (a post's variant on one channel). */
  post?: DeliveryPost;
  /** Who made the change (a member id), or null when nobody here did (a status moved in Jira). */
  actorMemberId: string | null;
}
