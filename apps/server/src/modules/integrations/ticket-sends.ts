import { randomUUID } from 'node:crypto';
import {
  DELIVERY_MAX_ATTEMPTS,
  type IntegrationDelivery,
  type IntegrationType,
} from '@expertos/domain/integration.schema';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { Deliveries } from './deliveries.js';
import type { DeliveryMessage } from './delivery/adapter.js';
import type { IntegrationsCore } from './integrations-core.js';
import { kindOf } from './kinds/index.js';
import { DELIVERY_LOG_LIMIT, toDelivery } from './replies.js';
import type { TicketSnapshots } from './ticket-snapshots.js';

/** A person's sends from the ticket dialog, and the dialog's "sent to" (docs/product.md#integrations). */
export function createTicketSends(core: IntegrationsCore, deliveries: Deliveries, tickets: TicketSnapshots) {
  const { db, repository, now } = core;

  return {
    /** A ticket's deliveries, newest first (the dialog's "sent to"). */
    async ticketDeliveries(ticketId: string): Promise<IntegrationDelivery[]> {
      const rows = await repository.ticketDeliveries(ticketId, DELIVERY_LOG_LIMIT);
      const types = new Map<string, IntegrationType>();
      for (const d of rows) {
        if (!types.has(d.integration_id)) {
          const row = await repository.findById(d.integration_id);
          types.set(d.integration_id, (row?.type as IntegrationType) ?? 'webhook');
        }
      }
      return rows.map((d) => toDelivery(d, types.get(d.integration_id) ?? 'webhook'));
    },

    /**
     * "Send by e-mail", "Send to webhook", Slack, Jira or monday from the dialog: sent at once (so
     * the dialog can say whether it worked) and logged; a failure is not retried on its own.
     */
    async sendTicket(
      ticket: { ticketId: string; projectId: string },
      input: { project_integration_uid: string; addresses?: string[] | undefined },
      sender: { userId: string },
    ): Promise<{ ok: boolean; type: IntegrationType; delivery: IntegrationDelivery }> {
      const row = await core.find(ticket.projectId, input.project_integration_uid);
      if (row.enabled !== 1) throw new AppError('integration_disabled');
      const kind = kindOf(row.type);
      const facts = await tickets.factsOf(db, ticket.ticketId, row.workspace_id);
      if (!facts) throw new AppError('not_found');
      const snapshot = await tickets.forIntegration(db, row, await tickets.viewOf(db, facts));
      kind.checkSend?.(core.open(row), snapshot);
      const at = now().toISOString();
      const message: DeliveryMessage = {
        id: randomUUID(),
        event: 'ticket.sent',
        occurred_at: at,
        ticket: snapshot,
        ...(input.addresses && kind.sendsToChosenAddresses ? { addresses: input.addresses } : {}),
      };
      // Sent now, not by a job: no retry time.
      const delivery = {
        ...deliveries.newDelivery(row, message, 'manual', ticket.ticketId, at),
        next_retry_at: null,
      };
      await db.transaction().execute(async (trx: Db) => {
        await repository.insertDelivery(delivery, trx);
        await core.admit(trx, row, message, sender.userId, 'ticket');
      });
      const { result } = await deliveries.attempt(
        delivery,
        row,
        DELIVERY_MAX_ATTEMPTS,
        AbortSignal.timeout(20_000),
      );
      const saved = (await repository.findDelivery(delivery.id)) ?? delivery;
      const type = row.type as IntegrationType;
      return { ok: result.ok, type, delivery: toDelivery(saved, type) };
    },
  };
}
