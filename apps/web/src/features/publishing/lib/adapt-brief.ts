import { AI_BRIEF_MAX_CHARS } from '@expertos/domain/ai.schema';

/** The words of the brief around the post's text: what the assistant is asked to do with it. */
export interface AdaptWords {
  network: string;
  /** The network's length limit, or null when the network's app checks it (a hand-off). */
  limit: number | null;
}

/**
 * The brief that adapts a post to one network, in the brand's voice (the assistant has the brand
 * as context). The post's text is cut to what a brief may hold.
 */
export function adaptBrief({ network, limit }: AdaptWords, text: string): string {
  const rules = [
    `Rewrite this social media post for ${network}, in the brand's voice.`,
    'Keep its meaning, its links and its hashtags; keep line breaks where they help.',
    limit ? `Use at most ${limit} characters, links included.` : null,
    'Answer with the post itself only: no title, no quotes, no notes.',
  ]
    .filter(Boolean)
    .join(' ');
  const head = `${rules}\n\nThe post:\n`;
  return head + text.slice(0, Math.max(0, AI_BRIEF_MAX_CHARS - head.length));
}

/** The assistant's answer as a post: trimmed, without quotes around the whole of it. */
export function adaptedText(answer: string): string {
  const trimmed = answer.trim();
  const quoted = /^(["“'])([\s\S]*)(["”'])$/.exec(trimmed);
  return (quoted ? (quoted[2] ?? '') : trimmed).trim();
}
