import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type Storage } from '../../platform/storage/storage.js';
import { type AiServer, startAiServer } from '../../test/ai-server.js';
import { testDialect } from '../../test/context.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { findFfmpeg } from './ffmpeg.js';
import { createVideoProcessing } from './video-processing.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;
type Playback = {
  uid: string;
  file_url: string | null;
  poster_url: string | null;
  duration_ms: number | null;
  shared: boolean;
  can_share: boolean;
  ticket: { uid: string; title: string; project_slug: string } | null;
};

/**
 * A 4-second WebM written as a browser's MediaRecorder writes one: as a live stream, so it
 * states no length and has no seek index (ffmpeg's `-live 1`).
 */
function recordLikeABrowser(dir: string): Buffer {
  const file = path.join(dir, 'take.webm');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-v', 'error'],
    ...['-f', 'lavfi', '-i', 'testsrc=duration=4:size=320x240:rate=15'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'],
    ...['-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libopus', '-live', '1', '-f', 'webm', '-y', file],
  ]);
  return fs.readFileSync(file);
}

/** Two scenes, two seconds each (a test card, then a red screen), and no sound. */
function twoScenesNoSound(dir: string): Buffer {
  const file = path.join(dir, 'scenes.webm');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-v', 'error'],
    ...['-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=15'],
    ...['-f', 'lavfi', '-i', 'color=c=red:duration=2:size=320x240:rate=15'],
    ...['-filter_complex', '[0][1]concat=n=2:v=1:a=0', '-c:v', 'libvpx', '-b:v', '200k', '-live', '1'],
    ...['-f', 'webm', '-y', file],
  ]);
  return fs.readFileSync(file);
}

function ffprobeDuration(data: Buffer, dir: string): string {
  const file = path.join(dir, `probe-${Math.random().toString(36).slice(2)}.webm`);
  fs.writeFileSync(file, data);
  return execFileSync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
  ])
    .toString()
    .trim();
}

describe(`playing recordings on ${testDialect}`, () => {
  let t: Context;
  let world: TicketWorld;
  let base: string;
  let scratch: string;
  let recording: Buffer;
  let ticketUid: string;
  let videoUid: string;
  let ai: AiServer;

  function upload(data: Buffer, metadata: Record<string, string>) {
    return new Promise<string>((resolve, reject) => {
      const job = new tus.Upload(data, {
        endpoint: `${base}/api/projects/${world.a.projectId}/videos`,
        retryDelays: [],
        headers: t.people.member.headers,
        metadata,
        onSuccess: () => resolve(job.url!.split('/').at(-2)!),
        onError: reject,
      });
      job.start();
    });
  }

  const play = (persona: Parameters<Context['call']>[0], uid = videoUid) =>
    t.call(persona, 'GET', `/api/play/${uid}`);
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.ctx.app.inject({ method: 'GET', url, headers });

  /** The job (ffmpeg) has read the recording: it has a length. */
  async function processed(uid: string): Promise<Playback> {
    for (let i = 0; i < 200; i++) {
      const body = (await play('member', uid)).json() as Playback;
      if (body.duration_ms !== null) return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the recording was never processed');
  }

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-video-'));
    recording = recordLikeABrowser(scratch);
    ai = await startAiServer();
    t = await createTicketsTestContext({
      env: { RUN_WORKER: 'true', JOBS_POLL_MS: '50', AI_BASE_URL: ai.baseUrl, AI_API_KEY: ai.apiKey },
    });
    world = await t.buildTicketWorld();
    await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.ctx.app.server.address() as { port: number }).port}`;
    ticketUid = (await t.createTicket('member', world.a.projectId, { summary: 'Explain the checkout bug' }))
      .uid;
    videoUid = await upload(recording, { filetype: 'video/webm', ticket_uid: ticketUid });
  }, 60_000);
  afterAll(async () => {
    await t.ctx.close();
    await ai.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('reads a finished recording once: its length, a poster, and an index a player can seek by', async () => {
    expect(ffprobeDuration(recording, scratch)).toBe('N/A');
    const playback = await processed(videoUid);
    expect(playback.duration_ms).toBeGreaterThan(3500);
    expect(playback.duration_ms).toBeLessThan(4500);
    const file = await get(playback.file_url!);
    expect(file.statusCode).toBe(200);
    expect(Number(ffprobeDuration(file.rawPayload, scratch))).toBeCloseTo(4, 0);
    const poster = await get(playback.poster_url!);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('answers range requests as a player seeking asks them', async () => {
    const { file_url } = await processed(videoUid);
    const whole = await get(file_url!);
    const size = whole.rawPayload.length;
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(size);

    const part = await get(file_url!, { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(1000, 2000))).toBe(true);

    const tail = await get(file_url!, { range: 'bytes=-500' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 500))).toBe(true);

    const past = await get(file_url!, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('opens the file only with its own signed link', async () => {
    const { file_url } = await processed(videoUid);
    const url = new URL(file_url!, 'http://x');
    const token = url.searchParams.get('token')!;
    expect((await get(`/api/videos/${videoUid}/file`)).statusCode).toBe(400);
    expect((await get(`/api/videos/${videoUid}/file?token=${token.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect((await get(`/api/videos/${videoUid}/poster?token=${token}`)).statusCode).toBe(404);
    const [expires, signature] = token.split('.');
    const later = `${Number(expires) + 86_400}.${signature}`;
    expect((await get(`/api/videos/${videoUid}/file?token=${later}`)).statusCode).toBe(404);
  });

  it('plays an unshared recording only for members who may see its brand', async () => {
    const member = (await play('member')).json() as Playback;
    expect(member).toMatchObject({ can_share: true, shared: false });
    expect(member.ticket).toMatchObject({ uid: ticketUid, title: 'Explain the checkout bug' });
    expect((await play('admin')).statusCode).toBe(200);
    expect((await play('anonymous')).statusCode).toBe(401);
    expect((await play('outsider')).statusCode).toBe(404);
    expect((await play('external')).statusCode).toBe(404);
    expect((await play('member', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('shares by link: anyone plays it then, without seeing the ticket; unsharing closes it again', async () => {
    expect((await t.call('outsider', 'PATCH', `/api/videos/${videoUid}`, { shared: true })).statusCode).toBe(
      404,
    );
    const shared = await t.call('member', 'PATCH', `/api/videos/${videoUid}`, { shared: true });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ shared: true });
    const anonymous = await play('anonymous');
    expect(anonymous.statusCode).toBe(200);
    const body = anonymous.json() as Playback;
    expect(body).toMatchObject({ shared: true, can_share: false, ticket: null });
    expect((await get(body.file_url!, { range: 'bytes=0-9' })).statusCode).toBe(206);
    await t.call('member', 'PATCH', `/api/videos/${videoUid}`, { shared: false });
    expect((await play('anonymous')).statusCode).toBe(401);
    const bad = await t.call('member', 'PATCH', `/api/videos/${videoUid}`, { shared: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it("lists on its ticket, and moves only to another ticket of the recording's brand", async () => {
    const listed = await t.call('member', 'GET', `/api/tickets/${ticketUid}/videos`);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { items: { uid: string }[] }).items.map((v) => v.uid)).toContain(videoUid);

    const other = (await t.createTicket('member', world.a.projectId, { summary: 'Second take' })).uid;
    const moved = await t.call('member', 'PUT', `/api/videos/${videoUid}/ticket`, { ticket_uid: other });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ ticket_uid: other });

    const hidden = (await t.createTicket('owner', world.hiddenProjectId, { summary: 'Other brand' })).uid;
    const refused = await t.call('owner', 'PUT', `/api/videos/${videoUid}/ticket`, { ticket_uid: hidden });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'video_other_brand' });
    await t.call('member', 'PUT', `/api/videos/${videoUid}/ticket`, { ticket_uid: ticketUid });
  });

  it('trims to the part between two moments, and refuses a part outside the recording', async () => {
    const before = await processed(videoUid);
    const outside = await t.call('member', 'POST', `/api/videos/${videoUid}/trim`, {
      start_ms: 1000,
      end_ms: 9000,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ code: 'video_trim_out_of_range' });
    const backwards = await t.call('member', 'POST', `/api/videos/${videoUid}/trim`, {
      start_ms: 3000,
      end_ms: 1000,
    });
    expect(backwards.statusCode).toBe(400);
    expect(
      (await t.call('outsider', 'POST', `/api/videos/${videoUid}/trim`, { start_ms: 0, end_ms: 2000 }))
        .statusCode,
    ).toBe(404);

    const trimmed = await t.call('member', 'POST', `/api/videos/${videoUid}/trim`, {
      start_ms: 1000,
      end_ms: 3000,
    });
    expect(trimmed.statusCode).toBe(200);
    const video = trimmed.json() as { duration_ms: number; size: number };
    // Cut at the key frame at or before the start: up to a second longer than asked.
    expect(video.duration_ms).toBeGreaterThanOrEqual(1900);
    expect(video.duration_ms).toBeLessThanOrEqual(3100);
    expect(video.size).toBeLessThan(recording.length);
    // A link names the recording, not its bytes: the one the page already holds plays the cut.
    const file = await get(before.file_url!);
    expect(file.rawPayload.length).toBe(video.size);
    expect(Number(ffprobeDuration(file.rawPayload, scratch)) * 1000).toBeCloseTo(video.duration_ms, -2);
  });

  it('keeps the original until a trim is switched in, and switches only over the bytes it was cut from', async () => {
    const db = t.ctx.database.db;
    const storage = createLocalStorage(path.join(t.ctx.dataDir, 'media'));
    const videosDir = path.join(t.ctx.dataDir, 'media', 'videos');
    const row = () =>
      db.selectFrom('videos').selectAll().where('id', '=', videoUid).executeTakeFirstOrThrow();
    // Another trim runs to the end while this one stores its cut: the real store, with a pause.
    let other: Awaited<ReturnType<typeof t.call>> | null = null;
    const racing: Storage = {
      ...storage,
      async put(key, body) {
        other ??= await t.call('member', 'POST', `/api/videos/${videoUid}/trim`, {
          start_ms: 0,
          end_ms: 1500,
        });
        return storage.put(key, body);
      },
    };
    const processing = createVideoProcessing({
      db,
      storage: racing,
      ffmpeg: findFfmpeg('ffmpeg'),
      workDir: path.join(scratch, 'work'),
      now: () => new Date(),
    });
    const original = await row();
    await expect(processing.trim(original, { start_ms: 0, end_ms: 1000 })).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(other!.statusCode).toBe(200);
    // The other trim stands, whole; this one left nothing behind.
    const now = await row();
    expect(now.storage_key).not.toBe(original.storage_key);
    expect(now.duration_ms).toBe((other!.json() as { duration_ms: number }).duration_ms);
    const files = fs.readdirSync(videosDir).filter((name) => name.startsWith(videoUid));
    expect(files.sort()).toEqual(
      [now.storage_key, now.poster_key].map((key) => key!.replace('videos/', '')).sort(),
    );
  });

  it("saves a recording's scenes as the ticket's reference images", async () => {
    const ticket = (await t.createTicket('member', world.a.projectId, { summary: 'Storyboard' })).uid;
    const uid = await upload(twoScenesNoSound(scratch), { filetype: 'video/webm', ticket_uid: ticket });
    await processed(uid);
    const res = await t.call('member', 'POST', `/api/tickets/${ticket}/videos/${uid}/scenes`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ scenes: 2 });
    const images = (await t.call('member', 'GET', `/api/tickets/${ticket}`)).json().reference_images as {
      name: string;
      content_type: string;
    }[];
    expect(images.map((image) => [image.name, image.content_type])).toEqual([
      ['scene-1.jpg', 'image/jpeg'],
      ['scene-2.jpg', 'image/jpeg'],
    ]);
    // Only a recording of that ticket.
    const other = await t.call('member', 'POST', `/api/tickets/${ticketUid}/videos/${uid}/scenes`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'video_not_found' });

    // No sound, no script; and nothing was sent to the AI endpoint.
    const before = ai.transcriptions.length;
    const silent = await t.call('member', 'POST', `/api/tickets/${ticket}/videos/${uid}/script`);
    expect(silent.statusCode).toBe(422);
    expect(silent.json()).toMatchObject({ code: 'video_no_audio' });
    expect(ai.transcriptions.length).toBe(before);
  });

  it("writes a recording's script from its sound into the end of the ticket's notes", async () => {
    await t.call('member', 'PATCH', `/api/tickets/${ticketUid}`, { description: 'Steps the client took.' });
    ai.nextTranscript({ kind: 'text', text: ' First we open the checkout, then the card form fails. ' });
    const res = await t.call('member', 'POST', `/api/tickets/${ticketUid}/videos/${videoUid}/script`);
    expect(res.statusCode).toBe(200);
    expect(res.json().description).toBe(
      'Steps the client took.\n\nScript of the recording:\nFirst we open the checkout, then the card form fails.',
    );
    // The sound alone went out, small (speech quality), under the transcription model.
    const sent = ai.transcriptions.at(-1)!;
    expect(sent).toMatchObject({ filename: 'script.ogg' });
    expect(sent.bytes).toBeGreaterThan(0);
    expect(sent.bytes).toBeLessThan(recording.length);
    // The change is in the ticket's history like any other.
    const activity = (await t.call('member', 'GET', `/api/tickets/${ticketUid}/activity`)).json();
    expect(JSON.stringify(activity)).toContain('description');

    ai.nextTranscript({ kind: 'server-error' });
    const failed = await t.call('member', 'POST', `/api/tickets/${ticketUid}/videos/${videoUid}/script`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'ai_unavailable' });
  });

  it('leaves a recording to be read again when its worker stops midway, rather than marking it read', async () => {
    const db = t.ctx.database.db;
    await db.updateTable('videos').set({ processed_at: null }).where('id', '=', videoUid).execute();
    const processing = createVideoProcessing({
      db,
      storage: createLocalStorage(path.join(t.ctx.dataDir, 'media')),
      ffmpeg: findFfmpeg('ffmpeg'),
      workDir: path.join(scratch, 'work'),
      now: () => new Date(),
    });
    await expect(processing.process(videoUid, AbortSignal.abort())).rejects.toThrow();
    const row = await db
      .selectFrom('videos')
      .select('processed_at')
      .where('id', '=', videoUid)
      .executeTakeFirstOrThrow();
    expect(row.processed_at).toBeNull();
    await processing.process(videoUid);
    const again = await db
      .selectFrom('videos')
      .select('processed_at')
      .where('id', '=', videoUid)
      .executeTakeFirstOrThrow();
    expect(again.processed_at).not.toBeNull();
  });
});
