import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

/**
 * Compressed replies: the build's own .br/.gz copies for the web app's files, and the API's
 * larger replies compressed on the way out, for clients that say they accept it.
 */
describe('compression', () => {
  let ctx: TestContext;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-web-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><body>app</body></html>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-9f9f.js'), script);
    fs.writeFileSync(path.join(webDir, 'assets', 'app-9f9f.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(webDir, 'assets', 'app-9f9f.js.gz'), zlib.gzipSync(script));
    ctx = await createTestContext({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  describe('the web app’s files', () => {
    it.each([
      ['br', (b: Buffer) => zlib.brotliDecompressSync(b)],
      ['gzip', (b: Buffer) => zlib.gunzipSync(b)],
    ] as const)(
      'sends the build’s %s copy to a client that accepts it, as JavaScript',
      async (encoding, inflate) => {
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/assets/app-9f9f.js',
          headers: { 'accept-encoding': encoding },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toMatch(/javascript/);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(inflate(res.rawPayload).toString()).toBe(script);
        expect(res.rawPayload.length).toBeLessThan(script.length / 10);
      },
    );

    it('sends the file as it is to a client that accepts no encoding', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-9f9f.js' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(script);
    });
  });

  describe('API replies', () => {
    it('compresses a reply above the threshold, and the client reads the same JSON', async () => {
      const plain = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/openapi.json',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
    });

    it('leaves a small reply as it is', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toMatchObject({ status: expect.any(String) });
    });

    it('never inflates a compressed request body: it is refused as unreadable, not expanded', async () => {
      // Valid JSON once inflated: a server that inflated it would go on to sign someone up.
      const body = zlib.gzipSync(
        Buffer.from(
          JSON.stringify({ name: 'Zip', email: 'zip@example.com', password: 'correct horse battery' }),
        ),
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          origin: 'http://localhost:3000',
        },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(400);
      const users = await ctx.database.db
        .selectFrom('user')
        .select('email')
        .where('email', '=', 'zip@example.com')
        .execute();
      expect(users).toEqual([]);
    });
  });
});
