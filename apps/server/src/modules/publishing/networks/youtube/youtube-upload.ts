import { Readable } from 'node:stream';
import type { EgressResponse } from '../../../../platform/http/guarded-fetch.js';
import { NetworkError, type Progress, type PublishMedia } from '../network.js';
import { answerJson, type YoutubeApi, type YoutubeSession } from './youtube-api.js';
import { youtubeFailure } from './youtube-errors.js';

/**
 * A video sent with Google's resumable protocol (providers/publishing.md §7): a session is
 * started with the video's resource (`POST …/videos?uploadType=resumable`, answered with the
 * session's address in `Location`), then the file goes up in pieces (`PUT` with
 * `Content-Range`), each answered `308` with the bytes YouTube holds (`Range: bytes=0-N`), the
 * last `200`/`201` with the video.
 *
 * The file is read a piece at a time from its stream (`PublishMedia.open`), so a 2 GB video
 * never sits in memory: the egress guard sends bodies whole, so each piece is one buffer of
 * `chunkBytes` (a multiple of 256 KiB, as Google requires of every piece but the last).
 *
 * Exactly once: the session's address and the file's size are kept in the publication's
 * progress before the first byte, and the offset after each piece. A later attempt asks the
 * session where it is (`PUT` with `Content-Range: bytes *\/<total>` and no body) and sends the
 * rest; the video exists only once the last byte is in, so an answer `200`/`201` to that
 * question is our video, made by an attempt whose answer was lost.
 */

/** Google's unit for pieces of a resumable upload. */
export const UPLOAD_QUANTUM = 256 * 1024;
/** 8 MiB a piece: few requests, and a bounded buffer. */
export const DEFAULT_CHUNK_BYTES = 32 * UPLOAD_QUANTUM;
/** A piece on a slow link may take minutes. */
const PIECE_TIMEOUT_MS = 5 * 60_000;

/** What the publication's progress keeps of a YouTube upload. */
export const KEPT = {
  session: 'session',
  size: 'size',
  offset: 'offset',
  video: 'video',
  /** The custom thumbnail's outcome: `set` or `refused`. */
  thumbnail: 'thumbnail',
} as const;

/** The video resource YouTube answers (only what is read of it). */
export interface VideoResource {
  id: string;
}

/** Where a session stands: finished with the video, waiting for byte `next`, or gone (a week passed). */
type Standing = { video: VideoResource } | { next: number } | 'gone';

function standing(answer: EgressResponse, what: string, now: Date): Standing {
  if (answer.status === 200 || answer.status === 201) {
    const id = answerJson(answer).id;
    if (typeof id !== 'string' || !id)
      throw new NetworkError('transient', `YouTube finished ${what} without saying the video's id.`, {
        code: 'no_video_id',
      });
    return { video: { id } };
  }
  if (answer.status === 308) {
    const held = /bytes=0-(\d+)/.exec(answer.headers.get('range') ?? '');
    return { next: held ? Number(held[1]) + 1 : 0 };
  }
  if (answer.status === 404 || answer.status === 410) return 'gone';
  throw youtubeFailure(answer, what, now);
}

/** The stream cut into pieces of `size` bytes (the last may be shorter). */
async function* pieces(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let held = 0;
  for await (const chunk of stream) {
    let rest: Buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    while (rest.length > 0) {
      const take = Math.min(size - held, rest.length);
      parts.push(rest.subarray(0, take));
      held += take;
      rest = rest.subarray(take);
      if (held === size) {
        yield Buffer.concat(parts, size);
        parts = [];
        held = 0;
      }
    }
  }
  if (held > 0) yield Buffer.concat(parts, held);
}

export interface UploadInput {
  medium: PublishMedia;
  /** The video's `snippet` and `status`. */
  resource: unknown;
  progress: Progress | undefined;
}

export function youtubeUpload(api: YoutubeApi, session: YoutubeSession, chunkBytes = DEFAULT_CHUNK_BYTES) {
  if (chunkBytes % UPLOAD_QUANTUM !== 0) throw new Error('a piece must be a multiple of 256 KiB');

  /** Asks the session how far it got. */
  async function ask(url: string, total: number, what: string): Promise<Standing> {
    const answer = await session.send(url, {
      method: 'PUT',
      headers: { 'content-range': `bytes */${total}` },
      bytes: new Uint8Array(0),
      what,
    });
    return standing(answer, what, api.now());
  }

  async function start(input: UploadInput, total: number, what: string): Promise<string> {
    const answer = await session.send(`${api.uploadUrl}/videos`, {
      query: { uploadType: 'resumable', part: 'snippet,status', notifySubscribers: 'true' },
      headers: {
        'x-upload-content-length': String(total),
        'x-upload-content-type': input.medium.mimeType || 'video/*',
      },
      json: input.resource,
      what,
    });
    const location = answer.headers.get('location');
    if (answer.status !== 200) throw youtubeFailure(answer, what, api.now());
    if (!location)
      throw new NetworkError('transient', `YouTube started ${what} without saying where to send it.`, {
        code: 'no_session',
      });
    await input.progress?.write({ [KEPT.session]: location, [KEPT.size]: String(total), [KEPT.offset]: '0' });
    return location;
  }

  const open = (medium: PublishMedia, from: number): Promise<Readable> =>
    medium.open ? medium.open(from) : Promise.resolve(Readable.from([medium.bytes.subarray(from)]));

  /** Sends the file from byte `from` on; the video once the last piece is in. */
  async function send(url: string, input: UploadInput, total: number, from: number, what: string) {
    let offset = from;
    for (;;) {
      const stream = await open(input.medium, offset);
      let moved = false;
      try {
        for await (const piece of pieces(stream, chunkBytes)) {
          const end = offset + piece.length - 1;
          const answer = await session.send(url, {
            method: 'PUT',
            headers: { 'content-range': `bytes ${offset}-${end}/${total}` },
            bytes: piece,
            what,
            timeoutMs: PIECE_TIMEOUT_MS,
          });
          const now = standing(answer, what, api.now());
          if (now === 'gone')
            throw new NetworkError('transient', `YouTube ended ${what} part-way; it starts again.`, {
              code: 'session_gone',
            });
          if ('video' in now) return now.video;
          await input.progress?.write({ [KEPT.offset]: String(now.next) });
          if (now.next !== end + 1) {
            // YouTube kept less than was sent: read again from the byte it asks for.
            offset = now.next;
            moved = true;
            break;
          }
          offset = now.next;
        }
      } finally {
        stream.destroy();
      }
      if (!moved)
        throw new NetworkError(
          'transient',
          `YouTube did not finish ${what} after its last byte; asking again later.`,
          {
            code: 'upload_unfinished',
          },
        );
    }
  }

  return {
    ask,

    /** The video: uploaded now, or finished from where an earlier attempt stopped. */
    async upload(input: UploadInput): Promise<VideoResource> {
      const what = `the upload of ${input.medium.fileName}`;
      const total = input.medium.size ?? input.medium.bytes.length;
      const kept = (await input.progress?.read()) ?? {};
      const earlier = kept[KEPT.session];
      if (earlier && Number(kept[KEPT.size]) === total) {
        const now = await ask(earlier, total, what);
        if (now !== 'gone') return 'video' in now ? now.video : send(earlier, input, total, now.next, what);
      }
      const url = await start(input, total, what);
      return send(url, input, total, 0, what);
    },
  };
}
