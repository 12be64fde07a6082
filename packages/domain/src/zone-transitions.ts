import { offsetAt } from './publishing/queue-slots';

const MINUTE = 60_000;
/** Clock changes are months apart (at least weeks): a weekly look never steps over two. */
const STEP = 7 * 24 * 60 * MINUTE;

export interface ZoneTransition {
  /** The instant the clocks change, to the minute. */
  at: Date;
  /** The offset from UTC before and after, in minutes. */
  before: number;
  after: number;
}

/**
 * Every change of a zone's offset between two instants (a DST change, or a zone moving for good),
 * found from Intl alone: a week at a time, then halved down to the minute. The calendar feed's
 * VTIMEZONE blocks are written from them (RFC 5545 §3.6.5).
 */
export function zoneTransitions(zone: string, from: Date, to: Date): ZoneTransition[] {
  const found: ZoneTransition[] = [];
  let at = Math.floor(from.getTime() / MINUTE) * MINUTE;
  let offset = offsetAt(at, zone);
  while (at < to.getTime()) {
    const next = Math.min(at + STEP, Math.ceil(to.getTime() / MINUTE) * MINUTE);
    const nextOffset = offsetAt(next, zone);
    if (nextOffset !== offset) {
      // The change is after `low` and at or before `high`.
      let low = at;
      let high = next;
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (offsetAt(middle, zone) === offset) low = middle;
        else high = middle;
      }
      found.push({ at: new Date(high), before: offset, after: offsetAt(high, zone) });
      at = high;
      offset = offsetAt(high, zone);
      continue;
    }
    at = next;
  }
  return found;
}
