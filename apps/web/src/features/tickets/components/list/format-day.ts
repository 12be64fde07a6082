// One formatter for every row: building an Intl.DateTimeFormat costs far more than using one,
// and a scrolling table formats two dates per row it mounts.
let formatter: Intl.DateTimeFormat | null = null;

/** Like formatDate ('Jan 8, 2030'), with a cached formatter. A `YYYY-MM-DD` day is read as local. */
export function formatDay(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  formatter ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  return formatter.format(date);
}

let shortFormatter: Intl.DateTimeFormat | null = null;
let currentYear = 0;

/**
 * A day as the dense views show it: 'Nov 26' within the current year, else as formatDay
 * ('Jan 8, 2030'). Room in a table column is better spent on the overdue mark than on the year.
 */
export function formatShortDay(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  currentYear ||= new Date().getFullYear();
  if (date.getFullYear() !== currentYear) return formatDay(value);
  shortFormatter ??= new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
  return shortFormatter.format(date);
}
