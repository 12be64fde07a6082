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
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Zone days whose offset is known, at most this many (then forgotten, all at once). */
const OFFSET_DAYS_KEPT = 20_000;

/** `zone:UTC day` → the zone's offset from UTC (ms) all that day, or null when it changes during it. */
const dayOffsets = new Map<string, number | null>();

/** The zone's offset from UTC at an instant, to the minute (every zone's offset is whole minutes). */
function offsetAt(ms: number, timeZone: string): number {
  const parts = formatter(timeZone).formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return wall - Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}

/**
 * The zone's offset all through the UTC day of `ms`, or null when a clock change falls in it.
 * Two formatter calls answer every instant of that day, where a page of thousands of posts
 * would otherwise format each (the formatter is most of such a page's cost).
 */
function dayOffset(ms: number, timeZone: string): number | null {
  const day = Math.floor(ms / DAY_MS);
  const key = `${timeZone}:${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const start = offsetAt(day * DAY_MS, timeZone);
    offset = offsetAt((day + 1) * DAY_MS - 1, timeZone) === start ? start : null;
    if (dayOffsets.size >= OFFSET_DAYS_KEPT) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset;
}

/** The calendar day, hour (0–23) and weekday (Monday = 0) of an instant in an IANA zone. */
export function zonedParts(at: Date, timeZone: string) {
  // The zone checked first (a RangeError for one the runtime does not know).
  const format = formatter(timeZone);
  const ms = at.getTime();
  const offset = Number.isFinite(ms) ? dayOffset(ms, timeZone) : null;
  if (offset !== null) {
    const wall = new Date(ms + offset);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      weekday: (wall.getUTCDay() + 6) % 7,
    };
  }
  return formattedParts(format, at);
}

/** `zonedParts` by the formatter itself: for a day with a clock change in it. */
function formattedParts(format: Intl.DateTimeFormat, at: Date) {
  const parts = format.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    weekday: WEEKDAY_NAMES.indexOf(get('weekday')),
  };
}
