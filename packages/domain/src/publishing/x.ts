import type { LimitProblem, MediaFacts } from './limits';
import { findUrls } from './text-count';

/**
 * What X takes in one post (providers/publishing.md §5), checked as the person types and again
 * before anything is uploaded: 280 characters counted X's way (twitter-text v3: a web address
 * is 23 whatever its length, most emoji and Chinese, Japanese and Korean characters are 2);
 * up to 4 images, or one GIF, or one video, never mixed. "Post as a thread" cuts a longer text
 * into replies, each within the 280.
 */
export const X_LIMITS = {
  /** twitter-text v3 `maxWeightedTweetLength`. */
  textWeighted: 280,
  /** `transformedURLLength`: every web address counts this much (X shortens it to t.co). */
  urlLength: 23,
  images: 4,
  /** JPEG, PNG or WebP up to 5 MB. */
  imageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** One animated GIF up to 15 MB. */
  gifBytes: 15 * 1024 * 1024,
  /** One MP4 or MOV video up to 512 MB, from half a second to 140 seconds. */
  videoBytes: 512 * 1024 * 1024,
  videoTypes: ['video/mp4', 'video/quicktime'],
  videoMinMs: 500,
  videoMaxMs: 140_000,
  /** Alt text (`POST /2/media/metadata`): up to 1,000 characters. */
  altCharacters: 1000,
} as const;

/** A thread on X here: at most this many posts (X's own composer stops at 25). */
export const X_THREAD_MAX_POSTS = 25;

/**
 * twitter-text v3's ranges that weigh 1 (Latin, Greek, Cyrillic, Hebrew, Arabic, Indic scripts…
 * up to U+10FF, and some general punctuation); every other code point weighs 2.
 */
const LIGHT_RANGES: readonly [number, number][] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];

/** Top-level domains twitter-text links without `https://` (a country's only with a path after it). */
const GENERIC_TLDS =
  'com|org|net|edu|gov|info|biz|xyz|app|dev|shop|store|online|site|tech|news|blog|io|co|ai|me|tv|ly|gg';
const BARE_URL = new RegExp(
  `(?<![\\p{L}\\p{N}@._/:-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:(?:${GENERIC_TLDS})(?![\\p{L}\\p{N}-])(?:/[^\\s]*)?|[a-z]{2}/[^\\s]*)`,
  'giu',
);

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const REGIONAL = /\p{Regional_Indicator}/u;

/** Web addresses as X counts them: with a scheme, or a bare domain X links on its own. */
export function xUrls(text: string): { start: number; end: number }[] {
  const found = findUrls(text).map(({ start, end }) => ({ start, end }));
  for (const match of text.matchAll(BARE_URL)) {
    const start = match.index;
    const url = match[0].replace(/[.,:;!?'")]+$/, '');
    const end = start + url.length;
    if (found.some((f) => start < f.end && end > f.start)) continue;
    found.push({ start, end });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** An emoji as twitter-text sees it: a pictograph drawn as one (a flag, a keycap, a ZWJ family…). */
function isEmoji(cluster: string): boolean {
  if (REGIONAL.test(cluster) || cluster.includes('\u20e3')) return true;
  if (!PICTOGRAPHIC.test(cluster)) return false;
  // ©, ®, ‼ and the like are pictographs only when asked for (U+FE0F); plain, they weigh 1.
  const first = cluster.codePointAt(0) ?? 0;
  return first > 0x10ff || cluster.includes('\ufe0f') || cluster.length > 1;
}

function weightOf(codePoint: number): number {
  return LIGHT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) ? 1 : 2;
}

/**
 * A text's length as X counts it (twitter-text v3, NFC): every web address 23, an emoji 2, a
 * code point in the light ranges 1 and any other (CJK, Hangul, most symbols) 2.
 */
export function xLength(text: string): number {
  const normal = text.normalize('NFC');
  let length = 0;
  let at = 0;
  const counted = (piece: string) => {
    for (const { segment } of graphemes.segment(piece)) {
      if (isEmoji(segment)) length += 2;
      else for (const char of segment) length += weightOf(char.codePointAt(0) ?? 0);
    }
  };
  for (const { start, end } of xUrls(normal)) {
    counted(normal.slice(at, start));
    length += X_LIMITS.urlLength;
    at = end;
  }
  counted(normal.slice(at));
  return length;
}

/**
 * A long text cut into the posts of an X thread, each within 280 counted X's way: at a
 * paragraph break where one falls in, else after a sentence, else between words, and inside a
 * word only when one word is longer than a post (a web address never is: it counts 23). Nothing
 * is lost or reordered: the parts, joined with the whitespace they were cut at, are the text.
 */
export function splitXThread(text: string, max: number = X_LIMITS.textWeighted): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > 0) {
    const fitting = fittingPrefix(rest, max);
    if (fitting >= rest.length) {
      parts.push(rest);
      break;
    }
    const prefix = rest.slice(0, fitting);
    const cut =
      lastBreak(prefix, /\n\s*\n/g) ??
      lastBreak(prefix, /[.!?…。！？](?=\s)/g, 1) ??
      lastBreak(prefix, /\s/g) ??
      // A first grapheme heavier than a post cannot happen (at most 2 of 280); kept for safety.
      Math.max(fitting, 1);
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  return parts.filter((part) => part.length > 0);
}

/**
 * Where the longest start of `text` within `max` ends, in one pass: a web address goes whole
 * (23) or not at all. Counted without composing accents first, so never less than X counts.
 */
function fittingPrefix(text: string, max: number): number {
  const urls = xUrls(text);
  let length = 0;
  let at = 0;
  for (const { segment, index } of graphemes.segment(text)) {
    if (index < at) continue;
    const url = urls.find((u) => u.start === index);
    const weight = url
      ? X_LIMITS.urlLength
      : isEmoji(segment)
        ? 2
        : Array.from(segment).reduce((sum, char) => sum + weightOf(char.codePointAt(0) ?? 0), 0);
    if (length + weight > max) return index;
    length += weight;
    at = url ? url.end : index + segment.length;
  }
  return text.length;
}

/** Where the last match of `pattern` in `text` ends (+ `keep` of it), if past a third of the text. */
function lastBreak(text: string, pattern: RegExp, keep = 0): number | null {
  let at: number | null = null;
  for (const match of text.matchAll(pattern)) at = match.index + (keep || match[0].length);
  return at !== null && at > text.length / 3 ? at : null;
}

/** The posts a variant goes out as: one, or a thread's when asked for and the text needs more. */
export function xPosts(text: string, thread: boolean | undefined): string[] {
  if (!thread) return [text];
  const parts = splitXThread(text);
  return parts.length > 0 ? parts : [text];
}

const isVideo = (m: MediaFacts) => m.mimeType.startsWith('video/');
const isGif = (m: MediaFacts) => m.mimeType === 'image/gif';
const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** What one file is to X, and what it may weigh. */
function kindOf(medium: MediaFacts): { name: string; cap: number } | null {
  if (isVideo(medium)) return { name: 'videos', cap: X_LIMITS.videoBytes };
  if (isGif(medium)) return { name: 'GIFs', cap: X_LIMITS.gifBytes };
  if (medium.mimeType.startsWith('image/')) return { name: 'images', cap: X_LIMITS.imageBytes };
  return null;
}

function checkMedium(medium: MediaFacts & { alt?: string | null }, index: number): LimitProblem[] {
  const L = X_LIMITS;
  const kind = kindOf(medium);
  if (!kind)
    return [
      { rule: 'media_type', limit: 0, actual: 0, media: index, message: 'X takes images, GIFs and videos.' },
    ];
  const problems: LimitProblem[] = [];
  if (isVideo(medium) && !(L.videoTypes as readonly string[]).includes(medium.mimeType))
    problems.push({
      rule: 'media_type',
      limit: 0,
      actual: 0,
      media: index,
      message: 'X takes videos as MP4 or MOV. Convert it to MP4 first.',
    });
  if (!isVideo(medium) && !isGif(medium) && !(L.imageTypes as readonly string[]).includes(medium.mimeType))
    problems.push({
      rule: 'media_type',
      limit: 0,
      actual: 0,
      media: index,
      message: 'X takes images as JPEG, PNG or WebP. Save it as a JPEG or PNG first.',
    });
  if (medium.bytes > kind.cap)
    problems.push({
      rule: 'media_size',
      limit: kind.cap,
      actual: medium.bytes,
      media: index,
      message: `X takes ${kind.name} up to ${megabytes(kind.cap)}; this one is ${megabytes(medium.bytes)}.`,
    });
  const ms = medium.durationMs;
  if (isVideo(medium) && ms !== undefined && ms !== null && (ms < L.videoMinMs || ms > L.videoMaxMs))
    problems.push({
      rule: 'media_duration',
      limit: ms < L.videoMinMs ? L.videoMinMs : L.videoMaxMs,
      actual: ms,
      media: index,
      message: `X takes videos from half a second to 2 minutes 20 seconds; this one is ${Math.round(ms / 100) / 10} seconds. Trim it.`,
    });
  const alt = medium.alt ? Array.from(medium.alt).length : 0;
  if (alt > L.altCharacters)
    problems.push({
      rule: 'alt_length',
      limit: L.altCharacters,
      actual: alt,
      media: index,
      message: `X takes a description (alt text) of up to ${L.altCharacters} characters; this one has ${alt}.`,
    });
  return problems;
}

/** A variant for an X channel: its text (or thread) and files. */
export function checkXPost(post: {
  text: string;
  media: readonly (MediaFacts & { alt?: string | null })[];
  /** "Post as a thread": a text over 280 goes out as replies, each within it. */
  thread?: boolean;
}): LimitProblem[] {
  const L = X_LIMITS;
  const problems: LimitProblem[] = [];
  const length = xLength(post.text);
  if (post.text.trim() === '' && post.media.length === 0)
    problems.push({ rule: 'empty', limit: 1, actual: 0, message: 'X needs text or a file.' });
  if (post.thread) {
    const posts = splitXThread(post.text).length;
    if (posts > X_THREAD_MAX_POSTS)
      problems.push({
        rule: 'thread_length',
        limit: X_THREAD_MAX_POSTS,
        actual: posts,
        message: `A thread on X here takes up to ${X_THREAD_MAX_POSTS} posts; this text needs ${posts}.`,
      });
  } else if (length > L.textWeighted)
    problems.push({
      rule: 'text_length',
      limit: L.textWeighted,
      actual: length,
      message: `X allows ${L.textWeighted} characters (a link counts as ${L.urlLength}, an emoji or a Chinese, Japanese or Korean character as 2); this has ${length}. Shorten it, or post it as a thread.`,
    });
  const moving = post.media.filter((m) => isVideo(m) || isGif(m));
  if (moving.length > 0 && post.media.length > 1)
    problems.push({
      rule: 'media_mix',
      limit: 1,
      actual: post.media.length,
      message: 'X takes up to 4 images, or one GIF, or one video in a post, not a mix.',
    });
  else if (post.media.length > L.images)
    problems.push({
      rule: 'media_count',
      limit: L.images,
      actual: post.media.length,
      message: `X takes up to ${L.images} images in a post; this has ${post.media.length}.`,
    });
  post.media.forEach((medium, index) => {
    problems.push(...checkMedium(medium, index));
  });
  return problems;
}

/** The first comment: a reply of its own, within one post's 280. */
export function checkXComment(text: string): LimitProblem[] {
  const length = xLength(text);
  if (text.trim() === '' || length <= X_LIMITS.textWeighted) return [];
  return [
    {
      rule: 'comment_length',
      limit: X_LIMITS.textWeighted,
      actual: length,
      comment: true,
      message: `The first comment is a post of its own: X allows ${X_LIMITS.textWeighted} characters (a link counts as ${X_LIMITS.urlLength}); it has ${length}.`,
    },
  ];
}
