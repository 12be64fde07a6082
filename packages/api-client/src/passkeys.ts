import type { Passkey } from '@expertos/domain/passkeys';
import type { AuthCallOptions } from './auth';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/passkeys'));
const authReply = lazyReplies(() => import('./auth-replies'));

/**
 * Passkeys (docs/product.md#passkeys): the person's own under `/me/passkeys`, and signing in
 * with one through the identity service (`/auth/passkey/*`, cookies, no bearer token). The
 * WebAuthn options and answers pass through as JSON; the browser side makes them.
 */

/** `GET /me/passkeys`: the caller's passkeys, oldest first. */
export async function listPasskeys(client: ApiClient): Promise<Passkey[]> {
  return (await client.get('/me/passkeys', { schema: reply('passkeyListSchema') })).items;
}

/** `POST /me/passkeys/options`: what `navigator.credentials.create()` needs. */
export function passkeyRegistrationOptions(client: ApiClient) {
  return client.post('/me/passkeys/options', { schema: reply('passkeyOptionsSchema') });
}

/** `POST /me/passkeys`: keeps the passkey the browser made (named after the device unless named). */
export function addPasskey(client: ApiClient, body: { response: unknown; name?: string }): Promise<Passkey> {
  return client.post('/me/passkeys', { body, schema: reply('passkeySchema') });
}

/** `PATCH /me/passkeys/{id}`. */
export function renamePasskey(client: ApiClient, id: string, name: string): Promise<Passkey> {
  return client.patch(`/me/passkeys/${encodeURIComponent(id)}`, {
    body: { name },
    schema: reply('passkeySchema'),
  });
}

/** `DELETE /me/passkeys/{id}`: it no longer signs in. */
export async function removePasskey(client: ApiClient, id: string): Promise<void> {
  await client.delete(`/me/passkeys/${encodeURIComponent(id)}`);
}

/** `POST /auth/passkey/sign-in-options`: what `navigator.credentials.get()` needs. */
export function passkeySignInOptions(client: ApiClient, opts: AuthCallOptions = {}) {
  return client.post('/auth/passkey/sign-in-options', {
    schema: reply('passkeyOptionsSchema'),
    auth: false,
    ...opts,
  });
}

/** `POST /auth/passkey/sign-in`: signs in (sets the session cookie) with the browser's answer. */
export async function signInWithPasskey(
  client: ApiClient,
  response: unknown,
  opts: AuthCallOptions = {},
): Promise<void> {
  await client.post('/auth/passkey/sign-in', {
    body: { response },
    schema: authReply('passkeySignInSchema'),
    auth: false,
    ...opts,
  });
}
