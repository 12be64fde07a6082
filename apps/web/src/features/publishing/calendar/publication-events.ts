import type { PublicationState } from '@expertos/domain/publishing/publication';
import { PUBLISH_MAX_DAYS_AHEAD } from '@expertos/domain/publishing/publication.schema';
import { zonedInstant } from '@expertos/domain/publishing/queue-slots';
import { dateTimeFormat } from '@/shared/lib/format';

/**
 * The rules of a post on the calendar (docs/product.md#publishing): which ones a drag may move,
 * where to, and to which instant.
 */

/** What may still be moved: not one going out, out already, or waiting on a phone. */
const MOVABLE: readonly PublicationState[] = ['scheduled', 'failed', 'needs_attention'];

export const isMovable = (state: PublicationState) => MOVABLE.includes(state);

/** The calendar date and `HH:MM` an instant has in a zone. */
export function wallClockOf(at: Date, zone: string) {
  const parts = dateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    time: `${get('hour').padStart(2, '0')}:${get('minute').padStart(2, '0')}`,
  };
}

/**
 * The instant `days` calendar days from `dueAt` at the same time of day in the brand's zone:
 * 09:30 in Paris stays 09:30 in Paris across a change of daylight saving time.
 */
export function shiftedDueAt(dueAt: string, days: number, zone: string): Date {
  const { year, month, day, time } = wallClockOf(new Date(dueAt), zone);
  // Noon UTC of the date never falls on another date, whatever the zone.
  const noon = new Date(Date.UTC(year, month - 1, day + days, 12));
  return zonedInstant(
    { year: noon.getUTCFullYear(), month: noon.getUTCMonth() + 1, day: noon.getUTCDate() },
    time,
    zone,
  );
}

/** A post may be moved to a time still ahead, at most as far ahead as it may be scheduled. */
export function canScheduleAt(at: Date, now: Date = new Date()): boolean {
  const ahead = at.getTime() - now.getTime();
  return ahead > 0 && ahead <= PUBLISH_MAX_DAYS_AHEAD * 24 * 60 * 60_000;
}

/** The live link's host, for a line too short for the whole address (`bsky.app`). */
export function linkHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}
