import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../publishing/queue-slots';
import { BEST_TIMES_MIN_PER_SLOT, BEST_TIMES_MIN_POSTS, bestTimes } from './best-times';

const BERLIN = 'Europe/Berlin';
const HOUR = 3_600_000;

/**
 * A Berlin wall-clock time: `weekday` (Monday = 0) and `hour` of the week `week` weeks after
 * that of 2026-01-05 (a Monday). Weekly posts run past the spring change (2026-03-29), so the
 * instant comes from the zone, not a fixed offset.
 */
const berlin = (weekday: number, hour: number, week = 0) =>
  zonedInstant({ year: 2026, month: 1, day: 5 + weekday + 7 * week }, `${hour}:00`, BERLIN);

/** Posts with a rate each, one a week at the same local slot. */
const slot = (weekday: number, hour: number, rates: number[]) =>
  rates.map((rate, week) => ({ postedAt: berlin(weekday, hour, week), rate }));

/** One post in each of `count` different slots (Saturday and Sunday hours), none reaching 3. */
const singles = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ postedAt: berlin(5 + (i % 2), i), rate: 0.5 }));

describe('bestTimes', () => {
  it('says there is not enough below 20 posts, with no slots', () => {
    expect(BEST_TIMES_MIN_POSTS).toBe(20);
    const posts = [...slot(0, 9, Array(10).fill(0.05)), ...slot(2, 18, Array(9).fill(0.04))];
    expect(bestTimes(posts, BERLIN)).toEqual({ enough: false, posts: 19, slots: [] });
    expect(bestTimes([], BERLIN)).toEqual({ enough: false, posts: 0, slots: [] });
  });

  it("groups by weekday (Monday = 0) and hour in the brand's zone, best median first", () => {
    const posts = [
      ...slot(0, 9, [0.01, 0.02, 0.03, 0.1, 0.2]), // Monday 09:00, median 0.03
      ...slot(2, 18, [0.05, 0.06, 0.04]), // Wednesday 18:00, median 0.05
      ...slot(6, 20, [0.001, 0.002, 0.003]), // Sunday 20:00, median 0.002
      ...singles(9),
    ];
    expect(posts).toHaveLength(20);
    expect(bestTimes(posts, BERLIN)).toEqual({
      enough: true,
      posts: 20,
      slots: [
        { weekday: 2, hour: 18, median: 0.05, posts: 3 },
        { weekday: 0, hour: 9, median: 0.03, posts: 5 },
        { weekday: 6, hour: 20, median: 0.002, posts: 3 },
      ],
    });
  });

  it(`leaves out a slot with fewer than ${BEST_TIMES_MIN_PER_SLOT} posts, however good`, () => {
    expect(BEST_TIMES_MIN_PER_SLOT).toBe(3);
    const posts = [...slot(0, 9, Array(18).fill(0.02)), ...slot(4, 12, [0.9, 0.9])];
    const result = bestTimes(posts, BERLIN);
    expect(result.enough).toBe(true);
    expect(result.slots).toEqual([{ weekday: 0, hour: 9, median: 0.02, posts: 18 }]);
  });

  it('takes the median, so one post that took off does not make a habit', () => {
    const posts = [...slot(1, 8, [0.01, 0.01, 5]), ...slot(3, 8, [0.02, 0.03, 0.02, 0.03]), ...singles(13)];
    const [first, second] = bestTimes(posts, BERLIN).slots;
    expect(first).toEqual({ weekday: 3, hour: 8, median: 0.025, posts: 4 });
    expect(second).toEqual({ weekday: 1, hour: 8, median: 0.01, posts: 3 });
  });

  it('keeps 09:00 the same slot in winter and summer (a change of daylight saving time)', () => {
    // Mondays at 09:00 in Berlin: 08:00 UTC in winter (CET), 07:00 UTC in summer (CEST).
    const posts = [
      { postedAt: new Date('2026-01-05T08:00:00.000Z'), rate: 0.03 },
      { postedAt: new Date('2026-07-06T07:00:00.000Z'), rate: 0.03 },
      { postedAt: new Date('2026-07-13T07:00:00.000Z'), rate: 0.03 },
      ...singles(17),
    ];
    expect(bestTimes(posts, BERLIN).slots).toEqual([{ weekday: 0, hour: 9, median: 0.03, posts: 3 }]);
  });

  it("reads the same moments in the brand's own zone", () => {
    // Monday 09:00 in Berlin is Monday 03:00 in New York; Monday 02:00 Berlin is Sunday 20:00 there.
    const posts = [...slot(0, 9, [0.04, 0.04, 0.04]), ...slot(0, 2, [0.01, 0.01, 0.01]), ...singles(14)];
    expect(bestTimes(posts, 'America/New_York').slots).toEqual([
      { weekday: 0, hour: 3, median: 0.04, posts: 3 },
      { weekday: 6, hour: 20, median: 0.01, posts: 3 },
    ]);
    expect(bestTimes(posts, 'UTC').slots.map((s) => [s.weekday, s.hour])).toEqual([
      [0, 8],
      [0, 1],
    ]);
  });

  it('puts the slot with more posts first when medians tie, then the earlier in the week', () => {
    const posts = [
      ...slot(4, 10, [0.02, 0.02, 0.02]),
      ...slot(1, 10, [0.02, 0.02, 0.02]),
      ...slot(3, 10, [0.02, 0.02, 0.02, 0.02]),
      ...singles(10),
    ];
    expect(bestTimes(posts, BERLIN).slots.map((s) => s.weekday)).toEqual([3, 1, 4]);
  });

  it('leaves out and does not count a post with no rate (not a finite number)', () => {
    const posts = [...slot(0, 9, Array(19).fill(0.02)), { postedAt: berlin(0, 9, 19), rate: Number.NaN }];
    expect(bestTimes(posts, BERLIN)).toEqual({ enough: false, posts: 19, slots: [] });
    const more = [...posts, { postedAt: berlin(0, 9, 20), rate: 0.04 }];
    expect(bestTimes(more, BERLIN).slots).toEqual([{ weekday: 0, hour: 9, median: 0.02, posts: 20 }]);
  });

  it('puts a post in the hour it went out, to the minute', () => {
    const base = berlin(2, 14).getTime();
    const posts = [
      { postedAt: new Date(base), rate: 0.1 },
      { postedAt: new Date(base + HOUR - 60_000), rate: 0.1 },
      { postedAt: new Date(base + 7 * 24 * HOUR + 30 * 60_000), rate: 0.1 },
      { postedAt: new Date(base + HOUR), rate: 0.5 },
      ...singles(16),
    ];
    expect(bestTimes(posts, BERLIN).slots).toEqual([{ weekday: 2, hour: 14, median: 0.1, posts: 3 }]);
  });
});
