import { execFile, spawnSync } from 'node:child_process';
import type { VideoContainer } from './video-containers.js';

/**
 * A file ffmpeg reads, with the demuxer to read it by: the container its bytes were checked to
 * be (video-containers.ts), or `ogg` for the sound this module wrote itself. Its path is always
 * one this module named, never a client's file name.
 */
export interface MediaInput {
  file: string;
  container: VideoContainer | 'ogg';
}

/**
 * ffmpeg and ffprobe, when this machine has them (Debian's `ffmpeg` package; FFMPEG_PATH names
 * another ffmpeg, its ffprobe beside it). Without them recordings still upload and play; what
 * needs them (length, poster, seeking index, trimming, scenes) says so.
 *
 * Every run reads exactly one input, given as a `MediaInput`: callers pass the options that go
 * before it (`before`, such as `-ss`) and after it (filters, the output), never `-i` themselves.
 */
export interface Ffmpeg {
  /** Runs ffmpeg on this input; rejects with its last error lines. */
  run(
    input: MediaInput,
    args: { before?: string[]; after: string[] },
    options?: { signal?: AbortSignal; timeoutMs?: number },
  ): Promise<string>;
  /** A media file's length in milliseconds, or null when it states none. */
  durationMs(input: MediaInput): Promise<number | null>;
  /**
   * Its first picture stream's width and height as shown (turned when it says so) and frames a
   * second; null for none.
   */
  pictureSize(input: MediaInput): Promise<PictureSize | null>;
}

export interface PictureSize {
  width: number;
  height: number;
  /** Frames a second; null when the file does not tell (read below when it can be counted). */
  frameRate: number | null;
}

/** A rate outside this is a container's clock, not frames (a browser's WebM says 1000/1). */
const LIKELY_FPS = { min: 1, max: 240 } as const;
const likelyFps = (fps: number) => Number.isFinite(fps) && fps >= LIKELY_FPS.min && fps <= LIKELY_FPS.max;

/** ffprobe's `30000/1001` as a number; null for `0/0` or nonsense. */
export function readRate(rate: unknown): number | null {
  const [top, bottom] = String(rate ?? '')
    .split('/')
    .map(Number);
  const fps = bottom === undefined ? Number(top) : Number(top) / Number(bottom);
  return likelyFps(fps) ? Math.round(fps * 1000) / 1000 : null;
}

const DEFAULT_TIMEOUT_MS = 10 * 60_000;

/**
 * How ffmpeg and ffprobe are told to open an input. Left to itself ffmpeg guesses the format
 * from the bytes, and some formats it would guess (HLS, DASH, concat) are lists of other files
 * that it then opens, local ones included. So: the demuxer is named (`-f`), only the local file
 * protocol is allowed (`-protocol_whitelist file`), QuickTime's references to outside files
 * (`dref` atoms) stay off, and the path is given as a `file:` URL, so no name can pick another
 * protocol.
 */
export function inputArgs({ file, container }: MediaInput): string[] {
  const mov = container === 'mov' ? ['-enable_drefs', '0'] : [];
  return ['-f', container, '-protocol_whitelist', 'file', ...mov, '-i', `file:${file}`];
}

function run(binary: string, args: string[], options: { signal?: AbortSignal; timeoutMs?: number } = {}) {
  return new Promise<string>((resolve, reject) => {
    execFile(
      binary,
      args,
      {
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
        ...(options.signal ? { signal: options.signal } : {}),
      },
      (error, stdout, stderr) => {
        if (error) {
          const tail = String(stderr).trim().split('\n').slice(-3).join(' ');
          reject(new Error(`${binary.split('/').pop()} failed: ${tail || error.message}`));
        } else resolve(String(stdout) + String(stderr));
      },
    );
  });
}

/** The ffprobe beside a given ffmpeg (`/opt/x/ffmpeg` → `/opt/x/ffprobe`). */
function probeBeside(ffmpegPath: string): string {
  return ffmpegPath.replace(/ffmpeg(\.exe)?$/, 'ffprobe$1');
}

/**
 * Whether each binary ran, by path: probed once per process. Both are started synchronously,
 * which blocks the event loop for about 130 ms; a process builds its app once, but the API
 * tests build hundreds of apps in one process.
 */
const runs = new Map<string, boolean>();

function runsHere(binary: string): boolean {
  let known = runs.get(binary);
  if (known === undefined) {
    known = spawnSync(binary, ['-version'], { timeout: 10_000, stdio: 'ignore' }).status === 0;
    runs.set(binary, known);
  }
  return known;
}

/** ffmpeg at `ffmpegPath` (a name on PATH or a path), or null when it does not run. */
export function findFfmpeg(ffmpegPath: string): Ffmpeg | null {
  const ffprobe = probeBeside(ffmpegPath);
  if (!runsHere(ffmpegPath) || !runsHere(ffprobe)) return null;
  return {
    run: (input, { before = [], after }, options) =>
      run(
        ffmpegPath,
        ['-hide_banner', '-nostdin', '-v', 'error', ...before, ...inputArgs(input), ...after],
        options,
      ),
    async durationMs(input) {
      const out = await run(ffprobe, [
        ...['-v', 'error', '-show_entries', 'format=duration'],
        ...['-of', 'default=noprint_wrappers=1:nokey=1'],
        ...inputArgs(input),
      ]);
      const seconds = Number.parseFloat(out.trim());
      return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null;
    },
    async pictureSize(input) {
      const out = await run(ffprobe, [
        ...['-v', 'error', '-select_streams', 'v:0'],
        ...['-show_entries', 'stream=width,height,avg_frame_rate:stream_side_data=rotation'],
        ...['-of', 'json'],
        ...inputArgs(input),
      ]);
      const size = readPictureSize(out);
      if (!size || size.frameRate !== null) return size;
      // A browser's recording (WebM) states no rate: its frames are counted over its length
      // (the file is read through, not decoded).
      const counted = await run(ffprobe, [
        ...['-v', 'error', '-select_streams', 'v:0', '-count_packets'],
        ...['-show_entries', 'stream=nb_read_packets:format=duration', '-of', 'json'],
        ...inputArgs(input),
      ]);
      return { ...size, frameRate: readCountedRate(counted) };
    },
  };
}

/** Frames counted over the file's length (ffprobe `-count_packets`); null when either is missing. */
export function readCountedRate(json: string): number | null {
  try {
    const parsed = JSON.parse(json) as {
      streams?: { nb_read_packets?: unknown }[];
      format?: { duration?: unknown };
    };
    const frames = Number(parsed.streams?.[0]?.nb_read_packets);
    const seconds = Number(parsed.format?.duration);
    return frames > 0 && seconds > 0 ? readRate(`${frames}/${seconds}`) : null;
  } catch {
    return null;
  }
}

/** ffprobe's JSON of a picture stream's width, height, rotation and rate, as the picture is shown. */
export function readPictureSize(json: string): PictureSize | null {
  let stream:
    | {
        width?: unknown;
        height?: unknown;
        avg_frame_rate?: unknown;
        side_data_list?: { rotation?: unknown }[];
      }
    | undefined;
  try {
    stream = (JSON.parse(json) as { streams?: (typeof stream)[] }).streams?.[0];
  } catch {
    return null;
  }
  const { width, height } = stream ?? {};
  if (typeof width !== 'number' || typeof height !== 'number' || width <= 0 || height <= 0) return null;
  const rotation = Number(stream?.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0);
  const frameRate = readRate(stream?.avg_frame_rate);
  return Math.abs(rotation) % 180 === 90
    ? { width: height, height: width, frameRate }
    : { width, height, frameRate };
}
