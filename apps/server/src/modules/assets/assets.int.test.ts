import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { type Asset, type AssetUploadResult, assetPageSchema, assetSchema } from '@expertos/domain/assets';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorkerProcess } from '../../background.js';
import { testDialect } from '../../test/context.js';
import { createTestLogger } from '../../test/logger.js';
import type { Persona } from '../../test/world.js';
import { createTicketsTestContext, insertTicket, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { pixelBombPng } from './asset-previews.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

/** A multipart body as a browser's FormData makes it: the fields, then the file. */
async function form(fields: Record<string, string>, file: { data: Buffer; name: string }) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  const request = new Request('http://localhost/upload', { method: 'POST', body });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

const png = (width: number, height: number, colour = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(document.cookie)</script><rect width="40" height="20" fill="red"/></svg>',
);

describe(`the asset library on ${testDialect}`, () => {
  let t: Context;
  let world: TicketWorld;
  let background: ReturnType<typeof createWorkerProcess>;
  const base = (projectId = world.a.projectId, workspaceId = world.a.id) =>
    `/api/workspaces/${workspaceId}/projects/${projectId}`;

  async function upload(
    persona: Persona,
    file: { data: Buffer; name: string },
    fields: Record<string, string> = {},
    projectId?: string,
  ) {
    const { payload, contentType } = await form({ name: file.name, ...fields }, file);
    return t.ctx.app.inject({
      method: 'POST',
      url: `${base(projectId)}/assets`,
      payload,
      headers: { ...t.people[persona].headers, 'content-type': contentType },
    });
  }
  async function stored(
    persona: Persona,
    file: { data: Buffer; name: string },
    fields?: Record<string, string>,
  ) {
    const res = await upload(persona, file, fields);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json() as AssetUploadResult;
    if (result.status !== 'stored') throw new Error(`expected stored, got ${res.body}`);
    return assetSchema.parse(result.asset);
  }
  const call = (
    persona: Persona,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.call(persona, method as 'GET', url, payload);
  async function drain() {
    while (await background.worker.runOnce()) {
      // every due job
    }
  }
  const list = async (query = '', persona: Persona = 'member') => {
    const res = await call(persona, 'GET', `${base()}/assets${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return assetPageSchema.parse(res.json());
  };
  const storedFiles = () => {
    const dir = path.join(t.ctx.dataDir, 'media', 'assets', world.a.projectId);
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };

  beforeAll(async () => {
    t = await createTicketsTestContext();
    background = createWorkerProcess(t.ctx.config, t.ctx.database, createTestLogger().logger);
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  it('stores an uploaded image by its bytes, makes its previews in the worker and serves both', async () => {
    const data = await png(1600, 900);
    const asset = await stored('member', { data, name: 'Hero shot.bin' });
    expect(asset).toMatchObject({
      name: 'Hero shot.bin',
      kind: 'image',
      folder_uid: null,
      archived: false,
      use_count: 0,
      version_count: 1,
      rights: { licence: 'unknown', state: 'unknown', expires_on: null, networks: null },
      version: {
        number: 1,
        content_type: 'image/png',
        size: data.length,
        width: 1600,
        height: 900,
        preview: 'pending',
      },
    });
    await drain();
    const after = assetSchema.parse((await call('member', 'GET', `${base()}/assets/${asset.uid}`)).json());
    expect(after.version.preview).toBe('ready');
    const small = await call(
      'member',
      'GET',
      `${base()}/assets/${asset.uid}/versions/${asset.version.uid}/preview/small`,
    );
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 180]);
    const original = await call(
      'member',
      'GET',
      `${base()}/assets/${asset.uid}/versions/${asset.version.uid}/file`,
    );
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(data)).toBe(true);
    expect(original.headers['content-disposition']).toMatch(/^inline;/);
    expect(original.headers['content-security-policy']).toContain('sandbox');
  });

  it('never serves an SVG inline: a download under a sandbox, its preview a rendered picture', async () => {
    const asset = await stored('member', { data: SVG_WITH_SCRIPT, name: 'logo.svg' });
    expect(asset.version.content_type).toBe('image/svg+xml');
    const original = await call(
      'member',
      'GET',
      `${base()}/assets/${asset.uid}/versions/${asset.version.uid}/file`,
    );
    expect(original.headers['content-disposition']).toMatch(/^attachment;/);
    expect(original.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    await drain();
    const large = await call(
      'member',
      'GET',
      `${base()}/assets/${asset.uid}/versions/${asset.version.uid}/preview/large`,
    );
    expect(large.statusCode).toBe(200);
    expect(large.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(large.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  });

  it('refuses a program whatever its name (415), and an image over 100 million pixels (422), storing nothing', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]);
    const refused = await upload('member', { data: program, name: 'photo.jpg' });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().code).toBe('asset_type_refused');
    const bomb = pixelBombPng(12_000, 12_000);
    expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
    const tooBig = await upload('member', { data: bomb, name: 'bomb.png' });
    expect(tooBig.statusCode, tooBig.body).toBe(422);
    expect(tooBig.json().code).toBe('asset_image_too_large');
    expect((await list()).items).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('finds the same bytes in the brand: keep both, use the existing one, or add a new version', async () => {
    const data = await png(10, 10);
    const first = await stored('member', { data, name: 'a.png' });
    const again = async () => {
      const res = await upload('member', { data, name: 'a copy.png' });
      expect(res.statusCode).toBe(201);
      const result = res.json() as AssetUploadResult;
      if (result.status !== 'duplicate') throw new Error(res.body);
      expect(result.existing.uid).toBe(first.uid);
      return result.upload_uid;
    };
    const resolve = async (uploadUid: string, action: string) => {
      const res = await call('member', 'POST', `${base()}/asset-uploads/${uploadUid}/resolve`, { action });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { asset: Asset }).asset;
    };
    const both = await resolve(await again(), 'keep_both');
    expect(both.uid).not.toBe(first.uid);
    expect(both.name).toBe('a copy.png');
    const existing = await resolve(await again(), 'use_existing');
    expect(existing.uid).toBe(first.uid);
    const versioned = await resolve(await again(), 'add_version');
    expect(versioned).toMatchObject({ uid: first.uid, version_count: 2, version: { number: 2 } });
    expect((await list()).items.map((asset) => asset.uid).sort()).toEqual([first.uid, both.uid].sort());
    // A choice is made once.
    const uploadUid = await again();
    await resolve(uploadUid, 'use_existing');
    expect(
      (await call('member', 'POST', `${base()}/asset-uploads/${uploadUid}/resolve`, { action: 'keep_both' }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps a dropped folder as folders, the same ones when it is dropped again', async () => {
    const one = await stored('member', { data: await png(4, 4, '#111'), name: 'Shoot/Day 1/a.png' });
    const two = await stored('member', { data: await png(4, 4, '#222'), name: 'shoot/day 1/b.png' });
    expect(one.name).toBe('a.png');
    expect(two.folder_uid).toBe(one.folder_uid);
    const folders = (await call('member', 'GET', `${base()}/asset-folders`)).json().items as Array<{
      uid: string;
      name: string;
      parent_uid: string | null;
    }>;
    expect(folders.map((folder) => folder.name).sort()).toEqual(['Day 1', 'Shoot']);
    const shoot = folders.find((folder) => folder.name === 'Shoot')!;
    const day = folders.find((folder) => folder.name === 'Day 1')!;
    expect(day.parent_uid).toBe(shoot.uid);
    expect((await list(`?folder=${day.uid}`)).items).toHaveLength(2);
    expect((await list('?folder=root')).items).toHaveLength(0);
    // Never into itself or below itself; never deleted while it holds something.
    const cycle = await call('member', 'PATCH', `${base()}/asset-folders/${shoot.uid}`, {
      parent_uid: day.uid,
    });
    expect(cycle.statusCode).toBe(409);
    expect(cycle.json().code).toBe('asset_folder_cycle');
    const full = await call('member', 'DELETE', `${base()}/asset-folders/${shoot.uid}`);
    expect(full.json().code).toBe('asset_folder_not_empty');
    const taken = await call('member', 'POST', `${base()}/asset-folders`, {
      name: 'SHOOT',
      parent_uid: null,
    });
    expect(taken.json().code).toBe('asset_folder_name_taken');
  });

  it('lets externals read, and upload only into a folder a brand admin opened to them', async () => {
    await stored('member', { data: await png(4, 4), name: 'x.png' });
    expect((await list('', 'external')).items).toHaveLength(1);
    const closed = await upload('external', { data: await png(5, 5), name: 'mine.png' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().code).toBe('asset_folder_closed');
    const folder = (
      await call('member', 'POST', `${base()}/asset-folders`, { name: 'From the client' })
    ).json();
    expect(
      (await call('member', 'PATCH', `${base()}/asset-folders/${folder.uid}`, { open_to_externals: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('admin', 'PATCH', `${base()}/asset-folders/${folder.uid}`, { open_to_externals: true }))
        .statusCode,
    ).toBe(200);
    const open = await upload(
      'external',
      { data: await png(5, 5), name: 'mine.png' },
      { folder_uid: folder.uid },
    );
    expect(open.statusCode, open.body).toBe(201);
    const asset = (open.json() as { asset: Asset }).asset;
    // Reading is all they do otherwise.
    expect(
      (await call('external', 'PATCH', `${base()}/assets/${asset.uid}`, { name: 'renamed' })).statusCode,
    ).toBe(403);
  });

  it('answers another brand’s asset as not found', async () => {
    const asset = await stored('member', { data: await png(4, 4), name: 'x.png' });
    const elsewhere = `${base(world.hiddenProjectId)}/assets/${asset.uid}`;
    expect((await call('owner', 'GET', elsewhere)).statusCode).toBe(404);
    expect((await call('owner', 'PATCH', elsewhere, { name: 'mine' })).statusCode).toBe(404);
    expect((await call('owner', 'DELETE', elsewhere)).statusCode).toBe(404);
    expect((await call('outsider', 'GET', `${base()}/assets/${asset.uid}`)).statusCode).toBe(403);
  });

  it('searches name, tags, credit and notes; filters rights; pages by keyset', async () => {
    const made: Asset[] = [];
    for (const [i, colour] of ['#100', '#200', '#300', '#400', '#500'].entries())
      made.push(await stored('member', { data: await png(3, 3, colour), name: `photo-${i}.png` }));
    const patch = (asset: Asset, body: object) =>
      call('member', 'PATCH', `${base()}/assets/${asset.uid}`, body);
    expect((await patch(made[0]!, { tags: ['Summer', 'beach'] })).statusCode).toBe(200);
    expect(
      (
        await patch(made[1]!, {
          rights: { licence: 'licensed', credit: 'Photo: Ana Ruiz', expires_on: '2000-01-31' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await patch(made[2]!, { rights: { licence: 'own', notes: 'Shot at the harbour' } })).statusCode,
    ).toBe(200);
    expect((await list('?q=summer')).items.map((a) => a.uid)).toEqual([made[0]!.uid]);
    expect((await list('?tag=beach')).items.map((a) => a.uid)).toEqual([made[0]!.uid]);
    expect((await list('?q=ana%20ruiz')).items.map((a) => a.uid)).toEqual([made[1]!.uid]);
    expect((await list('?q=harbour')).items.map((a) => a.uid)).toEqual([made[2]!.uid]);
    expect((await list('?rights=expired')).items.map((a) => a.uid)).toEqual([made[1]!.uid]);
    expect((await list('?rights=ok')).items.map((a) => a.uid)).toEqual([made[2]!.uid]);
    expect((await list('?rights=unknown')).items).toHaveLength(3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((a) => a.uid));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(made.map((a) => a.uid).reverse());
    expect((await call('member', 'GET', `${base()}/assets?cursor=not-ours`)).statusCode).toBe(400);
    const tags = (await call('member', 'GET', `${base()}/asset-tags`)).json();
    expect(tags.items).toEqual([
      { tag: 'beach', count: 1 },
      { tag: 'summer', count: 1 },
    ]);
  });

  it('moves, tags and archives in bulk; archived assets leave the list but keep their files', async () => {
    const a = await stored('member', { data: await png(3, 3, '#010'), name: 'a.png' });
    const b = await stored('member', { data: await png(3, 3, '#020'), name: 'b.png' });
    const folder = (await call('member', 'POST', `${base()}/asset-folders`, { name: 'Campaign' })).json();
    const res = await call('member', 'POST', `${base()}/assets/bulk`, {
      asset_uids: [a.uid, b.uid],
      folder_uid: folder.uid,
      add_tags: ['spring'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((asset: Asset) => [asset.folder_uid, asset.tags])).toEqual([
      [folder.uid, ['spring']],
      [folder.uid, ['spring']],
    ]);
    const archive = await call('member', 'POST', `${base()}/assets/bulk`, {
      asset_uids: [a.uid],
      archived: true,
    });
    expect(archive.statusCode).toBe(200);
    expect((await list()).items.map((asset) => asset.uid)).toEqual([b.uid]);
    expect((await list('?archived=true')).items.map((asset) => asset.uid)).toEqual([a.uid]);
    const file = await call('member', 'GET', `${base()}/assets/${a.uid}/versions/${a.version.uid}/file`);
    expect(file.statusCode).toBe(200);
    // All or none: one asset of another brand refuses the whole change.
    const mixed = await call('member', 'POST', `${base()}/assets/bulk`, {
      asset_uids: [b.uid, 'nope'],
      archived: true,
    });
    expect(mixed.statusCode).toBe(404);
    expect((await list()).items.map((asset) => asset.uid)).toEqual([b.uid]);
  });

  it('deletes for good only an unused asset, and only as a brand admin; a used one answers its uses', async () => {
    const asset = await stored('member', { data: await png(6, 6), name: 'x.png' });
    await drain();
    expect((await call('member', 'DELETE', `${base()}/assets/${asset.uid}`)).statusCode).toBe(403);
    const ticketId = await insertTicket(t.ctx.database.db, {
      workspaceId: world.a.id,
      projectId: world.a.projectId,
    });
    await t.ctx.database.db
      .insertInto('asset_uses')
      .values({
        id: 'use-1',
        asset_id: asset.uid,
        version_id: asset.version.uid,
        project_id: world.a.projectId,
        ticket_id: ticketId,
        kind: 'reference',
        network: '',
        created_at: new Date().toISOString(),
      })
      .execute();
    const inUse = await call('admin', 'DELETE', `${base()}/assets/${asset.uid}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('asset_in_use');
    const uses = (await call('member', 'GET', `${base()}/assets/${asset.uid}/uses`)).json();
    expect(uses).toMatchObject({
      hidden: 0,
      items: [{ ticket_uid: ticketId, kind: 'reference', version_number: 1 }],
    });
    expect((await call('external', 'GET', `${base()}/assets/${asset.uid}/uses`)).json()).toEqual({
      items: [],
      hidden: 1,
    });
    await t.ctx.database.db.deleteFrom('asset_uses').where('id', '=', 'use-1').execute();
    expect(storedFiles()).toHaveLength(3);
    expect((await call('admin', 'DELETE', `${base()}/assets/${asset.uid}`)).statusCode).toBe(204);
    expect(storedFiles()).toEqual([]);
    expect((await call('member', 'GET', `${base()}/assets/${asset.uid}`)).statusCode).toBe(404);
  });

  it('shows the brand’s library and the workspace’s use against the quota; admins by kind', async () => {
    const data = await png(20, 20, '#777');
    await stored('member', { data, name: 'a.png' });
    const mine = (await call('member', 'GET', `${base()}/asset-storage`)).json();
    expect(mine).toMatchObject({ brand_bytes: data.length, by_kind: [], warn_at: 0.8 });
    expect(mine.used_bytes).toBeGreaterThanOrEqual(data.length);
    const admin = (await call('admin', 'GET', `${base()}/asset-storage`)).json();
    expect(admin.by_kind).toContainEqual({ kind: 'image', bytes: data.length, count: 1 });
  });

  it('adds a ticket’s file to the library as a copy that remembers where it came from', async () => {
    const ticket = await t.createTicket('member', world.a.projectId, {
      summary: 'Shoot',
      ticket_type: 'post',
    });
    const data = await png(12, 12, '#135');
    const body = new FormData();
    body.append('files', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'ref.png');
    const request = new Request('http://localhost/upload', { method: 'POST', body });
    const attached = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.uid}/reference-images`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...t.people.member.headers, 'content-type': request.headers.get('content-type')! },
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const library = (await call('member', 'GET', `${base()}/library`)).json();
    const key = library.items[0].key as string;
    const copy = await call('member', 'POST', `${base()}/assets/from-task-file`, { key });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().asset).toMatchObject({
      source: 'ticket',
      kind: 'image',
      version: { size: data.length },
    });
    expect((await call('member', 'POST', `${base()}/assets/from-task-file`, { key })).json().status).toBe(
      'duplicate',
    );
    expect((await call('external', 'POST', `${base()}/assets/from-task-file`, { key })).statusCode).toBe(403);
    expect(
      (await call('member', 'POST', `${base()}/assets/from-task-file`, { key: 'image:nope' })).statusCode,
    ).toBe(404);
  });

  it('keeps versions: a new one by upload, the history, and restoring an earlier one', async () => {
    const first = await stored('member', { data: await png(8, 8, '#abc'), name: 'logo.png' });
    const second = await stored(
      'member',
      { data: await png(9, 9, '#def'), name: 'logo v2.png' },
      { asset_uid: first.uid },
    );
    expect(second).toMatchObject({
      uid: first.uid,
      name: 'logo.png',
      version_count: 2,
      version: { number: 2, width: 9 },
    });
    const history = (await call('member', 'GET', `${base()}/assets/${first.uid}/versions`)).json().items;
    expect(history.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    const restored = await call(
      'member',
      'POST',
      `${base()}/assets/${first.uid}/versions/${first.version.uid}/restore`,
    );
    expect(restored.json()).toMatchObject({ version: { number: 1, width: 8 }, version_count: 2 });
  });

  it('refuses what passes the workspace’s storage quota before the first byte', async () => {
    const small = await createTicketsTestContext({ env: { STORAGE_QUOTA_MB: '1' } });
    try {
      const w = await small.buildTicketWorld();
      const url = `/api/workspaces/${w.a.id}/projects/${w.a.projectId}/asset-uploads`;
      const res = await small.ctx.app.inject({
        method: 'POST',
        url,
        headers: {
          ...small.people.member.headers,
          'tus-resumable': '1.0.0',
          'upload-length': String(2 * 1024 * 1024),
          'upload-metadata': `filename ${Buffer.from('big.mp4').toString('base64')}`,
        },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('storage_quota_exceeded');
    } finally {
      await small.ctx.close();
    }
  });

  it('says a Drive import cannot start where the server has no Google app, with nothing to connect', async () => {
    const res = await call('member', 'POST', `${base()}/asset-drive-imports`, {
      links: ['https://drive.google.com/file/d/1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVw/view'],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'drive_not_connected', missing: 'app' });
  });
});

describe(`resumable asset uploads on ${testDialect}`, () => {
  let t: Context;
  let world: TicketWorld;
  let origin: string;
  const MB = 1024 * 1024;
  const endpoint = () => `${origin}/api/workspaces/${world.a.id}/projects/${world.a.projectId}/asset-uploads`;

  /** Sends `data` with the real tus client until it ends, fails, or `stopAt` bytes have gone. */
  function send(data: Buffer, name: string, options: { uploadUrl?: string; stopAt?: number } = {}) {
    return new Promise<{ url: string; stopped: boolean; body: string }>((resolve, reject) => {
      const job: tus.Upload = new tus.Upload(data, {
        endpoint: endpoint(),
        uploadUrl: options.uploadUrl,
        chunkSize: 2 * MB,
        retryDelays: [],
        headers: t.people.member.headers,
        metadata: { filename: name },
        onChunkComplete: (_chunk, sent) => {
          if (options.stopAt !== undefined && sent >= options.stopAt)
            void job.abort().then(() => resolve({ url: job.url!, stopped: true, body: '' }));
        },
        onSuccess: ({ lastResponse }) =>
          resolve({ url: job.url!, stopped: false, body: lastResponse.getBody() }),
        onError: reject,
      });
      job.start();
    });
  }

  beforeAll(async () => {
    t = await createTicketsTestContext();
    await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.ctx.app.server.address() as { port: number }).port}`;
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  it('goes on from the bytes that arrived after a cut, and answers the asset with the last byte', async () => {
    const data = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(9 * MB, 0x41)]);
    const first = await send(data, 'brochures/spring.pdf', { stopAt: 4 * MB });
    expect(first.stopped).toBe(true);
    const head = await t.ctx.app.inject({
      method: 'HEAD',
      url: first.url.replace(origin, ''),
      headers: { ...t.people.member.headers, 'tus-resumable': '1.0.0' },
    });
    expect(Number(head.headers['upload-offset'])).toBeGreaterThanOrEqual(4 * MB);
    // Only its uploader goes on with it.
    const other = await t.ctx.app.inject({
      method: 'HEAD',
      url: first.url.replace(origin, ''),
      headers: { ...t.people.admin.headers, 'tus-resumable': '1.0.0' },
    });
    expect(other.statusCode).toBe(404);
    const done = await send(data, 'brochures/spring.pdf', { uploadUrl: first.url });
    const upload = JSON.parse(done.body) as { result: AssetUploadResult };
    if (upload.result.status !== 'stored') throw new Error(done.body);
    expect(upload.result.asset).toMatchObject({
      name: 'spring.pdf',
      kind: 'pdf',
      version: { size: data.length },
    });
    const result = await t.call('member', 'GET', `${first.url.replace(origin, '')}/result`);
    expect(result.json().result.asset.uid).toBe(upload.result.asset.uid);
  });

  it('refuses a program as soon as its first bytes arrive, and drops what came', async () => {
    const program = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(9 * MB, 1)]);
    await expect(send(program, 'holiday.mov')).rejects.toThrow(/415|asset_type_refused/);
    const dir = path.join(t.ctx.dataDir, 'uploads', 'assets');
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });
});

describe(`saving a web page's image to the library on ${testDialect}`, () => {
  let pages: http.Server;
  let site: string;
  let image: Buffer;

  beforeAll(async () => {
    image = await png(30, 20, '#00aa00');
    pages = http.createServer((request, response) => {
      if (request.url === '/img/hero.png')
        response.writeHead(200, { 'content-type': 'image/png' }).end(image);
      else
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><body>not an image</body></html>');
    });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(pages.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => pages.close(() => resolve())));

  async function clip(env: Record<string, string>, url: string) {
    const t = await createTicketsTestContext({ env });
    try {
      const world = await t.buildTicketWorld();
      return await t.call(
        'member',
        'POST',
        `/api/workspaces/${world.a.id}/projects/${world.a.projectId}/assets/from-url`,
        {
          url,
        },
      );
    } finally {
      await t.ctx.close();
    }
  }

  it('fetches the image through the egress guard and keeps where it came from', async () => {
    const res = await clip({ ALLOW_PRIVATE_TARGETS: 'true' }, `${site}/img/hero.png`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().asset).toMatchObject({
      name: 'hero.png',
      source: 'web',
      kind: 'image',
      version: { width: 30 },
    });
  });

  it('refuses a page that is not an image, and a private address the guard keeps out', async () => {
    const page = await clip({ ALLOW_PRIVATE_TARGETS: 'true' }, `${site}/about`);
    expect(page.statusCode).toBe(415);
    const guarded = await clip({}, `${site}/img/hero.png`);
    expect(guarded.statusCode).toBe(422);
    expect(guarded.json().code).toBe('asset_fetch_failed');
  });
});
