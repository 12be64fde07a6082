import { PINTEREST_LIMITS, PINTEREST_NO_BOARD } from '@expertos/domain/publishing/pinterest';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type Board,
  type ChannelAccess,
  type NetworkAdapter,
  NetworkError,
  type Progress,
  type Published,
  type PublishInput,
} from '../network.js';
import {
  PINTEREST_API_URL,
  PINTEREST_AUTHORIZE_URL,
  type PinterestApi,
  type PinterestSession,
  pinterestSession,
} from './pinterest-api.js';
import { pinterestConnect } from './pinterest-connect.js';
import { answeredNo, pinterestError } from './pinterest-errors.js';
import { pinterestInsights } from './pinterest-insights.js';
import { pinterestVideo } from './pinterest-video.js';

/**
 * Publishing Pins through the team's developer app (providers/publishing.md §8), Pinterest's
 * API v5 with plain requests through the egress guard (pinterest-api.ts says why).
 *
 * A Pin goes on the board the variant names, with its title, the text as its description, the
 * variant's link as its destination and the first image's alt text. Images are fetched by
 * Pinterest from the product's signed links (`image_url`, or `multiple_image_urls` for 2 to 5);
 * a video is uploaded and processed first (pinterest-video.ts), its cover a frame of it.
 *
 * Exactly once: Pinterest has no idempotency key, so the publication's progress is the guard.
 * The video's media id is kept as soon as Pinterest answers, a `posting` mark (with the board
 * and title) just before `POST /v5/pins`, and the Pin's id right after. An attempt cut off
 * between the mark and the id looks for its Pin among the board's newest ones (same title and
 * description, made since the mark) before anything is posted again.
 *
 * Results: each Pin's impressions, outbound clicks, saves, reactions and comments, and the
 * account's followers (pinterest-insights.ts).
 */

export interface PinterestAdapterDeps {
  fetch: GuardedFetch;
  /** The team's developer app (PINTEREST_APP_ID, PINTEREST_APP_SECRET). */
  app: { appId: string; appSecret: string };
  /** PINTEREST_AUTH_URL: Pinterest's approval page unless set. */
  authUrl?: string;
  /** PINTEREST_API_URL: `https://api.pinterest.com` unless set. */
  apiUrl?: string;
  now?: () => Date;
  /** Waits between two reads of a video's status; tests answer at once. */
  sleep?: (ms: number) => Promise<void>;
  /** How often a video's status is read. Default 5 s. */
  pollMs?: number;
  /** How long one attempt waits for a video's processing. Default 10 minutes. */
  waitMs?: number;
  /** Time for one call but a video's upload. Default 30 s. */
  timeoutMs?: number;
}

/** A 2 GB video on a slow link. */
const UPLOAD_TIMEOUT_MS = 30 * 60_000;
/** The boards offered to choose from: Pinterest's largest page. */
const BOARDS_MAX = 250;
/** How many of the board's newest Pins are looked through for a Pin cut off. */
const RECENT_PINS = 25;
/** Clocks differ: a Pin made this long before the mark is still ours. */
const CLOCK_SLACK_MS = 60_000;

interface Pin {
  id?: string;
  title?: string | null;
  description?: string | null;
  created_at?: string;
}

const pinUrl = (id: string) => `https://www.pinterest.com/pin/${encodeURIComponent(id)}/`;
const published = (id: string): Published => ({ remoteId: id, url: pinUrl(id) });
/** At most `max` characters (code points), as Pinterest's `maxLength` counts them. */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');
/** Pinterest's times may come without a zone: they are UTC. */
const parseTime = (value: string | undefined) =>
  value ? Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`) : Number.NaN;

export function pinterestAdapter(deps: PinterestAdapterDeps): NetworkAdapter &
  Pick<Required<NetworkAdapter>, 'insights' | 'accountDay'> & {
    boards(channel: ChannelAccess): Promise<Board[]>;
  } {
  const now = deps.now ?? (() => new Date());
  const api: PinterestApi = {
    fetch: deps.fetch,
    apiUrl: deps.apiUrl ?? PINTEREST_API_URL,
    timeoutMs: deps.timeoutMs ?? 30_000,
  };
  const connect = pinterestConnect(
    api,
    { ...deps.app, authUrl: deps.authUrl ?? PINTEREST_AUTHORIZE_URL },
    now,
  );
  const video = {
    fetch: deps.fetch,
    now,
    sleep: deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    pollMs: deps.pollMs ?? 5_000,
    waitMs: deps.waitMs ?? 10 * 60_000,
    uploadTimeoutMs: UPLOAD_TIMEOUT_MS,
  };
  const noProgress: Progress = { read: async () => ({}), write: async () => {} };
  const results = pinterestInsights(api, now);

  /** The Pin's media, as `media_source` says it: a processed video, or images fetched by link. */
  async function mediaSource(
    session: PinterestSession,
    input: PublishInput,
    progress: Progress,
  ): Promise<Record<string, unknown>> {
    const media = input.media;
    const [first] = media;
    if (!first) throw new NetworkError('permanent', 'A Pin needs an image or a video.', { code: 'empty' });
    if (first.mimeType.startsWith('video/')) {
      if (media.length > 1)
        throw new NetworkError('permanent', 'A Pin takes one video, alone.', { code: 'media_count' });
      const mediaId = await pinterestVideo(video, session, first, progress);
      return {
        source_type: 'video_id',
        media_id: mediaId,
        // A video Pin needs a cover: the variant's moment, else the first frame (in seconds).
        cover_image_key_frame_time: Math.floor((input.coverAtMs ?? 0) / 1000),
      };
    }
    const urls = media.map((m) => m.url);
    if (urls.some((url) => !url))
      throw new NetworkError(
        'permanent',
        'Pinterest fetches images by their web address, and this server has none it can reach (set PUBLIC_URL to the address people use).',
        { code: 'no_public_url' },
      );
    if (media.length > PINTEREST_LIMITS.imagesMax)
      throw new NetworkError('permanent', `A Pin takes up to ${PINTEREST_LIMITS.imagesMax} images.`, {
        code: 'media_count',
      });
    return media.length === 1
      ? { source_type: 'image_url', url: urls[0] }
      : { source_type: 'multiple_image_urls', items: urls.map((url) => ({ url })) };
  }

  /**
   * The Pin this publication made, among the board's newest: the same title and description,
   * made since the mark. Null when it is not there (the cut-off call never reached Pinterest).
   */
  async function lookFor(
    session: PinterestSession,
    kept: Record<string, string>,
    text: string,
  ): Promise<Published | null> {
    const board = kept.board;
    if (!board) return null;
    const since = parseTime(kept.posting) - CLOCK_SLACK_MS;
    const page = await session.call<{ items?: Pin[] }>({
      method: 'GET',
      path: `/v5/boards/${encodeURIComponent(board)}/pins`,
      query: { page_size: String(RECENT_PINS) },
    });
    const match = (page.items ?? []).find(
      (pin) =>
        pin.id &&
        (pin.title ?? '') === (kept.title ?? '') &&
        (pin.description ?? '') === text &&
        !(parseTime(pin.created_at) < since),
    );
    return match?.id ? published(match.id) : null;
  }

  /** Makes the Pin: the mark kept first, the id right after; a refusal lets the mark go. */
  async function pin(
    session: PinterestSession,
    input: PublishInput,
    progress: Progress,
    source: Record<string, unknown>,
  ): Promise<Published> {
    const boardId = input.boardId as string;
    const title = input.title?.trim() ? cut(input.title.trim(), PINTEREST_LIMITS.titleCharacters) : '';
    const alt = input.media[0]?.alt?.trim();
    await progress.write({ posting: now().toISOString(), board: boardId, title });
    let made: Pin;
    try {
      made = await session.call<Pin>({
        method: 'POST',
        path: '/v5/pins',
        json: {
          board_id: boardId,
          ...(title ? { title } : {}),
          description: input.text,
          ...(input.link ? { link: input.link } : {}),
          // Alt text is the image's; a longer one than Pinterest takes is cut rather than the Pin lost.
          ...(alt && source.source_type !== 'video_id'
            ? { alt_text: cut(alt, PINTEREST_LIMITS.altCharacters) }
            : {}),
          media_source: source,
        },
      });
    } catch (caught) {
      // Refused: no Pin was made, and the next attempt need not look for one.
      if (answeredNo(caught)) await progress.write({ posting: '' });
      throw caught;
    }
    if (!made.id)
      throw new NetworkError('transient', 'Pinterest answered the Pin without its id.', { code: 'no_id' });
    await progress.write({ pin: made.id });
    return published(made.id);
  }

  return {
    network: 'pinterest',
    oauth: connect.oauth,
    refresh: connect.refresh,

    async check(channel) {
      try {
        await pinterestSession(api, channel).call({ method: 'GET', path: '/v5/user_account' });
      } catch (caught) {
        throw pinterestError(caught, 'checking the account', now());
      }
    },

    async boards(channel) {
      try {
        const session = pinterestSession(api, channel);
        const boards: Board[] = [];
        let bookmark: string | undefined;
        do {
          const page = await session.call<{
            items?: { id?: string; name?: string; privacy?: string }[];
            bookmark?: string | null;
          }>({
            method: 'GET',
            path: '/v5/boards',
            query: { page_size: String(BOARDS_MAX), ...(bookmark ? { bookmark } : {}) },
          });
          for (const board of page.items ?? [])
            if (board.id && boards.length < BOARDS_MAX)
              boards.push({ id: board.id, name: board.name ?? '', privacy: board.privacy ?? 'PUBLIC' });
          bookmark = page.bookmark ?? undefined;
        } while (bookmark && boards.length < BOARDS_MAX);
        return boards;
      } catch (caught) {
        throw pinterestError(caught, "reading the account's boards", now());
      }
    },

    async publish(channel, input) {
      const progress = input.progress ?? noProgress;
      try {
        const session = pinterestSession(api, channel);
        const kept = await progress.read();
        if (kept.pin) return published(kept.pin);
        if (kept.posting) {
          const found = await lookFor(session, kept, input.text);
          if (found) {
            await progress.write({ pin: found.remoteId });
            return found;
          }
        }
        if (!input.boardId?.trim())
          throw new NetworkError('permanent', PINTEREST_NO_BOARD, { code: 'no_board' });
        const source = await mediaSource(session, input, progress);
        return await pin(session, input, progress, source);
      } catch (caught) {
        throw pinterestError(caught, 'the Pin', now());
      }
    },

    async find(channel, input) {
      try {
        const progress = input.progress ?? noProgress;
        const kept = await progress.read();
        if (kept.pin) return published(kept.pin);
        if (!kept.posting) return null;
        const found = await lookFor(pinterestSession(api, channel), kept, input.text);
        if (found) await progress.write({ pin: found.remoteId });
        return found;
      } catch (caught) {
        throw pinterestError(caught, 'looking for the Pin', now());
      }
    },

    // One Pin a call (pinterest-insights.ts says why).
    insightsBatch: 1,
    insights: results.insights,
    accountDay: results.accountDay,

    // Pinterest's API posts no comments: the domain refuses a first comment, so this only says why.
    async reply(_channel, input) {
      return input.firstComment
        ? 'Pinterest’s API posts no comments, so the first comment was not posted.'
        : undefined;
    },
  };
}
