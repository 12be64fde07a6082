import { z } from 'zod';
import { POST_PLATFORMS, POST_PURPOSES } from './tickets';

/** `GET /tickets/{id}/brand-check` (docs/product.md#brand-check): the post's findings. */
const platform = z.enum(POST_PLATFORMS);
const purpose = z.enum(POST_PURPOSES);
const span = { start: z.number().int(), end: z.number().int() };

export const brandFindingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('off_brand'), rule: z.string(), phrase: z.string(), ...span }),
  z.object({
    kind: z.literal('caption_length'),
    platform,
    limit: z.number().int(),
    length: z.number().int(),
    ...span,
  }),
  z.object({
    kind: z.literal('hashtags'),
    platform,
    limit: z.number().int(),
    count: z.number().int(),
    ...span,
  }),
  z.object({
    kind: z.literal('slate'),
    purpose,
    target: z.number().int(),
    planned: z.number().int(),
    short: z.array(purpose),
  }),
  z.object({ kind: z.literal('credit'), asset: z.string(), credit: z.string() }),
]);

export const brandCheckSchema = z.object({
  /** The caption the findings' offsets point into, as checked. */
  caption: z.string(),
  /** The Monday of the week the slate was checked against (the post's due date, else today's). */
  week_start: z.string(),
  findings: z.array(brandFindingSchema),
});
export type BrandCheck = z.infer<typeof brandCheckSchema>;

/** The longest quote or reason the AI part of the check may give, in characters. */
const AI_NOTE_MAX = 300;

/** What the model is asked for when it judges a post (its JSON reply). */
export const aiBrandJudgementSchema = z.object({
  /** Words of the caption that do not sound like the brand's voice, quoted exactly, and why. */
  voice_mismatches: z
    .array(z.object({ quote: z.string().min(1).max(AI_NOTE_MAX), why: z.string().max(AI_NOTE_MAX) }))
    .max(10),
  /** The brand pillar the post fits, as the profile names it, or null for none. */
  pillar: z.string().max(120).nullable(),
  pillar_why: z.string().max(AI_NOTE_MAX),
});

/**
 * `POST /tickets/{id}/brand-check/ai`: the AI part of the check (docs/product.md#brand-check):
 * voice mismatches at the exact words they concern, and the pillar the post fits (or none).
 */
export const aiBrandCheckSchema = z.object({
  caption: z.string(),
  voice: z.array(z.object({ phrase: z.string(), note: z.string(), ...span })),
  /** One of the brand's pillars, as the profile spells it; null when it fits none. */
  pillar: z.string().nullable(),
  pillar_note: z.string(),
  usage: z.object({
    prompt_tokens: z.number().int(),
    completion_tokens: z.number().int(),
    total_tokens: z.number().int(),
    estimated: z.boolean(),
  }),
});
export type AiBrandCheck = z.infer<typeof aiBrandCheckSchema>;
