import { findUrls } from '@expertos/domain/publishing/text-count';

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
