import { METRIC_LAG_LIMIT_HOURS } from './metrics';
import { zonedParts } from './zone';

/**
 * When a post's figures are read. A post gathers most of its reach in the first day and little
 * after a month, so the reads are close together early and a week apart later, and stop at
 * SNAPSHOT_HORIZON_DAYS: after that the last figures stand.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long after posting a post's figures are last read. */
export const SNAPSHOT_HORIZON_DAYS = 90;

/** After the first month, a read every this many days until the horizon. */
export const SNAPSHOT_LATER_EVERY_DAYS = 7;

function offsets(): number[] {
  const early = [HOUR_MS, DAY_MS, 7 * DAY_MS, 30 * DAY_MS];
  const later: number[] = [];
  for (
    let day = 30 + SNAPSHOT_LATER_EVERY_DAYS;
    day < SNAPSHOT_HORIZON_DAYS;
    day += SNAPSHOT_LATER_EVERY_DAYS
  ) {
    later.push(day * DAY_MS);
  }
  return [...early, ...later, SNAPSHOT_HORIZON_DAYS * DAY_MS];
}

/**
 * When each read falls, in ms after the post's time: 1 hour, 24 hours, 7 days, 30 days, then
 * every 7 days (37, 44 … 86), and a last one at 90 days so the final figures are the 90-day ones.
 * Absolute durations, not calendar days in any zone: a change of daylight saving time in between
 * does not move them, and "24 hours" is always 24 hours of the post's life.
 */
export const SNAPSHOT_OFFSETS_MS: readonly number[] = offsets();

/** Every time a post's figures are read, oldest first. */
export function snapshotTimes(postedAt: Date): Date[] {
  return SNAPSHOT_OFFSETS_MS.map((offset) => new Date(postedAt.getTime() + offset));
}

/** The first read strictly after `after`; null once the last (at 90 days) has passed. */
export function nextSnapshotAt(postedAt: Date, after: Date): Date | null {
  return snapshotTimes(postedAt).find((at) => at.getTime() > after.getTime()) ?? null;
}

/**
 * When an imported post is first read. One already past the horizon is read once, at import
 * (`now`): its figures have settled, so that one read is its result. A younger one joins the
 * schedule at its next read after `now`.
 */
export function importSnapshotAt(postedAt: Date, now: Date): Date {
  return nextSnapshotAt(postedAt, now) ?? now;
}

/**
 * Whether a figure the network has not reported yet (`not_yet`) for the read due at `askedFor`
 * is still worth asking for at `now`. Networks report late (Instagram up to 48 hours), so it is
 * asked again until METRIC_LAG_LIMIT_HOURS after that read's time; from then on it is
 * `unavailable`.
 */
export function stillLate(askedFor: Date, now: Date): boolean {
  return now.getTime() < askedFor.getTime() + METRIC_LAG_LIMIT_HOURS * HOUR_MS;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The brand's calendar day (`YYYY-MM-DD`) at an instant, in its IANA time zone. Followers are one
 * figure per account per brand-local day, so "that day" is the brand's, not UTC's. Throws a
 * RangeError for a zone the runtime does not know (zones are checked where they come in).
 */
export function brandDay(at: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(at, timeZone);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** `day` (YYYY-MM-DD) plus `days`, as a calendar date (UTC arithmetic: no zone shifts a date). */
export function addDays(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
