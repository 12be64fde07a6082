import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { EgressError, EgressTimeoutError, EgressTooLargeError } from './egress-errors.js';
import {
  type CheckedTarget,
  type ResolvedAddress,
  type Resolver,
  resolveTarget,
  safeOrigin,
  type TargetCheckOptions,
} from './egress-target.js';

/**
 * The one way the server sends a request to a URL a user chose (webhooks, Slack incoming
 * webhooks, Jira/Monday base URLs): docs/architecture.md#egress-guard.
 */
export const DEFAULT_MAX_BYTES = 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface EgressRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

export interface EgressOptions extends TargetCheckOptions {
  /** How host names are resolved; the system resolver by default. */
  resolve?: Resolver;
  /** Largest answer body accepted; a larger one fails with EgressTooLargeError. Default 1 MiB. */
  maxBytes?: number;
  /** Time for the whole exchange (resolving, connecting, redirects, body). Default 10 s. */
  timeoutMs?: number;
  /** The caller's own cancel (a job's signal): fails with an EgressError of code 'aborted'. */
  signal?: AbortSignal;
  /**
   * Redirects to follow, each hop checked like the first. Default 0: a 3xx is returned as it
   * came (status and Location), never followed.
   */
  maxRedirects?: number;
  /**
   * Writes a 2xx answer's body to this file (made or emptied) as it arrives instead of holding
   * it in memory, up to `maxBytes` (a larger one fails with EgressTooLargeError, the file
   * removed); `body` is then empty and `saved` its size. Other answers are read as usual, at
   * most DEFAULT_MAX_BYTES of them.
   */
  saveTo?: string;
}

export interface EgressResponse {
  status: number;
  headers: Headers;
  /** The body, at most `maxBytes`, as it came (not decompressed: no Accept-Encoding is sent). */
  body: Buffer;
  /** The body read as UTF-8. */
  text(): string;
  /** The origin that answered (after redirects): fit for logs, unlike the full URL. */
  origin: string;
  /** How many redirects were followed. */
  redirects: number;
  /** Bytes written to `saveTo` (null when the body was read into `body`). */
  saved: number | null;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Headers that carry credentials: not sent on to another origin by a redirect. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/**
 * A `lookup` for http.request that answers with the addresses already checked, so the socket
 * connects to exactly those and never asks DNS again. Node asks with `all: true` when it races
 * IPv4 and IPv6 (autoSelectFamily), else for one address.
 */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = addresses.filter((a) => !options.family || a.family === options.family);
    const usable = wanted.length > 0 ? wanted : addresses;
    if (options.all) callback(null, usable);
    else callback(null, usable[0]?.address ?? '', usable[0]?.family ?? 4);
  };
}

interface Deadline {
  signal: AbortSignal;
  /** Why the exchange was cut: our timer or the caller's signal. */
  error(origin: string): EgressError;
  clear(): void;
}

function deadline(timeoutMs: number, outer: AbortSignal | undefined): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    error: (origin) =>
      timedOut
        ? new EgressTimeoutError(origin, timeoutMs)
        : new EgressError('aborted', `the request to ${origin} was cancelled`, origin, {
            cause: outer?.reason,
          }),
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/** Rejects with the deadline's error as soon as it passes, whatever `work` is doing. */
function raceDeadline<T>(work: Promise<T>, limit: Deadline, origin: string): Promise<T> {
  if (limit.signal.aborted) return Promise.reject(limit.error(origin));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(limit.error(origin));
    limit.signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => limit.signal.removeEventListener('abort', onAbort));
  });
}

/** Where a body goes as it arrives: into memory, or a file when `saveTo` asks for one. */
interface BodySink {
  /** False when the sink wants no more until `drain` calls back (a disk slower than the network). */
  write(chunk: Buffer): boolean;
  drain(go: () => void): void;
  /** Resolves with the body once everything written has been flushed. */
  end(): Promise<{ body: Buffer; saved: number | null }>;
  /** Throws away what came (a failed exchange leaves no half file). */
  abort(): void;
}

function memorySink(): BodySink {
  const chunks: Buffer[] = [];
  return {
    write: (chunk) => chunks.push(chunk) > 0,
    drain: (go) => go(),
    end: async () => ({ body: Buffer.concat(chunks), saved: null }),
    abort: () => {
      chunks.length = 0;
    },
  };
}

function fileSink(file: string): BodySink {
  const out = fs.createWriteStream(file);
  let size = 0;
  let failure: Error | null = null;
  out.on('error', (error) => {
    failure = error;
  });
  return {
    write(chunk) {
      size += chunk.length;
      return out.write(chunk);
    },
    drain: (go) => out.once('drain', go),
    end: () =>
      new Promise((resolve, reject) => {
        out.end(() => (failure ? reject(failure) : resolve({ body: Buffer.alloc(0), saved: size })));
      }),
    abort() {
      out.destroy();
      fs.rm(file, { force: true }, () => {});
    },
  };
}

function sendOnce(
  target: CheckedTarget,
  request: EgressRequest,
  maxBytes: number,
  limit: Deadline,
  saveTo?: string,
): Promise<{ status: number; headers: Headers; body: Buffer; saved: number | null }> {
  const { url, origin } = target;
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  // Host and Content-Length are ours to write: a caller's copy (any letter case) would be a second one.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {}))
    if (!['host', 'content-length'].includes(name.toLowerCase())) headers[name] = value;
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'user-agent'))
    headers['user-agent'] = 'Expertos';
  headers.host = url.host;
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    if (limit.signal.aborted) return reject(limit.error(origin));
    let settled = false;
    let sink: BodySink | null = null;
    const fail = (error: EgressError) => {
      if (settled) return;
      settled = true;
      limit.signal.removeEventListener('abort', onAbort);
      req.destroy();
      sink?.abort();
      reject(error);
    };
    const onAbort = () => fail(limit.error(origin));
    const req = (url.protocol === 'https:' ? https : http).request({
      protocol: url.protocol,
      hostname: target.hostname,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: request.method ?? 'GET',
      headers,
      // A fresh connection per request: a pooled socket could belong to another address.
      agent: false,
      lookup: pinnedLookup(target.addresses),
    });
    limit.signal.addEventListener('abort', onAbort, { once: true });
    req.on('error', (cause) =>
      fail(new EgressError('network', `could not reach ${origin}: ${errorCode(cause)}`, origin, { cause })),
    );
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const toFile = saveTo !== undefined && status >= 200 && status < 300;
      // Only the file may be large: an error page that is too is not worth reading.
      const most = saveTo !== undefined && !toFile ? Math.min(maxBytes, DEFAULT_MAX_BYTES) : maxBytes;
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > most) return fail(new EgressTooLargeError(origin, most));
      const into = toFile ? fileSink(saveTo) : memorySink();
      sink = into;
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (settled) return;
        size += chunk.length;
        if (size > most) return fail(new EgressTooLargeError(origin, most));
        if (!into.write(chunk)) {
          res.pause();
          into.drain(() => res.resume());
        }
      });
      res.on('error', (cause) =>
        fail(
          new EgressError('network', `the answer from ${origin} broke off: ${errorCode(cause)}`, origin, {
            cause,
          }),
        ),
      );
      res.on('end', () => {
        if (settled) return;
        into.end().then(
          ({ body, saved }) => {
            if (settled) return;
            settled = true;
            limit.signal.removeEventListener('abort', onAbort);
            resolve({ status, headers: toHeaders(res.rawHeaders), body, saved });
          },
          (cause) =>
            fail(
              new EgressError(
                'network',
                `the answer from ${origin} could not be written: ${errorCode(cause)}`,
                origin,
                {
                  cause,
                },
              ),
            ),
        );
      });
    });
    req.end(body);
  });
}

/** A short, secret-free word for a socket error (ECONNREFUSED, CERT_HAS_EXPIRED, …). */
function errorCode(cause: unknown): string {
  const code = (cause as { code?: unknown })?.code;
  return typeof code === 'string' ? code : 'connection failed';
}

function toHeaders(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    try {
      headers.append(raw[i] as string, raw[i + 1] as string);
    } catch {
      // A header value Headers cannot hold (stray control characters): not ours to pass on.
    }
  }
  return headers;
}

/** The request for the next hop, as the Fetch standard rewrites it. */
function nextRequest(request: EgressRequest, status: number, from: URL, to: URL): EgressRequest {
  const method = (request.method ?? 'GET').toUpperCase();
  const toGet = status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST';
  const headers = { ...request.headers };
  for (const name of Object.keys(headers)) {
    const lower = name.toLowerCase();
    if (toGet && (lower === 'content-type' || lower === 'content-length')) delete headers[name];
    if (from.origin !== to.origin && CREDENTIAL_HEADERS.includes(lower)) delete headers[name];
  }
  return toGet ? { method: 'GET', headers } : { ...request, headers };
}

/**
 * Sends `request` to `url` through the egress guard: http(s) only, no credentials in the URL,
 * the host resolved once and every address checked, the connection pinned to those addresses,
 * redirects not followed unless `maxRedirects` (then each hop checked again), body and total
 * time capped. Any HTTP status is an answer (check `status`); failures throw an `EgressError`:
 * `EgressRefusedError` (nothing sent; permanent), `EgressTimeoutError`, `EgressTooLargeError`,
 * or code 'network' / 'aborted'. Nothing here logs; messages name the origin only.
 */
export async function guardedFetch(
  url: string | URL,
  request: EgressRequest = {},
  options: EgressOptions = {},
): Promise<EgressResponse> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const limit = deadline(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.signal);
  let current: string | URL = url;
  let currentRequest = request;
  try {
    for (let redirects = 0; ; redirects++) {
      const target = await raceDeadline(resolveTarget(current, options), limit, safeOrigin(current));
      const answer = await sendOnce(target, currentRequest, maxBytes, limit, options.saveTo);
      const location = answer.headers.get('location');
      if (!REDIRECTS.has(answer.status) || !location || redirects >= (options.maxRedirects ?? 0)) {
        const { body } = answer;
        return { ...answer, text: () => body.toString('utf8'), origin: target.origin, redirects };
      }
      let next: URL;
      try {
        next = new URL(location, target.url);
      } catch (cause) {
        throw new EgressError(
          'network',
          `${target.origin} redirected to an unreadable address`,
          target.origin,
          {
            cause,
          },
        );
      }
      currentRequest = nextRequest(currentRequest, answer.status, target.url, next);
      current = next;
    }
  } finally {
    limit.clear();
  }
}

/**
 * `guardedFetch` with this server's settings (ALLOW_PRIVATE_TARGETS) built in; app.ts makes one
 * and hands it to whatever sends to user-chosen URLs. Per-call options override the defaults.
 */
export type GuardedFetch = typeof guardedFetch;

export function createGuardedFetch(defaults: EgressOptions): GuardedFetch {
  return (url, request, options) => guardedFetch(url, request, { ...defaults, ...options });
}
