import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_METRICS, engagementRate, engagements, median, summarize } from './formulas';

describe('engagements: likes + comments + shares + saves', () => {
  it('adds up the four when all are counts', () => {
    expect(engagements({ likes: 10, comments: 3, shares: 2, saves: 5 })).toBe(20);
    expect(ENGAGEMENT_METRICS).toEqual(['likes', 'comments', 'shares', 'saves']);
  });

  it('leaves reach, views and link clicks out of the sum', () => {
    expect(engagements({ reach: 1000, views: 3000, link_clicks: 40, likes: 1, comments: 1 })).toBe(2);
  });

  it('skips a metric the network does not offer, left out or said so (Bluesky has no saves)', () => {
    expect(engagements({ likes: 4, comments: 1, shares: 2 })).toBe(7);
    expect(engagements({ likes: 4, comments: 1, shares: 2, saves: 'not_offered' })).toBe(7);
  });

  it('is 0 when every offered figure is a real 0', () => {
    expect(engagements({ likes: 0, comments: 0 })).toBe(0);
  });

  it('is not_yet when any offered figure is still to come, whatever the others are', () => {
    expect(engagements({ likes: 10, comments: 'not_yet', shares: 2 })).toBe('not_yet');
    expect(engagements({ likes: 'unavailable', comments: 'not_yet' })).toBe('not_yet');
  });

  it('is unavailable when every offered figure is unavailable', () => {
    expect(engagements({ likes: 'unavailable', comments: 'unavailable', saves: 'not_offered' })).toBe(
      'unavailable',
    );
  });

  it('is unavailable, not a smaller sum, when one offered figure is lost for good', () => {
    expect(engagements({ likes: 10, comments: 2, shares: 'unavailable' })).toBe('unavailable');
  });

  it('is not_offered when the network offers none of the four', () => {
    expect(engagements({})).toBe('not_offered');
    expect(engagements({ reach: 100, likes: 'not_offered', comments: 'not_offered' })).toBe('not_offered');
  });

  it('never reads a number that is no count (NaN, negative) as one', () => {
    expect(engagements({ likes: Number.NaN, comments: 2 })).toBe('unavailable');
    expect(engagements({ likes: -1, comments: 2 })).toBe('unavailable');
  });
});

describe('engagementRate: engagements over reach, else views, else followers', () => {
  it('divides by reach when reach is a count above zero, as a fraction', () => {
    expect(engagementRate({ reach: 1000, views: 5000, likes: 40, comments: 2 }, 9000)).toEqual({
      value: 0.042,
      denominator: 'reach',
      base: 1000,
    });
  });

  it('falls back to views when reach is not offered, zero or unavailable', () => {
    const expected = { value: 0.01, denominator: 'views', base: 500 };
    expect(engagementRate({ views: 500, likes: 5 })).toEqual(expected);
    expect(engagementRate({ reach: 0, views: 500, likes: 5 })).toEqual(expected);
    expect(engagementRate({ reach: 'unavailable', views: 500, likes: 5 })).toEqual(expected);
    expect(engagementRate({ reach: 'not_offered', views: 500, likes: 5 })).toEqual(expected);
  });

  it("falls back to the day's followers when there is neither reach nor views (Bluesky)", () => {
    expect(engagementRate({ likes: 30, comments: 10, shares: 10 }, 2000)).toEqual({
      value: 0.025,
      denominator: 'followers',
      base: 2000,
    });
    expect(engagementRate({ reach: 0, views: 0, likes: 3 }, 300)).toEqual({
      value: 0.01,
      denominator: 'followers',
      base: 300,
    });
  });

  it('waits (not_yet) while a preferred base is still to come, instead of switching base later', () => {
    expect(engagementRate({ reach: 'not_yet', views: 800, likes: 8 }, 1000)).toEqual({
      value: 'not_yet',
      denominator: null,
      base: null,
    });
    expect(engagementRate({ reach: 'not_offered', views: 'not_yet', likes: 8 }, 1000).value).toBe('not_yet');
  });

  it('is unavailable when there is nothing to divide by', () => {
    const none = { value: 'unavailable', denominator: null, base: null };
    expect(engagementRate({ likes: 8 })).toEqual(none);
    expect(engagementRate({ likes: 8 }, null)).toEqual(none);
    expect(engagementRate({ likes: 8 }, 0)).toEqual(none);
    expect(engagementRate({ reach: 'unavailable', views: 0, likes: 8 }, Number.NaN)).toEqual(none);
  });

  it('carries a gap in the engagements over as it is', () => {
    expect(engagementRate({ reach: 100, likes: 'not_yet' }).value).toBe('not_yet');
    expect(engagementRate({ reach: 100, likes: 'unavailable' }).value).toBe('unavailable');
    expect(engagementRate({ reach: 100 }, 50)).toEqual({
      value: 'not_offered',
      denominator: null,
      base: null,
    });
  });

  it('is 0 for a post nobody engaged with, not a gap', () => {
    expect(engagementRate({ reach: 400, likes: 0, comments: 0 })).toEqual({
      value: 0,
      denominator: 'reach',
      base: 400,
    });
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });

  it("leaves the caller's array in its order", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('summarize: what the averages rest on', () => {
  it('counts only counts, and says of how many', () => {
    expect(summarize([10, 'not_yet', 20, 'unavailable', 30, 'not_offered'])).toEqual({
      average: 20,
      median: 20,
      total: 60,
      counted: 3,
      of: 6,
    });
  });

  it('never reads a gap as 0', () => {
    const summary = summarize([100, 'not_yet', 'not_yet', 'not_yet']);
    expect(summary.average).toBe(100);
    expect(summary.median).toBe(100);
  });

  it('has no figures, but still the count, when nothing is a count', () => {
    expect(summarize(['not_yet', 'unavailable'])).toEqual({
      average: null,
      median: null,
      total: null,
      counted: 0,
      of: 2,
    });
    expect(summarize([])).toEqual({ average: null, median: null, total: null, counted: 0, of: 0 });
  });

  it('keeps real zeros', () => {
    expect(summarize([0, 0, 6])).toEqual({ average: 2, median: 0, total: 6, counted: 3, of: 3 });
  });

  it('takes rates (fractions) as well as counts', () => {
    const summary = summarize([0.02, 0.04, 'not_yet']);
    expect(summary.average).toBeCloseTo(0.03);
    expect(summary.counted).toBe(2);
  });
});
