import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';

describe('CORS', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: {
        PUBLIC_URL: 'https://app.example.com',
        EXTENSION_ORIGINS: 'chrome-extension://abcdefghijklmnop',
      },
    });
  });
  afterAll(() => ctx.close());

  const preflight = (origin: string) =>
    ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/roles',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it.each(['https://app.example.com', 'chrome-extension://abcdefghijklmnop'])('allows %s', async (origin) => {
    const res = await preflight(origin);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it.each(['https://evil.example.com', 'chrome-extension://someoneelse', 'null'])(
    'refuses %s',
    async (origin) => {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const get = await ctx.app.inject({ method: 'GET', url: '/api/roles', headers: { origin } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('sends HSTS, and upgrade-insecure-requests on pages, when the public address is HTTPS', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['strict-transport-security']).toMatch(/max-age=\d+; includeSubDomains/);
    const page = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('security headers over plain HTTP', () => {
  it('does not upgrade requests or pin HSTS for http://localhost', async () => {
    const ctx = await createTestContext({ env: { PUBLIC_URL: 'http://localhost:3000' } });
    try {
      for (const url of ['/api/health', '/no-such-page']) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.headers['strict-transport-security']).toBeUndefined();
        expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
      }
    } finally {
      await ctx.close();
    }
  });
});

describe('security headers on every reply', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(() => ctx.close());

  it.each([
    ['a route', '/api/health', 200],
    ['an unknown address', '/api/no-such-route', 404],
  ])("sends the API's on %s: nothing may frame, run or sniff it", async (_what, url, status) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
    // Document-only headers stay off JSON replies.
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it("sends helmet's document set on everything else (the app's pages)", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'x-dns-prefetch-control': 'off',
    });
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
