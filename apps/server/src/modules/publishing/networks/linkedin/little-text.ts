import { findUrls } from '@expertos/domain/publishing/text-count';

/**
 * A post's or comment's text as LinkedIn's "little" text format reads it
 * (providers/publishing.md §4): `\ | { } @ [ ] ( ) < > # * _ ~` are reserved for its elements
 * (mentions `@[Name](urn)`, templates `{hashtag|\#|tag}`) and are escaped with a backslash so
 * they show as typed; unescaped, LinkedIn may drop or mangle the text after them. A hashtag the
 * person wrote (`#launch`) stays a hashtag: it is sent as LinkedIn's hashtag template.
 */

const RESERVED = /[\\|{}@[\]()<>#*_~]/g;
/** A `#` that starts a word and is followed by letters, digits or underscores. */
const HASHTAG = /(^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]*[\p{L}][\p{L}\p{N}_]*)/gu;

const escaped = (text: string) => text.replace(RESERVED, (reserved) => `\\${reserved}`);

/** The text with its web addresses escaped as they are (a `#fragment` is no hashtag). */
export function littleText(text: string): string {
  let out = '';
  let from = 0;
  for (const link of findUrls(text)) {
    out += withHashtags(text.slice(from, link.start)) + escaped(link.url);
    from = link.end;
  }
  return out + withHashtags(text.slice(from));
}

function withHashtags(text: string): string {
  let out = '';
  let from = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const before = match[1] ?? '';
    const start = (match.index ?? 0) + before.length;
    out += `${escaped(text.slice(from, start))}{hashtag|\\#|${escaped(match[2] ?? '')}}`;
    from = start + 1 + (match[2]?.length ?? 0);
  }
  return out + escaped(text.slice(from));
}
