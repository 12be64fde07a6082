import type { LimitProblem, MediaFacts } from './limits';
import { graphemeCount } from './text-count';
import { withLink } from './thread';

/**
 * What LinkedIn's Posts API takes (providers/publishing.md §4), checked as the person types and
 * again before anything is uploaded: a text of 3,000 characters; and one kind of content per
 * post: a link card, one image or 2 to 20 images, one video, or one document (a PDF carousel,
 * PowerPoint or Word). A link with files goes into the text, where LinkedIn links it.
 */
export const LINKEDIN_LIMITS = {
  /** The post's text (`commentary`), in characters as a person sees them. */
  textCharacters: 3000,
  /**
   * A first comment: LinkedIn's comment box takes 1,250 characters (LinkedIn Help; the sheet
   * names no figure).
   */
  commentCharacters: 1250,
  /** A multi-image post has 2 to 20 images. */
  imagesMax: 20,
  imageTypes: ['image/jpeg', 'image/png', 'image/gif'],
  /** The Images API takes up to 36,152,320 pixels in one image. */
  imagePixels: 36_152_320,
  /**
   * MP4, 75 KB to 500 MB, 3 seconds to 30 minutes. The sheet does not say whose kilo- and
   * megabytes: each bound is taken on its safe side (75 KiB, 500,000,000 bytes).
   */
  videoTypes: ['video/mp4'],
  videoMinBytes: 75 * 1024,
  videoMaxBytes: 500_000_000,
  videoMinMs: 3_000,
  videoMaxMs: 30 * 60_000,
  /**
   * A document: PDF, PowerPoint or Word up to 100 MB (and 300 pages, which cannot be counted
   * before LinkedIn reads it).
   */
  documentTypes: [
    'application/pdf',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  documentBytes: 100_000_000,
} as const;

/** What a LinkedIn post carries, read from its files (the engine sends it so). */
export type LinkedInContent = 'none' | 'images' | 'video' | 'document';

const isVideo = (m: MediaFacts) => m.mimeType.startsWith('video/');
const isImage = (m: MediaFacts) => m.mimeType.startsWith('image/');
export const isLinkedInDocument = (mimeType: string) =>
  (LINKEDIN_LIMITS.documentTypes as readonly string[]).includes(mimeType);
const megabytes = (bytes: number) => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;

/** What the post goes out as: its files decide (a PDF makes it a document post). */
export function linkedInContent(media: readonly { mimeType: string }[]): LinkedInContent {
  const [first] = media;
  if (!first) return 'none';
  if (isLinkedInDocument(first.mimeType)) return 'document';
  return first.mimeType.startsWith('video/') ? 'video' : 'images';
}

/**
 * The text LinkedIn shows: with files the link goes into it (LinkedIn links it there); without
 * files the link becomes the post's card and the text stays as written.
 */
export function linkedInText(text: string, link: string | undefined, mediaCount: number): string {
  return mediaCount > 0 ? withLink(text, link) : text;
}

function checkMedium(medium: MediaFacts, index: number): LimitProblem[] {
  const L = LINKEDIN_LIMITS;
  const problem = (rule: LimitProblem['rule'], limit: number, actual: number, message: string) => ({
    rule,
    limit,
    actual,
    media: index,
    message,
  });
  if (isLinkedInDocument(medium.mimeType))
    return medium.bytes > L.documentBytes
      ? [
          problem(
            'media_size',
            L.documentBytes,
            medium.bytes,
            `LinkedIn takes documents up to ${megabytes(L.documentBytes)}; this one is ${megabytes(medium.bytes)}. Split it or compress its images.`,
          ),
        ]
      : [];
  if (isVideo(medium)) {
    const problems: LimitProblem[] = [];
    if (!(L.videoTypes as readonly string[]).includes(medium.mimeType))
      problems.push(problem('media_type', 0, 0, 'LinkedIn takes videos as MP4. Convert it to MP4 first.'));
    if (medium.bytes > L.videoMaxBytes)
      problems.push(
        problem(
          'media_size',
          L.videoMaxBytes,
          medium.bytes,
          `LinkedIn takes videos up to ${megabytes(L.videoMaxBytes)}; this one is ${megabytes(medium.bytes)}. Shorten it or export it smaller.`,
        ),
      );
    else if (medium.bytes < L.videoMinBytes)
      problems.push(
        problem(
          'media_size',
          L.videoMinBytes,
          medium.bytes,
          `LinkedIn takes videos from 75 KB; this one is ${Math.round(medium.bytes / 1024)} KB.`,
        ),
      );
    if (medium.durationMs !== undefined && medium.durationMs !== null) {
      const tooShort = medium.durationMs < L.videoMinMs;
      if (tooShort || medium.durationMs > L.videoMaxMs)
        problems.push(
          problem(
            'media_duration',
            tooShort ? L.videoMinMs : L.videoMaxMs,
            medium.durationMs,
            `LinkedIn takes videos from 3 seconds to 30 minutes; this one is ${Math.round(medium.durationMs / 1000)} seconds.${tooShort ? '' : ' Trim it.'}`,
          ),
        );
    }
    return problems;
  }
  if (!isImage(medium))
    return [
      problem(
        'media_type',
        0,
        0,
        'LinkedIn takes images (JPEG, PNG, GIF), an MP4 video or a document (PDF, PowerPoint, Word).',
      ),
    ];
  const problems: LimitProblem[] = [];
  if (!(L.imageTypes as readonly string[]).includes(medium.mimeType))
    problems.push(
      problem('media_type', 0, 0, 'LinkedIn takes images as JPEG, PNG or GIF. Save it as a JPEG first.'),
    );
  if (medium.width && medium.height && medium.width * medium.height > L.imagePixels)
    problems.push(
      problem(
        'media_size',
        L.imagePixels,
        medium.width * medium.height,
        `LinkedIn takes images up to about 36 megapixels; this one is ${medium.width}×${medium.height}. Scale it down.`,
      ),
    );
  return problems;
}

/** A variant for a LinkedIn channel: its text (with the link where it goes) and files. */
export function checkLinkedInPost(post: {
  text: string;
  link?: string;
  media: readonly MediaFacts[];
}): LimitProblem[] {
  const L = LINKEDIN_LIMITS;
  const problems: LimitProblem[] = [];
  const count = post.media.length;
  const text = linkedInText(post.text, post.link, count);
  if (text.trim() === '' && count === 0 && !post.link)
    problems.push({ rule: 'empty', limit: 1, actual: 0, message: 'LinkedIn needs text, a link or a file.' });
  const length = graphemeCount(text);
  if (length > L.textCharacters)
    problems.push({
      rule: 'text_length',
      limit: L.textCharacters,
      actual: length,
      message: `LinkedIn allows ${L.textCharacters} characters${count > 0 && post.link ? ' (the link counts, since it goes into the text beside files)' : ''}; this has ${length}.`,
    });
  const documents = post.media.filter((m) => isLinkedInDocument(m.mimeType)).length;
  const videos = post.media.filter((m) => isVideo(m)).length;
  if (count > 1 && documents > 0)
    problems.push({
      rule: 'media_mix',
      limit: 1,
      actual: count,
      message: 'A LinkedIn document post carries one document and nothing else.',
    });
  else if (count > 1 && videos > 0)
    problems.push({
      rule: 'media_mix',
      limit: 1,
      actual: count,
      message: 'A LinkedIn video post carries one video and nothing else.',
    });
  else if (count > L.imagesMax)
    problems.push({
      rule: 'media_count',
      limit: L.imagesMax,
      actual: count,
      message: `LinkedIn takes up to ${L.imagesMax} images in a post; this has ${count}.`,
    });
  post.media.forEach((medium, index) => {
    problems.push(...checkMedium(medium, index));
  });
  return problems;
}

/** A first comment: a LinkedIn comment, within the comment box's characters. */
export function checkLinkedInComment(text: string): LimitProblem[] {
  const limit = LINKEDIN_LIMITS.commentCharacters;
  const length = graphemeCount(text.trim());
  if (length <= limit) return [];
  return [
    {
      rule: 'comment_length',
      limit,
      actual: length,
      comment: true,
      message: `A LinkedIn comment has up to ${limit} characters; the first comment has ${length}.`,
    },
  ];
}
