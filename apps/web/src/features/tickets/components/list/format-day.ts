import { formatDay as formatCalendarDay, formatInstant, utcDay } from '@/shared/lib/format';

// A scrolling table formats two dates per row it mounts: the formatters are shared (lib/format).

const SHORT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/**
 * 'Jan 8, 2030' in the app's language: a `YYYY-MM-DD` day is the same day in every zone, an
 * instant the viewer's day; the text as given when it is neither.
 */
export function formatDay(value: string, locale?: string): string {
  return utcDay(value)
    ? formatCalendarDay(value, locale)
    : formatInstant(value, locale, { dateStyle: 'medium' });
}

let currentYear = 0;

/**
 * A day as the dense views show it: 'Nov 26' within the current year, else as formatDay
 * ('Jan 8, 2030'). Room in a table column is better spent on the overdue mark than on the year.
 */
export function formatShortDay(value: string, locale?: string): string {
  const day = utcDay(value);
  const year = day ? day.getUTCFullYear() : new Date(value).getFullYear();
  if (Number.isNaN(year)) return value;
  currentYear ||= new Date().getFullYear();
  if (year !== currentYear) return formatDay(value, locale);
  return day ? formatCalendarDay(value, locale, SHORT) : formatInstant(value, locale, SHORT);
}
