import { z } from 'zod';
import { dateTimeSchema } from '../dates';
import { httpUrlSchema } from '../url';
import { CHANNEL_NETWORKS } from './handoff';
import { PUBLICATION_STATES } from './publication';
import { variantSchema } from './variant.schema';

/** How far ahead a post may be scheduled. */
export const PUBLISH_MAX_DAYS_AHEAD = 366;

/** `POST /tickets/{ticketId}/publications`: the post's variants, now (`due_at` null) or at a time. */
export const schedulePostSchema = z
  .object({
    due_at: dateTimeSchema.nullable(),
    /** "Add to queue": the brand's next free weekly slot (`due_at` must then be null). */
    queue: z.boolean().default(false),
    posts: z
      .array(z.object({ channel_uid: z.string().min(1).max(64), variant: variantSchema }))
      .min(1, 'Choose at least one channel')
      .max(20),
  })
  .refine((input) => !(input.queue && input.due_at !== null), {
    path: ['due_at'],
    message: 'Choose a time or the queue, not both',
  });
export type SchedulePostInput = z.infer<typeof schedulePostSchema>;

/** `PATCH …/publications/{id}`: a new time, on the copy seen. */
export const reschedulePostSchema = z.object({
  due_at: dateTimeSchema,
  version: z.number().int().min(1).max(1_000_000),
});

/** `POST …/publications/{id}/retry`: publish now one that failed or waits for a person. */
export const retryPublicationSchema = z.object({
  version: z.number().int().min(1).max(1_000_000),
});

/** `POST …/publications/{id}/newer-assets`: the library's newer versions, on the copy seen. */
export const useNewerAssetsSchema = retryPublicationSchema;

/** `POST …/publications/{id}/posted`: the phone hand-off's "I've posted it", with the live link. */
export const markPostedSchema = z.object({
  version: z.number().int().min(1).max(1_000_000),
  url: httpUrlSchema.max(500),
});

/** `DELETE …/publications/{id}?version=`. */
export const unscheduleQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(1_000_000),
});

export const publicationStepSchema = z.object({
  kind: z.string(),
  state: z.enum(PUBLICATION_STATES),
  at: z.string(),
  /** The member who took the step; null for the engine. */
  actor_uid: z.string().nullable(),
  detail: z.string().nullable(),
});

/** One variant on one channel, where it stands, and its timeline (docs/product.md#publishing). */
export const publicationAssetRightsSchema = z.object({
  reason: z.enum(['expired', 'network']),
  asset_uid: z.string(),
  asset_name: z.string(),
  /** The asset's last allowed day (`YYYY-MM-DD`); null when its licence bars the network. */
  last_day: z.string().nullable(),
});
export type PublicationAssetRights = z.infer<typeof publicationAssetRightsSchema>;

export const publicationNewerAssetSchema = z.object({
  asset_uid: z.string(),
  asset_name: z.string(),
  /** The version the post keeps, and the library's current one. */
  kept_number: z.number().int(),
  current_number: z.number().int(),
});
export type PublicationNewerAsset = z.infer<typeof publicationNewerAssetSchema>;

export const publicationSchema = z.object({
  uid: z.string(),
  channel_uid: z.string(),
  network: z.enum(CHANNEL_NETWORKS),
  handle: z.string(),
  state: z.enum(PUBLICATION_STATES),
  due_at: z.string(),
  attempts: z.number().int(),
  version: z.number().int(),
  remote_url: z.string().nullable(),
  error_message: z.string().nullable(),
  published_at: z.string().nullable(),
  /**
   * The channel must be connected again before this post can go out: it needs reconnecting, or
   * its sign-in (which the network does not renew) ends before the post's time. The calendar
   * flags such a post.
   */
  channel_at_risk: z.boolean().optional(),
  /**
   * A library asset of a waiting post that may not go out at its time (docs/product.md#asset-library):
   * its rights end before the post's day, or its licence keeps it off the network. The calendar,
   * the board and the ticket flag such a post; null when none.
   */
  asset_rights: publicationAssetRightsSchema.nullable().optional(),
  /** Library assets of a waiting post whose library has a newer version than the post keeps. */
  newer_assets: z.array(publicationNewerAssetSchema).optional(),
  variant: variantSchema,
  timeline: z.array(publicationStepSchema),
});
export type Publication = z.infer<typeof publicationSchema>;
export const publicationListSchema = z.array(publicationSchema);

/**
 * `GET /projects/{projectId}/publishing/publications?from=&to=`: the brand's publications due
 * in a window, for the calendar (at most `PUBLISH_CALENDAR_MAX_DAYS` days).
 */
export const PUBLISH_CALENDAR_MAX_DAYS = 62;
export const brandPublicationsQuerySchema = z
  .object({ from: dateTimeSchema, to: dateTimeSchema })
  .refine((q) => new Date(q.to).getTime() > new Date(q.from).getTime(), {
    path: ['to'],
    message: 'End the window after it starts',
  })
  .refine(
    (q) => new Date(q.to).getTime() - new Date(q.from).getTime() <= PUBLISH_CALENDAR_MAX_DAYS * 86_400_000,
    { path: ['to'], message: `Ask for at most ${PUBLISH_CALENDAR_MAX_DAYS} days at a time` },
  );

/** One publication on the brand's calendar: its time, channel, state and ticket. */
export const brandPublicationSchema = publicationSchema.omit({ variant: true, timeline: true }).extend({
  ticket_uid: z.string(),
  ticket_title: z.string(),
  /** The variant's text, cut to a line for the calendar. */
  excerpt: z.string(),
});
export type BrandPublication = z.infer<typeof brandPublicationSchema>;
export const brandPublicationListSchema = z.array(brandPublicationSchema);

/** One publication on the workspace's calendar: as on its brand's, with the brand named. */
export const workspacePublicationSchema = brandPublicationSchema.extend({
  project_uid: z.string(),
  project_slug: z.string(),
  project_name: z.string(),
});
export type WorkspacePublication = z.infer<typeof workspacePublicationSchema>;
export const workspacePublicationListSchema = z.array(workspacePublicationSchema);

/** `GET /tickets/{ticketId}/publishing/media`: the files a post can carry, from the ticket. */
export const publishableMediaSchema = z.object({
  kind: z.enum(['image', 'video']),
  /** A reference image of the ticket… */
  image_uid: z.string().optional(),
  /** …or a recording: the ticket's own, or one from the brand's Library. */
  video_uid: z.string().optional(),
  file_name: z.string(),
  mime_type: z.string(),
  bytes: z.number().int(),
  /** A recording's length, once known. */
  duration_ms: z.number().int().nullable(),
  /**
   * Its picture's size in pixels, for the networks' aspect and resolution rules: an image's
   * from its header, a recording's once ffmpeg has read it; null when not known.
   */
  width: z.number().int().nullable().optional(),
  height: z.number().int().nullable().optional(),
  /** A recording's frames a second, for the networks' frame-rate rules; null when not known. */
  frame_rate: z.number().nullable().optional(),
  /** For a recording that is an MP4 copy: the recording it was made from. */
  source_video_uid: z.string().nullable().optional(),
  /** Whether it belongs to this ticket (a recording from the brand's Library does not). */
  on_ticket: z.boolean(),
  /** Where the web app reads its bytes: the ticket's file route, or the recording's signed link. */
  url: z.string(),
});
export type PublishableMedia = z.infer<typeof publishableMediaSchema>;
export const publishableMediaListSchema = z.array(publishableMediaSchema);
