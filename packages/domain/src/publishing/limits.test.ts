import { describe, expect, it } from 'vitest';
import {
  BLUESKY_LIMITS,
  checkBlueskyPost,
  checkForNetwork,
  checkMastodonPost,
  type LimitRule,
  MASTODON_DEFAULT_LIMITS,
  type MediaFacts,
} from './limits';

const rules = (problems: { rule: LimitRule }[]) => problems.map((p) => p.rule);
const image = (bytes = 100_000): MediaFacts => ({ mimeType: 'image/jpeg', bytes });
const video = (bytes = 1_000_000, mimeType = 'video/mp4'): MediaFacts => ({ mimeType, bytes });
const FAMILY = '👨‍👩‍👧‍👦'; // 1 grapheme, 25 bytes

describe('Bluesky', () => {
  const check = (text: string, media: MediaFacts[] = []) => checkBlueskyPost({ text, media });

  it('takes 300 graphemes, not 301, whatever they are made of', () => {
    expect(check('a'.repeat(300))).toEqual([]);
    expect(rules(check('a'.repeat(301)))).toEqual(['text_length']);
    expect(check('😀'.repeat(300))).toEqual([]);
    const [problem] = check('🇫🇷'.repeat(301));
    expect(problem).toMatchObject({ rule: 'text_length', limit: 300, actual: 301 });
    expect(problem?.message).toBe('Bluesky allows 300 characters; this has 301.');
  });

  it('also caps the bytes: 120 families (3,000 bytes) pass, 121 do not', () => {
    expect(check(FAMILY.repeat(120))).toEqual([]);
    expect(check(FAMILY.repeat(121))).toEqual([
      expect.objectContaining({ rule: 'text_bytes', limit: BLUESKY_LIMITS.textBytes, actual: 3025 }),
    ]);
  });

  it('needs text or an image', () => {
    expect(rules(check(''))).toEqual(['empty']);
    expect(check('', [image()])).toEqual([]);
  });

  it('takes up to 4 images of up to 2,000,000 bytes each', () => {
    expect(check('x', [image(), image(), image(), image(2_000_000)])).toEqual([]);
    expect(rules(check('x', [image(), image(), image(), image(), image()]))).toEqual(['media_count']);
    expect(check('x', [image(), image(2_000_001)])).toEqual([
      expect.objectContaining({ rule: 'media_size', media: 1, limit: 2_000_000, actual: 2_000_001 }),
    ]);
  });

  it('takes one MP4 video of up to 100 MB, alone', () => {
    expect(check('x', [video(100_000_000)])).toEqual([]);
    expect(rules(check('x', [video(100_000_001)]))).toEqual(['media_size']);
    expect(rules(check('x', [video(), image()]))).toEqual(['media_mix']);
    expect(rules(check('x', [video(), video()]))).toEqual(['media_mix']);
    expect(rules(check('x', [video(1000, 'video/quicktime')]))).toEqual(['media_type']);
    expect(rules(check('x', [{ mimeType: 'application/pdf', bytes: 10 }]))).toEqual(['media_type']);
  });
});

describe('Mastodon', () => {
  const check = (
    text: string,
    media: MediaFacts[] = [],
    contentWarning = '',
    limits = MASTODON_DEFAULT_LIMITS,
  ) => checkMastodonPost({ text, contentWarning, media }, limits);

  it('takes the instance limit in characters, 500 by default', () => {
    expect(check('a'.repeat(500))).toEqual([]);
    expect(check('a'.repeat(501))).toEqual([
      expect.objectContaining({ rule: 'text_length', limit: 500, actual: 501 }),
    ]);
    expect(check('a'.repeat(501), [], '', { ...MASTODON_DEFAULT_LIMITS, maxCharacters: 5000 })).toEqual([]);
  });

  it('counts a link as 23 and the content warning with the text', () => {
    const link = `https://example.com/${'a'.repeat(300)}`;
    // 476 + 1 + 23 = 500
    expect(check(`${'a'.repeat(476)} ${link}`)).toEqual([]);
    expect(rules(check(`${'a'.repeat(477)} ${link}`))).toEqual(['text_length']);
    expect(rules(check('a'.repeat(490), [], 'cw: eleven!'))).toEqual(['text_length']);
  });

  it('counts emoji sequences as one character each', () => {
    expect(check(FAMILY.repeat(500))).toEqual([]);
    expect(rules(check(FAMILY.repeat(501)))).toEqual(['text_length']);
  });

  it('needs text or a file', () => {
    expect(rules(check('   '))).toEqual(['empty']);
    expect(check('', [image()])).toEqual([]);
  });

  it('takes the instance number of files, and a video alone', () => {
    expect(check('x', [image(), image(), image(), image()])).toEqual([]);
    expect(rules(check('x', [image(), image(), image(), image(), image()]))).toEqual(['media_count']);
    expect(check('x', [image(), image()], '', { ...MASTODON_DEFAULT_LIMITS, maxMedia: 1 })).toEqual([
      expect.objectContaining({ rule: 'media_count', limit: 1, actual: 2 }),
    ]);
    expect(rules(check('x', [video(), image()]))).toEqual(['media_mix']);
  });

  it('takes files up to the instance sizes', () => {
    const limits = { ...MASTODON_DEFAULT_LIMITS, imageBytes: 1000, videoBytes: 5000 };
    expect(check('x', [image(1000)], '', limits)).toEqual([]);
    expect(check('x', [image(1001)], '', limits)).toEqual([
      expect.objectContaining({ rule: 'media_size', media: 0, limit: 1000, actual: 1001 }),
    ]);
    expect(rules(check('x', [video(5001)], '', limits))).toEqual(['media_size']);
  });
});

describe('checkForNetwork', () => {
  it('checks a variant by its channel’s network, with the instance limits for Mastodon', () => {
    const text = 'a'.repeat(400);
    expect(rules(checkForNetwork('bluesky', { text, media: [] }))).toEqual(['text_length']);
    expect(checkForNetwork('mastodon', { text, media: [] })).toEqual([]);
    expect(
      rules(
        checkForNetwork('mastodon', { text, media: [] }, { ...MASTODON_DEFAULT_LIMITS, maxCharacters: 300 }),
      ),
    ).toEqual(['text_length']);
    expect(
      rules(checkForNetwork('mastodon', { text: 'a'.repeat(495), contentWarning: 'spoiler', media: [] })),
    ).toEqual(['text_length']);
  });
});

describe('the first comment', () => {
  const post = { text: 'Our new range', media: [] };

  it('is a post of its own: Bluesky’s 300 graphemes and 3,000 bytes, said as about the comment', () => {
    expect(checkForNetwork('bluesky', { ...post, firstComment: '🇫🇷'.repeat(300) })).toEqual([]);
    const [problem] = checkForNetwork('bluesky', { ...post, firstComment: 'a'.repeat(301) });
    expect(problem).toMatchObject({ rule: 'comment_length', limit: 300, actual: 301, comment: true });
    expect(problem?.message).toBe(
      'The first comment is a post of its own: Bluesky allows 300 characters; it has 301.',
    );
    expect(checkForNetwork('bluesky', { ...post, firstComment: FAMILY.repeat(121) })).toEqual([
      expect.objectContaining({ rule: 'comment_length', limit: 3000, actual: 3025, comment: true }),
    ]);
  });

  it('on Mastodon, the instance’s limit with links counted as the instance counts them', () => {
    const limits = { ...MASTODON_DEFAULT_LIMITS, maxCharacters: 30 };
    const link = `https://example.com/${'x'.repeat(100)}`;
    // 7 + 23 for the link: exactly 30.
    expect(checkForNetwork('mastodon', { ...post, firstComment: `Shop!! ${link}` }, limits)).toEqual([]);
    expect(rules(checkForNetwork('mastodon', { ...post, firstComment: `Shop!!! ${link}` }, limits))).toEqual([
      'comment_length',
    ]);
  });

  it('an empty or blank comment is none', () => {
    expect(checkForNetwork('bluesky', { ...post, firstComment: '   ' })).toEqual([]);
  });
});

describe('a Mastodon poll', () => {
  const post = (poll: { options: string[]; expiresIn: number }, media: MediaFacts[] = []) =>
    checkForNetwork('mastodon', { text: 'Which roast next?', media, poll });
  const day = 86_400;

  it('takes 2 to the server’s choices (4 by default), each within its characters, open within its times', () => {
    expect(post({ options: ['Light', 'Dark'], expiresIn: day })).toEqual([]);
    expect(post({ options: ['A', 'B', 'C', 'D'], expiresIn: 300 })).toEqual([]);
    expect(rules(post({ options: ['A'], expiresIn: day }))).toEqual(['poll_options']);
    const five = post({ options: ['A', 'B', 'C', 'D', 'E'], expiresIn: day });
    expect(five[0]?.message).toBe('A poll on this server has 2 to 4 choices; this has 5.');
    const long = post({ options: ['x'.repeat(51), 'y'.repeat(50)], expiresIn: day });
    expect(long.map((p) => p.message)).toEqual([
      'A choice on this server has up to 50 characters; choice 1 has 51.',
    ]);
    expect(post({ options: ['A', ' '], expiresIn: day })[0]?.message).toBe('Choice 2 is empty.');
    expect(post({ options: ['A', 'B'], expiresIn: 299 })[0]).toMatchObject({
      rule: 'poll_duration',
      limit: 300,
      message: 'A poll on this server stays open from 5 minutes to 30 days.',
    });
  });

  it('follows the server’s own figures, and goes without files', () => {
    const limits = {
      ...MASTODON_DEFAULT_LIMITS,
      pollOptions: 6,
      pollMinSeconds: 3600,
      pollMaxSeconds: 7 * day,
    };
    const six = { text: 'Hi', media: [], poll: { options: ['1', '2', '3', '4', '5', '6'], expiresIn: day } };
    expect(checkForNetwork('mastodon', six, limits)).toEqual([]);
    expect(
      checkForNetwork('mastodon', { ...six, poll: { ...six.poll, expiresIn: 8 * day } }, limits)[0]?.message,
    ).toBe('A poll on this server stays open from 1 hour to 7 days.');
    expect(rules(post({ options: ['A', 'B'], expiresIn: day }, [image()]))).toEqual(['media_mix']);
  });

  it('is Mastodon’s: Bluesky has none', () => {
    expect(
      checkForNetwork('bluesky', {
        text: 'Hi',
        media: [],
        poll: { options: ['A', 'B'], expiresIn: day },
      }).map((p) => p.message),
    ).toEqual(['Bluesky has no polls.']);
  });
});
