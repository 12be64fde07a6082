import { brandDay } from './analytics/schedule';
import { calendarDayTime } from './dates';
import { isOpenStatus, type TicketStatus } from './tickets';

/**
 * Overdue and due soon (docs/product.md#due-dates): only an open ticket (see `isOpenStatus`)
 * with a due date can be either. It is *overdue* once its due day has passed (the day before
 * today or earlier, in the viewer's own calendar), and *due soon* on its due day and the
 * `DUE_SOON_DAYS - 1` days before it (today or tomorrow). The table, the board and the
 * calendar style these two the same way, with an icon and a word, never colour alone.
 */
export const DUE_SOON_DAYS = 2;

export type DueState = 'overdue' | 'due_soon';

export interface DueStateTicket {
  due_date: string | null;
  status: TicketStatus;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The viewer's calendar day of `now` as `YYYY-MM-DD`: in their zone when given (their profile's,
 * docs/product.md#time-zones), else the runtime's.
 */
export function localDayOf(now: Date, zone?: string): string {
  if (zone) return brandDay(now, zone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether `ticket` is overdue, due soon, or neither (null) on the viewer's day of `now`. */
export function dueStateOf(ticket: DueStateTicket, now: Date, zone?: string): DueState | null {
  if (!ticket.due_date || !isOpenStatus(ticket.status)) return null;
  const due = calendarDayTime(ticket.due_date);
  const today = calendarDayTime(localDayOf(now, zone));
  if (due === null || today === null) return null;
  const daysLeft = Math.round((due - today) / DAY_MS);
  if (daysLeft < 0) return 'overdue';
  if (daysLeft < DUE_SOON_DAYS) return 'due_soon';
  return null;
}
