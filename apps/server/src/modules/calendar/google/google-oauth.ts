import type { ErrorCode } from '@expertos/domain/errors';
import {
  GOOGLE_CALENDAR_REQUIRED_SCOPES,
  GOOGLE_CALENDAR_SCOPES,
  GOOGLE_OAUTH_AUTHORIZE_URL,
  GOOGLE_OAUTH_REVOKE_URL,
  GOOGLE_OAUTH_TOKEN_URL,
  type GoogleCalendarSecret,
} from '@expertos/domain/google-calendar.schema';
import { EgressError } from '../../../platform/http/egress-errors.js';
import type { GuardedFetch } from '../../../platform/http/guarded-fetch.js';
import { parseRetryAfter } from '../../../platform/http/retry-after.js';

/**
 * Google's OAuth 2.0 web-server flow (providers/google-calendar.md §1) for the Google Calendar
 * integration (docs/product.md#integrations), done with our own guarded fetch rather than
 * google-auth-library's OAuth2Client: one small form POST each, sent through the egress guard
 * like every other outbound call, with the token URL a test can point at a local stand-in.
 *
 * Google returns a refresh token on the code exchange only (`access_type=offline`, and
 * `prompt=consent` so a re-connect gets a new one), and usually none on a refresh: the old one
 * stays valid and is kept. `invalid_grant` means the grant was revoked or expired: only a new
 * connection helps, so the error says `tokenError`.
 *
 * Every failure of a Google call, here and in the Calendar client, is a `GoogleCalendarError`
 * whose `code` is the catalogue's (`calendar_update_failed` for writes,
 * `google_calendar_load_error` for reads and connecting); it lives here because the client
 * imports this file for its refreshes, not the other way round.
 */

export type GoogleCalendarErrorCode = Extract<
  ErrorCode,
  'calendar_update_failed' | 'google_calendar_load_error'
>;

export interface GoogleCalendarErrorDetails {
  /** Google's HTTP status, when it answered. */
  status: number | null;
  /** Google's reason (`rateLimitExceeded`, `notFound`, `invalid_grant`…), when it gave one. */
  reason: string | null;
  /** Another try may work (429, 5xx, a rate-limit 403, a timeout). */
  transient: boolean;
  /** The wait Google asked for (Retry-After), in ms. */
  retryAfterMs?: number;
  /** The credential is refused (revoked, expired, scopes missing): only a re-connect helps. */
  tokenError: boolean;
  /** The egress guard refused the address: nothing was sent. */
  refused?: boolean;
}

export class GoogleCalendarError extends Error {
  constructor(
    readonly code: GoogleCalendarErrorCode,
    message: string,
    readonly details: GoogleCalendarErrorDetails,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GoogleCalendarError';
  }

  /** The same failure, reported as another operation's (a refresh failing inside a write). */
  as(code: GoogleCalendarErrorCode): GoogleCalendarError {
    return code === this.code
      ? this
      : new GoogleCalendarError(code, this.message, this.details, { cause: this });
  }
}

export interface GoogleOAuthApp {
  clientId: string;
  clientSecret: string;
  /** Tests point these at a local stand-in; Google's by default. */
  authorizeUrl?: string;
  tokenUrl?: string;
  revokeUrl?: string;
}

/** What a finished connect gives: the secret to store and who connected. */
export interface GoogleConnection {
  secret: GoogleCalendarSecret;
  /** The account's e-mail from the ID token (OpenID `email`), or null. */
  accountEmail: string | null;
  /** The scopes the person granted (Google lets them untick some). */
  scopes: string[];
  /** Required scopes they did not grant: the connection cannot work until they do. */
  missingScopes: string[];
}

const OAUTH_TIMEOUT_MS = 15_000;
/** A token reply is a few KB (the ID token is the largest part). */
const OAUTH_MAX_ANSWER_BYTES = 64 * 1024;

/** The consent page's address: offline access, the consent screen every time, and our state. */
export function googleAuthorizeUrl(
  app: Pick<GoogleOAuthApp, 'clientId' | 'authorizeUrl'>,
  redirectUri: string,
  state: string,
  options: { loginHint?: string; extraScopes?: readonly string[] } = {},
): string {
  const url = new URL(app.authorizeUrl ?? GOOGLE_OAUTH_AUTHORIZE_URL);
  const extra = options.extraScopes ?? [];
  url.search = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: [...GOOGLE_CALENDAR_SCOPES, ...extra].join(' '),
    access_type: 'offline',
    prompt: 'consent',
    state,
    ...(options.loginHint ? { login_hint: options.loginHint } : {}),
    // Incremental consent (Drive for the asset library): the new grant keeps the earlier ones.
    ...(extra.length > 0 ? { include_granted_scopes: 'true' } : {}),
  }).toString();
  return url.toString();
}

interface TokenAnswer {
  access_token: string;
  expires_in: number | null;
  refresh_token: string | null;
  scope: string | null;
  id_token: string | null;
}

const loadError = (message: string, details: Partial<GoogleCalendarErrorDetails>, cause?: unknown) =>
  new GoogleCalendarError(
    'google_calendar_load_error',
    message,
    { status: null, reason: null, transient: false, tokenError: false, ...details },
    { cause },
  );

/** No answer: the guard refused the address (permanent) or the network failed (worth a retry). */
function unreachable(caught: unknown): GoogleCalendarError {
  const refused = caught instanceof EgressError && caught.code === 'refused';
  return loadError(
    refused ? caught.message : 'could not reach Google',
    { transient: !refused, ...(refused ? { refused } : {}) },
    caught,
  );
}

async function tokenCall(
  fetch: GuardedFetch,
  app: GoogleOAuthApp,
  grant: Record<string, string>,
  signal: AbortSignal | undefined,
  now: Date,
): Promise<TokenAnswer> {
  let answer: Awaited<ReturnType<GuardedFetch>>;
  try {
    answer = await fetch(
      app.tokenUrl ?? GOOGLE_OAUTH_TOKEN_URL,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          ...grant,
          client_id: app.clientId,
          client_secret: app.clientSecret,
        }).toString(),
      },
      { signal, timeoutMs: OAUTH_TIMEOUT_MS, maxBytes: OAUTH_MAX_ANSWER_BYTES },
    );
  } catch (caught) {
    throw unreachable(caught);
  }
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(answer.text()) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's page): judged by the status alone.
  }
  if (answer.status === 200 && typeof body.access_token === 'string' && body.access_token) {
    return {
      access_token: body.access_token,
      expires_in: typeof body.expires_in === 'number' ? body.expires_in : null,
      refresh_token: typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : null,
      scope: typeof body.scope === 'string' ? body.scope : null,
      id_token: typeof body.id_token === 'string' ? body.id_token : null,
    };
  }
  // RFC 6749 §5.2: a refused grant or client is a credential problem; anything else is Google's.
  const error = typeof body.error === 'string' ? body.error : null;
  const tokenError =
    error === 'invalid_grant' ||
    error === 'invalid_client' ||
    error === 'unauthorized_client' ||
    error === 'invalid_scope' ||
    answer.status === 401;
  const transient = !tokenError && (answer.status === 429 || answer.status >= 500);
  const retryAfterMs = transient ? parseRetryAfter(answer.headers.get('retry-after'), now) : undefined;
  throw loadError(`Google's token endpoint answered HTTP ${answer.status}${error ? ` (${error})` : ''}`, {
    status: answer.status,
    reason: error,
    transient,
    tokenError,
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  });
}

const expiresAt = (seconds: number | null, now: Date) =>
  seconds === null ? null : new Date(now.getTime() + seconds * 1000).toISOString();

/**
 * The ID token's `email`. It came straight from Google's token endpoint over TLS, so it is read
 * without checking its signature (OpenID Connect Core §3.1.3.7); it is shown, never trusted
 * for access.
 */
function idTokenEmail(idToken: string | null): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof claims.email === 'string' && claims.email.includes('@') ? claims.email : null;
  } catch {
    return null;
  }
}

/** Trades the callback's `code` for the tokens and the account's e-mail. */
export async function exchangeGoogleCode(
  fetch: GuardedFetch,
  app: GoogleOAuthApp,
  input: { code: string; redirectUri: string },
  options: { signal?: AbortSignal; now?: Date } = {},
): Promise<GoogleConnection> {
  const now = options.now ?? new Date();
  const answer = await tokenCall(
    fetch,
    app,
    { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri },
    options.signal,
    now,
  );
  const scopes = (answer.scope ?? '').split(' ').filter(Boolean);
  return {
    secret: {
      access_token: answer.access_token,
      refresh_token: answer.refresh_token,
      expires_at: expiresAt(answer.expires_in, now),
    },
    accountEmail: idTokenEmail(answer.id_token),
    scopes,
    // Google answers the granted scopes; an answer without any says nothing about what is missing.
    missingScopes:
      answer.scope === null ? [] : GOOGLE_CALENDAR_REQUIRED_SCOPES.filter((s) => !scopes.includes(s)),
  };
}

/**
 * A new access token for the stored secret. Google keeps the refresh token valid and seldom
 * sends another; when it does, the new one is what must be stored.
 */
export async function refreshGoogleToken(
  fetch: GuardedFetch,
  app: GoogleOAuthApp,
  secret: Pick<GoogleCalendarSecret, 'refresh_token'>,
  options: { signal?: AbortSignal; now?: Date } = {},
): Promise<GoogleCalendarSecret> {
  if (!secret.refresh_token)
    throw loadError('no refresh token to renew the access token with', { tokenError: true });
  const now = options.now ?? new Date();
  const answer = await tokenCall(
    fetch,
    app,
    { grant_type: 'refresh_token', refresh_token: secret.refresh_token },
    options.signal,
    now,
  );
  return {
    access_token: answer.access_token,
    refresh_token: answer.refresh_token ?? secret.refresh_token,
    expires_at: expiresAt(answer.expires_in, now),
  };
}

/**
 * Ends the grant at Google (disconnecting): revoking the refresh token revokes its access
 * tokens too. A token Google no longer knows (`invalid_token`) is as good as revoked.
 */
export async function revokeGoogleToken(
  fetch: GuardedFetch,
  app: Pick<GoogleOAuthApp, 'revokeUrl'>,
  token: string,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  let answer: Awaited<ReturnType<GuardedFetch>>;
  try {
    answer = await fetch(
      app.revokeUrl ?? GOOGLE_OAUTH_REVOKE_URL,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      },
      { signal: options.signal, timeoutMs: OAUTH_TIMEOUT_MS, maxBytes: OAUTH_MAX_ANSWER_BYTES },
    );
  } catch (caught) {
    throw unreachable(caught);
  }
  if (answer.status === 200) return;
  let error: string | null = null;
  try {
    const body = JSON.parse(answer.text()) as { error?: unknown };
    error = typeof body.error === 'string' ? body.error : null;
  } catch {
    // Judged by the status alone.
  }
  if (error === 'invalid_token') return;
  throw loadError(`Google's revoke endpoint answered HTTP ${answer.status}`, {
    status: answer.status,
    reason: error,
    transient: answer.status === 429 || answer.status >= 500,
  });
}
