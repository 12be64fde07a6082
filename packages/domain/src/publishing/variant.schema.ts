import { z } from 'zod';
import { httpUrlSchema } from '../url';
import { INSTAGRAM_POST_KINDS } from './instagram';
import { TIKTOK_MODES, TIKTOK_PRIVACY_LEVELS } from './tiktok';
import { YOUTUBE_PRIVACIES } from './youtube';

/**
 * A post's variant for one channel (docs/product.md#publishing): its text, files and the
 * network's options. Stored with the publication; the engine publishes exactly this.
 */
export const variantMediaSchema = z.object({
  /**
   * One of the ticket's reference images (an upload in the composer lands there too). The
   * server looks the file up on the ticket itself, so a variant carries only files its ticket
   * holds. A medium names one of this, `video_uid` or `asset_uid`.
   */
  image_uid: z.string().min(1).max(64).optional(),
  /** A recording: one attached to the ticket, or any of the brand's (its Library). */
  video_uid: z.string().min(1).max(64).optional(),
  /**
   * An asset of the brand's asset library (docs/product.md#asset-library): the version in use
   * when the post was scheduled is the one it keeps.
   */
  asset_uid: z.string().min(1).max(64).optional(),
  /** Filled by the server from the file (what a caller sends here is ignored). */
  mime_type: z.string().max(100).default(''),
  file_name: z.string().max(255).default(''),
  bytes: z.number().int().nonnegative().max(10_000_000_000).default(0),
  /** The description read aloud to people who cannot see it. */
  alt: z.string().max(2000).nullable(),
});

export const MASTODON_VISIBILITIES = ['public', 'unlisted', 'private', 'direct'] as const;

export const variantSchema = z.object({
  text: z.string().max(10_000),
  /** Up to 35 files (a TikTok photo post); each network's own count is checked in limits.ts. */
  media: z.array(variantMediaSchema).max(35),
  /** Mastodon. */
  visibility: z.enum(MASTODON_VISIBILITIES).optional(),
  /** Mastodon: the content warning. */
  content_warning: z.string().max(1000).optional(),
  /** A link card: Bluesky shows the page's card (when the post has no images); Mastodon adds it to the text. */
  link: httpUrlSchema.max(2000).optional(),
  /** Bluesky, X: a text over one post's limits goes out as a thread of replies. */
  thread: z.boolean().optional(),
  /**
   * A reply the account posts under its own post right after it (links, hashtags, credits kept
   * out of the caption). Within the network's text limit, like the post.
   */
  first_comment: z.string().max(10_000).optional(),
  /** Mastodon: a poll under the text (a post with a poll carries no files). */
  poll: z
    .object({
      options: z.array(z.string().max(200)).min(2).max(10),
      /** How long it stays open, in seconds. */
      expires_in: z.number().int().min(60).max(31_536_000),
      /** Whether a person may pick several. */
      multiple: z.boolean().default(false),
    })
    .optional(),
  /**
   * Instagram: what the variant goes out as, a feed `post` (one image or a carousel), a `reel` or
   * a `story`; a post when left out.
   */
  post_kind: z.enum(INSTAGRAM_POST_KINDS).optional(),
  /** Instagram: a reel shows in the feed too (Instagram's own default), not only under Reels. */
  share_to_feed: z.boolean().optional(),
  /**
   * Instagram: the reel's cover, as the moment of the video it is taken from, in milliseconds;
   * Pinterest: a video Pin's cover likewise (its first frame when left out).
   */
  cover_at_ms: z.number().int().min(0).max(86_400_000).optional(),
  /**
   * TikTok: who can see the post, one of the levels the account offers (its creator info).
   * Required for a post sent straight to the profile: TikTok's audit rules let nothing be
   * chosen for the person, so there is no default.
   */
  privacy_level: z.enum(TIKTOK_PRIVACY_LEVELS).optional(),
  /** TikTok: people may comment (off unless chosen, as TikTok's rules ask). */
  allow_comments: z.boolean().optional(),
  /** TikTok: people may Duet the video (off unless chosen). */
  allow_duet: z.boolean().optional(),
  /** TikTok: people may Stitch the video (off unless chosen). */
  allow_stitch: z.boolean().optional(),
  /** TikTok's disclosure: the post promotes another brand (a paid partnership); never private. */
  brand_content: z.boolean().optional(),
  /** TikTok's disclosure: the post promotes the account's own brand or business. */
  brand_organic: z.boolean().optional(),
  /**
   * TikTok: `direct` posts to the profile (when left out); `inbox` uploads a draft the creator
   * finishes in TikTok's app.
   */
  tiktok_mode: z.enum(TIKTOK_MODES).optional(),
  /**
   * YouTube (and any network whose posts have a title): the title; the text's first line when
   * left out. YouTube takes 100 characters (checked in limits.ts). Pinterest: the Pin's title
   * (100 characters; none when left out).
   */
  title: z.string().max(200).optional(),
  /** YouTube: the video's tags (500 characters in all, checked in limits.ts). */
  tags: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
  /** YouTube: the video's category, by YouTube's id (`22` People & Blogs when left out). */
  category_id: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional(),
  /** YouTube: who may watch it, `public` (when left out), `unlisted` or `private`. */
  privacy: z.enum(YOUTUBE_PRIVACIES).optional(),
  /**
   * YouTube: one of the ticket's reference images as the video's custom thumbnail (a channel
   * YouTube has verified may set one). Looked up on the ticket like the post's files.
   */
  thumbnail_uid: z.string().min(1).max(64).optional(),
  /** YouTube: the video is made for children (when left out, the channel's own setting applies). */
  made_for_kids: z.boolean().optional(),
  /**
   * Pinterest: the board the Pin goes on, by Pinterest's id (one of the account's boards, read
   * from `…/channels/{id}/boards`). Required for a Pin: nothing chooses one for the person.
   */
  board_id: z
    .string()
    .regex(/^\d{1,32}$/)
    .optional(),
  /** ISO 639-1. */
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});
export type Variant = z.infer<typeof variantSchema>;
export type VariantMedia = z.infer<typeof variantMediaSchema>;
