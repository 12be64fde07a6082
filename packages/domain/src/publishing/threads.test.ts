import { describe, expect, it } from 'vitest';
import { checkFirstComment, checkForNetwork, type LimitRule, type MediaFacts } from './limits';
import {
  checkThreadsPost,
  splitThreadsThread,
  THREADS_LIMITS,
  THREADS_THREAD_MAX_POSTS,
  threadsLength,
  threadsPosts,
} from './threads';

const rules = (problems: { rule: LimitRule }[]) => problems.map((p) => p.rule);
const MB = 1024 * 1024;
const image = (bytes = 100_000, mimeType = 'image/jpeg'): MediaFacts => ({ mimeType, bytes });
const video = (
  bytes = 1_000_000,
  durationMs: number | null = 30_000,
  mimeType = 'video/mp4',
): MediaFacts => ({
  mimeType,
  bytes,
  durationMs,
});
const check = (text: string, media: MediaFacts[] = [], thread = false) =>
  checkThreadsPost({ text, media, thread });
/** What the parts say, whitespace aside: nothing lost or reordered. */
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('threadsLength', () => {
  it('counts letters, accents and Chinese characters one each', () => {
    expect(threadsLength('Hello, world!')).toBe(13);
    expect(threadsLength('Ça coûte 5 €')).toBe(12);
    expect(threadsLength('我们的新产品')).toBe(6);
  });

  it('counts an emoji as its UTF-8 bytes', () => {
    expect(threadsLength('😀')).toBe(4);
    expect(threadsLength('🇫🇷')).toBe(8);
    expect(threadsLength('👍🏽')).toBe(8);
    expect(threadsLength('👨‍👩‍👧‍👦')).toBe(25);
    expect(threadsLength('Hi 😀')).toBe(7);
  });
});

describe('Threads text', () => {
  it('takes 500 characters, not 501, and says how to fix it', () => {
    expect(check('a'.repeat(500))).toEqual([]);
    const [problem] = check('a'.repeat(501));
    expect(problem).toMatchObject({ rule: 'text_length', limit: 500, actual: 501 });
    expect(problem?.message).toContain('post it as a thread');
  });

  it('counts emoji Threads’ way: 125 of them fill a post', () => {
    expect(check('😀'.repeat(125))).toEqual([]);
    expect(check('😀'.repeat(126))[0]).toMatchObject({ rule: 'text_length', actual: 504 });
  });

  it('needs text or a file', () => {
    expect(rules(check(' '))).toEqual(['empty']);
    expect(check('', [image()])).toEqual([]);
  });

  it('counts the variant’s link with the text, as it goes in it', () => {
    const link = 'https://example.com/spring';
    expect(checkForNetwork('threads', { text: 'a'.repeat(470), media: [], link })).toEqual([]);
    expect(rules(checkForNetwork('threads', { text: 'a'.repeat(480), media: [], link }))).toEqual([
      'text_length',
    ]);
  });
});

describe('Threads thread', () => {
  it('keeps a text that fits as one post, and one not marked as a thread whole', () => {
    expect(splitThreadsThread('  Short and sweet.  ')).toEqual(['Short and sweet.']);
    expect(threadsPosts('a'.repeat(600), false)).toEqual(['a'.repeat(600)]);
  });

  it('cuts after sentences, each part within 500, nothing lost', () => {
    const text = 'Our spring range is here, and it is the best one yet. '.repeat(30).trim();
    const parts = splitThreadsThread(text);
    expect(parts.length).toBe(4);
    for (const part of parts) {
      expect(threadsLength(part)).toBeLessThanOrEqual(500);
      expect(part.endsWith('.')).toBe(true);
    }
    expect(words(parts.join(' '))).toEqual(words(text));
  });

  it('cuts a text heavy with emoji smaller, counted Threads’ way', () => {
    const text = 'Spring 🌸🌸🌸 is here. '.repeat(40).trim();
    const parts = splitThreadsThread(text);
    for (const part of parts) expect(threadsLength(part)).toBeLessThanOrEqual(500);
    expect(words(parts.join(' '))).toEqual(words(text));
    expect(check(text, [], true)).toEqual([]);
  });

  it(`takes up to ${THREADS_THREAD_MAX_POSTS} posts`, () => {
    const sentence = `${'word '.repeat(98)}end.`;
    const text = Array.from({ length: THREADS_THREAD_MAX_POSTS + 1 }, () => sentence).join(' ');
    const [problem] = check(text, [], true);
    expect(problem).toMatchObject({ rule: 'thread_length', limit: THREADS_THREAD_MAX_POSTS });
  });
});

describe('Threads files', () => {
  it('takes one JPEG or PNG up to 8 MB', () => {
    expect(check('x', [image(8 * MB, 'image/png')])).toEqual([]);
    expect(rules(check('x', [image(8 * MB + 1)]))).toEqual(['media_size']);
    expect(check('x', [image(10, 'image/webp')])[0]?.message).toBe(
      'Threads takes images as JPEG or PNG. Save it as a JPEG or PNG first.',
    );
    expect(rules(check('x', [{ mimeType: 'application/pdf', bytes: 10 }]))).toEqual(['media_type']);
  });

  it('takes an MP4 or MOV video up to 1 GB and 5 minutes', () => {
    expect(check('x', [video(THREADS_LIMITS.videoBytes, 300_000, 'video/quicktime')])).toEqual([]);
    expect(rules(check('x', [video(THREADS_LIMITS.videoBytes + 1)]))).toEqual(['media_size']);
    const [long] = check('x', [video(1000, 301_000)]);
    expect(long).toMatchObject({ rule: 'media_duration', media: 0 });
    expect(long?.message).toBe('Threads takes videos up to 5 minutes; this one is 301 seconds. Trim it.');
    expect(rules(check('x', [video(1000, 1000, 'video/webm')]))).toEqual(['media_type']);
  });

  it('takes a carousel of up to 20 images and videos, mixed', () => {
    expect(check('x', [image(), video(), image()])).toEqual([]);
    expect(
      check(
        'x',
        Array.from({ length: 20 }, () => image()),
      ),
    ).toEqual([]);
    const [problem] = check(
      'x',
      Array.from({ length: 21 }, () => image()),
    );
    expect(problem).toMatchObject({ rule: 'media_count', limit: 20, actual: 21 });
  });
});

describe('Threads first comment and polls', () => {
  it('holds the first comment to one post’s 500', () => {
    expect(checkFirstComment('threads', 'a'.repeat(500))).toEqual([]);
    const [problem] = checkFirstComment('threads', '😀'.repeat(126));
    expect(problem).toMatchObject({ rule: 'comment_length', comment: true, actual: 504 });
  });

  it('sends no poll', () => {
    const problems = checkForNetwork('threads', {
      text: 'x',
      media: [],
      poll: { options: ['a', 'b'], expiresIn: 3600 },
    });
    expect(rules(problems)).toEqual(['poll_options']);
  });
});
