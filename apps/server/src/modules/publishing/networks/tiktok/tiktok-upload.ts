import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { NetworkError, type PublishMedia } from '../network.js';
import { TikTokHttpError } from './tiktok-api.js';
import { tiktokError } from './tiktok-errors.js';

/**
 * A video's bytes sent to TikTok's `upload_url` (providers/publishing.md §6, TikTok's media
 * transfer guide): `PUT` per chunk with `Content-Range: bytes a-b/total`, in order, answered 206
 * until the last, 201. TikTok's chunk rules: a video under 5 MB goes whole; otherwise every
 * chunk is 5–64 MB, the last one taking the trailing bytes (up to 128 MB), and there are
 * `floor(size / chunk_size)` of them, 1 to 1,000.
 */

const MB = 1024 * 1024;
export const TIKTOK_MIN_CHUNK = 5 * MB;
export const TIKTOK_MAX_CHUNK = 64 * MB;
const MAX_CHUNKS = 1000;

export interface ChunkPlan {
  video_size: number;
  chunk_size: number;
  total_chunk_count: number;
}

/** `source_info`'s figures for a video of `size` bytes, in chunks of about `preferred` bytes. */
export function chunkPlan(size: number, preferred: number): ChunkPlan {
  if (size < TIKTOK_MIN_CHUNK) return { video_size: size, chunk_size: size, total_chunk_count: 1 };
  let chunk = Math.min(Math.max(preferred, TIKTOK_MIN_CHUNK), TIKTOK_MAX_CHUNK, size);
  // A file too large for 1,000 chunks of this size takes larger ones.
  if (Math.floor(size / chunk) > MAX_CHUNKS) chunk = Math.min(Math.ceil(size / MAX_CHUNKS), TIKTOK_MAX_CHUNK);
  return { video_size: size, chunk_size: chunk, total_chunk_count: Math.floor(size / chunk) };
}

/** The byte ranges of a plan, first to last: the last takes the trailing bytes. */
export function chunkRanges(plan: ChunkPlan): { start: number; end: number }[] {
  return Array.from({ length: plan.total_chunk_count }, (_, n) => ({
    start: n * plan.chunk_size,
    end: n === plan.total_chunk_count - 1 ? plan.video_size : (n + 1) * plan.chunk_size,
  }));
}

/** Sends every chunk; throws a `NetworkError` when TikTok takes one not. */
export async function uploadChunks(
  fetch: GuardedFetch,
  uploadUrl: string,
  medium: PublishMedia,
  plan: ChunkPlan,
  timeoutMs: number,
): Promise<void> {
  const ranges = chunkRanges(plan);
  for (const [n, { start, end }] of ranges.entries()) {
    const last = n === ranges.length - 1;
    let status: number;
    try {
      const answer = await fetch(
        uploadUrl,
        {
          method: 'PUT',
          headers: {
            'content-type': medium.mimeType,
            'content-range': `bytes ${start}-${end - 1}/${plan.video_size}`,
          },
          body: medium.bytes.subarray(start, end),
        },
        { timeoutMs },
      );
      status = answer.status;
      if (status !== (last ? 201 : 206) && !(status >= 200 && status < 300))
        throw new TikTokHttpError(
          status,
          answer.headers,
          `http_${status}`,
          answer.text().slice(0, 200),
          undefined,
        );
    } catch (caught) {
      throw tiktokError(caught, `the upload of ${medium.fileName} (part ${n + 1} of ${ranges.length})`);
    }
    if (last && status !== 201)
      throw new NetworkError('transient', `TikTok did not confirm the upload of ${medium.fileName}.`, {
        code: 'upload_unconfirmed',
      });
  }
}
