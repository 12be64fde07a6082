import type { Language } from '@expertos/domain/languages';
import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createPushMessageView } from '../../views/push-message.view.js';
import { pushJobs } from './push.jobs.js';
import { registerPushListeners } from './push.listeners.js';
import { createPushRepository } from './push.repository.js';
import { pushRoutes } from './push.routes.js';
import { createPushService } from './push.service.js';
import { createApnsSender } from './senders/apns-sender.js';
import { createFcmSender } from './senders/fcm-sender.js';
import type { PushSender } from './senders/push-sender.js';
import { createWebPushSender } from './senders/web-push-sender.js';
import { loadVapidKeys } from './vapid.js';

/**
 * Push notifications (docs/product.md#push-notifications): devices and settings per person,
 * and the jobs that push each notification to each device — Web Push always (VAPID keys are
 * generated when none are configured), FCM and APNs when configured — in the person's language.
 */
export function pushModule(
  { config, database, queue, events, now }: ModuleDeps,
  {
    languageOf,
  }: {
    /** A person's language (the profile module's narrow read); English when left out. */
    languageOf?: (userId: string) => Promise<Language | null>;
  } = {},
) {
  const repository = createPushRepository(database.db);
  const fetch = createGuardedFetch({ allowPrivate: config.egress.allowPrivateTargets });
  const vapid = loadVapidKeys(config.dataDir, config.push.vapid);
  const senders: Partial<Record<'webpush' | 'fcm' | 'apns', PushSender>> = {
    webpush: createWebPushSender({ vapid, fetch }),
  };
  if (config.push.fcm) senders.fcm = createFcmSender({ ...config.push.fcm, fetch, now });
  if (config.push.apns) senders.apns = createApnsSender({ ...config.push.apns, now });
  const push = createPushService({
    repository,
    queue,
    config: { web_push_public_key: vapid.publicKey, fcm: Boolean(senders.fcm), apns: Boolean(senders.apns) },
    senders,
    now,
    ...(languageOf ? { languageOf } : {}),
  });
  registerPushListeners(events, { repository, queue });
  return {
    name: 'push',
    routes: pushRoutes({ push }),
    jobs: pushJobs({
      repository,
      notificationFor: createPushMessageView(database.db),
      queue,
      senders,
      now,
      ...(languageOf ? { languageOf } : {}),
    }),
  } satisfies ServerModule;
}
