import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { Notifier } from '../notifications/notifier.js';
import type { ClaimReminder } from '../tickets/ticket-reminders.js';
import { REMINDER_JOB, registerReminderScheduler, reminderJobHandler } from './reminders.js';

/** Reminders: armed by ticket events, fired once by a job at the remind-at time. */
export function remindersModule(
  { database, queue, events, now }: ModuleDeps,
  uses: { notifier: Notifier; claim: ClaimReminder },
): ServerModule {
  registerReminderScheduler(events, queue);
  return {
    name: 'reminders',
    jobs: {
      [REMINDER_JOB]: reminderJobHandler({
        db: database.db,
        notifier: uses.notifier,
        claim: uses.claim,
        now,
      }),
    },
  };
}
