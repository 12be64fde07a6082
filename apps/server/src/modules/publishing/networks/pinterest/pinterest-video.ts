import { randomBytes } from 'node:crypto';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { NetworkError, type Progress, type PublishMedia } from '../network.js';
import type { PinterestSession } from './pinterest-api.js';
import { PinterestHttpError } from './pinterest-api.js';
import { pinterestError } from './pinterest-errors.js';

/**
 * A video for a Pin (providers/publishing.md §8): registered with `POST /v5/media`, its bytes
 * sent as an S3-style form (`upload_parameters` as fields, then `file`) to the `upload_url`,
 * then `GET /v5/media/{id}` read until Pinterest has processed it (`succeeded`) or given up
 * (`failed`). The media id is kept the moment Pinterest answers and the upload's end once the
 * form target took it, so an attempt cut off after the upload waits on the same video rather
 * than sending it again; one cut off mid-upload registers a new one (the form's signature is
 * short-lived, and a registered video never sent is simply left).
 */

export interface VideoDeps {
  fetch: GuardedFetch;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  /** Between two reads of the video's status. */
  pollMs: number;
  /** How long one attempt waits for processing before trying later. */
  waitMs: number;
  /** Time for the upload of the whole file. */
  uploadTimeoutMs: number;
}

interface Registered {
  media_id?: string;
  upload_url?: string;
  upload_parameters?: Record<string, string>;
}

/**
 * The form as S3 takes it: every field first, the file last. Built by hand rather than through
 * FormData so the order and the bytes are exactly these; the file is copied once into the body
 * (the egress guard sends one buffer).
 */
export function uploadForm(
  fields: Record<string, string>,
  medium: Pick<PublishMedia, 'bytes' | 'mimeType' | 'fileName'>,
): { contentType: string; body: Buffer } {
  const boundary = `----pinterest${randomBytes(12).toString('hex')}`;
  const quoted = (value: string) => value.replace(/["\r\n]/g, '_');
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
      ),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(medium.fileName)}"\r\nContent-Type: ${medium.mimeType}\r\n\r\n`,
    ),
    medium.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}

/** Registers the video and sends its bytes; answers the media id, kept in the progress. */
async function upload(
  deps: VideoDeps,
  session: PinterestSession,
  medium: PublishMedia,
  progress: Progress,
): Promise<string> {
  const registered = await session.call<Registered>({
    method: 'POST',
    path: '/v5/media',
    json: { media_type: 'video' },
  });
  const mediaId = registered.media_id;
  if (!mediaId || !registered.upload_url)
    throw new NetworkError('transient', 'Pinterest answered the video’s registration without its address.', {
      code: 'no_upload_url',
    });
  await progress.write({ media_id: mediaId, uploaded: '' });
  const form = uploadForm(registered.upload_parameters ?? {}, medium);
  try {
    // The form target is Pinterest's storage, not its API: no Bearer token goes there.
    const answer = await deps.fetch(
      registered.upload_url,
      { method: 'POST', headers: { 'content-type': form.contentType }, body: form.body },
      { timeoutMs: deps.uploadTimeoutMs },
    );
    if (answer.status < 200 || answer.status >= 300) {
      const said = /<Message>([^<]*)<\/Message>/.exec(answer.text())?.[1] ?? answer.text().slice(0, 200);
      throw new PinterestHttpError(answer.status, answer.headers, undefined, said);
    }
  } catch (caught) {
    // A refused form (its signature ended, say) is not the video's fault: a new one next time.
    if (caught instanceof PinterestHttpError && caught.status < 500)
      throw new NetworkError(
        'transient',
        `Pinterest’s storage refused the upload of ${medium.fileName} (${caught.said || `HTTP ${caught.status}`}); it is sent again shortly.`,
        { code: 'upload_refused', cause: caught },
      );
    throw pinterestError(caught, `the upload of ${medium.fileName}`, deps.now());
  }
  await progress.write({ uploaded: deps.now().toISOString() });
  return mediaId;
}

/** Reads the video's status until Pinterest has processed it; its failure let go, so the next attempt uploads anew. */
async function processed(
  deps: VideoDeps,
  session: PinterestSession,
  mediaId: string,
  progress: Progress,
): Promise<void> {
  // Counted in reads rather than by the clock, so a test's instant sleep still ends.
  const reads = Math.max(1, Math.ceil(deps.waitMs / deps.pollMs));
  for (let read = 1; ; read += 1) {
    const media = await session.call<{ status?: string }>({
      method: 'GET',
      path: `/v5/media/${encodeURIComponent(mediaId)}`,
    });
    if (media.status === 'succeeded') return;
    if (media.status === 'failed') {
      await progress.write({ media_id: '', uploaded: '' });
      throw new NetworkError(
        'permanent',
        'Pinterest could not process the video. Check it plays, and export it as MP4 (H.264, AAC) of 4 seconds to 15 minutes.',
        { code: 'video_failed' },
      );
    }
    if (read >= reads)
      throw new NetworkError(
        'transient',
        'Pinterest is still processing the video; publishing goes on shortly.',
        {
          code: 'video_processing',
          retryAfterMs: 60_000,
        },
      );
    await deps.sleep(deps.pollMs);
  }
}

/** The processed video's media id: the kept one when its upload ended, else a new upload. */
export async function pinterestVideo(
  deps: VideoDeps,
  session: PinterestSession,
  medium: PublishMedia,
  progress: Progress,
): Promise<string> {
  const kept = await progress.read();
  const mediaId =
    kept.media_id && kept.uploaded ? kept.media_id : await upload(deps, session, medium, progress);
  await processed(deps, session, mediaId, progress);
  return mediaId;
}
