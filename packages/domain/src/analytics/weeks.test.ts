import { describe, expect, it } from 'vitest';
import type { SlateWeek } from '../brand.schema';
import { buildWeeks, type WeekPost, weekStarts } from './weeks';

const post = (postedAt: string, purpose: string | null, likes: number | null = 50): WeekPost => ({
  postedAt,
  purpose,
  // Read at 7 days with a reach of 1,000 (a 5 % rate for 50 likes); null: not read at 7 days yet.
  week: likes === null ? null : { reach: 1000, likes },
  followers: null,
});

const slate = (start: string, over: Partial<SlateWeek> = {}): SlateWeek => ({
  start,
  end: '',
  targets: { growth: 3, trust_building: 2, sales_promotion: 1 },
  planned: { growth: 2, trust_building: 1, sales_promotion: 0 },
  posted: { growth: 1, trust_building: 0, sales_promotion: 0 },
  unassigned: 1,
  ...over,
});

describe('plan and results by week', () => {
  it('counts Monday weeks, cutting the range’s first and last', () => {
    // Wednesday 6 May to Tuesday 19 May 2026.
    expect(weekStarts('2026-05-06', '2026-05-19')).toEqual(['2026-05-04', '2026-05-11', '2026-05-18']);
    const weeks = buildWeeks([], { from: '2026-05-06', to: '2026-05-19', timeZone: 'UTC', slates: null });
    expect(weeks.map((w) => [w.start, w.end, w.days])).toEqual([
      ['2026-05-04', '2026-05-10', 5],
      ['2026-05-11', '2026-05-17', 7],
      ['2026-05-18', '2026-05-24', 2],
    ]);
  });

  it('sets the slate per purpose against the posts, and the median 7-day rate with what it rests on', () => {
    const [week] = buildWeeks(
      [
        post('2026-05-04T08:00:00Z', 'growth', 20),
        post('2026-05-05T08:00:00Z', 'growth', 60),
        post('2026-05-06T08:00:00Z', 'trust_building', 40),
        // Not read at 7 days yet: no rate, never 0.
        post('2026-05-09T08:00:00Z', null, null),
      ],
      { from: '2026-05-04', to: '2026-05-10', timeZone: 'UTC', slates: [slate('2026-05-04')] },
    );
    expect(week).toMatchObject({ target: 6, planned: 4, posted: 4, unassigned: { planned: 1, posted: 1 } });
    expect(week?.purposes).toEqual([
      { purpose: 'growth', target: 3, planned: 2, posted: 2 },
      { purpose: 'trust_building', target: 2, planned: 1, posted: 1 },
      { purpose: 'sales_promotion', target: 1, planned: 0, posted: 0 },
    ]);
    expect(week?.rate).toMatchObject({ median: 0.04, counted: 3, of: 4 });
  });

  it('shows a week with no posts as none posted and no rate, not a rate of 0', () => {
    const weeks = buildWeeks([post('2026-05-12T08:00:00Z', 'growth')], {
      from: '2026-05-04',
      to: '2026-05-17',
      timeZone: 'UTC',
      slates: [slate('2026-05-04'), slate('2026-05-11')],
    });
    expect(weeks[0]).toMatchObject({ posted: 0, target: 6, rate: { median: null, counted: 0, of: 0 } });
    expect(weeks[1]).toMatchObject({ posted: 1, rate: { median: 0.05, counted: 1, of: 1 } });
  });

  it('puts a post in the brand’s week, not UTC’s', () => {
    // Sunday 10 May 23:30 UTC is already Monday 11 May in Berlin.
    const posts = [post('2026-05-10T23:30:00Z', 'growth')];
    const options = { from: '2026-05-04', to: '2026-05-17', slates: null };
    expect(buildWeeks(posts, { ...options, timeZone: 'UTC' }).map((w) => w.posted)).toEqual([1, 0]);
    expect(buildWeeks(posts, { ...options, timeZone: 'Europe/Berlin' }).map((w) => w.posted)).toEqual([0, 1]);
  });

  it('reads only the filtered purpose’s slate, and no slate at all for a reader not shown it', () => {
    const [one] = buildWeeks([post('2026-05-04T08:00:00Z', 'growth')], {
      from: '2026-05-04',
      to: '2026-05-10',
      timeZone: 'UTC',
      slates: [slate('2026-05-04')],
      purpose: 'growth',
    });
    expect(one).toMatchObject({ target: 3, planned: 2, posted: 1, unassigned: null });
    expect(one?.purposes).toEqual([{ purpose: 'growth', target: 3, planned: 2, posted: 1 }]);

    const [hidden] = buildWeeks([post('2026-05-04T08:00:00Z', 'growth')], {
      from: '2026-05-04',
      to: '2026-05-10',
      timeZone: 'UTC',
      slates: null,
    });
    expect(hidden).toMatchObject({ target: null, planned: null, posted: 1, unassigned: { planned: null } });
    expect(hidden?.purposes.every((p) => p.target === null && p.planned === null)).toBe(true);
  });
});
