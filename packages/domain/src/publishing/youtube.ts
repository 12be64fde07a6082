import type { LimitProblem, MediaFacts } from './limits';
import { graphemeCount, utf8Length } from './text-count';
import { withLink } from './thread';

/**
 * What YouTube's `videos.insert` takes (providers/publishing.md §7), checked as the person types
 * and again before the upload: one video per post; a title of up to 100 characters (the first
 * line of the text when none is given) and a description of up to 5,000 bytes, neither with
 * `<` or `>`; tags of 500 characters in all.
 *
 * Shorts have no API of their own: a vertical (or square) video of up to 3 minutes is a Short
 * by itself. Channels that have not verified a phone number take videos up to 15 minutes; the
 * API does not say which channels these are, so that is a hint, not a block.
 */
export const YOUTUBE_LIMITS = {
  titleCharacters: 100,
  descriptionBytes: 5000,
  /** All tags together, counted as YouTube counts them (see `youtubeTagsLength`). */
  tagsCharacters: 500,
  /** `videos.insert` takes files up to 256 GB. */
  videoBytes: 256 * 1024 ** 3,
  /** Channels without a verified phone number: up to 15 minutes (third-party; a hint only). */
  unverifiedMaxMs: 15 * 60_000,
  /** A vertical or square video of up to 3 minutes is shown as a Short. */
  shortMaxMs: 3 * 60_000,
  /**
   * The project's Data API quota: 10,000 units a day, reset at midnight Pacific time, shared by
   * every channel connected through this server's Google client; one upload costs 1,600, so
   * about six videos a day unless Google raises the quota.
   */
  uploadUnits: 1600,
  /** A custom thumbnail: JPEG or PNG up to 2 MB (`thumbnails.set`, 50 units). */
  thumbnailBytes: 2 * 1024 * 1024,
  thumbnailTypes: ['image/jpeg', 'image/png'],
  dailyUnits: 10_000,
} as const;

/** Comments need another Google permission and 50 quota units each: none are sent from here. */
export const YOUTUBE_NO_FIRST_COMMENT =
  'YouTube videos go out without a first comment from here; put it in the description.';

/** Who may watch the video: everyone, those with its link, or the channel alone. */
export const YOUTUBE_PRIVACIES = ['public', 'unlisted', 'private'] as const;
export type YoutubePrivacy = (typeof YOUTUBE_PRIVACIES)[number];

/**
 * A public video scheduled ahead goes up to YouTube this long before its time, private, with
 * YouTube's `publishAt` at the time: YouTube has it processed and makes it public on the minute
 * itself, however long a large upload takes. Unlisted and private videos go up at their time
 * (`publishAt` only ever makes a video public).
 */
export const YOUTUBE_UPLOAD_LEAD_MINUTES = 120;
/** Closer to its time than this, a video goes up public at once: `publishAt` must lie ahead. */
export const YOUTUBE_PUBLISH_AT_MIN_MS = 2 * 60_000;

/** How long before its time a video of this privacy is uploaded (0: at its time). */
export const youtubeUploadLeadMs = (privacy?: YoutubePrivacy): number =>
  (privacy ?? 'public') === 'public' ? YOUTUBE_UPLOAD_LEAD_MINUTES * 60_000 : 0;

/** `<` and `>`: YouTube refuses them in a title and a description. */
const ANGLE = /[<>]/;

/** The video's title: the one given, else the first line of the text (trimmed). */
export function youtubeTitle(text: string, title?: string): string {
  if (title?.trim()) return title.trim();
  return (text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '').trim();
}

/** The description: the text, with the variant's link added when it is not in it yet. */
export const youtubeDescription = (text: string, link?: string) => withLink(text, link);

/**
 * The tags' length as YouTube counts it against 500 (YouTube Help, not the API page): each
 * tag's characters, a comma between tags, and two quotes around a tag with a space.
 */
export function youtubeTagsLength(tags: readonly string[]): number {
  const kept = tags.map((tag) => tag.trim()).filter(Boolean);
  return (
    kept.reduce((sum, tag) => sum + graphemeCount(tag) + (tag.includes(' ') ? 2 : 0), 0) +
    Math.max(0, kept.length - 1)
  );
}

const isVideo = (m: MediaFacts) => m.mimeType.startsWith('video/');
const gigabytes = (bytes: number) => `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`;

/** A variant for a YouTube channel: its video, title, description and tags. */
export function checkYoutubePost(post: {
  text: string;
  title?: string;
  tags?: readonly string[];
  link?: string;
  media: readonly MediaFacts[];
  /** The custom thumbnail, when one is chosen (one of the ticket's images). */
  thumbnail?: MediaFacts;
}): LimitProblem[] {
  const L = YOUTUBE_LIMITS;
  const problems: LimitProblem[] = [];
  if (post.thumbnail && !(L.thumbnailTypes as readonly string[]).includes(post.thumbnail.mimeType))
    problems.push({
      rule: 'thumbnail',
      limit: 0,
      actual: 0,
      message: 'A YouTube thumbnail is a JPEG or PNG image. Choose another, or save a JPEG copy of it.',
    });
  else if (post.thumbnail && post.thumbnail.bytes > L.thumbnailBytes)
    problems.push({
      rule: 'thumbnail',
      limit: L.thumbnailBytes,
      actual: post.thumbnail.bytes,
      message: `A YouTube thumbnail is at most 2 MB; this one is ${Math.round((post.thumbnail.bytes / 1_000_000) * 10) / 10} MB.`,
    });
  const [video] = post.media;
  if (!video) problems.push({ rule: 'empty', limit: 1, actual: 0, message: 'A YouTube post needs a video.' });
  else if (post.media.length > 1)
    problems.push({
      rule: 'media_count',
      limit: 1,
      actual: post.media.length,
      message: `YouTube takes one video per post; this has ${post.media.length} files.`,
    });
  post.media.forEach((medium, index) => {
    if (!isVideo(medium))
      problems.push({
        rule: 'media_type',
        limit: 0,
        actual: 0,
        media: index,
        message: 'YouTube takes a video file (MP4, MOV, WebM, AVI…), not images or documents.',
      });
    else if (medium.bytes > L.videoBytes)
      problems.push({
        rule: 'media_size',
        limit: L.videoBytes,
        actual: medium.bytes,
        media: index,
        message: `YouTube takes videos up to 256 GB; this one is ${gigabytes(medium.bytes)}.`,
      });
  });
  const title = youtubeTitle(post.text, post.title);
  const titleLength = graphemeCount(title);
  if (titleLength === 0)
    problems.push({
      rule: 'title_length',
      limit: L.titleCharacters,
      actual: 0,
      message: 'A YouTube video needs a title: give it one, or start the text with it.',
    });
  else if (titleLength > L.titleCharacters)
    problems.push({
      rule: 'title_length',
      limit: L.titleCharacters,
      actual: titleLength,
      message: post.title?.trim()
        ? `A YouTube title has up to ${L.titleCharacters} characters; this has ${titleLength}.`
        : `A YouTube title has up to ${L.titleCharacters} characters; without a title the text's first line is used, and it has ${titleLength}. Give the video a title.`,
    });
  if (ANGLE.test(title))
    problems.push({
      rule: 'title_characters',
      limit: 0,
      actual: 0,
      message: 'YouTube does not take < or > in a title; write them another way.',
    });
  const description = youtubeDescription(post.text, post.link);
  const bytes = utf8Length(description);
  if (bytes > L.descriptionBytes)
    problems.push({
      rule: 'text_bytes',
      limit: L.descriptionBytes,
      actual: bytes,
      message: `A YouTube description has up to ${L.descriptionBytes} bytes; this has ${bytes} (emoji and accented letters take several${post.link ? ', the link counts too' : ''}).`,
    });
  if (ANGLE.test(description))
    problems.push({
      rule: 'text_characters',
      limit: 0,
      actual: 0,
      message: 'YouTube does not take < or > in a description; write them another way.',
    });
  const tagsLength = youtubeTagsLength(post.tags ?? []);
  if (tagsLength > L.tagsCharacters)
    problems.push({
      rule: 'tags_length',
      limit: L.tagsCharacters,
      actual: tagsLength,
      message: `YouTube takes tags of up to ${L.tagsCharacters} characters in all (commas between tags count, and quotes around a tag with a space); these have ${tagsLength}.`,
    });
  return problems;
}

/**
 * What YouTube will make of the video, said before it goes (not problems: nothing is refused).
 * A Short needs no setting: a vertical or square video of up to 3 minutes is one.
 */
export function youtubeHints(media: readonly MediaFacts[]): string[] {
  const L = YOUTUBE_LIMITS;
  const [video] = media;
  if (!video || !isVideo(video)) return [];
  const hints: string[] = [];
  const ms = video.durationMs ?? null;
  const upright = video.width && video.height ? video.height >= video.width : null;
  if (ms !== null && ms <= L.shortMaxMs && upright)
    hints.push('A vertical or square video of up to 3 minutes goes out as a YouTube Short.');
  if (ms !== null && ms > L.unverifiedMaxMs)
    hints.push(
      'YouTube takes videos over 15 minutes only from channels with a verified phone number (youtube.com/verify).',
    );
  return hints;
}
