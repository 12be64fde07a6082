import { isCount, type MetricGap, type MetricValue, type PostMetrics } from './metrics';

/**
 * The figures every page derives from a post's metrics. A figure stays a gap when what it rests
 * on is a gap: a sum or a rate over a part we do not have would look like a small result, when
 * it is really no result yet.
 */

/** What "engagements" adds up: the ways a person acts on a post (reach and views only see it). */
export const ENGAGEMENT_METRICS = ['likes', 'comments', 'shares', 'saves'] as const;

/** Which gap wins when parts disagree: a figure still to come beats one we will never have. */
const GAP_ORDER: readonly MetricGap[] = ['not_yet', 'unavailable', 'not_offered'];

/**
 * A figure as it is meant: a finite count of zero or more, or a gap. A number that is not a
 * count (NaN, negative) is treated as `unavailable`, never as a count.
 */
function read(value: MetricValue | undefined): MetricValue {
  if (value === undefined) return 'not_offered';
  if (typeof value === 'number') return isCount(value) && value >= 0 ? value : 'unavailable';
  return value;
}

/**
 * Likes + comments + shares + saves, over the metrics the post's network offers (one left out
 * of `m`, or `not_offered`, is skipped: Bluesky has no saves, and that is not a zero):
 * - every offered one is a count: their sum;
 * - any offered one is `not_yet`: `not_yet` (the total would grow once it arrives);
 * - otherwise any offered one is `unavailable`: `unavailable` (a sum missing a part is not the
 *   total, and that part will not come back);
 * - none offered: `not_offered`.
 */
export function engagements(m: PostMetrics): MetricValue {
  const offered: MetricValue[] = ENGAGEMENT_METRICS.map((metric) => read(m[metric])).filter(
    (v) => v !== 'not_offered',
  );
  if (offered.length === 0) return 'not_offered';
  const gap = GAP_ORDER.find((g) => offered.includes(g));
  if (gap) return gap;
  return (offered as number[]).reduce((sum, count) => sum + count, 0);
}

/** What an engagement rate was divided by, so the page can say "per reach". */
export type RateDenominator = 'reach' | 'views' | 'followers';

export interface EngagementRate {
  /** A fraction (0.0423 for 4.23 %), never a percentage; or why there is none. */
  value: number | MetricGap;
  /** Null when there is no rate. */
  denominator: RateDenominator | null;
  /** The count divided by; null when there is no rate. */
  base: number | null;
}

const noRate = (value: MetricGap): EngagementRate => ({ value, denominator: null, base: null });

/**
 * Engagements divided by the post's reach when reach is a count above zero, else by its views
 * (count above zero), else by the account's followers that day (above zero). Gaps carry over:
 * - engagements a gap: the rate is that gap;
 * - a preferred base is `not_yet` (reach on Instagram lags up to 48 hours): `not_yet`, rather
 *   than a rate per views now and per reach tomorrow for the same post;
 * - no base at all (no reach or views above zero, followers unknown or zero): `unavailable`.
 */
export function engagementRate(m: PostMetrics, followers?: number | null): EngagementRate {
  const total = engagements(m);
  if (typeof total !== 'number') return noRate(total);
  for (const denominator of ['reach', 'views'] as const) {
    const base = read(m[denominator]);
    if (base === 'not_yet') return noRate('not_yet');
    if (typeof base === 'number' && base > 0) return { value: total / base, denominator, base };
  }
  if (typeof followers === 'number' && Number.isFinite(followers) && followers > 0) {
    return { value: total / followers, denominator: 'followers', base: followers };
  }
  return noRate('unavailable');
}

/** The middle of the numbers (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface Summary {
  /** Over the counts only; null when there is none. */
  average: number | null;
  median: number | null;
  total: number | null;
  /** How many of the values were counts: the "41" of "41 of 48 posts". */
  counted: number;
  /** How many values there were: the "48". */
  of: number;
}

/**
 * Average, median and total of a figure over posts, counting only the posts that have it: a
 * gap is left out (never read as 0), and `counted` of `of` says what the figures rest on.
 */
export function summarize(values: readonly MetricValue[]): Summary {
  const counts = values.map(read).filter((v): v is number => typeof v === 'number');
  const total = counts.length === 0 ? null : counts.reduce((sum, count) => sum + count, 0);
  return {
    average: total === null ? null : total / counts.length,
    median: median(counts),
    total,
    counted: counts.length,
    of: values.length,
  };
}
