/**
 * How the networks count a post's text (docs/product.md#publishing). People count what they
 * see: a flag, a family emoji made of several code points joined by ZWJ, or a letter with its
 * accent is one character to them, and to Bluesky and Mastodon alike — both count grapheme
 * clusters (Unicode's extended grapheme clusters), not UTF-16 units or code points.
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const encoder = new TextEncoder();

/** Grapheme clusters in the text: what a person sees as characters. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** The text's length in UTF-8 bytes (Bluesky also caps the bytes, and its facets index them). */
export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

/**
 * Web addresses in a text, as the networks link them: `http://` or `https://` and everything up
 * to the next white space, less the punctuation that ends a sentence after a link (`.`, `,`, `:`,
 * `;`, `!`, `?`, quotes, and a closing bracket that has no opening one inside the link).
 */
export function findUrls(text: string): { start: number; end: number; url: string }[] {
  const found: { start: number; end: number; url: string }[] = [];
  for (const match of text.matchAll(/\bhttps?:\/\/[^\s<>"]+/gi)) {
    let url = match[0];
    for (;;) {
      const last = url.at(-1) ?? '';
      if (/[.,:;!?'"]/.test(last)) url = url.slice(0, -1);
      else if (last === ')' && count(url, '(') < count(url, ')')) url = url.slice(0, -1);
      else break;
    }
    // A scheme alone is no address.
    if (/^https?:\/\/$/i.test(url)) continue;
    found.push({ start: match.index, end: match.index + url.length, url });
  }
  return found;
}

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * Mentions of accounts on other servers (`@name@server.example`): Mastodon counts only their
 * local part, `@name`, against its limit.
 */
const REMOTE_MENTION = /(^|[^\w@/])@(\w+(?:[.-]+\w+)*)@[\w.-]+\.\w+/g;

/**
 * A status's length as a Mastodon server counts it: every web address as `urlLength`
 * characters (the instance's `characters_reserved_per_url`, 23 by default) whatever its real
 * length, a remote mention as its local part, and the content warning counted with the text.
 */
export function mastodonLength(text: string, contentWarning: string, urlLength: number): number {
  let counted = '';
  let at = 0;
  for (const { start, end } of findUrls(text)) {
    counted += text.slice(at, start) + 'x'.repeat(urlLength);
    at = end;
  }
  counted += text.slice(at);
  counted = counted.replace(REMOTE_MENTION, (_whole, before: string, name: string) => `${before}@${name}`);
  return graphemeCount(contentWarning) + graphemeCount(counted);
}
