import { randomUUID } from 'node:crypto';
import type { DeliveryFailure, IntegrationType } from '@expertos/domain/integration.schema';
import type { Db } from '../../db/database.js';
import type { CommentFacts, PublicationFacts } from '../../platform/events/domain-events.js';
import type { Deliveries } from './deliveries.js';
import type { DeliveryMessage } from './delivery/adapter.js';
import type { IntegrationEvent } from './delivery/integration-event.js';
import type { IntegrationRow } from './integrations.repository.js';
import type { IntegrationsCore } from './integrations-core.js';
import { kindOf } from './kinds/index.js';
import type { TicketSnapshots } from './ticket-snapshots.js';

/**
 * What a ticket change sends (docs/product.md#integrations): in the change's transaction, one
 * delivery (and its job) per integration of the brand that hears the event, so a crash after the
 * commit loses none and a rolled-back change sends none.
 */
export function createEventDeliveries(
  core: IntegrationsCore,
  deliveries: Deliveries,
  tickets: TicketSnapshots,
) {
  const { repository, now } = core;

  /** Whether an integration hears this event: switched on, and its kind's rules. */
  const wants = (row: IntegrationRow, event: IntegrationEvent) =>
    row.enabled === 1 && kindOf(row.type).wants(core.open(row), event);

  /**
   * An event's e-mail an outbound-mail limit refused (kinds/email/email-limits.ts): logged as
   * failed with the limit's reason, in the change's transaction, with no job, so nothing is sent
   * and the change goes through. An admin may "Retry now" once the limit has room (counted again).
   */
  async function logRefused(
    trx: Db,
    row: IntegrationRow,
    message: DeliveryMessage,
    ticketId: string,
    failure: DeliveryFailure,
  ): Promise<void> {
    const delivery = deliveries.newDelivery(row, message, 'event', ticketId);
    await repository.insertDelivery(
      {
        ...delivery,
        status: 'failed',
        next_retry_at: null,
        error_code: failure.code,
        error: failure.message,
      },
      trx,
    );
    await deliveries.recordOnTicket(
      ticketId,
      { type: row.type as IntegrationType, success: false, project_integration_uid: row.id },
      trx,
    );
  }

  /**
   * In the raising transaction: one delivery (and its job) per integration that hears the event.
   * `listed`: the brand's integrations, when the caller has read them already.
   */
  async function onEvent(trx: Db, event: IntegrationEvent, listed?: IntegrationRow[]): Promise<void> {
    const rows = (listed ?? (await repository.list(event.ticket.projectId, trx))).filter((row) =>
      wants(row, event),
    );
    if (rows.length === 0) return;
    const view = await tickets.viewOf(trx, event.ticket);
    for (const row of rows) {
      const ticket = await tickets.forIntegration(trx, row, view);
      if (kindOf(row.type).skips?.(event, ticket)) continue;
      const message: DeliveryMessage = {
        id: randomUUID(),
        event: event.name,
        occurred_at: now().toISOString(),
        ticket,
        ...(event.statusChange ? { status_change: event.statusChange } : {}),
        ...(event.comment
          ? { comment: { uid: event.comment.uid, excerpt: event.comment.excerpt, author: null } }
          : {}),
        ...(event.post ? { post: event.post } : {}),
      };
      // Counted before it is queued, in the change's transaction; a refusal is logged, never thrown.
      const refused = await core.tryAdmit(trx, row, message, event.actorMemberId, 'integration_event');
      if (refused) await logRefused(trx, row, message, event.ticket.id, refused);
      else await deliveries.enqueueDelivery(trx, row, message, 'event', event.ticket.id);
    }
  }

  /** The brand's integrations, or none when none is switched on (the ticket then need not be read). */
  async function listening(trx: Db, projectId: string): Promise<IntegrationRow[] | null> {
    const rows = await repository.list(projectId, trx);
    return rows.some((row) => row.enabled === 1) ? rows : null;
  }

  return {
    onEvent,

    /** The same for many events (a batch of tickets made): each brand's integrations read once. */
    async onEvents(trx: Db, events: readonly IntegrationEvent[]): Promise<void> {
      const listedOf = new Map<string, IntegrationRow[]>();
      for (const event of events) {
        const projectId = event.ticket.projectId;
        let listed = listedOf.get(projectId);
        if (!listed) {
          listed = await repository.list(projectId, trx);
          listedOf.set(projectId, listed);
        }
        await onEvent(trx, event, listed);
      }
    },

    /** A post scheduled, published or failed: its ticket, as it is now, with the publication. */
    async onPost(
      trx: Db,
      name: 'post.scheduled' | 'post.published' | 'post.failed',
      post: PublicationFacts,
      actorMemberId: string | null,
    ): Promise<void> {
      const listed = await listening(trx, post.projectId);
      if (!listed) return;
      const ticket = await tickets.factsOf(trx, post.ticketId, post.workspaceId);
      if (!ticket) return;
      await onEvent(
        trx,
        {
          name,
          ticket,
          post: {
            uid: post.id,
            network: post.network,
            handle: post.handle,
            state: post.state,
            due_at: post.dueAt,
            url: post.url,
            error: post.error,
          },
          actorMemberId,
        },
        listed,
      );
    },

    /** A new comment: the ticket it is on, as it is now, with the comment's excerpt. */
    async onComment(trx: Db, comment: CommentFacts): Promise<void> {
      const listed = await listening(trx, comment.projectId);
      if (!listed) return;
      const ticket = await tickets.factsOf(trx, comment.ticketId, comment.workspaceId);
      if (!ticket) return;
      await onEvent(
        trx,
        {
          name: 'comment.created',
          ticket,
          comment: { uid: comment.id, excerpt: comment.excerpt, authorMemberId: comment.authorMemberId },
          actorMemberId: comment.authorMemberId,
        },
        listed,
      );
    },
  };
}
