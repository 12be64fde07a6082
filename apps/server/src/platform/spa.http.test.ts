import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';

describe('serving the SPA', () => {
  let ctx: TestContext;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-web-'));
  const indexHtml =
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>';

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(webDir, 'assets', 'app-1a2b.js'), 'console.log("app")');
    fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    ctx = await createTestContext({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each(['/', '/dashboard', '/brand/acme/tasks/123?viewMode=kanban', '/no/such/page'])(
    'GET %s answers index.html (history fallback)',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(indexHtml);
    },
  );

  it('asks search engines not to index the pages a token opens', async () => {
    const portal = await ctx.app.inject({ method: 'GET', url: '/portal/some-token' });
    expect(portal.statusCode).toBe(200);
    expect(portal.headers['x-robots-tag']).toContain('noindex');
    expect((await ctx.app.inject({ method: 'GET', url: '/approve/tok' })).headers['x-robots-tag']).toContain(
      'noindex',
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/dashboard' })).headers['x-robots-tag'],
    ).toBeUndefined();
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files of the build', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg/);
  });

  it('answers an unknown /api path with JSON, never the SPA', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('answers a non-GET request to an unknown path with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('sends a content security policy that allows only our own scripts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
