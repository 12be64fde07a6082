import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { MP4_COPY, type Video } from '@expertos/domain/media.schema';
import type { Db } from '../../db/database.js';
import { ownTables } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import { assertStorageRoom } from '../../views/storage-quota.view.js';
import type { Ffmpeg, MediaInput } from './ffmpeg.js';
import type { MediaTables, VideosTable } from './media.tables.js';
import type { VideoAccess } from './video-access.js';
import { takePoster } from './video-processing.js';
import { fetchRecording, inScratch } from './video-scratch.js';
import { toVideo } from './video-uploads.js';

/** The job that makes an MP4 copy of a recording (media.module.ts). */
export const MP4_COPY_JOB = 'media.mp4-copy';

/** Encoding takes far longer than copying streams: an hour's recording may take most of one. */
const ENCODE_TIMEOUT_MS = 2 * 60 * 60_000;

/** The longest reason kept for a copy that could not be made (the column's width). */
const FAILURE_MAX = 500;

/**
 * ffmpeg's options for the copy, after its input: H.264 High in yuv420p (what every network
 * plays), AAC sound when there is sound, at most 30 frames a second, the longest side at most
 * 1920 pixels and both sides even (yuv420p needs them so), square pixels, and the index at the
 * front (`+faststart`) so a network can start reading before the end.
 */
export function mp4CopyArgs(output: string): string[] {
  const scale = `min(1,${MP4_COPY.maxSide}/max(iw,ih))`;
  return [
    ...['-map', '0:v:0', '-map', '0:a:0?'],
    ...['-vf', `scale=w='trunc(${scale}*iw/2)*2':h='trunc(${scale}*ih/2)*2',setsar=1`],
    ...['-fpsmax', String(MP4_COPY.maxFps)],
    ...['-c:v', 'libx264', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-preset', 'veryfast', '-crf', '23'],
    ...['-c:a', 'aac', '-b:a', '128k'],
    ...['-movflags', '+faststart', '-f', 'mp4', '-y', output],
  ];
}

/**
 * MP4 copies of recordings (docs/product.md#publishing): most networks refuse the WebM a
 * browser records, so a person may ask for a copy in MP4 — never made unasked. The copy is a
 * recording of its own on the same brand and ticket, naming the one it was made from: made by a
 * job (`processing`), then `ready` with its length and size, or `failed` with ffmpeg's reason.
 * The original is never changed. Asking again while a copy is being made or is there answers
 * that copy; after a failed one, asking makes a new one.
 */
export function createVideoCopies({
  db: handle,
  storage,
  ffmpeg,
  access,
  workDir,
  now,
  enqueue,
}: {
  db: Db;
  storage: Storage;
  ffmpeg: Ffmpeg | null;
  access: VideoAccess;
  workDir: string;
  now: () => Date;
  /** Has the job make the copy (once per copy). */
  enqueue: (copyId: string) => Promise<void>;
}) {
  const db = ownTables<MediaTables>(handle);

  /** The brand's recording, for a member who may act on it; not found for anyone else. */
  async function source(projectId: string, videoId: string, userId: string): Promise<VideosTable> {
    const row = await db
      .selectFrom('videos')
      .selectAll()
      .where('id', '=', videoId)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!row || !(await access.mayAct(row, userId))) throw new AppError('video_not_found');
    return row;
  }

  /** The copy of this recording being made or made, if any: the newest. */
  async function existing(videoId: string): Promise<VideosTable | undefined> {
    return db
      .selectFrom('videos')
      .selectAll()
      .where('source_id', '=', videoId)
      .where('status', 'in', ['processing', 'ready'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .executeTakeFirst();
  }

  async function fail(id: string, reason: string): Promise<void> {
    await db
      .updateTable('videos')
      .set({
        status: 'failed',
        failure: reason.slice(0, FAILURE_MAX),
        size: 0,
        updated_at: now().toISOString(),
      })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .execute();
  }

  return {
    /**
     * A person asks for an MP4 copy of the brand's recording: answers it at once (`processing`,
     * or the copy already there). Its room in the workspace's storage is kept from the start, at
     * the original's size, as for an upload.
     */
    async ask(
      caller: { userId: string; workspaceId: string },
      projectId: string,
      videoId: string,
    ): Promise<Video> {
      const video = await source(projectId, videoId, caller.userId);
      const found = await existing(video.id);
      if (found) return toVideo(found);
      if (!ffmpeg)
        throw new AppError('conflict', { message: ERROR_CATALOGUE.video_tools_unavailable.message });
      if (video.status !== 'ready' || !video.storage_key) throw new AppError('video_not_ready');
      await assertStorageRoom(handle, storage, video.workspace_id, Number(video.size));
      const at = now().toISOString();
      const copy: VideosTable = {
        id: randomUUID(),
        workspace_id: video.workspace_id,
        project_id: video.project_id,
        ticket_id: video.ticket_id,
        uploader_id: caller.userId,
        content_type: 'video/mp4',
        size: Number(video.size),
        received: 0,
        status: 'processing',
        storage_key: null,
        duration_ms: null,
        poster_key: null,
        shared: 0,
        processed_at: null,
        width: null,
        height: null,
        frame_rate: null,
        source_id: video.id,
        failure: null,
        created_at: at,
        updated_at: at,
      };
      await db.insertInto('videos').values(copy).execute();
      await enqueue(copy.id);
      return toVideo(copy);
    },

    /** The copy of the brand's recording being made or made, for a member; not found when none. */
    async current(userId: string, projectId: string, videoId: string): Promise<Video> {
      const video = await source(projectId, videoId, userId);
      const found =
        (await existing(video.id)) ??
        (await db
          .selectFrom('videos')
          .selectAll()
          .where('source_id', '=', video.id)
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .executeTakeFirst());
      if (!found) throw new AppError('video_not_found');
      return toVideo(found);
    },

    /**
     * The job: makes the copy, reads it back (a file ffprobe cannot read with a length is never
     * kept), stores it and marks it ready, or marks it failed with ffmpeg's reason. A worker
     * that stops aborts ffmpeg (`signal`): the job is then left to be run again.
     */
    async make(copyId: string, signal?: AbortSignal): Promise<void> {
      const copy = await db.selectFrom('videos').selectAll().where('id', '=', copyId).executeTakeFirst();
      if (copy?.status !== 'processing') return;
      if (!ffmpeg) return fail(copyId, ERROR_CATALOGUE.video_tools_unavailable.message);
      const original = copy.source_id
        ? await db.selectFrom('videos').selectAll().where('id', '=', copy.source_id).executeTakeFirst()
        : undefined;
      if (original?.status !== 'ready' || !original.storage_key)
        return fail(copyId, 'The recording it was to be made from is no longer there.');
      const options = signal ? { signal } : {};
      await inScratch(workDir, copyId, async (dir) => {
        const output: MediaInput = { file: path.join(dir, 'copy.mp4'), container: 'mov' };
        let made: { duration: number; poster: string | null } | null = null;
        let size: Awaited<ReturnType<Ffmpeg['pictureSize']>> = null;
        try {
          const input = await fetchRecording(storage, original, dir);
          await ffmpeg.run(
            input,
            { after: mp4CopyArgs(output.file) },
            { ...options, timeoutMs: ENCODE_TIMEOUT_MS },
          );
          const duration = await ffmpeg.durationMs(output);
          if (duration === null) throw new Error('ffmpeg wrote a file without a length.');
          size = await ffmpeg.pictureSize(output);
          made = { duration, poster: await takePoster(ffmpeg, output, duration, dir, signal) };
        } catch (error) {
          if (signal?.aborted) throw error;
          const reason =
            error instanceof AppError
              ? error.message
              : error instanceof Error
                ? error.message
                : String(error);
          return fail(copyId, reason);
        }
        const key = `videos/${copyId}.mp4`;
        const posterKey = made.poster ? `videos/${copyId}-poster.jpg` : null;
        const bytes = (await fs.promises.stat(output.file)).size;
        await storage.put(key, { path: output.file, size: bytes });
        if (made.poster && posterKey) await storage.put(posterKey, await fs.promises.readFile(made.poster));
        const at = now().toISOString();
        const done = await db
          .updateTable('videos')
          .set({
            status: 'ready',
            storage_key: key,
            poster_key: posterKey,
            size: bytes,
            received: bytes,
            duration_ms: made.duration,
            width: size?.width ?? null,
            height: size?.height ?? null,
            frame_rate: size?.frameRate ?? null,
            processed_at: at,
            updated_at: at,
          })
          .where('id', '=', copyId)
          .where('status', '=', 'processing')
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0)
          for (const stale of [key, posterKey]) if (stale) await storage.delete(stale);
      });
    },
  };
}
export type VideoCopies = ReturnType<typeof createVideoCopies>;
