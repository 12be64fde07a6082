import { describe, expect, it } from 'vitest';
import type { PostMetrics } from './metrics';
import {
  ANALYTICS_TO_LABEL_POSTS,
  ANALYTICS_TOP_MIN_REACH,
  buildReport,
  groupBy,
  headline,
  heatmap,
  type ReportPost,
  ranked,
  toLabel,
} from './report';

let n = 0;
const post = (over: Partial<ReportPost> & { latest?: PostMetrics } = {}): ReportPost => {
  n += 1;
  return {
    id: `p${n}`,
    network: 'instagram',
    account: 'acct-1',
    source: 'published',
    postedAt: '2026-05-04T07:30:00Z',
    url: null,
    pillar: null,
    purpose: null,
    format: null,
    importedPostId: null,
    latest: { reach: 1000, likes: 40, comments: 5, shares: 3, saves: 2 },
    week: null,
    followers: null,
    ...over,
  };
};

describe('the analytics report', () => {
  it('sums up what the figures rest on, never counting a missing one as 0', () => {
    const h = headline([
      post(),
      post({ latest: { reach: 'not_yet', likes: 'not_yet' } }),
      post({ network: 'mastodon', latest: { likes: 10 } }),
    ]);
    expect(h.posts).toBe(3);
    expect(h.reach).toMatchObject({ total: 1000, counted: 1, of: 3 });
    // A reach not reported yet and Mastodon's none: one post of three has a rate.
    expect(h.rate.counted).toBe(1);
    expect(h.rate.median).toBeCloseTo(0.05);
  });

  it('groups by pillar, the posts without one last', () => {
    const rows = groupBy(
      [
        post({ pillar: 'Recipes' }),
        post({ pillar: null }),
        post({ pillar: 'Behind the scenes', latest: { reach: 1000, likes: 100 } }),
      ],
      'pillar',
    );
    expect(rows.map((r) => r.key)).toEqual(['Behind the scenes', 'Recipes', null]);
    expect(rows[0]).toMatchObject({ posts: 1, rate: { median: 0.1 } });
  });

  it('places each post on the weekday and hour of the brand’s zone', () => {
    // 07:30 UTC on Monday 4 May 2026 is 09:30 in Berlin, 03:30 in New York.
    expect(heatmap([post()], 'Europe/Berlin')).toEqual([
      { weekday: 0, hour: 9, posts: 1, median: 0.05, rated: 1 },
    ]);
    expect(heatmap([post()], 'America/New_York')[0]).toMatchObject({ weekday: 0, hour: 3 });
  });

  it('ranks by the 7-day rate only posts seen by enough people, and never lists one post twice', () => {
    const seen = (rate: number) => post({ week: { reach: 1000, likes: Math.round(rate * 1000) } });
    const few = post({ week: { reach: ANALYTICS_TOP_MIN_REACH - 1, likes: 90 } });
    const late = post({ week: { reach: 'not_yet', likes: 3 } });
    expect(ranked([few, late])).toEqual([]);
    const posts = Array.from({ length: 14 }, (_, i) => seen((i + 1) / 100));
    const report = buildReport(posts, [], {
      group: 'platform',
      timeZone: 'UTC',
      from: '2026-05-04',
      to: '2026-05-10',
      slates: null,
      accountDays: [],
    });
    expect(report.top).toHaveLength(10);
    expect(report.top[0]).toMatchObject({ rate: 0.14, denominator: 'reach', base: 1000 });
    expect(report.bottom.map((p) => p.rate)).toEqual([0.01, 0.02, 0.03, 0.04]);
    // The range's one week and seven days, with no slate shown and no follower read.
    expect(report.weeks.map((w) => [w.start, w.posted, w.target])).toEqual([['2026-05-04', 14, null]]);
    expect(report.reach).toHaveLength(7);
    expect(report.followers).toEqual([]);
    const ids = new Set(report.top.map((p) => p.id));
    expect(report.bottom.some((p) => ids.has(p.id))).toBe(false);
  });
});

describe('toLabel', () => {
  it('lists the imported posts without a pillar, newest first, at most 20, and counts them all', () => {
    const posts = Array.from({ length: 23 }, (_, i) =>
      post({
        id: `imp${i}`,
        source: 'imported',
        importedPostId: `social-${i}`,
        postedAt: new Date(Date.UTC(2026, 4, 1 + i, 9)).toISOString(),
      }),
    );
    const labelled = post({ source: 'imported', importedPostId: 'social-x', pillar: 'Recipes' });
    const published = post({ pillar: null });
    const found = toLabel([...posts, labelled, published]);
    expect(found.count).toBe(23);
    expect(found.posts).toHaveLength(ANALYTICS_TO_LABEL_POSTS);
    expect(found.posts[0]?.id).toBe('imp22');
    expect(found.posts.some((p) => p.id === labelled.id || p.id === published.id)).toBe(false);
  });
});
