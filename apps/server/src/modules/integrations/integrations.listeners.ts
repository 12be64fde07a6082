import type { EventBus } from '../../platform/events/event-bus.js';
import type { IntegrationsService } from './integrations.service.js';

/**
 * The events integrations hear (docs/product.md#integrations). Each runs in the transaction of
 * the change: the delivery rows and their jobs commit with it or not at all (an outbox), so a
 * crash after the commit loses nothing and a rolled-back change sends nothing. The actor is
 * who the e-mail integration's messages count against (docs/product.md#accounts-and-limits).
 */
export function registerIntegrationListeners(events: EventBus, integrations: IntegrationsService): void {
  events.onBatch('ticket.created', (created, trx) =>
    integrations.onEvents(
      trx,
      created.map(({ ticket, actorMemberId }) => ({
        name: 'ticket.created' as const,
        ticket,
        actorMemberId,
      })),
    ),
  );
  events.on('ticket.updated', ({ ticket, changed, actorMemberId }, trx) =>
    integrations.onEvent(trx, { name: 'ticket.updated', ticket, changed, actorMemberId }),
  );
  events.on('ticket.status_changed', ({ ticket, from, to, actorMemberId }, trx) =>
    integrations.onEvent(trx, {
      name: 'ticket.status_changed',
      ticket,
      statusChange: { from, to },
      actorMemberId,
    }),
  );
  events.on('ticket.deleted', ({ ticket, actorMemberId }, trx) =>
    integrations.onEvent(trx, { name: 'ticket.deleted', ticket, actorMemberId }),
  );
  events.on('comment.created', ({ comment }, trx) => integrations.onComment(trx, comment));
  events.on('post.scheduled', ({ post, actorMemberId }, trx) =>
    integrations.onPost(trx, 'post.scheduled', post, actorMemberId),
  );
  events.on('post.published', ({ post, actorMemberId }, trx) =>
    integrations.onPost(trx, 'post.published', post, actorMemberId),
  );
  events.on('post.failed', ({ post }, trx) => integrations.onPost(trx, 'post.failed', post, null));
}
