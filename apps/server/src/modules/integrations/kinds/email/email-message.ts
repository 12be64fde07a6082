import type { Language } from '@expertos/domain/languages';
import {
  type Email,
  type MailContent,
  type MailTexts,
  mailTexts,
  oneLine,
  renderMail,
} from '../../../../platform/mail/templates.js';
import type { DeliveryMessage, TicketSnapshot } from '../../delivery/adapter.js';

/**
 * The e-mail integration's message (docs/product.md#integrations--e-mail): one subject, HTML
 * and text part per delivery message, in the layout of every other product e-mail. Everything
 * from users (summary, caption, brand, names, comment excerpt) is escaped by that layout and
 * kept off the subject's line breaks, so nothing typed into a ticket can add a mail header.
 */

/** Longest summary in a subject; a longer one is cut with an ellipsis (inboxes show ~60). */
export const SUBJECT_SUMMARY_MAX = 120;
/** Longest caption in the body: the ticket has the rest. */
export const CAPTION_MAX = 1000;
/** Longest comment excerpt quoted. */
export const EXCERPT_MAX = 300;

/**
 * The message in `language`: the brand's, as the integration is the brand's (English when left
 * out); the status names and the due date are written in it too.
 */
export function renderIntegrationEmail(message: DeliveryMessage, language?: Language): MailContent {
  return renderMail(integrationEmail(message, mailTexts(language)), language);
}

/** `#128 Summary` on one line, the summary cut to SUBJECT_SUMMARY_MAX. */
function title(ticket: TicketSnapshot): string {
  const summary = cut(oneLine(ticket.summary), SUBJECT_SUMMARY_MAX);
  return summary ? `#${ticket.number} ${summary}` : `#${ticket.number}`;
}

/** A status's name in the language; one this server does not know, as it came. */
function statusName(status: string, texts: MailTexts): string {
  return Object.hasOwn(texts.statuses, status)
    ? texts.statuses[status as keyof MailTexts['statuses']]
    : status;
}

function integrationEmail(message: DeliveryMessage, texts: MailTexts): Email {
  const t = texts.integration;
  const ticket = message.ticket;
  if (message.event === 'integration.test' || !ticket) {
    // A test has no ticket; an event without one has nothing else to say either.
    return {
      subject: t.test.subject,
      preheader: t.test.preheader,
      greeting: t.greeting,
      before: [t.test.body],
      after: [t.test.unexpected],
    };
  }
  const brand = oneLine(ticket.project.name) || ticket.project.slug;
  const name = title(ticket);
  const { subject, intro, quote } = eventWords(message, ticket, name, brand, texts);
  return {
    subject,
    preheader: intro,
    greeting: t.greeting,
    before: [intro, ...(quote ? [texts.ticket.quote(quote)] : [])],
    details: details(ticket, brand, texts),
    // A deleted ticket has no page to open any more.
    ...(message.event === 'ticket.deleted' ? {} : { action: { label: t.openTask, url: ticket.url } }),
    after: [t.why({ brand })],
  };
}

function eventWords(
  message: DeliveryMessage,
  ticket: TicketSnapshot,
  name: string,
  brand: string,
  texts: MailTexts,
): { subject: string; intro: string; quote?: string } {
  const t = texts.integration;
  const status = statusName(ticket.status, texts);
  switch (message.event) {
    case 'ticket.created':
      return { subject: t.created.subject({ name, status }), intro: t.created.intro({ name, brand }) };
    case 'ticket.status_changed': {
      const change = message.status_change;
      const words = {
        name,
        from: change ? statusName(change.from, texts) : null,
        to: change ? statusName(change.to, texts) : status,
      };
      return { subject: t.statusChanged.subject(words), intro: t.statusChanged.intro(words) };
    }
    case 'ticket.updated':
      return { subject: t.updated.subject({ name, status }), intro: t.updated.intro({ name }) };
    case 'ticket.deleted':
      return { subject: t.deleted.subject({ name }), intro: t.deleted.intro({ name, brand }) };
    case 'comment.created': {
      const author = oneLine(message.comment?.author ?? '') || t.comment.someone;
      const excerpt = cut(oneLine(message.comment?.excerpt ?? ''), EXCERPT_MAX);
      return {
        subject: t.comment.subject({ name, status }),
        intro: t.comment.intro({ author, name, quoted: Boolean(excerpt) }),
        ...(excerpt ? { quote: excerpt } : {}),
      };
    }
    default:
      // ticket.sent: a person sent it from the ticket's dialog.
      return { subject: t.sent.subject({ name, status }), intro: t.sent.intro({ name, brand }) };
  }
}

function details(
  ticket: TicketSnapshot,
  brand: string,
  texts: MailTexts,
): { label: string; value: string }[] {
  const { labels, noDueDate, nobody } = texts.integration;
  const caption = ticket.caption?.trim() ? cut(ticket.caption.trim(), CAPTION_MAX) : null;
  return [
    { label: labels.summary, value: oneLine(ticket.summary) || '—' },
    { label: labels.status, value: statusName(ticket.status, texts) },
    { label: labels.dueDate, value: ticket.due_date ? texts.dates.date(ticket.due_date) : noDueDate },
    { label: labels.assignee, value: oneLine(ticket.assignee ?? '') || nobody },
    { label: labels.brand, value: brand },
    ...(caption ? [{ label: labels.caption, value: caption }] : []),
  ];
}

/** `2030-01-08` → `Jan 8, 2030` in English (the integration's default), as `language` writes it otherwise. */
export function formatDate(date: string, language?: Language): string {
  return mailTexts(language).dates.date(date);
}

function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
