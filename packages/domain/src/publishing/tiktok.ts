import type { LimitProblem, MediaFacts } from './limits';

/**
 * What TikTok's Content Posting API takes (providers/publishing.md §6), checked as the person
 * types and again before anything is uploaded: one video (MP4, MOV or WebM) or a photo post of
 * 2 to 35 JPEG or WebP images; a video's caption up to 2,200 characters and a photo post's
 * description up to 4,000, both counted as TikTok counts them (UTF-16 units: most emoji count
 * 2). TikTok's audit rules (its content sharing guidelines) say the person chooses who can see
 * each post, from the levels the account offers, with nothing chosen for them: a post sent
 * straight to the profile carries its privacy level, and branded content is never private.
 */
export const TIKTOK_LIMITS = {
  /** A video's caption (`post_info.title`), in UTF-16 units. */
  captionCharacters: 2200,
  /** A photo post's title; the variant's text goes out as the description, so no title is sent. */
  photoTitleCharacters: 90,
  /** A photo post's description, in UTF-16 units. */
  photoDescriptionCharacters: 4000,
  photosMin: 2,
  photosMax: 35,
  /** JPEG or WebP, at most 20 MB each. */
  imageBytes: 20 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/webp'],
  /** MP4, MOV or WebM up to 4 GB; its length up to the account's own maximum (creator info). */
  videoBytes: 4 * 1024 * 1024 * 1024,
  videoTypes: ['video/mp4', 'video/quicktime', 'video/webm'],
} as const;

/** Who can see a TikTok post, as TikTok names the levels (`privacy_level`). */
export const TIKTOK_PRIVACY_LEVELS = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
] as const;
export type TikTokPrivacyLevel = (typeof TIKTOK_PRIVACY_LEVELS)[number];

/** Each level as TikTok's app says it. */
export const TIKTOK_PRIVACY_NAMES: Record<TikTokPrivacyLevel, string> = {
  PUBLIC_TO_EVERYONE: 'Everyone',
  MUTUAL_FOLLOW_FRIENDS: 'Friends',
  FOLLOWER_OF_CREATOR: 'Followers',
  SELF_ONLY: 'Only me',
};

/**
 * How a TikTok variant goes out: `direct`, posted to the profile; `inbox`, uploaded as a draft
 * the creator finishes (caption, who can see it) in TikTok's app.
 */
export const TIKTOK_MODES = ['direct', 'inbox'] as const;
export type TikTokMode = (typeof TIKTOK_MODES)[number];

/** What the account allows, from TikTok's creator info, when the caller has read it. */
export interface TikTokCreatorFacts {
  privacyLevels?: readonly string[];
  /** `max_video_post_duration_sec`. */
  maxVideoSeconds?: number | null;
}

/** A TikTok variant's own choices. */
export interface TikTokChoices {
  privacyLevel?: string;
  /** "Promoting another brand" (paid partnership): never private. */
  brandContent?: boolean;
  mode?: TikTokMode;
  creator?: TikTokCreatorFacts;
}

const isVideo = (m: MediaFacts) => m.mimeType.startsWith('video/');
const megabytes = (bytes: number) => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;
const levelName = (level: string) => TIKTOK_PRIVACY_NAMES[level as TikTokPrivacyLevel] ?? level;

/** The text's length as TikTok counts it: UTF-16 units. */
export const tiktokLength = (text: string): number => text.length;

/** One file's type and size, for TikTok. */
function checkMedium(medium: MediaFacts, index: number, creator?: TikTokCreatorFacts): LimitProblem[] {
  const L = TIKTOK_LIMITS;
  const problems: LimitProblem[] = [];
  const video = isVideo(medium);
  const types: readonly string[] = video ? L.videoTypes : L.imageTypes;
  if (!types.includes(medium.mimeType))
    problems.push({
      rule: 'media_type',
      limit: 0,
      actual: 0,
      media: index,
      message: video
        ? 'TikTok takes videos as MP4, MOV or WebM. Convert it to MP4 first.'
        : 'TikTok takes photos as JPEG or WebP. Save it as a JPEG first.',
    });
  const cap = video ? L.videoBytes : L.imageBytes;
  if (medium.bytes > cap)
    problems.push({
      rule: 'media_size',
      limit: cap,
      actual: medium.bytes,
      media: index,
      message: `TikTok takes ${video ? 'videos' : 'photos'} up to ${megabytes(cap)}; this one is ${megabytes(medium.bytes)}.`,
    });
  const most = creator?.maxVideoSeconds;
  if (video && most && medium.durationMs && medium.durationMs > most * 1000)
    problems.push({
      rule: 'media_duration',
      limit: most * 1000,
      actual: medium.durationMs,
      media: index,
      message: `This TikTok account may post videos up to ${most} seconds; this one is ${Math.round(medium.durationMs / 1000)} seconds. Trim it.`,
    });
  return problems;
}

/** Who can see it: chosen (for a direct post), offered by the account, and public for branded content. */
function checkPrivacy(choices: TikTokChoices): LimitProblem[] {
  if ((choices.mode ?? 'direct') === 'inbox') return [];
  const level = choices.privacyLevel;
  const problem = (message: string): LimitProblem[] => [
    { rule: 'privacy_level', limit: 0, actual: 0, message },
  ];
  if (!level) return problem('Choose who can see this TikTok post.');
  const offered = choices.creator?.privacyLevels;
  if (offered && offered.length > 0 && !offered.includes(level))
    return problem(
      `This TikTok account cannot post to “${levelName(level)}”: choose ${offered.map((l) => `“${levelName(l)}”`).join(', ')}.`,
    );
  if (choices.brandContent && level === 'SELF_ONLY')
    return problem(
      'TikTok does not let branded content be private: choose who can see it other than “Only me”.',
    );
  return [];
}

/** A variant for a TikTok channel: its text, files and TikTok's own choices. */
export function checkTikTokPost(
  post: { text: string; media: readonly MediaFacts[] },
  choices: TikTokChoices = {},
): LimitProblem[] {
  const L = TIKTOK_LIMITS;
  const problems: LimitProblem[] = [];
  const count = post.media.length;
  const videos = post.media.filter(isVideo).length;
  const photos = count > 0 && videos === 0;
  const inbox = (choices.mode ?? 'direct') === 'inbox';
  if (count === 0)
    problems.push({
      rule: 'empty',
      limit: 1,
      actual: 0,
      message: `TikTok needs a video, or ${L.photosMin} to ${L.photosMax} photos, in every post.`,
    });
  else if (videos > 0 && count > 1)
    problems.push({
      rule: 'media_mix',
      limit: 1,
      actual: count,
      message: 'A TikTok post is one video, or photos without a video.',
    });
  else if (photos && (count < L.photosMin || count > L.photosMax))
    problems.push({
      rule: 'media_count',
      limit: count < L.photosMin ? L.photosMin : L.photosMax,
      actual: count,
      message: `A TikTok photo post has ${L.photosMin} to ${L.photosMax} photos; this has ${count}.`,
    });
  const length = tiktokLength(post.text);
  const most = photos ? L.photoDescriptionCharacters : L.captionCharacters;
  // A draft video goes to the inbox as a file alone: TikTok's upload takes no caption with it.
  if (inbox && !photos && post.text.trim() !== '')
    problems.push({
      rule: 'text_length',
      limit: 0,
      actual: length,
      message:
        'A video sent to the TikTok inbox goes without its caption: write it in TikTok when finishing the post, or clear it here.',
    });
  else if (length > most)
    problems.push({
      rule: 'text_length',
      limit: most,
      actual: length,
      message: `TikTok allows ${most} characters ${photos ? 'in a photo post’s description' : 'in a caption'} (most emoji count as 2); this has ${length}.`,
    });
  problems.push(...checkPrivacy(choices));
  post.media.forEach((medium, index) => {
    problems.push(...checkMedium(medium, index, choices.creator));
  });
  return problems;
}

/** What a TikTok variant cannot carry: TikTok has no comments, polls or link cards through its API. */
export function tiktokUnsupported(post: {
  firstComment?: string;
  poll?: unknown;
  link?: string;
}): LimitProblem[] {
  const problems: LimitProblem[] = [];
  if (post.firstComment?.trim())
    problems.push({
      rule: 'comment_length',
      limit: 0,
      actual: Array.from(post.firstComment).length,
      comment: true,
      message: 'TikTok lets no app post a comment: clear the first comment.',
    });
  if (post.poll)
    problems.push({ rule: 'poll_options', limit: 0, actual: 0, message: 'TikTok posts carry no poll.' });
  if (post.link)
    problems.push({
      rule: 'link',
      limit: 0,
      actual: 0,
      message:
        'TikTok shows no link card, and a web address in a caption cannot be tapped: clear the link (put it in the bio).',
    });
  return problems;
}
