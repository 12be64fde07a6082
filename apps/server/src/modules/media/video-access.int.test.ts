import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TUS_VERSION } from '@expertos/domain/media.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { recordLikeABrowser, uploadRecording } from './video.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

/** How the uploader (`member`) loses the brand, done by the workspace's admins. */
const LOSSES = {
  'taken off the brand': (w: TicketWorld) => ({
    method: 'DELETE' as const,
    url: `/api/workspaces/${w.a.id}/projects/${w.a.projectId}/users/${w.a.memberIds.member}`,
  }),
  'removed from the workspace': (w: TicketWorld) => ({
    method: 'DELETE' as const,
    url: `/api/workspaces/${w.a.id}/users/${w.a.memberIds.member}`,
  }),
  'made external': (w: TicketWorld) => ({
    method: 'PUT' as const,
    url: `/api/workspaces/${w.a.id}/users/${w.a.memberIds.member}`,
    payload: { role: 'external' },
  }),
};

describe(`a recording's uploader who loses its brand loses the recording, on ${testDialect}`, () => {
  let t: Context;
  let base: string;
  let scratch: string;
  let recording: Buffer;

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-video-access-'));
    recording = recordLikeABrowser(scratch);
    t = await createTicketsTestContext();
    await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.ctx.app.server.address() as { port: number }).port}`;
  }, 60_000);
  afterAll(async () => {
    await t.ctx.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  /** A finished recording on a ticket, and an upload still going, both the member's. */
  async function membersRecordings(world: TicketWorld) {
    const endpoint = `${base}/api/projects/${world.a.projectId}/videos`;
    const ticket = (await t.createTicket('member', world.a.projectId, { summary: 'Bug walkthrough' })).uid;
    const other = (await t.createTicket('member', world.a.projectId, { summary: 'Second ticket' })).uid;
    const video = await uploadRecording(endpoint, t.people.member.headers, recording, {
      filetype: 'video/webm',
      ticket_uid: ticket,
    });
    const started = await fetch(endpoint, {
      method: 'POST',
      headers: {
        ...t.people.member.headers,
        'tus-resumable': TUS_VERSION,
        'upload-length': String(recording.length),
        'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
      },
    });
    const upload = `${base}${started.headers.get('location')}`;
    expect((await patchUpload(upload, 0, recording.subarray(0, 1000))).status).toBe(204);
    return { ticket, other, video, upload };
  }

  const patchUpload = (location: string, offset: number, body: Buffer) =>
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
  const headUpload = (location: string) =>
    fetch(location, {
      method: 'HEAD',
      headers: { ...t.people.member.headers, 'tus-resumable': TUS_VERSION },
    });

  async function storedBytes(video: string): Promise<Buffer> {
    const row = await t.ctx.database.db
      .selectFrom('videos')
      .select('storage_key')
      .where('id', '=', video)
      .executeTakeFirstOrThrow();
    return fs.readFileSync(path.join(t.ctx.dataDir, 'media', row.storage_key!));
  }

  it.each(Object.keys(LOSSES) as (keyof typeof LOSSES)[])(
    'once %s: share, unshare, attach, trim, watch and upload are all refused as not found',
    async (loss) => {
      const world = await t.buildTicketWorld();
      const { ticket, other, video, upload } = await membersRecordings(world);
      // While on the brand the uploader may do all of it.
      expect((await t.call('member', 'GET', `/api/play/${video}`)).json()).toMatchObject({ can_share: true });
      expect((await t.call('member', 'PATCH', `/api/videos/${video}`, { shared: true })).statusCode).toBe(
        200,
      );

      const { method, url, payload } = { payload: undefined, ...LOSSES[loss](world) };
      const done = await t.call('owner', method, url, payload);
      expect(done.statusCode, done.body).toBe(200);
      const before = await storedBytes(video);

      const notFound = (res: { statusCode: number; json(): unknown }, code = 'video_not_found') => {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code });
      };
      // Unshare, then (once an admin has unshared it) share: neither is theirs to do any more.
      notFound(await t.call('member', 'PATCH', `/api/videos/${video}`, { shared: false }));
      expect((await t.call('anonymous', 'GET', `/api/play/${video}`)).statusCode).toBe(200);
      expect((await t.call('admin', 'PATCH', `/api/videos/${video}`, { shared: false })).statusCode).toBe(
        200,
      );
      notFound(await t.call('member', 'PATCH', `/api/videos/${video}`, { shared: true }));
      expect((await t.call('anonymous', 'GET', `/api/play/${video}`)).statusCode).toBe(401);
      // Attach it elsewhere, or trim it: refused, and the recording is as it was.
      notFound(await t.call('member', 'PUT', `/api/videos/${video}/ticket`, { ticket_uid: other }));
      notFound(await t.call('member', 'POST', `/api/videos/${video}/trim`, { start_ms: 0, end_ms: 1000 }));
      const row = (await t.call('admin', 'GET', `/api/play/${video}`)).json() as {
        ticket: { uid: string };
      };
      expect(row.ticket.uid).toBe(ticket);
      expect((await storedBytes(video)).equals(before)).toBe(true);
      // Watching it, and its upload's state.
      notFound(await t.call('member', 'GET', `/api/play/${video}`));
      notFound(await t.call('member', 'GET', `/api/videos/${video}`), 'upload_not_found');
      // Its scenes and script go through the ticket, which they may no longer open.
      for (const what of ['scenes', 'script']) {
        const res = await t.call('member', 'POST', `/api/tickets/${ticket}/videos/${video}/${what}`);
        expect(res.statusCode).toBe(403);
      }
      // The upload still going takes no more bytes from them, and says so as for a stranger.
      expect((await headUpload(upload)).status).toBe(404);
      const patched = await patchUpload(upload, 1000, recording.subarray(1000));
      expect(patched.status).toBe(404);
      expect(await patched.json()).toMatchObject({ code: 'upload_not_found' });
      const uid = upload.split('/').at(-2)!;
      expect(fs.statSync(path.join(t.ctx.dataDir, 'uploads', `${uid}.part`)).size).toBe(1000);
    },
  );
});
