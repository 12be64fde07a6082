import { type NotificationPage, notificationPageSchema } from '@expertos/domain/notification.schema';
import { fromDbJson } from '../../db/portable.js';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import { MAIL_SEND_JOB } from '../../platform/mail/mail.jobs.js';
import type { MailMessage } from '../../platform/mail/mail-message.js';
import type { Persona } from '../../test/world.js';
import { createTicketsTestContext } from '../tickets/tickets.fixtures.js';
import { createMemberAccess } from '../workspaces/member-access.js';
import { createNotifier } from './notifications.service.js';

/**
 * Test support for the notification tests: the tickets test context (five real accounts, a
 * fresh world per test), the caller's notifications as the API lists them, the e-mails waiting
 * in the job queue, and a notifier of the test's own (with a clock it controls) to call directly.
 */
export async function createNotificationsTestContext() {
  const t = await createTicketsTestContext();
  const db = t.ctx.database.db;

  /** As the tickets tests call the API, with PUT too. */
  const call = (
    persona: Persona | 'anonymous',
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.ctx.app.inject({
      method,
      url,
      headers: persona === 'anonymous' ? {} : t.people[persona].headers,
      ...(payload ? { payload } : {}),
    });

  async function list(persona: Persona, query = ''): Promise<NotificationPage> {
    const res = await call(persona, 'GET', `/api/notifications${query}`);
    if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
    return notificationPageSchema.parse(res.json());
  }

  /** The e-mails enqueued (not yet sent: the tests run no worker), oldest first. */
  async function mails(to?: string): Promise<MailMessage[]> {
    const rows = await db
      .selectFrom('jobs')
      .select(['payload', 'created_at'])
      .where('type', '=', MAIL_SEND_JOB)
      .orderBy('created_at')
      .execute();
    const messages = rows.map((row) => fromDbJson<MailMessage>(row.payload, {} as MailMessage));
    return to === undefined ? messages : messages.filter((mail) => mail.to === to);
  }

  function notifier(now?: () => Date) {
    return createNotifier({
      db,
      queue: createJobQueue({ database: t.ctx.database }),
      publicUrl: t.ctx.config.publicUrl,
      access: createMemberAccess(db),
      events: t.ctx.app.events,
      ...(now ? { now } : {}),
    });
  }

  /** A clean slate for tests that count: no notifications, no e-mails, no settings. */
  async function reset() {
    await db.deleteFrom('notifications').execute();
    await db.deleteFrom('notification_settings').execute();
    await db.deleteFrom('jobs').where('type', '=', MAIL_SEND_JOB).execute();
  }

  return { ...t, call, db, list, mails, notifier, reset };
}
export type NotificationsTestContext = Awaited<ReturnType<typeof createNotificationsTestContext>>;
