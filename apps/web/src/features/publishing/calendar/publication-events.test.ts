import { describe, expect, it } from 'vitest';
import { canScheduleAt, isMovable, linkHost, shiftedDueAt, wallClockOf } from './publication-events';

const PARIS = 'Europe/Paris';

describe('shiftedDueAt: a post dragged to another day', () => {
  it('keeps its time of day in the brand’s zone', () => {
    // 09:30 in Paris (winter) on the 15th, two days on.
    expect(shiftedDueAt('2026-01-15T08:30:00.000Z', 2, PARIS).toISOString()).toBe('2026-01-17T08:30:00.000Z');
    expect(shiftedDueAt('2026-01-15T08:30:00.000Z', -3, PARIS).toISOString()).toBe(
      '2026-01-12T08:30:00.000Z',
    );
  });

  it('keeps 09:30 in Paris across the change to summer time (the instant moves an hour)', () => {
    // Friday 27 March 2026, 09:30 CET → Monday 30 March, 09:30 CEST.
    expect(shiftedDueAt('2026-03-27T08:30:00.000Z', 3, PARIS).toISOString()).toBe('2026-03-30T07:30:00.000Z');
  });

  it('counts days in the brand’s zone, not in UTC: 00:30 in Tokyo is the day before in UTC', () => {
    // 2026-05-10 00:30 in Tokyo = 2026-05-09T15:30Z; a day on is 2026-05-11 00:30 in Tokyo.
    expect(shiftedDueAt('2026-05-09T15:30:00.000Z', 1, 'Asia/Tokyo').toISOString()).toBe(
      '2026-05-10T15:30:00.000Z',
    );
  });

  it('crosses the end of a month and a year', () => {
    expect(shiftedDueAt('2026-12-30T17:00:00.000Z', 3, 'UTC').toISOString()).toBe('2027-01-02T17:00:00.000Z');
  });
});

describe('wallClockOf', () => {
  it('says the date and the 24-hour time in the zone', () => {
    expect(wallClockOf(new Date('2026-07-01T22:05:00Z'), PARIS)).toEqual({
      year: 2026,
      month: 7,
      day: 2,
      time: '00:05',
    });
  });
});

describe('where a post may go', () => {
  const now = new Date('2026-06-10T12:00:00Z');

  it('to a time still ahead, up to a year (366 days) on; never to the past', () => {
    expect(canScheduleAt(new Date('2026-06-10T12:01:00Z'), now)).toBe(true);
    expect(canScheduleAt(new Date('2026-06-10T11:59:00Z'), now)).toBe(false);
    expect(canScheduleAt(new Date('2026-06-09T12:00:00Z'), now)).toBe(false);
    expect(canScheduleAt(new Date('2027-06-11T12:00:00Z'), now)).toBe(true);
    expect(canScheduleAt(new Date('2027-06-11T12:01:00Z'), now)).toBe(false);
  });

  it('only while it is not going out, out, or on a phone', () => {
    expect(isMovable('scheduled')).toBe(true);
    expect(isMovable('failed')).toBe(true);
    expect(isMovable('needs_attention')).toBe(true);
    expect(isMovable('publishing')).toBe(false);
    expect(isMovable('published')).toBe(false);
    expect(isMovable('handed_off')).toBe(false);
  });
});

describe('linkHost', () => {
  it('names the live post’s site without its www', () => {
    expect(linkHost('https://bsky.app/profile/a.bsky.social/post/3k')).toBe('bsky.app');
    expect(linkHost('https://www.instagram.com/p/abc/')).toBe('instagram.com');
    expect(linkHost('not a link')).toBe('not a link');
  });
});
