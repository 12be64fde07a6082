import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { createLocalStorage } from '../../platform/storage/storage.js';
import { testDialect } from '../../test/context.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { findFfmpeg } from './ffmpeg.js';
import { insertRecording, recordLikeABrowser, uploadRecording } from './video.fixtures.js';
import { createVideoAccess } from './video-access.js';
import { createVideoCopies } from './video-copies.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;
type VideoBody = {
  uid: string;
  status: string;
  content_type: string;
  ticket_uid: string | null;
  source_uid: string | null;
  duration_ms: number | null;
  width: number | null;
  height: number | null;
  failure: string | null;
};

/** What ffprobe says of a file's container and streams. */
function probe(file: string) {
  return JSON.parse(
    execFileSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'format=format_name:stream=codec_type,codec_name,profile,pix_fmt'],
      ...['-show_entries', 'stream=width,height,avg_frame_rate', '-of', 'json', file],
    ]).toString(),
  ) as {
    format: { format_name: string };
    streams: {
      codec_type: string;
      codec_name: string;
      profile?: string;
      pix_fmt?: string;
      width?: number;
      height?: number;
      avg_frame_rate?: string;
    }[];
  };
}

/** A WebM as a browser records it, but odd-sized and at 50 frames a second. */
function oddFastRecording(dir: string): Buffer {
  const file = path.join(dir, 'odd.webm');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-v', 'error'],
    ...['-f', 'lavfi', '-i', 'testsrc=duration=0.6:size=2001x1001:rate=50'],
    ...['-c:v', 'libvpx', '-b:v', '300k', '-deadline', 'realtime', '-cpu-used', '8', '-live', '1'],
    ...['-f', 'webm', '-y', file],
  ]);
  return fs.readFileSync(file);
}

describe(`MP4 copies of recordings on ${testDialect}`, () => {
  let t: Context;
  let world: TicketWorld;
  let base: string;
  let scratch: string;
  let ticketUid: string;
  let videoUid: string;

  const copyUrl = (uid: string, projectId = world.a.projectId) =>
    `/api/projects/${projectId}/videos/${uid}/mp4-copy`;

  /** Reads a recording until `done` says so (the worker runs the jobs). */
  async function until(read: () => Promise<VideoBody>, done: (v: VideoBody) => boolean): Promise<VideoBody> {
    for (let i = 0; i < 600; i++) {
      const body = await read();
      if (done(body)) return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('it never got there');
  }
  const ownVideo = async (uid: string) =>
    (await t.call('member', 'GET', `/api/videos/${uid}`)).json() as VideoBody;
  const copyOf = async (uid: string) => (await t.call('member', 'GET', copyUrl(uid))).json() as VideoBody;

  /** The copy's bytes, fetched through the player's signed link, written to the scratch folder. */
  async function fileOf(uid: string): Promise<string> {
    const playback = (await t.call('member', 'GET', `/api/play/${uid}`)).json() as { file_url: string };
    const file = await t.ctx.app.inject({ method: 'GET', url: playback.file_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    const out = path.join(scratch, `${uid}.mp4`);
    fs.writeFileSync(out, file.rawPayload);
    return out;
  }

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-copies-'));
    t = await createTicketsTestContext({ env: { RUN_WORKER: 'true', JOBS_POLL_MS: '50' } });
    world = await t.buildTicketWorld();
    await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.ctx.app.server.address() as { port: number }).port}`;
    ticketUid = (await t.createTicket('member', world.a.projectId, { summary: 'Show the new flow' })).uid;
    videoUid = await uploadRecording(
      `${base}/api/projects/${world.a.projectId}/videos`,
      t.people.member.headers,
      recordLikeABrowser(scratch),
      { filetype: 'video/webm', ticket_uid: ticketUid },
    );
  }, 60_000);
  afterAll(async () => {
    await t.ctx.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('reads the picture size of a recording with its length', async () => {
    const read = await until(
      () => ownVideo(videoUid),
      (v) => v.duration_ms !== null,
    );
    expect(read).toMatchObject({ width: 320, height: 240 });
    // And its frames a second, which the composer checks against each network's.
    const offered = (await t.call('member', 'GET', `/api/tickets/${ticketUid}/publishing/media`)).json() as {
      video_uid?: string;
      frame_rate?: number | null;
    }[];
    expect(offered.find((m) => m.video_uid === videoUid)).toMatchObject({ frame_rate: 15 });
  });

  it('makes an MP4 copy only when asked: a new recording of the brand, made by the job, read back by ffprobe', async () => {
    expect((await t.call('member', 'GET', copyUrl(videoUid))).statusCode).toBe(404);
    const asked = await t.call('member', 'POST', copyUrl(videoUid));
    expect(asked.statusCode, asked.body).toBe(200);
    const copy = asked.json() as VideoBody;
    expect(copy).toMatchObject({
      status: 'processing',
      content_type: 'video/mp4',
      ticket_uid: ticketUid,
      source_uid: videoUid,
    });
    expect(copy.uid).not.toBe(videoUid);

    // Asked again (by another member) while it is being made or made: the same copy.
    const again = await t.call('admin', 'POST', copyUrl(videoUid));
    expect((again.json() as VideoBody).uid).toBe(copy.uid);

    const ready = await until(
      () => copyOf(videoUid),
      (v) => v.status !== 'processing',
    );
    expect(ready).toMatchObject({ uid: copy.uid, status: 'ready', width: 320, height: 240, failure: null });
    expect(ready.duration_ms).toBeGreaterThan(3500);
    expect(ready.duration_ms).toBeLessThan(4500);

    const info = probe(await fileOf(copy.uid));
    expect(info.format.format_name).toContain('mp4');
    const video = info.streams.find((s) => s.codec_type === 'video');
    const audio = info.streams.find((s) => s.codec_type === 'audio');
    expect(video).toMatchObject({ codec_name: 'h264', profile: 'High', pix_fmt: 'yuv420p' });
    expect(audio).toMatchObject({ codec_name: 'aac' });

    // The original is left as it was; the copy is offered with the ticket's recordings.
    expect(await ownVideo(videoUid)).toMatchObject({ status: 'ready', content_type: 'video/webm' });
    const listed = (await t.call('member', 'GET', `/api/tickets/${ticketUid}/videos`)).json() as {
      items: VideoBody[];
    };
    expect(listed.items.map((v) => v.uid)).toEqual(expect.arrayContaining([videoUid, copy.uid]));
    expect((await t.call('member', 'POST', copyUrl(videoUid))).json()).toMatchObject({ uid: copy.uid });
  });

  it('scales the copy so its longest side is at most 1920 and both are even, at 30 frames a second at most', async () => {
    const uid = await uploadRecording(
      `${base}/api/projects/${world.a.projectId}/videos`,
      t.people.member.headers,
      oddFastRecording(scratch),
      { filetype: 'video/webm' },
    );
    await until(
      () => ownVideo(uid),
      (v) => v.duration_ms !== null,
    );
    expect((await t.call('member', 'POST', copyUrl(uid))).statusCode).toBe(200);
    const ready = await until(
      () => copyOf(uid),
      (v) => v.status !== 'processing',
    );
    expect(ready.status).toBe('ready');
    const video = probe(await fileOf(ready.uid)).streams.find((s) => s.codec_type === 'video')!;
    expect(video).toMatchObject({ width: ready.width, height: ready.height, pix_fmt: 'yuv420p' });
    expect(video.width).toBeLessThanOrEqual(1920);
    expect(video.width).toBeGreaterThanOrEqual(1918);
    expect(video.height).toBe(960);
    expect(video.width! % 2).toBe(0);
    const [num, den] = video.avg_frame_rate!.split('/').map(Number);
    expect(num! / den!).toBeLessThanOrEqual(30);
    const offered = (await t.call('member', 'GET', `/api/tickets/${ticketUid}/publishing/media`)).json() as {
      video_uid?: string;
      frame_rate?: number | null;
    }[];
    expect(offered.find((m) => m.video_uid === ready.uid)?.frame_rate).toBeLessThanOrEqual(30);
  }, 60_000);

  it("is asked for only on the recording's brand, by members who may open its tasks", async () => {
    expect((await t.call('member', 'POST', copyUrl(videoUid, world.b.projectId))).statusCode).toBe(403);
    expect((await t.call('external', 'POST', copyUrl(videoUid))).statusCode).toBe(403);
    const other = await insertRecording(t.ctx.database.db, {
      workspaceId: world.b.id,
      projectId: world.b.projectId,
      uploaderId: t.people.outsider.id,
    });
    const refused = await t.call('member', 'POST', copyUrl(other));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'video_not_found' });
  });

  it("says ffmpeg's reason when the copy cannot be made, and makes a new one when asked again", async () => {
    const db = t.ctx.database.db;
    const storage = createLocalStorage(path.join(t.ctx.dataDir, 'media'));
    const enqueued: string[] = [];
    const copies = createVideoCopies({
      db,
      storage,
      ffmpeg: findFfmpeg('ffmpeg'),
      access: createVideoAccess({
        onBrand: async () => ({ membership: { workspaceId: world.a.id, role: 'member' } }),
      } as never),
      workDir: path.join(t.ctx.dataDir, 'uploads', 'work'),
      now: () => new Date(),
      enqueue: async (id) => {
        enqueued.push(id);
      },
    });
    const broken = await insertRecording(
      db,
      { workspaceId: world.a.id, projectId: world.a.projectId, uploaderId: t.people.member.id },
      { content_type: 'video/webm' },
    );
    // A WebM's first bytes, then nothing a decoder can read.
    const key = `videos/${broken}.webm`;
    await storage.put(key, Buffer.concat([Buffer.from('1a45dfa3', 'hex'), Buffer.alloc(4000, 7)]));
    await db.updateTable('videos').set({ storage_key: key }).where('id', '=', broken).execute();
    const caller = { userId: t.people.member.id, workspaceId: world.a.id };
    const first = await copies.ask(caller, world.a.projectId, broken);
    await copies.make(first.uid);
    const failed = await copies.current(t.people.member.id, world.a.projectId, broken);
    expect(failed).toMatchObject({ uid: first.uid, status: 'failed', size: 0 });
    expect(failed.failure).toMatch(/ffmpeg failed/);

    const second = await copies.ask(caller, world.a.projectId, broken);
    expect(second.uid).not.toBe(first.uid);
    expect(enqueued).toEqual([first.uid, second.uid]);
  });

  it('answers 409 with the video tools words on a server without ffmpeg', async () => {
    const copies = createVideoCopies({
      db: t.ctx.database.db,
      storage: createLocalStorage(path.join(t.ctx.dataDir, 'media')),
      ffmpeg: null,
      access: createVideoAccess({
        onBrand: async () => ({ membership: { workspaceId: world.a.id, role: 'member' } }),
      } as never),
      workDir: path.join(t.ctx.dataDir, 'uploads', 'work'),
      now: () => new Date(),
      enqueue: async () => {},
    });
    const uid = await insertRecording(t.ctx.database.db, {
      workspaceId: world.a.id,
      projectId: world.a.projectId,
      uploaderId: t.people.member.id,
    });
    const error = await copies
      .ask({ userId: t.people.member.id, workspaceId: world.a.id }, world.a.projectId, uid)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 409,
      message: 'This server cannot edit videos: ffmpeg is not installed. Ask the person who runs it.',
    });
  });
});
