import { type KeyObject, randomUUID } from 'node:crypto';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, jwtVerify } from 'jose';

/**
 * A local stand-in for APNs' provider API over h2c (plaintext HTTP/2: the client connects to
 * `http://127.0.0.1:<port>`), answering as Apple documents:
 *
 * - `POST /3/device/{hex token}` with `authorization: bearer <ES256 JWT>` verified against the
 *   key's public half (`kid` = key id, `iss` = team id, `iat` under an hour old by this clock:
 *   else 403 `MissingProviderToken` / `InvalidProviderToken` / `ExpiredProviderToken`),
 *   `apns-topic` = the bundle id (else 400 `DeviceTokenNotForTopic`), `apns-push-type` (else 400
 *   `InvalidPushType`), a JSON body with `aps` (else 400 `PayloadEmpty` / `BadPayload`).
 * - A token never registered: 400 `BadDeviceToken`; one unregistered: 410 `Unregistered` with
 *   the `timestamp` (ms) it stopped being valid. Accepted pushes are kept in `pushes`; every
 *   answer carries an `apns-id`, and errors a JSON `{ reason }`.
 * - Switches (`fail`): 429 `TooManyRequests` (optional Retry-After), 403 `ExpiredProviderToken`,
 *   500 `InternalServerError`, 503 `ServiceUnavailable`, or `drop` (the session is destroyed
 *   mid-request). `dropSessions()` closes every open session (GOAWAY) to test reconnection.
 */
export interface ApnsServerOptions {
  publicKey: KeyObject;
  keyId: string;
  teamId: string;
  topic: string;
  now?: () => Date;
}

export type ApnsFailure =
  | { kind: 'too-many'; retryAfter?: string }
  | { kind: 'expired-token' }
  | { kind: 'internal' }
  | { kind: 'unavailable'; retryAfter?: string }
  | { kind: 'drop' };

export interface ApnsPush {
  deviceToken: string;
  headers: http2.IncomingHttpHeaders;
  payload: Record<string, unknown>;
}

export interface ApnsServer {
  origin: string;
  pushes: ApnsPush[];
  /** Every provider token presented, in order (accepted or not). */
  jwts: string[];
  /** Sessions (connections) opened so far. */
  sessions: number;
  registerToken(token: string): void;
  unregisterToken(token: string): void;
  fail(...failures: ApnsFailure[]): void;
  dropSessions(): Promise<void>;
  close(): Promise<void>;
}

type Reply = { status: number; reason?: string; timestamp?: number; headers?: Record<string, string> };

const TOKEN_MAX_AGE_MS = 60 * 60_000;

async function readBody(stream: http2.ServerHttp2Stream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startApnsServer(options: ApnsServerOptions): Promise<ApnsServer> {
  const now = options.now ?? (() => new Date());
  const registered = new Set<string>();
  const unregisteredAt = new Map<string, number>();
  const failures: ApnsFailure[] = [];
  const pushes: ApnsPush[] = [];
  const jwts: string[] = [];
  const open = new Set<http2.ServerHttp2Session>();
  const state = { sessions: 0 };

  async function providerCheck(authorization: string | undefined): Promise<Reply | null> {
    const jwt = /^bearer (\S+)$/i.exec(authorization ?? '')?.[1];
    if (!jwt) return { status: 403, reason: 'MissingProviderToken' };
    jwts.push(jwt);
    try {
      if (decodeProtectedHeader(jwt).kid !== options.keyId)
        return { status: 403, reason: 'InvalidProviderToken' };
      const { payload } = await jwtVerify(jwt, options.publicKey, {
        algorithms: ['ES256'],
        issuer: options.teamId,
        currentDate: now(),
        requiredClaims: ['iat'],
      });
      if (now().getTime() - (payload.iat ?? 0) * 1000 > TOKEN_MAX_AGE_MS)
        return { status: 403, reason: 'ExpiredProviderToken' };
    } catch {
      return { status: 403, reason: 'InvalidProviderToken' };
    }
    return null;
  }

  async function answer(headers: http2.IncomingHttpHeaders, raw: string): Promise<Reply | 'drop'> {
    const path = String(headers[':path'] ?? '');
    const deviceToken = /^\/3\/device\/([^/?]+)$/.exec(path)?.[1];
    if (headers[':method'] !== 'POST') return { status: 405, reason: 'MethodNotAllowed' };
    if (!deviceToken) return { status: 404, reason: 'BadPath' };
    const refused = await providerCheck(headers.authorization);
    if (refused) return refused;
    const failure = failures.shift();
    if (failure?.kind === 'drop') return 'drop';
    if (failure?.kind === 'too-many') return withRetry(429, 'TooManyRequests', failure.retryAfter);
    if (failure?.kind === 'unavailable') return withRetry(503, 'ServiceUnavailable', failure.retryAfter);
    if (failure?.kind === 'internal') return { status: 500, reason: 'InternalServerError' };
    if (failure?.kind === 'expired-token') return { status: 403, reason: 'ExpiredProviderToken' };
    if (headers['apns-topic'] !== options.topic) return { status: 400, reason: 'DeviceTokenNotForTopic' };
    if (!['alert', 'background'].includes(String(headers['apns-push-type'])))
      return { status: 400, reason: 'InvalidPushType' };
    if (!raw) return { status: 400, reason: 'PayloadEmpty' };
    if (Buffer.byteLength(raw) > 4096) return { status: 413, reason: 'PayloadTooLarge' };
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(raw);
    } catch {
      return { status: 400, reason: 'BadPayload' };
    }
    if (!payload.aps || typeof payload.aps !== 'object') return { status: 400, reason: 'BadPayload' };
    const gone = unregisteredAt.get(deviceToken);
    if (gone !== undefined) return { status: 410, reason: 'Unregistered', timestamp: gone };
    if (!/^[0-9a-f]{64}$/i.test(deviceToken) || !registered.has(deviceToken))
      return { status: 400, reason: 'BadDeviceToken' };
    pushes.push({ deviceToken, headers, payload });
    return { status: 200 };
  }

  const server = http2.createServer();
  server.on('session', (session) => {
    state.sessions++;
    open.add(session);
    session.on('close', () => open.delete(session));
    session.on('error', () => open.delete(session));
  });
  server.on('stream', async (stream, headers) => {
    stream.on('error', () => {});
    const reply = await answer(headers, await readBody(stream));
    if (reply === 'drop') {
      stream.session?.destroy();
      return;
    }
    if (stream.destroyed) return;
    const body =
      reply.status === 200
        ? undefined
        : JSON.stringify({
            reason: reply.reason,
            ...(reply.timestamp ? { timestamp: reply.timestamp } : {}),
          });
    stream.respond({
      ':status': reply.status,
      'apns-id': String(headers['apns-id'] ?? randomUUID()).toUpperCase(),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...reply.headers,
    });
    stream.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const closeAll = () =>
    Promise.all(
      [...open].map(
        (session) =>
          new Promise<void>((resolve) => {
            if (session.closed || session.destroyed) return resolve();
            session.close(() => resolve());
          }),
      ),
    );

  return {
    origin,
    pushes,
    jwts,
    get sessions() {
      return state.sessions;
    },
    registerToken(token) {
      registered.add(token);
      unregisteredAt.delete(token);
    },
    unregisterToken(token) {
      registered.delete(token);
      unregisteredAt.set(token, now().getTime());
    },
    fail: (...more) => failures.push(...more),
    async dropSessions() {
      await closeAll();
    },
    async close() {
      for (const session of open) session.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function withRetry(status: number, reason: string, retryAfter: string | undefined): Reply {
  return { status, reason, headers: retryAfter ? { 'retry-after': retryAfter } : {} };
}
