import type { LimitProblem, MediaFacts } from './limits';
import { withLink } from './thread';

/**
 * What a Facebook Page post takes (providers/publishing.md §2), checked as the person types and
 * again before anything is sent: a text of 63,206 characters; a link card, up to 10 photos
 * (JPEG, PNG, GIF or WebP, about 4 MB each) or one MP4 or MOV video up to 1 GB, never photos and
 * a video together. A link beside files goes into the text, where Facebook links it.
 */
export const FACEBOOK_LIMITS = {
  /**
   * The post's `message`. The sheet does not say how Facebook counts: counted in UTF-16 units
   * (an emoji is 2), as the brand check counts captions, the safe side of any other count.
   */
  textCharacters: 63_206,
  /**
   * A first comment: Facebook's comment box takes 8,000 characters (Facebook Help; the sheet
   * names no figure), counted the same way.
   */
  commentCharacters: 8000,
  /** Photos in one post (`attached_media`). */
  photosMax: 10,
  photoTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  /** "JPG/PNG ≤ ~4 MB": taken as 4 MiB and said as "about 4 MB". */
  photoBytes: 4 * 1024 * 1024,
  /** One video (`file_url`), MP4 or MOV, up to 1 GB. */
  videoTypes: ['video/mp4', 'video/quicktime'],
  videoBytes: 1024 * 1024 * 1024,
} as const;

/** What a Facebook post carries, read from its files. */
export type FacebookContent = 'none' | 'photos' | 'video';

const isVideo = (m: { mimeType: string }) => m.mimeType.startsWith('video/');
const isImage = (m: { mimeType: string }) => m.mimeType.startsWith('image/');
const megabytes = (bytes: number) => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;

/** What the post goes out as: a video when its first file is one, photos for images, else text. */
export function facebookContent(media: readonly { mimeType: string }[]): FacebookContent {
  const [first] = media;
  if (!first) return 'none';
  return isVideo(first) ? 'video' : 'photos';
}

/**
 * The text Facebook shows: beside files the link goes into it (a photo or video post carries no
 * link card); without files the link is the post's card and the text stays as written.
 */
export function facebookText(text: string, link: string | undefined, mediaCount: number): string {
  return mediaCount > 0 ? withLink(text, link) : text;
}

function checkMedium(medium: MediaFacts, index: number): LimitProblem[] {
  const L = FACEBOOK_LIMITS;
  const problem = (rule: LimitProblem['rule'], limit: number, actual: number, message: string) => ({
    rule,
    limit,
    actual,
    media: index,
    message,
  });
  if (isVideo(medium)) {
    const problems: LimitProblem[] = [];
    if (!(L.videoTypes as readonly string[]).includes(medium.mimeType))
      problems.push(
        problem(
          'media_type',
          0,
          0,
          'Facebook takes videos as MP4 or MOV from here. Convert it to MP4 first.',
        ),
      );
    if (medium.bytes > L.videoBytes)
      problems.push(
        problem(
          'media_size',
          L.videoBytes,
          medium.bytes,
          `Facebook takes videos up to 1 GB from here; this one is ${megabytes(medium.bytes)}. Shorten it or export it smaller.`,
        ),
      );
    return problems;
  }
  if (!isImage(medium))
    return [
      problem('media_type', 0, 0, 'Facebook takes photos (JPEG, PNG, GIF, WebP) or one MP4 or MOV video.'),
    ];
  const problems: LimitProblem[] = [];
  if (!(L.photoTypes as readonly string[]).includes(medium.mimeType))
    problems.push(
      problem(
        'media_type',
        0,
        0,
        'Facebook takes photos as JPEG, PNG, GIF or WebP. Save it as a JPEG first.',
      ),
    );
  if (medium.bytes > L.photoBytes)
    problems.push(
      problem(
        'media_size',
        L.photoBytes,
        medium.bytes,
        `Facebook takes photos up to about 4 MB; this one is ${megabytes(medium.bytes)}. Export it smaller (a JPEG at 2048 pixels wide is plenty).`,
      ),
    );
  return problems;
}

/** A variant for a Facebook Page: its text (with the link where it goes) and files. */
export function checkFacebookPost(post: {
  text: string;
  link?: string;
  media: readonly MediaFacts[];
}): LimitProblem[] {
  const L = FACEBOOK_LIMITS;
  const problems: LimitProblem[] = [];
  const count = post.media.length;
  const text = facebookText(post.text, post.link, count);
  if (text.trim() === '' && count === 0 && !post.link)
    problems.push({ rule: 'empty', limit: 1, actual: 0, message: 'Facebook needs text, a link or a file.' });
  if (text.length > L.textCharacters)
    problems.push({
      rule: 'text_length',
      limit: L.textCharacters,
      actual: text.length,
      message: `Facebook allows ${L.textCharacters} characters${count > 0 && post.link ? ' (the link counts, since it goes into the text beside files)' : ''}; this has ${text.length}.`,
    });
  const videos = post.media.filter(isVideo).length;
  if (videos > 0 && count > 1)
    problems.push({
      rule: 'media_mix',
      limit: 1,
      actual: count,
      message: 'A Facebook video post carries one video and nothing else. Post the photos separately.',
    });
  else if (count > L.photosMax)
    problems.push({
      rule: 'media_count',
      limit: L.photosMax,
      actual: count,
      message: `Facebook takes up to ${L.photosMax} photos in a post from here; this has ${count}.`,
    });
  post.media.forEach((medium, index) => {
    problems.push(...checkMedium(medium, index));
  });
  return problems;
}

/** A first comment: a Facebook comment, within the comment box's characters. */
export function checkFacebookComment(text: string): LimitProblem[] {
  const limit = FACEBOOK_LIMITS.commentCharacters;
  const length = text.trim().length;
  if (length <= limit) return [];
  return [
    {
      rule: 'comment_length',
      limit,
      actual: length,
      comment: true,
      message: `A Facebook comment has up to ${limit} characters; the first comment has ${length}.`,
    },
  ];
}
