import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

export type { AuthUserReply, AuthUserResponse, IdTokenResponse, SignInResponse } from './auth-replies';

import type { AuthUserResponse, IdTokenResponse, SignInResponse } from './auth-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('./auth-replies'));

/**
 * The identity service's endpoints under `/auth`. The session is an httpOnly cookie that the
 * service sets and reads, so none of these calls carries a bearer token (`auth: false`): a
 * plain same-origin fetch sends the cookie by itself.
 */

export interface AuthCallOptions {
  signal?: AbortSignal;
  /** Hand a failure to the client's error notification (by default the form shows it). */
  notify?: boolean;
}

export interface SignUpRequest {
  name: string;
  email: string;
  password: string;
  /** The in-app path to land on after confirming the e-mail, e.g. '/tasks'. */
  callbackURL: string;
}

/** `POST /auth/sign-up/email`: creates the account; no session until the e-mail is confirmed. */
export function signUpEmail(
  client: ApiClient,
  body: SignUpRequest,
  opts: AuthCallOptions = {},
): Promise<AuthUserResponse> {
  return client.post('/auth/sign-up/email', {
    body,
    schema: reply('authUserResponseSchema'),
    auth: false,
    ...opts,
  });
}

/** `POST /auth/sign-in/email`: answers the user and sets the session cookie, or asks for a code. */
export function signInEmail(
  client: ApiClient,
  body: { email: string; password: string },
  opts: AuthCallOptions = {},
): Promise<SignInResponse> {
  return client.post('/auth/sign-in/email', {
    body,
    schema: reply('signInResponseSchema'),
    auth: false,
    ...opts,
  });
}

/** `GET /auth/verify-email?token=…`: confirms the e-mail and signs in (session cookie). */
export async function verifyEmail(
  client: ApiClient,
  token: string,
  opts: AuthCallOptions = {},
): Promise<void> {
  await client.get('/auth/verify-email', {
    query: { token },
    schema: reply('authStatusResponseSchema'),
    auth: false,
    ...opts,
  });
}

/** `POST /auth/request-password-reset`: always 200, whether or not the address has an account. */
export async function requestPasswordReset(
  client: ApiClient,
  body: { email: string; redirectTo: string },
  opts: AuthCallOptions = {},
): Promise<void> {
  await client.post('/auth/request-password-reset', {
    body,
    schema: reply('authStatusResponseSchema'),
    auth: false,
    ...opts,
  });
}

/** `POST /auth/reset-password` with the token of the e-mailed link. */
export async function resetPassword(
  client: ApiClient,
  body: { newPassword: string; token: string },
  opts: AuthCallOptions = {},
): Promise<void> {
  await client.post('/auth/reset-password', { body, auth: false, ...opts });
}

/** `POST /auth/change-password` for the signed-in user; other sessions are signed out. */
export async function changePassword(
  client: ApiClient,
  body: { currentPassword: string; newPassword: string },
  opts: AuthCallOptions = {},
): Promise<void> {
  await client.post('/auth/change-password', {
    body: { ...body, revokeOtherSessions: true },
    auth: false,
    ...opts,
  });
}

/** `POST /auth/sign-out`: ends the session and clears the cookie. */
export async function signOut(client: ApiClient, opts: AuthCallOptions = {}): Promise<void> {
  await client.post('/auth/sign-out', { auth: false, ...opts });
}

/**
 * `GET /auth/token`: a fresh ID token (a signed JWT, ~15 minutes) for the session cookie;
 * 401 `unauthorized` without a valid session. This is the token refresh.
 */
export function getIdToken(client: ApiClient, opts: AuthCallOptions = {}): Promise<IdTokenResponse> {
  return client.get('/auth/token', { schema: reply('idTokenResponseSchema'), auth: false, ...opts });
}

/** The header in which the identity service's get-session answer carries a fresh ID token. */
export const SESSION_TOKEN_HEADER = 'set-auth-jwt';

/**
 * `GET /auth/get-session`, and the ID token its answer carries in `set-auth-jwt` when there is
 * a session: signing in on page load takes one round trip instead of two (get-session, then
 * /auth/token), on the path to the first screen. `token` is null when the header is missing
 * (then `getIdToken`).
 */
export async function checkSession(
  client: ApiClient,
  opts: AuthCallOptions = {},
): Promise<{ signedIn: boolean; token: string | null }> {
  let token: string | null = null;
  const session = await client.get('/auth/get-session', {
    schema: reply('sessionReplySchema'),
    auth: false,
    ...opts,
    onHeaders: (headers) => {
      token = headers.get(SESSION_TOKEN_HEADER);
    },
  });
  return session === null ? { signedIn: false, token: null } : { signedIn: true, token };
}

/**
 * `GET /auth/get-session`: whether this browser has a session. Answers 200 with null when it
 * has none, so a signed-out visit asks without an error in the console; then `getIdToken`.
 */
export async function hasSession(client: ApiClient, opts: AuthCallOptions = {}): Promise<boolean> {
  const session = await client.get('/auth/get-session', {
    schema: reply('sessionReplySchema'),
    auth: false,
    ...opts,
  });
  return session !== null;
}
