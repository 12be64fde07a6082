import { X_LIMITS } from '@expertos/domain/publishing/x';
import { NetworkError, type PublishMedia } from '../network.js';
import type { XSession } from './x-api.js';
import { xError } from './x-errors.js';

/**
 * One file uploaded to X (providers/publishing.md §5): `initialize` with its type, size and
 * category, `append` in chunks (multipart `media` and `segment_index`), `finalize`; a GIF or a
 * video is then processed by X, polled with `STATUS` as often as X's `check_after_secs` says,
 * within a bound. The alt text goes on with `POST /2/media/metadata`.
 */

export interface XMediaOptions {
  /** Bytes per `append`: X takes up to about 5 MB; 4 MiB by default. */
  chunkBytes: number;
  /** Waits `ms` between two looks at a file X is processing (tests answer at once). */
  sleep: (ms: number) => Promise<void>;
  /** How long X may process one file, counted in the waits X asked for, before the attempt gives up. */
  waitMs: number;
  /** Time for one `append` (a chunk on a slow link). */
  uploadTimeoutMs: number;
  now: () => Date;
}

interface Processing {
  state?: 'pending' | 'in_progress' | 'succeeded' | 'failed';
  check_after_secs?: number;
  error?: { code?: number; name?: string; message?: string };
}

interface MediaAnswer {
  data?: { id?: string; processing_info?: Processing };
}

/** X's category for a file: an image, an animated GIF or a video. */
export function mediaCategory(medium: Pick<PublishMedia, 'mimeType'>): string {
  if (medium.mimeType === 'image/gif') return 'tweet_gif';
  if (medium.mimeType.startsWith('video/')) return 'tweet_video';
  return 'tweet_image';
}

/** Uploads one file and waits until X has processed it: its media id, ready to be posted. */
export async function uploadMedium(
  session: XSession,
  medium: PublishMedia,
  options: XMediaOptions,
): Promise<string> {
  const what = `the upload of ${medium.fileName}`;
  const category = mediaCategory(medium);
  try {
    const started = await session.call<MediaAnswer>({
      method: 'POST',
      path: '/2/media/upload/initialize',
      json: { media_type: medium.mimeType, total_bytes: medium.bytes.length, media_category: category },
    });
    const id = started.data?.id;
    if (!id)
      throw new NetworkError('transient', `X answered ${what} without a media id.`, { code: 'no_media_id' });
    for (
      let offset = 0, segment = 0;
      offset < medium.bytes.length;
      offset += options.chunkBytes, segment += 1
    ) {
      const form = new FormData();
      const chunk = medium.bytes.subarray(offset, offset + options.chunkBytes);
      form.append('media', new Blob([new Uint8Array(chunk)], { type: medium.mimeType }), medium.fileName);
      form.append('segment_index', String(segment));
      await session.call({
        method: 'POST',
        path: `/2/media/upload/${id}/append`,
        multipart: form,
        timeoutMs: options.uploadTimeoutMs,
      });
    }
    const finished = await session.call<MediaAnswer>({
      method: 'POST',
      path: `/2/media/upload/${id}/finalize`,
    });
    await processed(session, medium, id, finished.data?.processing_info, options);
    // Described on images and GIFs, where X documents alt text; a refusal for a video would
    // otherwise cost the whole post.
    if (medium.alt?.trim() && category !== 'tweet_video')
      await session.call({
        method: 'POST',
        path: '/2/media/metadata',
        json: {
          id,
          metadata: { alt_text: { text: Array.from(medium.alt).slice(0, X_LIMITS.altCharacters).join('') } },
        },
      });
    return id;
  } catch (caught) {
    throw xError(caught, what, options.now());
  }
}

/** Waits while X processes the file: its failure in X's words, a wait past the bound `transient`. */
async function processed(
  session: XSession,
  medium: PublishMedia,
  id: string,
  first: Processing | undefined,
  options: XMediaOptions,
): Promise<void> {
  let info = first;
  let waited = 0;
  while (info && info.state !== 'succeeded') {
    if (info.state === 'failed') {
      const said = [info.error?.name, info.error?.message].filter(Boolean).join(': ') || 'no reason given';
      throw new NetworkError('permanent', `X could not process ${medium.fileName} (${said}).`, {
        code: 'media_failed',
      });
    }
    const ms = Math.max(1, info.check_after_secs ?? 1) * 1000;
    if (waited + ms > options.waitMs)
      throw new NetworkError(
        'transient',
        `X was still processing ${medium.fileName} after ${Math.round(waited / 1000)} s.`,
        { code: 'media_processing' },
      );
    await options.sleep(ms);
    waited += ms;
    const status = await session.call<MediaAnswer>({
      method: 'GET',
      path: '/2/media/upload',
      query: { command: 'STATUS', media_id: id },
    });
    info = status.data?.processing_info;
  }
}
