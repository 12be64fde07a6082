import { describe, expect, it } from 'vitest';
import {
  buildReview,
  isoWeek,
  latestReviewMoment,
  nextReviewMoment,
  type ReviewPost,
  reviewLines,
} from './review';
import { reviewContentSchema } from './review.schema';

const DAY = 86_400_000;

describe('when the weekly review is written', () => {
  it('is the last review day at the review hour, brand time, across a clock change', () => {
    // Friday 27 March 2026, 10:00 in Berlin (UTC+1); Europe goes to summer time on the 29th.
    const before = latestReviewMoment(new Date('2026-03-27T09:00:00Z'), 'Europe/Berlin', 'friday', 8);
    expect(before.at.toISOString()).toBe('2026-03-27T07:00:00.000Z');
    expect(before).toMatchObject({
      day: '2026-03-27',
      from: '2026-03-20',
      to: '2026-03-26',
      week: '2026-W13',
    });
    // Just before 08:00 on Friday the 3rd of April: still the last one.
    const early = latestReviewMoment(new Date('2026-04-03T05:59:00Z'), 'Europe/Berlin', 'friday', 8);
    expect(early.day).toBe('2026-03-27');
    // The next one is at 08:00 summer time, 06:00 UTC.
    const next = nextReviewMoment(new Date('2026-03-27T09:00:00Z'), 'Europe/Berlin', 'friday', 8);
    expect(next.at.toISOString()).toBe('2026-04-03T06:00:00.000Z');
    expect(latestReviewMoment(new Date('2026-04-03T06:00:00Z'), 'Europe/Berlin', 'friday', 8).day).toBe(
      '2026-04-03',
    );
  });

  it('names weeks by ISO 8601, the year of their Thursday', () => {
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(isoWeek('2026-05-08')).toBe('2026-W19');
  });
});

describe('what the weekly review says', () => {
  const moment = latestReviewMoment(new Date('2026-05-08T06:00:00Z'), 'UTC', 'friday', 6);
  const at = moment.at.getTime();
  let n = 0;
  const post = (
    daysAgo: number,
    week: ReviewPost['week'],
    labels: Partial<Pick<ReviewPost, 'pillar' | 'format' | 'purpose'>> = {},
  ): ReviewPost => ({
    id: `p${++n}`,
    network: 'instagram',
    postedAt: new Date(at - daysAgo * DAY).toISOString(),
    url: null,
    pillar: labels.pillar ?? null,
    purpose: labels.purpose ?? null,
    format: labels.format ?? null,
    week,
    followers: null,
  });
  const rate = (likes: number) => ({ reach: 1000, likes, comments: 0, shares: 0, saves: 0 });
  const slate = {
    targets: { growth: 3, trust_building: 2, sales_promotion: 1 },
    planned: { growth: 3, trust_building: 1, sales_promotion: 1 },
    posted: { growth: 1, trust_building: 1, sales_promotion: 2 },
    unassigned: 1,
  };

  it('sets planned and posted per purpose against the slate, and says what is short', () => {
    const review = buildReview({ moment, timeZone: 'UTC', slate, posts: [] });
    expect(review.slate.purposes).toEqual([
      { purpose: 'growth', target: 3, planned: 3, posted: 1, short: 2 },
      { purpose: 'trust_building', target: 2, planned: 1, posted: 1, short: 1 },
      { purpose: 'sales_promotion', target: 1, planned: 1, posted: 2, short: 0 },
    ]);
    expect(review.next.short).toEqual([
      { purpose: 'growth', missing: 2 },
      { purpose: 'trust_building', missing: 1 },
    ]);
    expect(review.results.median).toMatchObject({ median: null, counted: 0, of: 0 });
    expect(review.next.times).toEqual({ enough: false, posts: 0, slots: [] });
    expect(reviewContentSchema.parse(review)).toEqual(review);
  });

  it('compares the posts whose first week just ended with the 12-week median, a missing figure never a 0', () => {
    const posts = [
      // The 12 weeks before: rates 2 %, 4 %, 6 % (median 4 %), one without a rate yet.
      post(20, rate(20)),
      post(30, rate(40)),
      post(40, rate(60)),
      post(25, { reach: 'not_yet', likes: 'not_yet' }),
      // Older than 12 weeks and a week: left out of the median.
      post(100, rate(900)),
      // Posted 7–14 days ago: compared.
      post(8, rate(50)),
      post(10, rate(10)),
      post(12, null),
      // This week: too young to be judged.
      post(2, rate(500)),
    ];
    const review = buildReview({ moment, timeZone: 'UTC', slate, posts });
    // 2 %, 4 %, 6 %, and the two compared (5 %, 1 %): median 4 %, resting on 5 of 7 posts.
    expect(review.results.median).toMatchObject({ counted: 5, of: 7 });
    expect(review.results.median.median).toBeCloseTo(0.04);
    expect(review.results.posts.map((p) => [p.rate, p.versus])).toEqual([
      ['not_yet', null],
      [0.01, 'below'],
      [0.05, 'above'],
    ]);
    expect(review.results).toMatchObject({
      above: 1,
      below: 1,
      unrated: 1,
      from: '2026-04-24',
      to: '2026-04-30',
    });
  });

  it('names the best pillars and formats, best times from enough posts, and old posts to reuse', () => {
    const posts = [
      post(15, rate(80), { pillar: 'Recipes', format: 'reel' }),
      post(16, rate(60), { pillar: 'Recipes', format: 'reel' }),
      post(17, rate(10), { pillar: 'Team', format: 'Carousel' }),
      post(18, rate(20), { pillar: 'Team', format: 'Carousel' }),
      post(19, rate(99), { pillar: 'Once', format: null }),
      post(70, rate(300)),
      post(90, rate(200)),
      post(61, { reach: 50, likes: 40 }),
    ];
    const review = buildReview({ moment, timeZone: 'UTC', slate, posts });
    expect(review.next.pillars.map((g) => g.key)).toEqual(['Recipes', 'Team']);
    expect(review.next.formats.map((g) => [g.key, g.posts])).toEqual([
      ['reel', 2],
      ['Carousel', 2],
    ]);
    // Seen by 50 people: too few to rank.
    expect(review.next.reuse.map((p) => p.rate)).toEqual([0.3, 0.2]);
    expect(review.next.times.enough).toBe(false);
    expect(reviewLines(review)).toContain('Best pillars: Recipes, Team.');
    // A format by its name; a free text from before the list as it was written.
    expect(reviewLines(review)).toContain('Best formats: Reel, Carousel.');
    expect(reviewLines(review)).toContain('Best times: not enough data yet.');
  });

  it('finds best times once 20 posts have a rate', () => {
    const posts = Array.from({ length: 21 }, (_, i) => post(8 + (i % 3) * 7, rate(i < 9 ? 90 : 10)));
    const review = buildReview({ moment, timeZone: 'UTC', slate, posts });
    expect(review.next.times.enough).toBe(true);
    expect(review.next.times.slots[0]).toMatchObject({ weekday: 3, hour: 6 });
  });
});
