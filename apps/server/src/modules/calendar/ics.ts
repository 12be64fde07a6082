import { zoneOffsetAt, zoneTransitions } from '@expertos/domain/zoned-time';

/**
 * An iCalendar (RFC 5545) writer for the subscription feeds (docs/product.md#calendar-feeds):
 * escaped text, lines folded at 75 octets without splitting a UTF-8 character, CRLF line ends.
 */

export interface IcsEvent {
  /** Stable across fetches, so a calendar app updates the event instead of adding another. */
  uid: string;
  /** When the event last changed (UTC). */
  stamp: Date;
  summary: string;
  description?: string;
  url?: string;
  /** An all-day event on `YYYY-MM-DD` ... */
  date?: string;
  /** ... or one that starts at this moment (UTC) and lasts `minutes`. */
  start?: Date;
  minutes?: number;
  categories?: string[];
}

export interface IcsCalendar {
  name: string;
  /**
   * The IANA zone timed events are written in (`DTSTART;TZID=…`, with its VTIMEZONE), so a
   * calendar app shows them on its reader's clock and says which; null writes them in UTC (`Z`).
   */
  timeZone?: string | null;
  /** `-//Org//Product//EN` */
  prodId: string;
  /** How often a subscriber should look again (RFC 7986 REFRESH-INTERVAL), in minutes. */
  refreshMinutes: number;
  events: IcsEvent[];
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped; newlines as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line, folded (RFC 5545 §3.1): at most 75 octets a line, continued lines start
 * with one space, never cutting a UTF-8 character in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `20261121T193000Z` */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The day after `YYYY-MM-DD`, as DTEND of an all-day event is not included. */
function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const compactDate = (date: string) => date.replace(/-/g, '');

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;

/** `20261121T093000`: an instant's local time at an offset (minutes), as DATE-TIME values hold it. */
function localStamp(at: Date, offset: number): string {
  return utcStamp(new Date(at.getTime() + offset * MINUTE)).slice(0, -1);
}

/** `+0530`, `-1100` (UTC-OFFSET, RFC 5545 §3.3.14). */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${String(Math.floor(size / 60)).padStart(2, '0')}${String(size % 60).padStart(2, '0')}`;
}

/**
 * The zone's VTIMEZONE (RFC 5545 §3.6.5) over the events' span, a year either side: the offset
 * in force at its start, then each change Intl knows of, DAYLIGHT when the clocks go forward and
 * STANDARD when they go back (or never change).
 */
export function timeZoneLines(zone: string, from: Date, to: Date): string[] {
  const start = new Date(from.getTime() - 366 * DAY);
  const first = zoneOffsetAt(start.getTime(), zone);
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', at: Date, before: number, after: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${localStamp(at, before)}`,
    `TZOFFSETFROM:${utcOffset(before)}`,
    `TZOFFSETTO:${utcOffset(after)}`,
    `END:${kind}`,
  ];
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance('STANDARD', start, first, first),
    ...zoneTransitions(zone, start, new Date(to.getTime() + 366 * DAY)).flatMap(({ at, before, after }) =>
      observance(after > before ? 'DAYLIGHT' : 'STANDARD', at, before, after),
    ),
    'END:VTIMEZONE',
  ];
}

function eventLines(event: IcsEvent, zone: string | null): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(event.stamp)}`];
  if (event.date) {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(event.date)}`);
    lines.push(`DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`);
  } else if (event.start) {
    lines.push(
      zone
        ? `DTSTART;TZID=${zone}:${localStamp(event.start, zoneOffsetAt(event.start.getTime(), zone))}`
        : `DTSTART:${utcStamp(event.start)}`,
    );
    lines.push(`DURATION:PT${Math.max(1, event.minutes ?? 30)}M`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`);
  // Shown as free time: a due date is a deadline, not a meeting.
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/** The whole feed, CRLF-terminated. */
export function writeCalendar(calendar: IcsCalendar): string {
  const starts = calendar.events.flatMap((event) => (event.start ? [event.start.getTime()] : []));
  // UTC needs no VTIMEZONE: its times are written with `Z`.
  const zone =
    calendar.timeZone && calendar.timeZone !== 'UTC' && starts.length > 0 ? calendar.timeZone : null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`,
    `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`,
    ...(zone ? timeZoneLines(zone, new Date(Math.min(...starts)), new Date(Math.max(...starts))) : []),
    ...calendar.events.flatMap((event) => eventLines(event, zone)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
