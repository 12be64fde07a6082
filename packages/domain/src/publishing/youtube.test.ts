import { describe, expect, it } from 'vitest';
import { checkFirstComment, checkForNetwork, type LimitRule, type MediaFacts } from './limits';
import { variantSchema } from './variant.schema';
import {
  checkYoutubePost,
  YOUTUBE_LIMITS,
  youtubeDescription,
  youtubeHints,
  youtubeTagsLength,
  youtubeTitle,
} from './youtube';

const rules = (problems: { rule: LimitRule }[]) => problems.map((p) => p.rule);
const video = (extra: Partial<MediaFacts> = {}): MediaFacts => ({
  mimeType: 'video/mp4',
  bytes: 50_000_000,
  durationMs: 90_000,
  ...extra,
});
const check = (post: Partial<Parameters<typeof checkYoutubePost>[0]> = {}) =>
  checkYoutubePost({ text: 'Spring launch\nOur new range, in two minutes.', media: [video()], ...post });

describe('YouTube title', () => {
  it('is the one given, else the text’s first line that has words', () => {
    expect(youtubeTitle('\n  Spring launch  \nMore', '')).toBe('Spring launch');
    expect(youtubeTitle('Spring launch\nMore', '  The range  ')).toBe('The range');
    expect(check()).toEqual([]);
  });

  it('takes 100 characters, not 101, and says where a too-long title came from', () => {
    expect(check({ title: 'a'.repeat(100) })).toEqual([]);
    const [given] = check({ title: 'a'.repeat(101) });
    expect(given).toMatchObject({ rule: 'title_length', limit: 100, actual: 101 });
    expect(given?.message).toBe('A YouTube title has up to 100 characters; this has 101.');
    const [fallback] = check({ text: `${'b'.repeat(120)}\nrest` });
    expect(fallback?.message).toContain("the text's first line is used");
  });

  it('is needed, and refuses < and >', () => {
    expect(rules(check({ text: '  \n ' }))).toEqual(['title_length']);
    expect(check({ text: '' })[0]?.message).toBe(
      'A YouTube video needs a title: give it one, or start the text with it.',
    );
    expect(rules(check({ title: 'Before > after' }))).toEqual(['title_characters']);
  });
});

describe('YouTube description and tags', () => {
  it('takes 5,000 bytes of description, counting the link added to it', () => {
    expect(check({ text: `T\n${'a'.repeat(4998)}` })).toEqual([]);
    const [tooLong] = check({ text: `T\n${'é'.repeat(2500)}` });
    expect(tooLong).toMatchObject({ rule: 'text_bytes', limit: 5000, actual: 5002 });
    const link = 'https://example.com/spring';
    expect(youtubeDescription('Watch', link)).toBe(`Watch\n\n${link}`);
    expect(rules(check({ text: `T\n${'a'.repeat(4990)}`, link }))).toEqual(['text_bytes']);
    expect(rules(check({ text: 'Title\n<b>bold</b>' }))).toEqual(['text_characters']);
  });

  it('counts tags as YouTube does: commas between, quotes around a tag with a space', () => {
    expect(youtubeTagsLength(['spring', 'new range'])).toBe(6 + 1 + 9 + 2);
    expect(youtubeTagsLength([])).toBe(0);
    const tags = Array.from({ length: 50 }, (_, i) => `tag${String(i).padStart(6, '0')}`);
    expect(youtubeTagsLength(tags)).toBe(50 * 9 + 49);
    expect(check({ tags })).toEqual([]);
    const [problem] = check({ tags: [...tags, 'one more'] });
    expect(problem).toMatchObject({ rule: 'tags_length', limit: 500, actual: 499 + 1 + 10 });
  });
});

describe('YouTube files', () => {
  it('needs exactly one video file', () => {
    expect(check({ media: [] })[0]).toMatchObject({
      rule: 'empty',
      message: 'A YouTube post needs a video.',
    });
    expect(rules(check({ media: [video(), video()] }))).toEqual(['media_count']);
    const [image] = check({ media: [{ mimeType: 'image/jpeg', bytes: 100 }] });
    expect(image).toMatchObject({ rule: 'media_type', media: 0 });
    expect(image?.message).toContain('a video file');
    expect(check({ media: [video({ mimeType: 'video/quicktime' })] })).toEqual([]);
    expect(check({ media: [video({ mimeType: 'video/webm' })] })).toEqual([]);
  });

  it('takes up to 256 GB', () => {
    expect(check({ media: [video({ bytes: YOUTUBE_LIMITS.videoBytes })] })).toEqual([]);
    const [big] = check({ media: [video({ bytes: YOUTUBE_LIMITS.videoBytes + 1 })] });
    expect(big).toMatchObject({ rule: 'media_size', limit: YOUTUBE_LIMITS.videoBytes });
  });

  it('says a short upright video is a Short and a long one needs a verified channel, refusing neither', () => {
    const short = video({ durationMs: 60_000, width: 1080, height: 1920 });
    expect(youtubeHints([short])).toEqual([
      'A vertical or square video of up to 3 minutes goes out as a YouTube Short.',
    ]);
    expect(youtubeHints([video({ durationMs: 60_000, width: 1920, height: 1080 })])).toEqual([]);
    const long = video({ durationMs: 20 * 60_000 });
    expect(youtubeHints([long])[0]).toContain('verified phone number');
    expect(check({ media: [long] })).toEqual([]);
  });
});

describe('checkForNetwork for YouTube', () => {
  it('checks the title and tags it is given, and sends no first comment or poll', () => {
    const post = { text: 'Spring', media: [video()] };
    expect(checkForNetwork('youtube', post)).toEqual([]);
    expect(rules(checkForNetwork('youtube', { ...post, title: 'x'.repeat(101) }))).toEqual(['title_length']);
    expect(rules(checkForNetwork('youtube', { ...post, tags: ['a'.repeat(501)] }))).toEqual(['tags_length']);
    const [comment] = checkForNetwork('youtube', { ...post, firstComment: 'Links below' });
    expect(comment).toMatchObject({ rule: 'comment_length', comment: true });
    expect(checkFirstComment('youtube', '  ')).toEqual([]);
    expect(
      rules(checkForNetwork('youtube', { ...post, poll: { options: ['a', 'b'], expiresIn: 3600 } })),
    ).toEqual(['poll_options']);
  });

  it('the variant takes YouTube’s options, bounded', () => {
    const base = { text: 'x', media: [] };
    expect(
      variantSchema.parse({
        ...base,
        title: 'Spring',
        tags: ['spring'],
        category_id: '22',
        privacy: 'unlisted',
        made_for_kids: false,
      }),
    ).toMatchObject({ title: 'Spring', privacy: 'unlisted', made_for_kids: false });
    expect(variantSchema.safeParse({ ...base, privacy: 'friends' }).success).toBe(false);
    expect(variantSchema.safeParse({ ...base, category_id: 'music' }).success).toBe(false);
    expect(variantSchema.safeParse({ ...base, tags: [''] }).success).toBe(false);
  });
});
