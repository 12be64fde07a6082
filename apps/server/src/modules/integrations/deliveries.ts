import {
  DELIVERY_MAX_ATTEMPTS,
  type DeliveryStatus,
  deliveryRetryDelayMs,
  type IntegrationType,
  type TicketIntegrationEntry,
} from '@expertos/domain/integration.schema';
import type { Db } from '../../db/database.js';
import type { DeliveryMessage, DeliveryResult } from './delivery/adapter.js';
import type { DeliveryRow, IntegrationRow } from './integrations.repository.js';
import type { IntegrationsCore } from './integrations-core.js';
import { findKind } from './kinds/index.js';

/** The job that sends one delivery (docs/product.md#integrations). */
export const DELIVER_JOB = 'integration.deliver';

export type DeliveryTrigger = 'event' | 'test' | 'manual';

/**
 * Deliveries (docs/product.md#integrations): a message recorded with the change that caused it
 * and sent by a job, one attempt at a time, each attempt's outcome written to the log and the
 * ticket. Shared by every kind; what differs is the kind's adapter.
 */
export function createDeliveries(core: IntegrationsCore) {
  const { db, repository, queue, events, adapters, ticketFacts, now } = core;

  /** A new delivery of `message` to `row`, not yet sent. */
  function newDelivery(
    row: IntegrationRow,
    message: DeliveryMessage,
    trigger: DeliveryTrigger,
    ticketId: string | null,
    at = now().toISOString(),
  ): DeliveryRow {
    return {
      id: message.id,
      integration_id: row.id,
      project_id: row.project_id,
      ticket_id: ticketId,
      event: message.event,
      trigger,
      status: 'pending',
      message: JSON.stringify(message),
      attempts: 0,
      next_retry_at: at,
      last_attempt_at: null,
      response_status: null,
      response_excerpt: null,
      error_code: null,
      error: null,
      job_id: null,
      created_at: at,
      updated_at: at,
    };
  }

  /** The delivery's job, in `trx`: one target at a time per integration, so a slow one holds only its own queue. */
  function enqueueJob(trx: Db, row: IntegrationRow, deliveryId: string) {
    return queue.enqueue(
      DELIVER_JOB,
      { deliveryId },
      {
        trx,
        maxAttempts: DELIVERY_MAX_ATTEMPTS,
        concurrencyKey: `integration:${row.id}`,
        workspaceId: row.workspace_id,
      },
    );
  }

  async function enqueueDelivery(
    trx: Db,
    row: IntegrationRow,
    message: DeliveryMessage,
    trigger: DeliveryTrigger,
    ticketId: string | null,
  ): Promise<DeliveryRow> {
    const delivery = newDelivery(row, message, trigger, ticketId);
    delivery.job_id = (await enqueueJob(trx, row, delivery.id)).id;
    await repository.insertDelivery(delivery, trx);
    return delivery;
  }

  /** Where the ticket was sent, noted on it by the tickets module (read and written in one transaction). */
  async function recordOnTicket(
    ticketId: string | null,
    entry: TicketIntegrationEntry,
    trx?: Db,
  ): Promise<void> {
    if (!ticketId) return;
    if (trx) return ticketFacts.recordIntegration(ticketId, entry, trx);
    await db.transaction().execute((own) => ticketFacts.recordIntegration(ticketId, entry, own));
  }

  /** The adapter's answer; a kind's failed renewal (a refused refresh token) is the attempt's failure. */
  async function send(
    row: IntegrationRow,
    message: DeliveryMessage,
    signal: AbortSignal,
  ): Promise<DeliveryResult> {
    const adapter = adapters[row.type as IntegrationType];
    if (!adapter) return { ok: false, error: `No ${row.type} adapter in this server`, outcome: 'permanent' };
    try {
      return await adapter.deliver(await core.freshConnection(row), message, signal);
    } catch (error) {
      // Only a renewal can throw here: a refused refresh token needs a new connection.
      const failure = findKind(row.type)?.renewalFailure?.(error);
      if (!failure) throw error;
      return failure;
    }
  }

  /** Runs one attempt and writes its result; answers what the job must do next. */
  async function attempt(
    delivery: DeliveryRow,
    row: IntegrationRow,
    jobAttempt: number,
    signal: AbortSignal,
  ): Promise<{ result: DeliveryResult; final: boolean; nextDelayMs: number | null }> {
    const result = await send(row, JSON.parse(delivery.message) as DeliveryMessage, signal);
    const at = now();
    let final = true;
    let nextDelayMs: number | null = null;
    if (!result.ok && result.outcome === 'retry') {
      const scheduled = deliveryRetryDelayMs(Math.min(jobAttempt, DELIVERY_MAX_ATTEMPTS));
      // A receiver's Retry-After (429, 503) is a floor, never a shortcut: the next attempt comes
      // no earlier than it asked nor than the schedule says, so a target that keeps answering
      // "Retry-After: 1" cannot use up the eight attempts in a few seconds.
      nextDelayMs = scheduled === null ? null : Math.max(scheduled, result.retryAfterMs ?? 0);
      final = nextDelayMs === null || jobAttempt >= DELIVERY_MAX_ATTEMPTS;
      if (final) nextDelayMs = null;
    }
    const status: DeliveryStatus = result.ok ? 'succeeded' : final ? 'failed' : 'retrying';
    await repository.updateDelivery(delivery.id, {
      status,
      attempts: delivery.attempts + 1,
      last_attempt_at: at.toISOString(),
      next_retry_at: nextDelayMs === null ? null : new Date(at.getTime() + nextDelayMs).toISOString(),
      response_status: result.status ?? null,
      response_excerpt: result.excerpt ?? null,
      error_code: result.ok ? null : (result.reason ?? (result.status != null ? 'http_status' : 'other')),
      error: result.ok ? null : result.error,
      updated_at: at.toISOString(),
    });
    if (result.ok && result.external && delivery.ticket_id) {
      await repository.saveTicketLink(
        delivery.ticket_id,
        row.id,
        { external_id: result.external.id, external_url: result.external.url },
        at.toISOString(),
      );
    }
    if (result.ok || final) {
      await recordOnTicket(delivery.ticket_id, {
        type: row.type as IntegrationType,
        success: result.ok,
        project_integration_uid: row.id,
      });
    }
    if (!result.ok && result.outcome === 'gone') await switchOffGone(row, at.toISOString());
    return { result, final, nextDelayMs };
  }

  /**
   * 410 Gone: the receiver asks us to stop. Switched off until an admin turns it on again, and
   * its admins are told in the same transaction (docs/product.md#integrations), once.
   */
  async function switchOffGone(row: IntegrationRow, at: string): Promise<void> {
    await db.transaction().execute(async (trx: Db) => {
      if (!(await repository.switchOff(row.id, 'gone', at, trx))) return;
      await events.emit(trx, 'integration.disabled', {
        workspaceId: row.workspace_id,
        projectId: row.project_id,
        integrationId: row.id,
        type: row.type as IntegrationType,
        description: row.description,
        reason: 'gone',
        at,
      });
    });
  }

  return { newDelivery, enqueueJob, enqueueDelivery, recordOnTicket, attempt };
}

export type Deliveries = ReturnType<typeof createDeliveries>;
