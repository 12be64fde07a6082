import { describe, expect, it } from 'vitest';
import { checkFirstComment, checkForNetwork, type LimitRule, type MediaFacts } from './limits';
import {
  checkPinterestPost,
  PINTEREST_LIMITS,
  PINTEREST_NO_BOARD,
  PINTEREST_NO_FIRST_COMMENT,
  pinterestHints,
} from './pinterest';
import { postLength } from './post-length';
import { variantSchema } from './variant.schema';

const rules = (problems: { rule: LimitRule }[]) => problems.map((p) => p.rule);
const jpeg = (extra: Partial<MediaFacts> = {}): MediaFacts => ({
  mimeType: 'image/jpeg',
  bytes: 2_000_000,
  ...extra,
});
const mp4 = (extra: Partial<MediaFacts> = {}): MediaFacts => ({
  mimeType: 'video/mp4',
  bytes: 50_000_000,
  durationMs: 30_000,
  ...extra,
});
const check = (post: Partial<Parameters<typeof checkPinterestPost>[0]> = {}) =>
  checkPinterestPost({ text: 'Spring looks', boardId: '549755885175', media: [jpeg()], ...post });

describe('Pinterest board', () => {
  it('is needed: nothing chooses one for the person', () => {
    expect(check()).toEqual([]);
    const [problem] = check({ boardId: undefined });
    expect(problem).toMatchObject({ rule: 'board', limit: 1, actual: 0 });
    expect(problem?.message).toBe(PINTEREST_NO_BOARD);
    expect(rules(check({ boardId: '  ' }))).toEqual(['board']);
  });

  it('is Pinterest’s numeric id in a variant', () => {
    const base = { text: 'x', media: [] };
    expect(variantSchema.safeParse({ ...base, board_id: '549755885175' }).success).toBe(true);
    expect(variantSchema.safeParse({ ...base, board_id: '../pins' }).success).toBe(false);
    expect(variantSchema.safeParse({ ...base, board_id: '1'.repeat(33) }).success).toBe(false);
  });
});

describe('Pinterest files', () => {
  it('takes one image, 2 to 5 images, or one video', () => {
    expect(check({ media: [jpeg(), jpeg({ mimeType: 'image/png' })] })).toEqual([]);
    expect(check({ media: Array.from({ length: 5 }, () => jpeg()) })).toEqual([]);
    expect(check({ media: [mp4()] })).toEqual([]);
    const [six] = check({ media: Array.from({ length: 6 }, () => jpeg()) });
    expect(six).toMatchObject({ rule: 'media_count', limit: 5, actual: 6 });
    expect(rules(check({ media: [mp4(), mp4()] }))).toEqual(['media_count']);
    expect(check({ media: [mp4(), jpeg()] })[0]).toMatchObject({
      rule: 'media_mix',
      message: 'A Pin is one video or up to 5 images, not both: keep the video or the images.',
    });
  });

  it('needs a file', () => {
    expect(check({ media: [] })).toEqual([
      { rule: 'empty', limit: 1, actual: 0, message: 'A Pin needs an image or a video.' },
    ]);
  });

  it('takes JPEG, PNG and WebP up to 20 MB', () => {
    expect(check({ media: [jpeg({ mimeType: 'image/webp' })] })).toEqual([]);
    expect(check({ media: [jpeg({ mimeType: 'image/gif' })] })[0]).toMatchObject({
      rule: 'media_type',
      media: 0,
    });
    expect(check({ media: [jpeg({ mimeType: 'application/pdf' })] })[0]?.message).toContain(
      'not other files',
    );
    const [large] = check({ media: [jpeg({ bytes: PINTEREST_LIMITS.imageBytes + 1 })] });
    expect(large).toMatchObject({ rule: 'media_size', limit: 20 * 1024 * 1024, media: 0 });
  });

  it('takes MP4 or MOV videos of 4 seconds to 15 minutes, up to 2 GB', () => {
    expect(check({ media: [mp4({ mimeType: 'video/quicktime', durationMs: 4_000 })] })).toEqual([]);
    expect(check({ media: [mp4({ durationMs: 15 * 60_000 })] })).toEqual([]);
    expect(check({ media: [mp4({ durationMs: 3_900 })] })[0]).toMatchObject({
      rule: 'media_duration',
      limit: 4_000,
      actual: 3_900,
    });
    expect(check({ media: [mp4({ durationMs: 15 * 60_000 + 1 })] })[0]?.message).toContain('Trim it.');
    expect(rules(check({ media: [mp4({ mimeType: 'video/webm' })] }))).toEqual(['media_type']);
    expect(rules(check({ media: [mp4({ bytes: 3 * 1024 ** 3 })] }))).toEqual(['media_size']);
    // A length not known yet is checked when it is.
    expect(check({ media: [mp4({ durationMs: null })] })).toEqual([]);
  });

  it('takes alt text of up to 500 characters', () => {
    expect(check({ media: [{ ...jpeg(), alt: 'é'.repeat(500) }] })).toEqual([]);
    expect(check({ media: [{ ...jpeg(), alt: 'a'.repeat(501) }] })[0]).toMatchObject({
      rule: 'alt_length',
      limit: 500,
      actual: 501,
      media: 0,
    });
  });

  it('hints that a multi-image Pin’s images should be the same size', () => {
    expect(
      pinterestHints([jpeg({ width: 1000, height: 1500 }), jpeg({ width: 1000, height: 1500 })]),
    ).toEqual([]);
    expect(
      pinterestHints([jpeg({ width: 1000, height: 1500 }), jpeg({ width: 1000, height: 1000 })]),
    ).toHaveLength(1);
    expect(pinterestHints([mp4()])).toEqual([]);
  });
});

describe('Pinterest text', () => {
  it('takes a title of 100 characters, a description of 800 and a link of 2,048', () => {
    expect(check({ title: 'a'.repeat(100), text: '🌷'.repeat(800) })).toEqual([]);
    expect(check({ title: 'a'.repeat(101) })[0]).toMatchObject({
      rule: 'title_length',
      limit: 100,
      actual: 101,
    });
    expect(check({ text: 'a'.repeat(801) })[0]).toMatchObject({
      rule: 'text_length',
      limit: 800,
      actual: 801,
      message: 'A Pin’s description has up to 800 characters; this has 801.',
    });
    expect(check({ link: `https://example.com/${'a'.repeat(2029)}` })[0]).toMatchObject({
      rule: 'link',
      limit: 2048,
      actual: 2049,
    });
  });

  it('counts the description against 800, apart from the link', () => {
    expect(
      postLength('pinterest', { text: '🌷 Spring', link: 'https://example.com/spring', media: [] }),
    ).toEqual({ count: 8, max: 800 });
  });
});

describe('Pinterest through checkForNetwork', () => {
  it('checks the board, the title and the files, and refuses a poll and a first comment', () => {
    const problems = checkForNetwork('pinterest', {
      text: 'Spring looks',
      title: 'a'.repeat(101),
      media: [jpeg()],
      poll: { options: ['a', 'b'], expiresIn: 3600 },
      firstComment: 'Shop the look',
    });
    expect(rules(problems)).toEqual(['board', 'title_length', 'poll_options', 'comment_length']);
    expect(checkFirstComment('pinterest', 'Shop the look')[0]?.message).toBe(PINTEREST_NO_FIRST_COMMENT);
    expect(checkFirstComment('pinterest', '  ')).toEqual([]);
    expect(
      checkForNetwork('pinterest', { text: 'Spring', boardId: '549755885175', media: [jpeg()] }),
    ).toEqual([]);
  });
});
