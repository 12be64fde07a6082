import type { LimitProblem, MediaFacts } from './limits';

/**
 * What Instagram's content publishing takes (providers/publishing.md §1), checked as the person
 * types and again before any container is made: a caption of 2,200 characters with at most 30
 * hashtags and 20 mentions; a post is one JPEG, or a carousel of 2 to 10 images and videos; a
 * reel is one video; a story one image or video. Nothing goes out without a file.
 */
export const INSTAGRAM_LIMITS = {
  captionCharacters: 2200,
  hashtags: 30,
  mentions: 20,
  carouselMin: 2,
  carouselMax: 10,
  /** JPEG only, at most 8 MB. */
  imageBytes: 8 * 1024 * 1024,
  imageTypes: ['image/jpeg'],
  /** Reels (and a carousel's videos): MP4 or MOV up to 300 MB, 3 seconds to 15 minutes. */
  videoBytes: 300 * 1024 * 1024,
  videoTypes: ['video/mp4', 'video/quicktime'],
  videoMinMs: 3_000,
  videoMaxMs: 15 * 60_000,
  /** A feed image's shape: from 4:5 (portrait) to 1.91:1 (landscape). */
  aspectMin: 4 / 5,
  aspectMax: 1.91,
} as const;

/**
 * What an Instagram variant goes out as: a feed `post` (one image, or a carousel of 2–10),
 * a `reel` (one video) or a `story` (one image or video, gone after a day).
 */
export const INSTAGRAM_POST_KINDS = ['post', 'reel', 'story'] as const;
export type InstagramPostKind = (typeof INSTAGRAM_POST_KINDS)[number];

/** What Instagram counts as a hashtag and a mention in a caption. */
const HASHTAG = /(^|[^\p{L}\p{N}_&])#[\p{L}\p{N}_]+/gu;
const MENTION = /(^|[^\p{L}\p{N}_.])@[A-Za-z0-9_.]+/gu;

const isVideo = (m: MediaFacts) => m.mimeType.startsWith('video/');
const megabytes = (bytes: number) => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;

/** The caption's rules: its length, hashtags and mentions (Instagram counts characters, not bytes). */
export function checkInstagramCaption(text: string, what = 'A caption'): LimitProblem[] {
  const L = INSTAGRAM_LIMITS;
  const problems: LimitProblem[] = [];
  const length = Array.from(text).length;
  if (length > L.captionCharacters)
    problems.push({
      rule: 'text_length',
      limit: L.captionCharacters,
      actual: length,
      message: `${what} on Instagram has up to ${L.captionCharacters} characters; this has ${length}.`,
    });
  const hashtags = text.match(HASHTAG)?.length ?? 0;
  if (hashtags > L.hashtags)
    problems.push({
      rule: 'hashtags',
      limit: L.hashtags,
      actual: hashtags,
      message: `Instagram takes up to ${L.hashtags} hashtags; this has ${hashtags}. Keep the ones people search for.`,
    });
  const mentions = text.match(MENTION)?.length ?? 0;
  if (mentions > L.mentions)
    problems.push({
      rule: 'mentions',
      limit: L.mentions,
      actual: mentions,
      message: `Instagram takes up to ${L.mentions} @mentions; this has ${mentions}.`,
    });
  return problems;
}

/** One file's type, size, length and shape, for Instagram. */
function checkMedium(medium: MediaFacts, index: number, kind: InstagramPostKind): LimitProblem[] {
  const L = INSTAGRAM_LIMITS;
  const problems: LimitProblem[] = [];
  if (isVideo(medium)) {
    if (!(L.videoTypes as readonly string[]).includes(medium.mimeType))
      problems.push({
        rule: 'media_type',
        limit: 0,
        actual: 0,
        media: index,
        message: 'Instagram takes videos as MP4 or MOV. Convert it to MP4 first.',
      });
    if (medium.bytes > L.videoBytes)
      problems.push({
        rule: 'media_size',
        limit: L.videoBytes,
        actual: medium.bytes,
        media: index,
        message: `Instagram takes videos up to ${megabytes(L.videoBytes)}; this one is ${megabytes(medium.bytes)}.`,
      });
    if (medium.durationMs !== undefined && medium.durationMs !== null) {
      const seconds = Math.round(medium.durationMs / 1000);
      if (medium.durationMs < L.videoMinMs || medium.durationMs > L.videoMaxMs)
        problems.push({
          rule: 'media_duration',
          limit: medium.durationMs < L.videoMinMs ? L.videoMinMs : L.videoMaxMs,
          actual: medium.durationMs,
          media: index,
          message: `Instagram takes videos from 3 seconds to 15 minutes; this one is ${seconds} seconds. Trim it.`,
        });
    }
    return problems;
  }
  if (!medium.mimeType.startsWith('image/'))
    return [
      {
        rule: 'media_type',
        limit: 0,
        actual: 0,
        media: index,
        message: 'Instagram takes images and videos.',
      },
    ];
  if (!(L.imageTypes as readonly string[]).includes(medium.mimeType))
    problems.push({
      rule: 'media_type',
      limit: 0,
      actual: 0,
      media: index,
      message: 'Instagram takes images as JPEG. Save it as a JPEG first.',
    });
  if (medium.bytes > L.imageBytes)
    problems.push({
      rule: 'media_size',
      limit: L.imageBytes,
      actual: medium.bytes,
      media: index,
      message: `Instagram takes images up to ${megabytes(L.imageBytes)}; this one is ${megabytes(medium.bytes)}.`,
    });
  // A story is shown full screen at any shape; a feed image must sit between 4:5 and 1.91:1.
  if (kind !== 'story' && medium.width && medium.height) {
    const ratio = medium.width / medium.height;
    if (ratio < L.aspectMin - 0.005 || ratio > L.aspectMax + 0.005)
      problems.push({
        rule: 'media_aspect',
        limit: ratio < L.aspectMin ? L.aspectMin : L.aspectMax,
        actual: ratio,
        media: index,
        message: `Instagram shows feed images from 4:5 (portrait) to 1.91:1 (landscape); this one is ${medium.width}×${medium.height}. Crop it.`,
      });
  }
  return problems;
}

/** A variant for an Instagram channel: its kind, caption and files. */
export function checkInstagramPost(post: {
  kind: InstagramPostKind;
  text: string;
  media: readonly MediaFacts[];
}): LimitProblem[] {
  const L = INSTAGRAM_LIMITS;
  const problems: LimitProblem[] = [];
  const count = post.media.length;
  if (count === 0)
    problems.push({
      rule: 'empty',
      limit: 1,
      actual: 0,
      message:
        post.kind === 'reel' ? 'A reel needs a video.' : 'Instagram needs an image or a video in every post.',
    });
  else if (post.kind === 'reel' && (count > 1 || !isVideo(post.media[0] as MediaFacts)))
    problems.push({
      rule: 'media_mix',
      limit: 1,
      actual: count,
      message: 'A reel is one video. Make it a post to share several files as a carousel.',
    });
  else if (post.kind === 'story' && count > 1)
    problems.push({
      rule: 'media_count',
      limit: 1,
      actual: count,
      message: 'A story is one image or one video.',
    });
  else if (post.kind === 'post' && count === 1 && isVideo(post.media[0] as MediaFacts))
    problems.push({
      rule: 'media_mix',
      limit: 1,
      actual: count,
      message: 'Instagram shares a single video as a reel: choose "Reel".',
    });
  else if (post.kind === 'post' && count > L.carouselMax)
    problems.push({
      rule: 'media_count',
      limit: L.carouselMax,
      actual: count,
      message: `A carousel has ${L.carouselMin} to ${L.carouselMax} images and videos; this has ${count}.`,
    });
  // A story has no caption on Instagram: its text would be lost, so say so.
  if (post.kind === 'story' && post.text.trim() !== '')
    problems.push({
      rule: 'text_length',
      limit: 0,
      actual: Array.from(post.text).length,
      message: 'A story goes out without a caption. Put the words on the image, or clear the caption.',
    });
  else problems.push(...checkInstagramCaption(post.text));
  post.media.forEach((medium, index) => {
    problems.push(...checkMedium(medium, index, post.kind));
  });
  return problems;
}
