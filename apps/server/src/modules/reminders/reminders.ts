import type { Db } from '../../db/database.js';
import type { JobHandler } from '../../platform/jobs/job-handler.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { Notifier } from '../notifications/notifier.js';
import type { TicketChangeHook } from '../tickets/ticket-events.js';

/** The durable job that fires one reminder. */
export const REMINDER_JOB = 'reminders.fire';

/** STUB (issue 6 in progress): schedules a reminder job when a ticket's remind_at is set or changed. */
export function createReminderScheduler(_deps: { queue: JobQueue }): { onTicketChange: TicketChangeHook } {
  return { async onTicketChange() {} };
}

/** STUB (issue 6 in progress): the job handler that notifies once. */
export function reminderJobHandler(_deps: { db: Db; notifier: Notifier; now?: () => Date }): JobHandler {
  return async () => {};
}
