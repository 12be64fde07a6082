import { checkFacebookComment, checkFacebookPost } from './facebook';
import { checkInstagramCaption, checkInstagramPost, type InstagramPostKind } from './instagram';
import { checkLinkedInComment, checkLinkedInPost } from './linkedin';
import { checkPinterestPost, PINTEREST_NO_FIRST_COMMENT, pinterestLength } from './pinterest';
import { graphemeCount, mastodonLength, utf8Length } from './text-count';
import { BLUESKY_THREAD_MAX_POSTS, splitThread, withLink } from './thread';
import { checkThreadsComment, checkThreadsPost } from './threads';
import { checkTikTokPost, type TikTokCreatorFacts, type TikTokMode, tiktokUnsupported } from './tiktok';
import { checkVideoPicture } from './video-picture';
import { checkXComment, checkXPost } from './x';
import { checkYoutubePost, YOUTUBE_NO_FIRST_COMMENT } from './youtube';

/**
 * What each network accepts in one post, checked as the person types and again before the
 * engine calls the network (docs/product.md#publishing). The figures are the networks' own
 * (the publishing provider sheet); Mastodon's come from each instance, read when a channel is
 * connected, with Mastodon's defaults until then.
 */

/**
 * The networks the engine publishes to itself. Bluesky and Mastodon need nothing of the server;
 * the others publish through the team's own developer app on each network, so a channel there
 * is an engine channel only on a server set up with that app (else a phone hand-off).
 */
export const PUBLISHING_NETWORKS = [
  'bluesky',
  'mastodon',
  'instagram',
  'linkedin',
  'x',
  'threads',
  'tiktok',
  'youtube',
  'facebook',
  'pinterest',
] as const;
export type PublishingNetwork = (typeof PUBLISHING_NETWORKS)[number];
/** The engine's networks that connect through the team's own developer app (OAuth). */
export type AppNetwork = Exclude<PublishingNetwork, 'bluesky' | 'mastodon'>;
export const APP_NETWORKS = PUBLISHING_NETWORKS.filter(
  (network): network is AppNetwork => network !== 'bluesky' && network !== 'mastodon',
) as unknown as readonly [AppNetwork, ...AppNetwork[]];

/** A file the post carries, as known before it is uploaded. */
export interface MediaFacts {
  /** The file's type, e.g. `image/jpeg`, `video/mp4`. */
  mimeType: string;
  bytes: number;
  /** A video's length, when known (a recording's; an upload's once probed). */
  durationMs?: number | null;
  /** An image's or video's size in pixels, when known. */
  width?: number | null;
  height?: number | null;
  /** A video's frames a second, when known (ffmpeg's average rate of a recording). */
  frameRate?: number | null;
}

/** Bluesky (AT Protocol): per post. */
export const BLUESKY_LIMITS = {
  /** 300 graphemes… */
  textGraphemes: 300,
  /** …and at most 3,000 bytes of UTF-8. */
  textBytes: 3000,
  /** Up to 4 images, each at most 2,000,000 bytes… */
  images: 4,
  imageBytes: 2_000_000,
  /** …or one MP4 video of at most 100 MB, never both. */
  videoBytes: 100_000_000,
  videoTypes: ['video/mp4'],
} as const;

/** A Mastodon instance's limits (`GET /api/v2/instance`, `configuration`). */
export interface MastodonLimits {
  /** `statuses.max_characters`. */
  maxCharacters: number;
  /** `statuses.max_media_attachments`. */
  maxMedia: number;
  /** `statuses.characters_reserved_per_url`: what any web address counts as. */
  urlLength: number;
  /** `media_attachments.image_size_limit`, bytes. */
  imageBytes: number;
  /** `media_attachments.video_size_limit`, bytes. */
  videoBytes: number;
  /** `polls.max_options` (a channel connected before polls were read has none: the default). */
  pollOptions?: number;
  /** `polls.max_characters_per_option`. */
  pollOptionCharacters?: number;
  /** `polls.min_expiration`, seconds. */
  pollMinSeconds?: number;
  /** `polls.max_expiration`, seconds. */
  pollMaxSeconds?: number;
}

/** A Mastodon poll as the post carries it. */
export interface PollFacts {
  options: readonly string[];
  /** How long it stays open, in seconds. */
  expiresIn: number;
}

/** Mastodon's own defaults, used until the instance has said otherwise. */
export const MASTODON_DEFAULT_LIMITS: MastodonLimits = {
  maxCharacters: 500,
  maxMedia: 4,
  urlLength: 23,
  imageBytes: 16 * 1024 * 1024,
  videoBytes: 99 * 1024 * 1024,
  pollOptions: 4,
  pollOptionCharacters: 50,
  pollMinSeconds: 300,
  pollMaxSeconds: 2_629_746,
};

/** Which rule a post breaks. */
export type LimitRule =
  | 'empty'
  | 'text_length'
  | 'text_bytes'
  | 'media_count'
  | 'media_size'
  | 'media_type'
  | 'media_mix'
  | 'media_duration'
  | 'media_aspect'
  | 'alt_length'
  | 'hashtags'
  | 'mentions'
  | 'thread_length'
  | 'comment_length'
  | 'poll_options'
  | 'poll_option_length'
  | 'poll_duration'
  /** TikTok: who can see the post, chosen from the account's levels. */
  | 'privacy_level'
  /** A link the network cannot show (TikTok). */
  | 'link'
  | 'title_length'
  | 'title_characters'
  | 'text_characters'
  | 'tags_length'
  /** YouTube: the custom thumbnail's type or size. */
  | 'thumbnail'
  /** Pinterest: the board a Pin goes on, chosen from the account's boards. */
  | 'board'
  /** A video's frames a second, or its size in pixels, outside the network's (video-picture.ts). */
  | 'frame_rate'
  | 'resolution';

/** One broken rule, with the network's figure and the post's, said in plain words. */
export interface LimitProblem {
  rule: LimitRule;
  limit: number;
  actual: number;
  message: string;
  /** The medium it is about (its place in the post's list), for a rule about one file. */
  media?: number;
  /** True for a rule about the first comment rather than the post. */
  comment?: boolean;
  /** `mp4`: an MP4 copy of the file would meet the rule (offered, never made unasked). */
  fix?: 'mp4';
}

const isVideo = (m: MediaFacts) => m.mimeType.startsWith('video/');
const isImage = (m: MediaFacts) => m.mimeType.startsWith('image/');
const megabytes = (bytes: number) => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;

/** A file over its network's size for its kind, said as `who` would say it; else null. */
function sizeProblem(
  who: string,
  medium: MediaFacts,
  index: number,
  caps: { image: number; video: number },
): LimitProblem | null {
  const cap = isVideo(medium) ? caps.video : caps.image;
  if (medium.bytes <= cap) return null;
  return {
    rule: 'media_size',
    limit: cap,
    actual: medium.bytes,
    media: index,
    message: `${who} takes ${isVideo(medium) ? 'videos' : 'images'} up to ${megabytes(cap)}; this one is ${megabytes(medium.bytes)}.`,
  };
}

/** A post's text and files, for Bluesky. */
export function checkBlueskyPost(post: {
  text: string;
  media: readonly MediaFacts[];
  /** "Post as a thread": a text over one post's limits goes out as replies, each within them. */
  thread?: boolean;
}): LimitProblem[] {
  const problems: LimitProblem[] = [];
  const L = BLUESKY_LIMITS;
  const length = graphemeCount(post.text);
  const bytes = utf8Length(post.text);
  if (length === 0 && post.media.length === 0)
    problems.push({ rule: 'empty', limit: 1, actual: 0, message: 'Bluesky needs text or an image.' });
  if (post.thread) {
    const posts = splitThread(post.text, L.textGraphemes, L.textBytes).length;
    if (posts > BLUESKY_THREAD_MAX_POSTS)
      problems.push({
        rule: 'thread_length',
        limit: BLUESKY_THREAD_MAX_POSTS,
        actual: posts,
        message: `A Bluesky thread here takes up to ${BLUESKY_THREAD_MAX_POSTS} posts; this text needs ${posts}.`,
      });
  } else if (length > L.textGraphemes)
    problems.push({
      rule: 'text_length',
      limit: L.textGraphemes,
      actual: length,
      message: `Bluesky allows ${L.textGraphemes} characters; this has ${length}.`,
    });
  else if (bytes > L.textBytes)
    problems.push({
      rule: 'text_bytes',
      limit: L.textBytes,
      actual: bytes,
      message: `Bluesky allows ${L.textBytes} bytes of text; this has ${bytes} (emoji and accented letters take several).`,
    });
  const videos = post.media.filter(isVideo);
  const images = post.media.filter(isImage);
  if (videos.length > 0 && (images.length > 0 || videos.length > 1))
    problems.push({
      rule: 'media_mix',
      limit: 1,
      actual: post.media.length,
      message: 'Bluesky takes one video or up to 4 images in a post, not both.',
    });
  else if (images.length > L.images)
    problems.push({
      rule: 'media_count',
      limit: L.images,
      actual: images.length,
      message: `Bluesky takes up to ${L.images} images; this has ${images.length}.`,
    });
  post.media.forEach((medium, index) => {
    if (isVideo(medium) && !(L.videoTypes as readonly string[]).includes(medium.mimeType))
      problems.push({
        rule: 'media_type',
        limit: 0,
        actual: 0,
        media: index,
        message: 'Bluesky takes videos as MP4.',
      });
    else if (!isVideo(medium) && !isImage(medium))
      problems.push({
        rule: 'media_type',
        limit: 0,
        actual: 0,
        media: index,
        message: 'Bluesky takes images and MP4 videos.',
      });
    const tooLarge = sizeProblem('Bluesky', medium, index, { image: L.imageBytes, video: L.videoBytes });
    if (tooLarge) problems.push(tooLarge);
  });
  return problems;
}

/** How long a poll stays open, as a person says it ("5 minutes", "3 days"). */
function span(seconds: number): string {
  // Whole units, rounded down: Mastodon's "a month" (2,629,746 s) is said as 30 days.
  const [n, unit] =
    seconds >= 86_400
      ? [Math.floor(seconds / 86_400), 'day']
      : seconds >= 3600
        ? [Math.floor(seconds / 3600), 'hour']
        : [Math.max(1, Math.floor(seconds / 60)), 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** A poll for a Mastodon instance with these limits (it goes without files). */
export function checkMastodonPoll(
  poll: PollFacts,
  media: readonly MediaFacts[],
  limits: MastodonLimits = MASTODON_DEFAULT_LIMITS,
): LimitProblem[] {
  const D = MASTODON_DEFAULT_LIMITS as Required<MastodonLimits>;
  const most = limits.pollOptions ?? D.pollOptions;
  const chars = limits.pollOptionCharacters ?? D.pollOptionCharacters;
  const shortest = limits.pollMinSeconds ?? D.pollMinSeconds;
  const longest = limits.pollMaxSeconds ?? D.pollMaxSeconds;
  const problems: LimitProblem[] = [];
  if (media.length > 0)
    problems.push({
      rule: 'media_mix',
      limit: 0,
      actual: media.length,
      message: 'Mastodon takes a poll or files in a post, not both.',
    });
  if (poll.options.length < 2 || poll.options.length > most)
    problems.push({
      rule: 'poll_options',
      limit: most,
      actual: poll.options.length,
      message: `A poll on this server has 2 to ${most} choices; this has ${poll.options.length}.`,
    });
  poll.options.forEach((option, index) => {
    const length = Array.from(option).length;
    if (option.trim() === '' || length > chars)
      problems.push({
        rule: 'poll_option_length',
        limit: chars,
        actual: length,
        message:
          option.trim() === ''
            ? `Choice ${index + 1} is empty.`
            : `A choice on this server has up to ${chars} characters; choice ${index + 1} has ${length}.`,
      });
  });
  if (poll.expiresIn < shortest || poll.expiresIn > longest)
    problems.push({
      rule: 'poll_duration',
      limit: poll.expiresIn < shortest ? shortest : longest,
      actual: poll.expiresIn,
      message: `A poll on this server stays open from ${span(shortest)} to ${span(longest)}.`,
    });
  return problems;
}

/** A status's text, content warning and files, for a Mastodon instance with these limits. */
export function checkMastodonPost(
  post: { text: string; contentWarning: string; media: readonly MediaFacts[]; poll?: PollFacts },
  limits: MastodonLimits = MASTODON_DEFAULT_LIMITS,
): LimitProblem[] {
  const problems: LimitProblem[] = [];
  if (post.poll) problems.push(...checkMastodonPoll(post.poll, post.media, limits));
  const length = mastodonLength(post.text, post.contentWarning, limits.urlLength);
  if (post.text.trim() === '' && post.media.length === 0)
    problems.push({ rule: 'empty', limit: 1, actual: 0, message: 'Mastodon needs text or a file.' });
  if (length > limits.maxCharacters)
    problems.push({
      rule: 'text_length',
      limit: limits.maxCharacters,
      actual: length,
      message: `This server allows ${limits.maxCharacters} characters (links count as ${limits.urlLength}, the content warning counts too); this has ${length}.`,
    });
  // A video goes alone; images may be several.
  if (post.media.some(isVideo) && post.media.length > 1)
    problems.push({
      rule: 'media_mix',
      limit: 1,
      actual: post.media.length,
      message: 'Mastodon takes a video alone, without other files.',
    });
  else if (post.media.length > limits.maxMedia)
    problems.push({
      rule: 'media_count',
      limit: limits.maxMedia,
      actual: post.media.length,
      message: `This server takes up to ${limits.maxMedia} files; this has ${post.media.length}.`,
    });
  post.media.forEach((medium, index) => {
    if (!isVideo(medium) && !isImage(medium))
      problems.push({
        rule: 'media_type',
        limit: 0,
        actual: 0,
        media: index,
        message: 'Mastodon takes images and videos.',
      });
    const tooLarge = sizeProblem('This server', medium, index, {
      image: limits.imageBytes,
      video: limits.videoBytes,
    });
    if (tooLarge) problems.push(tooLarge);
  });
  return problems;
}

/** A first comment is a post of its own: within the network's text limit for one post. */
export function checkFirstComment(
  network: PublishingNetwork,
  text: string,
  mastodon: MastodonLimits = MASTODON_DEFAULT_LIMITS,
): LimitProblem[] {
  if (text.trim() === '') return [];
  if (network === 'x') return checkXComment(text);
  if (network === 'linkedin') return checkLinkedInComment(text);
  if (network === 'threads') return checkThreadsComment(text);
  if (network === 'tiktok') return tiktokUnsupported({ firstComment: text });
  if (network === 'youtube')
    return [
      {
        rule: 'comment_length',
        limit: 0,
        actual: graphemeCount(text),
        comment: true,
        message: YOUTUBE_NO_FIRST_COMMENT,
      },
    ];
  if (network === 'facebook') return checkFacebookComment(text);
  if (network === 'pinterest')
    return [
      {
        rule: 'comment_length',
        limit: 0,
        actual: pinterestLength(text),
        comment: true,
        message: PINTEREST_NO_FIRST_COMMENT,
      },
    ];
  const bluesky = network === 'bluesky';
  const length = bluesky ? graphemeCount(text) : mastodonLength(text, '', mastodon.urlLength);
  const limit = bluesky ? BLUESKY_LIMITS.textGraphemes : mastodon.maxCharacters;
  if (length > limit)
    return [
      {
        rule: 'comment_length',
        limit,
        actual: length,
        comment: true,
        message: `The first comment is a post of its own: ${bluesky ? 'Bluesky allows' : 'this server allows'} ${limit} characters; it has ${length}.`,
      },
    ];
  if (bluesky && utf8Length(text) > BLUESKY_LIMITS.textBytes)
    return [
      {
        rule: 'comment_length',
        limit: BLUESKY_LIMITS.textBytes,
        actual: utf8Length(text),
        comment: true,
        message: `The first comment is a post of its own: Bluesky allows ${BLUESKY_LIMITS.textBytes} bytes of text; it has ${utf8Length(text)}.`,
      },
    ];
  return [];
}

/**
 * A variant's text, content warning, files and first comment checked for its channel's network,
 * and its videos' pictures (video-picture.ts).
 */
export function checkForNetwork(
  ...[network, post, mastodon]: Parameters<typeof checkNetworkRules>
): LimitProblem[] {
  return [
    ...checkNetworkRules(network, post, mastodon),
    ...post.media.flatMap((medium, index) => checkVideoPicture(network, medium, index)),
  ];
}

function checkNetworkRules(
  network: PublishingNetwork,
  post: {
    text: string;
    contentWarning?: string;
    media: readonly MediaFacts[];
    /** A link card's address: on Mastodon it is added to the text when not there yet. */
    link?: string;
    thread?: boolean;
    firstComment?: string;
    /** Mastodon only. */
    poll?: PollFacts;
    /** Instagram: a post (one image or a carousel), a reel or a story; a post when left out. */
    postKind?: InstagramPostKind;
    /** TikTok: who can see it (TikTok's level), branded content, direct or inbox, the account's creator info. */
    privacyLevel?: string;
    brandContent?: boolean;
    tiktokMode?: TikTokMode;
    tiktokCreator?: TikTokCreatorFacts;
    /** YouTube: the video's title (else the text's first line) and its tags. */
    title?: string;
    tags?: readonly string[];
    /** YouTube: the custom thumbnail chosen, if any. */
    thumbnail?: MediaFacts;
    /** Pinterest: the board the Pin goes on (the title above is the Pin's). */
    boardId?: string;
  },
  mastodon: MastodonLimits = MASTODON_DEFAULT_LIMITS,
): LimitProblem[] {
  if (network === 'pinterest')
    return [
      ...checkPinterestPost(post),
      ...(post.poll
        ? [{ rule: 'poll_options' as const, limit: 0, actual: 0, message: 'Pins carry no poll.' }]
        : []),
      ...checkFirstComment(network, post.firstComment ?? ''),
    ];
  if (network === 'tiktok')
    return [
      ...checkTikTokPost(post, {
        privacyLevel: post.privacyLevel,
        brandContent: post.brandContent,
        mode: post.tiktokMode,
        creator: post.tiktokCreator,
      }),
      ...tiktokUnsupported(post),
    ];
  if (network === 'linkedin')
    return [
      ...checkLinkedInPost(post),
      ...(post.poll
        ? [
            {
              rule: 'poll_options' as const,
              limit: 0,
              actual: 0,
              message: 'LinkedIn posts from here carry no poll.',
            },
          ]
        : []),
      ...checkFirstComment(network, post.firstComment ?? ''),
    ];
  if (network === 'facebook')
    return [
      ...checkFacebookPost(post),
      ...(post.poll
        ? [
            {
              rule: 'poll_options' as const,
              limit: 0,
              actual: 0,
              message: 'Facebook posts from here carry no poll.',
            },
          ]
        : []),
      ...checkFirstComment(network, post.firstComment ?? ''),
    ];
  if (network === 'instagram')
    return [
      ...checkInstagramPost({ kind: post.postKind ?? 'post', text: post.text, media: post.media }),
      ...(post.poll
        ? [{ rule: 'poll_options' as const, limit: 0, actual: 0, message: 'Instagram has no polls.' }]
        : []),
      ...checkInstagramCaption(post.firstComment ?? '', 'A comment').map((p) => ({
        ...p,
        rule: p.rule === 'text_length' ? ('comment_length' as const) : p.rule,
        comment: true,
      })),
    ];
  if (network === 'threads')
    return [
      // Threads makes its link preview from a link in the text: the variant's link is added to it.
      ...checkThreadsPost({ text: withLink(post.text, post.link), media: post.media, thread: post.thread }),
      ...(post.poll
        ? [
            {
              rule: 'poll_options' as const,
              limit: 0,
              actual: 0,
              message: 'Polls are not sent to Threads from here.',
            },
          ]
        : []),
      ...checkFirstComment(network, post.firstComment ?? ''),
    ];
  if (network === 'youtube')
    return [
      ...checkYoutubePost(post),
      ...(post.poll
        ? [{ rule: 'poll_options' as const, limit: 0, actual: 0, message: 'YouTube videos carry no poll.' }]
        : []),
      ...checkFirstComment(network, post.firstComment ?? ''),
    ];
  if (network === 'x')
    return [
      // X makes its card from a link in the text: the variant's link is added to it, as on Mastodon.
      ...checkXPost({ text: withLink(post.text, post.link), media: post.media, thread: post.thread }),
      ...(post.poll
        ? [
            {
              rule: 'poll_options' as const,
              limit: 0,
              actual: 0,
              message: 'Polls are not sent to X from here.',
            },
          ]
        : []),
      ...checkFirstComment(network, post.firstComment ?? ''),
    ];
  const problems =
    network === 'bluesky'
      ? [
          ...checkBlueskyPost(post),
          ...(post.poll
            ? [
                {
                  rule: 'poll_options' as const,
                  limit: 0,
                  actual: post.poll.options.length,
                  message: 'Bluesky has no polls.',
                },
              ]
            : []),
        ]
      : checkMastodonPost(
          { ...post, text: withLink(post.text, post.link), contentWarning: post.contentWarning ?? '' },
          mastodon,
        );
  return [...problems, ...checkFirstComment(network, post.firstComment ?? '', mastodon)];
}
