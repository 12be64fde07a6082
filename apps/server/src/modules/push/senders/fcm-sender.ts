import { type CryptoKey, importPKCS8, SignJWT } from 'jose';
import type { FcmServiceAccount } from '../../../config.js';
import { EgressError, EgressRefusedError } from '../../../platform/http/egress-errors.js';
import type { EgressResponse, GuardedFetch } from '../../../platform/http/guarded-fetch.js';
import {
  isSilent,
  type PushMessage,
  type PushOutcome,
  type PushSender,
  retryAfterMs,
  type SilentPush,
} from './push-sender.js';

/**
 * FCM HTTP v1 (providers/push.md §5) by hand rather than through firebase-admin, whose send host
 * is a constant: with a configurable base URL the same code talks to Google and to the local
 * stand-in of the tests. A service account signs a short JWT assertion, traded at its token URI
 * for an OAuth access token that serves every send until shortly before it expires.
 */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** Google accepts assertions of at most an hour. */
const ASSERTION_SECONDS = 3600;
/** Renew this long before Google's expiry, so no send carries a token that lapses on the way. */
const TOKEN_MARGIN_MS = 5 * 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;
const FCM_ERROR_TYPE = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';
const RETRY_CODES = new Set(['QUOTA_EXCEEDED', 'UNAVAILABLE', 'INTERNAL']);

export interface FcmSenderOptions {
  serviceAccount: FcmServiceAccount;
  /** FCM_API_URL: `https://fcm.googleapis.com`, or a stand-in. */
  baseUrl: string;
  /** Overrides the service account's `token_uri` (tests). */
  tokenUrl?: string;
  /** The egress-guarded fetch: FCM is reached like any other outside service. */
  fetch: GuardedFetch;
  now: () => Date;
  timeoutMs?: number;
}

type Step<T> = { ok: true; value: T } | { ok: false; outcome: PushOutcome };

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/** errorCode (from the FcmError detail, else the status word) and message of a v1 error body. */
function readError(text: string): { code: string | null; message: string | null } {
  try {
    const { error } = JSON.parse(text) as {
      error?: { status?: string; message?: string; details?: { '@type'?: string; errorCode?: string }[] };
    };
    const detail = error?.details?.find((d) => d['@type'] === FCM_ERROR_TYPE)?.errorCode;
    return { code: detail ?? error?.status ?? null, message: error?.message ?? null };
  } catch {
    return { code: null, message: null };
  }
}

/** An exchange that never got an answer: the guard's refusal is permanent, anything else passes. */
function transportOutcome(error: unknown, what: string): PushOutcome {
  if (error instanceof EgressRefusedError) return { kind: 'failed', reason: `${what}: ${error.message}` };
  if (error instanceof EgressError)
    return { kind: 'retry', reason: `${what}: ${error.message}`, retryAfterMs: null };
  throw error;
}

/** The v1 `message` for one device: data values must all be strings, so a null is left out. */
export function fcmMessage(token: string, message: PushMessage | SilentPush) {
  if (isSilent(message)) {
    // Data only (no `notification`): the app gets it and nothing is shown; on iOS through FCM,
    // a background push.
    return {
      token,
      data: message.data,
      android: { priority: 'high', ttl: `${message.ttlSeconds}s` },
      apns: {
        headers: { 'apns-push-type': 'background', 'apns-priority': '5' },
        payload: { aps: { 'content-available': 1 } },
      },
    };
  }
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(message.data)) if (value != null) data[key] = String(value);
  return {
    token,
    notification: { title: message.title, body: message.body },
    data,
    android: { ...(message.tag ? { collapse_key: message.tag } : {}), priority: 'high' },
    apns: { headers: message.tag ? { 'apns-collapse-id': message.tag } : {} },
  };
}

export function createFcmSender(options: FcmSenderOptions): PushSender {
  const { serviceAccount: account, fetch, now } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const tokenUrl = options.tokenUrl ?? account.token_uri ?? GOOGLE_TOKEN_URL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const sendUrl = `${baseUrl}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
  let signingKey: Promise<CryptoKey> | null = null;
  let cached: { token: string; renewAt: number } | null = null;
  /** One token request at a time: sends that arrive meanwhile wait for it. */
  let pending: Promise<Step<string>> | null = null;

  async function assertion(): Promise<string> {
    signingKey ??= importPKCS8(account.private_key, 'RS256');
    const issuedAt = Math.floor(now().getTime() / 1000);
    return new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        ...(account.private_key_id ? { kid: account.private_key_id } : {}),
      })
      .setIssuer(account.client_email)
      .setAudience(tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ASSERTION_SECONDS)
      .sign(await signingKey);
  }

  async function requestToken(signal: AbortSignal | undefined): Promise<Step<string>> {
    let signed: string;
    try {
      signed = await assertion();
    } catch {
      // jose's message could quote the key; the reason says only what to fix.
      return {
        ok: false,
        outcome: { kind: 'failed', reason: "the service account's private_key cannot be read" },
      };
    }
    const requestedAt = now().getTime();
    let answer: EgressResponse;
    try {
      answer = await fetch(
        tokenUrl,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: JWT_BEARER, assertion: signed }).toString(),
        },
        { timeoutMs, signal },
      );
    } catch (error) {
      return { ok: false, outcome: transportOutcome(error, 'FCM token request') };
    }
    let body: { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown } =
      {};
    try {
      body = JSON.parse(answer.text());
    } catch {
      // An unreadable answer is judged by its status alone.
    }
    if (answer.status === 200 && typeof body.access_token === 'string') {
      const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : ASSERTION_SECONDS) * 1000;
      cached = { token: body.access_token, renewAt: requestedAt + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS) };
      return { ok: true, value: body.access_token };
    }
    const reason = clip(
      `FCM token request refused (${answer.status}${typeof body.error === 'string' ? ` ${body.error}` : ''})${typeof body.error_description === 'string' ? `: ${body.error_description}` : ''}`,
    );
    // 4xx: the service account is wrong or revoked, which no retry mends.
    if (answer.status === 429 || answer.status >= 500)
      return {
        ok: false,
        outcome: {
          kind: 'retry',
          reason,
          retryAfterMs: retryAfterMs(answer.headers.get('retry-after'), now()),
        },
      };
    return { ok: false, outcome: { kind: 'failed', reason } };
  }

  async function accessToken(signal: AbortSignal | undefined): Promise<Step<string>> {
    if (cached && now().getTime() < cached.renewAt) return { ok: true, value: cached.token };
    pending ??= requestToken(signal).finally(() => {
      pending = null;
    });
    return pending;
  }

  function outcomeOf(answer: EgressResponse): PushOutcome {
    if (answer.status >= 200 && answer.status < 300) return { kind: 'sent' };
    const { code, message } = readError(answer.text());
    const reason = clip(`${code ?? `HTTP ${answer.status}`}${message ? `: ${message}` : ''}`);
    if (answer.status === 404 || code === 'UNREGISTERED') return { kind: 'gone', reason };
    if (answer.status === 429 || answer.status >= 500 || (code && RETRY_CODES.has(code)))
      return { kind: 'retry', reason, retryAfterMs: retryAfterMs(answer.headers.get('retry-after'), now()) };
    if (answer.status === 401 && code !== 'THIRD_PARTY_AUTH_ERROR') {
      // Our access token itself was refused (revoked early): fetch a new one next time.
      cached = null;
      return { kind: 'retry', reason, retryAfterMs: null };
    }
    // INVALID_ARGUMENT, SENDER_ID_MISMATCH, THIRD_PARTY_AUTH_ERROR…: the payload or the set-up is wrong.
    return { kind: 'failed', reason };
  }

  return {
    async send(target, message, signal) {
      const token = await accessToken(signal);
      if (!token.ok) return token.outcome;
      try {
        const answer = await fetch(
          sendUrl,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${token.value}`, 'content-type': 'application/json' },
            body: JSON.stringify({ message: fcmMessage(target.token, message) }),
          },
          { timeoutMs, signal },
        );
        return outcomeOf(answer);
      } catch (error) {
        return transportOutcome(error, 'FCM send');
      }
    },
  };
}
