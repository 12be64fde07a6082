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

export interface ContentSeriesTables {
  content_series: ContentSeriesTable;
  content_series_posts: ContentSeriesPostsTable;
}
