import { TIKTOK_PRIVACY_NAMES, type TikTokPrivacyLevel } from '@expertos/domain/publishing/tiktok';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type ChannelAccess,
  type CreatorInfo,
  type NetworkAdapter,
  NetworkError,
  type Published,
  type PublishInput,
} from '../network.js';
import { type TikTokApi, type TikTokSession, tiktokSession } from './tiktok-api.js';
import { TIKTOK_API_URL, TIKTOK_AUTHORIZE_URL, tiktokConnect } from './tiktok-connect.js';
import { tiktokError, tiktokWords } from './tiktok-errors.js';
import { tiktokInsights } from './tiktok-insights.js';
import { chunkPlan, uploadChunks } from './tiktok-upload.js';

/**
 * Publishing to TikTok through the team's developer app (providers/publishing.md §6), the
 * Content Posting API with plain requests through the egress guard (tiktok-api.ts says why).
 *
 * Before every post the account's creator info is read, as TikTok's audit rules ask: the
 * variant's privacy level must be one the account offers, branded content is never private,
 * a video is held to the account's longest, and an app not audited yet posts "Only me" alone.
 * A video is sent in chunks (`FILE_UPLOAD`) straight to the profile, or to the creator's inbox
 * as a draft; photos are fetched by TikTok from the product's signed links (`PULL_FROM_URL`).
 * Then the post's status is read until TikTok has published it (or sent it to the inbox).
 *
 * Exactly once: TikTok has no idempotency key and no safe search of an account's posts (its
 * `video/list` needs another scope and lists public posts only after moderation), so the
 * publication's progress is the guard. The `publish_id` is kept the moment the init answers,
 * and the upload's end once TikTok confirmed it; an attempt that finds a `publish_id` reads its
 * status rather than posting again. An upload cut off before its end leaves a post TikTok never
 * publishes: once TikTok still waits for its bytes a while later, it is started over.
 */

export interface TikTokAdapterDeps {
  fetch: GuardedFetch;
  /** The team's developer app (TIKTOK_CLIENT_KEY, TIKTOK_CLIENT_SECRET). */
  app: { clientKey: string; clientSecret: string };
  /** TIKTOK_AUDITED: whether TikTok's audit lifted the app's private-only rule. */
  audited: boolean;
  /** TIKTOK_AUTH_URL: TikTok's approval page unless set. */
  authUrl?: string;
  /** TIKTOK_API_URL: `https://open.tiktokapis.com` unless set. */
  apiUrl?: string;
  now?: () => Date;
  /** Waits between two reads of a post's status; tests answer at once. */
  sleep?: (ms: number) => Promise<void>;
  /** How often the status is read (TikTok allows 30 reads a minute). Default 5 s. */
  pollMs?: number;
  /** How long one attempt waits for TikTok to process the post. Default 10 minutes. */
  waitMs?: number;
  /** Bytes per upload chunk (5–64 MB). Default 10 MB. */
  chunkBytes?: number;
  /** Time for one call but a chunk's. Default 30 s. */
  timeoutMs?: number;
}

/** A chunk of a large video may take minutes on a slow link. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;
/** An upload still unfinished this long after its init was cut off for good. */
const STALE_UPLOAD_MS = 2 * 60_000;

/** What the progress says the post is: `video`, `photo`, or either sent to the inbox. */
type Kind = 'video' | 'photo' | 'inbox_video' | 'inbox_photo';

interface Status {
  status?: string;
  fail_reason?: string;
  publicaly_available_post_id?: (string | number)[];
}

interface Creator {
  creator_username?: string;
  creator_nickname?: string;
  privacy_level_options?: string[];
  comment_disabled?: boolean;
  duet_disabled?: boolean;
  stitch_disabled?: boolean;
  max_video_post_duration_sec?: number;
}

const levelName = (level: string) => TIKTOK_PRIVACY_NAMES[level as TikTokPrivacyLevel] ?? level;

export function tiktokAdapter(deps: TikTokAdapterDeps): NetworkAdapter & {
  creatorInfo(channel: ChannelAccess): Promise<CreatorInfo>;
} {
  const now = deps.now ?? (() => new Date());
  const api: TikTokApi = {
    fetch: deps.fetch,
    apiUrl: deps.apiUrl ?? TIKTOK_API_URL,
    timeoutMs: deps.timeoutMs ?? 30_000,
  };
  const connect = tiktokConnect(api, { ...deps.app, authUrl: deps.authUrl ?? TIKTOK_AUTHORIZE_URL }, now);
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const pollMs = deps.pollMs ?? 5_000;
  const waitMs = deps.waitMs ?? 10 * 60_000;
  const chunkBytes = deps.chunkBytes ?? 10 * 1024 * 1024;

  async function creatorInfo(session: TikTokSession): Promise<CreatorInfo> {
    const data = await session.call<Creator>({
      method: 'POST',
      path: '/v2/post/publish/creator_info/query/',
      json: {},
    });
    const offered = data.privacy_level_options ?? [];
    return {
      username: data.creator_username ?? '',
      nickname: data.creator_nickname ?? '',
      // An app not audited yet may post privately only, whatever the account offers.
      privacyLevels: deps.audited ? offered : offered.filter((level) => level === 'SELF_ONLY'),
      commentDisabled: data.comment_disabled === true,
      duetDisabled: data.duet_disabled === true,
      stitchDisabled: data.stitch_disabled === true,
      maxVideoSeconds:
        typeof data.max_video_post_duration_sec === 'number' ? data.max_video_post_duration_sec : null,
    };
  }

  /** The variant held to what the account allows now, before anything is sent. */
  function checkAgainst(creator: CreatorInfo, input: PublishInput, kind: Kind): void {
    const refuse = (message: string, code: string) => {
      throw new NetworkError('permanent', message, { code });
    };
    const video = input.media.find((m) => m.mimeType.startsWith('video/'));
    if (video?.durationMs && creator.maxVideoSeconds && video.durationMs > creator.maxVideoSeconds * 1000)
      refuse(
        `This TikTok account may post videos up to ${creator.maxVideoSeconds} seconds; this one is ${Math.round(video.durationMs / 1000)} seconds. Trim it.`,
        'duration_over_account_limit',
      );
    if (kind === 'inbox_video' || kind === 'inbox_photo') return;
    const level = input.privacyLevel;
    if (!level) refuse('Choose who can see this TikTok post.', 'privacy_level_missing');
    if (!deps.audited && level !== 'SELF_ONLY')
      refuse(tiktokWords('unaudited_client_can_only_post_to_private_accounts'), 'unaudited_client');
    if (input.brandContent && level === 'SELF_ONLY')
      refuse(
        'TikTok does not let branded content be private: choose who can see it other than “Only me”.',
        'brand_content_private',
      );
    if (!creator.privacyLevels.includes(level as string))
      refuse(
        `TikTok refused who can see this post: the account no longer offers “${levelName(level as string)}”. Choose again from its options.`,
        'privacy_level_option_mismatch',
      );
  }

  function kindOf(input: PublishInput): Kind {
    const photos = input.media.length > 0 && input.media.every((m) => m.mimeType.startsWith('image/'));
    const inbox = input.tiktokMode === 'inbox';
    return photos ? (inbox ? 'inbox_photo' : 'photo') : inbox ? 'inbox_video' : 'video';
  }

  /** Starts the post on TikTok: its `publish_id` kept at once, then the video's bytes sent. */
  async function start(
    session: TikTokSession,
    creator: CreatorInfo,
    input: PublishInput,
    kind: Kind,
  ): Promise<string> {
    const progress = input.progress;
    const started = now().toISOString();
    if (kind === 'photo' || kind === 'inbox_photo') {
      const urls = input.media.map((m) => m.url);
      if (urls.some((url) => !url))
        throw new NetworkError(
          'permanent',
          'TikTok fetches photos by their web address, and this server has none it can reach (set PUBLIC_URL to the address people use).',
          { code: 'no_public_url' },
        );
      const data = await session.call<{ publish_id?: string }>({
        method: 'POST',
        path: '/v2/post/publish/content/init/',
        json: {
          post_info: {
            description: input.text,
            ...(kind === 'photo'
              ? {
                  privacy_level: input.privacyLevel,
                  disable_comment: !input.allowComments || creator.commentDisabled,
                  brand_content_toggle: input.brandContent === true,
                  brand_organic_toggle: input.brandOrganic === true,
                }
              : {}),
            auto_add_music: true,
          },
          source_info: { source: 'PULL_FROM_URL', photo_cover_index: 0, photo_images: urls },
          post_mode: kind === 'photo' ? 'DIRECT_POST' : 'MEDIA_UPLOAD',
          media_type: 'PHOTO',
        },
      });
      const id = data.publish_id;
      if (!id)
        throw new NetworkError('transient', 'TikTok answered the post without its id.', { code: 'no_id' });
      await progress?.write({
        publish_id: id,
        kind,
        started,
        uploaded: started,
        privacy: input.privacyLevel ?? '',
      });
      return id;
    }
    const [video] = input.media;
    if (!video || input.media.length !== 1)
      throw new NetworkError('permanent', 'TikTok needs a video, or 2 to 35 photos, in every post.', {
        code: 'empty',
      });
    const plan = chunkPlan(video.bytes.length, chunkBytes);
    const data = await session.call<{ publish_id?: string; upload_url?: string }>({
      method: 'POST',
      path: kind === 'video' ? '/v2/post/publish/video/init/' : '/v2/post/publish/inbox/video/init/',
      json: {
        ...(kind === 'video'
          ? {
              post_info: {
                title: input.text,
                privacy_level: input.privacyLevel,
                disable_comment: !input.allowComments || creator.commentDisabled,
                disable_duet: !input.allowDuet || creator.duetDisabled,
                disable_stitch: !input.allowStitch || creator.stitchDisabled,
                brand_content_toggle: input.brandContent === true,
                brand_organic_toggle: input.brandOrganic === true,
                ...(input.coverAtMs !== undefined ? { video_cover_timestamp_ms: input.coverAtMs } : {}),
              },
            }
          : {}),
        source_info: { source: 'FILE_UPLOAD', ...plan },
      },
    });
    if (!data.publish_id || !data.upload_url)
      throw new NetworkError('transient', 'TikTok answered the upload without its address.', {
        code: 'no_id',
      });
    await progress?.write({ publish_id: data.publish_id, kind, started, privacy: input.privacyLevel ?? '' });
    await uploadChunks(deps.fetch, data.upload_url, video, plan, UPLOAD_TIMEOUT_MS);
    await progress?.write({ uploaded: now().toISOString() });
    return data.publish_id;
  }

  const readStatus = (session: TikTokSession, publishId: string) =>
    session.call<Status>({
      method: 'POST',
      path: '/v2/post/publish/status/fetch/',
      json: { publish_id: publishId },
    });

  /** What the post became, from a finished status; null while TikTok is still at it. */
  function outcome(
    channel: ChannelAccess,
    publishId: string,
    kept: Record<string, string>,
    status: Status,
  ): Published | null {
    const handle = channel.handle.replace(/^@/, '');
    const profile = `https://www.tiktok.com/@${handle}`;
    if (status.status === 'SEND_TO_USER_INBOX')
      return {
        remoteId: publishId,
        url: profile,
        note: 'Sent to the creator’s TikTok inbox to finish: it goes live once they post it from the TikTok app.',
      };
    if (status.status !== 'PUBLISH_COMPLETE') return null;
    const postId = status.publicaly_available_post_id?.[0];
    if (postId !== undefined && String(postId) !== '')
      return {
        remoteId: String(postId),
        url: `${profile}/${kept.kind === 'photo' ? 'photo' : 'video'}/${postId}`,
      };
    return {
      remoteId: publishId,
      url: profile,
      note:
        kept.privacy === 'SELF_ONLY'
          ? 'Posted privately (“Only me”): TikTok gives no public address for it; it is on the account’s profile for its owner.'
          : 'Posted; TikTok is still reviewing it (moderation can take minutes to hours), so the link goes to the profile until TikTok shows the post.',
    };
  }

  /**
   * Reads the post's status until TikTok has finished with it: the post, or its failure in
   * TikTok's words (the `publish_id` then let go, so a new attempt starts afresh).
   */
  async function settle(
    session: TikTokSession,
    channel: ChannelAccess,
    input: Pick<PublishInput, 'progress'>,
    kept: Record<string, string>,
  ): Promise<Published> {
    const publishId = kept.publish_id as string;
    const since = Date.now();
    for (;;) {
      const status = await readStatus(session, publishId);
      const done = outcome(channel, publishId, kept, status);
      if (done) {
        await input.progress?.write({ post_id: done.remoteId });
        return done;
      }
      if (status.status === 'FAILED') {
        await input.progress?.write({ publish_id: '', uploaded: '' });
        const reason = status.fail_reason ?? 'no reason given';
        throw new NetworkError('permanent', `TikTok could not publish the post: ${tiktokWords(reason)}`, {
          code: reason,
        });
      }
      if (Date.now() - since >= waitMs)
        throw new NetworkError(
          'transient',
          'TikTok is still processing the post; it is checked again shortly.',
          {
            code: 'processing',
            retryAfterMs: 60_000,
          },
        );
      await sleep(pollMs);
    }
  }

  /**
   * A kept post whose upload was cut off before TikTok confirmed it: what TikTok made of it.
   * Null when TikTok still waits for its bytes well after the init: it will never be published,
   * and a new post is started.
   */
  async function cutOffUpload(
    session: TikTokSession,
    kept: Record<string, string>,
  ): Promise<'settle' | 'restart'> {
    const status = await readStatus(session, kept.publish_id as string);
    if (status.status !== 'PROCESSING_UPLOAD') return 'settle';
    const age = now().getTime() - Date.parse(kept.started ?? '');
    if (age >= STALE_UPLOAD_MS || Number.isNaN(age)) return 'restart';
    // Just cut off: TikTok may yet confirm the last chunk; look again shortly.
    throw new NetworkError('transient', 'The upload to TikTok was cut off; it is checked again shortly.', {
      code: 'upload_cut_off',
      retryAfterMs: STALE_UPLOAD_MS - age,
    });
  }

  return {
    network: 'tiktok',
    oauth: connect.oauth,
    refresh: connect.refresh,
    ...tiktokInsights(api, now),

    async check(channel) {
      try {
        await tiktokSession(api, channel).call({
          method: 'GET',
          path: '/v2/user/info/',
          query: { fields: 'open_id' },
        });
      } catch (caught) {
        throw tiktokError(caught, 'checking the account', now());
      }
    },

    async creatorInfo(channel) {
      try {
        return await creatorInfo(tiktokSession(api, channel));
      } catch (caught) {
        throw tiktokError(caught, "reading the account's posting options", now());
      }
    },

    async publish(channel, input) {
      try {
        const session = tiktokSession(api, channel);
        const kept = input.progress ? await input.progress.read() : {};
        if (kept.publish_id) {
          const next = kept.uploaded ? 'settle' : await cutOffUpload(session, kept);
          if (next === 'settle') return await settle(session, channel, input, kept);
        }
        const kind = kindOf(input);
        // TikTok's audit rules: the account's options now, before every post.
        const creator = await creatorInfo(session);
        checkAgainst(creator, input, kind);
        const publishId = await start(session, creator, input, kind);
        return await settle(session, channel, input, {
          publish_id: publishId,
          kind,
          privacy: input.privacyLevel ?? '',
        });
      } catch (caught) {
        throw tiktokError(caught, 'the post', now());
      }
    },

    // Progress only: TikTok offers no safe search of the account's posts (see above).
    async find(channel, input) {
      try {
        const kept = input.progress ? await input.progress.read() : {};
        if (!kept.publish_id) return null;
        const session = tiktokSession(api, channel);
        if (!kept.uploaded && (await cutOffUpload(session, kept)) === 'restart') return null;
        return await settle(session, channel, input, kept);
      } catch (caught) {
        throw tiktokError(caught, "the post's status", now());
      }
    },

    // TikTok lets no app comment: the domain refuses a first comment, so this only says why.
    async reply(_channel, input) {
      return input.firstComment
        ? 'TikTok lets no app post a comment, so the first comment was not posted.'
        : undefined;
    },
  };
}
