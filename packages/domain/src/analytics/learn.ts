import { z } from 'zod';
import { ANALYTICS_PLATFORMS, type AnalyticsPlatform } from './analytics.schema';
import { BEST_TIMES_MIN_PER_SLOT, BEST_TIMES_MIN_POSTS } from './best-times';
import { engagementRate, type RateDenominator } from './formulas';
import { isCount, type PostMetrics } from './metrics';
import { ANALYTICS_TOP_MIN_REACH, type ReportPost, ranked } from './report';

/**
 * The plan learns from results (docs/product.md#analytics): the brand's best posts become
 * examples for the AI, and its best hours are suggested when a post is scheduled.
 */

/** How many of the brand's best posts the AI is shown as examples. */
export const TOP_EXAMPLES = 5;
/** The examples come from the posts of this many days, so they show what works now. */
export const TOP_EXAMPLES_DAYS = 90;
/** An example's text is cut here (a YouTube description runs to 5,000 characters): it shows a style. */
export const TOP_EXAMPLE_TEXT_MAX = 1_000;

/** Best times rest on the posts of this many days: a year, so a brand posting weekly can reach the thresholds. */
export const BEST_TIMES_WINDOW_DAYS = 365;
/** How many of a platform's best times the composer suggests. */
export const BEST_TIMES_SUGGESTED = 4;

const DAY_MS = 86_400_000;

/** One of the brand's best posts, as the AI is shown it. */
export interface TopPost {
  id: string;
  network: string;
  postedAt: string;
  url: string | null;
  /** Its caption (or a video's title and description), cut at TOP_EXAMPLE_TEXT_MAX. */
  text: string;
  /** The 7-day engagement rate, a fraction. */
  rate: number;
  denominator: RateDenominator | null;
  base: number | null;
}

/** A text cut to TOP_EXAMPLE_TEXT_MAX characters, with an ellipsis when it was longer. */
export function exampleText(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > TOP_EXAMPLE_TEXT_MAX ? `${trimmed.slice(0, TOP_EXAMPLE_TEXT_MAX - 1)}…` : trimmed;
}

/**
 * The best posts by their 7-day engagement rate, by the report's rule (ranked: posts seen by
 * fewer than ANALYTICS_TOP_MIN_REACH are left out), keeping only those with a text to show: at
 * most TOP_EXAMPLES. None while no post has its 7-day figures.
 */
export function topExamples(
  posts: readonly ReportPost[],
  textOf: (postId: string) => string | null | undefined,
): TopPost[] {
  const examples: TopPost[] = [];
  for (const post of ranked(posts)) {
    const text = textOf(post.id)?.trim();
    if (!text) continue;
    examples.push({
      id: post.id,
      network: post.network,
      postedAt: post.postedAt,
      url: post.url,
      text: exampleText(text),
      rate: post.rate,
      denominator: post.denominator,
      base: post.base,
    });
    if (examples.length === TOP_EXAMPLES) break;
  }
  return examples;
}

/**
 * The rate a post's hour is judged by: its 7-day engagement rate when that was read; else, for a
 * post older than 7 days (an imported post's one snapshot), its latest figures', which have
 * settled by then. A younger post has no rate yet (its first hours say little), nor one seen by
 * fewer than ANALYTICS_TOP_MIN_REACH. NaN when there is none: best-times leaves it out.
 */
export function settledRate(
  post: { postedAt: string; week: PostMetrics | null; latest: PostMetrics; followers: number | null },
  now: Date,
): number {
  const figures = post.week ?? (now.getTime() - Date.parse(post.postedAt) >= 7 * DAY_MS ? post.latest : null);
  if (!figures) return Number.NaN;
  const rate = engagementRate(figures, post.followers);
  return isCount(rate.value) && (rate.base ?? 0) >= ANALYTICS_TOP_MIN_REACH ? rate.value : Number.NaN;
}

/** A form's "All" sends an empty value: that is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `GET …/analytics/best-times?network=`: one platform, or every platform the brand has posts on. */
export const bestTimesQuerySchema = z.object({
  network: optional(z.enum(ANALYTICS_PLATFORMS, { message: 'Unknown network' })),
});
export type BestTimesQuery = z.infer<typeof bestTimesQuerySchema>;

const platformTimesSchema = z.object({
  network: z.enum(ANALYTICS_PLATFORMS),
  /** False below BEST_TIMES_MIN_POSTS rated posts: "not enough data yet", with no slots. */
  enough: z.boolean(),
  /** The rated posts it rests on. */
  posts: z.number().int(),
  /** Best first. */
  slots: z.array(
    z.object({
      /** Monday = 0 … Sunday = 6, in the brand's zone. */
      weekday: z.number().int().min(0).max(6),
      hour: z.number().int().min(0).max(23),
      /** The slot's median engagement rate, a fraction. */
      median: z.number(),
      posts: z.number().int(),
    }),
  ),
});

export const bestTimesSchema = z.object({
  /** The zone weekdays and hours are said in: the brand's publishing zone. */
  time_zone: z.string(),
  window_days: z.number().int(),
  min_posts: z.number().int(),
  min_per_slot: z.number().int(),
  platforms: z.array(platformTimesSchema),
});
export type BestTimesAnswer = z.infer<typeof bestTimesSchema>;
export type PlatformTimes = z.infer<typeof platformTimesSchema>;

/** The thresholds and window the answer states, so the page can say what "enough" means. */
export const BEST_TIMES_TERMS = {
  window_days: BEST_TIMES_WINDOW_DAYS,
  min_posts: BEST_TIMES_MIN_POSTS,
  min_per_slot: BEST_TIMES_MIN_PER_SLOT,
} as const;

export const isAnalyticsPlatform = (value: string | null | undefined): value is AnalyticsPlatform =>
  typeof value === 'string' && (ANALYTICS_PLATFORMS as readonly string[]).includes(value);
