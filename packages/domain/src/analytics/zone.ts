/**
 * The brand's wall clock at an instant: analytics count days and hours as the brand lives them,
 * not as UTC does. Building a formatter is slow next to using one, and a page reads thousands of
 * posts in one zone, so each zone's formatter is built once.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    // Throws a RangeError for a zone the runtime does not know, before anything is kept.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The calendar day, hour (0–23) and weekday (Monday = 0) of an instant in an IANA zone. */
export function zonedParts(at: Date, timeZone: string) {
  const parts = formatter(timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    weekday: WEEKDAY_NAMES.indexOf(get('weekday')),
  };
}
