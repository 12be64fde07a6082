import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import { createNotificationCentre } from './notification-centre.service.js';
import { createNotificationFacts } from './notification-facts.js';
import { registerNotificationListeners } from './notification-listeners.js';
import { notificationsRoutes } from './notifications.routes.js';
import { createNotifier, type NotifierDeps } from './notifications.service.js';

/**
 * The notification centre, and who hears of what: listeners of the ticket and comment events.
 * The notifier is handed to the modules that notify outside those events (reminders).
 */
export function notificationsModule(
  { database, queue, config, events, realtime, now }: ModuleDeps,
  uses: {
    /** A getter: the workspaces module is built after this one (modules/index.ts). */
    access: () => MemberAccess;
    /** A person's language, for their e-mails (the profile module's narrow read). */
    languageOf?: NotifierDeps['languageOf'];
  },
) {
  // Built here from the database, not handed in: this module is built first (modules/index.ts).
  const facts = createNotificationFacts(database.db, database.dialect);
  const notifier = createNotifier({
    db: database.db,
    facts,
    queue,
    publicUrl: config.publicUrl,
    now,
    realtime,
    events,
    access: {
      whoSees: (...args) => uses.access().whoSees(...args),
      brandAdmins: (...args) => uses.access().brandAdmins(...args),
    },
    ...(uses.languageOf ? { languageOf: uses.languageOf } : {}),
  });
  registerNotificationListeners(events, notifier);
  return {
    name: 'notifications',
    routes: notificationsRoutes({
      database,
      centre: createNotificationCentre({ db: database.db, facts }),
      notifier,
    }),
    services: { notifier },
  } satisfies ServerModule & { services: unknown };
}
