import type { LimitProblem, MediaFacts } from './limits';
import { utf8Length } from './text-count';
import { splitThread } from './thread';

/**
 * What Threads takes in one post (providers/publishing.md §3), checked as the person types and
 * again before any container is made: 500 characters counted Threads' way (an emoji counts its
 * UTF-8 bytes), one JPEG or PNG image, one MP4 or MOV video, or a carousel of 2 to 20 of them.
 * "Post as a thread" cuts a longer text into replies, each within the 500.
 */
export const THREADS_LIMITS = {
  textCharacters: 500,
  carouselMin: 2,
  carouselMax: 20,
  /** JPEG or PNG, at most 8 MB. */
  imageBytes: 8 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png'],
  /** MP4 or MOV, at most 1 GB and 5 minutes. */
  videoBytes: 1024 * 1024 * 1024,
  videoTypes: ['video/mp4', 'video/quicktime'],
  videoMaxMs: 5 * 60_000,
} as const;

/** A thread on Threads here: at most this many posts (each is a reply of its own, made and published). */
export const THREADS_THREAD_MAX_POSTS = 10;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

/**
 * A text's length as Threads counts it: one per character (code point), but an emoji counts
 * as many as its UTF-8 bytes (😀 is 4; a family drawn of several joined emoji is more).
 */
export function threadsLength(text: string): number {
  let length = 0;
  for (const { segment } of graphemes.segment(text))
    length += EMOJI.test(segment) ? utf8Length(segment) : Array.from(segment).length;
  return length;
}

/**
 * A long text cut into the posts of a thread, each within 500 counted Threads' way, at the
 * same places as Bluesky's (thread.ts: a paragraph break, a sentence's end, between words).
 * Cut by characters first; a part heavy with emoji is cut again, smaller, until it fits.
 */
export function splitThreadsThread(text: string, max: number = THREADS_LIMITS.textCharacters): string[] {
  const cut = (piece: string, budget: number): string[] =>
    splitThread(piece, budget, Number.MAX_SAFE_INTEGER).flatMap((part) => {
      const length = threadsLength(part);
      // One character heavier than a post (a chain of hundreds of joined emoji) goes as it is.
      if (length <= max || budget === 1) return [part];
      return cut(part, Math.max(1, Math.min(budget - 1, Math.floor((budget * max) / length))));
    });
  return cut(text, max);
}

/** The posts a variant goes out as: one, or a thread's when asked for and the text needs more. */
export function threadsPosts(text: string, thread: boolean | undefined): string[] {
  if (!thread) return [text];
  const parts = splitThreadsThread(text);
  return parts.length > 0 ? parts : [text];
}

const isVideo = (m: MediaFacts) => m.mimeType.startsWith('video/');
const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

function checkMedium(medium: MediaFacts, index: number): LimitProblem[] {
  const L = THREADS_LIMITS;
  const problems: LimitProblem[] = [];
  const at = { media: index };
  if (isVideo(medium)) {
    if (!(L.videoTypes as readonly string[]).includes(medium.mimeType))
      problems.push({
        rule: 'media_type',
        limit: 0,
        actual: 0,
        ...at,
        message: 'Threads takes videos as MP4 or MOV. Convert it to MP4 first.',
      });
    if (medium.bytes > L.videoBytes)
      problems.push({
        rule: 'media_size',
        limit: L.videoBytes,
        actual: medium.bytes,
        ...at,
        message: `Threads takes videos up to 1 GB; this one is ${megabytes(medium.bytes)}.`,
      });
    const ms = medium.durationMs;
    if (ms !== undefined && ms !== null && ms > L.videoMaxMs)
      problems.push({
        rule: 'media_duration',
        limit: L.videoMaxMs,
        actual: ms,
        ...at,
        message: `Threads takes videos up to 5 minutes; this one is ${Math.round(ms / 1000)} seconds. Trim it.`,
      });
    return problems;
  }
  if (!(L.imageTypes as readonly string[]).includes(medium.mimeType))
    problems.push({
      rule: 'media_type',
      limit: 0,
      actual: 0,
      ...at,
      message: medium.mimeType.startsWith('image/')
        ? 'Threads takes images as JPEG or PNG. Save it as a JPEG or PNG first.'
        : 'Threads takes images and videos.',
    });
  if (medium.bytes > L.imageBytes)
    problems.push({
      rule: 'media_size',
      limit: L.imageBytes,
      actual: medium.bytes,
      ...at,
      message: `Threads takes images up to ${megabytes(L.imageBytes)}; this one is ${megabytes(medium.bytes)}.`,
    });
  return problems;
}

/** A variant for a Threads channel: its text (or thread) and files. */
export function checkThreadsPost(post: {
  text: string;
  media: readonly MediaFacts[];
  /** "Post as a thread": a text over 500 goes out as replies, each within it. */
  thread?: boolean;
}): LimitProblem[] {
  const L = THREADS_LIMITS;
  const problems: LimitProblem[] = [];
  const length = threadsLength(post.text);
  if (post.text.trim() === '' && post.media.length === 0)
    problems.push({ rule: 'empty', limit: 1, actual: 0, message: 'Threads needs text or a file.' });
  if (post.thread) {
    const posts = splitThreadsThread(post.text).length;
    if (posts > THREADS_THREAD_MAX_POSTS)
      problems.push({
        rule: 'thread_length',
        limit: THREADS_THREAD_MAX_POSTS,
        actual: posts,
        message: `A thread on Threads here takes up to ${THREADS_THREAD_MAX_POSTS} posts; this text needs ${posts}.`,
      });
  } else if (length > L.textCharacters)
    problems.push({
      rule: 'text_length',
      limit: L.textCharacters,
      actual: length,
      message: `Threads allows ${L.textCharacters} characters (an emoji counts as 4 or more); this has ${length}. Shorten it, or post it as a thread.`,
    });
  if (post.media.length > L.carouselMax)
    problems.push({
      rule: 'media_count',
      limit: L.carouselMax,
      actual: post.media.length,
      message: `A carousel on Threads has ${L.carouselMin} to ${L.carouselMax} images and videos; this has ${post.media.length}.`,
    });
  post.media.forEach((medium, index) => {
    problems.push(...checkMedium(medium, index));
  });
  return problems;
}

/** The first comment: a reply of its own, within one post's 500. */
export function checkThreadsComment(text: string): LimitProblem[] {
  const length = threadsLength(text);
  if (text.trim() === '' || length <= THREADS_LIMITS.textCharacters) return [];
  return [
    {
      rule: 'comment_length',
      limit: THREADS_LIMITS.textCharacters,
      actual: length,
      comment: true,
      message: `The first comment is a post of its own: Threads allows ${THREADS_LIMITS.textCharacters} characters (an emoji counts as 4 or more); it has ${length}.`,
    },
  ];
}
