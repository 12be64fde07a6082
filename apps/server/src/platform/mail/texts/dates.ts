/**
 * Days, moments and figures as a language writes them, on Node's Intl (docs/product.md#languages):
 * each language's table picks its locale once. A calendar day (`YYYY-MM-DD`, a brand-local day or
 * a due date) is read at noon UTC and written in UTC, so it is the same day wherever the server runs.
 */
const noon = (day: string) => new Date(`${day}T12:00:00.000Z`);

/**
 * "Thu 7 May", "Do., 7. Dezember": a reminder's or a digest's due day. A language whose short
 * months end in a full stop ("Dez.") takes them long, as the day often ends a sentence.
 */
export const shortDay =
  (locale: string, month: 'short' | 'long' = 'short') =>
  (day: string) =>
    noon(day).toLocaleDateString(locale, { weekday: 'short', day: 'numeric', month, timeZone: 'UTC' });

/** "1 May 2026", "1. Mai 2026": the days a weekly review covers. */
export const longDay = (locale: string) => (day: string) =>
  noon(day).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Jan 8, 2030", "8. Jan. 2030": a task's due date; anything that is not a day stays as it came. */
export const mediumDay = (locale: string) => (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return day;
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
};

/** "12. Mai 2026 um 10:00 UTC": a moment, in UTC (the recipient's zone is not known). */
export const utcMoment = (locale: string) => (at: Date) =>
  `${at.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

/** A weekday's name, 0 for Monday: "Monday", "Montag". */
export const weekdayName = (locale: string) => (weekday: number) =>
  // 1 January 2024 was a Monday.
  new Date(Date.UTC(2024, 0, 1 + weekday, 12)).toLocaleDateString(locale, {
    weekday: 'long',
    timeZone: 'UTC',
  });

/** A rate as a percentage with one decimal: "5.0%", "5,0 %". */
export const percentOf = (locale: string) => {
  const format = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (rate: number) => format.format(rate);
};
