import { type DueState, dueStateOf } from '@expertos/domain/due-state';
import { calendarDate, type TicketListItem } from '@expertos/domain/ticket.schema';
import type { EventInput } from '@fullcalendar/react';
import { formatDay } from '@/shared/lib/format';
import { viewerTimeZone } from '@/shared/session/viewer-zone';
import { TYPE_COLORS } from '../fields/ticket-colors';

/** Which date field a calendar event stands on, so a drag knows what to reschedule. */
export type CalendarField = 'due_date' | 'film_date' | 'posted_date';

export interface TicketEventProps {
  ticket: TicketListItem;
  field: CalendarField;
  /** Overdue or due soon today (docs/product.md#board-and-calendar), else null. */
  dueState: DueState | null;
}

/** Every ticket event carries this class (e2e tests and styles find events by it). */
export const TICKET_EVENT_CLASS = 'ticket-event';

/**
 * A ticket as an all-day calendar event on its calendar date (posts on their posted or film
 * date, every other ticket on its due date), coloured by type and marked when overdue or due
 * soon; null when it has no date.
 */
export function ticketToEvent(ticket: TicketListItem, now = new Date()): EventInput | null {
  const placed = calendarDate(ticket);
  if (!placed) return null;
  const color = TYPE_COLORS[ticket.ticket_type];
  const dueState = dueStateOf(ticket, now, viewerTimeZone());
  const extendedProps: TicketEventProps = { ticket, field: placed.field, dueState };
  const due = dueState ? ` ticket-due--${dueState}` : '';
  return {
    id: ticket.uid,
    title: `#${ticket.id} ${ticket.summary}`,
    start: placed.date,
    allDay: true,
    color: `var(--mantine-color-${color}-light)`,
    contrastColor: `var(--mantine-color-${color}-light-color)`,
    className: `${TICKET_EVENT_CLASS} ticket-event--${ticket.ticket_type} ticket-status--${ticket.status}${due}`,
    extendedProps,
  };
}

/** The events of a window's tickets, in one pass (a month may hold hundreds). */
export function ticketsToEvents(tickets: readonly TicketListItem[], now = new Date()): EventInput[] {
  const events: EventInput[] = [];
  for (const ticket of tickets) {
    const event = ticketToEvent(ticket, now);
    if (event) events.push(event);
  }
  return events;
}

/** A local calendar day as `YYYY-MM-DD` (the calendar works in the user's time zone). */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A `YYYY-MM-DD` day at local midnight (`new Date(day)` would be UTC midnight, a day early in America). */
export function localDate(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** A `YYYY-MM-DD` day in the app's language, e.g. 'Jan 8, 2030' (the same day in every zone). */
export function displayDay(day: string, locale?: string): string {
  return formatDay(day, locale);
}

export interface DateWindow {
  date_from: string;
  date_to: string;
}

/** The visible days as the list query's window; the calendar's end is exclusive, ours inclusive. */
export function visibleWindow(start: Date, endExclusive: Date): DateWindow {
  const last = new Date(endExclusive.getFullYear(), endExclusive.getMonth(), endExclusive.getDate() - 1);
  return { date_from: isoDay(start), date_to: isoDay(last) };
}

/** Phones (below Mantine's `sm`) get the month as an agenda instead of a grid. */
export const PHONE_QUERY = '(max-width: 48em)';
/** A month grid always shows six weeks (FullCalendar's fixed week count). */
const MONTH_GRID_DAYS = 42;

/**
 * The window the calendar opens on, laid out as FullCalendar lays it out: `today`'s month as
 * six weeks from the week's `firstDay` (0 Sunday … 6 Saturday) on or before the 1st, or on
 * phones (`agenda`) the month itself. Known before the calendar's code has arrived, so the
 * page can ask for the tickets at once.
 */
export function openingWindow(today: string, firstDay: number, agenda: boolean): DateWindow {
  const day = localDate(today);
  const first = new Date(day.getFullYear(), day.getMonth(), 1);
  if (agenda) return visibleWindow(first, new Date(day.getFullYear(), day.getMonth() + 1, 1));
  const start = new Date(first.getFullYear(), first.getMonth(), 1 - ((first.getDay() - firstDay + 7) % 7));
  return visibleWindow(
    start,
    new Date(start.getFullYear(), start.getMonth(), start.getDate() + MONTH_GRID_DAYS),
  );
}

/**
 * The change that moves a ticket to another day: the field its calendar date came from. Sent
 * as it is, and shown as it is in the cached views meanwhile.
 */
export function rescheduleChange(field: CalendarField, day: string): Partial<Record<CalendarField, string>> {
  return { [field]: day };
}
