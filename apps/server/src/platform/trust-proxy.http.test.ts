import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext } from '../test/context.js';

/**
 * TRUST_PROXY as a hop count: only the proxy right in front of us is believed, so the
 * client is the last X-Forwarded-For entry; whatever the client wrote to its left is ignored.
 */
describe('TRUST_PROXY', () => {
  const get = (ctx: Awaited<ReturnType<typeof createTestContext>>, forwardedFor: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/roles',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('with one hop, a spoofed left-most address does not give the client a new rate-limit bucket', async () => {
    const ctx = await createTestContext({
      env: { TRUST_PROXY: '1', RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' },
    });
    try {
      const codes: number[] = [];
      for (const spoof of ['1.2.3.4', '9.9.9.9', '10.0.0.1'])
        codes.push((await get(ctx, `${spoof}, 5.6.7.8`)).statusCode);
      // All three count against 5.6.7.8, the address our one proxy saw.
      expect(codes).toEqual([200, 200, 429]);
      // A different last hop is a different client with its own allowance.
      expect((await get(ctx, '1.2.3.4, 5.6.7.9')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('sees the last hop as the client address', async () => {
    const ctx = await createTestContext({
      env: { TRUST_PROXY: '1' },
      beforeReady: (app) => {
        app.get(
          '/api/test/whoami',
          { config: { access: 'public' }, schema: { response: { 200: z.object({ ip: z.string() }) } } },
          async (request) => ({ ip: request.ip }),
        );
      },
    });
    try {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/test/whoami',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' },
      });
      expect(response.json()).toEqual({ ip: '5.6.7.8' });
    } finally {
      await ctx.close();
    }
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored and the socket address counts', async () => {
    const ctx = await createTestContext({ env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' } });
    try {
      const codes: number[] = [];
      for (const forwarded of ['1.1.1.1', '2.2.2.2', '3.3.3.3'])
        codes.push((await get(ctx, forwarded)).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await ctx.close();
    }
  });
});
