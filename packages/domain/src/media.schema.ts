import { z } from 'zod';

// Named by the error catalogue, so kept where the first screen reads it free of zod (limits.ts).
export { TUS_VERSION, VIDEO_MAX_BYTES } from './limits';

/**
 * Recordings (docs/product.md#recordings): uploaded by the tus resumable-upload protocol
 * (1.0.0, core and creation), so a dropped connection goes on from where the server got to.
 */

/** What a recording may be. */
export const VIDEO_CONTENT_TYPES = ['video/webm', 'video/mp4'] as const;
export type VideoContentType = (typeof VIDEO_CONTENT_TYPES)[number];
/**
 * `processing` and `failed` are an MP4 copy's (made by the server when a person asks): being
 * made, or not made (its `failure` says why). An upload is `uploading`, then `ready`.
 */
export const VIDEO_STATUSES = ['uploading', 'processing', 'ready', 'failed'] as const;
/**
 * An upload nobody has added to for this many days is dropped with its bytes; the extension
 * still holds the recording and starts it again.
 */
export const VIDEO_UPLOAD_EXPIRY_DAYS = 7;

export const videoSchema = z.object({
  /** The `videoUid` of `/play/{videoUid}`. */
  uid: z.string(),
  project_uid: z.string(),
  /** The ticket it is attached to, if any. */
  ticket_uid: z.string().nullable(),
  content_type: z.enum(VIDEO_CONTENT_TYPES),
  /** Bytes of the whole recording (tus Upload-Length). */
  size: z.number().int(),
  /** Bytes the server has so far (tus Upload-Offset). */
  received: z.number().int(),
  status: z.enum(VIDEO_STATUSES),
  /** Known once the server has read the finished file (ffmpeg); null before, or without ffmpeg. */
  duration_ms: z.number().int().nullable(),
  /** Anyone with the link may watch it, signed in or not. */
  shared: z.boolean(),
  /** Its picture's size in pixels, read with its length; null before, or without ffmpeg. */
  width: z.number().int().nullable().optional(),
  height: z.number().int().nullable().optional(),
  /** For an MP4 copy: the recording it was made from. */
  source_uid: z.string().nullable().optional(),
  /** For an MP4 copy that could not be made: why, in ffmpeg's words. */
  failure: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

/**
 * What an MP4 copy is made as: the format every network that takes video takes (H.264 High,
 * yuv420p, AAC, its index at the front), at most 30 frames a second, its longest side at most
 * 1920 pixels.
 */
export const MP4_COPY = { maxFps: 30, maxSide: 1920 } as const;

/** How long a player's file link works: a long recording is watched well inside it. */
export const VIDEO_LINK_HOURS = 12;

/**
 * `/play/{videoUid}` as the player page reads it (`GET /api/play/{videoUid}`). The file and
 * poster links carry a signature of their own, because a `<video>` element cannot send a token.
 */
export const videoPlaybackSchema = z.object({
  uid: z.string(),
  status: z.enum(VIDEO_STATUSES),
  content_type: z.enum(VIDEO_CONTENT_TYPES),
  size: z.number().int(),
  duration_ms: z.number().int().nullable(),
  shared: z.boolean(),
  /** Null until the upload is complete. */
  file_url: z.string().nullable(),
  poster_url: z.string().nullable(),
  /** The ticket it explains, for people who may open it; null for anyone else. */
  ticket: z.object({ uid: z.string(), title: z.string(), project_slug: z.string() }).nullable(),
  /** Whether the caller may share or unshare it (a member who may see its brand). */
  can_share: z.boolean(),
  created_at: z.string(),
});
export type VideoPlayback = z.infer<typeof videoPlaybackSchema>;

export const videoShareSchema = z.object({ shared: z.boolean() }).strict();
export type VideoShareInput = z.infer<typeof videoShareSchema>;

export const videoAttachSchema = z.object({ ticket_uid: z.string().uuid() }).strict();
export type VideoAttachInput = z.infer<typeof videoAttachSchema>;

/** The longest recording a trim accepts, in milliseconds (a day: far beyond any screen recording). */
const TRIM_MAX_MS = 24 * 60 * 60 * 1000;
/** The shortest piece a trim keeps, in milliseconds. */
export const VIDEO_TRIM_MIN_MS = 1000;

/** Keeps the part of a recording between two moments. */
export const videoTrimSchema = z
  .object({
    start_ms: z.number().int().min(0).max(TRIM_MAX_MS),
    end_ms: z.number().int().min(1).max(TRIM_MAX_MS),
  })
  .strict()
  .refine((trim) => trim.end_ms - trim.start_ms >= VIDEO_TRIM_MIN_MS, {
    message: `Keep at least ${VIDEO_TRIM_MIN_MS / 1000} second of the recording.`,
    path: ['end_ms'],
  });
export type VideoTrimInput = z.infer<typeof videoTrimSchema>;

/** A ticket's recordings, newest first, as its page lists them. */
export const ticketVideosSchema = z.object({ items: z.array(videoSchema) });
