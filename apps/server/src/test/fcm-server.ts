import type { KeyObject } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';

/**
 * A local stand-in for Google's OAuth token endpoint and FCM HTTP v1 (providers/push.md §5, §7):
 *
 * - `POST /token` (form): `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer` with an RS256
 *   `assertion` verified against the service account's public key (`iss` = its e-mail, `aud` =
 *   this URL, `scope` holding firebase.messaging) → `{ access_token, expires_in, token_type }`;
 *   otherwise `400 { error: 'invalid_grant', error_description }`.
 * - `POST /v1/projects/{id}/messages:send`: needs `Bearer <unexpired token from /token>` (else
 *   401 UNAUTHENTICATED), the configured project (else 403 SENDER_ID_MISMATCH), exactly one of
 *   `token`/`topic`/`condition`, string-only `data` of at most 4096 bytes (else 400
 *   INVALID_ARGUMENT); an unknown token gets 404 UNREGISTERED. `200 { name }`, the message kept
 *   in `messages` unless `validate_only`.
 * - Switches (`fail`): the next requests to messages:send answer 429 QUOTA_EXCEEDED (with
 *   Retry-After), 503 UNAVAILABLE, 500 INTERNAL, 401 THIRD_PARTY_AUTH_ERROR, 403
 *   SENDER_ID_MISMATCH, or never answer (`stall`, for timeouts).
 *
 * The clock is injectable, so a test moving the sender's clock moves this one alike.
 */
export interface FcmServerOptions {
  /** The service account's public key: verifies the assertions. */
  publicKey: KeyObject;
  clientEmail: string;
  projectId: string;
  /** Seconds each access token lives; Google's is 3599. */
  expiresIn?: number;
  now?: () => Date;
}

export type FcmFailure =
  | { kind: 'quota'; retryAfter?: string }
  | { kind: 'unavailable'; retryAfter?: string }
  | { kind: 'internal' }
  | { kind: 'third-party-auth' }
  | { kind: 'sender-mismatch' }
  | { kind: 'stall' };

export interface FcmStoredMessage {
  name: string;
  message: Record<string, unknown>;
  authorization: string;
}

export interface FcmServer {
  origin: string;
  tokenUrl: string;
  /** Accepted messages, oldest first. */
  messages: FcmStoredMessage[];
  /** Assertions received at /token, valid or not. */
  tokenRequests: number;
  /** Registration tokens that exist; any other gets 404 UNREGISTERED. */
  registerToken(token: string): void;
  unregisterToken(token: string): void;
  /** Forgets every access token handed out (as if revoked): the next send gets 401 UNAUTHENTICATED. */
  revokeAccessTokens(): void;
  fail(...failures: FcmFailure[]): void;
  close(): Promise<void>;
}

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const FCM_ERROR_TYPE = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';

/** FCM's error body (providers/push.md §5), with the BadRequest detail when a field is named. */
export function fcmErrorBody(
  code: number,
  status: string,
  message: string,
  errorCode?: string,
  violation?: { field: string; description: string },
) {
  const details: Record<string, unknown>[] = [];
  if (errorCode) details.push({ '@type': FCM_ERROR_TYPE, errorCode });
  if (violation)
    details.push({ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [violation] });
  return { error: { code, message, status, ...(details.length ? { details } : {}) } };
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

const FAILURES: Record<Exclude<FcmFailure['kind'], 'stall'>, (retryAfter?: string) => Reply> = {
  quota: (retryAfter) => ({
    status: 429,
    body: fcmErrorBody(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for quota metric.', 'QUOTA_EXCEEDED'),
    headers: retryAfter ? { 'retry-after': retryAfter } : undefined,
  }),
  unavailable: (retryAfter) => ({
    status: 503,
    body: fcmErrorBody(503, 'UNAVAILABLE', 'The service is currently unavailable.', 'UNAVAILABLE'),
    headers: retryAfter ? { 'retry-after': retryAfter } : undefined,
  }),
  internal: () => ({
    status: 500,
    body: fcmErrorBody(500, 'INTERNAL', 'Internal error encountered.', 'INTERNAL'),
  }),
  'third-party-auth': () => ({
    status: 401,
    body: fcmErrorBody(
      401,
      'UNAUTHENTICATED',
      'Auth error from APNS or Web Push Service',
      'THIRD_PARTY_AUTH_ERROR',
    ),
  }),
  'sender-mismatch': () => ({
    status: 403,
    body: fcmErrorBody(403, 'PERMISSION_DENIED', 'SenderId mismatch', 'SENDER_ID_MISMATCH'),
  }),
};

const invalid = (field: string, description: string): Reply => ({
  status: 400,
  body: fcmErrorBody(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.', 'INVALID_ARGUMENT', {
    field,
    description,
  }),
});

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFcmServer(options: FcmServerOptions): Promise<FcmServer> {
  const now = options.now ?? (() => new Date());
  const expiresIn = options.expiresIn ?? 3599;
  const accessTokens = new Map<string, number>();
  const registered = new Set<string>();
  const failures: FcmFailure[] = [];
  const messages: FcmStoredMessage[] = [];
  let origin = '';
  const state = { tokenRequests: 0 };

  async function token(raw: string): Promise<Reply> {
    state.tokenRequests++;
    const form = new URLSearchParams(raw);
    const refuse = (description: string): Reply => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: description },
    });
    if (form.get('grant_type') !== JWT_BEARER) return refuse('Invalid grant_type.');
    try {
      const { payload } = await jwtVerify(form.get('assertion') ?? '', options.publicKey, {
        algorithms: ['RS256'],
        issuer: options.clientEmail,
        audience: `${origin}/token`,
        currentDate: now(),
        requiredClaims: ['iat', 'exp'],
      });
      if (typeof payload.scope !== 'string' || !payload.scope.split(' ').includes(FCM_SCOPE))
        return refuse('Invalid OAuth scope or ID token audience provided.');
    } catch {
      return refuse('Invalid JWT Signature.');
    }
    const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
    accessTokens.set(accessToken, now().getTime() + expiresIn * 1000);
    return { status: 200, body: { access_token: accessToken, expires_in: expiresIn, token_type: 'Bearer' } };
  }

  function send(projectId: string, authorization: string, raw: string): Reply | 'stall' {
    const bearer = /^Bearer (\S+)$/.exec(authorization)?.[1];
    const expiresAt = bearer ? accessTokens.get(bearer) : undefined;
    if (expiresAt === undefined || expiresAt <= now().getTime())
      return {
        status: 401,
        body: fcmErrorBody(
          401,
          'UNAUTHENTICATED',
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        ),
      };
    const failure = failures.shift();
    if (failure?.kind === 'stall') return 'stall';
    if (failure) return FAILURES[failure.kind]('retryAfter' in failure ? failure.retryAfter : undefined);
    if (projectId !== options.projectId) return FAILURES['sender-mismatch']();
    let body: { message?: Record<string, unknown>; validate_only?: boolean };
    try {
      body = JSON.parse(raw);
    } catch {
      return invalid('', 'Invalid JSON payload received.');
    }
    const message = body.message;
    if (!message || typeof message !== 'object') return invalid('message', 'The message is missing.');
    const targets = ['token', 'topic', 'condition'].filter((key) => message[key] !== undefined);
    if (targets.length !== 1)
      return invalid('message', 'Exactly one of token, topic or condition is required.');
    const data = (message.data ?? {}) as Record<string, unknown>;
    const nonString = Object.entries(data).find(([, value]) => typeof value !== 'string');
    if (nonString)
      return invalid(`message.data[${nonString[0]}]`, 'Invalid value: data values must be strings.');
    if (Buffer.byteLength(JSON.stringify(data)) > 4096)
      return invalid('message.data', 'Message payload exceeds the 4096 bytes limit.');
    const target = message.token;
    if (typeof target === 'string') {
      if (!/^[\w:-]{8,}$/.test(target))
        return invalid('message.token', 'The registration token is not a valid FCM registration token');
      if (!registered.has(target))
        return {
          status: 404,
          body: fcmErrorBody(404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED'),
        };
    }
    const name = `projects/${projectId}/messages/0:${Date.now()}%${randomBytes(8).toString('hex')}`;
    if (!body.validate_only) messages.push({ name, message, authorization });
    return { status: 200, body: { name } };
  }

  const server = http.createServer(async (req, res) => {
    const raw = await readBody(req);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const projectId = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(path)?.[1];
    let reply: Reply | 'stall';
    if (req.method === 'POST' && path === '/token') reply = await token(raw);
    else if (req.method === 'POST' && projectId)
      reply = send(decodeURIComponent(projectId), req.headers.authorization ?? '', raw);
    else reply = { status: 404, body: fcmErrorBody(404, 'NOT_FOUND', 'Not found.') };
    if (reply === 'stall') return;
    res.writeHead(reply.status, { 'content-type': 'application/json; charset=UTF-8', ...reply.headers });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    tokenUrl: `${origin}/token`,
    messages,
    get tokenRequests() {
      return state.tokenRequests;
    },
    registerToken: (token) => registered.add(token),
    unregisterToken: (token) => registered.delete(token),
    revokeAccessTokens: () => accessTokens.clear(),
    fail: (...more) => failures.push(...more),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
