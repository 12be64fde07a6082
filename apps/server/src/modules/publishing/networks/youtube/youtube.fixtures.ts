import { Readable } from 'node:stream';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import type { FakeYoutubeUpload } from '../../../../test/youtube-upload-server.js';
import type { ChannelAccess, Progress, PublishMedia } from '../network.js';
import { type YoutubeAdapterDeps, youtubeAdapter } from './youtube.adapter.js';
import { YOUTUBE_ACCESS_TOKEN, YOUTUBE_REFRESH_TOKEN } from './youtube-api.js';
import { YOUTUBE_HOST } from './youtube-oauth.js';
import { UPLOAD_QUANTUM } from './youtube-upload.js';

/** The real egress guard, opened to the stand-in's loopback address. */
export const guarded = createGuardedFetch({ allowPrivate: true });
export const NOW = new Date('2026-03-02T10:00:00.000Z');
/** Pieces of 256 KiB, so a small file goes up in several. */
export const PIECE = UPLOAD_QUANTUM;

/** The adapter aimed at the stand-in, processing looked at without waiting. */
export const youtubeFor = (server: FakeYoutubeUpload, overrides: Partial<YoutubeAdapterDeps> = {}) =>
  youtubeAdapter({
    fetch: guarded,
    app: { clientId: server.clientId, clientSecret: server.clientSecret },
    authorizeUrl: server.authorizeUrl,
    tokenUrl: server.tokenUrl,
    apiUrl: server.apiUrl,
    uploadUrl: server.uploadUrl,
    now: () => NOW,
    chunkBytes: PIECE,
    processing: { pollMs: 0, waitMs: 5_000, sleep: async () => {} },
    timeoutMs: 5_000,
    ...overrides,
  });

/** The channel as the engine hands it over; `renew` as the engine's, counting its calls. */
export function youtubeChannel(server: FakeYoutubeUpload) {
  const { accessToken, refreshToken } = server.grant();
  const renewals = { count: 0 };
  const channel: ChannelAccess = {
    host: YOUTUBE_HOST,
    accountId: server.channelId,
    handle: '@acmestudio',
    credentials: { [YOUTUBE_ACCESS_TOKEN]: accessToken, [YOUTUBE_REFRESH_TOKEN]: refreshToken },
  };
  channel.renew = async () => {
    renewals.count += 1;
    const fresh = server.grant();
    return { ...channel, credentials: { ...channel.credentials, [YOUTUBE_ACCESS_TOKEN]: fresh.accessToken } };
  };
  return { channel, renewals };
}

/** The byte at `index` of a test video: known without keeping the file. */
const byteAt = (index: number) => (index * 31 + 7) % 251;

/** A test video's bytes, whole (for the SHA-256 the stand-in reports). */
export function videoBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = byteAt(i);
  return bytes;
}

/**
 * A video read from storage as the engine hands it to a streaming adapter: no bytes, its size,
 * and `open(start)` making the file from `start` on in 64 KiB blocks; `opened` records each start.
 */
export function streamedVideo(size: number, fileName = 'launch.mp4') {
  const opened: number[] = [];
  const medium: PublishMedia = {
    bytes: Buffer.alloc(0),
    size,
    mimeType: 'video/mp4',
    fileName,
    alt: null,
    open: async (start) => {
      opened.push(start);
      return Readable.from(
        (function* blocks() {
          for (let at = start; at < size; at += 64 * 1024) {
            const block = Buffer.alloc(Math.min(64 * 1024, size - at));
            for (let i = 0; i < block.length; i += 1) block[i] = byteAt(at + i);
            yield block;
          }
        })(),
      );
    },
  };
  return { medium, opened };
}

/**
 * A publication's progress kept in memory, as the engine keeps it in its row. `crashOn` makes
 * writing that key throw, as if the process died right after the network answered.
 */
export function memoryProgress(crashOn?: string) {
  const values: Record<string, string> = {};
  let armed = crashOn;
  const progress: Progress = {
    read: async () => ({ ...values }),
    async write(next) {
      if (armed && armed in next) {
        armed = undefined;
        throw new Error(`the process stopped before ${crashOn} was kept`);
      }
      for (const [key, value] of Object.entries(next))
        if (value === '') delete values[key];
        else values[key] = value;
    },
  };
  return { values, progress };
}
