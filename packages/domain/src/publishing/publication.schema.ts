import { z } from 'zod';
import { dateTimeSchema } from '../dates';
import { PUBLISHING_NETWORKS } from './limits';
import { PUBLICATION_STATES } from './publication';
import { variantSchema } from './variant.schema';

/** How far ahead a post may be scheduled. */
export const PUBLISH_MAX_DAYS_AHEAD = 366;

/** `POST /tickets/{ticketId}/publications`: the post's variants, now (`due_at` null) or at a time. */
export const schedulePostSchema = z.object({
  due_at: dateTimeSchema.nullable(),
  posts: z
    .array(z.object({ channel_uid: z.string().min(1).max(64), variant: variantSchema }))
    .min(1, 'Choose at least one channel')
    .max(20),
});
export type SchedulePostInput = z.infer<typeof schedulePostSchema>;

/** `PATCH …/publications/{id}`: a new time, on the copy seen. */
export const reschedulePostSchema = z.object({
  due_at: dateTimeSchema,
  version: z.number().int().min(1).max(1_000_000),
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
export const publicationSchema = z.object({
  uid: z.string(),
  channel_uid: z.string(),
  network: z.enum(PUBLISHING_NETWORKS),
  handle: z.string(),
  state: z.enum(PUBLICATION_STATES),
  due_at: z.string(),
  attempts: z.number().int(),
  version: z.number().int(),
  remote_url: z.string().nullable(),
  error_message: z.string().nullable(),
  published_at: z.string().nullable(),
  variant: variantSchema,
  timeline: z.array(publicationStepSchema),
});
export type Publication = z.infer<typeof publicationSchema>;
export const publicationListSchema = z.array(publicationSchema);
