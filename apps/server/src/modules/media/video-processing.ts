import fs from 'node:fs';
import path from 'node:path';
import type { Video, VideoTrimInput } from '@expertos/domain/media.schema';
import type { TablesDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { Ffmpeg, MediaInput, PictureSize } from './ffmpeg.js';
import type { MediaTables, VideosTable } from './media.tables.js';
import { VIDEO_FORMATS } from './video-containers.js';
import { fetchRecording, inScratch } from './video-scratch.js';
import { toVideo } from './video-uploads.js';

/** The job that reads a finished recording: its length, a poster, and an index to seek by. */
export const PROCESS_VIDEO_JOB = 'media.process-video';

/** Where in a recording its poster is taken from: a second in, past a blank first frame. */
const POSTER_AT_SECONDS = 1;

/** A file ffmpeg wrote, read back: it opens as its container and states a length. */
interface Remuxed {
  output: MediaInput;
  duration: number | null;
  poster: string | null;
  /** Its picture's width and height; null for sound alone. */
  size: PictureSize | null;
}

/**
 * A poster (a JPEG at most 1280 wide) from a recording ffmpeg wrote, into `dir`; null for one
 * with no picture (sound alone), which plays without a poster.
 */
export async function takePoster(
  ffmpeg: Ffmpeg,
  output: MediaInput,
  duration: number | null,
  dir: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const poster = path.join(dir, 'poster.jpg');
  const at = duration !== null && duration < 2000 ? 0 : POSTER_AT_SECONDS;
  try {
    await ffmpeg.run(
      output,
      {
        before: ['-ss', String(at)],
        after: ['-frames:v', '1', '-vf', 'scale=min(1280\\,iw):-2', '-q:v', '4', '-y', poster],
      },
      signal ? { signal } : {},
    );
    await fs.promises.access(poster);
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
  return poster;
}

/**
 * What ffmpeg does to recordings (docs/product.md#recordings).
 *
 * A browser's MediaRecorder writes WebM without a length or a seek index, so a player cannot
 * show the duration or jump ahead. Once the upload is complete a job copies the streams into a
 * new file (no re-encoding: seconds for a long recording), which gains both, and takes a poster
 * from it. The new file gets a new key and the old one is deleted after the switch, so a player
 * that is reading the old one is not handed bytes of the other midway.
 *
 * Trimming keeps the part between two moments, also by copying streams: the cut falls on the
 * key frame at or before the start, so a trimmed recording may begin a moment early. It
 * replaces the recording (a link names the recording, not its bytes), but only once the cut is
 * safe: read back by ffprobe with a length, stored whole under a new key, and switched to only
 * if the recording still holds the bytes it was cut from; until then the original is untouched.
 */
export function createVideoProcessing({
  db,
  storage,
  ffmpeg,
  workDir,
  now,
}: {
  db: TablesDb<MediaTables>;
  storage: Storage;
  ffmpeg: Ffmpeg | null;
  workDir: string;
  now: () => Date;
}) {
  async function find(id: string): Promise<VideosTable | undefined> {
    return db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async function markRead(id: string): Promise<void> {
    const at = now().toISOString();
    await db.updateTable('videos').set({ processed_at: at, updated_at: at }).where('id', '=', id).execute();
  }

  /**
   * Stores `file` as the recording's new bytes (and `poster` as its poster) under new keys, then
   * switches the row to them — only if it still names the bytes they were made from — and only
   * then drops the files they replace. Refused with `conflict` (nothing changed, the new copies
   * removed) when the recording changed meanwhile: another trim, or the job, got there first.
   */
  async function replace(
    video: VideosTable,
    file: string,
    set: { duration_ms: number | null; poster?: string | null; size?: PictureSize | null },
  ): Promise<void> {
    const stamp = now().getTime().toString(36);
    const key = `videos/${video.id}-${stamp}.${VIDEO_FORMATS[video.content_type].extension}`;
    const size = (await fs.promises.stat(file)).size;
    const posterKey = set.poster ? `videos/${video.id}-${stamp}-poster.jpg` : video.poster_key;
    const added = [key, ...(set.poster ? [posterKey!] : [])];
    // A store's put resolves once the whole file is kept (local: copied aside, then renamed).
    await storage.put(key, { path: file, size });
    if (set.poster) await storage.put(posterKey!, await fs.promises.readFile(set.poster));
    const at = now().toISOString();
    const switched = await db
      .updateTable('videos')
      .set({
        storage_key: key,
        poster_key: posterKey,
        size,
        received: size,
        duration_ms: set.duration_ms,
        width: set.size?.width ?? null,
        height: set.size?.height ?? null,
        frame_rate: set.size?.frameRate ?? null,
        processed_at: at,
        updated_at: at,
      })
      .where('id', '=', video.id)
      .where('storage_key', '=', video.storage_key!)
      .executeTakeFirst();
    if (Number(switched.numUpdatedRows) === 0) {
      for (const stale of added) await storage.delete(stale);
      throw new AppError('conflict');
    }
    for (const old of [video.storage_key, video.poster_key])
      if (old && old !== key && old !== posterKey) await storage.delete(old);
  }

  /** Copies the streams into a file with a length and seek index; takes a poster from it. */
  async function remuxWithPoster(
    input: MediaInput,
    dir: string,
    video: VideosTable,
    signal?: AbortSignal,
  ): Promise<Remuxed> {
    const options = signal ? { signal } : {};
    const output: MediaInput = {
      file: path.join(dir, `out.${VIDEO_FORMATS[video.content_type].extension}`),
      container: input.container,
    };
    const mp4 = video.content_type === 'video/mp4' ? ['-movflags', '+faststart'] : [];
    await ffmpeg!.run(input, { after: ['-map', '0', '-c', 'copy', ...mp4, '-y', output.file] }, options);
    // Read back as its container: a file ffprobe cannot open is never stored.
    const duration = await ffmpeg!.durationMs(output);
    const poster = await takePoster(ffmpeg!, output, duration, dir, signal);
    return { output, duration, poster, size: await ffmpeg!.pictureSize(output) };
  }

  return {
    available: ffmpeg !== null,

    /**
     * The job: reads a finished recording once. Without ffmpeg, or when the file is not a
     * video ffmpeg can read as its container, the recording stays as uploaded (it still plays)
     * and the job ends; retrying would not help. A worker that stops aborts ffmpeg (`signal`):
     * the job is then left to be run again, not marked as read. A trim that switched the
     * recording meanwhile has read it already.
     */
    async process(id: string, signal?: AbortSignal): Promise<void> {
      const video = await find(id);
      if (video?.status !== 'ready' || video.processed_at || !ffmpeg) return;
      await inScratch(workDir, id, async (dir) => {
        let result: Remuxed | null = null;
        try {
          result = await remuxWithPoster(await fetchRecording(storage, video, dir), dir, video, signal);
        } catch (error) {
          if (signal?.aborted || (error instanceof AppError && error.code === 'video_not_found')) throw error;
        }
        if (!result) return markRead(id);
        try {
          await replace(video, result.output.file, {
            duration_ms: result.duration,
            poster: result.poster,
            size: result.size,
          });
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'conflict')) throw error;
        }
      });
    },

    /** Keeps the part of the recording between two moments (the caller may act on it: video-access.ts). */
    async trim(video: VideosTable, { start_ms, end_ms }: VideoTrimInput): Promise<Video> {
      if (!ffmpeg) throw new AppError('video_tools_unavailable');
      if (video.status !== 'ready') throw new AppError('video_not_ready');
      const length = video.duration_ms;
      if (length !== null && end_ms > length + 500) throw new AppError('video_trim_out_of_range');
      await inScratch(workDir, video.id, async (dir) => {
        const input = await fetchRecording(storage, video, dir);
        const cut: MediaInput = {
          file: path.join(dir, `cut.${VIDEO_FORMATS[video.content_type].extension}`),
          container: input.container,
        };
        let result: Remuxed;
        try {
          await ffmpeg.run(input, {
            before: ['-ss', (start_ms / 1000).toFixed(3)],
            after: ['-t', ((end_ms - start_ms) / 1000).toFixed(3), '-map', '0', '-c', 'copy', '-y', cut.file],
          });
          result = await remuxWithPoster(cut, dir, video);
        } catch {
          throw new AppError('video_processing_failed');
        }
        // A cut without a length is not a recording to keep: the original stays.
        if (result.duration === null) throw new AppError('video_processing_failed');
        await replace(video, result.output.file, {
          duration_ms: result.duration,
          poster: result.poster,
          size: result.size,
        });
      });
      return toVideo((await find(video.id))!);
    },
  };
}

export type VideoProcessing = ReturnType<typeof createVideoProcessing>;
