import { describe, expect, it } from 'vitest';
import {
  checkFacebookComment,
  checkFacebookPost,
  FACEBOOK_LIMITS,
  facebookContent,
  facebookText,
} from './facebook';
import {
  checkFirstComment,
  checkForNetwork,
  type LimitRule,
  type MediaFacts,
  PUBLISHING_NETWORKS,
} from './limits';

const rules = (problems: { rule: LimitRule }[]) => problems.map((p) => p.rule);
const photo = (mimeType = 'image/jpeg', bytes = 300_000): MediaFacts => ({ mimeType, bytes });
const video = (mimeType = 'video/mp4', bytes = 50_000_000): MediaFacts => ({ mimeType, bytes });
const check = (text: string, media: MediaFacts[] = [], link?: string) =>
  checkFacebookPost({ text, media, link });

describe('Facebook text', () => {
  it('takes 63,206 characters, not 63,207, an emoji counting 2', () => {
    expect(check('a'.repeat(63_206))).toEqual([]);
    const [problem] = check('a'.repeat(63_207));
    expect(problem).toMatchObject({ rule: 'text_length', limit: 63_206, actual: 63_207 });
    expect(problem?.message).toBe('Facebook allows 63206 characters; this has 63207.');
    expect(rules(check('🍂'.repeat(31_604)))).toEqual(['text_length']);
  });

  it('needs text, a link or a file', () => {
    expect(rules(check('  '))).toEqual(['empty']);
    expect(check('', [], 'https://acme.example/spring')).toEqual([]);
    expect(check('', [photo()])).toEqual([]);
  });

  it('puts the link into the text beside files, and counts it there', () => {
    const link = 'https://acme.example/spring';
    expect(facebookText('Hello', link, 1)).toBe(`Hello\n\n${link}`);
    expect(facebookText('Hello', link, 0)).toBe('Hello');
    const text = 'a'.repeat(63_190);
    expect(check(text, [], link)).toEqual([]);
    const [problem] = check(text, [photo()], link);
    expect(problem?.message).toContain('the link counts');
  });
});

describe('Facebook files', () => {
  it('takes up to 10 photos of JPEG, PNG, GIF or WebP', () => {
    const types = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
    expect(
      check(
        'Spring',
        types.map((t) => photo(t)),
      ),
    ).toEqual([]);
    expect(
      check(
        'Ten',
        Array.from({ length: 10 }, () => photo()),
      ),
    ).toEqual([]);
    const [problem] = check(
      'Eleven',
      Array.from({ length: 11 }, () => photo()),
    );
    expect(problem).toMatchObject({ rule: 'media_count', limit: 10, actual: 11 });
    expect(check('Heic', [photo('image/heic')])[0]).toMatchObject({ rule: 'media_type', media: 0 });
  });

  it('says a photo over about 4 MB is too large', () => {
    expect(check('ok', [photo('image/jpeg', FACEBOOK_LIMITS.photoBytes)])).toEqual([]);
    const [problem] = check('big', [photo('image/png', 6_000_000)]);
    expect(problem).toMatchObject({ rule: 'media_size', media: 0, actual: 6_000_000 });
    expect(problem?.message).toContain('up to about 4 MB; this one is 6 MB');
  });

  it('takes one MP4 or MOV video up to 1 GB, alone', () => {
    expect(check('Reel', [video()])).toEqual([]);
    expect(check('Mov', [video('video/quicktime')])).toEqual([]);
    expect(rules(check('Webm', [video('video/webm')]))).toEqual(['media_type']);
    const [big] = check('Big', [video('video/mp4', 1_100_000_000)]);
    expect(big?.message).toContain('up to 1 GB');
    expect(rules(check('Mixed', [video(), photo()]))).toEqual(['media_mix']);
    expect(rules(check('Two', [video(), video()]))).toEqual(['media_mix']);
    expect(rules(check('Pdf', [{ mimeType: 'application/pdf', bytes: 10 }]))).toEqual(['media_type']);
  });

  it('reads what the post goes out as from its files', () => {
    expect(facebookContent([])).toBe('none');
    expect(facebookContent([photo(), photo()])).toBe('photos');
    expect(facebookContent([video()])).toBe('video');
  });
});

describe('Facebook among the networks', () => {
  it('is one of the engine’s networks, checked with its first comment and without polls', () => {
    expect(PUBLISHING_NETWORKS).toContain('facebook');
    const problems = checkForNetwork('facebook', {
      text: 'Spring',
      media: [],
      firstComment: 'c'.repeat(8001),
      poll: { options: ['a', 'b'], expiresIn: 3600 },
    });
    expect(rules(problems)).toEqual(['poll_options', 'comment_length']);
    expect(problems[1]?.comment).toBe(true);
    expect(checkFirstComment('facebook', 'c'.repeat(8000))).toEqual([]);
    expect(checkFacebookComment(' fine ')).toEqual([]);
  });
});
