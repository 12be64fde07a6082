import { PRODUCT_NAME } from '@expertos/domain/product';
import { TICKET_STATUS_LABELS } from '@expertos/domain/tickets';
import { type Email, type MailContent, oneLine, renderMail } from '../../../../platform/mail/templates.js';
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

export function renderIntegrationEmail(message: DeliveryMessage): MailContent {
  return renderMail(integrationEmail(message));
}

/** `#128 Summary` on one line, the summary cut to SUBJECT_SUMMARY_MAX. */
function title(ticket: TicketSnapshot): string {
  const summary = cut(oneLine(ticket.summary), SUBJECT_SUMMARY_MAX);
  return summary ? `#${ticket.number} ${summary}` : `#${ticket.number}`;
}

function status(ticket: TicketSnapshot): string {
  return TICKET_STATUS_LABELS[ticket.status] ?? ticket.status;
}

function integrationEmail(message: DeliveryMessage): Email {
  const ticket = message.ticket;
  if (message.event === 'integration.test' || !ticket) {
    // A test has no ticket; an event without one has nothing else to say either.
    return {
      subject: `${PRODUCT_NAME} e-mail integration works`,
      preheader: `This address receives e-mails from ${PRODUCT_NAME}.`,
      greeting: 'Hi,',
      before: [
        `This is a test from the integrations page of ${PRODUCT_NAME}: tickets sent to this e-mail integration reach this address.`,
      ],
      after: ['If you did not expect this e-mail, ask the brand’s admins to remove your address.'],
    };
  }
  const brand = oneLine(ticket.project.name) || ticket.project.slug;
  const name = title(ticket);
  const { subject, intro, quote } = eventWords(message, ticket, name, brand);
  return {
    subject,
    preheader: intro,
    greeting: 'Hi,',
    before: [intro, ...(quote ? [`“${quote}”`] : [])],
    details: details(ticket, brand),
    // A deleted ticket has no page to open any more.
    ...(message.event === 'ticket.deleted' ? {} : { action: { label: 'Open the task', url: ticket.url } }),
    after: [
      `You receive this e-mail because the brand ${brand} sends its tasks to this address from ${PRODUCT_NAME}.`,
    ],
  };
}

function eventWords(
  message: DeliveryMessage,
  ticket: TicketSnapshot,
  name: string,
  brand: string,
): { subject: string; intro: string; quote?: string } {
  const now = status(ticket);
  switch (message.event) {
    case 'ticket.created':
      return { subject: `New: ${name} — ${now}`, intro: `A new task was created in ${brand}: ${name}.` };
    case 'ticket.status_changed': {
      const from = message.status_change ? TICKET_STATUS_LABELS[message.status_change.from] : null;
      const to = message.status_change ? TICKET_STATUS_LABELS[message.status_change.to] : now;
      return {
        subject: from ? `${name} — ${from} → ${to}` : `${name} — ${to}`,
        intro: from ? `${name} moved from ${from} to ${to}.` : `${name} is now ${to}.`,
      };
    }
    case 'ticket.updated':
      return { subject: `Updated: ${name} — ${now}`, intro: `${name} was updated.` };
    case 'ticket.deleted':
      return { subject: `Deleted: ${name}`, intro: `${name} was deleted from ${brand}.` };
    case 'comment.created': {
      const author = oneLine(message.comment?.author ?? '') || 'Someone';
      const excerpt = cut(oneLine(message.comment?.excerpt ?? ''), EXCERPT_MAX);
      return {
        subject: `New comment: ${name} — ${now}`,
        intro: `${author} commented on ${name}${excerpt ? ':' : '.'}`,
        ...(excerpt ? { quote: excerpt } : {}),
      };
    }
    default:
      // ticket.sent: a person sent it from the ticket's dialog.
      return { subject: `${name} — ${now}`, intro: `A task from ${brand} was sent to you: ${name}.` };
  }
}

function details(ticket: TicketSnapshot, brand: string): { label: string; value: string }[] {
  const caption = ticket.caption?.trim() ? cut(ticket.caption.trim(), CAPTION_MAX) : null;
  return [
    { label: 'Summary', value: oneLine(ticket.summary) || '—' },
    { label: 'Status', value: status(ticket) },
    { label: 'Due date', value: ticket.due_date ? formatDate(ticket.due_date) : 'None' },
    { label: 'Assignee', value: oneLine(ticket.assignee ?? '') || 'Nobody' },
    { label: 'Brand', value: brand },
    ...(caption ? [{ label: 'Caption', value: caption }] : []),
  ];
}

/** `2030-01-08` → `Jan 8, 2030`: recipients may not share the app's language, so English. */
export function formatDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
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
