import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { MediaInput } from './ffmpeg.js';
import type { VideosTable } from './media.tables.js';
import { isVideoHead, readHead, VIDEO_FORMATS } from './video-containers.js';

/** A scratch folder for one piece of work on a recording, removed whatever happens. */
export async function inScratch<T>(
  workDir: string,
  id: string,
  work: (dir: string) => Promise<T>,
): Promise<T> {
  await fs.promises.mkdir(workDir, { recursive: true });
  const dir = await fs.promises.mkdtemp(path.join(workDir, `${id}-`));
  try {
    return await work(dir);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Copies the stored recording into `dir` under a name of ours and answers it as ffmpeg's input,
 * with the container its type names. Its first bytes are checked again first: a file stored
 * before uploads were checked, or changed in the store, is never handed to ffmpeg
 * (`video_processing_failed`: it stays as it was uploaded).
 */
export async function fetchRecording(storage: Storage, video: VideosTable, dir: string): Promise<MediaInput> {
  const format = VIDEO_FORMATS[video.content_type];
  const file = path.join(dir, `in.${format.extension}`);
  const stream = video.storage_key ? await storage.get(video.storage_key) : null;
  if (!stream) throw new AppError('video_not_found');
  await pipeline(stream, fs.createWriteStream(file));
  if (!isVideoHead(await readHead(file), video.content_type)) throw new AppError('video_processing_failed');
  return { file, container: format.container };
}
