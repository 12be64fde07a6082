import { describe, expect, it } from 'vitest';
import { followersAtPosting } from './followers';
import { buildReport, type ReportPost } from './report';

describe('a post’s followers, the base of its rate without reach or views', () => {
  const days = [
    { account: 'masto', day: '2026-05-01', followers: 400 },
    { account: 'masto', day: '2026-05-02', followers: 500 },
    { account: 'masto', day: '2026-05-03', followers: null },
    { account: 'other', day: '2026-05-02', followers: 9000 },
  ];

  it('is its own account’s figure on the brand-local day it went out; a day not read gives none', () => {
    const found = followersAtPosting(
      [
        // 23:30 UTC on 1 May is already 2 May in Berlin.
        { id: 'late', account: 'masto', postedAt: '2026-05-01T23:30:00Z' },
        { id: 'early', account: 'masto', postedAt: '2026-05-01T08:00:00Z' },
        { id: 'unread', account: 'masto', postedAt: '2026-05-03T08:00:00Z' },
        { id: 'missing', account: 'masto', postedAt: '2026-05-09T08:00:00Z' },
        { id: 'none', account: null, postedAt: '2026-05-02T08:00:00Z' },
      ],
      days,
      'Europe/Berlin',
    );
    expect(Object.fromEntries(found)).toEqual({ late: 500, early: 400 });
  });

  it('rates a Mastodon post per follower on the page, and a post without them stays unavailable, never 0', () => {
    const post = (id: string, followers: number | null): ReportPost => ({
      id,
      network: 'mastodon',
      account: 'masto',
      source: 'published',
      postedAt: '2026-05-02T09:00:00Z',
      url: null,
      pillar: null,
      purpose: null,
      format: null,
      importedPostId: null,
      latest: { likes: 40, shares: 5, comments: 5, reach: 'not_offered', views: 'not_offered' },
      week: { likes: 40, shares: 5, comments: 5, reach: 'not_offered', views: 'not_offered' },
      followers,
    });
    const report = buildReport([post('a', 500), post('b', null)], [], {
      group: 'platform',
      timeZone: 'UTC',
      from: '2026-05-01',
      to: '2026-05-07',
      slates: null,
      accountDays: [],
    });
    expect(report.headline.current.rate).toMatchObject({ median: 0.1, counted: 1, of: 2 });
    // 50 engagements per 500 followers; shown with its base.
    expect(report.top.map((p) => [p.id, p.rate, p.denominator, p.base])).toEqual([
      ['a', 0.1, 'followers', 500],
    ]);
  });
});
