import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from './fixtures';
import type { apiOf } from './journeys';

/**
 * A two-second recording uploaded to the ticket as the extension uploads recordings (tus 1.0.0):
 * an MP4, or a WebM as a browser records it.
 */
export async function uploadRecording(
  api: Awaited<ReturnType<typeof apiOf>>,
  projectUid: string,
  ticketUid: string,
  format: 'mp4' | 'webm' = 'mp4',
  /** Long and detailed enough for the networks' smallest video (LinkedIn: 3 s and 75 KB) when true. */
  full = false,
) {
  const source = full
    ? 'testsrc2=duration=4:size=640x480:rate=30'
    : 'testsrc=duration=2:size=320x240:rate=15';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-publish-video-'));
  const file = path.join(dir, `take.${format}`);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-v', 'error', '-f', 'lavfi', '-i', source],
    ...(format === 'mp4' ? ['-c:v', 'mpeg4', '-f', 'mp4'] : ['-c:v', 'libvpx', '-b:v', '1M', '-f', 'webm']),
    ...['-y', file],
  ]);
  const data = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  const b64 = (value: string) => Buffer.from(value).toString('base64');
  const created = await api.request.post(`/api/projects/${projectUid}/videos`, {
    headers: {
      ...api.headers,
      'tus-resumable': '1.0.0',
      'upload-length': String(data.length),
      'upload-metadata': `filetype ${b64(`video/${format}`)},ticket_uid ${b64(ticketUid)}`,
    },
  });
  expect(created.status()).toBe(201);
  const done = await api.request.patch(created.headers().location!, {
    headers: {
      ...api.headers,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data,
  });
  expect(done.status()).toBe(204);
}
