import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of a network's stand-in (mastodon-server.ts, bluesky-server.ts), for the
 * tests and benches that need the network's time: a channel whose host is the proxy's origin
 * talks to the stand-in through it. It adds latency (before the stand-in sees the request, as a
 * far server's would, or after the stand-in acted and before the answer comes back) and can
 * hold one answer after the stand-in acted — the post made, the caller not told — until the
 * caller goes away (killed). Every call is recorded with the caller's port, so the process
 * that made it can be found (`processOwningPort`). Answers that name the stand-in's address (a
 * Bluesky session's PDS, a status's URL) name the proxy's instead, as behind a real reverse
 * proxy, so the client keeps coming through it.
 */

export interface ProxiedCall {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The caller's side of the connection: its local port. */
  clientPort: number;
  /** `performance.timeOrigin + performance.now()` when the request arrived, in ms. */
  receivedAt: number;
  /** The stand-in's status, once it answered. */
  status?: number;
  /** The caller was gone before its answer could be written. */
  cutOff: boolean;
}

export interface NetworkProxyOptions {
  /** Wait this long before passing the request on (a far server). Default 0. */
  latencyBeforeMs?: number | (() => number);
  /** Wait this long after the stand-in answered before answering (its work done). Default 0. */
  latencyAfterMs?: number | (() => number);
}

export interface NetworkProxy {
  origin: string;
  calls: ProxiedCall[];
  /**
   * Holds the answer of the next call that `matches` once the stand-in has handled it, until
   * the caller's connection closes; resolves with that call once it is held.
   */
  holdNext(matches: (call: ProxiedCall) => boolean): Promise<ProxiedCall>;
  close(): Promise<void>;
}

const ms = (value: number | (() => number) | undefined) =>
  typeof value === 'function' ? value() : (value ?? 0);
const wait = (delay: number) =>
  delay > 0 ? new Promise((resolve) => setTimeout(resolve, delay)) : Promise.resolve();

export async function startNetworkProxy(upstream: string, options: NetworkProxyOptions = {}) {
  const target = new URL(upstream);
  const calls: ProxiedCall[] = [];
  const holds: { matches: (call: ProxiedCall) => boolean; held: (call: ProxiedCall) => void }[] = [];

  function forward(
    call: ProxiedCall,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    const headers = { ...call.headers, host: target.host };
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: call.method,
          path: call.path,
          headers,
          agent: false,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: answer.headers,
              body: Buffer.concat(chunks),
            }),
          );
          answer.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(call.body);
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const call: ProxiedCall = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks),
        clientPort: req.socket.remotePort ?? 0,
        receivedAt: performance.timeOrigin + performance.now(),
        cutOff: false,
      };
      calls.push(call);
      const gone = new Promise<void>((resolve) => res.once('close', resolve));
      try {
        await wait(ms(options.latencyBeforeMs));
        const answer = await forward(call);
        call.status = answer.status;
        const hold = holds.findIndex((h) => h.matches(call));
        if (hold >= 0) {
          const [{ held }] = holds.splice(hold, 1) as [(typeof holds)[number]];
          held(call);
          await gone;
        } else {
          await wait(ms(options.latencyAfterMs));
        }
        if (res.destroyed || res.writableEnded) {
          call.cutOff = true;
          return;
        }
        const {
          connection: _c,
          'transfer-encoding': _t,
          'keep-alive': _k,
          'content-length': _l,
          ...headers
        } = answer.headers;
        const textual = /json|text/.test(String(answer.headers['content-type'] ?? ''));
        const body = textual
          ? Buffer.from(answer.body.toString('utf8').replaceAll(target.origin, proxy.origin))
          : answer.body;
        res.writeHead(answer.status, { ...headers, 'content-length': String(body.length) });
        res.end(body);
      } catch (error) {
        if (!res.headersSent && !res.destroyed) {
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(String(error));
        }
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });

  const proxy: NetworkProxy = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    holdNext: (matches) => new Promise((held) => holds.push({ matches, held })),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return proxy;
}

/**
 * Which of `pids` holds the TCP connection whose local port is `port` and whose peer listens
 * on `peerPort` (Linux: /proc/net/tcp gives the socket's inode, /proc/<pid>/fd who holds it).
 */
export function processOwningPort(
  port: number,
  peerPort: number,
  pids: readonly number[],
): number | undefined {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  let inode: string | undefined;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [local, remote, inodeField] = [fields[1], fields[2], fields[9]];
      if (local?.endsWith(`:${hex(port)}`) && remote?.endsWith(`:${hex(peerPort)}`)) inode = inodeField;
    }
  }
  if (!inode || inode === '0') return undefined;
  const wanted = `socket:[${inode}]`;
  return pids.find((pid) => {
    try {
      return fs
        .readdirSync(`/proc/${pid}/fd`)
        .some((fd) => fs.readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' }) === wanted);
    } catch {
      return false; // gone, or not ours to read
    }
  });
}
