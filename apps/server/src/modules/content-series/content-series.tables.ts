/** Content series' own tables (migration 0083). */
export interface ContentSeriesTable {
  id: string;
  workspace_id: string;
  project_id: string;
  name: string;
  /** The name lower-cased: once per brand, whatever its case. */
  name_key: string;
  pattern: string;
  /** JSON: what "Next post" makes (platform, caption, checklist). */
  fields: string;
  created_by: string | null;
  /** JSON {rule, start}: the cadence its next posts follow (migration 0084); null without one. */
  cadence: string | null;
  /** The user who set the cadence: its posts are made as them, while they may make the brand's tickets. */
  cadence_by_user: string | null;
  created_at: string;
  updated_at: string;
}

export interface ContentSeriesPostsTable {
  /** A ticket is in one series at most. */
  ticket_id: string;
  series_id: string;
  /** 1-based place: what `{n}` says. */
  position: number;
}

/** Each cadence day's post, once (migration 0084); its ticket is null once deleted or never made. */
export interface ContentSeriesCadenceDaysTable {
  series_id: string;
  /** The brand-local day it is for. */
  day: string;
  ticket_id: string | null;
  made_at: string;
}

export interface ContentSeriesTables {
  content_series: ContentSeriesTable;
  content_series_posts: ContentSeriesPostsTable;
  content_series_cadence_days: ContentSeriesCadenceDaysTable;
}
