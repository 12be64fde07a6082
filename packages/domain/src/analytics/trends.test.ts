import { describe, expect, it } from 'vitest';
import { followerSeries, rangeDays, reachByDay } from './trends';

describe('followers and reach per day', () => {
  const days = rangeDays('2026-05-04', '2026-05-07');

  it('lists every day of the range', () => {
    expect(days).toEqual(['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07']);
    expect(rangeDays('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('keeps a day not read as a gap, never 0, one line per account', () => {
    const series = followerSeries(
      [
        { account: 'ig', network: 'instagram', day: '2026-05-04', followers: 1200 },
        { account: 'ig', network: 'instagram', day: '2026-05-06', followers: 1250 },
        // Read, but the network gave no count.
        { account: 'ig', network: 'instagram', day: '2026-05-07', followers: null },
        { account: 'fb', network: 'facebook', day: '2026-05-05', followers: 300 },
      ],
      days,
    );
    expect(series.map((s) => s.account)).toEqual(['fb', 'ig']);
    expect(series[1]?.days.map((d) => d.followers)).toEqual([1200, null, 1250, null]);
    expect(series[0]?.days.map((d) => d.followers)).toEqual([null, 300, null, null]);
    expect(followerSeries([], days)).toEqual([]);
  });

  it('sums each day’s reach over its posts with one, and a day without posts is null', () => {
    const reach = reachByDay(
      [
        { postedAt: '2026-05-04T08:00:00Z', latest: { reach: 500 } },
        { postedAt: '2026-05-04T18:00:00Z', latest: { reach: 700 } },
        // Reach not reported yet, and Mastodon offers none: left out, said in counted/of.
        { postedAt: '2026-05-05T08:00:00Z', latest: { reach: 'not_yet' } },
        { postedAt: '2026-05-05T09:00:00Z', latest: { likes: 3 } },
        // 22:30 UTC on 6 May is 7 May in Berlin.
        { postedAt: '2026-05-06T22:30:00Z', latest: { reach: 90 } },
      ],
      days,
      'Europe/Berlin',
    );
    expect(reach).toEqual([
      { day: '2026-05-04', reach: 1200, counted: 2, of: 2 },
      { day: '2026-05-05', reach: null, counted: 0, of: 2 },
      { day: '2026-05-06', reach: null, counted: 0, of: 0 },
      { day: '2026-05-07', reach: 90, counted: 1, of: 1 },
    ]);
  });
});
