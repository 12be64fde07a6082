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
}

/** A file the post carries, read from storage. */
export interface PublishMedia {
  bytes: Buffer;
  mimeType: string;
  fileName: string;
  /** Alt text; null for none. */
  alt: string | null;
  /**
   * A signed public link to the same bytes, valid while the post is being sent: for a network
   * that fetches media by URL rather than taking an upload.
   */
  url?: string;
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
  /** Bluesky: a text over one post's limits goes out as a thread of replies. */
  thread?: boolean;
  /** A reply the account posts under its own post right after it; absent for none. */
  firstComment?: string;
  /** Mastodon: a poll under the text (the post then carries no files). */
  poll?: { options: string[]; expiresInSeconds: number; multiple: boolean };
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
}

export interface NetworkAdapter {
  network: PublishingNetwork;
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
    input: Pick<PublishInput, 'publicationId' | 'createdAt' | 'text' | 'link' | 'thread'>,
  ): Promise<Published | null>;
  /**
   * Posts `input.firstComment` under the post, once: a second call (after a cut-off) finds the
   * first call's reply rather than posting another. `publish` does this itself; the engine
   * calls it when `find` found a post whose attempt was cut off. Throws a `NetworkError`;
   * answers the words for the timeline when the network refused the comment for good.
   */
  reply(channel: ChannelAccess, input: PublishInput, post: Published): Promise<string | undefined>;
}
