import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { LIMITS } from './limits';
import { TICKET_SUMMARY_MAX } from './ticket.schema';
import { postPlatformSchema } from './tickets.schema';

/**
 * Content series (docs/product.md#content-series): a named, ordered run of a brand's posts ("Tip
 * Tuesday"). Its summary pattern's `{n}` numbers them by place; reordering renumbers those not
 * out yet. Its next post is made from its template body. A ticket is in one series at most.
 */

export const CONTENT_SERIES_NAME_MAX = 100;
/** The statuses of a post that is out: its number stays when the series is reordered. */
export const CONTENT_SERIES_OUT_STATUSES = ['published', 'posted'] as const;

/**
 * A cadence's post is made this many days before its day: time to write it and have it approved.
 * The daily job (and setting a cadence) makes every cadence day's post up to this far ahead.
 */
export const CONTENT_SERIES_CADENCE_AHEAD_DAYS = 14;

/**
 * A series' cadence: an RFC 5545 rule as recurring tickets take it (`FREQ=WEEKLY;BYDAY=TU`, no
 * faster than daily; 400 `invalid_recurrence` / `recurrence_limit` naming the part), counted
 * from `start` (the brand's today when absent). Each of its days gets the series' next post,
 * due that day, made CONTENT_SERIES_CADENCE_AHEAD_DAYS before it.
 */
export const contentSeriesCadenceSchema = z.object({
  rule: z.string().trim().min(1).max(500),
  start: calendarDateSchema.optional(),
});
export type ContentSeriesCadenceInput = z.infer<typeof contentSeriesCadenceSchema>;

const name = z.string().trim().min(1).max(CONTENT_SERIES_NAME_MAX);
/** `Tip Tuesday #{n}`: `{n}` is the post's place in the series. */
const pattern = z.string().trim().min(1).max(TICKET_SUMMARY_MAX);

export const createContentSeriesSchema = z.object({
  name,
  pattern,
  /** What "Next post" makes: a post of this type with these fields (caption, platform…). */
  fields: z
    .object({
      post_platform: postPlatformSchema.nullable().optional(),
      caption: z.string().max(20_000).nullable().optional(),
      checklist: z
        .array(z.string().trim().min(1).max(LIMITS.checklistItemMaxChars))
        .max(LIMITS.checklistMaxItems)
        .optional(),
    })
    .default({}),
  /** Optional: the days its next posts are made for; null (or absent) for none. */
  cadence: contentSeriesCadenceSchema.nullable().optional(),
});
export type CreateContentSeriesInput = z.input<typeof createContentSeriesSchema>;

export const updateContentSeriesSchema = createContentSeriesSchema
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' })
  .meta({ examples: [{ name: 'Tip Tuesday' }] });

export const contentSeriesPostSchema = z.object({
  ticket: z.object({ uid: z.string(), id: z.number().int(), summary: z.string(), status: z.string() }),
  position: z.number().int(),
  /** Out (Published or Posted): its number no longer changes. */
  out: z.boolean(),
  /** The ticket's day on the calendar (posted, film or due date), if any. */
  day: z.string().nullable(),
});

export const contentSeriesSchema = z.object({
  uid: z.string(),
  project_uid: z.string(),
  name: z.string(),
  pattern: z.string(),
  fields: createContentSeriesSchema.shape.fields,
  /** Its cadence, with the next day a post is made for (null once the rule has ended). */
  cadence: z.object({ rule: z.string(), start: z.string(), next: z.string().nullable() }).nullable(),
  /** Posts in it, and how many of them are out. */
  planned: z.number().int(),
  published: z.number().int(),
  created: z.string(),
});
export type ContentSeries = z.infer<typeof contentSeriesSchema>;
export const contentSeriesListSchema = z.object({ items: z.array(contentSeriesSchema) });
export const contentSeriesPageSchema = contentSeriesSchema.extend({
  posts: z.array(contentSeriesPostSchema),
});
export type ContentSeriesPage = z.infer<typeof contentSeriesPageSchema>;

/** Adds one of the brand's tickets at the end (409 `ticket_in_series` when it is in another). */
export const addContentSeriesPostSchema = z.object({ ticket: z.string().min(1).max(64) });
/** The posts in their new order: every post of the series, each once. */
export const orderContentSeriesSchema = z.object({
  tickets: z.array(z.string().min(1).max(64)).min(1).max(LIMITS.contentSeriesMaxPosts),
});

/** A ticket's series, for its dialog: null when it is in none. */
export const ticketContentSeriesSchema = z.object({
  series: z
    .object({ uid: z.string(), name: z.string(), position: z.number().int(), planned: z.number().int() })
    .nullable(),
});
