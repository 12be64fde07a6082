import { z } from 'zod';
import { weekdaySchema } from '../settings.schema';
import { POST_PURPOSES } from '../tickets';
import { metricValueSchema, summarySchema } from './report.schema';
import { REVIEW_AI_SUGGESTIONS } from './review';

/** The weekly review (review.ts) as the API sends it (docs/product.md#analytics). */

const ratedPostSchema = z.object({
  id: z.string(),
  network: z.string(),
  posted_at: z.string(),
  url: z.string().nullable(),
  pillar: z.string().nullable(),
  /** The 7-day engagement rate (a fraction), or why there is none. */
  rate: metricValueSchema,
  versus: z.enum(['above', 'below', 'level']).nullable(),
});

const groupSchema = z.object({ key: z.string(), median: z.number(), posts: z.number().int() });

export const reviewContentSchema = z.object({
  week: z.object({ from: z.string(), to: z.string(), iso: z.string() }),
  time_zone: z.string(),
  slate: z.object({
    purposes: z.array(
      z.object({
        purpose: z.enum(POST_PURPOSES),
        target: z.number().int(),
        planned: z.number().int(),
        posted: z.number().int(),
        short: z.number().int(),
      }),
    ),
    unassigned: z.number().int(),
  }),
  results: z.object({
    from: z.string(),
    to: z.string(),
    median: summarySchema,
    posts: z.array(ratedPostSchema),
    above: z.number().int(),
    below: z.number().int(),
    unrated: z.number().int(),
  }),
  next: z.object({
    short: z.array(z.object({ purpose: z.enum(POST_PURPOSES), missing: z.number().int() })),
    pillars: z.array(groupSchema),
    formats: z.array(groupSchema),
    times: z.object({
      enough: z.boolean(),
      posts: z.number().int(),
      slots: z.array(
        z.object({
          weekday: z.number().int(),
          hour: z.number().int(),
          median: z.number(),
          posts: z.number().int(),
        }),
      ),
    }),
    reuse: z.array(ratedPostSchema),
  }),
});

/**
 * What the model added: `off` (AI off for the workspace), `written` (a summary and
 * suggestions), `failed` (it was asked and failed: the rules' content stands alone).
 */
export const REVIEW_AI_STATES = ['off', 'written', 'failed'] as const;
export type ReviewAiState = (typeof REVIEW_AI_STATES)[number];

/** A review in the list: its week and whether the model added to it. */
export const reviewListItemSchema = z.object({
  id: z.string(),
  /** The ISO week it is named by (`2026-W19`). */
  week: z.string(),
  /** The brand-local days it looks back on. */
  from: z.string(),
  to: z.string(),
  ai: z.enum(REVIEW_AI_STATES),
  created_at: z.string(),
});
export type ReviewListItem = z.infer<typeof reviewListItemSchema>;

export const reviewSchema = reviewListItemSchema.extend({
  content: reviewContentSchema,
  /** The model's summary; null unless `ai` is `written`. */
  summary: z.string().nullable(),
  suggestions: z.array(z.string()),
});
export type Review = z.infer<typeof reviewSchema>;

export const REVIEW_PAGE_DEFAULT = 10;
export const REVIEW_PAGE_MAX = 52;

/** `GET …/analytics/reviews`: newest week first, paged by offset. */
export const reviewListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(REVIEW_PAGE_MAX).default(REVIEW_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const reviewPageSchema = z.object({
  items: z.array(reviewListItemSchema),
  total: z.number().int(),
  /** When the next review is written (ISO): the brand's review day and hour, in its zone. */
  next_at: z.string(),
  schedule: z.object({ day: weekdaySchema, hour: z.number().int(), time_zone: z.string() }),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** The model's answer: a short summary and exactly REVIEW_AI_SUGGESTIONS suggestions. */
export const reviewAiReplySchema = z.object({
  summary: z.string().trim().min(1).max(1200),
  suggestions: z.array(z.string().trim().min(1).max(400)).length(REVIEW_AI_SUGGESTIONS),
});
