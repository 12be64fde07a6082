import type { BrandAnalytics } from '@expertos/domain/brand.schema';
import type { SocialConnection, SocialProfile } from '@expertos/domain/social.schema';
import type { PostFormat } from '@expertos/domain/tickets';
import type { ConnectionRow, PostRow } from './social.repository.js';

/** How a brand's connected account and imported posts are shown: pure mappings of the rows. */

const num = (value: number | string | null) => (value === null ? null : Number(value));

/** A JSON column, or the fallback when it is empty or unreadable. */
export const parse = <T>(text: string | null, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** The Instagram kinds of media as the ticket's post format. */
export function formatOf(post: Pick<PostRow, 'provider' | 'media_type'>): PostFormat | null {
  if (post.provider === 'youtube') return 'long_video';
  if (post.media_type === 'VIDEO') return 'reel';
  if (post.media_type === 'CAROUSEL_ALBUM') return 'carousel';
  if (post.media_type === 'IMAGE') return 'image';
  return null;
}

/** Averages of the recent posts and the engagement rate against followers. */
export function analyticsOf(posts: PostRow[], followers: number | null): BrandAnalytics {
  const mean = (values: (number | null)[]) => {
    const known = values.filter((v): v is number => v !== null);
    return known.length ? Math.round(known.reduce((a, b) => a + b, 0) / known.length) : null;
  };
  const likes = mean(posts.map((p) => num(p.likes)));
  const comments = mean(posts.map((p) => num(p.comments)));
  const engagement =
    followers && (likes !== null || comments !== null)
      ? Math.min(100, Math.round((((likes ?? 0) + (comments ?? 0)) / followers) * 10_000) / 100)
      : null;
  return {
    average_reach: mean(posts.map((p) => num(p.reach))),
    average_likes: likes,
    average_comments: comments,
    engagement_rate: engagement,
  };
}

/** A connection as the API answers it, with how many posts it imported. */
export function toConnection(row: ConnectionRow, imported: number): SocialConnection {
  return {
    provider: row.provider,
    account_id: row.account_id,
    account_name: row.account_name,
    account_url: row.account_url,
    state: row.status,
    last_error:
      row.last_error_code && row.last_error_at
        ? { code: row.last_error_code, message: row.last_error_message ?? '', at: row.last_error_at }
        : null,
    profile: parse<SocialProfile>(row.profile, {
      name: null,
      biography: null,
      website: null,
      picture_url: null,
      followers: null,
      follows: null,
      media_count: null,
      views: null,
    }),
    import_job_id: row.import_job_id,
    last_import_at: row.last_import_at,
    imported_posts: imported,
    connected_at: row.created_at,
  };
}
