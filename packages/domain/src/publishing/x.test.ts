import { describe, expect, it } from 'vitest';
import { checkFirstComment, checkForNetwork, type LimitRule, type MediaFacts } from './limits';
import { checkXPost, splitXThread, X_LIMITS, X_THREAD_MAX_POSTS, xLength, xPosts } from './x';

const rules = (problems: { rule: LimitRule }[]) => problems.map((p) => p.rule);
const MB = 1024 * 1024;
const image = (bytes = 100_000, mimeType = 'image/jpeg'): MediaFacts => ({ mimeType, bytes });
const gif = (bytes = 1_000_000): MediaFacts => ({ mimeType: 'image/gif', bytes });
const video = (
  bytes = 1_000_000,
  durationMs: number | null = 30_000,
  mimeType = 'video/mp4',
): MediaFacts => ({
  mimeType,
  bytes,
  durationMs,
});
/** What the parts say, whitespace aside: nothing lost or reordered. */
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('xLength (twitter-text v3)', () => {
  it('counts Latin letters, digits and common punctuation 1 each', () => {
    expect(xLength('Hello, world!')).toBe(13);
    expect(xLength('Ça coûte 5 € — “oui”')).toBe(21);
    // Composed as X composes it (NFC): an e and its accent are one letter.
    expect(xLength('cafe\u0301')).toBe(4);
  });

  it('counts Chinese, Japanese and Korean characters, and other symbols, 2 each', () => {
    expect(xLength('中文')).toBe(4);
    expect(xLength('こんにちは')).toBe(10);
    expect(xLength('안녕')).toBe(4);
    expect(xLength('…')).toBe(2);
  });

  it('counts an emoji 2, however many code points draw it', () => {
    expect(xLength('😀')).toBe(2);
    expect(xLength('👨‍👩‍👧‍👦')).toBe(2);
    expect(xLength('🇫🇷')).toBe(2);
    expect(xLength('👍🏽')).toBe(2);
    expect(xLength('1️⃣')).toBe(2);
    expect(xLength('©')).toBe(1);
  });

  it('counts every web address 23, with or without https, long or short', () => {
    expect(xLength(`https://example.com/${'x'.repeat(200)}`)).toBe(23);
    expect(xLength('http://a.co')).toBe(23);
    expect(xLength('See example.com today')).toBe(4 + 23 + 6);
    expect(xLength('See https://example.com/a.')).toBe(4 + 23 + 1);
    // A country's domain counts as an address only with a path, as X links it.
    expect(xLength('example.de')).toBe(10);
    expect(xLength('example.de/shop')).toBe(23);
    // An e-mail address is not a link on X.
    expect(xLength('anna@example.com')).toBe(16);
  });
});

describe('splitXThread', () => {
  it('keeps a text that fits as one post', () => {
    expect(splitXThread('  Short and sweet.  ')).toEqual(['Short and sweet.']);
    expect(xPosts('a'.repeat(300), false)).toEqual(['a'.repeat(300)]);
  });

  it('cuts after sentences and between words, each part within 280 counted X’s way', () => {
    const text = 'Our spring range is here, and it is the best one yet. '.repeat(20).trim();
    const parts = splitXThread(text);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(xLength(part)).toBeLessThanOrEqual(280);
      expect(part.endsWith('.')).toBe(true);
    }
    expect(words(parts.join(' '))).toEqual(words(text));
  });

  it('counts wide characters 2 and links 23 while cutting, and never cuts inside a link', () => {
    const cjk = '我们的新产品今天上市了。'.repeat(40);
    const parts = splitXThread(cjk);
    for (const part of parts) expect(xLength(part)).toBeLessThanOrEqual(280);
    expect(parts.join('')).toBe(cjk);

    const link = `https://example.com/${'p'.repeat(300)}`;
    const linked = `${'word '.repeat(50)}${link} ${'more '.repeat(40)}`.trim();
    const cut = splitXThread(linked);
    expect(cut.filter((p) => p.includes(link))).toHaveLength(1);
    for (const part of cut) expect(xLength(part)).toBeLessThanOrEqual(280);
  });

  it('cuts a word longer than a post where it must', () => {
    const parts = splitXThread('x'.repeat(600));
    expect(parts.map((p) => p.length)).toEqual([280, 280, 40]);
  });
});

describe('checkXPost', () => {
  const check = (text: string, media: MediaFacts[] = [], thread = false) =>
    checkXPost({ text, media, thread });

  it('takes 280 characters, not 281, and says how X counts', () => {
    expect(check('a'.repeat(280))).toEqual([]);
    expect(check('中'.repeat(140))).toEqual([]);
    const [problem] = check('中'.repeat(141));
    expect(problem).toMatchObject({ rule: 'text_length', limit: 280, actual: 282 });
    expect(problem?.message).toBe(
      'X allows 280 characters (a link counts as 23, an emoji or a Chinese, Japanese or Korean character as 2); this has 282. Shorten it, or post it as a thread.',
    );
    // 257 letters, a space and a long link: 281.
    expect(rules(check(`${'a'.repeat(257)} https://example.com/${'x'.repeat(80)}`))).toEqual(['text_length']);
  });

  it('lets a long text through as a thread, up to the posts a thread may take', () => {
    const long = 'A sentence that carries on for a while. '.repeat(30);
    expect(check(long, [], true)).toEqual([]);
    const tooLong = 'word '.repeat(56 * (X_THREAD_MAX_POSTS + 1));
    expect(check(tooLong, [], true)).toEqual([
      expect.objectContaining({ rule: 'thread_length', limit: X_THREAD_MAX_POSTS }),
    ]);
  });

  it('needs text or a file', () => {
    expect(rules(check('  '))).toEqual(['empty']);
    expect(check('', [image()])).toEqual([]);
  });

  it('takes up to 4 images, or one GIF, or one video — not a mix', () => {
    expect(check('four', [image(), image(), image(), image()])).toEqual([]);
    expect(check('five', [image(), image(), image(), image(), image()])).toEqual([
      expect.objectContaining({
        rule: 'media_count',
        limit: 4,
        actual: 5,
        message: 'X takes up to 4 images in a post; this has 5.',
      }),
    ]);
    expect(rules(check('mixed', [image(), video()]))).toEqual(['media_mix']);
    expect(rules(check('two GIFs', [gif(), gif()]))).toEqual(['media_mix']);
    expect(rules(check('a GIF and an image', [gif(), image()]))).toEqual(['media_mix']);
    expect(check('one GIF', [gif()])).toEqual([]);
    expect(check('one video', [video()])).toEqual([]);
  });

  it('caps an image at 5 MB, a GIF at 15 MB and a video at 512 MB', () => {
    expect(check('ok', [image(5 * MB)])).toEqual([]);
    expect(check('big', [image(5 * MB + 1)])).toEqual([
      expect.objectContaining({
        rule: 'media_size',
        media: 0,
        limit: X_LIMITS.imageBytes,
        message: 'X takes images up to 5 MB; this one is 5 MB.',
      }),
    ]);
    expect(check('ok', [gif(15 * MB)])).toEqual([]);
    expect(rules(check('big', [gif(15 * MB + 1)]))).toEqual(['media_size']);
    expect(check('ok', [video(512 * MB)])).toEqual([]);
    expect(check('big', [video(600 * MB)])[0]?.message).toBe(
      'X takes videos up to 512 MB; this one is 600 MB.',
    );
  });

  it('takes videos from half a second to 140 seconds, MP4 or MOV, and images as JPEG, PNG or WebP', () => {
    expect(check('ok', [video(MB, 140_000)])).toEqual([]);
    expect(check('unknown length', [video(MB, null)])).toEqual([]);
    expect(check('long', [video(MB, 141_000)])).toEqual([
      expect.objectContaining({
        rule: 'media_duration',
        limit: 140_000,
        actual: 141_000,
        message:
          'X takes videos from half a second to 2 minutes 20 seconds; this one is 141 seconds. Trim it.',
      }),
    ]);
    expect(check('short', [video(MB, 400)])[0]).toMatchObject({ rule: 'media_duration', limit: 500 });
    expect(rules(check('webm', [video(MB, 10_000, 'video/webm')]))).toEqual(['media_type']);
    expect(check('png', [image(1000, 'image/png')])).toEqual([]);
    expect(rules(check('heic', [image(1000, 'image/heic')]))).toEqual(['media_type']);
    expect(rules(check('pdf', [{ mimeType: 'application/pdf', bytes: 10 }]))).toEqual(['media_type']);
  });

  it('takes a description of up to 1,000 characters', () => {
    const described = (alt: string) => checkXPost({ text: 'x', media: [{ ...image(), alt }] });
    expect(described('a'.repeat(1000))).toEqual([]);
    expect(described('a'.repeat(1001))).toEqual([
      expect.objectContaining({ rule: 'alt_length', limit: 1000, actual: 1001, media: 0 }),
    ]);
  });
});

describe('X in checkForNetwork', () => {
  it('counts the variant’s link with the text, as X gets it', () => {
    const link = `https://example.com/${'x'.repeat(200)}`;
    // 255 + two line breaks + 23 = 280.
    expect(checkForNetwork('x', { text: 'a'.repeat(255), media: [], link })).toEqual([]);
    expect(rules(checkForNetwork('x', { text: 'a'.repeat(256), media: [], link }))).toEqual(['text_length']);
  });

  it('checks the first comment as one post, and says polls do not go to X', () => {
    expect(checkFirstComment('x', '中'.repeat(140))).toEqual([]);
    expect(checkFirstComment('x', '中'.repeat(141))).toEqual([
      expect.objectContaining({ rule: 'comment_length', limit: 280, actual: 282, comment: true }),
    ]);
    const problems = checkForNetwork('x', {
      text: 'Vote',
      media: [],
      firstComment: 'b'.repeat(281),
      poll: { options: ['Tea', 'Coffee'], expiresIn: 3600 },
    });
    expect(rules(problems)).toEqual(['poll_options', 'comment_length']);
  });
});
