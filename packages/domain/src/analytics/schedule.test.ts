import { describe, expect, it } from 'vitest';
import { METRIC_LAG_LIMIT_HOURS } from './metrics';
import {
  brandDay,
  importSnapshotAt,
  nextSnapshotAt,
  SNAPSHOT_HORIZON_DAYS,
  SNAPSHOT_OFFSETS_MS,
  snapshotTimes,
  stillLate,
} from './schedule';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const posted = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number) => new Date(posted.getTime() + ms);

describe('the snapshot schedule', () => {
  it('reads at 1 h, 24 h, 7 d, 30 d, then weekly, and last at 90 days', () => {
    expect(SNAPSHOT_OFFSETS_MS.map((ms) => ms / HOUR).slice(0, 4)).toEqual([1, 24, 7 * 24, 30 * 24]);
    expect(SNAPSHOT_OFFSETS_MS.slice(3).map((ms) => ms / DAY)).toEqual([
      30, 37, 44, 51, 58, 65, 72, 79, 86, 90,
    ]);
    expect(SNAPSHOT_HORIZON_DAYS).toBe(90);
  });

  it('puts the times in order, each that long after the post', () => {
    const times = snapshotTimes(posted);
    expect(times.map((t) => t.getTime() - posted.getTime())).toEqual([...SNAPSHOT_OFFSETS_MS]);
    expect(times[0]?.toISOString()).toBe('2026-03-01T11:00:00.000Z');
    expect(times.at(-1)?.toISOString()).toBe('2026-05-30T10:00:00.000Z');
  });

  it('keeps "24 hours" 24 hours across a change of daylight saving time', () => {
    // Noon in Berlin the day before the clocks go forward (2026-03-29): the next day's read is
    // at 14:00 Berlin time, still 24 hours of the post's life.
    const noonBerlin = new Date('2026-03-28T11:00:00.000Z');
    expect(snapshotTimes(noonBerlin)[1]?.toISOString()).toBe('2026-03-29T11:00:00.000Z');
    // And across the autumn change (2026-10-25), the 7-day read is 7 × 24 hours later.
    const autumn = new Date('2026-10-22T08:00:00.000Z');
    expect(snapshotTimes(autumn)[2]?.toISOString()).toBe('2026-10-29T08:00:00.000Z');
  });

  it('gives a fresh array each time, so a caller cannot change the schedule', () => {
    const first = snapshotTimes(posted);
    first.pop();
    expect(snapshotTimes(posted)).toHaveLength(SNAPSHOT_OFFSETS_MS.length);
  });
});

describe('nextSnapshotAt', () => {
  it('is the first read strictly after the moment', () => {
    expect(nextSnapshotAt(posted, posted)).toEqual(at(HOUR));
    expect(nextSnapshotAt(posted, at(HOUR))).toEqual(at(DAY));
    expect(nextSnapshotAt(posted, at(HOUR + 1))).toEqual(at(DAY));
    expect(nextSnapshotAt(posted, at(31 * DAY))).toEqual(at(37 * DAY));
    expect(nextSnapshotAt(posted, at(89 * DAY))).toEqual(at(90 * DAY));
  });

  it('is the first read for a moment before the post', () => {
    expect(nextSnapshotAt(posted, at(-DAY))).toEqual(at(HOUR));
  });

  it('is null once the 90-day read has passed', () => {
    expect(nextSnapshotAt(posted, at(90 * DAY))).toBeNull();
    expect(nextSnapshotAt(posted, at(400 * DAY))).toBeNull();
  });
});

describe('importSnapshotAt', () => {
  it('reads a post older than 90 days once, at import', () => {
    const now = at(200 * DAY);
    expect(importSnapshotAt(posted, now)).toEqual(now);
  });

  it('reads a post exactly 90 days old at import too (its last read is due)', () => {
    const now = at(90 * DAY);
    expect(importSnapshotAt(posted, now)).toEqual(now);
  });

  it("puts a younger post on the schedule's next read after now", () => {
    expect(importSnapshotAt(posted, at(10 * DAY))).toEqual(at(30 * DAY));
    expect(importSnapshotAt(posted, at(45 * 60_000))).toEqual(at(HOUR));
    expect(importSnapshotAt(posted, at(88 * DAY))).toEqual(at(90 * DAY));
  });
});

describe('stillLate: how long a figure not reported yet is asked for', () => {
  const asked = new Date('2026-03-02T10:00:00.000Z');

  it(`is asked again until ${METRIC_LAG_LIMIT_HOURS} hours after the read's time`, () => {
    expect(METRIC_LAG_LIMIT_HOURS).toBe(72);
    expect(stillLate(asked, asked)).toBe(true);
    expect(stillLate(asked, new Date(asked.getTime() + 48 * HOUR))).toBe(true);
    expect(stillLate(asked, new Date(asked.getTime() + 72 * HOUR - 1))).toBe(true);
  });

  it('is unavailable from 72 hours on', () => {
    expect(stillLate(asked, new Date(asked.getTime() + 72 * HOUR))).toBe(false);
    expect(stillLate(asked, new Date(asked.getTime() + 30 * DAY))).toBe(false);
  });
});

describe("brandDay: the day in the brand's time zone", () => {
  it('is the UTC day in UTC, and the local one elsewhere', () => {
    expect(brandDay(new Date('2026-01-01T15:00:00.000Z'), 'UTC')).toBe('2026-01-01');
    expect(brandDay(new Date('2026-01-01T15:00:00.000Z'), 'Asia/Tokyo')).toBe('2026-01-02');
    expect(brandDay(new Date('2026-01-01T03:00:00.000Z'), 'America/Los_Angeles')).toBe('2025-12-31');
  });

  it('follows Berlin across the spring change (2026-03-29, 02:00 → 03:00)', () => {
    // 22:30 UTC is 23:30 in winter (CET, +1) but 00:30 the next day in summer (CEST, +2).
    expect(brandDay(new Date('2026-03-28T22:30:00.000Z'), 'Europe/Berlin')).toBe('2026-03-28');
    expect(brandDay(new Date('2026-03-28T23:30:00.000Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(brandDay(new Date('2026-03-29T21:59:00.000Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(brandDay(new Date('2026-03-29T22:30:00.000Z'), 'Europe/Berlin')).toBe('2026-03-30');
  });

  it('follows Berlin across the autumn change (2026-10-25, 03:00 → 02:00)', () => {
    expect(brandDay(new Date('2026-10-24T21:59:00.000Z'), 'Europe/Berlin')).toBe('2026-10-24');
    expect(brandDay(new Date('2026-10-24T22:30:00.000Z'), 'Europe/Berlin')).toBe('2026-10-25');
    expect(brandDay(new Date('2026-10-25T22:30:00.000Z'), 'Europe/Berlin')).toBe('2026-10-25');
    expect(brandDay(new Date('2026-10-25T23:00:00.000Z'), 'Europe/Berlin')).toBe('2026-10-26');
  });

  it('follows New York across both changes (2026-03-08 and 2026-11-01)', () => {
    // Before the spring change 04:30 UTC is 23:30 EST (−5); after, 00:30 EDT (−4).
    expect(brandDay(new Date('2026-03-08T04:30:00.000Z'), 'America/New_York')).toBe('2026-03-07');
    expect(brandDay(new Date('2026-03-09T04:30:00.000Z'), 'America/New_York')).toBe('2026-03-09');
    // Before the autumn change 03:30 UTC is 23:30 EDT; after, 04:30 UTC is 23:30 EST.
    expect(brandDay(new Date('2026-11-01T03:30:00.000Z'), 'America/New_York')).toBe('2026-10-31');
    expect(brandDay(new Date('2026-11-02T04:30:00.000Z'), 'America/New_York')).toBe('2026-11-01');
    expect(brandDay(new Date('2026-11-02T05:00:00.000Z'), 'America/New_York')).toBe('2026-11-02');
  });

  it('counts the 25-hour autumn day as one day', () => {
    // 2026-10-25 in Berlin runs from 22:00 UTC on the 24th to 23:00 UTC on the 25th.
    const start = new Date('2026-10-24T22:00:00.000Z').getTime();
    const days = new Set<string>();
    for (let t = start; t < start + 25 * HOUR; t += 15 * 60_000)
      days.add(brandDay(new Date(t), 'Europe/Berlin'));
    expect([...days]).toEqual(['2026-10-25']);
  });

  it('pads months and days', () => {
    expect(brandDay(new Date('2026-02-03T12:00:00.000Z'), 'Europe/Berlin')).toBe('2026-02-03');
  });

  it('refuses a zone the runtime does not know', () => {
    expect(() => brandDay(posted, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
