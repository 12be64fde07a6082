import type { Readable } from 'node:stream';
import type { PostMetrics } from '@expertos/domain/analytics/metrics';
import type { MastodonLimits, PublishingNetwork } from '@expertos/domain/publishing/limits';

/**
 * What the publishing engine asks of a network (docs/architecture.md#publishing): connect an
 * account, publish one variant exactly once, and, after an attempt that was cut off, find out
 * whether the post is on the network already. One adapter per network, in
 * `networks/<network>/`, calling out through the egress guard (platform/http/guarded-fetch.ts)
 * with the network's own client library.
 */

/** A connected account, as the engine hands it to the adapter: credentials opened. */
export interface ChannelAccess {
  /** The PDS or instance, e.g. `https://bsky.social`, `https://mastodon.social`. */
  host: string;
  /** The network's id of the account (a DID, a Mastodon account id). */
  accountId: string;
  handle: string;
  /** What `connect` answered as `credentials`, opened from the sealed column. */
  credentials: Record<string, string>;
  /**
   * Renews the credentials now and keeps them (channel-tokens.ts), answering the fresh access:
   * for a network that ends a token before its time (X answers 401), so the adapter can renew
   * once and call again. A rotated refresh token is kept by it, never by the adapter.
   */
  renew?: () => Promise<ChannelAccess>;
}

/** A file the post carries, read from storage. */
export interface PublishMedia {
  /** The file; empty for an adapter that streams (`NetworkAdapter.streamsMedia`), which reads `open`. */
  bytes: Buffer;
  /** The file's size in bytes, given with `open`. */
  size?: number;
  /**
   * The file from byte `start` on, for an adapter that streams: a 2 GB video is sent in pieces
   * and never held whole, and an upload cut off resumes where the network stopped.
   */
  open?: (start: number) => Promise<Readable>;
  mimeType: string;
  fileName: string;
  /** Alt text; null for none. */
  alt: string | null;
  /**
   * A signed public link to the same bytes, valid while the post is being sent: for a network
   * that fetches media by URL rather than taking an upload.
   */
  url?: string;
  /** A video's length, when known (TikTok holds it to the account's longest). */
  durationMs?: number | null;
}

/** One variant, ready to go out. */
export interface PublishInput {
  /**
   * The publication's id: stable across attempts, so each network's own guard against a
   * second post derives from it (Mastodon's `Idempotency-Key`, Bluesky's record key).
   */
  publicationId: string;
  /** When the publication was created (Bluesky's record key is a timestamp-based TID). */
  createdAt: string;
  /**
   * The post's time (ISO). A network that publishes at a time itself (YouTube's `publishAt`) is
   * given the post ahead of it (`uploadLeadMs`) and holds it until then; absent in adapters' own
   * tests that publish now.
   */
  dueAt?: string;
  text: string;
  media: PublishMedia[];
  /** Mastodon: `public` | `unlisted` | `private` | `direct`. */
  visibility?: string;
  /** Mastodon: the content warning (`spoiler_text`). */
  contentWarning?: string;
  /** ISO 639-1, e.g. `en`. */
  language?: string;
  /** A link card's address (Bluesky: the card, when no image; Mastodon: in the text). */
  link?: string;
  /** Bluesky, X: a text over one post's limits goes out as a thread of replies. */
  thread?: boolean;
  /** A reply the account posts under its own post right after it; absent for none. */
  firstComment?: string;
  /** Mastodon: a poll under the text (the post then carries no files). */
  poll?: { options: string[]; expiresInSeconds: number; multiple: boolean };
  /** Instagram: a feed post (one image or a carousel), a reel or a story. */
  postKind?: 'post' | 'reel' | 'story';
  /** Instagram: a reel shows in the feed too. */
  shareToFeed?: boolean;
  /** Instagram: the reel's cover frame, in milliseconds into the video (Pinterest: a video Pin's). */
  coverAtMs?: number;
  /** TikTok: who can see it (`PUBLIC_TO_EVERYONE`…`SELF_ONLY`); required for a direct post. */
  privacyLevel?: string;
  /** TikTok: people may comment, Duet, Stitch (each off unless chosen). */
  allowComments?: boolean;
  allowDuet?: boolean;
  allowStitch?: boolean;
  /** TikTok's disclosures: promoting another brand (paid partnership), or the account's own. */
  brandContent?: boolean;
  brandOrganic?: boolean;
  /** TikTok: `direct` to the profile, or `inbox`, a draft the creator finishes in TikTok. */
  tiktokMode?: 'direct' | 'inbox';
  /** YouTube: the custom thumbnail's bytes (one of the ticket's images), set once the video is up. */
  thumbnail?: { bytes: Buffer; mimeType: string; fileName: string };
  /** YouTube: the video's title (else the text's first line), tags, category id, privacy, audience; Pinterest: the Pin's title. */
  title?: string;
  tags?: string[];
  categoryId?: string;
  privacy?: 'public' | 'unlisted' | 'private';
  madeForKids?: boolean;
  /** Pinterest: the board the Pin goes on (Pinterest's id); the Pin's title is `title`. */
  boardId?: string;
  /**
   * What the network has made of this post so far, kept with the publication the moment the
   * network answers (an Instagram container's id): an attempt cut off reads it back to resume
   * or to find its post. Absent in adapters' own tests that do not need it.
   */
  progress?: Progress;
}

/** A publication's progress on the network, kept across attempts. */
export interface Progress {
  read(): Promise<Record<string, string>>;
  /** Merges these values into what is kept. */
  write(values: Record<string, string>): Promise<void>;
}

/** The post on the network. */
export interface Published {
  /** The network's id (a Mastodon status id, a Bluesky `at://` URI). */
  remoteId: string;
  /** Its public address. */
  url: string;
  /**
   * The post went out but its first comment could not (the network refused it for good): said
   * in the timeline; the post is not failed for it.
   */
  firstCommentError?: string;
  /**
   * What became of the post, when it is not simply live, in plain words for the timeline (a
   * TikTok draft sent to the creator's inbox, a post still in TikTok's moderation).
   */
  note?: string;
  /**
   * The network holds the post and makes it public itself at this time (ISO; YouTube's
   * `publishAt`). Ahead of now, the publication waits for it (held-posts.ts); at or before now,
   * it went public then.
   */
  goesLiveAt?: string;
}

/**
 * One published post's results now, as the network reports them (docs/product.md#analytics): a
 * figure the network has not counted yet is `not_yet`, one it has no such figure for is left
 * out (`not_offered`), never 0 in their place. `gone`: the post was deleted on the network (its
 * figures become `unavailable`).
 */
export interface PostInsights {
  remoteId: string;
  metrics: PostMetrics;
  gone?: boolean;
}

/** The account's figures of the day it is asked (followers), null for one the network does not give. */
export interface AccountDay {
  followers: number | null;
}

/** What an account may post, from the network (TikTok's creator info), for the composer and before a post. */
export interface CreatorInfo {
  username: string;
  nickname: string;
  /** The levels of who can see a post the account offers (TikTok's names). */
  privacyLevels: string[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  /** The longest video the account may post, in seconds; null when not said. */
  maxVideoSeconds: number | null;
}

/** A board a Pin can go on (Pinterest), for the composer to choose from. */
export interface Board {
  id: string;
  name: string;
  /** `PUBLIC`, `PROTECTED` or `SECRET` (Pinterest's names). */
  privacy: string;
}

/**
 * Why a call failed, as the engine acts on it: `transient` is tried again later (after
 * `retryAfterMs` when the network said), `permanent` stops with the network's words, and
 * `reconnect` marks the channel "needs reconnecting".
 */
export type NetworkFailureKind = 'transient' | 'permanent' | 'reconnect';

export class NetworkError extends Error {
  constructor(
    readonly kind: NetworkFailureKind,
    /** Plain words for the timeline: what the network said, and what to do. */
    message: string,
    readonly options: { code?: string; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'NetworkError';
  }
}

/** A connected account, as `connect` answers it. */
export interface ConnectedAccount {
  host: string;
  accountId: string;
  handle: string;
  displayName: string | null;
  avatarUrl: string | null;
  /** Sealed before it is stored; never answered to anyone. */
  credentials: Record<string, string>;
  /** Mastodon: the instance's limits (`GET /api/v2/instance`). */
  limits?: MastodonLimits;
  /** When the access token ends (ISO); absent or null when it does not. */
  tokenExpiresAt?: string | null;
  /** When the account can no longer be refreshed without the person (a refresh token's end). */
  renewableUntil?: string | null;
}

/** Fresh credentials, as `refresh` answers them. */
export interface RefreshedAccess {
  credentials: Record<string, string>;
  tokenExpiresAt: string | null;
  renewableUntil?: string | null;
}

/**
 * Connecting through the team's own developer app on the network (OAuth 2.0 authorization code,
 * with PKCE where the network takes it): the app's approval page, then the code traded for
 * tokens and every account the person may publish as.
 */
export interface OAuthConnector {
  /** Whether the network takes (or requires) a PKCE `code_challenge` (S256). */
  pkce: boolean;
  authorizeUrl(input: { redirectUri: string; state: string; codeChallenge?: string }): string;
  /**
   * The code traded for tokens, and each account they may publish as: one for most networks;
   * a Facebook person's Pages, a LinkedIn member and the organisations they administer. Empty
   * when there is none (an Instagram account that is not professional). Throws a `NetworkError`.
   */
  accounts(input: { code: string; redirectUri: string; codeVerifier?: string }): Promise<ConnectedAccount[]>;
}

export interface NetworkAdapter {
  network: PublishingNetwork;
  /** The adapter reads files through `PublishMedia.open` (YouTube's large videos); their `bytes` are empty. */
  streamsMedia?: boolean;
  /** Present for a network connected through the team's developer app (absent: Bluesky, Mastodon). */
  oauth?: OAuthConnector;
  /**
   * New credentials before the access token ends. Throws a `NetworkError`: `reconnect` when
   * the network will not renew it (revoked, or its refresh token ended).
   */
  refresh?(channel: ChannelAccess): Promise<RefreshedAccess>;
  /**
   * A cheap call as the account, for the daily token health: throws a `NetworkError` of kind
   * `reconnect` when the network no longer takes its credentials.
   */
  check?(channel: ChannelAccess): Promise<void>;
  /**
   * How much of the network's rolling publishing limit the account has used (Instagram's posts
   * in 24 hours), for the composer to say before scheduling beyond it.
   */
  quota?(channel: ChannelAccess): Promise<{ used: number; total: number; windowHours: number }>;
  /** What the account may post now (TikTok's creator info), for the composer to offer only that. */
  creatorInfo?(channel: ChannelAccess): Promise<CreatorInfo>;
  /** The boards the account may pin to (Pinterest), for the composer to choose from. */
  boards?(channel: ChannelAccess): Promise<Board[]>;
  /**
   * Each post's results now, for the posts of this account named by their network id (the
   * analytics module asks; docs/architecture.md#analytics). Answers one entry per id asked, in
   * any order; at most `insightsBatch` ids a call. Throws a `NetworkError`: `transient` (with
   * `retryAfterMs` when throttled or out of quota) to be asked later, `reconnect` when the
   * token or the insights permission is gone.
   */
  insights?(channel: ChannelAccess, remoteIds: readonly string[]): Promise<PostInsights[]>;
  /** How many post ids one `insights` call takes (default 1). */
  insightsBatch?: number;
  /** The account's figures today (followers). Throws a `NetworkError` as `insights`. */
  accountDay?(channel: ChannelAccess): Promise<AccountDay>;
  /**
   * Publishes the variant. Throws a `NetworkError`. A second call for the same publication
   * must not make a second post where the network lets us prevent it.
   */
  publish(channel: ChannelAccess, input: PublishInput): Promise<Published>;
  /**
   * After an attempt that was cut off (a crash mid-call): the publication's post if it is on
   * the network, else null. Asked before any retry, so a crash never publishes twice.
   */
  find(
    channel: ChannelAccess,
    input: Pick<PublishInput, 'publicationId' | 'createdAt' | 'text' | 'link' | 'thread' | 'progress'>,
  ): Promise<Published | null>;
  /**
   * Posts `input.firstComment` under the post, once: a second call (after a cut-off) finds the
   * first call's reply rather than posting another. `publish` does this itself; the engine
   * calls it when `find` found a post whose attempt was cut off. Throws a `NetworkError`;
   * answers the words for the timeline when the network refused the comment for good.
   */
  reply(channel: ChannelAccess, input: PublishInput, post: Published): Promise<string | undefined>;
  /**
   * A post the network holds for its time (`Published.goesLiveAt`) is taken off it: kept where
   * only the account sees it, never made public (YouTube: private, `publishAt` cleared). For an
   * unscheduled post, or one whose edit needs approval again. Throws a `NetworkError`.
   */
  takeBack?(channel: ChannelAccess, remoteId: string): Promise<void>;
  /**
   * Deletes a published post from the network, as the account: a post whose library asset may
   * no longer be used is taken down (rights-takedowns.ts). A post already gone counts as deleted.
   * Absent where the network gives no way to (a person then takes it down by hand, as a task).
   * Throws a `NetworkError`.
   */
  remove?(channel: ChannelAccess, remoteId: string): Promise<void>;
}
