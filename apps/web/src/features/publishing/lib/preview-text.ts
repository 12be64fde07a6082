import { BLUESKY_LIMITS } from '@expertos/domain/publishing/limits';
import { findUrls } from '@expertos/domain/publishing/text-count';
import { splitThread, withLink } from '@expertos/domain/publishing/thread';

/** A piece of a post's text as a network shows it: plain, or linked (an address, a tag, a mention). */
export interface PreviewPiece {
  kind: 'text' | 'link' | 'tag' | 'mention';
  text: string;
}

/** `#tag` and `@name` (or `@name@server`), as the networks link them: after a space or at the start. */
const TAGS_AND_MENTIONS = /(^|[\s(])([#@][\p{L}\p{N}_]+(?:@[\w.-]+\.\w+)?)/gu;

function tagsAndMentions(text: string): PreviewPiece[] {
  const pieces: PreviewPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(TAGS_AND_MENTIONS)) {
    const start = (match.index ?? 0) + (match[1]?.length ?? 0);
    const word = match[2] ?? '';
    if (start > at) pieces.push({ kind: 'text', text: text.slice(at, start) });
    pieces.push({ kind: word.startsWith('#') ? 'tag' : 'mention', text: word });
    at = start + word.length;
  }
  if (at < text.length) pieces.push({ kind: 'text', text: text.slice(at) });
  return pieces;
}

/**
 * A post's text cut into what a network links and what it leaves plain. Addresses are found
 * as the domain counts them (`findUrls`), so the preview links exactly what is counted as one.
 * Line breaks stay in the text pieces (the preview keeps them with `white-space: pre-wrap`).
 */
export function previewPieces(text: string): PreviewPiece[] {
  const pieces: PreviewPiece[] = [];
  let at = 0;
  for (const { start, end } of findUrls(text)) {
    if (start > at) pieces.push(...tagsAndMentions(text.slice(at, start)));
    pieces.push({ kind: 'link', text: text.slice(start, end) });
    at = end;
  }
  if (at < text.length) pieces.push(...tagsAndMentions(text.slice(at)));
  return pieces;
}

/** What a preview shows of a variant on an engine's network: its posts' texts and the card it links to. */
export interface PreviewPost {
  /** One text, or a thread's posts in order. */
  texts: string[];
  /** The page the card is for: none when the post carries images (the networks show those instead). */
  card: string | null;
}

/**
 * The variant as the network will put it out: on Mastodon the link added to the text, on Bluesky
 * "post as a thread" cut as the engine cuts it; the card from the link, else the text's first
 * address, as both networks make it.
 */
export function previewPost(
  network: 'bluesky' | 'mastodon',
  draft: { text: string; link: string; thread: boolean; hasImages: boolean },
): PreviewPost {
  const link = draft.link.trim();
  const text = network === 'mastodon' ? withLink(draft.text, link || undefined) : draft.text;
  const texts =
    network === 'bluesky' && draft.thread
      ? splitThread(text, BLUESKY_LIMITS.textGraphemes, BLUESKY_LIMITS.textBytes)
      : [text];
  const card = draft.hasImages ? null : link || findUrls(draft.text)[0]?.url || null;
  return { texts: texts.length > 0 ? texts : [''], card };
}
