import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { PIN_HEADER, type ProxyOptions, type ReverseProxy, startProxy } from './proxy';
import { freePort } from './topology';

/** The reverse proxy of the scale journeys on its own, against tiny upstreams. */

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => void;

/** An upstream that answers /api/ready with `ready()` and everything else with `handle`. */
async function upstream(handle: Handler, ready: () => number = () => 200) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/api/ready') return void res.writeHead(ready()).end();
      handle(req, res, Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const echo =
  (name: string): Handler =>
  (req, res, body) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        name,
        method: req.method,
        size: body.length,
        body: body.length < 1000 ? body.toString() : '',
        forwardedFor: req.headers['x-forwarded-for'],
        forwardedProto: req.headers['x-forwarded-proto'],
        forwardedHost: req.headers['x-forwarded-host'],
        pin: req.headers[PIN_HEADER] ?? null,
      }),
    );

test.describe('the scale journeys’ reverse proxy', () => {
  const closers: (() => Promise<unknown>)[] = [];
  test.afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });
  async function proxyOver(ports: number[], options: Partial<Omit<ProxyOptions, 'upstreams'>> = {}) {
    const proxy: ReverseProxy = await startProxy({
      upstreams: ports.map((port, i) => ({ name: 'AB'[i]!, host: '127.0.0.1', port })),
      healthIntervalMs: 100,
      startHealthy: options.startHealthy ?? true,
      ...options,
    });
    closers.push(proxy.close);
    return proxy;
  }

  test('takes turns, says who answered, and sets the forwarded headers', async () => {
    const [a, b] = await Promise.all([upstream(echo('A')), upstream(echo('B'))]);
    closers.push(a.close, b.close);
    const proxy = await proxyOver([a.port, b.port]);
    const answers: Record<string, unknown>[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${proxy.url}/x`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      answers.push({
        upstream: res.headers.get('x-upstream'),
        ...((await res.json()) as Record<string, unknown>),
      });
    }
    expect(answers.map((a) => [a.upstream, a.name])).toEqual([
      ['A', 'A'],
      ['B', 'B'],
      ['A', 'A'],
      ['B', 'B'],
    ]);
    expect(answers[0]).toMatchObject({
      forwardedFor: '203.0.113.9, 127.0.0.1',
      forwardedProto: 'http',
      forwardedHost: `127.0.0.1:${proxy.port}`,
    });
    // A pinned request goes to its upstream only, and the pin is not passed on.
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(`${proxy.url}/x`, { headers: { [PIN_HEADER]: 'B' } });
      expect(res.headers.get('x-upstream')).toBe('B');
      expect(((await res.json()) as { pin: unknown }).pin).toBeNull();
    }
  });

  test('sends a request refused by one upstream to the other, and drops the refusing one', async () => {
    const b = await upstream(echo('B'));
    closers.push(b.close);
    // No health check before the request: the refusal is what takes A out.
    const proxy = await proxyOver([await freePort(), b.port], { healthIntervalMs: 60_000 });
    const res = await fetch(`${proxy.url}/write`, { method: 'POST', body: 'hello' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-upstream')).toBe('B');
    expect(await res.json()).toMatchObject({ method: 'POST', body: 'hello' });
    expect(proxy.counters.retries).toBe(1);
    expect(proxy.counters.connectionFailures).toEqual({ 'A ECONNREFUSED': 1 });
    expect(proxy.healthy()).toEqual({ A: false, B: true });
  });

  test('a connection broken after the whole request was sent: GET again elsewhere, POST is a 502', async () => {
    const a = await upstream((req) => req.socket.destroy());
    const b = await upstream(echo('B'));
    closers.push(a.close, b.close);
    const proxy = await proxyOver([a.port, b.port], { healthIntervalMs: 60_000 });
    const post = await fetch(`${proxy.url}/write`, { method: 'POST', body: 'once' });
    expect(post.status).toBe(502);
    expect(post.headers.get('x-proxy-error')).toBe('upstream-reset-after-request-sent');
    expect(post.headers.get('x-upstream-failed')).toBe('A');
    // The next turn is B's; the one after goes to A, breaks, and is sent again to B.
    await fetch(`${proxy.url}/read`);
    const get = await fetch(`${proxy.url}/read`);
    expect(get.status).toBe(200);
    expect(get.headers.get('x-upstream')).toBe('B');
    expect(proxy.counters.retries).toBe(1);

    // Told that a second delivery is harmless, it sends the POST again too.
    const bold = await proxyOver([a.port, b.port], { healthIntervalMs: 60_000, retryUnsafeAfterSend: true });
    const again = await fetch(`${bold.url}/write`, { method: 'POST', body: 'twice' });
    expect(again.headers.get('x-upstream')).toBe('B');
    expect(await again.json()).toMatchObject({ body: 'twice' });
  });

  test('the health check takes an upstream out of the rotation while it is not ready, and back', async () => {
    let readyA = 200;
    const a = await upstream(echo('A'), () => readyA);
    const b = await upstream(echo('B'));
    closers.push(a.close, b.close);
    const proxy = await proxyOver([a.port, b.port], { startHealthy: false });
    await proxy.waitForHealth('A', true);
    readyA = 503;
    await proxy.waitForHealth('A', false);
    const served = [];
    for (let i = 0; i < 4; i += 1) served.push((await fetch(`${proxy.url}/x`)).headers.get('x-upstream'));
    expect(served).toEqual(['B', 'B', 'B', 'B']);
    readyA = 200;
    await proxy.waitForHealth('A', true);
    served.length = 0;
    for (let i = 0; i < 2; i += 1) served.push((await fetch(`${proxy.url}/x`)).headers.get('x-upstream'));
    expect(served.sort()).toEqual(['A', 'B']);
    expect(proxy.counters.health.map((h) => `${h.upstream} ${h.healthy}`)).toEqual([
      'A true',
      'B true',
      'A false',
      'A true',
    ]);
  });

  test('streams: an event arrives before the answer ends, and a big body passes unbuffered', async () => {
    let finish: () => void = () => {};
    const a = await upstream((req, res, body) => {
      if (req.url === '/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: first\n\n');
        finish = () => res.end('data: last\n\n');
        return;
      }
      echo('A')(req, res, body);
    });
    closers.push(a.close);
    const proxy = await proxyOver([a.port], { retryBodyLimit: 1024 });
    const res = await fetch(`${proxy.url}/events`);
    const reader = res.body!.getReader();
    const first = await Promise.race([
      reader.read(),
      new Promise((resolve) => setTimeout(() => resolve('timed out'), 1_000)),
    ]);
    expect(Buffer.from((first as { value: Uint8Array }).value).toString()).toBe('data: first\n\n');
    finish();
    await reader.cancel();

    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    const upload = await fetch(`${proxy.url}/upload`, { method: 'POST', body: big });
    expect(((await upload.json()) as { size: number }).size).toBe(big.length);
  });
});
