import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { VideoContentType } from '@expertos/domain/media.schema';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage/storage.js';
import { type AiServer, startAiServer } from '../../test/ai-server.js';
import { testDialect } from '../../test/context.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { findFfmpeg } from './ffmpeg.js';
import type { VideosTable } from './media.tables.js';
import { createVideoProcessing } from './video-processing.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

/**
 * A real video on this machine that nobody uploaded (VP9, which both WebM and MP4 carry, so a
 * copy of it could land in either), and 32 bytes from the middle of its largest frame: a
 * stream copy (`-c copy`, as the recording job does) carries them over unchanged, so finding
 * them in a file means the video was copied into it.
 */
function secretVideo(dir: string, name: string): { file: string; marker: Buffer } {
  const file = path.join(dir, name);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-v', 'error'],
    ...['-f', 'lavfi', '-i', 'testsrc=duration=3:size=160x120:rate=10'],
    ...['-c:v', 'libvpx-vp9', '-b:v', '100k', '-y', file],
  ]);
  const { packets } = JSON.parse(
    execFileSync('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v', '-show_entries', 'packet=pos,size', '-of', 'json', file],
    ]).toString(),
  ) as { packets: { pos: string; size: string }[] };
  const largest = packets.reduce((a, b) => (Number(b.size) > Number(a.size) ? b : a));
  const middle = Number(largest.pos) + Math.floor(Number(largest.size) / 2);
  const marker = fs.readFileSync(file).subarray(middle, middle + 32);
  return { file, marker };
}

/** An HLS playlist whose one segment is a local file. */
const hls = (file: string) =>
  `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:3.0,\n${file}\n#EXT-X-ENDLIST\n`;
/** A DASH manifest whose one representation is a local file. */
const dash = (file: string) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT3S" ' +
  'minBufferTime="PT1S" profiles="urn:mpeg:dash:profile:isoff-on-demand:2011"><Period>' +
  '<AdaptationSet mimeType="video/mp4"><Representation id="1" bandwidth="100000" width="160" ' +
  `height="120" codecs="vp09"><BaseURL>file://${file}</BaseURL></Representation></AdaptationSet>` +
  '</Period></MPD>\n';
/** An ffmpeg concat list naming a local file. */
const concat = (file: string) => `ffconcat version 1.0\nfile '${file}'\n`;

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe(`recordings that name other files (HLS, DASH, concat) on ${testDialect}`, () => {
  let t: Context;
  let world: TicketWorld;
  let base: string;
  let scratch: string;
  let ai: AiServer;
  let mkv: { file: string; marker: Buffer };
  let mp4: { file: string; marker: Buffer };

  /** The local video's bytes appear in none of the server's files, stored or in the making. */
  function expectNoLeak() {
    for (const file of filesUnder(t.ctx.dataDir)) {
      const bytes = fs.readFileSync(file);
      for (const { marker } of [mkv, mp4]) expect(bytes.includes(marker), file).toBe(false);
    }
  }

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-hostile-'));
    mkv = secretVideo(scratch, 'secret.mkv');
    mp4 = secretVideo(scratch, 'secret.mp4');
    ai = await startAiServer();
    t = await createTicketsTestContext({
      env: { RUN_WORKER: 'true', JOBS_POLL_MS: '50', AI_BASE_URL: ai.baseUrl, AI_API_KEY: ai.apiKey },
    });
    world = await t.buildTicketWorld();
    await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.ctx.app.server.address() as { port: number }).port}`;
  }, 60_000);
  afterAll(async () => {
    await t.ctx.close();
    await ai.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  const cases = (): [string, VideoContentType, string][] => [
    ['an HLS playlist', 'video/mp4', hls(mkv.file)],
    ['an HLS playlist', 'video/webm', hls(mkv.file)],
    ['a DASH manifest', 'video/mp4', dash(mp4.file)],
    ['a DASH manifest', 'video/webm', dash(mp4.file)],
    ['a concat list', 'video/webm', concat(mkv.file)],
  ];

  it('refuses them at upload, as the real tus client sends them, and keeps nothing', async () => {
    for (const [what, type, text] of cases()) {
      const outcome = await new Promise<{ status: number; body: string }>((resolve) => {
        const job = new tus.Upload(Buffer.from(text), {
          endpoint: `${base}/api/projects/${world.a.projectId}/videos`,
          retryDelays: [],
          headers: t.people.member.headers,
          metadata: { filetype: type, filename: `take.${type.split('/')[1]}` },
          onSuccess: () => resolve({ status: 204, body: '' }),
          onError: (error) => {
            const response = (error as tus.DetailedError).originalResponse;
            resolve({ status: response?.getStatus() ?? 0, body: response?.getBody() ?? '' });
          },
        });
        job.start();
      });
      expect(outcome.status, `${what} as ${type}`).toBe(422);
      expect(JSON.parse(outcome.body), `${what} as ${type}`).toMatchObject({ code: 'upload_not_video' });
    }
    const rows = await t.ctx.database.db
      .selectFrom('videos')
      .select('id')
      .where('project_id', '=', world.a.projectId)
      .execute();
    expect(rows).toEqual([]);
    expectNoLeak();
  });

  it('never hands ffmpeg one stored before uploads were checked: the job, trim, scenes and script leave it as it is', async () => {
    const db = t.ctx.database.db;
    const storage = createLocalStorage(path.join(t.ctx.dataDir, 'media'));
    const processing = createVideoProcessing({
      db,
      storage,
      ffmpeg: findFfmpeg('ffmpeg'),
      workDir: path.join(t.ctx.dataDir, 'uploads', 'work'),
      now: () => new Date(),
    });
    const ticket = (await t.createTicket('member', world.a.projectId, { summary: 'Hostile take' })).uid;
    for (const [what, type, text] of cases()) {
      const label = `${what} as ${type}`;
      // What an upload before the check left behind: a finished recording that is a playlist.
      const id = randomUUID();
      const key = `videos/${id}.${type === 'video/mp4' ? 'mp4' : 'webm'}`;
      await storage.put(key, Buffer.from(text));
      const at = new Date().toISOString();
      const row: VideosTable = {
        ...{ id, workspace_id: world.a.id, project_id: world.a.projectId, ticket_id: ticket },
        ...{ uploader_id: t.people.member.id, content_type: type, size: text.length, received: text.length },
        ...{ status: 'ready', storage_key: key, duration_ms: null, poster_key: null, shared: 0 },
        ...{ processed_at: null, created_at: at, updated_at: at },
        ...{ width: null, height: null, frame_rate: null, source_id: null, failure: null },
      };
      await db.insertInto('videos').values(row).execute();

      await processing.process(id);
      const after = await db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(after, label).toMatchObject({ storage_key: key, poster_key: null, duration_ms: null });
      expect(after.processed_at, label).not.toBeNull();

      const trim = await t.call('member', 'POST', `/api/videos/${id}/trim`, { start_ms: 0, end_ms: 2000 });
      expect(trim.json(), label).toMatchObject({ code: 'video_processing_failed' });
      const scenes = await t.call('member', 'POST', `/api/tickets/${ticket}/videos/${id}/scenes`);
      expect(scenes.json(), label).toMatchObject({ code: 'video_processing_failed' });
      const script = await t.call('member', 'POST', `/api/tickets/${ticket}/videos/${id}/script`);
      expect(script.json(), label).toMatchObject({ code: 'video_processing_failed' });

      // What the player is handed is the uploaded text, and no poster.
      const playback = (await t.call('member', 'GET', `/api/play/${id}`)).json();
      expect(playback.poster_url, label).toBeNull();
      const file = await t.ctx.app.inject({ method: 'GET', url: playback.file_url });
      expect(file.body, label).toBe(text);
    }
    expect(ai.transcriptions).toEqual([]);
    const images = (await t.call('member', 'GET', `/api/tickets/${ticket}`)).json().reference_images;
    expect(images).toEqual([]);
    expectNoLeak();
  });
});
