import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small reverse proxy in front of several API processes, standing in for the load balancer
 * of a many-machine deployment (docs/architecture.md#processes): round-robin over the upstreams
 * it believes healthy, HTTP/1.1 keep-alive to them, bodies streamed both ways (server-sent
 * events flow through as they are written, and no response is timed out), X-Forwarded-For,
 * -Proto and -Host set, each upstream's `/api/ready` polled, and a request whose connection
 * fails before any byte of the answer tried again on another upstream, as far as that is safe.
 *
 * Every answer names the upstream that gave it in `x-upstream`; an answer the proxy had to make
 * itself (no upstream could answer) says why in `x-proxy-error`, and which upstream failed in
 * `x-upstream-failed`.
 */

/**
 * A request carrying this header (`x-upstream-pin: A`) goes to that upstream only, healthy or
 * not, and is never sent elsewhere: for a test that needs a browser on one process (a Playwright
 * context's `extraHTTPHeaders`). The header is not passed on.
 */
export const PIN_HEADER = 'x-upstream-pin';

/** Request bodies up to this size are held until the upstream answers, so they can be sent again. */
export const RETRY_BODY_LIMIT = 1024 * 1024;

/** Methods a second delivery cannot change anything with (RFC 9110, 9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE']);

/** Errors of a connection that was never made: the upstream cannot have seen the request. */
const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/** Hop-by-hop headers (RFC 9110, 7.6.1): never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export interface UpstreamTarget {
  /** Shown in `x-upstream` and in the counters, e.g. `A`. */
  name: string;
  host: string;
  port: number;
}

export interface HealthEvent {
  at: number;
  upstream: string;
  healthy: boolean;
  reason: string;
}

export interface ProxyCounters {
  /** Requests the proxy took in. */
  requests: number;
  /** Answers each upstream gave. */
  answeredBy: Record<string, number>;
  /** Further attempts made on another upstream after a connection failed before any answer. */
  retries: number;
  /** Connection failures before any answer, by upstream and error code (e.g. `A ECONNREFUSED`). */
  connectionFailures: Record<string, number>;
  /** Answers the proxy made itself (502/503), by `x-proxy-error`. */
  proxyErrors: Record<string, number>;
  /** Health changes, oldest first (passive ones too: a refused connection marks an upstream down). */
  health: HealthEvent[];
  /** Health checks completed, by upstream. */
  healthChecks: Record<string, number>;
}

export interface ReverseProxy {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Live counters (the same object throughout; copy it to compare before and after). */
  counters: ProxyCounters;
  /** Whether each upstream is currently in the rotation. */
  healthy(): Record<string, boolean>;
  /** Waits until `name` is in (true) or out of (false) the rotation. */
  waitForHealth(name: string, healthy: boolean, timeoutMs?: number): Promise<void>;
  /** Resolves just after the next health check of `name` has completed. */
  nextHealthCheck(name: string): Promise<void>;
  /**
   * Stops health-checking `name` until the returned function is called: a process killed just
   * then stays in the rotation, so the next request sent to it finds it dead.
   */
  holdHealthChecks(name: string): () => void;
  /** Stops health checks, closes every connection. */
  close(): Promise<void>;
}

export interface ProxyOptions {
  upstreams: UpstreamTarget[];
  /** Port to listen on (0: any free one). */
  port?: number;
  healthPath?: string;
  healthIntervalMs?: number;
  healthTimeoutMs?: number;
  /**
   * Upstreams start out of the rotation until their first good health check (default), or in
   * it (then the first check comes after one interval).
   */
  startHealthy?: boolean;
  /**
   * Also send a non-idempotent request (POST, PATCH) again when its connection broke after the
   * whole request was sent and before any answer. Off by default: the upstream may have done
   * the work before it died, and a second delivery would do it twice.
   */
  retryUnsafeAfterSend?: boolean;
  retryBodyLimit?: number;
}

interface Upstream extends UpstreamTarget {
  agent: http.Agent;
  healthy: boolean;
}

/** How one attempt at an upstream ended without an answer. */
interface AttemptFailure {
  code: string;
  /** The connection was never made (or the request never fully left): always safe to send again. */
  neverSent: boolean;
}

type Body = { kind: 'buffered'; data: Buffer } | { kind: 'streamed'; head: Buffer[] };

export async function startProxy(options: ProxyOptions): Promise<ReverseProxy> {
  const healthPath = options.healthPath ?? '/api/ready';
  const healthIntervalMs = options.healthIntervalMs ?? 500;
  const healthTimeoutMs = options.healthTimeoutMs ?? 2_000;
  const retryBodyLimit = options.retryBodyLimit ?? RETRY_BODY_LIMIT;
  const upstreams: Upstream[] = options.upstreams.map((u) => ({
    ...u,
    agent: new http.Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 1_000 }),
    healthy: options.startHealthy ?? false,
  }));
  const counters: ProxyCounters = {
    requests: 0,
    answeredBy: Object.fromEntries(upstreams.map((u) => [u.name, 0])),
    retries: 0,
    connectionFailures: {},
    proxyErrors: {},
    health: [],
    healthChecks: Object.fromEntries(upstreams.map((u) => [u.name, 0])),
  };
  const bump = (map: Record<string, number>, key: string) => {
    map[key] = (map[key] ?? 0) + 1;
  };
  const healthWaiters = new Set<() => void>();
  const checkWaiters = new Map<string, (() => void)[]>();
  const checked = (upstream: Upstream) => {
    bump(counters.healthChecks, upstream.name);
    const waiters = checkWaiters.get(upstream.name) ?? [];
    checkWaiters.delete(upstream.name);
    for (const waiter of waiters) waiter();
  };
  const setHealth = (upstream: Upstream, healthy: boolean, reason: string) => {
    if (upstream.healthy === healthy) return;
    upstream.healthy = healthy;
    counters.health.push({ at: Date.now(), upstream: upstream.name, healthy, reason });
    for (const waiter of healthWaiters) waiter();
  };

  let turn = 0;
  /**
   * The upstreams to try, in order: the next healthy one round-robin, the other healthy ones,
   * then those out of the rotation as a last resort (a health check may lag behind a recovery).
   */
  function candidates(): Upstream[] {
    const healthy = upstreams.filter((u) => u.healthy);
    const pool = healthy.length > 0 ? healthy : upstreams;
    const start = turn % pool.length;
    turn += 1;
    const ordered = pool.map((_, i) => pool[(start + i) % pool.length]!);
    return [...ordered, ...upstreams.filter((u) => !ordered.includes(u))];
  }

  /** Reads the request body while it fits the retry limit; past it, the rest stays in the stream. */
  function readBody(req: http.IncomingMessage): Promise<Body> {
    const declared = Number(req.headers['content-length'] ?? 0);
    const hasBody = req.headers['transfer-encoding'] !== undefined || declared > 0;
    if (!hasBody) return Promise.resolve({ kind: 'buffered', data: Buffer.alloc(0) });
    if (declared > retryBodyLimit) return Promise.resolve({ kind: 'streamed', head: [] });
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const onData = (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size > retryBodyLimit) {
          // Too big to hold: the rest is streamed to one upstream, without a second chance.
          req.pause();
          req.off('data', onData);
          req.off('end', onEnd);
          resolve({ kind: 'streamed', head: chunks });
        }
      };
      const onEnd = () => resolve({ kind: 'buffered', data: Buffer.concat(chunks) });
      req.on('data', onData);
      req.once('end', onEnd);
      req.once('error', reject);
    });
  }

  function forwardedHeaders(req: http.IncomingMessage, body: Body): http.OutgoingHttpHeaders {
    const headers: http.OutgoingHttpHeaders = {};
    const connectionTokens = String(req.headers.connection ?? '')
      .split(',')
      .map((t) => t.trim().toLowerCase());
    for (const [name, value] of Object.entries(req.headers)) {
      if (
        value === undefined ||
        HOP_BY_HOP.has(name) ||
        connectionTokens.includes(name) ||
        name === PIN_HEADER
      )
        continue;
      headers[name] = value;
    }
    const client = req.socket.remoteAddress ?? '';
    const prior = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
    headers['x-forwarded-proto'] = 'http';
    if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
    if (body.kind === 'buffered') {
      if (body.data.length > 0 || req.headers['content-length'] !== undefined)
        headers['content-length'] = String(body.data.length);
    } else if (req.headers['content-length'] !== undefined) {
      headers['content-length'] = req.headers['content-length'];
    } else {
      headers['transfer-encoding'] = 'chunked';
    }
    return headers;
  }

  /**
   * One attempt: resolves true once the answer is being relayed (or the client went away),
   * or with the failure when the connection broke before any byte of an answer.
   */
  function attempt(
    upstream: Upstream,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Body,
  ): Promise<true | AttemptFailure> {
    return new Promise((resolve) => {
      let settled = false;
      const settle = (outcome: true | AttemptFailure) => {
        if (!settled) {
          settled = true;
          resolve(outcome);
        }
      };
      const upstreamReq = http.request({
        host: upstream.host,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req, body),
        agent: upstream.agent,
        // No timeout: long answers (server-sent events) are the upstream's business.
      });
      let requestSent = false;
      upstreamReq.once('finish', () => {
        requestSent = true;
      });
      const abandon = () => {
        if (!res.writableFinished) upstreamReq.destroy();
      };
      res.once('close', abandon);

      upstreamReq.once('response', (upstreamRes) => {
        const headers: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(upstreamRes.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
        }
        headers['x-upstream'] = upstream.name;
        bump(counters.answeredBy, upstream.name);
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, headers);
        // Headers go out now, not with the first body chunk: an event stream may be quiet a while.
        res.flushHeaders();
        upstreamRes.pipe(res);
        upstreamRes.on('error', () => res.destroy());
        upstreamRes.once('aborted', () => res.destroy());
        settle(true);
      });
      upstreamReq.on('error', (error: NodeJS.ErrnoException) => {
        res.off('close', abandon);
        if (settled) {
          // The answer had started: all that can be done is to break the client's connection too.
          res.destroy(error);
          return;
        }
        if (res.destroyed) return settle(true);
        const code = error.code ?? 'ERROR';
        settle({ code, neverSent: CONNECT_ERRORS.has(code) || !requestSent });
      });

      if (body.kind === 'buffered') {
        upstreamReq.end(body.data);
      } else {
        for (const chunk of body.head) upstreamReq.write(chunk);
        req.pipe(upstreamReq);
        req.resume();
      }
    });
  }

  function answerItself(res: http.ServerResponse, status: number, reason: string, failed?: Upstream) {
    bump(counters.proxyErrors, reason);
    if (res.headersSent) return void res.destroy();
    res.writeHead(status, {
      'content-type': 'application/json',
      'x-proxy-error': reason,
      ...(failed ? { 'x-upstream-failed': failed.name } : {}),
    });
    res.end(JSON.stringify({ code: 'proxy_error', message: reason }));
  }

  const server = http.createServer({ noDelay: true, requestTimeout: 0 }, async (req, res) => {
    counters.requests += 1;
    // A client that goes away mid-request is not an error of the proxy: the attempts see it.
    req.on('error', () => {});
    res.on('error', () => {});
    let body: Body;
    try {
      body = await readBody(req);
    } catch {
      return void res.destroy();
    }
    const pin = req.headers[PIN_HEADER];
    const pinned = typeof pin === 'string' ? upstreams.find((u) => u.name === pin) : undefined;
    if (pin !== undefined && !pinned) return answerItself(res, 400, 'unknown-pinned-upstream');
    const order = pinned ? [pinned] : candidates();
    for (let i = 0; i < order.length; i += 1) {
      const upstream = order[i]!;
      const outcome = await attempt(upstream, req, res, body);
      if (outcome === true) return;
      bump(counters.connectionFailures, `${upstream.name} ${outcome.code}`);
      // A refused connection is as good as a failed health check: out of the rotation at once.
      if (CONNECT_ERRORS.has(outcome.code)) setHealth(upstream, false, outcome.code);
      const canResend =
        body.kind === 'buffered' &&
        (outcome.neverSent || IDEMPOTENT.has(req.method ?? '') || options.retryUnsafeAfterSend === true);
      if (!canResend) {
        return answerItself(
          res,
          502,
          body.kind === 'streamed' ? 'upstream-failed-streamed-body' : 'upstream-reset-after-request-sent',
          upstream,
        );
      }
      if (i + 1 < order.length) counters.retries += 1;
    }
    answerItself(res, 502, 'no-upstream-answered', order.at(-1));
  });
  server.keepAliveTimeout = 5_000;

  // Health checks: a fresh connection each time (agent: false), so a dead process is seen as such.
  // An answer other than 200 (503 while draining) or a refused connection takes the upstream out
  // at once; a check that only timed out (a busy machine) must fail twice in a row.
  let stopped = false;
  const checking = new Map<string, http.ClientRequest>();
  const timeouts = new Map<string, number>();
  function check(upstream: Upstream) {
    if (checking.has(upstream.name)) return;
    const probe = http.get(
      { host: upstream.host, port: upstream.port, path: healthPath, agent: false, timeout: healthTimeoutMs },
      (probeRes) => {
        probeRes.resume();
        timeouts.set(upstream.name, 0);
        setHealth(upstream, probeRes.statusCode === 200, `health ${probeRes.statusCode}`);
        checked(upstream);
      },
    );
    checking.set(upstream.name, probe);
    probe.once('close', () => checking.delete(upstream.name));
    probe.once('timeout', () => probe.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    probe.on('error', (error: NodeJS.ErrnoException) => {
      if (stopped) return;
      const slow = error.code === 'ETIMEDOUT' ? (timeouts.get(upstream.name) ?? 0) + 1 : 0;
      timeouts.set(upstream.name, slow);
      if (slow !== 1) setHealth(upstream, false, `health ${error.code ?? error.message}`);
      checked(upstream);
    });
  }
  const held = new Set<string>();
  const checkAll = () => {
    for (const upstream of upstreams) if (!held.has(upstream.name)) check(upstream);
  };
  const timer = setInterval(checkAll, healthIntervalMs);
  // Upstreams taken as healthy are first checked after one interval; the others at once.
  if (!options.startHealthy) checkAll();

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    counters,
    healthy: () => Object.fromEntries(upstreams.map((u) => [u.name, u.healthy])),
    waitForHealth(name, healthy, timeoutMs = 10_000) {
      const upstream = upstreams.find((u) => u.name === name);
      if (!upstream) return Promise.reject(new Error(`no upstream ${name}`));
      return new Promise((resolve, reject) => {
        const done = () => {
          if (upstream.healthy !== healthy) return;
          clearTimeout(timeout);
          healthWaiters.delete(done);
          resolve();
        };
        const timeout = setTimeout(() => {
          healthWaiters.delete(done);
          reject(new Error(`upstream ${name} not ${healthy ? 'healthy' : 'out'} within ${timeoutMs} ms`));
        }, timeoutMs);
        healthWaiters.add(done);
        done();
      });
    },
    holdHealthChecks(name) {
      held.add(name);
      return () => held.delete(name);
    },
    nextHealthCheck(name) {
      return new Promise((resolve) => {
        checkWaiters.set(name, [...(checkWaiters.get(name) ?? []), resolve]);
      });
    },
    async close() {
      stopped = true;
      clearInterval(timer);
      for (const probe of checking.values()) probe.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const upstream of upstreams) upstream.agent.destroy();
    },
  };
}
