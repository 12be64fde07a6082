import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

/**
 * A push service standing in for a browser's (providers/push.md §4, §7): it mints subscriptions
 * the way a browser does (a P-256 key pair and an auth secret), and for each push checks what a
 * real one checks — TTL, the aes128gcm encoding, the VAPID JWT (ES256 under the `k=` key, `aud`
 * = this origin, `exp` within 24 h) — then decrypts the payload with the subscription's keys.
 * Plain HTTP: the app reaches it through the egress guard with private targets allowed.
 */
export interface ReceivedPush {
  id: string;
  headers: http.IncomingHttpHeaders;
  /** The decrypted payload, parsed. */
  payload: unknown;
}

export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface WebPushService {
  origin: string;
  subscribe(): PushSubscriptionJson;
  received: ReceivedPush[];
  /** The next answers for a subscription: 404/410 (gone) or 429 with a Retry-After. */
  answer(id: string, reply: { status: number; retryAfter?: string } | null): void;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

export async function startWebPushService(): Promise<WebPushService> {
  const subscriptions = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const replies = new Map<string, { status: number; retryAfter?: string }>();
  const received: ReceivedPush[] = [];
  let origin = '';

  async function verifyVapid(header: string | undefined): Promise<number | null> {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
    if (!match) return 401;
    const key = Buffer.from(match[2]!, 'base64url');
    if (key.length !== 65 || key[0] !== 4) return 403;
    const jwk = { kty: 'EC', crv: 'P-256', x: b64url(key.subarray(1, 33)), y: b64url(key.subarray(33, 65)) };
    try {
      const { payload } = await jwtVerify(match[1]!, await importJWK(jwk, 'ES256'), { audience: origin });
      const exp = Number(payload.exp);
      if (!exp || exp * 1000 > Date.now() + 24 * 3600_000) return 403;
      if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) return 403;
      return null;
    } catch {
      return 403;
    }
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const subscription = subscriptions.get(id);
      const reply = (status: number, headers: Record<string, string> = {}) => {
        response.writeHead(status, headers);
        response.end();
      };
      if (request.method !== 'POST' || !subscription) return reply(404);
      const forced = replies.get(id);
      if (forced) {
        return reply(forced.status, forced.retryAfter ? { 'retry-after': forced.retryAfter } : {});
      }
      if (!request.headers.ttl || !/^\d+$/.test(String(request.headers.ttl))) return reply(400);
      const body = Buffer.concat(chunks);
      if (body.length > 4096) return reply(413);
      const refused = await verifyVapid(request.headers.authorization);
      if (refused) return reply(refused);
      if (request.headers['content-encoding'] !== 'aes128gcm') return reply(400);
      let payload: unknown;
      try {
        const plain = ece.decrypt(body, {
          version: 'aes128gcm',
          privateKey: subscription.ecdh,
          authSecret: b64url(subscription.auth),
        });
        payload = JSON.parse(plain.toString('utf8'));
      } catch {
        return reply(400);
      }
      received.push({ id, headers: request.headers, payload });
      reply(201, { location: `${origin}/message/${received.length}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      subscriptions.set(id, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    answer(id, reply) {
      if (reply) replies.set(id, reply);
      else replies.delete(id);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
