import { createHash } from 'node:crypto';
import { calendarDayTime } from '@expertos/domain/dates';
import {
  GOOGLE_CALENDAR_TICKET_KEY,
  type GoogleCalendarConfig,
} from '@expertos/domain/google-calendar.schema';
import { labelTextsIn } from '@expertos/domain/label-texts/index';
import { DEFAULT_LANGUAGE, type Language } from '@expertos/domain/languages';
import { PRODUCT_NAME } from '@expertos/domain/product';
import { calendarDate } from '@expertos/domain/ticket.schema';
import type { TicketStatus, TicketType } from '@expertos/domain/tickets';
import { CALENDAR_TEXTS } from '../calendar-texts.js';

/**
 * A ticket as its Google Calendar event (docs/product.md#integrations): one all-day event on
 * the day the ticket sits on in the app's own calendar (`calendarDate`: a post on its posted
 * date, else its film date, else its due date; any other ticket on its due date), or none when
 * it has no such day. The event names the ticket (`#12 Summary`), links back to it, and
 * carries its uid in `extendedProperties.private`, which is how it is found again.
 *
 * Pure: what to write, not how. The event id is derived from the ticket uid, so a second
 * insert of the same ticket is refused by Google (409) instead of making a duplicate.
 */

/**
 * The ticket as its event shows it, read by the calendar jobs: the same facts a delivery message
 * carries (the calendar module keeps its own type rather than borrow the integrations module's),
 * with the dates only a post has.
 */
export interface CalendarTicket {
  uid: string;
  number: number;
  summary: string;
  status: TicketStatus;
  ticket_type: TicketType;
  due_date: string | null;
  assignee: string | null;
  caption: string | null;
  project: { uid: string; name: string; slug: string };
  /** The ticket's address in the app, absolute. */
  url: string;
  updated_at: string;
  film_date?: string | null;
  posted_date?: string | null;
}

/** The Event fields we write (Calendar API v3 `Event`); Google adds the rest. */
export interface TicketEventBody {
  id: string;
  summary: string;
  description: string;
  start: { date: string; timeZone: string };
  end: { date: string; timeZone: string };
  /** A deadline is not a meeting: the day stays free in the person's availability. */
  transparency: 'transparent';
  source: { title: string; url: string };
  extendedProperties: { private: Record<string, string> };
}

/** Google caps a summary far above this; a longer one is cut so the title stays readable. */
const SUMMARY_MAX = 250;
const CAPTION_MAX = 2000;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Google event ids use base32hex letters (a–v, 0–9), 5–1024 long, unique per calendar: a hash
 * of the ticket uid in hex fits whatever shape the uid has.
 */
export function ticketEventId(ticketUid: string): string {
  return createHash('sha256').update(`${PRODUCT_NAME}:ticket:${ticketUid}`).digest('hex').slice(0, 40);
}

/** The day after `YYYY-MM-DD` (an all-day event's end is exclusive), or null for a day that does not exist. */
export function nextDay(day: string): string | null {
  const time = calendarDayTime(day);
  return time === null ? null : new Date(time + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The day and which of the ticket's dates it is (named in `language`), or null when the ticket
 * has none.
 */
export function ticketEventDay(
  ticket: CalendarTicket,
  language: Language = DEFAULT_LANGUAGE,
): { date: string; label: string } | null {
  const day = calendarDate({
    ticket_type: ticket.ticket_type,
    due_date: ticket.due_date,
    film_date: ticket.film_date ?? null,
    posted_date: ticket.posted_date ?? null,
  });
  if (!day || calendarDayTime(day.date) === null) return null;
  return { date: day.date, label: labelTextsIn(language).calendarEvents[day.field] };
}

/** The event for `ticket`, in its calendar person's language, or null when it has no date to sit on. */
export function ticketEventBody(
  ticket: CalendarTicket,
  config: Pick<GoogleCalendarConfig, 'time_zone'>,
  language: Language = DEFAULT_LANGUAGE,
): TicketEventBody | null {
  const day = ticketEventDay(ticket, language);
  const end = day ? nextDay(day.date) : null;
  if (!day || !end) return null;
  const title = `#${ticket.number} ${oneLine(ticket.summary)}`.slice(0, SUMMARY_MAX).trim();
  const caption = ticket.caption?.trim() ? ticket.caption.trim().slice(0, CAPTION_MAX) : null;
  const description = [
    ...(caption ? [caption, ''] : []),
    `${day.label}: ${day.date} · ${ticket.project.name}`,
    CALENDAR_TEXTS[language].openIn(ticket.url),
  ].join('\n');
  return {
    id: ticketEventId(ticket.uid),
    summary: title,
    description,
    start: { date: day.date, timeZone: config.time_zone },
    end: { date: end, timeZone: config.time_zone },
    transparency: 'transparent',
    source: { title: `${PRODUCT_NAME}: ${title}`.slice(0, SUMMARY_MAX), url: ticket.url },
    extendedProperties: { private: { [GOOGLE_CALENDAR_TICKET_KEY]: ticket.uid } },
  };
}

/** An event as Google returns it: the fields the sync compares. */
export interface StoredEvent {
  id?: string | null;
  status?: string | null;
  summary?: string | null;
  description?: string | null;
  start?: { date?: string | null; dateTime?: string | null; timeZone?: string | null } | null;
  end?: { date?: string | null; dateTime?: string | null; timeZone?: string | null } | null;
  transparency?: string | null;
  source?: { title?: string | null; url?: string | null } | null;
  extendedProperties?: { private?: Record<string, string> | null } | null;
}

/**
 * Whether `event` already shows `body`: then nothing is written (a retried or repeated
 * delivery costs one read). Fields a person added in Google (reminders, colour, guests) are not
 * ours and do not count.
 */
export function eventMatches(event: StoredEvent, body: TicketEventBody): boolean {
  return (
    event.status !== 'cancelled' &&
    (event.summary ?? '') === body.summary &&
    (event.description ?? '') === body.description &&
    event.start?.date === body.start.date &&
    !event.start?.dateTime &&
    event.end?.date === body.end.date &&
    !event.end?.dateTime &&
    event.transparency === body.transparency &&
    event.source?.url === body.source.url &&
    event.source?.title === body.source.title &&
    event.extendedProperties?.private?.[GOOGLE_CALENDAR_TICKET_KEY] ===
      body.extendedProperties.private[GOOGLE_CALENDAR_TICKET_KEY]
  );
}

/**
 * The PATCH that turns an existing event into `body`: `dateTime: null` clears a time a person
 * may have given it in Google (an event has a date or a date-time, never both), and `status`
 * brings back an event that was deleted (Google keeps it, cancelled, under the same id).
 */
export function eventPatch(body: TicketEventBody) {
  const { id: _id, ...fields } = body;
  return {
    ...fields,
    status: 'confirmed' as const,
    start: { ...body.start, dateTime: null },
    end: { ...body.end, dateTime: null },
  };
}
