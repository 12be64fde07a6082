import type { LimitProblem, MediaFacts } from './limits';

/**
 * What Pinterest's `POST /v5/pins` takes (providers/publishing.md §8, Pinterest's OpenAPI
 * description 5.23), checked as the person types and again before anything is sent: a Pin goes
 * on a board the person chooses; it is one image, 2 to 5 images, or one video; its title has up
 * to 100 characters, its description (the variant's text) 800, its destination link 2,048 and
 * each image's alt text 500. The OpenAPI gives these as JSON Schema `maxLength`, which counts
 * characters (code points), so that is how they are counted here.
 */
export const PINTEREST_LIMITS = {
  titleCharacters: 100,
  descriptionCharacters: 800,
  linkCharacters: 2048,
  altCharacters: 500,
  /** `multiple_image_urls`: 2 to 5 images. */
  imagesMin: 2,
  imagesMax: 5,
  /**
   * The sheet names no image formats or size: JPEG, PNG and WebP up to 20 MB is Pinterest's
   * help centre's figure for Pins, not verified against the API (unverified).
   */
  imageBytes: 20 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /**
   * A video Pin: MP4 or MOV (M4V), up to 2 GB, 4 seconds to 15 minutes. Not in the sheet or the
   * OpenAPI: Pinterest's help centre's figures, unverified.
   */
  videoBytes: 2 * 1024 * 1024 * 1024,
  videoTypes: ['video/mp4', 'video/quicktime', 'video/x-m4v'],
  videoMinMs: 4_000,
  videoMaxMs: 15 * 60_000,
} as const;

/** A Pin needs a board, and nothing can choose one for the person. */
export const PINTEREST_NO_BOARD = 'Choose the board this Pin goes on.';

/** Pinterest's API posts no comments: the first comment would be lost. */
export const PINTEREST_NO_FIRST_COMMENT =
  'Pins go out without a first comment from here (Pinterest’s API posts none); put it in the description.';

/** A length as Pinterest's `maxLength` counts it: characters (code points). */
export const pinterestLength = (text: string): number => Array.from(text).length;

const isVideo = (m: MediaFacts) => m.mimeType.startsWith('video/');
const isImage = (m: MediaFacts) => m.mimeType.startsWith('image/');
const megabytes = (bytes: number) => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;

/** One file's type, size and length, for Pinterest. */
function checkMedium(medium: MediaFacts & { alt?: string | null }, index: number): LimitProblem[] {
  const L = PINTEREST_LIMITS;
  const problems: LimitProblem[] = [];
  if (isVideo(medium)) {
    if (!(L.videoTypes as readonly string[]).includes(medium.mimeType))
      problems.push({
        rule: 'media_type',
        limit: 0,
        actual: 0,
        media: index,
        message: 'Pinterest takes videos as MP4 or MOV. Export it as MP4 (H.264) first.',
      });
    if (medium.bytes > L.videoBytes)
      problems.push({
        rule: 'media_size',
        limit: L.videoBytes,
        actual: medium.bytes,
        media: index,
        message: `Pinterest takes videos up to 2 GB; this one is ${megabytes(medium.bytes)}.`,
      });
    const ms = medium.durationMs;
    if (ms !== undefined && ms !== null && (ms < L.videoMinMs || ms > L.videoMaxMs))
      problems.push({
        rule: 'media_duration',
        limit: ms < L.videoMinMs ? L.videoMinMs : L.videoMaxMs,
        actual: ms,
        media: index,
        message: `Pinterest takes videos from 4 seconds to 15 minutes; this one is ${Math.round(ms / 100) / 10} seconds.${ms > L.videoMaxMs ? ' Trim it.' : ''}`,
      });
  } else if (!(L.imageTypes as readonly string[]).includes(medium.mimeType))
    problems.push({
      rule: 'media_type',
      limit: 0,
      actual: 0,
      media: index,
      message: isImage(medium)
        ? 'Pinterest takes images as JPEG, PNG or WebP. Save it as a JPEG or PNG first.'
        : 'Pinterest takes images (JPEG, PNG, WebP) and videos (MP4, MOV), not other files.',
    });
  else if (medium.bytes > L.imageBytes)
    problems.push({
      rule: 'media_size',
      limit: L.imageBytes,
      actual: medium.bytes,
      media: index,
      message: `Pinterest takes images up to 20 MB; this one is ${megabytes(medium.bytes)}.`,
    });
  const alt = medium.alt ? pinterestLength(medium.alt) : 0;
  if (alt > L.altCharacters)
    problems.push({
      rule: 'alt_length',
      limit: L.altCharacters,
      actual: alt,
      media: index,
      message: `Pinterest takes a description for people who cannot see the image (alt text) of up to ${L.altCharacters} characters; this one has ${alt}.`,
    });
  return problems;
}

/** A variant for a Pinterest channel: its board, title, description, link and files. */
export function checkPinterestPost(post: {
  text: string;
  title?: string;
  link?: string;
  /** The board the Pin goes on (`GET /v5/boards`); the Pin cannot go out without one. */
  boardId?: string;
  media: readonly (MediaFacts & { alt?: string | null })[];
}): LimitProblem[] {
  const L = PINTEREST_LIMITS;
  const problems: LimitProblem[] = [];
  if (!post.boardId?.trim())
    problems.push({ rule: 'board', limit: 1, actual: 0, message: PINTEREST_NO_BOARD });
  const videos = post.media.filter(isVideo).length;
  const count = post.media.length;
  if (count === 0)
    problems.push({ rule: 'empty', limit: 1, actual: 0, message: 'A Pin needs an image or a video.' });
  else if (videos > 0 && count > 1)
    problems.push({
      rule: videos === count ? 'media_count' : 'media_mix',
      limit: 1,
      actual: count,
      message:
        videos === count
          ? `A Pin takes one video; this has ${count}.`
          : 'A Pin is one video or up to 5 images, not both: keep the video or the images.',
    });
  else if (count > L.imagesMax)
    problems.push({
      rule: 'media_count',
      limit: L.imagesMax,
      actual: count,
      message: `A Pin takes up to ${L.imagesMax} images; this has ${count}. Keep the best ${L.imagesMax}.`,
    });
  post.media.forEach((medium, index) => {
    problems.push(...checkMedium(medium, index));
  });
  const title = pinterestLength(post.title?.trim() ?? '');
  if (title > L.titleCharacters)
    problems.push({
      rule: 'title_length',
      limit: L.titleCharacters,
      actual: title,
      message: `A Pin’s title has up to ${L.titleCharacters} characters; this has ${title}.`,
    });
  const description = pinterestLength(post.text);
  if (description > L.descriptionCharacters)
    problems.push({
      rule: 'text_length',
      limit: L.descriptionCharacters,
      actual: description,
      message: `A Pin’s description has up to ${L.descriptionCharacters} characters; this has ${description}.`,
    });
  const link = pinterestLength(post.link ?? '');
  if (link > L.linkCharacters)
    problems.push({
      rule: 'link',
      limit: L.linkCharacters,
      actual: link,
      message: `Pinterest takes a destination link of up to ${L.linkCharacters} characters; this has ${link}. Use a shorter address.`,
    });
  return problems;
}

/**
 * What Pinterest may make of the Pin, said before it goes (not problems: nothing is refused
 * here). Pinterest wants a multi-image Pin's images the same size; its API may refuse others.
 */
export function pinterestHints(media: readonly MediaFacts[]): string[] {
  if (media.length < PINTEREST_LIMITS.imagesMin || !media.every(isImage)) return [];
  const sizes = new Set(
    media.filter((m) => m.width && m.height).map((m) => `${m.width as number}x${m.height as number}`),
  );
  return sizes.size > 1
    ? [
        'Pinterest wants the images of a multi-image Pin the same size; these differ, and Pinterest may refuse them.',
      ]
    : [];
}
