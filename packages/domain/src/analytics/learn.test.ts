import { describe, expect, it } from 'vitest';
import {
  bestTimesQuerySchema,
  exampleText,
  settledRate,
  TOP_EXAMPLE_TEXT_MAX,
  TOP_EXAMPLES,
  topExamples,
} from './learn';
import type { ReportPost } from './report';

const post = (id: string, week: ReportPost['week'], postedAt = '2026-04-01T09:00:00Z'): ReportPost => ({
  id,
  network: 'instagram',
  account: null,
  source: 'published',
  postedAt,
  url: null,
  pillar: null,
  purpose: null,
  format: null,
  latest: week ?? {},
  week,
  importedPostId: null,
  followers: null,
});

describe('topExamples', () => {
  it('ranks by the 7-day rate, keeps only posts with a text, at most five', () => {
    const posts = Array.from({ length: 8 }, (_, i) => post(`p${i}`, { reach: 1000, likes: 10 * (i + 1) }));
    const texts: Record<string, string> = Object.fromEntries(posts.map((p) => [p.id, `Caption ${p.id}`]));
    texts.p7 = '   '; // the best has no text: skipped, not counted
    const examples = topExamples(posts, (id) => texts[id]);
    expect(examples).toHaveLength(TOP_EXAMPLES);
    expect(examples.map((e) => e.id)).toEqual(['p6', 'p5', 'p4', 'p3', 'p2']);
    expect(examples[0]).toMatchObject({ text: 'Caption p6', rate: 0.07, denominator: 'reach', base: 1000 });
  });

  it('leaves out posts without 7-day figures or seen by fewer than the report’s minimum', () => {
    const posts = [
      post('none', null),
      post('few', { reach: 99, likes: 50 }),
      post('lag', { reach: 'not_yet', likes: 5 }),
      post('ok', { views: 500, likes: 5 }),
    ];
    expect(topExamples(posts, () => 'text').map((e) => [e.id, e.denominator])).toEqual([['ok', 'views']]);
    expect(topExamples([], () => 'text')).toEqual([]);
  });

  it('cuts a long text', () => {
    const cut = exampleText('x'.repeat(TOP_EXAMPLE_TEXT_MAX + 10));
    expect(cut).toHaveLength(TOP_EXAMPLE_TEXT_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(exampleText('  short  ')).toBe('short');
  });
});

describe('settledRate', () => {
  const now = new Date('2026-04-20T00:00:00Z');
  it('takes the 7-day rate, else the latest of a post older than 7 days, else none', () => {
    expect(settledRate({ ...post('a', { reach: 200, likes: 20 }) }, now)).toBe(0.1);
    const old = {
      postedAt: '2026-01-01T00:00:00Z',
      week: null,
      latest: { reach: 400, likes: 20 },
      followers: null,
    };
    expect(settledRate(old, now)).toBe(0.05);
    const young = {
      postedAt: '2026-04-18T00:00:00Z',
      week: null,
      latest: { reach: 400, likes: 20 },
      followers: null,
    };
    expect(settledRate(young, now)).toBeNaN();
    expect(settledRate({ ...old, latest: { reach: 50, likes: 20 } }, now)).toBeNaN();
    expect(settledRate({ ...old, latest: { reach: 'not_yet', likes: 20 } }, now)).toBeNaN();
  });
});

describe('bestTimesQuerySchema', () => {
  it('takes a known platform or none, and refuses an unknown one', () => {
    expect(bestTimesQuerySchema.parse({})).toEqual({});
    expect(bestTimesQuerySchema.parse({ network: '' })).toEqual({});
    expect(bestTimesQuerySchema.parse({ network: 'instagram' })).toEqual({ network: 'instagram' });
    expect(bestTimesQuerySchema.safeParse({ network: 'myspace' }).success).toBe(false);
  });
});
