import type { ContentSeries, ContentSeriesPage } from '@expertos/domain/content-series';

export const aSeries = (change: Partial<ContentSeries> = {}): ContentSeries => ({
  uid: 's1',
  project_uid: 'p1',
  name: 'Tip Tuesday',
  pattern: 'Tip Tuesday #{n}',
  fields: { post_platform: 'instagram', caption: null, checklist: ['Draft'] },
  cadence: null,
  planned: 3,
  published: 1,
  created: '2030-01-01T00:00:00.000Z',
  ...change,
});

type Post = ContentSeriesPage['posts'][number];

export const aPost = (position: number, change: Partial<Post> = {}): Post => ({
  ticket: { uid: `t${position}`, id: 100 + position, summary: `Tip Tuesday #${position}`, status: 'todo' },
  position,
  out: false,
  day: null,
  ...change,
});

export const aSeriesPage = (change: Partial<ContentSeriesPage> = {}): ContentSeriesPage => ({
  ...aSeries(),
  posts: [
    aPost(1, {
      ticket: { uid: 't1', id: 101, summary: 'Tip Tuesday #1', status: 'published' },
      out: true,
      day: '2030-01-08',
    }),
    aPost(2, { day: '2030-01-15' }),
    aPost(3),
  ],
  ...change,
});

/** A weekly cadence on Tuesdays whose next post is for 10 December 2030 (a Tuesday). */
export const aCadence = (
  change: Partial<NonNullable<ContentSeries['cadence']>> = {},
): NonNullable<ContentSeries['cadence']> => ({
  rule: 'FREQ=WEEKLY;BYDAY=TU',
  start: '2030-11-26',
  next: '2030-12-10',
  ...change,
});
