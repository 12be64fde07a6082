import { formatDay } from '@/shared/lib/format';

/** Calendar dates (YYYY-MM-DD) of the user's own days, in the browser's time zone. */

const pad = (n: number) => String(n).padStart(2, '0');

export function toCalendarDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Monday of the week `today` falls in (weeks start on Monday, as the slate counts them). */
export function mondayOf(today: Date): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const sinceMonday = (day.getDay() + 6) % 7;
  day.setDate(day.getDate() - sinceMonday);
  return toCalendarDate(day);
}

/** A calendar date as a local Date at midnight. */
export function fromCalendarDate(value: string): Date {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** "Jun 2", in the user's locale (the same day in every zone). */
export function shortDate(value: string, locale?: string): string {
  return formatDay(value, locale, { month: 'short', day: 'numeric' });
}
