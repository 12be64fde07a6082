import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { type Db, ownTables } from '../../db/database.js';
import type { MediaTables, VideosTable } from './media.tables.js';

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

/** A recording row as a finished upload leaves it (no bytes stored): for tests of what reads recordings. */
export async function insertRecording(
  db: Db,
  place: { workspaceId: string; projectId: string; uploaderId: string },
  values: Partial<
    Pick<VideosTable, 'ticket_id' | 'status' | 'content_type' | 'size' | 'duration_ms' | 'created_at'>
  > = {},
): Promise<string> {
  const id = randomUUID();
  const at = values.created_at ?? new Date().toISOString();
  const status = values.status ?? 'ready';
  await ownTables<MediaTables>(db)
    .insertInto('videos')
    .values({
      id,
      workspace_id: place.workspaceId,
      project_id: place.projectId,
      ticket_id: values.ticket_id ?? null,
      uploader_id: place.uploaderId,
      content_type: values.content_type ?? 'video/mp4',
      size: values.size ?? 2_000_000,
      received: status === 'ready' ? (values.size ?? 2_000_000) : 0,
      status,
      storage_key: status === 'ready' ? `videos/${id}` : null,
      // An explicit null: a recording whose length ffmpeg has not read.
      duration_ms: values.duration_ms === undefined ? 12_000 : values.duration_ms,
      poster_key: null,
      shared: 0,
      processed_at: status === 'ready' ? at : null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}
