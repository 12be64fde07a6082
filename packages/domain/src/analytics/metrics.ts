/**
 * A post's results as the networks report them (docs/product.md#analytics). Networks report late
 * and in part: Instagram lags up to 48 hours and answers an empty set for a figure it has not
 * counted yet; Bluesky and Mastodon have no reach or views at all. So a figure is a number only
 * when the network gave one, and never 0 in place of what it did not:
 * - `not_yet`: not reported yet (asked again until it is 72 hours late);
 * - `not_offered`: this network has no such figure;
 * - `unavailable`: the post is gone from the network, or we may no longer read it.
 */
export const METRICS = ['reach', 'views', 'likes', 'comments', 'shares', 'saves', 'link_clicks'] as const;
export type Metric = (typeof METRICS)[number];

export const METRIC_GAPS = ['not_yet', 'not_offered', 'unavailable'] as const;
export type MetricGap = (typeof METRIC_GAPS)[number];

/** One figure: a count, or why there is none. */
export type MetricValue = number | MetricGap;

/** A post's figures at one moment; a metric left out is `not_offered`. */
export type PostMetrics = Partial<Record<Metric, MetricValue>>;

/**
 * Results are read only while a network's usage window (Meta's hourly call, time and CPU shares)
 * is below this percent: the rest is kept for publishing and imports, which come first.
 */
export const RESULTS_USAGE_CEILING_PERCENT = 75;

/** How long a figure the network has not reported yet is asked for again before it is `unavailable`. */
export const METRIC_LAG_LIMIT_HOURS = 72;

export const isCount = (value: MetricValue | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * A count as the networks send it: a number, or a string of digits (LinkedIn, Pinterest and some
 * Graph answers send counts as strings); anything else is not a count (null).
 */
export function readCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return null;
}
