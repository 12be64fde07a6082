import type { IntegrationDelivery, IntegrationType } from '@expertos/domain/integration.schema';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { JobContext } from '../../platform/jobs/job-handler.js';
import { PermanentJobError, RetryLaterError } from '../../platform/jobs/job-handler.js';
import type { Deliveries } from './deliveries.js';
import type { DeliveryMessage } from './delivery/adapter.js';
import type { DeliveryRow, IntegrationRow } from './integrations.repository.js';
import type { IntegrationsCore } from './integrations-core.js';
import { findKind } from './kinds/index.js';
import { toDelivery } from './replies.js';

/** The delivery job and "Retry now" (docs/product.md#integrations). */
export function createDeliveryJobs(core: IntegrationsCore, deliveries: Deliveries) {
  const { db, repository, now } = core;

  /**
   * Whether this run of a counted delivery (e-mail) may send. Its e-mails were counted when its
   * job was queued (the event, the test, "Retry now"), so the delivery's own job, not yet failed,
   * goes on. Any other run sends them again without that: a dead job run again from the jobs page
   * (the delivery is `failed`), or a job the delivery no longer points to. Those are counted now,
   * against nobody's hour (the job does not know who asked), and made the delivery's own; past a
   * limit the delivery stays failed with the reason, and nothing is sent.
   */
  async function countedRun(delivery: DeliveryRow, row: IntegrationRow, jobId: string): Promise<boolean> {
    const own = delivery.job_id === null || delivery.job_id === jobId;
    if (own && delivery.status !== 'failed') return true;
    const message = JSON.parse(delivery.message) as DeliveryMessage;
    return db.transaction().execute(async (trx: Db) => {
      const at = now().toISOString();
      const refused = await core.tryAdmit(trx, row, message, null, 'integration_retry');
      await repository.updateDelivery(
        delivery.id,
        refused
          ? {
              status: 'failed',
              next_retry_at: null,
              error_code: refused.code,
              error: refused.message,
              updated_at: at,
            }
          : { status: 'pending', job_id: jobId, updated_at: at },
        trx,
      );
      return refused === null;
    });
  }

  return {
    /** The `integration.deliver` job: one attempt of one delivery (at least once, idempotent). */
    async deliver(deliveryId: string, context: JobContext): Promise<void> {
      const delivery = await repository.findDelivery(deliveryId);
      // Gone with its integration, or already sent by an earlier run of this job.
      if (!delivery || delivery.status === 'succeeded') return;
      const row = await repository.findById(delivery.integration_id);
      if (!row) return;
      if (row.enabled !== 1) {
        const at = now().toISOString();
        await repository.updateDelivery(delivery.id, {
          status: 'failed',
          next_retry_at: null,
          error_code: 'disabled',
          error: 'The integration is switched off.',
          updated_at: at,
        });
        return;
      }
      const counted = findKind(row.type)?.tryAdmit !== undefined;
      if (counted && !(await countedRun(delivery, row, context.jobId))) return;
      const { result, final, nextDelayMs } = await deliveries.attempt(
        delivery,
        row,
        context.attempt,
        context.signal,
      );
      if (result.ok) return;
      if (final) throw new PermanentJobError(result.error);
      throw new RetryLaterError(result.error, nextDelayMs ?? 0);
    },

    /**
     * "Retry now" on a failed delivery: the same message (same `webhook-id`), fresh attempts. An
     * e-mail's are sent again, so they count against the limits as the retrying person's (429
     * past one, and nothing is queued).
     */
    async retry(
      projectId: string,
      deliveryId: string,
      sender: { userId: string },
    ): Promise<IntegrationDelivery> {
      const delivery = await repository.findDelivery(deliveryId);
      if (!delivery || delivery.project_id !== projectId)
        throw new AppError('integration_delivery_not_found');
      const row = await repository.findById(delivery.integration_id);
      if (!row) throw new AppError('integration_delivery_not_found');
      if (row.enabled !== 1) throw new AppError('integration_disabled');
      const type = row.type as IntegrationType;
      if (delivery.status !== 'failed') return toDelivery(delivery, type);
      const at = now().toISOString();
      await db.transaction().execute(async (trx: Db) => {
        const job = await deliveries.enqueueJob(trx, row, deliveryId);
        await repository.updateDelivery(
          deliveryId,
          { status: 'pending', next_retry_at: at, job_id: job.id, updated_at: at },
          trx,
        );
        const message = JSON.parse(delivery.message) as DeliveryMessage;
        await core.admit(trx, row, message, sender.userId, 'integration_retry');
      });
      const fresh = await repository.findDelivery(deliveryId);
      return toDelivery(fresh ?? delivery, type);
    },
  };
}
