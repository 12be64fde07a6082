import http2 from 'node:http2';
import { type CryptoKey, importPKCS8, SignJWT } from 'jose';
import {
  isSilent,
  type PushMessage,
  type PushOutcome,
  type PushSender,
  retryAfterMs,
  type SilentPush,
} from './push-sender.js';

/**
 * APNs over HTTP/2 with token-based auth: an ES256 JWT made from the team's `.p8` key.
 *
 * APNs speaks HTTP/2 only, so it cannot go through the egress guard's HTTP/1 fetch. That is
 * safe here: the host is operator configuration (APNS_HOST), never a URL a user chose.
 */
/** APNs refuses tokens older than an hour and renewals more often than every 20 minutes. */
const JWT_REUSE_MS = 50 * 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;
/** How long APNs keeps trying an offline device: a day-old notice about a ticket still helps. */
const DEFAULT_EXPIRY_SECONDS = 24 * 3600;

export interface ApnsSenderOptions {
  /** The `.p8` key (PKCS#8 PEM); never logged. */
  keyPem: string;
  keyId: string;
  teamId: string;
  /** The app's bundle id. */
  topic: string;
  /** `https://api.push.apple.com`, the sandbox, or an h2c stand-in (`http://127.0.0.1:…`). */
  host: string;
  now: () => Date;
  timeoutMs?: number;
  expirySeconds?: number;
}

export interface ApnsSender extends PushSender {
  /** Closes the HTTP/2 session (shutdown); a later send opens a new one. */
  close(): Promise<void>;
}

interface Answer {
  status: number;
  reason: string | null;
  retryAfter: string | null;
}

type Exchange = { ok: true; answer: Answer } | { ok: false; outcome: PushOutcome };

/** The alert and, beside `aps`, the data the app routes a tap with; a silent push's data alone. */
export function apnsPayload(message: PushMessage | SilentPush) {
  if (isSilent(message)) return { aps: { 'content-available': 1 }, ...message.data };
  return { aps: { alert: { title: message.title, body: message.body }, sound: 'default' }, ...message.data };
}

function readReason(text: string): string | null {
  try {
    const { reason } = JSON.parse(text) as { reason?: unknown };
    return typeof reason === 'string' ? reason : null;
  } catch {
    return null;
  }
}

/** request() refusing at once: the session was closing, so nothing reached APNs. */
const UNPROCESSED = new Set(['ERR_HTTP2_INVALID_SESSION', 'ERR_HTTP2_GOAWAY_SESSION']);
const errorCode = (error: unknown) => {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code : 'connection failed';
};

export function createApnsSender(options: ApnsSenderOptions): ApnsSender {
  const { keyId, teamId, topic, host, now } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const expirySeconds = options.expirySeconds ?? DEFAULT_EXPIRY_SECONDS;
  let signingKey: Promise<CryptoKey> | null = null;
  /** The promise itself is kept, so concurrent sends share one signing instead of renewing twice. */
  let jwt: { value: Promise<string>; issuedAt: number } | null = null;
  let session: http2.ClientHttp2Session | null = null;
  const sessionErrors = new WeakMap<http2.ClientHttp2Session, string>();
  let inFlight = 0;

  function sign(): Promise<string> {
    const issuedAt = now().getTime();
    signingKey ??= importPKCS8(options.keyPem, 'ES256');
    const value = signingKey.then((key) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: keyId })
        .setIssuer(teamId)
        .setIssuedAt(Math.floor(issuedAt / 1000))
        .sign(key),
    );
    jwt = { value, issuedAt };
    return value;
  }

  function providerToken(): Promise<string> {
    if (jwt && now().getTime() - jwt.issuedAt < JWT_REUSE_MS) return jwt.value;
    return sign();
  }

  /** After ExpiredProviderToken: a new JWT, unless another send already replaced the refused one. */
  async function renewed(refused: string): Promise<string> {
    const current = jwt ? await jwt.value : null;
    return current !== null && current !== refused ? current : sign();
  }

  function connection(): http2.ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = http2.connect(host);
    const forget = () => forgetSession(opened);
    // Each stream fails too, but only as "cancelled": the session's error says why (ECONNREFUSED…).
    opened.on('error', (error) => {
      sessionErrors.set(opened, errorCode(error));
      forget();
    });
    opened.on('goaway', forget);
    opened.on('close', forget);
    session = opened;
    return opened;
  }

  async function exchange(
    token: string,
    provider: string,
    message: PushMessage | SilentPush,
    signal?: AbortSignal,
  ): Promise<Exchange> {
    const silent = isSilent(message);
    const headers = {
      ':method': 'POST',
      ':path': `/3/device/${encodeURIComponent(token)}`,
      authorization: `bearer ${provider}`,
      'apns-topic': topic,
      // A background push must go at priority 5 (APNs refuses 10 for it).
      'apns-push-type': silent ? 'background' : 'alert',
      'apns-priority': silent ? '5' : '10',
      'apns-expiration': String(
        Math.floor(now().getTime() / 1000) + (silent ? message.ttlSeconds : expirySeconds),
      ),
      ...(!silent && message.tag ? { 'apns-collapse-id': message.tag } : {}),
      'content-type': 'application/json',
    };
    const body = JSON.stringify(apnsPayload(message));
    const first = await exchangeOnce(headers, body, signal);
    // Refused unread (the session was going away): once more, on a new session.
    if (first !== 'unprocessed') return first;
    const second = await exchangeOnce(headers, body, signal);
    return second === 'unprocessed' ? retry('APNs refused the stream') : second;
  }

  /** 'unprocessed': APNs never read the request (GOAWAY, REFUSED_STREAM), so it may be sent again. */
  function exchangeOnce(
    headers: http2.OutgoingHttpHeaders,
    body: string,
    signal: AbortSignal | undefined,
  ): Promise<Exchange | 'unprocessed'> {
    return new Promise((resolve) => {
      if (signal?.aborted) return resolve(retry('cancelled'));
      const current = connection();
      let stream: http2.ClientHttp2Stream;
      try {
        stream = current.request(headers);
      } catch (error) {
        forgetSession(current);
        return resolve(
          UNPROCESSED.has(errorCode(error))
            ? 'unprocessed'
            : retry(`could not reach APNs: ${errorCode(error)}`),
        );
      }
      inFlight++;
      current.ref();
      let status = 0;
      let retryAfter: string | null = null;
      const chunks: Buffer[] = [];
      let settled = false;
      const settle = (result: Exchange | 'unprocessed') => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        inFlight--;
        // An idle session must not keep the process alive (a worker's shutdown, a test's end).
        if (inFlight === 0) session?.unref();
        resolve(result);
      };
      const onAbort = () => {
        stream.close(http2.constants.NGHTTP2_CANCEL);
        settle(retry('cancelled'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      stream.setTimeout(timeoutMs, () => {
        stream.close(http2.constants.NGHTTP2_CANCEL);
        settle(retry(`no answer from APNs within ${timeoutMs} ms`));
      });
      stream.on('response', (h) => {
        status = Number(h[':status']);
        const header = h['retry-after'];
        retryAfter = typeof header === 'string' ? header : null;
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const reason = readReason(Buffer.concat(chunks).toString('utf8'));
        settle(
          status ? { ok: true, answer: { status, reason, retryAfter } } : retry('APNs closed the stream'),
        );
      });
      stream.on('error', (error) => {
        if (current.destroyed || current.closed) forgetSession(current);
        if (!status && stream.rstCode === http2.constants.NGHTTP2_REFUSED_STREAM) {
          forgetSession(current);
          return settle('unprocessed');
        }
        // The session's own error, if any, is emitted in the same turn: wait for it.
        setImmediate(() => {
          const why = sessionErrors.get(current) ?? errorCode(error);
          settle(retry(`the exchange with APNs broke off: ${why}`));
        });
      });
      stream.end(body);
    });
  }

  function forgetSession(which: http2.ClientHttp2Session) {
    if (session === which) session = null;
  }

  function retry(reason: string): Exchange {
    return { ok: false, outcome: { kind: 'retry', reason, retryAfterMs: null } };
  }

  function outcomeOf({ status, reason, retryAfter }: Answer): PushOutcome {
    if (status === 200) return { kind: 'sent' };
    const why = reason ?? `HTTP ${status}`;
    if (status === 410 || (status === 400 && reason === 'BadDeviceToken'))
      return { kind: 'gone', reason: why };
    if (status === 429 || status >= 500)
      return { kind: 'retry', reason: why, retryAfterMs: retryAfterMs(retryAfter, now()) };
    // BadTopic, DeviceTokenNotForTopic, InvalidProviderToken, PayloadTooLarge…: the set-up or payload is wrong.
    return { kind: 'failed', reason: why };
  }

  const expired = (result: Exchange) =>
    result.ok && result.answer.status === 403 && result.answer.reason === 'ExpiredProviderToken';

  return {
    async send(target, message, signal) {
      let provider: string;
      try {
        provider = await providerToken();
      } catch {
        jwt = null;
        // jose's message could quote the key; the reason says only what to fix.
        return { kind: 'failed', reason: 'the APNs key (APNS_KEY) cannot be read as a PKCS#8 EC key' };
      }
      let result = await exchange(target.token, provider, message, signal);
      if (expired(result)) {
        // Our clock and Apple's disagree, or the key was renewed: a new JWT, once, at once.
        result = await exchange(target.token, await renewed(provider), message, signal);
        if (expired(result)) return { kind: 'retry', reason: 'ExpiredProviderToken', retryAfterMs: null };
      }
      return result.ok ? outcomeOf(result.answer) : result.outcome;
    },
    async close() {
      const open = session;
      session = null;
      if (!open || open.closed || open.destroyed) return;
      await new Promise<void>((resolve) => open.close(() => resolve()));
    },
  };
}
