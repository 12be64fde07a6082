import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Video, VideoTrimInput } from '@expertos/domain/media.schema';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { Ffmpeg } from './ffmpeg.js';
import type { VideosTable } from './media.tables.js';
import { toVideo } from './video-uploads.js';

/** The job that reads a finished recording: its length, a poster, and an index to seek by. */
export const PROCESS_VIDEO_JOB = 'media.process-video';

const EXTENSIONS = { 'video/webm': 'webm', 'video/mp4': 'mp4' } as const;
/** Where in a recording its poster is taken from: a second in, past a blank first frame. */
const POSTER_AT_SECONDS = 1;

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
 * key frame at or before the start, so a trimmed recording may begin a moment early.
 */
export function createVideoProcessing({
  db,
  storage,
  ffmpeg,
  workDir,
  now,
}: {
  db: Db;
  storage: Storage;
  ffmpeg: Ffmpeg | null;
  workDir: string;
  now: () => Date;
}) {
  async function find(id: string): Promise<VideosTable | undefined> {
    return db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A scratch folder for one piece of work, removed whatever happens. */
  async function inScratch<T>(id: string, work: (dir: string) => Promise<T>): Promise<T> {
    await fs.promises.mkdir(workDir, { recursive: true });
    const dir = await fs.promises.mkdtemp(path.join(workDir, `${id}-`));
    try {
      return await work(dir);
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }

  async function download(video: VideosTable, file: string): Promise<void> {
    const stream = video.storage_key ? await storage.get(video.storage_key) : null;
    if (!stream) throw new AppError('video_not_found');
    await pipeline(stream, fs.createWriteStream(file));
  }

  /**
   * Stores `file` as the recording's new bytes (and `poster` as its poster), then drops the
   * files they replace.
   */
  async function replace(
    video: VideosTable,
    file: string,
    set: { duration_ms: number | null; poster?: string | null },
  ): Promise<void> {
    const stamp = now().getTime().toString(36);
    const key = `videos/${video.id}-${stamp}.${EXTENSIONS[video.content_type]}`;
    const size = (await fs.promises.stat(file)).size;
    await storage.put(key, { path: file, size });
    let posterKey = video.poster_key;
    if (set.poster) {
      posterKey = `videos/${video.id}-${stamp}-poster.jpg`;
      await storage.put(posterKey, await fs.promises.readFile(set.poster));
    }
    const at = now().toISOString();
    await db
      .updateTable('videos')
      .set({
        storage_key: key,
        poster_key: posterKey,
        size,
        received: size,
        duration_ms: set.duration_ms,
        processed_at: at,
        updated_at: at,
      })
      .where('id', '=', video.id)
      .execute();
    for (const old of [video.storage_key, video.poster_key])
      if (old && old !== key && old !== posterKey) await storage.delete(old);
  }

  /** Copies the streams into a file with a length and seek index; takes a poster from it. */
  async function remuxWithPoster(input: string, dir: string, video: VideosTable, signal?: AbortSignal) {
    const options = signal ? { signal } : {};
    const output = path.join(dir, `out.${EXTENSIONS[video.content_type]}`);
    const mp4 = video.content_type === 'video/mp4' ? ['-movflags', '+faststart'] : [];
    await ffmpeg!.run(['-i', input, '-map', '0', '-c', 'copy', ...mp4, '-y', output], options);
    const duration = await ffmpeg!.durationMs(output);
    const poster = path.join(dir, 'poster.jpg');
    const at = duration !== null && duration < 2000 ? 0 : POSTER_AT_SECONDS;
    try {
      await ffmpeg!.run(
        [
          '-ss',
          String(at),
          '-i',
          output,
          '-frames:v',
          '1',
          '-vf',
          'scale=min(1280\\,iw):-2',
          '-q:v',
          '4',
          '-y',
          poster,
        ],
        options,
      );
      await fs.promises.access(poster);
    } catch (error) {
      if (signal?.aborted) throw error;
      // A recording of sound alone has no picture to show; it plays without a poster.
      return { output, duration, poster: null };
    }
    return { output, duration, poster };
  }

  return {
    available: ffmpeg !== null,

    /**
     * The job: reads a finished recording once. Without ffmpeg, or when the file is not a
     * video ffmpeg can read, the recording stays as uploaded (it still plays) and the job
     * ends; retrying would not help. A worker that stops aborts ffmpeg (`signal`): the job is
     * then left to be run again, not marked as read.
     */
    async process(id: string, signal?: AbortSignal): Promise<void> {
      const video = await find(id);
      if (video?.status !== 'ready' || video.processed_at || !ffmpeg) return;
      await inScratch(id, async (dir) => {
        const input = path.join(dir, `in.${EXTENSIONS[video.content_type]}`);
        await download(video, input);
        let result: Awaited<ReturnType<typeof remuxWithPoster>>;
        try {
          result = await remuxWithPoster(input, dir, video, signal);
        } catch (error) {
          if (signal?.aborted) throw error;
          const at = now().toISOString();
          await db
            .updateTable('videos')
            .set({ processed_at: at, updated_at: at })
            .where('id', '=', id)
            .execute();
          return;
        }
        await replace(video, result.output, { duration_ms: result.duration, poster: result.poster });
      });
    },

    /** Keeps the part of the recording between two moments (its uploader or a member who may see it). */
    async trim(video: VideosTable, { start_ms, end_ms }: VideoTrimInput): Promise<Video> {
      if (!ffmpeg) throw new AppError('video_tools_unavailable');
      if (video.status !== 'ready') throw new AppError('video_not_ready');
      const length = video.duration_ms;
      if (length !== null && end_ms > length + 500) throw new AppError('video_trim_out_of_range');
      await inScratch(video.id, async (dir) => {
        const extension = EXTENSIONS[video.content_type];
        const input = path.join(dir, `in.${extension}`);
        const cut = path.join(dir, `cut.${extension}`);
        await download(video, input);
        try {
          await ffmpeg.run([
            '-ss',
            (start_ms / 1000).toFixed(3),
            '-i',
            input,
            '-t',
            ((end_ms - start_ms) / 1000).toFixed(3),
            '-map',
            '0',
            '-c',
            'copy',
            '-y',
            cut,
          ]);
        } catch {
          throw new AppError('video_processing_failed');
        }
        const result = await remuxWithPoster(cut, dir, video).catch(() => {
          throw new AppError('video_processing_failed');
        });
        await replace(video, result.output, { duration_ms: result.duration, poster: result.poster });
      });
      return toVideo((await find(video.id))!);
    },
  };
}

export type VideoProcessing = ReturnType<typeof createVideoProcessing>;
