import { BLUESKY_LIMITS, type PublishingNetwork } from '@expertos/domain/publishing/limits';
import { findUrls } from '@expertos/domain/publishing/text-count';
import { splitThread, withLink } from '@expertos/domain/publishing/thread';
import { threadsPosts } from '@expertos/domain/publishing/threads';
import { xPosts } from '@expertos/domain/publishing/x';

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

/** Networks that add the variant's link to the text itself (and make their card from it there). */
const LINK_IN_TEXT: readonly PublishingNetwork[] = ['mastodon', 'x', 'threads', 'youtube'];
/** Networks that show a page's card under a post without files. */
const CARDS: readonly PublishingNetwork[] = ['bluesky', 'mastodon', 'x', 'threads', 'linkedin', 'facebook'];

/**
 * The variant as the network will put it out: the link added to the text where the network puts
 * it there (Mastodon, X, Threads, a YouTube description; LinkedIn and Facebook beside files),
 * "post as a thread" cut as the engine cuts it; the card from the link, else the text's first
 * address, on the networks that make one — none on Instagram, TikTok, YouTube or Pinterest.
 */
export function previewPost(
  network: PublishingNetwork,
  draft: { text: string; link: string; thread: boolean; hasImages: boolean },
): PreviewPost {
  const link = draft.link.trim() || undefined;
  const besideFiles = (network === 'linkedin' || network === 'facebook') && draft.hasImages;
  const text = LINK_IN_TEXT.includes(network) || besideFiles ? withLink(draft.text, link) : draft.text;
  const texts = !draft.thread
    ? [text]
    : network === 'bluesky'
      ? splitThread(text, BLUESKY_LIMITS.textGraphemes, BLUESKY_LIMITS.textBytes)
      : network === 'x'
        ? xPosts(text, true)
        : network === 'threads'
          ? threadsPosts(text, true)
          : [text];
  const card =
    !CARDS.includes(network) || draft.hasImages ? null : link || findUrls(draft.text)[0]?.url || null;
  return { texts: texts.length > 0 ? texts : [''], card };
}
