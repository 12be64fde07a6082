import type { Language } from '@expertos/domain/languages';
import { minutesUntilQuietEnds, PUSHABLE_KINDS, type PushableKind } from '@expertos/domain/push.schema';
import { z } from 'zod';
import {
  defineJobHandler,
  type JobType,
  PermanentJobError,
  RetryLaterError,
} from '../../platform/jobs/job-handler.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { PushMessageView } from '../../views/push-message.view.js';
import type { PushRepository } from './push.repository.js';
import { PUSH_DELIVER_JOB, PUSH_NOTIFY_JOB, settingsOf } from './push.service.js';
import type { PushDevicesTable } from './push.tables.js';
import { pushMessageFor } from './push-message.js';
import type { PushSender } from './senders/push-sender.js';

const notifyPayload = z.object({ notificationId: z.string().min(1).max(64) });
const deliverPayload = z.object({
  deviceId: z.string().min(1).max(64),
  message: z.object({
    title: z.string(),
    body: z.string(),
    data: z.object({
      ticket_url: z.string().nullable(),
      workspace_uid: z.string(),
      notification_uid: z.string(),
      kind: z.string(),
    }),
    tag: z.string().optional(),
  }),
});

export interface PushJobsDeps {
  repository: PushRepository;
  /** The notification and what its text names (a read-only view across modules). */
  notificationFor: PushMessageView;
  queue: Pick<JobQueue, 'enqueue'>;
  senders: Partial<Record<PushDevicesTable['transport'], PushSender>>;
  now: () => Date;
  /** A person's language (the profile module's read); English when left out or when they chose none. */
  languageOf?: (userId: string) => Promise<Language | null>;
}

/**
 * The two push jobs (docs/product.md#push-notifications). `push.notify` (enqueued with the
 * notification, in its transaction, by push.listeners.ts) checks the person's settings and fans out one
 * `push.deliver` per device — held until quiet hours end — so one slow or dead device never
 * delays or repeats another's push. `push.deliver` sends and acts on the answer: a dead
 * registration is deleted, a throttled one retried after the service's Retry-After.
 */
export function pushJobs({
  repository,
  notificationFor,
  queue,
  senders,
  now,
  languageOf,
}: PushJobsDeps): Record<string, JobType> {
  return {
    [PUSH_NOTIFY_JOB]: {
      maxAttempts: 5,
      run: defineJobHandler(notifyPayload, async ({ notificationId }) => {
        const notification = await notificationFor(notificationId);
        // Gone, or already read in the app before the push went out: nothing to say.
        if (!notification || notification.read_at) return;
        if (!(PUSHABLE_KINDS as readonly string[]).includes(notification.kind)) return;
        const settings = settingsOf(await repository.settings(notification.user_id));
        if (!settings.kinds[notification.kind as PushableKind]) return;
        const devices = await repository.devices(notification.user_id);
        if (devices.length === 0) return;
        const wait = settings.quiet_hours ? minutesUntilQuietEnds(now(), settings.quiet_hours) : 0;
        const runAt = wait > 0 ? new Date(now().getTime() + wait * 60_000) : undefined;
        // In the person's language as it is when the push goes out.
        const message = pushMessageFor(notification, (await languageOf?.(notification.user_id)) ?? undefined);
        for (const device of devices) {
          await queue.enqueue(
            PUSH_DELIVER_JOB,
            { deviceId: device.id, message },
            {
              runAt,
              dedupeKey: `${PUSH_DELIVER_JOB}:${notificationId}:${device.id}`,
              concurrencyKey: `push:${device.transport}`,
              workspaceId: notification.workspace_id,
            },
          );
        }
      }),
    },

    [PUSH_DELIVER_JOB]: {
      maxAttempts: 6,
      perKey: 8,
      retryDelaysMs: [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 2 * 3_600_000],
      run: defineJobHandler(deliverPayload, async ({ deviceId, message }, context) => {
        const device = await repository.device(deviceId);
        if (!device) return; // removed meanwhile
        const sender = senders[device.transport];
        if (!sender) throw new PermanentJobError(`No ${device.transport} sender is configured`);
        const outcome = await sender.send(
          { token: device.token, p256dh: device.p256dh, auth: device.auth },
          message,
          context.signal,
        );
        switch (outcome.kind) {
          case 'sent':
            return;
          case 'gone':
            await repository.forget(device.id);
            return;
          case 'retry':
            if (outcome.retryAfterMs !== null)
              throw new RetryLaterError(outcome.reason, outcome.retryAfterMs);
            throw new Error(outcome.reason);
          case 'failed':
            throw new PermanentJobError(outcome.reason);
        }
      }),
    },
  };
}
