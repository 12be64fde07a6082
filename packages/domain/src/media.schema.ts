import { z } from 'zod';

/**
 * Recordings (docs/product.md#recordings): uploaded by the tus resumable-upload protocol
 * (1.0.0, core and creation), so a dropped connection goes on from where the server got to.
 */

/** The tus protocol version this server speaks. */
export const TUS_VERSION = '1.0.0';
/** The largest recording, in bytes (1 GiB: a long screen recording in WebM). */
export const VIDEO_MAX_BYTES = 1024 ** 3;
/** What a recording may be. */
export const VIDEO_CONTENT_TYPES = ['video/webm', 'video/mp4'] as const;
export type VideoContentType = (typeof VIDEO_CONTENT_TYPES)[number];
export const VIDEO_STATUSES = ['uploading', 'ready'] as const;

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
  created_at: z.string(),
  updated_at: z.string(),
});
export type Video = z.infer<typeof videoSchema>;
