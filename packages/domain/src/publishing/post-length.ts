import { FACEBOOK_LIMITS, facebookText } from './facebook';
import { INSTAGRAM_LIMITS } from './instagram';
import {
  BLUESKY_LIMITS,
  MASTODON_DEFAULT_LIMITS,
  type MastodonLimits,
  type PublishingNetwork,
} from './limits';
import { LINKEDIN_LIMITS, linkedInText } from './linkedin';
import { PINTEREST_LIMITS, pinterestLength } from './pinterest';
import { graphemeCount, mastodonLength, utf8Length } from './text-count';
import { withLink } from './thread';
import { THREADS_LIMITS, threadsLength } from './threads';
import { TIKTOK_LIMITS, tiktokLength } from './tiktok';
import { X_LIMITS, xLength } from './x';
import { YOUTUBE_LIMITS, youtubeDescription } from './youtube';

/**
 * A post's text as its network counts it, against the network's limit — the counter beside the
 * text ("287 / 300"). Each network counts its own way (graphemes, weighted characters, UTF-16
 * units, bytes) and some add the variant's link to the text; the rules themselves are checked
 * by `checkForNetwork`, this only says how far the text is.
 */
export function postLength(
  network: PublishingNetwork,
  post: { text: string; link?: string; contentWarning?: string; media: readonly { mimeType: string }[] },
  mastodon: MastodonLimits = MASTODON_DEFAULT_LIMITS,
): { count: number; max: number } {
  const { text, link } = post;
  switch (network) {
    case 'bluesky':
      return { count: graphemeCount(text), max: BLUESKY_LIMITS.textGraphemes };
    case 'instagram':
      return { count: Array.from(text).length, max: INSTAGRAM_LIMITS.captionCharacters };
    case 'x':
      return { count: xLength(withLink(text, link)), max: X_LIMITS.textWeighted };
    case 'linkedin':
      return {
        count: graphemeCount(linkedInText(text, link, post.media.length)),
        max: LINKEDIN_LIMITS.textCharacters,
      };
    case 'threads':
      return { count: threadsLength(withLink(text, link)), max: THREADS_LIMITS.textCharacters };
    case 'facebook':
      return {
        count: facebookText(text, link, post.media.length).length,
        max: FACEBOOK_LIMITS.textCharacters,
      };
    case 'tiktok': {
      const photos = post.media.length > 0 && post.media.every((m) => m.mimeType.startsWith('image/'));
      return {
        count: tiktokLength(text),
        max: photos ? TIKTOK_LIMITS.photoDescriptionCharacters : TIKTOK_LIMITS.captionCharacters,
      };
    }
    case 'youtube':
      // The text is the video's description: YouTube counts it in bytes.
      return { count: utf8Length(youtubeDescription(text, link)), max: YOUTUBE_LIMITS.descriptionBytes };
    case 'pinterest':
      // The text is the Pin's description; the link is its destination, apart from it.
      return { count: pinterestLength(text), max: PINTEREST_LIMITS.descriptionCharacters };
    case 'mastodon':
      return {
        count: mastodonLength(withLink(text, link), post.contentWarning ?? '', mastodon.urlLength),
        max: mastodon.maxCharacters,
      };
  }
}
