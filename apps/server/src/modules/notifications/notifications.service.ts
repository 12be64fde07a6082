import { randomUUID } from 'node:crypto';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationKind,
  ticketUrl,
} from '@expertos/domain/notification.schema';
import { PUSHABLE_KINDS } from '@expertos/domain/push.schema';
import type { Db } from '../../db/database.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { enqueueMail } from '../../platform/mail/mail.jobs.js';
import { type MailContent, mentionEmail, reminderEmail } from '../../platform/mail/templates.js';
import { PUSH_NOTIFY_JOB } from '../push/push.service.js';
import { commentOfNoticeKey } from './comment-notice-key.js';
import { toSettings } from './notifications.mapper.js';
import { createNotificationsRepository, type RecipientRow } from './notifications.repository.js';
import type { Notifier, NotifyInput } from './notifier.js';

export interface NotifierDeps {
  db: Db;
  queue: Pick<JobQueue, 'enqueue'>;
  /** The app's public URL, for links in e-mails. */
  publicUrl: string;
  /** The clock (tests set it to order notifications). */
  now?: () => Date;
}

/** The database column is varchar(300); cut by characters, not UTF-16 units, so no emoji is split. */
export const EXCERPT_MAX = 300;
const cutExcerpt = (text: string | null | undefined): string | null =>
  text ? [...text].slice(0, EXCERPT_MAX).join('') : null;

/** Which kinds also come by e-mail, and the setting that turns each off. */
const MAILED: Partial<Record<NotificationKind, 'email_mentions' | 'email_reminders'>> = {
  mention: 'email_mentions',
  reminder: 'email_reminders',
};

/**
 * Creates notifications and keeps followers, inside the caller's transaction: a notification
 * and its e-mail job commit with the change that caused them, or not at all.
 */
export function createNotifier({ db, queue, publicUrl, now = () => new Date() }: NotifierDeps): Notifier {
  const repo = createNotificationsRepository(db);
  const base = publicUrl.replace(/\/+$/, '');

  async function wantsMail(trx: Db, userId: string, kind: NotificationKind): Promise<boolean> {
    const setting = MAILED[kind];
    if (!setting) return false;
    const row = await repo.settings(trx, userId);
    return (row ? toSettings(row) : DEFAULT_NOTIFICATION_SETTINGS)[setting];
  }

  async function mailContent(
    trx: Db,
    input: NotifyInput,
    recipient: RecipientRow,
  ): Promise<MailContent | null> {
    // Mentions and reminders are always about a ticket; one deleted meanwhile has nothing to link to.
    const ticket = input.ticketId ? await repo.ticketForMail(trx, input.ticketId) : undefined;
    if (!ticket) return null;
    const context = {
      name: recipient.name ?? '',
      ticketNumber: ticket.number,
      ticketSummary: ticket.summary,
      // A mention's mail opens the ticket at its comment.
      url: `${base}${ticketUrl(ticket.project_slug, input.ticketId!, commentOfNoticeKey(input.dedupeKey ?? null))}`,
      settingsUrl: `${base}/profile`,
    };
    if (input.kind === 'reminder') return reminderEmail(context);
    const actorName = input.actorMemberId ? await repo.memberName(trx, input.actorMemberId) : undefined;
    return mentionEmail({ ...context, actorName: actorName ?? '', excerpt: cutExcerpt(input.excerpt) });
  }

  async function notify(trx: Db, inputs: NotifyInput[]): Promise<void> {
    // Nobody hears of their own doing.
    const wanted = inputs.filter((input) => input.recipientMemberId !== input.actorMemberId);
    if (wanted.length === 0) return;
    const recipients = new Map(
      (await repo.recipients(trx, [...new Set(wanted.map((input) => input.recipientMemberId))])).map(
        (row) => [row.member_id, row],
      ),
    );
    const seers = new Map<string, Set<string>>();
    for (const ticketId of new Set(wanted.map((input) => input.ticketId))) {
      if (!ticketId) continue;
      const memberIds = wanted.filter((input) => input.ticketId === ticketId).map((i) => i.recipientMemberId);
      seers.set(ticketId, await repo.whoSeesTicket(trx, ticketId, [...new Set(memberIds)]));
    }
    for (const input of wanted) {
      const recipient = recipients.get(input.recipientMemberId);
      if (!recipient) continue; // no longer a joined member
      // A follower who lost the brand (or became external) no longer hears of its tickets.
      if (input.ticketId && !seers.get(input.ticketId)?.has(input.recipientMemberId)) continue;
      const id = randomUUID();
      const inserted = await repo.insert(trx, {
        id,
        user_id: recipient.user_id,
        workspace_id: input.workspaceId,
        ticket_id: input.ticketId,
        project_id: input.projectId ?? null,
        kind: input.kind,
        actor_id: input.actorMemberId,
        status: input.status ?? null,
        excerpt: cutExcerpt(input.excerpt),
        dedupe_key: input.dedupeKey ?? null,
        read_at: null,
        created_at: now().toISOString(),
      });
      // The same notification again (a job run twice): no second row, no second e-mail or push.
      if (!inserted) continue;
      // Pushed by the push module's job, which checks the person's devices and settings.
      if (
        (PUSHABLE_KINDS as readonly string[]).includes(input.kind) &&
        (await repo.hasPushDevice(trx, recipient.user_id))
      ) {
        await queue.enqueue(
          PUSH_NOTIFY_JOB,
          { notificationId: id },
          { trx, dedupeKey: `${PUSH_NOTIFY_JOB}:${id}` },
        );
      }
      if (!(await wantsMail(trx, recipient.user_id, input.kind))) continue;
      const content = await mailContent(trx, input, recipient);
      if (content) {
        await enqueueMail(
          queue,
          { to: recipient.email, ...content },
          { trx, dedupeKey: `notify-mail:${id}` },
        );
      }
    }
  }

  async function follow(trx: Db, ticketId: string, memberIds: string[]): Promise<void> {
    await repo.follow(trx, ticketId, [...new Set(memberIds)], now().toISOString());
  }

  return {
    notify,
    follow,
    followers: (trx, ticketId) => repo.followers(trx, ticketId),
    brandAdmins: (trx, projectId) => repo.brandAdmins(trx, projectId),
  };
}
