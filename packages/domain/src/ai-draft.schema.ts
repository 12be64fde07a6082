import { z } from 'zod';
import { aiUsageSchema } from './ai.schema';
import { feedbackFieldSchema } from './brand.schema';

/**
 * Drafts the AI writes on a brand's context (docs/product.md#ai-drafts): a voice from the
 * voice's sample posts, more pillars and formats, a suggestion for one profile field (the AI
 * Feedback step), and a post's hook with three variations and a caption. A draft is only
 * shown: nothing is saved until a person takes it.
 */

export const AI_DRAFT_KINDS = ['voice', 'pillars', 'formats', 'feedback', 'post'] as const;
export type AiDraftKind = (typeof AI_DRAFT_KINDS)[number];
/** Suggestions of pillars or formats in one draft. */
export const AI_DRAFT_SUGGESTIONS_MAX = 5;

const id = z.string().min(1).max(64);

export const aiDraftInputSchema = z.discriminatedUnion('kind', [
  /** The voice (the brand's default when absent) is described from its sample post tickets. */
  z.object({ kind: z.literal('voice'), voice_uid: id.optional() }),
  z.object({ kind: z.literal('pillars') }),
  z.object({ kind: z.literal('formats') }),
  z.object({ kind: z.literal('feedback'), field: feedbackFieldSchema }),
  /** A post ticket of the same brand. */
  z.object({ kind: z.literal('post'), ticket_uid: id }),
]);
export type AiDraftInput = z.infer<typeof aiDraftInputSchema>;

const line = (max: number) => z.string().trim().min(1).max(max);
const words = (max: number, count: number) => z.array(line(max)).max(count);

/** What the model is asked to answer, per kind (also the JSON schema it is given). */
export const voiceDraftSchema = z.object({
  description: line(1000),
  tone: words(40, 6),
  do_say: words(120, 8),
  dont_say: words(120, 8),
});
export const suggestionsDraftSchema = z.object({
  suggestions: z.array(line(120)).min(1).max(AI_DRAFT_SUGGESTIONS_MAX),
});
export const feedbackDraftSchema = z.object({ suggestion: line(2000) });
export const postDraftSchema = z.object({
  hook: line(1000),
  variations: z.array(line(1000)).length(3),
  caption: line(2200),
});
export type VoiceDraft = z.infer<typeof voiceDraftSchema>;
export type PostDraft = z.infer<typeof postDraftSchema>;

export const aiDraftSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('voice'), voice: voiceDraftSchema, usage: aiUsageSchema }),
  z.object({ kind: z.literal('pillars'), suggestions: z.array(z.string()), usage: aiUsageSchema }),
  z.object({ kind: z.literal('formats'), suggestions: z.array(z.string()), usage: aiUsageSchema }),
  z.object({
    kind: z.literal('feedback'),
    field: feedbackFieldSchema,
    suggestion: z.string(),
    usage: aiUsageSchema,
  }),
  z.object({ kind: z.literal('post'), post: postDraftSchema, usage: aiUsageSchema }),
]);
export type AiDraft = z.infer<typeof aiDraftSchema>;
