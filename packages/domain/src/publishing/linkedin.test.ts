import { describe, expect, it } from 'vitest';
import { checkForNetwork, type LimitRule, type MediaFacts } from './limits';
import { checkLinkedInPost, LINKEDIN_LIMITS, linkedInContent, linkedInText } from './linkedin';

const rules = (problems: { rule: LimitRule }[]) => problems.map((p) => p.rule);
const image = (mimeType = 'image/jpeg', extra: Partial<MediaFacts> = {}): MediaFacts => ({
  mimeType,
  bytes: 200_000,
  ...extra,
});
const video = (extra: Partial<MediaFacts> = {}): MediaFacts => ({
  mimeType: 'video/mp4',
  bytes: 5_000_000,
  durationMs: 20_000,
  ...extra,
});
const pdf = (bytes = 2_000_000): MediaFacts => ({ mimeType: 'application/pdf', bytes });
const check = (text: string, media: MediaFacts[] = [], link?: string) =>
  checkLinkedInPost({ text, media, link });

describe('LinkedIn text', () => {
  it('takes 3,000 characters as a person sees them, not 3,001', () => {
    expect(check('a'.repeat(3000))).toEqual([]);
    expect(check('🇫🇷'.repeat(3000))).toEqual([]);
    const [problem] = check('a'.repeat(3001));
    expect(problem).toMatchObject({ rule: 'text_length', limit: 3000, actual: 3001 });
    expect(problem?.message).toBe('LinkedIn allows 3000 characters; this has 3001.');
  });

  it('counts the link with the text when files carry the post, not when it is the card', () => {
    const link = 'https://example.com/spring';
    const text = 'a'.repeat(2990);
    expect(check(text, [], link)).toEqual([]);
    const [problem] = check(text, [image()], link);
    expect(problem?.rule).toBe('text_length');
    expect(problem?.message).toContain('the link counts');
    expect(linkedInText('Hello', link, 1)).toBe(`Hello\n\n${link}`);
    expect(linkedInText('Hello', link, 0)).toBe('Hello');
  });

  it('needs text, a link or a file', () => {
    expect(rules(check('  '))).toEqual(['empty']);
    expect(check('', [], 'https://example.com')).toEqual([]);
    expect(check('', [image()])).toEqual([]);
  });
});

describe('LinkedIn files', () => {
  it('takes one image or 2 to 20 JPEG, PNG or GIF images', () => {
    expect(check('x', [image('image/png')])).toEqual([]);
    expect(
      check(
        'x',
        Array.from({ length: 20 }, () => image('image/gif')),
      ),
    ).toEqual([]);
    const [tooMany] = check(
      'x',
      Array.from({ length: 21 }, () => image()),
    );
    expect(tooMany).toMatchObject({ rule: 'media_count', limit: 20, actual: 21 });
    expect(check('x', [image('image/webp')])).toEqual([
      expect.objectContaining({ rule: 'media_type', media: 0, message: expect.stringContaining('JPEG') }),
    ]);
  });

  it('refuses an image over about 36 megapixels when its size is known', () => {
    expect(check('x', [image('image/jpeg', { width: 6000, height: 6000 })])).toEqual([]);
    expect(rules(check('x', [image('image/jpeg', { width: 7000, height: 6000 })]))).toEqual(['media_size']);
  });

  it('takes one MP4 video of 75 KB to 500 MB and 3 seconds to 30 minutes, alone', () => {
    expect(check('x', [video()])).toEqual([]);
    expect(rules(check('x', [video(), image()]))).toEqual(['media_mix']);
    expect(rules(check('x', [video({ mimeType: 'video/quicktime' })]))).toEqual(['media_type']);
    expect(rules(check('x', [video({ bytes: LINKEDIN_LIMITS.videoMaxBytes + 1 })]))).toEqual(['media_size']);
    expect(check('x', [video({ bytes: 50 * 1024 })])).toEqual([
      expect.objectContaining({
        rule: 'media_size',
        message: 'LinkedIn takes videos from 75 KB; this one is 50 KB.',
      }),
    ]);
    expect(check('x', [video({ durationMs: 2_000 })])[0]).toMatchObject({
      rule: 'media_duration',
      limit: 3_000,
    });
    expect(check('x', [video({ durationMs: 31 * 60_000 })])[0]).toMatchObject({
      rule: 'media_duration',
      limit: 30 * 60_000,
    });
    // A length not known yet is not held against it.
    expect(check('x', [video({ durationMs: null })])).toEqual([]);
  });

  it('takes one document (PDF, PowerPoint, Word) up to 100 MB, alone', () => {
    expect(check('Our catalogue', [pdf()])).toEqual([]);
    expect(
      check('x', [
        {
          mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
          bytes: 1000,
        },
      ]),
    ).toEqual([]);
    expect(rules(check('x', [pdf(), image()]))).toEqual(['media_mix']);
    expect(rules(check('x', [image(), pdf()]))).toEqual(['media_mix']);
    expect(check('x', [pdf(100_000_001)])).toEqual([
      expect.objectContaining({
        rule: 'media_size',
        media: 0,
        message: expect.stringContaining('up to 100 MB; this one is 100 MB'),
      }),
    ]);
  });

  it('refuses other files', () => {
    expect(check('x', [{ mimeType: 'application/zip', bytes: 10 }])).toEqual([
      expect.objectContaining({ rule: 'media_type', media: 0 }),
    ]);
  });

  it('says what the post goes out as, from its files', () => {
    expect(linkedInContent([])).toBe('none');
    expect(linkedInContent([image(), image()])).toBe('images');
    expect(linkedInContent([video()])).toBe('video');
    expect(linkedInContent([pdf()])).toBe('document');
  });
});

describe('checkForNetwork: linkedin', () => {
  it('checks the post, a poll it cannot carry, and the first comment as a LinkedIn comment', () => {
    expect(checkForNetwork('linkedin', { text: 'Hello', media: [], firstComment: 'c'.repeat(1250) })).toEqual(
      [],
    );
    const problems = checkForNetwork('linkedin', {
      text: 'Hello',
      media: [],
      firstComment: 'c'.repeat(1251),
      poll: { options: ['a', 'b'], expiresIn: 3600 },
    });
    expect(rules(problems)).toEqual(['poll_options', 'comment_length']);
    expect(problems[1]).toMatchObject({ comment: true, limit: 1250, actual: 1251 });
  });
});
