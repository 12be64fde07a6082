import { describe, expect, it } from 'vitest';
import { zonedParts } from './zone';

/** The wall clock as the runtime's time-zone data gives it, one instant at a time. */
const formats = new Map<string, Intl.DateTimeFormat>();
function expected(at: Date, timeZone: string) {
  const format =
    formats.get(timeZone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      weekday: 'short',
    });
  formats.set(timeZone, format);
  const parts = format.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')),
  };
}

describe('zonedParts', () => {
  // Whole-hour, half-hour and quarter-hour offsets; clock changes of an hour and of half an hour.
  const zones = [
    'UTC',
    'Europe/Berlin',
    'America/New_York',
    'America/St_Johns',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
  ];
  // Two days around each of 2026's clock changes in these zones.
  const windows = [
    '2026-03-08',
    '2026-03-29',
    '2026-04-05',
    '2026-09-27',
    '2026-10-04',
    '2026-10-25',
    '2026-11-01',
  ];

  it('gives the wall clock the zone shows, every 7 minutes across the year’s clock changes', () => {
    for (const zone of zones)
      for (const start of windows) {
        const from = Date.parse(`${start}T00:00:00Z`) - 86_400_000;
        for (let ms = from; ms < from + 3 * 86_400_000; ms += 7 * 60_000) {
          const at = new Date(ms);
          expect(zonedParts(at, zone), `${zone} ${at.toISOString()}`).toEqual(expected(at, zone));
        }
      }
  });

  it('refuses a zone the runtime does not know, and an invalid instant', () => {
    expect(() => zonedParts(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => zonedParts(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});
