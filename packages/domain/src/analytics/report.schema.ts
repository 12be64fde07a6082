import { z } from 'zod';
import { POST_PURPOSES } from '../tickets';
import { ANALYTICS_GROUPS } from './analytics.schema';
import { METRIC_GAPS } from './metrics';

/** The analytics page's answer (report.ts), as the API sends it. */

/** An average, median and total with what it rests on (formulas.ts `Summary`). */
export const summarySchema = z.object({
  average: z.number().nullable(),
  median: z.number().nullable(),
  total: z.number().nullable(),
  /** The posts with a count… */
  counted: z.number().int(),
  /** …of all the posts it could rest on. */
  of: z.number().int(),
});

const headlineSchema = z.object({
  posts: z.number().int(),
  reach: summarySchema,
  views: summarySchema,
  engagements: summarySchema,
  rate: summarySchema,
});

/** A post's labels as the page shows them; `imported_post_id` is set where the page labels it. */
const labelsShape = {
  pillar: z.string().nullable(),
  purpose: z.string().nullable(),
  format: z.string().nullable(),
  /** An imported post without a ticket: its labels are set on the page, under this id. */
  imported_post_id: z.string().nullable(),
};

const rankedPostSchema = z.object({
  id: z.string(),
  network: z.string(),
  source: z.enum(['published', 'imported']),
  posted_at: z.string(),
  url: z.string().nullable(),
  ...labelsShape,
  rate: z.number(),
  denominator: z.enum(['reach', 'views', 'followers']).nullable(),
  base: z.number().nullable(),
});

/** A week of the range (weeks.ts): the slate (null where the reader is not shown it), the posts, their 7-day rates. */
const weekSchema = z.object({
  /** Its Monday and Sunday, brand-local. */
  start: z.string(),
  end: z.string(),
  /** How many of its days are in the range (under 7 where the range cuts it). */
  days: z.number().int(),
  target: z.number().int().nullable(),
  planned: z.number().int().nullable(),
  posted: z.number().int(),
  /** The purposes in view: all three, or the one the purpose filter names. */
  purposes: z.array(
    z.object({
      purpose: z.enum(POST_PURPOSES),
      target: z.number().int().nullable(),
      planned: z.number().int().nullable(),
      posted: z.number().int(),
    }),
  ),
  /** Tickets due and posts without a purpose; null under a purpose filter. */
  unassigned: z.object({ planned: z.number().int().nullable(), posted: z.number().int() }).nullable(),
  /** The median 7-day engagement rate of the week's posts, and how many of them have one. */
  rate: summarySchema,
});

export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  headline: z.object({ current: headlineSchema, previous: headlineSchema }),
  group: z.enum(ANALYTICS_GROUPS),
  groups: z.array(
    z.object({
      key: z.string().nullable(),
      posts: z.number().int(),
      engagements: summarySchema,
      rate: summarySchema,
    }),
  ),
  heatmap: z.array(
    z.object({
      weekday: z.number().int(),
      hour: z.number().int(),
      posts: z.number().int(),
      median: z.number().nullable(),
      rated: z.number().int(),
    }),
  ),
  top: z.array(rankedPostSchema),
  bottom: z.array(rankedPostSchema),
  weeks: z.array(weekSchema),
  /** Each account's followers on every day of the range; null for a day not read (a gap, never 0). */
  followers: z.array(
    z.object({
      account: z.string(),
      network: z.string(),
      days: z.array(z.object({ day: z.string(), followers: z.number().nullable() })),
    }),
  ),
  /** Each day's reach: the sum over that day's posts with one (`counted` of `of`); null without. */
  reach: z.array(
    z.object({
      day: z.string(),
      reach: z.number().nullable(),
      counted: z.number().int(),
      of: z.number().int(),
    }),
  ),
  /** The range's imported posts labelled by no one yet (no ticket, no pillar), newest first. */
  to_label: z.object({
    count: z.number().int(),
    posts: z.array(
      z.object({
        id: z.string(),
        network: z.string(),
        posted_at: z.string(),
        url: z.string().nullable(),
        ...labelsShape,
      }),
    ),
  }),
  /** What the filters offer: the brand's content pillars and the accounts its posts went out on. */
  pillars: z.array(z.string()),
  accounts: z.array(z.object({ id: z.string(), network: z.string(), name: z.string() })),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** A figure as the API sends it: a count, or why there is none. */
export const metricValueSchema = z.union([z.number(), z.enum(METRIC_GAPS)]);

/** One post's curve: its snapshots, oldest first. */
export const analyticsPostSchema = z.object({
  id: z.string(),
  network: z.string(),
  source: z.enum(['published', 'imported']),
  url: z.string().nullable(),
  posted_at: z.string(),
  state: z.enum(['tracking', 'paused', 'done', 'gone']),
  ...labelsShape,
  snapshots: z.array(
    z.object({
      due_at: z.string(),
      taken_at: z.string(),
      metrics: z.record(z.string(), metricValueSchema),
    }),
  ),
});
export type AnalyticsPost = z.infer<typeof analyticsPostSchema>;
