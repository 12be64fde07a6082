import { z } from 'zod';

/**
 * Instagram and YouTube import (docs/product.md#instagram-and-youtube-import): a brand connects
 * its Instagram professional account (Instagram Login) and its YouTube channel (Google OAuth,
 * read-only); the account's profile fills the brand's Instagram fields, its headline figures
 * show on the Analytics step, and its posts and videos are imported into the brand's Feed by a
 * background job, only the new ones each time.
 */

export const SOCIAL_PROVIDERS = ['instagram', 'youtube'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
};

/** Instagram Login's scopes: the profile and media, and their insights. */
export const INSTAGRAM_SCOPES = ['instagram_business_basic', 'instagram_business_manage_insights'] as const;
/** YouTube Data API v3, read only. */
export const YOUTUBE_SCOPES = ['https://www.googleapis.com/auth/youtube.readonly'] as const;

/** The providers' own addresses; a server (or a test) may point at others. */
export const INSTAGRAM_AUTH_URL = 'https://www.instagram.com/oauth/authorize';
export const INSTAGRAM_API_URL = 'https://api.instagram.com';
export const INSTAGRAM_GRAPH_URL = 'https://graph.instagram.com';
export const INSTAGRAM_GRAPH_VERSION = 'v25.0';
export const YOUTUBE_API_URL = 'https://www.googleapis.com/youtube/v3';

/** Where each provider sends the browser back (configured in the provider's app). */
export const SOCIAL_CALLBACK_PATHS: Record<SocialProvider, string> = {
  instagram: '/api/social/instagram/callback',
  youtube: '/api/social/youtube/callback',
};
/** The query parameter the connect step reads after the provider's redirect: `ok` or `error`. */
export const SOCIAL_RESULT_PARAM = 'social';
/** A connect request is valid once, for 10 minutes, in the browser that started it. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000;
export const SOCIAL_PARAM_MAX = 2048;

/** An Instagram long-lived token is renewed once it is a day old (Meta refuses younger ones). */
export const INSTAGRAM_REFRESH_AFTER_MS = 24 * 3_600_000;
/** Posts of one import at most (a first import of a very large account stops there). */
export const SOCIAL_IMPORT_MAX_POSTS = 2000;
/** Recent posts whose engagement the Analytics step charts. */
export const SOCIAL_RECENT_POSTS = 12;

/** What is kept of the credential, sealed with the secrets key; never sent to a browser. */
export const socialSecretSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** When the access token was issued or last renewed (Instagram renews after 24 h). */
  issued_at: z.string(),
});
export type SocialSecret = z.infer<typeof socialSecretSchema>;

/** The account's profile as last read. Counts are null where the provider hides them. */
export const socialProfileSchema = z.object({
  name: z.string().nullable(),
  biography: z.string().nullable(),
  website: z.string().nullable(),
  picture_url: z.string().nullable(),
  followers: z.number().int().nullable(),
  follows: z.number().int().nullable(),
  media_count: z.number().int().nullable(),
  views: z.number().int().nullable(),
});
export type SocialProfile = z.infer<typeof socialProfileSchema>;

/** Account insights (Instagram, over the last day as Meta reports it); null when not available. */
export const socialAccountInsightsSchema = z.object({
  reach: z.number().int().nullable(),
  views: z.number().int().nullable(),
  accounts_engaged: z.number().int().nullable(),
  total_interactions: z.number().int().nullable(),
});
export type SocialAccountInsights = z.infer<typeof socialAccountInsightsSchema>;

/** A post's or video's numbers; null where unknown (insights may be missing or hidden). */
export const socialMetricsSchema = z.object({
  likes: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  views: z.number().int().nullable(),
  reach: z.number().int().nullable(),
  saved: z.number().int().nullable(),
  shares: z.number().int().nullable(),
});
export type SocialMetrics = z.infer<typeof socialMetricsSchema>;

export const SOCIAL_CONNECTION_STATES = ['connected', 'reconnect'] as const;

export const socialConnectionSchema = z.object({
  provider: socialProviderSchema,
  account_id: z.string(),
  /** The Instagram username, or the channel's title. */
  account_name: z.string(),
  account_url: z.string().nullable(),
  /** `reconnect`: the provider no longer accepts the token; only connecting again helps. */
  state: z.enum(SOCIAL_CONNECTION_STATES),
  last_error: z.object({ code: z.string(), message: z.string(), at: z.string() }).nullable(),
  profile: socialProfileSchema,
  /** The import job running now (its progress at `GET /workspaces/{id}/jobs/{jobId}`), if any. */
  import_job_id: z.string().nullable(),
  last_import_at: z.string().nullable(),
  imported_posts: z.number().int(),
  connected_at: z.string(),
});
export type SocialConnection = z.infer<typeof socialConnectionSchema>;

/** `GET /workspaces/{id}/projects/{projectId}/social`: each provider, offered and connected. */
export const socialStatusSchema = z.object({
  instagram: z.object({ available: z.boolean(), connection: socialConnectionSchema.nullable() }),
  youtube: z.object({ available: z.boolean(), connection: socialConnectionSchema.nullable() }),
});
export type SocialStatus = z.infer<typeof socialStatusSchema>;

export const socialConnectStartedSchema = z.object({ authorize_url: z.string() });
export const socialImportStartedSchema = z.object({ job_id: z.string() });

/** `GET …/social/instagram/insights`: the Analytics step's headline figures and chart. */
export const socialInsightsSchema = z.object({
  followers: z.number().int().nullable(),
  media_count: z.number().int().nullable(),
  account: socialAccountInsightsSchema.nullable(),
  /** Mean likes + comments of the recent posts, as a share of followers (per cent). */
  engagement_rate: z.number().nullable(),
  recent: z.array(
    z.object({
      uid: z.string(),
      published_at: z.string(),
      likes: z.number().int().nullable(),
      comments: z.number().int().nullable(),
      reach: z.number().int().nullable(),
    }),
  ),
});
export type SocialInsights = z.infer<typeof socialInsightsSchema>;

/** "Use as voice sample": into this voice, else the brand's default (made when it has none). */
export const socialVoiceSampleInputSchema = z.object({
  voice_uid: z.string().min(1).max(64).optional(),
});
export type SocialVoiceSampleInput = z.infer<typeof socialVoiceSampleInputSchema>;
export const socialVoiceSampleResultSchema = z.object({ voice_uid: z.string(), voice_name: z.string() });
export const socialPostTicketSchema = z.object({ ticket_uid: z.string(), ticket_id: z.number().int() });

/** The name of the voice made when a brand without one takes its first sample. */
export const SOCIAL_DEFAULT_VOICE_NAME = 'Brand voice';

/** Why a connect did not happen, as the connect step shows it (catalogue codes). */
export const SOCIAL_CONNECT_FAILURES = [
  'social_not_configured',
  'social_denied',
  'social_load_error',
  'integration_state_invalid',
] as const;
