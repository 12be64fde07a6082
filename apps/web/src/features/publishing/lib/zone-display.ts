import { wallClockIn, zonedInstant } from '@expertos/domain/publishing/queue-slots';
import { viewerTimeZone } from '@/shared/session/viewer-zone';

/** The viewer's own zone: their profile's, else their browser's (docs/product.md#time-zones). */
export function viewerZone(): string {
  return viewerTimeZone();
}

/**
 * The instant a date (`YYYY-MM-DD`) and a time (`HH:MM`) picked in the brand's zone stand for,
 * or null while either is incomplete. DST-safe: the domain's `zonedInstant` decides a skipped or
 * doubled time.
 */
export function pickedInstant(date: string, time: string, zone: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!day || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  return zonedInstant({ year: Number(day[1]), month: Number(day[2]), day: Number(day[3]) }, time, zone);
}

/** An instant's wall clock in a zone, as the date and time pickers hold it (the domain's). */
export { wallClockIn };

/** An instant as it reads in a zone, with the zone's short name: "Tue, Jan 8, 2030, 9:30 AM GMT+1". */
export function formatInZone(instant: Date, zone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

/** A step of a timeline, in the viewer's zone, named: "Nov 29, 2026, 4:06 PM EST". */
export function formatStepTime(instant: Date, zone: string = viewerZone(), locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

/**
 * The instant in the brand's zone, and in the viewer's too when their clocks read it
 * differently (a viewer in the brand's zone, or one whose offset is the same, gets one line).
 */
export function zoneLines(
  instant: Date,
  brandZone: string,
  ownZone: string = viewerZone(),
  locale?: string,
): { brand: string; viewer: string | null } {
  const brand = formatInZone(instant, brandZone, locale);
  const sameClock =
    JSON.stringify(wallClockIn(instant, brandZone)) === JSON.stringify(wallClockIn(instant, ownZone));
  return { brand, viewer: sameClock ? null : formatInZone(instant, ownZone, locale) };
}
