import type { Metric } from '@expertos/domain/analytics/metrics';

/** Results (migration 0045; docs/product.md#analytics). */
export interface AnalyticsPostsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  network: string;
  /** The network's id of the post. */
  remote_id: string;
  url: string | null;
  source: 'published' | 'imported';
  /** The publishing channel whose account reads its figures. */
  channel_id: string | null;
  /** The imported post's social connection, whose account reads its figures. */
  connection_id: string | null;
  publication_id: string | null;
  ticket_id: string | null;
  posted_at: string;
  /** The schedule's time the next snapshot stands for; null once its schedule ended. */
  snapshot_due: string | null;
  /** When to ask the network next (the snapshot's time, a lag's retry, or a throttle's wait). */
  next_at: string | null;
  state: 'tracking' | 'paused' | 'done' | 'gone';
  created_at: string;
  updated_at: string;
}

/** A post's figures: a count, or null with the reason in `gaps` (JSON). bigint: PostgreSQL answers text. */
type Figures = { [M in Metric]: number | string | null } & { gaps: string };

export type AnalyticsSnapshotsTable = Figures & {
  id: string;
  post_id: string;
  /** The schedule's time it stands for. */
  due_at: string;
  taken_at: string;
};

export type AnalyticsLatestTable = Figures & {
  post_id: string;
  taken_at: string;
  /** JSON PostMetrics: its figures at 7 days, once read. */
  week: string | null;
};

export interface AnalyticsAccountDaysTable {
  project_id: string;
  account_id: string;
  network: string;
  /** Brand-local YYYY-MM-DD. */
  day: string;
  followers: number | string | null;
  taken_at: string;
}

/** A brand's weekly review (migration 0047): one per brand and ISO week. */
export interface AnalyticsReviewsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  /** The ISO week of its review day, `2026-W19`. */
  week: string;
  week_from: string;
  week_to: string;
  /** JSON ReviewContent (domain review.ts). */
  content: string;
  ai: 'off' | 'written' | 'failed';
  summary: string | null;
  /** JSON string array. */
  suggestions: string | null;
  created_at: string;
}

/** Raised with every write a brand's results page shows (migration 0050). */
export interface AnalyticsVersionsTable {
  project_id: string;
  version: number;
}

/** The units figures reads spent per provider and quota day (migration 0051). */
export interface AnalyticsBudgetTable {
  provider: string;
  day: string;
  units: number;
}

export interface AnalyticsTables {
  analytics_posts: AnalyticsPostsTable;
  analytics_snapshots: AnalyticsSnapshotsTable;
  analytics_latest: AnalyticsLatestTable;
  analytics_account_days: AnalyticsAccountDaysTable;
  analytics_reviews: AnalyticsReviewsTable;
  analytics_versions: AnalyticsVersionsTable;
  analytics_budget: AnalyticsBudgetTable;
}
