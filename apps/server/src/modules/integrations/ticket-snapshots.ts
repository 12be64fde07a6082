import type { Db } from '../../db/database.js';
import type { TicketFacts } from '../../platform/events/domain-events.js';
import type { TicketIntegrationSnapshot } from '../tickets/ticket-integration-facts.js';
import type { TicketSnapshot } from './delivery/adapter.js';
import type { IntegrationRow } from './integrations.repository.js';
import type { IntegrationsCore } from './integrations-core.js';
import { kindOf } from './kinds/index.js';
import type { DeliveryTicket } from './kinds/kind.js';

/** The ticket as messages show it, and the ticket as it is now (null once deleted). */
export interface TicketView {
  snapshot: TicketSnapshot | null;
  ticket: TicketIntegrationSnapshot | null;
}

/**
 * The ticket in a delivery's message (docs/product.md#integrations), read through the tickets
 * module in the caller's transaction: the snapshot every kind sends, and what a kind adds to it.
 */
export function createTicketSnapshots(core: IntegrationsCore) {
  const { ticketFacts, repository } = core;

  return {
    /** Read in `trx` (the ticket may be gone: then from the event's facts). */
    async viewOf(trx: Db, facts: TicketFacts): Promise<TicketView> {
      const ticket = await ticketFacts.snapshotFor(facts.id, trx);
      const project = ticket ? ticket.brand : await ticketFacts.brandOf(facts.projectId, trx);
      if (!project) return { snapshot: null, ticket };
      const url = `${core.tools.config.publicUrl}/brand/${encodeURIComponent(project.slug)}/tasks?task=${encodeURIComponent(facts.id)}`;
      const snapshot: TicketSnapshot = {
        uid: facts.id,
        number: facts.number,
        summary: facts.summary,
        status: facts.status,
        ticket_type: facts.type as TicketSnapshot['ticket_type'],
        due_date: facts.dueDate,
        assignee: ticket?.assigneeName ?? null,
        caption: ticket?.caption ?? null,
        project,
        url,
        updated_at: facts.updatedAt,
      };
      return { snapshot, ticket };
    },

    /** A ticket's facts read from its row (for a comment's event, and for a manual send). */
    async factsOf(trx: Db, ticketId: string, workspaceId: string): Promise<TicketFacts | null> {
      const row = await ticketFacts.snapshotFor(ticketId, trx);
      if (!row) return null;
      return {
        id: row.id,
        number: row.number,
        workspaceId,
        projectId: row.brand.uid,
        type: row.ticketType,
        summary: row.summary,
        status: row.status,
        assigneeMemberId: null,
        reporterMemberId: null,
        remindAt: null,
        dueDate: row.dueDate,
        updatedAt: row.updatedAt,
      };
    },

    /** The snapshot with what this integration's kind reads beyond it (a Jira issue's key, a monday item). */
    async forIntegration(trx: Db, row: IntegrationRow, view: TicketView): Promise<DeliveryTicket | null> {
      const kind = kindOf(row.type);
      const { snapshot, ticket } = view;
      if (!kind.forDelivery || snapshot === null) return snapshot;
      const link = (await repository.ticketLinks(snapshot.uid, trx)).find((l) => l.integration_id === row.id);
      const stored = core.open(row);
      return {
        ...snapshot,
        ...(await kind.forDelivery({ snapshot, ticket, link, stored, repository, trx })),
      };
    },
  };
}

export type TicketSnapshots = ReturnType<typeof createTicketSnapshots>;
