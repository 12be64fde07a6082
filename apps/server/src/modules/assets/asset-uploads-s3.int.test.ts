import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import {
  type AssetUpload,
  type AssetUploadResult,
  assetSchema,
  assetUploadSchema,
} from '@expertos/domain/assets';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorkerProcess } from '../../background.js';
import { testDialect } from '../../test/context.js';
import { createTestLogger } from '../../test/logger.js';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { until } from '../../test/until.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

const MB = 1024 * 1024;
const TUS = { 'tus-resumable': '1.0.0' };

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

/**
 * A PNG of noise, so it compresses to about its raw size: `side`² × 3 bytes. 1,800 pixels a side
 * make about 9.7 MB, over the 8 MB a single request takes, so it has to go by tus.
 */
const noisePng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/**
 * The asset library on S3 storage (issue 45; docs/product.md#asset-library), against s3rver: the
 * same API as on local disk, with the originals and previews as objects in the bucket. A small
 * upload, a tus upload whose connection is cut mid-body and resumed from the offset the server
 * answers, the worker's previews read from and written to the bucket, a duplicate held and added
 * as a new version, and the delete for good that leaves no object behind.
 */
describe(`asset uploads on S3 storage on ${testDialect}`, () => {
  let s3: TestS3Server;
  /** Our own look into the bucket, past the app's Storage. */
  let bucket: S3Client;
  let t: Context;
  let world: TicketWorld;
  let origin: string;
  let background: ReturnType<typeof createWorkerProcess>;
  const base = () => `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    t = await createTicketsTestContext({ env: s3.env });
    // The worker built from the same configuration: its storage is the same bucket.
    background = createWorkerProcess(t.ctx.config, t.ctx.database, createTestLogger().logger);
    // A real socket: a connection can only be cut on one.
    await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.ctx.app.server.address() as { port: number }).port}`;
  }, 60_000);
  beforeEach(async () => {
    world = await t.buildTicketWorld();
  });
  afterAll(async () => {
    await t?.ctx.close();
    bucket?.destroy();
    await s3?.close();
  });

  const objects = async () => {
    const listed = await bucket.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `assets/${world.a.projectId}/` }),
    );
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  };
  const objectBytes = async (key: string) => {
    const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  };
  const partFile = (uploadId: string) => path.join(t.ctx.dataDir, 'uploads', 'assets', `${uploadId}.part`);
  const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : -1);
  const versionRow = (versionId: string) =>
    t.ctx.database.db
      .selectFrom('asset_versions')
      .select(['storage_key', 'small_key', 'large_key'])
      .where('id', '=', versionId)
      .executeTakeFirstOrThrow();
  async function drain() {
    while (await background.worker.runOnce()) {
      // every due job: here the previews
    }
  }
  async function upload(data: Buffer, name: string): Promise<AssetUploadResult> {
    const { payload, contentType } = await form({ name }, { data, name });
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: `${base()}/assets`,
      payload,
      headers: { ...t.people.member.headers, 'content-type': contentType },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AssetUploadResult;
  }
  const download = (assetUid: string, versionUid: string, what = 'file') =>
    t.call('member', 'GET', `${base()}/assets/${assetUid}/versions/${versionUid}/${what}`);

  /**
   * Sends the first `part` bytes of a PATCH that announces the whole rest of the file, waits
   * until the server has them on disk, then cuts the connection (a dropped network, not a
   * client that ends its request).
   */
  async function patchThenCut(location: string, part: Buffer, rest: number) {
    const request = http.request(`${origin}${location}`, {
      method: 'PATCH',
      headers: {
        ...t.people.member.headers,
        ...TUS,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(rest),
      },
    });
    const failed = new Promise<unknown>((resolve) => {
      request.on('error', resolve);
      request.on('response', (response) => resolve(new Error(`answered ${response.statusCode}`)));
    });
    request.write(part);
    const id = location.split('/').at(-1)!;
    await until(() => sizeOf(partFile(id)) === part.length, 20_000);
    request.destroy();
    const outcome = await failed;
    // The server must not have answered a request whose body never came in full.
    expect(String(outcome)).not.toMatch(/answered/);
  }

  it('stores a small upload and a tus upload resumed after a cut in the bucket, byte for byte, with previews', async () => {
    const small = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const smallResult = await upload(small, 'banner.png');
    if (smallResult.status !== 'stored') throw new Error(JSON.stringify(smallResult));

    const large = await noisePng(1_800);
    expect(large.length).toBeGreaterThan(8 * MB);
    const created = await t.ctx.app.inject({
      method: 'POST',
      url: `${base()}/asset-uploads`,
      headers: {
        ...t.people.member.headers,
        ...TUS,
        'upload-length': String(large.length),
        'upload-metadata': `filename ${Buffer.from('shoots/noise.png').toString('base64')}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const uploadId = (created.json() as AssetUpload).uid;

    const cutAt = 4 * MB + 123;
    await patchThenCut(location, large.subarray(0, cutAt), large.length);
    // The server has finished with the cut request once it recorded what arrived.
    await until(async () => {
      const row = await t.ctx.database.db
        .selectFrom('asset_uploads')
        .select('received')
        .where('id', '=', uploadId)
        .executeTakeFirstOrThrow();
      return Number(row.received) === cutAt;
    });
    const head = await t.ctx.app.inject({
      method: 'HEAD',
      url: location,
      headers: { ...t.people.member.headers, ...TUS },
    });
    expect(head.statusCode).toBe(200);
    expect([head.headers['upload-offset'], head.headers['upload-length']]).toEqual([
      String(cutAt),
      String(large.length),
    ]);
    // Nothing reached the bucket before the last byte.
    expect(await objects()).toEqual([(await versionRow(smallResult.asset.version.uid)).storage_key]);

    const resumed = await fetch(`${origin}${location}`, {
      method: 'PATCH',
      headers: {
        ...t.people.member.headers,
        ...TUS,
        'upload-offset': String(cutAt),
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(large.subarray(cutAt)),
    });
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('upload-offset')).toBe(String(large.length));
    const done = assetUploadSchema.parse(await resumed.json());
    if (done.result?.status !== 'stored') throw new Error(JSON.stringify(done));
    const largeAsset = done.result.asset;
    expect(largeAsset).toMatchObject({
      name: 'noise.png',
      kind: 'image',
      version: { size: large.length, width: 1_800, height: 1_800, preview: 'pending' },
    });
    // The bytes waited on disk only until they were stored.
    expect(fs.existsSync(partFile(uploadId))).toBe(false);

    // The worker reads each original from the bucket and puts its previews beside it.
    await drain();
    for (const [asset, data] of [
      [smallResult.asset, small],
      [largeAsset, large],
    ] as const) {
      const after = assetSchema.parse(
        (await t.call('member', 'GET', `${base()}/assets/${asset.uid}`)).json(),
      );
      expect(after.version.preview).toBe('ready');
      const keys = await versionRow(asset.version.uid);
      expect(keys.small_key).not.toBeNull();
      expect(keys.large_key).not.toBeNull();
      // Byte-identical through the API and in the bucket itself.
      const original = await download(asset.uid, asset.version.uid);
      expect(original.statusCode).toBe(200);
      expect(original.rawPayload.equals(data)).toBe(true);
      expect((await objectBytes(keys.storage_key)).equals(data)).toBe(true);
      const preview = await download(asset.uid, asset.version.uid, 'preview/small');
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/webp');
      expect((await objectBytes(keys.small_key!)).equals(preview.rawPayload)).toBe(true);
    }
    // Nothing of the library on the local disk: S3 is the store.
    expect(fs.existsSync(path.join(t.ctx.dataDir, 'media', 'assets'))).toBe(false);
  });

  it('holds a duplicate, adds it as a new version in the bucket, and a delete for good empties the bucket', async () => {
    const data = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const first = await upload(data, 'poster.png');
    if (first.status !== 'stored') throw new Error(JSON.stringify(first));
    await drain();

    const again = await upload(data, 'poster (1).png');
    if (again.status !== 'duplicate') throw new Error(JSON.stringify(again));
    expect(again.existing.uid).toBe(first.asset.uid);
    // Held: its bytes wait on disk for the person's choice, nothing new in the bucket.
    expect(fs.readFileSync(partFile(again.upload_uid)).equals(data)).toBe(true);
    expect(await objects()).toHaveLength(3);

    const resolved = await t.call('member', 'POST', `${base()}/asset-uploads/${again.upload_uid}/resolve`, {
      action: 'add_version',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const versioned = resolved.json() as AssetUploadResult;
    if (versioned.status !== 'stored') throw new Error(resolved.body);
    expect(versioned.asset).toMatchObject({
      uid: first.asset.uid,
      version_count: 2,
      version: { number: 2, size: data.length },
    });
    expect(fs.existsSync(partFile(again.upload_uid))).toBe(false);
    await drain();
    const second = versioned.asset.version.uid;
    expect((await download(first.asset.uid, second)).rawPayload.equals(data)).toBe(true);
    const keys = [await versionRow(first.asset.version.uid), await versionRow(second)].flatMap((row) => [
      row.storage_key,
      row.small_key!,
      row.large_key!,
    ]);
    expect(await objects()).toEqual([...keys].sort());

    expect((await t.call('admin', 'DELETE', `${base()}/assets/${first.asset.uid}`)).statusCode).toBe(204);
    expect(await objects()).toEqual([]);
    expect((await download(first.asset.uid, second)).statusCode).toBe(404);
  });
});
