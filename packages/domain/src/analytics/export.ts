import { METRICS, type Metric, type MetricValue } from './metrics';

/**
 * The analytics page's CSV (docs/product.md#analytics): the filtered posts with every snapshot,
 * one row per snapshot (a post not read yet has one row without figures), written by the ticket
 * export's rules (packages/domain/src/csv.ts).
 */
export const ANALYTICS_EXPORT_COLUMNS = [
  ['post', 'Post'],
  ['platform', 'Platform'],
  ['source', 'Source'],
  ['posted_at', 'Posted at (UTC)'],
  ['link', 'Link'],
  ['pillar', 'Pillar'],
  ['purpose', 'Purpose'],
  ['format', 'Format'],
  ['snapshot_for', 'Snapshot for (UTC)'],
  ['read_at', 'Read at (UTC)'],
  ['reach', 'Reach'],
  ['views', 'Views'],
  ['likes', 'Likes'],
  ['comments', 'Comments'],
  ['shares', 'Shares'],
  ['saves', 'Saves'],
  ['link_clicks', 'Link clicks'],
] as const satisfies readonly (readonly [string, string])[];

/** A figure's cell: the count, or why there is none in words (never 0 for a missing one). */
export const GAP_WORDS = {
  not_yet: 'not yet',
  not_offered: 'not offered',
  unavailable: 'unavailable',
} as const;

export function figureCell(value: MetricValue | undefined): string | number {
  if (typeof value === 'number') return value;
  return GAP_WORDS[value ?? 'not_offered'];
}

export const figureCells = (metrics: Partial<Record<Metric, MetricValue>>) =>
  METRICS.map((metric) => figureCell(metrics[metric]));

/** `acme-results-2026-04-01-to-2026-04-30.csv`. */
export const analyticsExportFilename = (slug: string, from: string, to: string) =>
  `${slug.replace(/[^a-z0-9-]/gi, '-')}-results-${from}-to-${to}.csv`;
