import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the local server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  contentType?: string;
  /** Answer after this many milliseconds. */
  delayMs?: number;
  /** Further reply headers (e.g. `retry-after`). */
  headers?: Record<string, string>;
}

export type Handler = (request: SeenRequest, response: ServerResponse) => Reply | Promise<Reply> | 'handled';

export interface LocalServer {
  /** e.g. `http://127.0.0.1:40123` */
  origin: string;
  /** Every request, in arrival order. */
  seen: SeenRequest[];
  /** Requests seen for one path. */
  hits(path: string): SeenRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 and a free port, answering from a table of
 * `'METHOD /path'` handlers (404 for anything else). The client under test talks to it
 * through Node's own fetch, so headers, bodies and failures are the real thing.
 */
export async function startLocalServer(routes: Record<string, Handler>): Promise<LocalServer> {
  const seen: SeenRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://local');
    const request: SeenRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    seen.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const reply: Reply | 'handled' = handler
      ? await handler(request, res)
      : { status: 404, text: 'Not Found' };
    if (reply === 'handled') return;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    const isJson = reply.json !== undefined;
    const body = isJson ? JSON.stringify(reply.json) : (reply.text ?? '');
    res.writeHead(reply.status ?? 200, {
      'content-type': reply.contentType ?? (isJson ? 'application/json; charset=utf-8' : 'text/plain'),
      ...reply.headers,
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    hits: (path) => seen.filter((r) => r.path === path),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; without this, close waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

/** A port nothing listens on: bound once, then released. */
export async function refusedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
