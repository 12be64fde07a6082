import { idTokenResponseSchema } from '@expertos/domain/auth.schema';
import { z } from 'zod';
import type { ApiClient } from './client';

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

/** The account as the identity service answers it; only what the app reads is kept. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullish(),
});
export type AuthUserReply = z.infer<typeof authUserSchema>;

export const authUserResponseSchema = z.object({ user: authUserSchema });
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

/** The identity service's "done" reply. Its `status` is not read: a 2xx means done. */
export const authStatusResponseSchema = z.object({ status: z.boolean().optional() }).optional();

export type IdTokenResponse = z.infer<typeof idTokenResponseSchema>;

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
  return client.post('/auth/sign-up/email', { body, schema: authUserResponseSchema, auth: false, ...opts });
}

/**
 * What a right password answers: the user (the session cookie is set), or, for someone with
 * two-step verification on, `twoFactorRedirect` and no session yet: the code comes next.
 */
export const signInResponseSchema = z.union([
  authUserResponseSchema,
  z.object({ twoFactorRedirect: z.literal(true) }),
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** `POST /auth/sign-in/email`: answers the user and sets the session cookie, or asks for a code. */
export function signInEmail(
  client: ApiClient,
  body: { email: string; password: string },
  opts: AuthCallOptions = {},
): Promise<SignInResponse> {
  return client.post('/auth/sign-in/email', { body, schema: signInResponseSchema, auth: false, ...opts });
}

/** `GET /auth/verify-email?token=…`: confirms the e-mail and signs in (session cookie). */
export async function verifyEmail(
  client: ApiClient,
  token: string,
  opts: AuthCallOptions = {},
): Promise<void> {
  await client.get('/auth/verify-email', {
    query: { token },
    schema: authStatusResponseSchema,
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
    schema: authStatusResponseSchema,
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
  return client.get('/auth/token', { schema: idTokenResponseSchema, auth: false, ...opts });
}

const sessionReplySchema = z
  .object({ session: z.object({ id: z.string() }).loose() })
  .loose()
  .nullable();

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
  const reply = await client.get('/auth/get-session', {
    schema: sessionReplySchema,
    auth: false,
    ...opts,
    onHeaders: (headers) => {
      token = headers.get(SESSION_TOKEN_HEADER);
    },
  });
  return reply === null ? { signedIn: false, token: null } : { signedIn: true, token };
}

/**
 * `GET /auth/get-session`: whether this browser has a session. Answers 200 with null when it
 * has none, so a signed-out visit asks without an error in the console; then `getIdToken`.
 */
export async function hasSession(client: ApiClient, opts: AuthCallOptions = {}): Promise<boolean> {
  const reply = await client.get('/auth/get-session', { schema: sessionReplySchema, auth: false, ...opts });
  return reply !== null;
}
