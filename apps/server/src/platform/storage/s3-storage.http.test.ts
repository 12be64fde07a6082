import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCollector, signUpAndConfirm } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

let s3: TestS3Server;
/** Our own look into the bucket, past the Storage interface. */
let bucketClient: S3Client;

beforeAll(async () => {
  s3 = await startS3Server();
  bucketClient = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
});
afterAll(async () => {
  bucketClient.destroy();
  await s3.close();
});

const objectExists = async (key: string) => {
  try {
    await bucketClient.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return false;
    throw error;
  }
};

describe('createS3Storage', () => {
  let storage: Storage;
  beforeAll(() => {
    storage = createS3Storage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      // Slashes around it are dropped.
      prefix: '/unit/',
    });
  });

  it('streams a file from disk (an upload temporary file) and gives back the same bytes', async () => {
    const data = randomBytes(2 * 1024 * 1024 + 17);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 's3-put-')), 'part');
    fs.writeFileSync(file, data);
    await storage.put('attachments/from-disk.bin', { path: file, size: data.length });
    const stream = await storage.get('attachments/from-disk.bin');
    expect((await readAll(stream!)).equals(data)).toBe(true);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('gives back exactly the bytes it was given, under the prefix', async () => {
    // Every byte value, and more than one network chunk.
    const data = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(300_000)]);
    await storage.put('references/round-trip.bin', data);
    const stream = await storage.get('references/round-trip.bin');
    expect(stream).not.toBeNull();
    expect((await readAll(stream!)).equals(data)).toBe(true);

    const raw = await bucketClient.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: 'unit/references/round-trip.bin' }),
    );
    expect(raw.ContentLength).toBe(data.length);
    await readAll(raw.Body as Readable);
  });

  it('gives back only the bytes of a range (a player seeking in a recording)', async () => {
    const data = randomBytes(1_000_000);
    await storage.put('videos/ranged.webm', data);
    const middle = await storage.get('videos/ranged.webm', { start: 500_000, end: 500_099 });
    expect((await readAll(middle!)).equals(data.subarray(500_000, 500_100))).toBe(true);
    const last = await storage.get('videos/ranged.webm', { start: 999_999, end: 999_999 });
    expect((await readAll(last!)).equals(data.subarray(999_999))).toBe(true);
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage.get('avatars/never-stored.png')).toBeNull();
  });

  it('deletes, after which the key reads as missing', async () => {
    await storage.put('avatars/short-lived.png', PNG_1X1);
    expect(await objectExists('unit/avatars/short-lived.png')).toBe(true);
    await storage.delete('avatars/short-lived.png');
    expect(await storage.get('avatars/short-lived.png')).toBeNull();
    expect(await objectExists('unit/avatars/short-lived.png')).toBe(false);
  });

  it('deletes a missing key without complaint', async () => {
    await expect(storage.delete('avatars/not-there.png')).resolves.toBeUndefined();
  });

  it.each([
    '../outside.png',
    'avatars/../../etc/passwd',
    '/avatars/absolute.png',
    'avatars/UPPER.png',
    'avatars/no-extension',
    'avatars//double.png',
  ])('refuses the unsafe key %s before any request', async (key) => {
    await expect(storage.put(key, PNG_1X1)).rejects.toThrow(/unsafe storage key/);
    await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/unsafe storage key/);
  });

  it('surfaces a missing bucket instead of reading it as a missing file', async () => {
    const wrong = createS3Storage({
      endpoint: s3.endpoint,
      bucket: 'no-such-bucket',
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
    await expect(wrong.get('avatars/x.png')).rejects.toThrow();
  });

  it('surfaces credentials the server refuses', async () => {
    // (s3rver knows one access key and does not verify V4 signatures, so the key is what is wrong here.)
    const wrong = createS3Storage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      accessKeyId: 'NOT-A-KEY',
      secretAccessKey: s3.secretAccessKey,
    });
    await expect(wrong.put('avatars/denied.png', PNG_1X1)).rejects.toThrow(/Access Key Id/);
    expect(await objectExists('avatars/denied.png')).toBe(false);
  });
});

describe('the app with S3_* set: POST /api/me/avatar, GET /api/media/:folder/:file', () => {
  let ctx: TestContext;
  let auth: { authorization: string };

  beforeAll(async () => {
    const mail = mailCollector();
    ctx = await createTestContext({
      env: { ...s3.env, S3_PREFIX: 'app' },
      deps: { sendAccountMail: mail.send },
    });
    const { token } = await signUpAndConfirm(ctx.app, mail, 'ada@example.com');
    auth = { authorization: `Bearer ${token}` };
  });
  afterAll(() => ctx.close());

  const uploadAvatar = async (data: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'me.png');
    const request = new Request('http://localhost/upload', { method: 'POST', body: form });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...auth, 'content-type': request.headers.get('content-type')! },
    });
  };

  it('stores the avatar in the bucket, serves it from there and deletes the one it replaces', async () => {
    expect(ctx.config.storage.kind).toBe('s3');
    const first = await uploadAvatar(PNG_1X1);
    expect(first.statusCode).toBe(200);
    const url = first.json().avatar_url as string;
    const key = url.replace('/api/media/', '');
    expect(key).toMatch(/^avatars\/[0-9a-f-]{36}\.png$/);

    const object = await bucketClient.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `app/${key}` }));
    expect((await readAll(object.Body as Readable)).equals(PNG_1X1)).toBe(true);
    // Nothing went to the local disk.
    expect(fs.existsSync(path.join(ctx.dataDir, 'media'))).toBe(false);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    const second = await uploadAvatar(PNG_1X1);
    expect(second.statusCode).toBe(200);
    expect(await objectExists(`app/${key}`)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 404 for a well-formed key the bucket does not have', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/media/avatars/00000000-0000-0000-0000-000000000000.png',
    });
    expect(res.statusCode).toBe(404);
  });
});
