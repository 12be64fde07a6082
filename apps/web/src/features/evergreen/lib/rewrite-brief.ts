import { AI_BRIEF_MAX_CHARS } from '@expertos/domain/ai.schema';
import { PUBLISHING_NETWORKS } from '@expertos/domain/publishing/limits';
import { postLength } from '@expertos/domain/publishing/post-length';

/** The length the way a person counts it (an emoji is one), as the brief tells it to the assistant. */
const lengthOf = (text: string) => Array.from(text).length;

/**
 * The most characters the new caption may have: its network's limit when the post names a
 * network the app knows the limits of, else the original's own length (a text that went out fit).
 */
export function rewriteLimit(platform: string | null | undefined, caption: string): number {
  const network = PUBLISHING_NETWORKS.find((known) => known === platform);
  return network ? postLength(network, { text: '', media: [] }).max : lengthOf(caption);
}

/**
 * The brief that says a recycled post again in new words (docs/product.md#evergreen): networks
 * refuse a text that already went out. The brand's voice comes from the assistant's context (the
 * server adds the brand); the caption is cut to what a brief may hold.
 */
export function rewriteBrief(caption: string, limit: number): string {
  const rules = [
    'Say this social media post again in new words, in the brand’s voice: the same message, a fresh wording, because the networks refuse a text that already went out.',
    'Keep its meaning, its links and its hashtags; keep line breaks where they help.',
    `Keep it about as long as the original (${lengthOf(caption)} characters) and never longer than ${limit} characters, links included.`,
    'Answer with the new caption itself only: no title, no quotes, no notes.',
  ].join(' ');
  const head = `${rules}\n\nThe post:\n`;
  return head + caption.slice(0, Math.max(0, AI_BRIEF_MAX_CHARS - head.length));
}

/** The assistant's answer as a caption: trimmed, without quotes around the whole of it. */
export function rewrittenText(answer: string): string {
  const trimmed = answer.trim();
  const quoted = /^(["“'])([\s\S]*)(["”'])$/.exec(trimmed);
  return (quoted ? (quoted[2] ?? '') : trimmed).trim();
}
