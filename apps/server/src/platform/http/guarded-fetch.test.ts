import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  EgressError,
  EgressRefusedError,
  EgressTimeoutError,
  EgressTooLargeError,
  egressFailureKind,
} from './egress-errors.js';
import type { ResolvedAddress, Resolver } from './egress-target.js';
import { createGuardedFetch, guardedFetch } from './guarded-fetch.js';

/**
 * The egress guard against real sockets. A canary server listens on 127.0.0.1 and ::1 (one port)
 * and counts every request that reaches it: each refused target points at it, so a guard that
 * let one through would show as a hit. A second server on 127.0.0.2 stands in for "the allowed
 * target" where a test needs one the canary's address is not (Linux routes all of 127/8 locally).
 */
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

interface TestServer {
  port: number;
  hits: http.IncomingMessage[];
  /** The local address each hit arrived on (127.0.0.1 or ::1). */
  arrivedOn: (string | undefined)[];
  handle: Handler | undefined;
  close(): Promise<void>;
}

async function listen(hosts: string[], port = 0): Promise<TestServer> {
  const state: TestServer = { port, hits: [], arrivedOn: [], handle: undefined, close: async () => {} };
  const servers: http.Server[] = [];
  for (const host of hosts) {
    const server = http.createServer((req, res) => {
      state.hits.push(req);
      state.arrivedOn.push(req.socket.localAddress);
      if (state.handle) state.handle(req, res);
      else res.end('canary');
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(state.port, host, () => resolve());
    });
    state.port = (server.address() as AddressInfo).port;
    servers.push(server);
  }
  state.close = async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  };
  return state;
}

let canary: TestServer;
let other: TestServer;

beforeAll(async () => {
  canary = await listen(['127.0.0.1', '::1']);
  other = await listen(['127.0.0.2']);
});
afterAll(async () => {
  await canary.close();
  await other.close();
});
afterEach(() => {
  canary.hits.length = 0;
  canary.arrivedOn.length = 0;
  canary.handle = undefined;
  other.hits.length = 0;
  other.handle = undefined;
});

/** A resolver that knows only the names it is given, and counts its calls. */
function stubResolver(names: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    calls.push(hostname);
    const addresses = names[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

const names = {
  'canary.test': ['127.0.0.1'],
  'canary6.test': ['::1'],
  'mixed.test': ['93.184.216.34', '127.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  'lan.test': ['192.168.1.20'],
};

async function refusal(promise: Promise<unknown>): Promise<EgressRefusedError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EgressRefusedError);
  return error as EgressRefusedError;
}

describe('guardedFetch: forbidden targets', () => {
  // [url, reason, range]; {port} is the canary's port, so a guard that let one through would hit it.
  const forbidden: [string, string, string?][] = [
    ['http://127.0.0.1:{port}/', 'address', 'loopback'],
    ['https://127.0.0.1:{port}/', 'address', 'loopback'],
    ['http://127.1:{port}/', 'address', 'loopback'],
    ['http://2130706433:{port}/', 'address', 'loopback'],
    ['http://0x7f000001:{port}/', 'address', 'loopback'],
    ['http://0177.0.0.1:{port}/', 'address', 'loopback'],
    ['http://0x7f.1:{port}/', 'address', 'loopback'],
    ['http://017700000001:{port}/', 'address', 'loopback'],
    ['http://127.0.0.1.:{port}/', 'address', 'loopback'],
    ['http://%31%32%37.0.0.1:{port}/', 'address', 'loopback'],
    ['http://[::1]:{port}/', 'address', 'loopback'],
    ['http://[::ffff:127.0.0.1]:{port}/', 'address', 'loopback'],
    ['http://[::ffff:7f00:1]:{port}/', 'address', 'loopback'],
    ['http://[0:0:0:0:0:ffff:127.0.0.1]:{port}/', 'address', 'loopback'],
    ['http://[::ffff:0:127.0.0.1]:{port}/', 'address', 'loopback'],
    ['http://[::127.0.0.1]:{port}/', 'address', 'loopback'],
    ['http://[64:ff9b::7f00:1]:{port}/', 'address', 'loopback'],
    ['http://[2002:7f00:1::]:{port}/', 'address', 'loopback'],
    ['http://0.0.0.0:{port}/', 'address', 'unspecified'],
    ['http://0:{port}/', 'address', 'unspecified'],
    ['http://[::]:{port}/', 'address', 'unspecified'],
    ['http://10.0.0.1:{port}/', 'address', 'private'],
    ['http://172.16.0.1:{port}/', 'address', 'private'],
    ['http://172.31.255.255:{port}/', 'address', 'private'],
    ['http://192.168.1.1:{port}/', 'address', 'private'],
    ['http://[::ffff:10.0.0.1]:{port}/', 'address', 'private'],
    ['http://100.64.0.1:{port}/', 'address', 'cgnat'],
    ['http://169.254.169.254/latest/meta-data/', 'address', 'metadata'],
    ['http://[::ffff:169.254.169.254]/latest/meta-data/', 'address', 'metadata'],
    ['http://[fd00:ec2::254]/latest/meta-data/', 'address', 'metadata'],
    ['http://169.254.10.1:{port}/', 'address', 'link_local'],
    ['http://[fe80::1]:{port}/', 'address', 'link_local'],
    ['http://[fd00::1]:{port}/', 'address', 'unique_local'],
    ['http://224.0.0.1:{port}/', 'address', 'multicast'],
    ['http://[ff02::1]:{port}/', 'address', 'multicast'],
    ['http://255.255.255.255:{port}/', 'address', 'broadcast'],
    ['http://240.0.0.1:{port}/', 'address', 'reserved'],
    ['http://localhost:{port}/', 'address', 'loopback'], // the real resolver (/etc/hosts)
    ['http://canary.test:{port}/', 'address', 'loopback'],
    ['http://canary6.test:{port}/', 'address', 'loopback'],
    ['http://mixed.test:{port}/', 'address', 'loopback'], // one public and one loopback address
    ['http://metadata.test/latest/meta-data/', 'address', 'metadata'],
    ['http://lan.test:{port}/', 'address', 'private'],
    ['file:///etc/passwd', 'scheme'],
    ['ftp://127.0.0.1:{port}/', 'scheme'],
    ['gopher://127.0.0.1:{port}/_GET%20/', 'scheme'],
    ['data:text/plain,hello', 'scheme'],
    ['ws://127.0.0.1:{port}/', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['http://user:pass@127.0.0.1:{port}/', 'credentials'],
    ['http://user@example.com/', 'credentials'],
    ['http://example.com:25/', 'port'],
    ['not a url', 'invalid_url'],
    ['http://', 'invalid_url'],
  ];

  it.each(forbidden)('refuses %s (%s %s) and nothing reaches the canary', async (template, reason, range) => {
    const url = template.replace('{port}', String(canary.port));
    const resolve = stubResolver(names);
    const error = await refusal(
      guardedFetch(url, {}, { resolve: url.includes('localhost') ? undefined : resolve }),
    );
    expect(error.reason).toBe(reason);
    expect(error.range).toBe(range);
    expect(error.code).toBe('refused');
    expect(error.message).toMatch(/^refused: /);
    expect(canary.hits).toHaveLength(0);
  });

  it('counts at least 30 forbidden targets', () => {
    expect(forbidden.length).toBeGreaterThanOrEqual(30);
  });

  it('refuses scheme, credentials and port even with allowPrivate', async () => {
    const P = canary.port;
    for (const url of [
      `gopher://127.0.0.1:${P}/`,
      `file:///etc/passwd`,
      `http://user:pass@127.0.0.1:${P}/`,
      'http://127.0.0.1:25/',
    ]) {
      await refusal(guardedFetch(url, {}, { allowPrivate: true }));
    }
    expect(canary.hits).toHaveLength(0);
  });

  it('resolves a name once and refuses it when any of its addresses is forbidden', async () => {
    const resolve = stubResolver(names);
    const error = await refusal(guardedFetch(`http://mixed.test:${canary.port}/`, {}, { resolve }));
    expect(error.address).toBe('127.0.0.1');
    expect(error.message).toBe('refused: loopback address (127.0.0.1)');
    expect(resolve.calls).toEqual(['mixed.test']);
  });

  it('never puts the path, query or password of a refused URL in its message', async () => {
    const secretUrls = [
      `http://127.0.0.1:${canary.port}/services/T000/B000/s3cr3t-token?token=s3cr3t-token`,
      `http://admin:s3cr3t-token@example.com/hook`,
      `ftp://example.com/s3cr3t-token`,
    ];
    for (const url of secretUrls) {
      const error = await refusal(guardedFetch(url));
      expect(`${error.message} ${error.origin} ${String(error.stack)}`).not.toContain('s3cr3t-token');
    }
  });
});

describe('guardedFetch: allowed targets', () => {
  it('reaches a local server with allowPrivate and returns status, headers and body', async () => {
    canary.handle = (req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json', 'x-echo': req.headers['x-test'] ?? '' });
        res.end(JSON.stringify({ method: req.method, path: req.url, body }));
      });
    };
    const response = await guardedFetch(
      `http://127.0.0.1:${canary.port}/hook?a=1`,
      { method: 'POST', headers: { 'x-test': 'yes', 'content-type': 'application/json' }, body: '{"n":1}' },
      { allowPrivate: true },
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(JSON.parse(response.text())).toEqual({ method: 'POST', path: '/hook?a=1', body: '{"n":1}' });
    expect(response.origin).toBe(`http://127.0.0.1:${canary.port}`);
    expect(canary.hits).toHaveLength(1);
  });

  it('connects to the address it checked (the stub resolver knows the name; system DNS does not)', async () => {
    const resolve = stubResolver(names);
    const response = await guardedFetch(
      `http://canary.test:${canary.port}/`,
      {},
      { allowPrivate: true, resolve },
    );
    expect(response.text()).toBe('canary');
    expect(canary.hits[0]?.headers.host).toBe(`canary.test:${canary.port}`);
    // Resolved once, by the guard: the socket did not look the name up again.
    expect(resolve.calls).toEqual(['canary.test']);
  });

  it('reaches an IPv6 literal and an IPv6-only name', async () => {
    const resolve = stubResolver(names);
    await guardedFetch(`http://[::1]:${canary.port}/`, {}, { allowPrivate: true });
    await guardedFetch(`http://canary6.test:${canary.port}/`, {}, { allowPrivate: true, resolve });
    expect(canary.arrivedOn).toEqual(['::1', '::1']);
  });

  it('lets allowAddresses open one address while its neighbour stays refused', async () => {
    const response = await guardedFetch(
      `http://127.0.0.2:${other.port}/`,
      {},
      { allowAddresses: ['127.0.0.2'] },
    );
    expect(response.status).toBe(200);
    await refusal(guardedFetch(`http://127.0.0.1:${canary.port}/`, {}, { allowAddresses: ['127.0.0.2'] }));
    expect(canary.hits).toHaveLength(0);
  });

  it('takes its defaults from createGuardedFetch, and a call may override them', async () => {
    const send = createGuardedFetch({ allowPrivate: true, maxBytes: 3 });
    await expect(send(`http://127.0.0.1:${canary.port}/`)).rejects.toBeInstanceOf(EgressTooLargeError);
    expect((await send(`http://127.0.0.1:${canary.port}/`, {}, { maxBytes: 100 })).text()).toBe('canary');
    await refusal(createGuardedFetch({})(`http://127.0.0.1:${canary.port}/`));
  });

  it('reports a closed port as a network error naming only the origin', async () => {
    const closed = await listen(['127.0.0.1']);
    await closed.close();
    const error = await guardedFetch(
      `http://127.0.0.1:${closed.port}/s3cr3t`,
      {},
      { allowPrivate: true },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EgressError);
    expect((error as EgressError).code).toBe('network');
    expect((error as EgressError).message).toBe(
      `could not reach http://127.0.0.1:${closed.port}: ECONNREFUSED`,
    );
    expect(egressFailureKind(error as EgressError)).toBe('connection_refused');
  });

  it('reports a name that does not resolve as a network error (worth a retry), not a refusal', async () => {
    const error = await guardedFetch('http://nowhere.test/', {}, { resolve: stubResolver({}) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EgressError);
    expect(error).not.toBeInstanceOf(EgressRefusedError);
    expect((error as EgressError).code).toBe('network');
    expect(egressFailureKind(error as EgressError)).toBe('dns');
  });
});

describe('guardedFetch: size and time caps', () => {
  it('refuses a body larger than maxBytes sent without a length, and closes the connection', async () => {
    let closed = false;
    canary.handle = (_req, res) => {
      res.on('close', () => {
        closed = true;
      });
      res.write(Buffer.alloc(600, 'a'));
      setTimeout(() => res.write(Buffer.alloc(600, 'b')), 20);
      // never ended: only the guard's cap can finish this exchange
    };
    const error = await guardedFetch(
      `http://127.0.0.1:${canary.port}/`,
      {},
      { allowPrivate: true, maxBytes: 1000 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EgressTooLargeError);
    expect((error as EgressTooLargeError).maxBytes).toBe(1000);
    await expect.poll(() => closed).toBe(true);
  });

  it('refuses a declared Content-Length over the default 1 MiB before reading it', async () => {
    canary.handle = (_req, res) => {
      res.writeHead(200, { 'content-length': String(1024 * 1024 + 1) });
      res.write('x');
    };
    await expect(
      guardedFetch(`http://127.0.0.1:${canary.port}/`, {}, { allowPrivate: true }),
    ).rejects.toBeInstanceOf(EgressTooLargeError);
  });

  it('accepts a body of exactly maxBytes', async () => {
    canary.handle = (_req, res) => res.end(Buffer.alloc(1000, 'a'));
    const response = await guardedFetch(
      `http://127.0.0.1:${canary.port}/`,
      {},
      { allowPrivate: true, maxBytes: 1000 },
    );
    expect(response.body.length).toBe(1000);
  });

  it('gives up on a server that never answers within timeoutMs', async () => {
    canary.handle = () => {};
    const started = Date.now();
    const error = await guardedFetch(
      `http://127.0.0.1:${canary.port}/`,
      {},
      { allowPrivate: true, timeoutMs: 300 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EgressTimeoutError);
    expect((error as EgressTimeoutError).code).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('counts the body in the time cap: a trickling answer times out too', async () => {
    canary.handle = (_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write('.'), 50);
      res.on('close', () => clearInterval(timer));
    };
    const started = Date.now();
    await expect(
      guardedFetch(`http://127.0.0.1:${canary.port}/`, {}, { allowPrivate: true, timeoutMs: 300 }),
    ).rejects.toBeInstanceOf(EgressTimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('counts a slow resolver in the time cap', async () => {
    const slow: Resolver = () => new Promise(() => {});
    await expect(
      guardedFetch('http://slow.test/', {}, { resolve: slow, timeoutMs: 200 }),
    ).rejects.toBeInstanceOf(EgressTimeoutError);
  });

  it("stops when the caller's signal aborts", async () => {
    canary.handle = () => {};
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await guardedFetch(
      `http://127.0.0.1:${canary.port}/`,
      {},
      { allowPrivate: true, signal: controller.signal },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EgressError);
    expect((error as EgressError).code).toBe('aborted');
  });
});

describe('guardedFetch: saving a body to a file (saveTo)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'egress-save-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a success body larger than the in-memory default to the file, as it came', async () => {
    const content = Buffer.alloc(3 * 1024 * 1024 + 7);
    for (let i = 0; i < content.length; i++) content[i] = (i * 31) % 251;
    canary.handle = (_req, res) => {
      // In pieces and without a length, as a large download streams.
      res.writeHead(200, { 'content-type': 'video/mp4' });
      for (let at = 0; at < content.length; at += 64 * 1024) res.write(content.subarray(at, at + 64 * 1024));
      res.end();
    };
    const file = path.join(dir, 'ok.bin');
    const answer = await guardedFetch(
      `http://127.0.0.1:${canary.port}/`,
      {},
      { allowPrivate: true, maxBytes: 8 * 1024 * 1024, saveTo: file },
    );
    expect(answer.status).toBe(200);
    expect(answer.saved).toBe(content.length);
    expect(answer.body.length).toBe(0);
    expect(readFileSync(file).equals(content)).toBe(true);
  });

  it('leaves no file behind when the body passes maxBytes', async () => {
    canary.handle = (_req, res) => {
      res.writeHead(200);
      res.write(Buffer.alloc(4000, 'a'));
      setTimeout(() => res.end(Buffer.alloc(4000, 'b')), 20);
    };
    const file = path.join(dir, 'big.bin');
    const error = await guardedFetch(
      `http://127.0.0.1:${canary.port}/`,
      {},
      { allowPrivate: true, maxBytes: 5000, saveTo: file },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EgressTooLargeError);
    await expect.poll(() => existsSync(file)).toBe(false);
  });

  it('reads an error answer into the body instead (its JSON says why), writing no file', async () => {
    canary.handle = (_req, res) =>
      res.writeHead(429, { 'retry-after': '30' }).end(JSON.stringify({ error: { message: 'slow down' } }));
    const file = path.join(dir, 'error.bin');
    const answer = await guardedFetch(
      `http://127.0.0.1:${canary.port}/`,
      {},
      { allowPrivate: true, maxBytes: 8 * 1024 * 1024, saveTo: file },
    );
    expect(answer.status).toBe(429);
    expect(answer.saved).toBeNull();
    expect(JSON.parse(answer.text())).toEqual({ error: { message: 'slow down' } });
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(existsSync(file)).toBe(false);
  });
});

describe('guardedFetch: redirects', () => {
  const redirectTo =
    (location: string, status = 302): Handler =>
    (_req, res) => {
      res.writeHead(status, { location });
      res.end();
    };

  it('does not follow a redirect by default: the 3xx comes back as it is', async () => {
    // allowPrivate would let a followed redirect reach the canary: zero hits means not followed.
    other.handle = redirectTo(`http://127.0.0.1:${canary.port}/`);
    const response = await guardedFetch(`http://127.0.0.2:${other.port}/`, {}, { allowPrivate: true });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`http://127.0.0.1:${canary.port}/`);
    expect(response.redirects).toBe(0);
    expect(canary.hits).toHaveLength(0);
  });

  it.each([
    ['a loopback address', (P: number) => `http://127.0.0.1:${P}/`],
    ['a decimal loopback spelling', (P: number) => `http://2130706433:${P}/`],
    ['a name resolving to loopback', (P: number) => `http://canary.test:${P}/`],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['another scheme', (P: number) => `gopher://127.0.0.1:${P}/`],
  ])('checks every hop when following: a redirect to %s is refused', async (_what, location) => {
    other.handle = redirectTo(location(canary.port));
    const resolve = stubResolver({ ...names, 'allowed.test': ['127.0.0.2'] });
    await refusal(
      guardedFetch(
        `http://allowed.test:${other.port}/`,
        {},
        { allowAddresses: ['127.0.0.2'], resolve, maxRedirects: 5 },
      ),
    );
    expect(other.hits).toHaveLength(1);
    expect(canary.hits).toHaveLength(0);
  });

  it('follows allowed hops as Fetch does: POST becomes GET on 302, credentials stay behind', async () => {
    other.handle = redirectTo(`http://127.0.0.1:${canary.port}/landed`);
    const response = await guardedFetch(
      `http://127.0.0.2:${other.port}/start`,
      {
        method: 'POST',
        headers: { authorization: 'Bearer s3cr3t', 'content-type': 'text/plain' },
        body: 'x',
      },
      { allowPrivate: true, maxRedirects: 1 },
    );
    expect(response.status).toBe(200);
    expect(response.redirects).toBe(1);
    expect(response.origin).toBe(`http://127.0.0.1:${canary.port}`);
    const landed = canary.hits[0];
    expect(landed?.method).toBe('GET');
    expect(landed?.url).toBe('/landed');
    expect(landed?.headers.authorization).toBeUndefined();
    expect(landed?.headers['content-type']).toBeUndefined();
  });

  it('keeps method and body on 307 and stops after maxRedirects, returning the last 3xx', async () => {
    other.handle = redirectTo('/again', 307);
    const response = await guardedFetch(
      `http://127.0.0.2:${other.port}/`,
      { method: 'PUT', body: 'data' },
      { allowPrivate: true, maxRedirects: 2 },
    );
    expect(response.status).toBe(307);
    expect(response.redirects).toBe(2);
    expect(other.hits.map((h) => h.method)).toEqual(['PUT', 'PUT', 'PUT']);
  });
});

describe('guardedFetch: https', () => {
  let dir: string;
  let server: https.Server;
  const servernames: (string | undefined)[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'egress-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=secure.test',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    server = https.createServer(
      {
        key: readFileSync(path.join(dir, 'key.pem')),
        cert: readFileSync(path.join(dir, 'cert.pem')),
        SNICallback: (name, cb) => {
          servernames.push(name);
          cb(null);
        },
      },
      (_req, res) => res.end('secure'),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the host name as SNI to the pinned address and still checks the certificate', async () => {
    const port = (server.address() as AddressInfo).port;
    const resolve = stubResolver({ 'secure.test': ['127.0.0.1'] });
    const error = await guardedFetch(
      `https://secure.test:${port}/`,
      {},
      { allowPrivate: true, resolve },
    ).catch((e: unknown) => e);
    expect(servernames).toContain('secure.test');
    // Self-signed: not trusted, so the exchange fails; the guard never turns verification off.
    expect((error as EgressError).code).toBe('network');
    expect((error as EgressError).message).toMatch(/SELF_SIGNED/);
    expect(egressFailureKind(error as EgressError)).toBe('tls');
  });
});
