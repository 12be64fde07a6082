import { execFile, spawnSync } from 'node:child_process';

/**
 * ffmpeg and ffprobe, when this machine has them (Debian's `ffmpeg` package; FFMPEG_PATH names
 * another ffmpeg, its ffprobe beside it). Without them recordings still upload and play; what
 * needs them (length, poster, seeking index, trimming, scenes) says so.
 */
export interface Ffmpeg {
  /** Runs ffmpeg with these arguments; rejects with its last error lines. */
  run(args: string[], options?: { signal?: AbortSignal; timeoutMs?: number }): Promise<string>;
  /** A media file's length in milliseconds, or null when it states none. */
  durationMs(file: string): Promise<number | null>;
}

const DEFAULT_TIMEOUT_MS = 10 * 60_000;

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

/** ffmpeg at `ffmpegPath` (a name on PATH or a path), or null when it does not run. */
export function findFfmpeg(ffmpegPath: string): Ffmpeg | null {
  const ffprobe = probeBeside(ffmpegPath);
  for (const binary of [ffmpegPath, ffprobe]) {
    const probe = spawnSync(binary, ['-version'], { timeout: 10_000, stdio: 'ignore' });
    if (probe.status !== 0) return null;
  }
  return {
    run: (args, options) => run(ffmpegPath, ['-hide_banner', '-nostdin', '-v', 'error', ...args], options),
    async durationMs(file) {
      const out = await run(ffprobe, [
        '-v',
        'error',
        '-show_entries',
        'format=duration',
        '-of',
        'default=noprint_wrappers=1:nokey=1',
        file,
      ]);
      const seconds = Number.parseFloat(out.trim());
      return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null;
    },
  };
}
