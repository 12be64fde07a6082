import { shouldReminderNotify } from '@expertos/domain/tickets';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { TicketFacts } from '../../platform/events/domain-events.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { defineJobHandler, type JobHandler } from '../../platform/jobs/job-handler.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { Notifier } from '../notifications/notifier.js';
import type { ClaimReminder } from '../tickets/ticket-reminders.js';

/** The durable job that fires one reminder. */
export const REMINDER_JOB = 'reminders.fire';

/** One reminder: the ticket and the remind-at time it was armed for (as stored). */
const reminderPayload = z.object({ ticketId: z.string().min(1), remindAt: z.string().min(1) });
export type ReminderPayload = z.infer<typeof reminderPayload>;

/** The job's and the notification's idempotency key: one reminder per ticket and time. */
export const reminderKey = ({ ticketId, remindAt }: ReminderPayload) => `reminder:${ticketId}:${remindAt}`;

/**
 * Arms a reminder when a ticket gets a remind-at time, at creation or by a change (tickets
 * clear the 'reminded' marker then): a listener of the ticket events, so the job is enqueued
 * in the change's transaction, due at that time (at once when it is past). A job armed for an
 * older time stays queued and finds, when it runs, that the ticket's time moved on: it does
 * nothing.
 */
export function registerReminderScheduler(events: EventBus, queue: JobQueue): void {
  async function arm(trx: Db, ticket: TicketFacts): Promise<void> {
    const remindAt = ticket.remindAt;
    if (!remindAt) return;
    const payload: ReminderPayload = { ticketId: ticket.id, remindAt };
    const runAt = new Date(remindAt);
    const enqueued = await queue.enqueue(REMINDER_JOB, payload, {
      trx,
      runAt,
      dedupeKey: reminderKey(payload),
    });
    if (enqueued.created) return;
    // The same time was armed before (A → B → A): that job may have run already, as a no-op
    // since the ticket then had another time. This arming gets a job of its own; the claim in
    // the handler still lets only one of them remind.
    await queue.enqueue(REMINDER_JOB, payload, {
      trx,
      runAt,
      dedupeKey: `${reminderKey(payload)}:${ticket.updatedAt}`,
    });
  }

  events.on('ticket.created', ({ ticket }, trx) => arm(trx, ticket));
  events.on('ticket.updated', async ({ ticket, before }, trx) => {
    if (ticket.remindAt !== before.remindAt) await arm(trx, ticket);
  });
}

/**
 * Fires a reminder, once (docs/product.md#reminders): in one transaction it claims the ticket's 'reminded'
 * marker (UPDATE … WHERE reminded_at IS NULL) and notifies the assignee (the reporter when
 * nobody is assigned) only if the ticket is To Do or In Progress; any other status sets the
 * marker and notifies nobody. The queue delivers at least once and several workers may run:
 * a second run, a duplicate job or a run after a restart finds the marker set and does nothing;
 * a notification that fails rolls the marker back, so the retry reminds.
 */
export function reminderJobHandler({
  db,
  notifier,
  claim,
  now = () => new Date(),
}: {
  db: Db;
  notifier: Notifier;
  /** The tickets module's claim of the 'reminded' marker (reminders own no table). */
  claim: ClaimReminder;
  now?: () => Date;
}): JobHandler {
  return defineJobHandler(reminderPayload, async (payload) => {
    await db.transaction().execute(async (trx) => {
      const ticket = await claim(trx, { ...payload, now: now().toISOString() });
      if (!ticket || !shouldReminderNotify(ticket.status, false)) return;
      const recipient = ticket.assignee_id ?? ticket.reporter_id;
      if (!recipient) return;
      await notifier.notify(trx, [
        {
          kind: 'reminder',
          recipientMemberId: recipient,
          workspaceId: ticket.workspace_id,
          ticketId: ticket.id,
          actorMemberId: null,
          status: ticket.status,
          excerpt: ticket.summary,
          dedupeKey: reminderKey(payload),
        },
      ]);
    });
  });
}
