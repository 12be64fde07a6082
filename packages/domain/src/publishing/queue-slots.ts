/**
 * A brand's publishing queue (docs/product.md#publishing): weekly time slots in the brand's time
 * zone ("Mon, Wed and Fri at 09:30"), and "Add to queue" takes the next one that is free. The
 * slots are wall-clock times: 09:30 stays 09:30 in the brand's zone across a change of daylight
 * saving time, so the instant moves by an hour, never the time the audience sees.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One weekly slot: a day and a wall-clock time (`HH:MM`, 24-hour) in the brand's zone. */
export interface QueueSlot {
  day: Weekday;
  time: string;
}

/** How far ahead "Add to queue" looks for a free slot before it says there is none. */
export const QUEUE_HORIZON_WEEKS = 12;

const MINUTE = 60_000;

/** The wall-clock fields of an instant in a zone. */
function wallClock(at: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  }).formatToParts(new Date(at));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    weekday: get('weekday').toLowerCase().slice(0, 3) as Weekday,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant's wall clock in a zone, as date and time pickers hold it: `YYYY-MM-DD`, `HH:MM`. */
export function wallClockIn(instant: Date, zone: string): { date: string; time: string } {
  const w = wallClock(instant.getTime(), zone);
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** The zone's offset from UTC at an instant (milliseconds since the epoch), in minutes. */
export function offsetAt(at: number, zone: string): number {
  const w = wallClock(at, zone);
  return (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(at / MINUTE) * MINUTE) / MINUTE;
}

/**
 * The instant a wall-clock time on a calendar day has in a zone. A time the clocks skip (the
 * spring change) is taken as the same time after the skip (02:30 → 03:30); a time that happens
 * twice (the autumn change) is the first of the two.
 */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  time: string,
  zone: string,
): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const local = Date.UTC(date.year, date.month - 1, date.day, hours, minutes);
  // The offsets half a day either side: the instant is local minus one of them.
  const offsets = [offsetAt(local - 12 * 60 * MINUTE, zone), offsetAt(local + 12 * 60 * MINUTE, zone)];
  const fits = offsets.map((o) => local - o * MINUTE).filter((at, i) => offsetAt(at, zone) === offsets[i]);
  // Both fit: the time happens twice, take the first. None fits: the clocks skipped it, and
  // the earlier offset puts it as far after the skip as it was meant to be in it.
  return new Date(fits.length > 0 ? Math.min(...fits) : local - (offsets[0] ?? 0) * MINUTE);
}

/**
 * The next free slot strictly after `after`: the earliest instant among the weekly slots, in the
 * zone, not already taken by another scheduled post of the channel (compared to the minute).
 * Null when every slot of the next QUEUE_HORIZON_WEEKS weeks is taken, or there are no slots.
 */
export function nextQueueSlot(
  slots: readonly QueueSlot[],
  zone: string,
  after: Date,
  taken: readonly Date[] = [],
): Date | null {
  if (slots.length === 0) return null;
  const busy = new Set(taken.map((d) => Math.floor(d.getTime() / MINUTE)));
  const start = wallClock(after.getTime(), zone);
  // Walk the calendar days in the zone from today's: noon UTC of each date never changes date.
  const base = Date.UTC(start.year, start.month - 1, start.day, 12);
  const times = (day: Weekday) =>
    slots
      .filter((s) => s.day === day)
      .map((s) => s.time)
      .sort();
  for (let offset = 0; offset <= QUEUE_HORIZON_WEEKS * 7; offset += 1) {
    const noon = new Date(base + offset * 24 * 60 * MINUTE);
    const date = { year: noon.getUTCFullYear(), month: noon.getUTCMonth() + 1, day: noon.getUTCDate() };
    const weekday = WEEKDAYS[(noon.getUTCDay() + 6) % 7] as Weekday;
    for (const time of times(weekday)) {
      const at = zonedInstant(date, time, zone);
      if (at.getTime() > after.getTime() && !busy.has(Math.floor(at.getTime() / MINUTE))) return at;
    }
  }
  return null;
}
