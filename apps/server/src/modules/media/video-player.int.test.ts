import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';

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
    t = await createTicketsTestContext({ env: { RUN_WORKER: 'true', JOBS_POLL_MS: '50' } });
    world = await t.buildTicketWorld();
    await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.ctx.app.server.address() as { port: number }).port}`;
    ticketUid = (await t.createTicket('member', world.a.projectId, { summary: 'Explain the checkout bug' }))
      .uid;
    videoUid = await upload(recording, { filetype: 'video/webm', ticket_uid: ticketUid });
  }, 60_000);
  afterAll(async () => {
    await t.ctx.close();
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
});
