import type { ChannelMode, ChannelNetwork } from '@expertos/domain/publishing/handoff';
import type { PublicationState } from '@expertos/domain/publishing/publication';
import type { ColumnType } from 'kysely';

/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** A brand's account on a network (migration 0039; docs/product.md#publishing). */
export interface PublishingChannelsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  network: ChannelNetwork;
  /** `api`: the engine publishes; `handoff`: a person posts from a phone (migration 0042). */
  mode: Defaulted<ChannelMode>;
  host: string;
  account_id: string;
  handle: string;
  display_name: string | null;
  avatar_url: string | null;
  /** Sealed (platform/secrets); opened only to call the network. */
  credentials: string;
  /** JSON, or null: the network's own limits (a Mastodon instance's). */
  limits: string | null;
  /** `disconnected`: kept (credentials wiped, out of the list) only for the posts it published. */
  state: 'connected' | 'needs_reconnecting' | 'disconnected';
  state_reason: string | null;
  /** When the access token ends (ISO), if it does: the token-health job's clock. Never the token. */
  token_expires_at: Defaulted<string | null>;
  /** When the account can no longer be refreshed (a refresh token's end), if known. */
  renewable_until: Defaulted<string | null>;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One variant of a post on one channel, and where it stands. */
export interface PublicationsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  ticket_id: string;
  channel_id: string;
  /** JSON. */
  variant: string;
  state: PublicationState;
  due_at: string;
  attempts: Defaulted<number>;
  version: Defaulted<number>;
  remote_id: string | null;
  remote_url: string | null;
  error_code: string | null;
  error_message: string | null;
  published_at: string | null;
  /** JSON: the network's own steps so far (migration 0042), for a cut-off attempt to resume. */
  progress: Defaulted<string | null>;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A publication's timeline: each step, who took it, and the network's words when it refused. */
export interface PublicationEventsTable {
  id: string;
  publication_id: string;
  at: string;
  /** The step's place in the timeline: 1, 2, 3… */
  seq: number;
  kind: string;
  state: PublicationState;
  actor_id: string | null;
  detail: string | null;
}

/** A brand's publishing settings (migration 0040): its zone, queue slots and approval rule. */
export interface PublishingSettingsTable {
  project_id: string;
  workspace_id: string;
  time_zone: string;
  /** JSON: the weekly slots. */
  slots: string;
  require_approval: Defaulted<number>;
  updated_at: string;
}

/** A Mastodon connection under way: the instance's app, until the person comes back (or it expires). */
export interface PublishingConnectStatesTable {
  id: string;
  workspace_id: string;
  project_id: string;
  member_id: string;
  network: string;
  host: string;
  /** Sealed. */
  app: string;
  expires_at: string;
  created_at: string;
}

/** The app registered on a Mastodon instance (migration 0041), reused by every connection there. */
export interface PublishingMastodonAppsTable {
  host: string;
  redirect_uri: string;
  client_id: string;
  /** Sealed. */
  client_secret: string;
  created_at: string;
}

/** A post's saved variant for one channel (migration 0058), approved with the post. */
export interface PostVariantsTable {
  ticket_id: string;
  channel_id: string;
  workspace_id: string;
  project_id: string;
  /** JSON: the variant as the API takes it. */
  variant: string;
  updated_by: string | null;
  updated_at: string;
}

export interface PublishingTables {
  post_variants: PostVariantsTable;
  publishing_channels: PublishingChannelsTable;
  publications: PublicationsTable;
  publication_events: PublicationEventsTable;
  publishing_settings: PublishingSettingsTable;
  publishing_connect_states: PublishingConnectStatesTable;
  publishing_mastodon_apps: PublishingMastodonAppsTable;
}
