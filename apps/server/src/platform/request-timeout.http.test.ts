import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';

describe('request time budget (REQUEST_TIMEOUT_MS)', () => {
  let ctx: TestContext;
  let port: number;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { REQUEST_TIMEOUT_MS: '300' } });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const address = ctx.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => ctx.close());

  it('is set on the listener', () => {
    expect(ctx.config.requestTimeoutMs).toBe(300);
    expect(ctx.app.server.requestTimeout).toBe(300);
    expect(ctx.app.server.timeout).toBe(300);
  });

  it('drops a client that starts a request and never finishes it (slow loris)', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const started = Date.now();
    await Promise.race([
      once(socket, 'close'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('the connection stayed open')), 5_000)),
    ]);
    expect(Date.now() - started).toBeLessThan(5_000);
    socket.destroy();
  });

  it('still answers a normal request', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
