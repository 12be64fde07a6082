import type { Db } from '../../db/database.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { AuditService } from './audit.service.js';

export const AUDIT_PRUNE_JOB = 'audit.prune';
const DAY_MS = 24 * 60 * 60_000;

/** The next prune: tomorrow, once across processes (its dedupe key is the day). */
export async function armPrune(queue: Pick<JobQueue, 'enqueue'>, at: Date, trx?: Db): Promise<void> {
  const next = new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS + DAY_MS + 60 * 60_000);
  await queue.enqueue(
    AUDIT_PRUNE_JOB,
    {},
    { runAt: next, dedupeKey: `${AUDIT_PRUNE_JOB}:${next.toISOString()}`, ...(trx ? { trx } : {}) },
  );
}

/**
 * Once a day: each workspace's entries older than its retention are dropped, the anchor moved
 * to the last of them so the rest still verifies (docs/product.md#audit-log); then the next run
 * is armed.
 */
export function auditPruneJob({
  audit,
  queue,
  now,
}: {
  audit: AuditService;
  queue: Pick<JobQueue, 'enqueue'>;
  now: () => Date;
}) {
  return {
    concurrency: 1,
    run: async () => {
      const at = now();
      for (const head of await audit.heads())
        await audit.prune(
          head.workspace_id,
          new Date(at.getTime() - Number(head.retention_days) * DAY_MS).toISOString(),
        );
      await armPrune(queue, at);
    },
  };
}
