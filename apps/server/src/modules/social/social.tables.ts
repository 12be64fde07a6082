import type { SocialProvider } from '@expertos/domain/social.schema';

/** Instagram and YouTube import (migration 0030; docs/product.md#instagram-and-youtube-import). */
export interface SocialConnectionsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  provider: SocialProvider;
  account_id: string;
  account_name: string;
  account_url: string | null;
  /** JSON: SocialProfile. */
  profile: string;
  /** JSON: SocialAccountInsights, or null. */
  insights: string | null;
  secret_sealed: string;
  status: 'connected' | 'reconnect';
  last_error_code: string | null;
  last_error_message: string | null;
  last_error_at: string | null;
  import_job_id: string | null;
  last_import_at: string | null;
  connected_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface SocialPostsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  provider: SocialProvider;
  external_id: string;
  title: string | null;
  caption: string | null;
  media_type: string | null;
  media_url: string | null;
  permalink: string | null;
  published_at: string;
  published_day: string;
  /** bigint: PostgreSQL answers them as strings. */
  likes: number | string | null;
  comments: number | string | null;
  views: number | string | null;
  reach: number | string | null;
  saved: number | string | null;
  shares: number | string | null;
  ticket_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface SocialOauthStatesTable {
  /** SHA-256 (hex) of the state. */
  id: string;
  provider: SocialProvider;
  workspace_id: string;
  project_id: string;
  member_id: string | null;
  browser_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** An imported post's labels, set on the results page (migration 0048; docs/product.md#analytics). */
export interface SocialPostLabelsTable {
  post_id: string;
  project_id: string;
  pillar: string | null;
  purpose: string | null;
  format: string | null;
  updated_by: string | null;
  updated_at: string;
}

export interface SocialTables {
  social_connections: SocialConnectionsTable;
  social_posts: SocialPostsTable;
  social_post_labels: SocialPostLabelsTable;
  social_oauth_states: SocialOauthStatesTable;
}
