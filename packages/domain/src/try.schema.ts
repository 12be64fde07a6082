import { z } from 'zod';
import { LIMITS } from './limits';

/**
 * The public brand-profile builder at /try (docs/product.md#try): what a prospect sends, the
 * draft they get back, and the limits that keep it cheap to offer without an account.
 */

/** Captions a prospect may paste: as many as a brand voice takes sample posts. */
export const TRY_CAPTIONS_MAX = LIMITS.brandVoiceMaxPosts;
/** The longest caption read, in characters (Instagram's caption limit). */
export const TRY_CAPTION_MAX_CHARS = 2_200;
/** A draft nobody signed up with is deleted this long after it was made. */
export const TRY_DRAFT_TTL_HOURS = 24;
/** Drafts one address may make in a window (TRY_WINDOW_MINUTES). */
export const TRY_DRAFTS_PER_WINDOW = 5;
export const TRY_WINDOW_MINUTES = 60;
/** Drafts a server writes with AI in a UTC day; past it, /try gives the template. */
export const TRY_AI_DRAFTS_PER_DAY = 500;
/** Pillars in a draft. */
export const TRY_PILLARS = 3;

/** The name of the voice a claimed draft adds to the brand. */
export const TRY_VOICE_NAME = 'Voice drafted at /try';

/** Where the browser keeps the draft it will carry into onboarding (this device only). */
export const TRY_DRAFT_STORAGE_KEY = 'expertos.tryDraft';

export const tryInputSchema = z.object({
  brand_name: z.string().trim().min(1).max(80),
  /** An Instagram/TikTok-style handle, with or without the @. */
  handle: z
    .string()
    .trim()
    .max(31)
    .regex(/^@?[A-Za-z0-9._]*$/, 'A handle has letters, digits, dots and underscores only.')
    .default(''),
  captions: z.array(z.string().trim().max(TRY_CAPTION_MAX_CHARS)).max(TRY_CAPTIONS_MAX).default([]),
});
export type TryInput = z.input<typeof tryInputSchema>;

const text = (max: number) => z.string().trim().max(max);
const list = (itemMax: number, count: number) => z.array(z.string().trim().min(1).max(itemMax)).max(count);

/** The draft's parts, shaped like the profile records they become (voice, pillars, audience). */
export const tryProfileSchema = z.object({
  voice: z.object({
    description: text(1000),
    tone: list(40, 6),
    do_say: list(120, 8),
    dont_say: list(120, 8),
  }),
  pillars: z.array(z.object({ name: z.string().trim().min(1).max(120), why: text(300) })).length(TRY_PILLARS),
  audience: z.object({
    name: z.string().trim().min(1).max(80),
    description: text(600),
    interests: list(80, 8),
  }),
});
export type TryProfile = z.infer<typeof tryProfileSchema>;

export const TRY_SOURCES = ['ai', 'template'] as const;

export const tryDraftSchema = tryProfileSchema.extend({
  /** The draft's address; whoever holds it may read it until it expires, and claim it once. */
  uid: z.string(),
  brand_name: z.string(),
  handle: z.string().nullable(),
  /** `ai` when a model wrote it; `template` when the rules did (AI off, busy or unclear). */
  source: z.enum(TRY_SOURCES),
  created_at: z.string(),
  expires_at: z.string(),
});
export type TryDraft = z.infer<typeof tryDraftSchema>;

/** `POST /projects/{id}/try-draft`: the draft to put into a brand its admin just made. */
export const claimTryDraftSchema = z.object({ draft_uid: z.string().min(1).max(64) });

/** What claiming added to the brand. */
export const claimedTryDraftSchema = z.object({
  voice_uid: z.string(),
  audience_uid: z.string(),
  /** The brand's pillars after the claim (the draft's appended to any it had). */
  content_pillars: z.array(z.string()),
});
export type ClaimedTryDraft = z.infer<typeof claimedTryDraftSchema>;

/** What the browser keeps between /try, sign-up and the first brand. */
export const storedTryDraftSchema = z.object({ uid: z.string(), brand_name: z.string() });
export type StoredTryDraft = z.infer<typeof storedTryDraftSchema>;
