import { z } from 'zod';
import { LIMITS } from './limits';
import { personRefSchema } from './ticket.schema';

/**
 * The evergreen queue (docs/product.md#evergreen): a published post a brand marks evergreen comes
 * back as a new draft when one of its publishing queue slots is empty, after a cooldown, at most
 * a number of times, least recently recycled first.
 */

/** A brand's evergreen settings until its admins change them. */
export const EVERGREEN_DEFAULTS = { cooldownDays: 90, maxRepeats: 3 } as const;
/** How far ahead the job looks for an empty queue slot to fill. */
export const EVERGREEN_FILL_DAYS = 7;
/** The ticket statuses of a post that is out: only those can be marked evergreen. */
export const EVERGREEN_PUBLISHED_STATUSES = ['published', 'posted'] as const;

/**
 * Where a copy's text comes from: the text a member chose by hand; else the most engaging of the
 * post's versions that went out (the original and its copies, by their settled engagement rate,
 * once results exist); else the last one that went out.
 */
export const EVERGREEN_TEXT_FROM = ['chosen', 'most_engaging', 'last_out'] as const;
export type EvergreenTextFrom = (typeof EVERGREEN_TEXT_FROM)[number];
/** A recycled copy's text the same as the post that was out: networks refuse a repeat. */
export const EVERGREEN_REWRITE_ITEM =
  'Rewrite the caption: networks refuse a post identical to one already out';

export const evergreenSettingsSchema = z.object({
  cooldown_days: z.number().int().min(1).max(LIMITS.evergreenMaxCooldownDays),
  max_repeats: z.number().int().min(1).max(LIMITS.evergreenMaxRepeats),
  /** Copies wait for approval again even where the brand does not require it (it always applies where it does). */
  approval_again: z.boolean(),
  /** Nothing is recycled while paused. */
  paused: z.boolean(),
});
export type EvergreenSettings = z.infer<typeof evergreenSettingsSchema>;

export const evergreenPostSchema = z.object({
  ticket: z.object({ uid: z.string(), id: z.number().int(), summary: z.string(), status: z.string() }),
  /** Times it came back so far, and at most. */
  repeats: z.number().int(),
  max_repeats: z.number().int(),
  marked_by: personRefSchema.nullable(),
  marked: z.string(),
  last_recycled: z.string().nullable(),
  /** The first day it may come back (the brand's zone); null once it came back as often as it may. */
  next_eligible: z.string().nullable(),
  paused: z.boolean(),
  /** The text a copy takes instead of the post's caption (chosen by hand); null for the caption. */
  variant: z.string().nullable(),
});
export type EvergreenPost = z.infer<typeof evergreenPostSchema>;

export const evergreenPageSchema = z.object({
  settings: evergreenSettingsSchema,
  /** Whether the brand requires approval (copies then always wait for it). */
  approval_required: z.boolean(),
  items: z.array(evergreenPostSchema),
});

export const updateEvergreenPostSchema = z
  .object({
    paused: z.boolean().optional(),
    variant: z.string().trim().max(20_000).nullable().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' })
  .meta({ examples: [{ paused: true }] });

/** A ticket's place in the queue: marked evergreen, or a copy of one ("recycled 2 of 3"). */
export const ticketEvergreenSchema = z.object({
  post: evergreenPostSchema.nullable(),
  copy_of: z
    .object({
      ticket: z.object({ uid: z.string(), id: z.number().int(), summary: z.string() }),
      position: z.number().int(),
      max_repeats: z.number().int(),
    })
    .nullable(),
});
export type TicketEvergreen = z.infer<typeof ticketEvergreenSchema>;

export const evergreenFillSchema = z.object({
  /** Copies made, each with the slot it is for. */
  made: z.array(
    z.object({
      ticket_uid: z.string(),
      original_uid: z.string(),
      slot: z.string(),
      /** Whose text the copy took (EVERGREEN_TEXT_FROM). */
      text_from: z.enum(EVERGREEN_TEXT_FROM),
    }),
  ),
});
