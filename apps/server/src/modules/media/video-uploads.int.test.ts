import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { TUS_VERSION, VIDEO_UPLOAD_EXPIRY_DAYS } from '@expertos/domain/media.schema';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage/storage.js';
import { testDialect } from '../../test/context.js';
import { createTicketLookups } from '../tickets/ticket-lookups.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { createMemberAccess } from '../workspaces/member-access.js';
import { createVideoAccess } from './video-access.js';
import { createVideoUploads, readUploadMetadata } from './video-uploads.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;
const MB = 1024 * 1024;
/** WebM's EBML magic number: the first bytes a recording stated as WebM must have. */
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** `size` bytes that open as WebM (the magic number, then anything). */
const webmBytes = (size: number) => Buffer.concat([EBML, randomBytes(size - EBML.length)]);

describe('tus Upload-Metadata', () => {
  it('reads base64 values and keys without one, and refuses what is not that', () => {
    expect(readUploadMetadata('filetype dmlkZW8vd2VibQ==,is_confidential')).toEqual({
      filetype: 'video/webm',
      is_confidential: '',
    });
    expect(readUploadMetadata(undefined)).toEqual({});
    expect(readUploadMetadata('bad key here')).toBeNull();
    expect(readUploadMetadata('filetype not*base64')).toBeNull();
  });
});

describe(`resumable recording uploads on ${testDialect}`, () => {
  let t: Context;
  let world: TicketWorld;
  let base: string;
  const endpoint = () => `${base}/api/projects/${world.a.projectId}/videos`;
  const stored = (uid: string) => path.join(t.ctx.dataDir, 'media', 'videos', `${uid}.webm`);

  /** Uploads `data` with the real tus client until it succeeds, fails or is stopped by `stopAt`. */
  function upload(
    data: Buffer,
    options: { uploadUrl?: string; stopAt?: number; metadata?: Record<string, string> } = {},
  ) {
    return new Promise<{ url: string; stoppedAt?: number }>((resolve, reject) => {
      const job: tus.Upload = new tus.Upload(data, {
        endpoint: endpoint(),
        uploadUrl: options.uploadUrl,
        chunkSize: MB,
        retryDelays: [],
        headers: t.people.member.headers,
        metadata: options.metadata ?? { filetype: 'video/webm', filename: 'take-1.webm' },
        onChunkComplete: (_chunk, sent) => {
          if (options.stopAt !== undefined && sent >= options.stopAt) {
            void job.abort().then(() => resolve({ url: job.url!, stoppedAt: sent }));
          }
        },
        onSuccess: () => resolve({ url: job.url! }),
        onError: reject,
      });
      job.start();
    });
  }
  const videoOf = async (url: string) => {
    const uid = url.split('/').at(-2)!;
    const res = await t.call('member', 'GET', `/api/videos/${uid}`);
    return res.json() as { uid: string; size: number; received: number; status: string };
  };

  beforeAll(async () => {
    t = await createTicketsTestContext();
    world = await t.buildTicketWorld();
    await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.ctx.app.server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => t.ctx.close());

  it('takes a recording in chunks through the real tus client, and stores it whole', async () => {
    const data = webmBytes(3 * MB + 123);
    const { url } = await upload(data);
    const video = await videoOf(url);
    expect(video).toMatchObject({ size: data.length, received: data.length, status: 'ready' });
    expect(fs.readFileSync(stored(video.uid)).equals(data)).toBe(true);
  });

  it('goes on from where it stopped: a client that went away resumes at the server offset', async () => {
    const data = webmBytes(4 * MB);
    const first = await upload(data, { stopAt: 2 * MB });
    const halfway = await videoOf(first.url);
    expect(halfway).toMatchObject({ status: 'uploading', received: 2 * MB });
    const done = await upload(data, { uploadUrl: first.url });
    expect(done.url).toBe(first.url);
    const video = await videoOf(first.url);
    expect(video.status).toBe('ready');
    expect(fs.readFileSync(stored(video.uid)).equals(data)).toBe(true);
  });

  it('keeps the bytes that arrived before a connection dropped mid-request', async () => {
    const data = webmBytes(2 * MB);
    const created = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        ...t.people.member.headers,
        'tus-resumable': TUS_VERSION,
        'upload-length': String(data.length),
        'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    // Half the body, then the connection is cut.
    await new Promise<void>((resolve) => {
      const req = http.request(`${base}${location}`, {
        method: 'PATCH',
        headers: {
          ...t.people.member.headers,
          'tus-resumable': TUS_VERSION,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(data.length),
        },
      });
      req.on('error', () => resolve());
      req.write(data.subarray(0, MB), () => setTimeout(() => req.destroy(), 200));
      req.on('close', () => resolve());
    });
    const head = async () =>
      fetch(`${base}${location}`, {
        method: 'HEAD',
        headers: { ...t.people.member.headers, 'tus-resumable': TUS_VERSION },
      });
    await expect.poll(async () => Number((await head()).headers.get('upload-offset'))).toBe(MB);
    const rest = await upload(data, { uploadUrl: `${base}${location}` });
    const video = await videoOf(rest.url);
    expect(video.status).toBe('ready');
    expect(fs.readFileSync(stored(video.uid)).equals(data)).toBe(true);
  });

  it("refuses what is not tus 1.0.0, a wrong offset, another person's upload, too much and non-videos", async () => {
    const start = (headers: Record<string, string>, persona: 'member' | 'external' = 'member') =>
      fetch(endpoint(), { method: 'POST', headers: { ...t.people[persona].headers, ...headers } });
    const webm = `filetype ${Buffer.from('video/webm').toString('base64')}`;
    expect((await start({ 'upload-length': '10', 'upload-metadata': webm })).status).toBe(412);
    expect(
      (
        await start({
          'tus-resumable': TUS_VERSION,
          'upload-length': '16',
          'upload-metadata': 'filetype dGV4dA==',
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await start({
          'tus-resumable': TUS_VERSION,
          'upload-length': String(2 * 1024 ** 3),
          'upload-metadata': webm,
        })
      ).status,
    ).toBe(413);
    expect(
      (await start({ 'tus-resumable': TUS_VERSION, 'upload-length': 'ten', 'upload-metadata': webm })).status,
    ).toBe(400);
    expect(
      (
        await start(
          { 'tus-resumable': TUS_VERSION, 'upload-length': '10', 'upload-metadata': webm },
          'external',
        )
      ).status,
    ).toBe(403);

    // Fewer bytes than it takes to tell a container cannot be a recording.
    const tiny = await start({
      'tus-resumable': TUS_VERSION,
      'upload-length': '11',
      'upload-metadata': webm,
    });
    expect(tiny.status).toBe(422);
    expect(((await tiny.json()) as { code: string }).code).toBe('upload_not_video');

    const created = await start({
      'tus-resumable': TUS_VERSION,
      'upload-length': '16',
      'upload-metadata': webm,
    });
    const location = `${base}${created.headers.get('location')}`;
    const patch = (
      offset: string,
      body: Buffer,
      persona: 'member' | 'admin' = 'member',
      type = 'application/offset+octet-stream',
    ) =>
      fetch(location, {
        method: 'PATCH',
        headers: {
          ...t.people[persona].headers,
          'tus-resumable': TUS_VERSION,
          'upload-offset': offset,
          'content-type': type,
        },
        body,
      });
    expect((await patch('3', Buffer.alloc(2))).status).toBe(409);
    expect((await patch('0', Buffer.alloc(2), 'admin')).status).toBe(404);
    // Bytes sent as anything but tus's own type are refused, and nothing is appended.
    expect((await patch('0', Buffer.from('ab'), 'member', 'text/plain')).status).toBe(415);
    expect((await patch('0', Buffer.from('{}'), 'member', 'application/json')).status).toBe(415);
    const over = await patch('0', webmBytes(17));
    expect(over.status).toBe(413);
    // What fitted is kept: the sixteen bytes are all there, and the video is whole.
    const video = await videoOf(location);
    expect(video).toMatchObject({ received: 16, status: 'ready' });
  });

  it('checks the bytes, not the stated type: a non-video is refused before any byte is kept, and dropped', async () => {
    const begin = async (type: string, length: number) => {
      const res = await fetch(endpoint(), {
        method: 'POST',
        headers: {
          ...t.people.member.headers,
          'tus-resumable': TUS_VERSION,
          'upload-length': String(length),
          'upload-metadata': `filetype ${Buffer.from(type).toString('base64')}`,
        },
      });
      expect(res.status).toBe(201);
      return `${base}${res.headers.get('location')}`;
    };
    const send = (location: string, offset: number, body: Buffer) =>
      fetch(location, {
        method: 'PATCH',
        headers: {
          ...t.people.member.headers,
          'tus-resumable': TUS_VERSION,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body,
      });
    const gone = async (location: string) => {
      const uid = location.split('/').at(-2)!;
      const head = await fetch(location, {
        method: 'HEAD',
        headers: { ...t.people.member.headers, 'tus-resumable': TUS_VERSION },
      });
      expect(head.status).toBe(404);
      expect(fs.existsSync(path.join(t.ctx.dataDir, 'uploads', `${uid}.part`))).toBe(false);
    };

    // WebM bytes stated as MP4: refused on the first chunk.
    const mislabelled = await begin('video/mp4', 64);
    const refused = await send(mislabelled, 0, webmBytes(64));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'upload_not_video' });
    await gone(mislabelled);

    // A playlist sent a few bytes at a time: kept while too short to tell, refused once it can be.
    const playlist = Buffer.from('#EXTM3U\n#EXTINF:1,\n/etc/hostname\n#EXT-X-ENDLIST\n');
    const trickle = await begin('video/webm', playlist.length);
    expect((await send(trickle, 0, playlist.subarray(0, 5))).status).toBe(204);
    const rest = await send(trickle, 5, playlist.subarray(5));
    expect(rest.status).toBe(422);
    await gone(trickle);

    // The whole file is checked again before it is kept: bytes that reached the disk some other
    // way (written by hand here) never become a recording.
    const sneaked = await begin('video/webm', 32);
    const uid = sneaked.split('/').at(-2)!;
    fs.writeFileSync(path.join(t.ctx.dataDir, 'uploads', `${uid}.part`), Buffer.alloc(16, 0x23));
    const last = await send(sneaked, 16, webmBytes(16));
    expect(last.status).toBe(422);
    await gone(sneaked);
    expect(fs.existsSync(stored(uid))).toBe(false);
  });

  it(`drops an upload nobody added to for ${VIDEO_UPLOAD_EXPIRY_DAYS} days, with its bytes, and keeps the rest`, async () => {
    const day = 86_400_000;
    let clock = new Date('2026-11-01T10:00:00Z');
    const looks: { id: string; at: string }[] = [];
    const uploadsDir = path.join(t.ctx.dataDir, 'uploads');
    const uploads = createVideoUploads({
      db: t.ctx.database.db,
      storage: createLocalStorage(path.join(t.ctx.dataDir, 'media')),
      uploadsDir,
      access: createVideoAccess(createMemberAccess(t.ctx.database.db)),
      tickets: createTicketLookups(t.ctx.database.db),
      now: () => clock,
      onIdleUntil: async (id, at) => {
        looks.push({ id, at: at.toISOString() });
      },
    });
    const caller = { userId: t.people.member.id, workspaceId: world.a.id, projectId: world.a.projectId };
    const metadata = { filetype: 'video/webm' };
    const stalled = await uploads.create(caller, { length: 16, metadata });
    const finished = await uploads.create(caller, { length: 12, metadata });
    expect(looks.map((l) => l.at)).toEqual(['2026-11-08T10:00:00.000Z', '2026-11-08T10:00:00.000Z']);
    await uploads.append(t.people.member.id, finished.uid, 0, Readable.from([webmBytes(12)]));

    // Bytes on day 3 move the deadline: the look on day 7 finds it still moving and looks again.
    clock = new Date(clock.getTime() + 3 * day);
    await uploads.append(t.people.member.id, stalled.uid, 0, Readable.from([EBML]));
    clock = new Date(clock.getTime() + 4 * day);
    await uploads.expire(stalled.uid);
    expect((await uploads.status(t.people.member.id, stalled.uid)).received).toBe(4);
    expect(looks.at(-1)).toEqual({ id: stalled.uid, at: '2026-11-11T10:00:00.000Z' });

    clock = new Date('2026-11-11T10:00:01Z');
    await uploads.expire(stalled.uid);
    await uploads.expire(finished.uid);
    await expect(uploads.status(t.people.member.id, stalled.uid)).rejects.toMatchObject({
      code: 'upload_not_found',
    });
    expect(fs.existsSync(path.join(uploadsDir, `${stalled.uid}.part`))).toBe(false);
    expect((await uploads.status(t.people.member.id, finished.uid)).status).toBe('ready');
  });

  it('tells how far it got by the bytes on disk, also when the server died before counting them', async () => {
    const data = webmBytes(3 * MB);
    const first = await upload(data, { stopAt: MB });
    const uid = first.url.split('/').at(-2)!;
    // What a server killed mid-PATCH leaves: bytes on disk past the count it wrote down.
    fs.appendFileSync(path.join(t.ctx.dataDir, 'uploads', `${uid}.part`), data.subarray(MB, 2 * MB));
    const head = await fetch(first.url, {
      method: 'HEAD',
      headers: { ...t.people.member.headers, 'tus-resumable': TUS_VERSION },
    });
    expect(Number(head.headers.get('upload-offset'))).toBe(2 * MB);
    await upload(data, { uploadUrl: first.url });
    expect(fs.readFileSync(stored(uid)).equals(data)).toBe(true);
  });
});
