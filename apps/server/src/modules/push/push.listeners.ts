import { PUSHABLE_KINDS } from '@expertos/domain/push.schema';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { PushRepository } from './push.repository.js';
import { PUSH_NOTIFY_JOB } from './push.service.js';

/**
 * The one outbox (docs/architecture.md#after-the-commit): a notification's push job is enqueued
 * in the notification's own transaction, so it is never lost after the commit nor sent for a
 * change that rolled back — and only for people who registered a device.
 */
export function registerPushListeners(
  events: EventBus,
  {
    repository,
    queue,
  }: { repository: Pick<PushRepository, 'withDevices'>; queue: Pick<JobQueue, 'enqueue'> },
): void {
  events.on('notifications.created', async ({ notifications }, trx) => {
    const pushable = notifications.filter(({ kind }) => (PUSHABLE_KINDS as readonly string[]).includes(kind));
    if (pushable.length === 0) return;
    // One read for everyone the call notified (a ticket's fifty followers), not one each.
    const withDevices = await repository.withDevices(trx, [...new Set(pushable.map(({ userId }) => userId))]);
    for (const { notificationId, userId } of pushable) {
      if (!withDevices.has(userId)) continue;
      await queue.enqueue(
        PUSH_NOTIFY_JOB,
        { notificationId },
        { trx, dedupeKey: `${PUSH_NOTIFY_JOB}:${notificationId}` },
      );
    }
  });
}
