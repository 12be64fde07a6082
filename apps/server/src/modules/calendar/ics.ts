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

function eventLines(event: IcsEvent): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(event.stamp)}`];
  if (event.date) {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(event.date)}`);
    lines.push(`DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`);
  } else if (event.start) {
    lines.push(`DTSTART:${utcStamp(event.start)}`);
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
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
