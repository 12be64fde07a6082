import type { AuthCallOptions } from './auth';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/two-factor'));
const authReply = lazyReplies(() => import('./auth-replies'));

/**
 * Two-step verification (docs/product.md#two-step-verification): the identity service's
 * endpoints under `/auth/two-factor`, each reading the session (or, while signing in, the
 * sign-in's own) cookie, so none carries a bearer token.
 */

/** `POST /auth/two-factor/enable`: the key for the authenticator app and ten recovery codes; on once a first code confirms. */
export function enableTwoFactor(client: ApiClient, password: string, opts: AuthCallOptions = {}) {
  return client.post('/auth/two-factor/enable', {
    body: { password },
    schema: reply('twoFactorEnabledSchema'),
    auth: false,
    ...opts,
  });
}

/** `POST /auth/two-factor/verify-totp`: a code from the app, to sign in or to confirm the set-up. */
export async function verifyTotp(
  client: ApiClient,
  body: { code: string; trustDevice?: boolean },
  opts: AuthCallOptions = {},
): Promise<void> {
  await client.post('/auth/two-factor/verify-totp', {
    body,
    schema: authReply('authUserResponseSchema'),
    auth: false,
    ...opts,
  });
}

/** `POST /auth/two-factor/verify-backup-code`: signs in with a recovery code, which is then spent. */
export async function verifyRecoveryCode(
  client: ApiClient,
  body: { code: string; trustDevice?: boolean },
  opts: AuthCallOptions = {},
): Promise<void> {
  await client.post('/auth/two-factor/verify-backup-code', {
    body,
    schema: authReply('authUserResponseSchema'),
    auth: false,
    ...opts,
  });
}

/** `POST /auth/two-factor/disable`: the password and a code (from the app or a recovery code). */
export async function disableTwoFactor(
  client: ApiClient,
  body: { password: string; code: string },
  opts: AuthCallOptions = {},
): Promise<void> {
  await client.post('/auth/two-factor/disable', {
    body,
    schema: authReply('authDoneSchema'),
    auth: false,
    ...opts,
  });
}

/** `POST /auth/two-factor/generate-backup-codes`: ten new recovery codes; the old ones stop working. */
export async function newRecoveryCodes(client: ApiClient, password: string, opts: AuthCallOptions = {}) {
  const answer = await client.post('/auth/two-factor/generate-backup-codes', {
    body: { password },
    schema: authReply('recoveryCodesSchema'),
    auth: false,
    ...opts,
  });
  return answer.backupCodes;
}

/** `GET /auth/get-session`: whether the signed-in person has two-step verification on. */
export async function twoFactorIsOn(client: ApiClient, opts: AuthCallOptions = {}): Promise<boolean> {
  const session = await client.get('/auth/get-session', {
    schema: authReply('twoFactorSessionSchema'),
    auth: false,
    ...opts,
  });
  return session?.user.twoFactorEnabled === true;
}
