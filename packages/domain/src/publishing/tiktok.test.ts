import { describe, expect, it } from 'vitest';
import { checkFirstComment, checkForNetwork, type LimitRule, type MediaFacts } from './limits';
import { checkTikTokPost, TIKTOK_LIMITS, type TikTokChoices, tiktokLength } from './tiktok';
import { variantSchema } from './variant.schema';

const rules = (problems: { rule: LimitRule }[]) => problems.map((p) => p.rule);
const video = (extra: Partial<MediaFacts> = {}): MediaFacts => ({
  mimeType: 'video/mp4',
  bytes: 30_000_000,
  durationMs: 45_000,
  ...extra,
});
const photo = (mimeType = 'image/jpeg', extra: Partial<MediaFacts> = {}): MediaFacts => ({
  mimeType,
  bytes: 900_000,
  ...extra,
});
const photos = (count: number) => Array.from({ length: count }, () => photo());
const PUBLIC: TikTokChoices = { privacyLevel: 'PUBLIC_TO_EVERYONE' };
const check = (text: string, media: MediaFacts[], choices: TikTokChoices = PUBLIC) =>
  checkTikTokPost({ text, media }, choices);

describe('TikTok files', () => {
  it('takes one MP4, MOV or WebM video', () => {
    expect(check('Spring', [video()])).toEqual([]);
    expect(check('Spring', [video({ mimeType: 'video/quicktime' })])).toEqual([]);
    expect(check('Spring', [video({ mimeType: 'video/webm' })])).toEqual([]);
    const [problem] = check('Spring', [video({ mimeType: 'video/x-msvideo' })]);
    expect(problem).toMatchObject({ rule: 'media_type', media: 0 });
    expect(problem?.message).toBe('TikTok takes videos as MP4, MOV or WebM. Convert it to MP4 first.');
  });

  it('takes a photo post of 2 to 35 JPEG or WebP photos, not one, not 36', () => {
    expect(check('', photos(2))).toEqual([]);
    expect(check('', [...photos(34), photo('image/webp')])).toEqual([]);
    expect(check('', photos(1))[0]).toMatchObject({ rule: 'media_count', limit: 2, actual: 1 });
    const [tooMany] = check('', photos(36));
    expect(tooMany).toMatchObject({ rule: 'media_count', limit: 35, actual: 36 });
    expect(tooMany?.message).toBe('A TikTok photo post has 2 to 35 photos; this has 36.');
    expect(check('', [photo(), photo('image/png')])[0]).toMatchObject({
      rule: 'media_type',
      media: 1,
      message: 'TikTok takes photos as JPEG or WebP. Save it as a JPEG first.',
    });
  });

  it('needs a file, and never mixes a video with photos', () => {
    expect(rules(check('Just words', []))).toEqual(['empty']);
    expect(rules(check('x', [video(), photo()]))).toEqual(['media_mix']);
    expect(rules(check('x', [video(), video()]))).toEqual(['media_mix']);
  });

  it('refuses a photo over 20 MB and a video over 4 GB', () => {
    const [big] = check('', [photo('image/jpeg', { bytes: TIKTOK_LIMITS.imageBytes + 1 }), photo()]);
    expect(big).toMatchObject({ rule: 'media_size', media: 0 });
    expect(big?.message).toBe('TikTok takes photos up to 21 MB; this one is 21 MB.');
    expect(rules(check('', [video({ bytes: TIKTOK_LIMITS.videoBytes + 1 })]))).toEqual(['media_size']);
  });

  it('holds a video to the account’s longest, once its creator info is known', () => {
    const long = video({ durationMs: 700_000 });
    expect(check('', [long])).toEqual([]);
    const [problem] = check('', [long], { ...PUBLIC, creator: { maxVideoSeconds: 600 } });
    expect(problem).toMatchObject({ rule: 'media_duration', limit: 600_000, actual: 700_000, media: 0 });
    expect(problem?.message).toBe(
      'This TikTok account may post videos up to 600 seconds; this one is 700 seconds. Trim it.',
    );
  });
});

describe('TikTok text', () => {
  it('counts as TikTok does, in UTF-16 units: a caption of 2,200, a photo description of 4,000', () => {
    expect(tiktokLength('🎉')).toBe(2);
    expect(check('a'.repeat(2200), [video()])).toEqual([]);
    const [caption] = check(`${'a'.repeat(2199)}🎉`, [video()]);
    expect(caption).toMatchObject({ rule: 'text_length', limit: 2200, actual: 2201 });
    expect(caption?.message).toBe(
      'TikTok allows 2200 characters in a caption (most emoji count as 2); this has 2201.',
    );
    expect(check('a'.repeat(4000), photos(2))).toEqual([]);
    expect(check('a'.repeat(4001), photos(2))[0]).toMatchObject({ rule: 'text_length', limit: 4000 });
  });

  it('says a draft video goes to the inbox without its caption', () => {
    const [problem] = check('A caption', [video()], { mode: 'inbox' });
    expect(problem?.rule).toBe('text_length');
    expect(problem?.message).toContain('goes without its caption');
    expect(check('', [video()], { mode: 'inbox' })).toEqual([]);
    // A photo draft keeps its description.
    expect(check('A caption', photos(2), { mode: 'inbox' })).toEqual([]);
  });
});

describe('TikTok’s audit rules', () => {
  it('has the person choose who can see a direct post: no level is chosen for them', () => {
    const [problem] = check('Spring', [video()], {});
    expect(problem).toMatchObject({ rule: 'privacy_level', message: 'Choose who can see this TikTok post.' });
    // A draft's level is chosen in TikTok's app.
    expect(check('', [video()], { mode: 'inbox' })).toEqual([]);
  });

  it('offers only the levels the account has', () => {
    const creator = { privacyLevels: ['FOLLOWER_OF_CREATOR', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'] };
    expect(check('', [video()], { privacyLevel: 'SELF_ONLY', creator })).toEqual([]);
    const [problem] = check('', [video()], { privacyLevel: 'PUBLIC_TO_EVERYONE', creator });
    expect(problem?.message).toBe(
      'This TikTok account cannot post to “Everyone”: choose “Followers”, “Friends”, “Only me”.',
    );
  });

  it('never lets branded content be private', () => {
    const [problem] = check('', [video()], { privacyLevel: 'SELF_ONLY', brandContent: true });
    expect(problem?.rule).toBe('privacy_level');
    expect(problem?.message).toContain('branded content');
    expect(check('', [video()], { privacyLevel: 'FOLLOWER_OF_CREATOR', brandContent: true })).toEqual([]);
  });
});

describe('checkForNetwork for TikTok', () => {
  const post = { text: 'Spring', media: [video()], privacyLevel: 'SELF_ONLY' };

  it('checks the variant’s TikTok choices', () => {
    expect(checkForNetwork('tiktok', post)).toEqual([]);
    expect(rules(checkForNetwork('tiktok', { ...post, privacyLevel: undefined }))).toEqual(['privacy_level']);
    expect(rules(checkForNetwork('tiktok', { ...post, tiktokMode: 'inbox', text: '' }))).toEqual([]);
  });

  it('refuses what TikTok cannot carry: a first comment, a poll, a link', () => {
    const problems = checkForNetwork('tiktok', {
      ...post,
      firstComment: 'Credits: …',
      poll: { options: ['a', 'b'], expiresIn: 3600 },
      link: 'https://example.com',
    });
    expect(rules(problems)).toEqual(['comment_length', 'poll_options', 'link']);
    expect(problems[0]?.comment).toBe(true);
    expect(checkFirstComment('tiktok', 'Credits')[0]?.message).toBe(
      'TikTok lets no app post a comment: clear the first comment.',
    );
    expect(checkFirstComment('tiktok', '  ')).toEqual([]);
  });

  it('keeps the variant’s TikTok fields, with TikTok’s levels only', () => {
    const variant = variantSchema.parse({
      text: '',
      media: [],
      privacy_level: 'MUTUAL_FOLLOW_FRIENDS',
      allow_comments: true,
      allow_duet: false,
      allow_stitch: false,
      brand_content: false,
      brand_organic: true,
      tiktok_mode: 'direct',
    });
    expect(variant).toMatchObject({ privacy_level: 'MUTUAL_FOLLOW_FRIENDS', brand_organic: true });
    expect(variantSchema.safeParse({ text: '', media: [], privacy_level: 'FRIENDS' }).success).toBe(false);
    expect(variantSchema.safeParse({ text: '', media: [], tiktok_mode: 'draft' }).success).toBe(false);
  });
});
