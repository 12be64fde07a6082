import {
  checkYoutubePost,
  YOUTUBE_NO_FIRST_COMMENT,
  youtubeDescription,
  youtubeTitle,
} from '@expertos/domain/publishing/youtube';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type NetworkAdapter, NetworkError, type Published, type PublishInput } from '../network.js';
import {
  GOOGLE_AUTHORIZE_URL,
  GOOGLE_TOKEN_URL,
  YOUTUBE_API_URL,
  YOUTUBE_UPLOAD_URL,
  type YoutubeApi,
  type YoutubeSession,
  youtubeSession,
} from './youtube-api.js';
import { youtubeFailure } from './youtube-errors.js';
import { YOUTUBE_INSIGHTS_BATCH, youtubeInsights } from './youtube-insights.js';
import { type GoogleApp, youtubeOAuth } from './youtube-oauth.js';
import { type ProcessingWait, waitForProcessing } from './youtube-processing.js';
import {
  setVideoStatus,
  statusMatches,
  videoStatus,
  type WantedStatus,
  wantedStatus,
} from './youtube-schedule.js';
import { DEFAULT_CHUNK_BYTES, KEPT, youtubeUpload } from './youtube-upload.js';

/**
 * Publishing a video to a YouTube channel (providers/publishing.md §7): the file sent with
 * Google's resumable protocol, streamed from storage (youtube-upload.ts), then a short look at
 * YouTube's processing (youtube-processing.ts). The post's text is the description; its title
 * is the variant's, else the text's first line.
 *
 * Exactly once: YouTube has no idempotency key, but a video exists only once the last byte of
 * its upload session is in. The session is kept in the publication's progress before the first
 * byte and the video's id the moment YouTube answers it; `find` answers the kept video, or asks
 * the kept session, whose `200` is the video an attempt cut off had finished.
 *
 * Scheduling: a public video is handed over up to two hours before its time and goes up
 * private with YouTube's `publishAt` (youtube-schedule.ts), so YouTube makes it public on the
 * minute; the engine holds the publication until then (held-posts.ts). Quota: an upload costs 1,600 of the Google project's
 * 10,000 daily units (YOUTUBE_LIMITS); past them YouTube answers `quotaExceeded` and the post
 * waits for midnight Pacific time. `quota()` is not offered: the count is the project's, shared
 * by every channel and by the YouTube import, and YouTube does not tell how much is used.
 *
 * Results: each video's views, likes and comments and the channel's subscribers, from the Data
 * API's statistics, 50 videos for one unit (youtube-insights.ts).
 */

export interface YoutubeAdapterDeps {
  fetch: GuardedFetch;
  app: GoogleApp;
  /** Google's own unless set (a stand-in in tests). */
  authorizeUrl?: string;
  tokenUrl?: string;
  apiUrl?: string;
  uploadUrl?: string;
  now?: () => Date;
  /** A piece of the upload, a multiple of 256 KiB. Default 8 MiB. */
  chunkBytes?: number;
  /** The look at processing after the upload. Default every 5 s for 30 s. */
  processing?: Partial<ProcessingWait>;
  /** Time for one call but a piece of the upload. Default 30 s. */
  timeoutMs?: number;
}

/** YouTube's default category when the variant names none: People & Blogs. */
const DEFAULT_CATEGORY = '22';

export const youtubeVideoUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
const published = (id: string): Published => ({ remoteId: id, url: youtubeVideoUrl(id) });

/** Said in the timeline of a video uploaded ahead of its time. */
export const YOUTUBE_HELD_NOTE =
  'Uploaded ahead of its time as a private video: YouTube makes it public at its time.';

/** The video's `snippet` and `status`, as `videos.insert` takes them (held private until `publishAt`, when given). */
export function videoResource(
  input: PublishInput,
  want: WantedStatus = { privacyStatus: input.privacy ?? 'public' },
) {
  const tags = (input.tags ?? []).map((tag) => tag.trim()).filter(Boolean);
  return {
    snippet: {
      title: youtubeTitle(input.text, input.title),
      description: youtubeDescription(input.text, input.link),
      ...(tags.length > 0 ? { tags } : {}),
      categoryId: input.categoryId ?? DEFAULT_CATEGORY,
      ...(input.language ? { defaultLanguage: input.language } : {}),
    },
    status: {
      ...want,
      // Left out, the channel's own audience setting applies.
      ...(input.madeForKids !== undefined ? { selfDeclaredMadeForKids: input.madeForKids } : {}),
    },
  };
}

export function youtubeAdapter(
  deps: YoutubeAdapterDeps,
): NetworkAdapter & Pick<Required<NetworkAdapter>, 'insights' | 'accountDay'> {
  const trim = (url: string) => url.replace(/\/+$/, '');
  const api: YoutubeApi = {
    fetch: deps.fetch,
    authorizeUrl: deps.authorizeUrl ?? GOOGLE_AUTHORIZE_URL,
    tokenUrl: deps.tokenUrl ?? GOOGLE_TOKEN_URL,
    apiUrl: trim(deps.apiUrl ?? YOUTUBE_API_URL),
    uploadUrl: trim(deps.uploadUrl ?? YOUTUBE_UPLOAD_URL),
    now: deps.now ?? (() => new Date()),
    timeoutMs: deps.timeoutMs ?? 30_000,
  };
  const wait: ProcessingWait = {
    pollMs: 5_000,
    waitMs: 30_000,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    ...deps.processing,
  };
  const oauth = youtubeOAuth(deps.app, api);
  const results = youtubeInsights(api);

  /**
   * The custom thumbnail, set once (kept in progress): refused for good (a channel YouTube has not
   * verified may not set one), the video stands and the timeline says why; a passing failure
   * is tried again with the video kept, so nothing is uploaded twice.
   */
  async function setThumbnail(
    session: YoutubeSession,
    id: string,
    input: PublishInput,
  ): Promise<string | undefined> {
    const thumbnail = input.thumbnail;
    if (!thumbnail || (await input.progress?.read())?.[KEPT.thumbnail]) return undefined;
    const what = `the thumbnail ${thumbnail.fileName}`;
    const answer = await session.send(`${api.uploadUrl}/thumbnails/set`, {
      method: 'POST',
      query: { videoId: id },
      bytes: thumbnail.bytes,
      headers: { 'content-type': thumbnail.mimeType },
      what,
    });
    if (answer.status >= 200 && answer.status <= 299) {
      await input.progress?.write({ [KEPT.thumbnail]: 'set' });
      return undefined;
    }
    const failure = youtubeFailure(answer, what, api.now());
    if (failure.kind !== 'permanent') throw failure;
    await input.progress?.write({ [KEPT.thumbnail]: 'refused' });
    return `The video is up without its thumbnail: ${failure.message}`;
  }

  const find: NetworkAdapter['find'] = async (channel, input) => {
    const kept = (await input.progress?.read()) ?? {};
    const video = kept[KEPT.video];
    if (video) {
      // Held for its time: the engine runs `publish`, which sets what YouTube holds to the post's time.
      const { publishAt } = await videoStatus(youtubeSession(api, channel), video, 'the uploaded video');
      return publishAt && new Date(publishAt) > api.now()
        ? { ...published(video), goesLiveAt: publishAt }
        : published(video);
    }
    const url = kept[KEPT.session];
    const total = Number(kept[KEPT.size]);
    if (!url || !Number.isFinite(total)) return null;
    const session = youtubeSession(api, channel);
    const now = await youtubeUpload(api, session).ask(url, total, 'the upload');
    if (now === 'gone' || !('video' in now)) return null;
    await input.progress?.write({ [KEPT.video]: now.video.id });
    return published(now.video.id);
  };

  return {
    network: 'youtube',
    streamsMedia: true,
    oauth: oauth.connector,
    refresh: oauth.refresh,

    async check(channel) {
      await youtubeSession(api, channel).read('/channels', {
        query: { part: 'id', mine: 'true' },
        what: 'the channel check',
      });
    },

    async publish(channel, input) {
      // Scheduling refuses these already; checked again so nothing is uploaded for nothing.
      const [problem] = checkYoutubePost({
        text: input.text,
        title: input.title,
        tags: input.tags,
        link: input.link,
        media: input.media.map((m) => ({ mimeType: m.mimeType, bytes: m.size ?? m.bytes.length })),
      });
      if (problem) throw new NetworkError('permanent', problem.message, { code: problem.rule });
      const medium = input.media[0];
      if (!medium) throw new NetworkError('permanent', 'A YouTube post needs a video.', { code: 'empty' });
      const session = youtubeSession(api, channel);
      const kept = (await input.progress?.read()) ?? {};
      const want = wantedStatus(input, api.now());
      let id = kept[KEPT.video];
      if (!id) {
        const video = await youtubeUpload(api, session, deps.chunkBytes ?? DEFAULT_CHUNK_BYTES).upload({
          medium,
          resource: videoResource(input, want),
          progress: input.progress,
        });
        id = video.id;
        await input.progress?.write({ [KEPT.video]: id });
      }
      try {
        const status = await waitForProcessing(session, id, medium.fileName, wait);
        // Uploaded earlier: held for a time the post has since left, or its time has come.
        if (!statusMatches(status, want))
          await setVideoStatus(session, id, status, want, `the privacy of ${medium.fileName}`);
      } catch (caught) {
        // A video YouTube failed or rejected is not this post's: publishing it again uploads anew.
        if (caught instanceof NetworkError && caught.kind === 'permanent')
          await input.progress?.write({ [KEPT.video]: '', [KEPT.session]: '', [KEPT.size]: '' });
        throw caught;
      }
      const note = [want.publishAt ? YOUTUBE_HELD_NOTE : null, await setThumbnail(session, id, input)]
        .filter(Boolean)
        .join(' ');
      return {
        ...published(id),
        ...(note ? { note } : {}),
        ...(want.publishAt ? { goesLiveAt: want.publishAt } : {}),
      };
    },

    /** Comments are not sent to YouTube from here (limits.ts says so in the composer). */
    async reply(_channel, input) {
      return input.firstComment?.trim() ? YOUTUBE_NO_FIRST_COMMENT : undefined;
    },

    find,

    insightsBatch: YOUTUBE_INSIGHTS_BATCH,
    insights: results.insights,
    accountDay: results.accountDay,

    async takeBack(channel, remoteId) {
      const session = youtubeSession(api, channel);
      const status = await videoStatus(session, remoteId, 'the held video');
      // Gone (deleted in YouTube Studio) or private with no time: nothing to take back.
      if (!status.privacyStatus || statusMatches(status, { privacyStatus: 'private' })) return;
      await setVideoStatus(session, remoteId, status, { privacyStatus: 'private' }, 'taking back the video');
    },
  };
}
