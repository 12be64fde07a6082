import { graphemeCount, utf8Length } from './text-count';

/** A Bluesky thread ("post as a thread"): at most this many posts. */
export const BLUESKY_THREAD_MAX_POSTS = 10;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const fits = (text: string, graphemes: number, bytes: number) =>
  graphemeCount(text) <= graphemes && utf8Length(text) <= bytes;

/**
 * A long text cut into posts of a thread, each within the limits (graphemes and bytes): at a
 * paragraph break where one falls in, else after a sentence, else between words, and inside a
 * word only when a single word is longer than a post. Nothing is lost or reordered: the parts,
 * joined with the whitespace they were cut at, are the text.
 */
export function splitThread(text: string, graphemes: number, bytes: number): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > 0) {
    if (fits(rest, graphemes, bytes)) {
      parts.push(rest);
      break;
    }
    // The longest prefix that fits, by whole graphemes.
    let prefix = '';
    for (const { segment } of segmenter.segment(rest)) {
      if (!fits(prefix + segment, graphemes, bytes)) break;
      prefix += segment;
    }
    const cut =
      lastBreak(prefix, /\n\s*\n/g) ??
      lastBreak(prefix, /[.!?…](?=\s)/g, 1) ??
      lastBreak(prefix, /\s/g) ??
      prefix.length;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  return parts.filter((part) => part.length > 0);
}

/** Where the last match of `pattern` in `text` ends (+ `keep` of it), if past a third of the text. */
function lastBreak(text: string, pattern: RegExp, keep = 0): number | null {
  let at: number | null = null;
  for (const match of text.matchAll(pattern)) at = match.index + (keep || match[0].length);
  return at !== null && at > text.length / 3 ? at : null;
}

/** A link added to a text that does not carry it yet (Mastodon makes its card from it). */
export function withLink(text: string, link: string | undefined): string {
  if (!link || text.includes(link)) return text;
  return text.trim() === '' ? link : `${text.trimEnd()}\n\n${link}`;
}
