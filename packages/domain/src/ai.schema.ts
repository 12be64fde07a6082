import { z } from 'zod';

/**
 * AI on the brand's context (docs/product.md#ai): what the server says about its AI, what a
 * playground run takes, and the events its stream sends.
 */

/** The longest brief a person can send an assistant, in characters. */
export const AI_BRIEF_MAX_CHARS = 4_000;
/** The longest reply asked of the model, in tokens. */
export const AI_REPLY_MAX_TOKENS = 1_200;
/**
 * What a minute of transcribed audio (a recording's script) counts against the workspace's
 * daily token allowance. Transcription is paid by the minute, not by tokens of text: OpenAI
 * prices gpt-4o-transcribe's audio input at $6 per million tokens and estimates it at $0.006 a
 * minute (1,000 tokens a minute), and whisper-1 costs the same $0.006 a minute. So a minute of
 * audio takes what it costs from the allowance: the default 200,000 tokens a day is about
 * 3 hours 20 minutes of audio.
 */
export const AI_TRANSCRIPTION_TOKENS_PER_MINUTE = 1_000;

/** Tokens a transcription of this much audio counts: each started second at the rate above, rounded up. */
export function transcriptionTokens(audioMs: number): number {
  const seconds = Math.ceil(Math.max(0, audioMs) / 1000);
  return Math.ceil((seconds * AI_TRANSCRIPTION_TOKENS_PER_MINUTE) / 60);
}

/** Where the README explains how to switch AI on (AI_BASE_URL, Ollama, OpenAI). */
export const AI_SETUP_DOC = 'README.md#ai';
/** The one line shown wherever an AI action is offered while AI is off. */
export const AI_OFF_REASON =
  'AI is off on this server: an administrator can connect an OpenAI-compatible endpoint.';

export const aiStatusSchema = z.object({
  enabled: z.boolean(),
  /** The model replies come from; null while AI is off. */
  model: z.string().nullable(),
  /** Tokens the workspace may use a UTC day; 0 when there is no limit. */
  daily_token_limit: z.number().int(),
  used_today: z.number().int(),
  /** Why AI cannot be used now (off, or today's allowance used); null when it can. */
  reason: z.string().nullable(),
  setup_doc: z.string(),
  /** The README's AI section as a link, when the server knows where its README is (DOCS_URL). */
  setup_url: z.string().nullable(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

export const aiRunInputSchema = z.object({
  /** The assistant to use; the brand's default when absent. */
  assistant_uid: z.string().min(1).max(64).optional(),
  brief: z.string().trim().min(1).max(AI_BRIEF_MAX_CHARS),
});
export type AiRunInput = z.input<typeof aiRunInputSchema>;

export const aiMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string(),
});

/** The exact request an assistant gets, for a person to inspect before or after a run. */
export const aiPromptSchema = z.object({
  assistant_uid: z.string().nullable(),
  model: z.string().nullable(),
  temperature: z.number(),
  messages: z.array(aiMessageSchema),
});
export type AiPrompt = z.infer<typeof aiPromptSchema>;

export const aiUsageSchema = z.object({
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  total_tokens: z.number().int(),
  estimated: z.boolean(),
});

/**
 * A run's stream (text/event-stream), one `event:` per line group: `prompt` (an AiPrompt)
 * first, then `text` pieces as they arrive, then `done`, or `error` with a catalogue code.
 */
export type AiRunEvent =
  | { event: 'prompt'; data: AiPrompt }
  | { event: 'text'; data: { text: string } }
  | { event: 'done'; data: { text: string; truncated: boolean; usage: z.infer<typeof aiUsageSchema> } }
  /** `retry_after`: seconds, when the AI service said to come back later (ai_rate_limited). */
  | { event: 'error'; data: { code: string; message: string; retry_after?: number } };
