import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as tus from 'tus-js-client';

/**
 * A 4-second WebM with sound, written as a browser's MediaRecorder writes one: as a live
 * stream, so it states no length and has no seek index (ffmpeg's `-live 1`).
 */
export function recordLikeABrowser(dir: string): Buffer {
  const file = path.join(dir, `take-${Math.random().toString(36).slice(2)}.webm`);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-v', 'error'],
    ...['-f', 'lavfi', '-i', 'testsrc=duration=4:size=320x240:rate=15'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'],
    ...['-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libopus', '-live', '1', '-f', 'webm', '-y', file],
  ]);
  return fs.readFileSync(file);
}

/** Uploads a recording with the real tus client; answers its uid. */
export function uploadRecording(
  endpoint: string,
  headers: Record<string, string>,
  data: Buffer,
  metadata: Record<string, string>,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const job = new tus.Upload(data, {
      endpoint,
      retryDelays: [],
      headers,
      metadata,
      onSuccess: () => resolve(job.url!.split('/').at(-2)!),
      onError: reject,
    });
    job.start();
  });
}
