import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '@expertos/domain/languages';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  isChoosableKind,
  ticketUrl,
} from '@expertos/domain/notification.schema';
import type { Db, Dialect } from '../../db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { enqueueSystemMail } from '../../platform/mail/mail.jobs.js';
import {
  assignedEmail,
  commentEmail,
  type MailContent,
  mentionEmail,
  reminderEmail,
  statusChangedEmail,
  ticketStatusLabel,
} from '../../platform/mail/templates.js';
import type { RealtimePublisher } from '../../platform/realtime/realtime.js';
import type { TicketTitle } from '../tickets/ticket-titles.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import { commentOfNoticeKey } from './comment-notice-key.js';
import { createNotificationFacts, type NotificationFacts } from './notification-facts.js';
import { toSettings } from './notifications.mapper.js';
import { createNotificationsRepository, type NotificationValues } from './notifications.repository.js';
import type { Notifier, NotifyInput } from './notifier.js';

export interface NotifierDeps {
  db: Db;
  queue: Pick<JobQueue, 'enqueue'>;
  /** The app's public URL, for links in e-mails. */
  publicUrl: string;
  /** The clock (tests set it to order notifications). */
  now?: () => Date;
  /** Tells the person's open tabs (docs/architecture.md#live-updates); none in tests of the notifier alone. */
  realtime?: RealtimePublisher;
  /** `notifications.created` is raised in the notifications' transaction (the push module listens). */
  events: Pick<EventBus, 'emit'>;
  /** Who may see a brand (the one rule, workspaces/member-access.ts). */
  access: Pick<MemberAccess, 'whoSees' | 'brandAdmins'>;
  /** What it reads of other modules (the module builds them once); built from `db` when left out. */
  facts?: NotificationFacts;
  /** The database's, for `facts` built here; they lock no row, so tests of the notifier alone may leave it out. */
  dialect?: Dialect;
  /**
   * A person's language, for their e-mails (the profile module's narrow read,
   * docs/product.md#languages); English when left out or when they chose none.
   */
  languageOf?: (userId: string, trx?: Db) => Promise<Language | null>;
}

/** A member who can receive notifications: joined, not Jira-only, with their account. */
interface Recipient {
  member_id: string;
  user_id: string;
  email: string;
  name: string | null;
}

/** The database column is varchar(300); cut by characters, not UTF-16 units, so no emoji is split. */
export const EXCERPT_MAX = 300;
const cutExcerpt = (text: string | null | undefined): string | null =>
  text ? [...text].slice(0, EXCERPT_MAX).join('') : null;

/**
 * Creates notifications and keeps followers, inside the caller's transaction: a notification
 * and its e-mail job commit with the change that caused them, or not at all.
 */
export function createNotifier({
  db,
  queue,
  publicUrl,
  now = () => new Date(),
  realtime,
  access,
  events,
  dialect = 'sqlite',
  facts = createNotificationFacts(db, dialect),
  languageOf,
}: NotifierDeps): Notifier {
  const repo = createNotificationsRepository(db);
  const base = publicUrl.replace(/\/+$/, '');

  /** These people's channel switches, read in one statement for a whole notify call. */
  async function settingsFor(trx: Db, userIds: readonly string[]) {
    const rows = await repo.settingsOf(trx, [...new Set(userIds)]);
    const byUser = new Map(rows.map((row) => [row.user_id, toSettings(row)]));
    return (userId: string) => byUser.get(userId) ?? DEFAULT_NOTIFICATION_SETTINGS;
  }

  /**
   * A person's language, for what is written for them (their e-mails, the server's own
   * excerpts): their profile's, else English; read once per person per call.
   */
  function languageReader(trx: Db) {
    const read = new Map<string, Promise<Language>>();
    return (userId: string) => {
      let language = read.get(userId);
      if (!language) {
        language = languageOf
          ? languageOf(userId, trx).then((chosen) => chosen ?? DEFAULT_LANGUAGE)
          : Promise.resolve(DEFAULT_LANGUAGE);
        read.set(userId, language);
      }
      return language;
    };
  }

  /**
   * Joined members among these, with their account (others get no notifications). People here
   * only as a Jira user get none: nobody can read them (docs/product.md#seats).
   */
  async function recipientsOf(trx: Db, memberIds: string[]): Promise<Map<string, Recipient>> {
    const readers = await facts.members.readers(memberIds, trx);
    const accounts = await facts.accounts.addresses(readers.values(), trx);
    const recipients = new Map<string, Recipient>();
    for (const [memberId, userId] of readers) {
      const account = accounts.get(userId);
      if (account) recipients.set(memberId, { member_id: memberId, user_id: userId, ...account });
    }
    return recipients;
  }

  /**
   * What one notify call's e-mails say of their tickets and actors, read once for all of them
   * and only when a first e-mail is written.
   */
  function mailFacts(trx: Db, inputs: NotifyInput[], tickets: Map<string, TicketTitle>) {
    let read: Promise<{ slugs: Map<string, string>; actors: Map<string, string> }> | undefined;
    return () => {
      read ??= Promise.all([
        facts.brands.named(
          [...tickets.values()].map((ticket) => ticket.projectId),
          trx,
        ),
        facts.people.refs(
          inputs.map((input) => input.actorMemberId),
          trx,
        ),
      ]).then(([brands, people]) => ({
        slugs: new Map([...brands].map(([id, brand]) => [id, brand.slug])),
        // The name a member goes by in e-mails (their account's name, else their e-mail).
        actors: new Map([...people].map(([id, person]) => [id, person.name || person.email])),
      }));
      return read;
    };
  }

  async function mailContent(
    input: NotifyInput,
    recipient: Recipient,
    ticket: TicketTitle | undefined,
    read: ReturnType<typeof mailFacts>,
    /** The recipient's (docs/product.md#languages); English when they chose none. */
    language: Language,
  ): Promise<MailContent | null> {
    // Some kinds bring their own e-mail (the weekly review, the approvals').
    if (input.email)
      return input.email({ name: recipient.name ?? '', settingsUrl: `${base}/profile`, language });
    // The other mailed kinds are about a ticket; one deleted meanwhile has nothing to link to.
    if (!ticket) return null;
    const { slugs, actors } = await read();
    const projectSlug = slugs.get(ticket.projectId);
    if (projectSlug === undefined) return null;
    const context = {
      name: recipient.name ?? '',
      ticketNumber: ticket.number,
      ticketSummary: ticket.summary,
      // A mention's mail opens the ticket at its comment.
      url: `${base}${ticketUrl(projectSlug, ticket.id, commentOfNoticeKey(input.dedupeKey ?? null))}`,
      settingsUrl: `${base}/profile`,
      language,
    };
    if (input.kind === 'reminder') return reminderEmail(context);
    if (input.kind === 'status_changed') {
      return statusChangedEmail({ ...context, statusLabel: ticketStatusLabel(input.status, language) });
    }
    const actorName = (input.actorMemberId ? actors.get(input.actorMemberId) : undefined) ?? '';
    if (input.kind === 'assigned') return assignedEmail({ ...context, actorName });
    const excerpt = cutExcerpt(input.excerpt);
    if (input.kind === 'comment') return commentEmail({ ...context, actorName, excerpt });
    if (input.kind === 'mention') return mentionEmail({ ...context, actorName, excerpt });
    return null;
  }

  async function notify(trx: Db, inputs: NotifyInput[]): Promise<void> {
    // Nobody hears of their own doing.
    const wanted = inputs.filter((input) => input.recipientMemberId !== input.actorMemberId);
    if (wanted.length === 0) return;
    const recipients = await recipientsOf(trx, [...new Set(wanted.map((input) => input.recipientMemberId))]);
    // The tickets' brands (for the visibility rule) and what their e-mails say, read once.
    const tickets = await facts.tickets.of(
      wanted.map((input) => input.ticketId),
      trx,
    );
    const seers = new Map<string, Set<string>>();
    for (const ticketId of new Set(wanted.map((input) => input.ticketId))) {
      if (!ticketId) continue;
      const memberIds = wanted.filter((input) => input.ticketId === ticketId).map((i) => i.recipientMemberId);
      const ticket = tickets.get(ticketId);
      seers.set(
        ticketId,
        ticket
          ? await access.whoSees(
              { projectId: ticket.projectId, workspaceId: ticket.workspaceId },
              memberIds,
              { tickets: true },
              trx,
            )
          : new Set<string>(),
      );
    }
    const readMailFacts = mailFacts(trx, wanted, tickets);
    const languageOfPerson = languageReader(trx);
    // Who hears of what: a follower who lost the brand (or became external) no longer hears of
    // its tickets, and someone no longer a joined member not at all.
    const heard = wanted.flatMap((input) => {
      const recipient = recipients.get(input.recipientMemberId);
      if (!recipient) return [];
      if (input.ticketId && !seers.get(input.ticketId)?.has(input.recipientMemberId)) return [];
      return [{ input, recipient }];
    });
    const settingsOf = await settingsFor(
      trx,
      heard.map(({ recipient }) => recipient.user_id),
    );
    // Written together, a few statements however many hear of it: a status change on a ticket
    // followed by fifty people wrote some two hundred, one after another, inside the change's
    // transaction (bench:soak's edits slowed as their tickets gathered followers).
    const planned = [];
    const rows: NotificationValues[] = [];
    for (const { input, recipient } of heard) {
      const id = randomUUID();
      // Access requests and switched-off integrations always reach the bell (docs/product.md#notifications).
      const choosable = isChoosableKind(input.kind) ? input.kind : null;
      const settings = choosable ? settingsOf(recipient.user_id) : null;
      const inApp = !(choosable && settings && !settings.in_app[choosable]);
      planned.push({ id, input, recipient, choosable, settings, inApp });
      rows.push({
        id,
        user_id: recipient.user_id,
        workspace_id: input.workspaceId,
        ticket_id: input.ticketId,
        project_id: input.projectId ?? null,
        kind: input.kind,
        actor_id: input.actorMemberId,
        status: input.status ?? null,
        excerpt: cutExcerpt(
          input.excerptIn ? input.excerptIn(await languageOfPerson(recipient.user_id)) : input.excerpt,
        ),
        dedupe_key: input.dedupeKey ?? null,
        read_at: null,
        created_at: now().toISOString(),
        in_app: inApp ? 1 : 0,
      });
    }
    const added = await repo.insertMany(trx, rows);
    // The same notification again (a job run twice): no second row, no second e-mail or push.
    const created = planned.filter(({ id }) => added.has(id));
    if (realtime) {
      await realtime.publishAll(
        trx,
        created
          .filter(({ inApp }) => inApp)
          .map(({ id, input, recipient }) => ({
            type: 'notification.created' as const,
            workspaceId: input.workspaceId,
            audience: 'user' as const,
            userId: recipient.user_id,
            data: { workspace_uid: input.workspaceId, notification_uid: id, kind: input.kind },
          })),
      );
    }
    // The push module hears of them and pushes each to its person's devices (push.listeners.ts):
    // once for the call, so it asks which of these people have a device in one read.
    if (created.length > 0) {
      await events.emit(trx, 'notifications.created', {
        notifications: created.map(({ id, input, recipient }) => ({
          workspaceId: input.workspaceId,
          notificationId: id,
          userId: recipient.user_id,
          kind: input.kind,
        })),
      });
    }
    for (const { id, input, recipient, choosable, settings } of created) {
      if (!(choosable && settings?.email[choosable])) continue;
      const ticket = input.ticketId ? tickets.get(input.ticketId) : undefined;
      const language = await languageOfPerson(recipient.user_id);
      const content = await mailContent(input, recipient, ticket, readMailFacts, language);
      if (content) {
        await enqueueSystemMail(
          queue,
          { to: recipient.email, ...content },
          { trx, dedupeKey: `notify-mail:${id}` },
        );
      }
    }
  }

  async function followAll(trx: Db, follows: readonly { ticketId: string; memberIds: string[] }[]) {
    const pairs = follows.flatMap(({ ticketId, memberIds }) =>
      [...new Set(memberIds)].map((memberId) => ({ ticketId, memberId })),
    );
    await repo.follow(trx, pairs, now().toISOString());
  }

  return {
    notify,
    follow: (trx, ticketId, memberIds) => followAll(trx, [{ ticketId, memberIds }]),
    followAll,
    followers: (trx, ticketId) => repo.followers(trx, ticketId),
    brandAdmins: (trx, projectId) => access.brandAdmins(projectId, trx),
  };
}
