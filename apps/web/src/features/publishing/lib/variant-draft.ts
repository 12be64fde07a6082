import type { Asset, AssetVersion } from '@expertos/domain/assets';
import { carriesCredit } from '@expertos/domain/brand-check';
import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';
import { INSTAGRAM_LIMITS, type InstagramPostKind } from '@expertos/domain/publishing/instagram';
import { BLUESKY_LIMITS, MASTODON_DEFAULT_LIMITS } from '@expertos/domain/publishing/limits';
import { PINTEREST_LIMITS } from '@expertos/domain/publishing/pinterest';
import type { PublishableMedia } from '@expertos/domain/publishing/publication.schema';
import { prefillText } from '@expertos/domain/publishing/saved-variants';
import type { TikTokMode, TikTokPrivacyLevel } from '@expertos/domain/publishing/tiktok';
import type { MASTODON_VISIBILITIES, Variant } from '@expertos/domain/publishing/variant.schema';
import type { YoutubePrivacy } from '@expertos/domain/publishing/youtube';
import { type ChannelRef, isHandoffChannel, networkOf } from './channel-mode';

export type MastodonVisibility = (typeof MASTODON_VISIBILITIES)[number];

/**
 * A file a post may carry, as the composer knows it (`GET /tickets/{id}/publishing/media`): a
 * reference image of the ticket, or a recording (the ticket's own, or the brand's Library).
 */
export type MediumFacts = PublishableMedia;

/** A file's uid, whichever kind it is (an image's and a recording's never collide). */
export const mediumUid = (medium: Pick<MediumFacts, 'image_uid' | 'video_uid'>): string =>
  medium.image_uid ?? medium.video_uid ?? '';

/**
 * An asset of the brand's library a variant carries (docs/product.md#asset-library): its name,
 * the version whose preview the composer shows, and its facts for the networks' rules.
 */
export interface LibraryMedium {
  name: string;
  /** The version in use when it was picked; null for a saved variant shown again (not read yet). */
  version: Pick<AssetVersion, 'uid' | 'preview'> | null;
  facts: MediumFacts;
  /** Its rights' credit line, which the composer offers to add to the text; absent when none (or not read). */
  credit?: string;
}

/** A file the variant carries, in its place, with its description. */
export interface ChosenMedium {
  uid: string;
  kind: MediumFacts['kind'];
  alt: string;
  /** Set for an asset of the brand's library (sent as `asset_uid`); absent for the ticket's files. */
  asset?: LibraryMedium;
}

/** The kinds of library assets a post carries as its files. */
export const POSTABLE_ASSET_KINDS = ['image', 'video'] as const;

/**
 * A library asset as the variant carries it: its facts from its version in use, read through its
 * preview (`previewUrl`, empty for none) where a ticket's file is read through its own route.
 */
export function assetMedium(
  asset: Pick<Asset, 'uid' | 'name' | 'kind' | 'version'> & { rights?: Pick<Asset['rights'], 'credit'> },
  previewUrl: string,
): ChosenMedium {
  const kind = asset.kind === 'video' ? 'video' : 'image';
  const v = asset.version;
  return {
    uid: asset.uid,
    kind,
    alt: '',
    asset: {
      name: asset.name,
      version: { uid: v.uid, preview: v.preview },
      ...(asset.rights?.credit?.trim() ? { credit: asset.rights.credit.trim() } : {}),
      facts: {
        kind,
        file_name: asset.name,
        mime_type: v.content_type,
        bytes: v.size,
        duration_ms: v.duration_ms,
        width: v.width,
        height: v.height,
        on_ticket: false,
        url: v.preview === 'ready' ? previewUrl : '',
      },
    },
  };
}

/** The files the composer knows by uid: the ticket's and the brand's, and the library assets the variant carries. */
export function knownMedia(
  media: readonly MediumFacts[],
  chosen: readonly ChosenMedium[],
): Map<string, MediumFacts> {
  const known = new Map(media.map((m) => [mediumUid(m), m]));
  // A saved asset whose type the server did not say counts as not known (no rule guessed from it).
  for (const m of chosen) if (m.asset?.facts.mime_type) known.set(m.uid, m.asset.facts);
  return known;
}

/** One channel's variant while it is written: what the person sees in its editor. */
export interface VariantDraft {
  text: string;
  /** The files the post carries, in the order it shows them, each with its description. */
  media: ChosenMedium[];
  /** Mastodon only. */
  visibility: MastodonVisibility;
  /** Mastodon only: shown before the post, which stays folded until opened. */
  contentWarning: string;
  /** A page the post links to: Bluesky shows its card, Mastodon adds it to the text. Empty for none. */
  link: string;
  /** Bluesky only: a text over one post's limit goes out as a thread of replies. */
  thread: boolean;
  /** A reply under the post, right after it. Empty for none. */
  firstComment: string;
  /** Mastodon only: a poll under the text, sent when `on`. */
  poll: PollDraft;
  /** Instagram only: a feed post (one image or a carousel), a reel or a story. */
  postKind: InstagramPostKind;
  /** Instagram reels: shown in the feed too. */
  shareToFeed: boolean;
  /** TikTok only (absent: as new). */
  tiktok?: TikTokDraft;
  /** YouTube only (absent: as new). */
  youtube?: YoutubeDraft;
  /** Pinterest only (absent: as new). */
  pinterest?: PinterestDraft;
}

/**
 * A TikTok variant's choices, as TikTok's audit rules ask: who can see it is chosen by the
 * person from the account's own levels (none preselected), and every interaction starts off.
 */
export interface TikTokDraft {
  privacyLevel: TikTokPrivacyLevel | '';
  allowComments: boolean;
  allowDuet: boolean;
  allowStitch: boolean;
  /** Promotes another brand (a paid partnership). */
  brandContent: boolean;
  /** Promotes the account's own brand or business. */
  brandOrganic: boolean;
  mode: TikTokMode;
}
export const NEW_TIKTOK: TikTokDraft = {
  privacyLevel: '',
  allowComments: false,
  allowDuet: false,
  allowStitch: false,
  brandContent: false,
  brandOrganic: false,
  mode: 'direct',
};

/** A YouTube variant's video details; the tags as typed, separated by commas. */
export interface YoutubeDraft {
  /** One of the ticket's images as the custom thumbnail; '' for YouTube's own frame. */
  thumbnailUid: string;
  title: string;
  tags: string;
  privacy: YoutubePrivacy;
  madeForKids: boolean;
}
export const NEW_YOUTUBE: YoutubeDraft = {
  thumbnailUid: '',
  title: '',
  tags: '',
  privacy: 'public',
  madeForKids: false,
};

/**
 * A Pin's choices: the board it goes on, picked by the person from the account's boards (none
 * preselected: a Pin cannot go out without one), and its title (none when empty).
 */
export interface PinterestDraft {
  boardId: string;
  title: string;
}
export const NEW_PINTEREST: PinterestDraft = { boardId: '', title: '' };

/** Tags as typed ("autumn, latte, cafe") as the API takes them: trimmed, no empty one, each once. */
export function youtubeTags(typed: string): string[] {
  return [
    ...new Set(
      typed
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** A poll while it is written. */
export interface PollDraft {
  on: boolean;
  options: string[];
  /** How long it stays open, in seconds. */
  expiresIn: number;
  multiple: boolean;
}

/** How long a poll may stay open, as Mastodon's own composer offers it (seconds). */
export const POLL_DURATIONS = [300, 1800, 3600, 21_600, 43_200, 86_400, 259_200, 604_800] as const;

/** A poll as it first appears when switched on: two empty choices, open a day. */
export const NEW_POLL: PollDraft = { on: false, options: ['', ''], expiresIn: 86_400, multiple: false };

/** The post's own words on the ticket, that every variant starts from. */
export interface PostWords {
  hook: string | null;
  caption: string | null;
}

export { prefillText };

/** How many files a network takes in one post, as far as the composer starts a variant with. */
function mediaRoom(channel: ChannelRef): number {
  if (isHandoffChannel(channel)) return Number.POSITIVE_INFINITY;
  const network = networkOf(channel);
  if (network === 'bluesky') return BLUESKY_LIMITS.images;
  if (network === 'mastodon') return MASTODON_DEFAULT_LIMITS.maxMedia;
  if (network === 'instagram') return INSTAGRAM_LIMITS.carouselMax;
  if (network === 'pinterest') return PINTEREST_LIMITS.imagesMax;
  return Number.POSITIVE_INFINITY;
}

/**
 * A channel's variant as it first appears: the post's words, and the ticket's images in their
 * order up to what the network takes (a hand-off post takes all the ticket's files; the person
 * picks in the network's app). Videos are left for the person to add: a network takes one
 * alone; so are recordings from the brand's Library.
 */
export function prefillVariant(
  channel: Pick<PublishingChannel, 'network'> & { mode?: PublishingChannel['mode'] },
  words: PostWords,
  media: readonly MediumFacts[],
): VariantDraft {
  const offered = media.filter((m) => m.on_ticket && (m.kind === 'image' || isHandoffChannel(channel)));
  return {
    text: prefillText(words),
    media: offered.slice(0, mediaRoom(channel)).map((m) => ({ uid: mediumUid(m), kind: m.kind, alt: '' })),
    visibility: 'public',
    contentWarning: '',
    link: '',
    thread: false,
    firstComment: '',
    poll: NEW_POLL,
    postKind: 'post',
    shareToFeed: true,
  };
}

/** The variant as the API takes it: the network's own options only, an empty description as none. */
export function toVariant(
  channel: Pick<PublishingChannel, 'network'> & { mode?: PublishingChannel['mode'] },
  draft: VariantDraft,
): Variant {
  const variant: Variant = {
    text: draft.text,
    media: draft.media.map((m) => ({
      ...(m.asset ? { asset_uid: m.uid } : m.kind === 'video' ? { video_uid: m.uid } : { image_uid: m.uid }),
      mime_type: '',
      file_name: '',
      bytes: 0,
      alt: m.alt.trim() === '' ? null : m.alt.trim(),
    })),
  };
  if (channel.network === 'mastodon') {
    variant.visibility = draft.visibility;
    if (draft.contentWarning.trim() !== '') variant.content_warning = draft.contentWarning.trim();
    if (draft.poll.on)
      variant.poll = {
        options: draft.poll.options.map((option) => option.trim()),
        expires_in: draft.poll.expiresIn,
        multiple: draft.poll.multiple,
      };
  }
  // A hand-off post is made in the network's app: the person adds a link there as it lets them.
  if (channel.network === 'instagram' && !isHandoffChannel(channel)) {
    variant.post_kind = draft.postKind;
    if (draft.postKind === 'reel') variant.share_to_feed = draft.shareToFeed;
  }
  if (channel.network === 'tiktok' && !isHandoffChannel(channel)) {
    const tiktok = draft.tiktok ?? NEW_TIKTOK;
    if (tiktok.privacyLevel) variant.privacy_level = tiktok.privacyLevel;
    variant.allow_comments = tiktok.allowComments;
    variant.allow_duet = tiktok.allowDuet;
    variant.allow_stitch = tiktok.allowStitch;
    variant.brand_content = tiktok.brandContent;
    variant.brand_organic = tiktok.brandOrganic;
    variant.tiktok_mode = tiktok.mode;
  }
  if (channel.network === 'youtube' && !isHandoffChannel(channel)) {
    const youtube = draft.youtube ?? NEW_YOUTUBE;
    if (youtube.title.trim()) variant.title = youtube.title.trim();
    const tags = youtubeTags(youtube.tags);
    if (tags.length > 0) variant.tags = tags;
    variant.privacy = youtube.privacy;
    variant.made_for_kids = youtube.madeForKids;
    if (youtube.thumbnailUid) variant.thumbnail_uid = youtube.thumbnailUid;
  }
  // The board and the title; the link below is the Pin's destination.
  if (channel.network === 'pinterest' && !isHandoffChannel(channel)) {
    const pinterest = draft.pinterest ?? NEW_PINTEREST;
    if (pinterest.boardId) variant.board_id = pinterest.boardId;
    if (pinterest.title.trim()) variant.title = pinterest.title.trim();
  }
  // Instagram and TikTok make no link card: a link belongs in the bio or the first comment.
  const linkless = channel.network === 'instagram' || channel.network === 'tiktok';
  if (!isHandoffChannel(channel) && !linkless && draft.link.trim() !== '') variant.link = draft.link.trim();
  if (
    (channel.network === 'bluesky' || channel.network === 'x' || channel.network === 'threads') &&
    !isHandoffChannel(channel) &&
    draft.thread
  )
    variant.thread = true;
  // On a hand-off post the phone shows it, to copy once the post is up.
  if (draft.firstComment.trim() !== '') variant.first_comment = draft.firstComment.trim();
  return variant;
}

/** Moves the file at `from` to `to` (a keyboard "move up/down"), leaving the list as it was when out of range. */
export function moveMedium<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

type SavedMedium = Variant['media'][number];
const fileMedium = (m: SavedMedium): ChosenMedium => ({
  uid: m.image_uid ?? m.video_uid ?? '',
  kind: m.video_uid ? 'video' : 'image',
  alt: m.alt ?? '',
});
/** A saved library asset: what the server filled in of it (its name, type, size); its preview is read later. */
function savedAsset(m: SavedMedium): ChosenMedium {
  const kind = m.mime_type.startsWith('video/') ? 'video' : 'image';
  const name = m.file_name || (m.asset_uid ?? '');
  return {
    uid: m.asset_uid ?? '',
    kind,
    alt: m.alt ?? '',
    asset: {
      name,
      version: null,
      facts: {
        kind,
        file_name: name,
        mime_type: m.mime_type,
        bytes: m.bytes,
        duration_ms: null,
        on_ticket: false,
        url: '',
      },
    },
  };
}

/**
 * A saved variant as the composer shows it again (the reverse of `toVariant`): what the network
 * does not take is left as a new variant has it.
 */
export function fromVariant(
  channel: Pick<PublishingChannel, 'network'> & { mode?: PublishingChannel['mode'] },
  variant: Variant,
): VariantDraft {
  const draft: VariantDraft = {
    ...prefillVariant(channel, { hook: null, caption: null }, []),
    text: variant.text,
    media: variant.media.map((m) => (m.asset_uid ? savedAsset(m) : fileMedium(m))),
    link: variant.link ?? '',
    thread: variant.thread ?? false,
    firstComment: variant.first_comment ?? '',
  };
  if (variant.visibility) draft.visibility = variant.visibility;
  if (variant.content_warning) draft.contentWarning = variant.content_warning;
  if (variant.poll)
    draft.poll = {
      on: true,
      options: [...variant.poll.options],
      expiresIn: variant.poll.expires_in,
      multiple: variant.poll.multiple,
    };
  if (variant.post_kind) draft.postKind = variant.post_kind;
  if (variant.share_to_feed !== undefined) draft.shareToFeed = variant.share_to_feed;
  if (channel.network === 'tiktok')
    draft.tiktok = {
      privacyLevel: variant.privacy_level ?? '',
      allowComments: variant.allow_comments ?? false,
      allowDuet: variant.allow_duet ?? false,
      allowStitch: variant.allow_stitch ?? false,
      brandContent: variant.brand_content ?? false,
      brandOrganic: variant.brand_organic ?? false,
      mode: variant.tiktok_mode ?? NEW_TIKTOK.mode,
    };
  if (channel.network === 'youtube')
    draft.youtube = {
      thumbnailUid: variant.thumbnail_uid ?? '',
      title: variant.title ?? '',
      tags: (variant.tags ?? []).join(', '),
      privacy: variant.privacy ?? NEW_YOUTUBE.privacy,
      madeForKids: variant.made_for_kids ?? false,
    };
  if (channel.network === 'pinterest')
    draft.pinterest = { boardId: variant.board_id ?? '', title: variant.title ?? '' };
  return draft;
}

/**
 * The credit lines of the variant's library assets its text does not carry yet
 * (docs/product.md#asset-library), each once, in the order the files are.
 */
export function missingCredits(
  media: readonly ChosenMedium[],
  text: string,
): { asset: string; credit: string }[] {
  const seen = new Set<string>();
  return media.flatMap((m) => {
    const credit = m.asset?.credit;
    if (!credit || seen.has(credit) || carriesCredit(text, credit)) return [];
    seen.add(credit);
    return [{ asset: m.asset?.name ?? '', credit }];
  });
}

/** The text with a credit line added on a line of its own, after a blank line. */
export const withCredit = (text: string, credit: string): string =>
  text.trim() === '' ? credit : `${text.replace(/\s+$/, '')}\n\n${credit}`;
