import type { SignInProvider } from '@expertos/domain/sign-in-providers.schema';
import type { AuthCallOptions } from './auth';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/sign-in-providers.schema'));
const authReply = lazyReplies(() => import('./auth-replies'));

/**
 * Signing in with Google, Microsoft or another provider (docs/product.md#sign-in-with-a-provider):
 * which ones this server offers, and the identity service's endpoints that start a sign-in or a
 * link (answering the provider's address to go to), list and unlink them. The session is the
 * cookie, so none of these carries a bearer token.
 */

/** `GET /sign-in-providers`: the providers offered here, by id and name. */
export async function listSignInProviders(client: ApiClient): Promise<SignInProvider[]> {
  return (await client.get('/sign-in-providers', { schema: reply('signInProviderListSchema'), auth: false }))
    .items;
}

/**
 * `POST /auth/sign-in/social` (or `/auth/link-social` when `link`): the provider's address to
 * send the browser to; it comes back to `callbackURL`, or to `errorCallbackURL?error=…`.
 */
export async function startWithProvider(
  client: ApiClient,
  input: {
    provider: string;
    callbackURL: string;
    errorCallbackURL: string;
    /** Where a person whose account was just made lands (a sign-in only). */
    newUserCallbackURL?: string;
    link?: boolean;
  },
  opts: AuthCallOptions = {},
): Promise<string> {
  const { link, ...body } = input;
  const reply = await client.post(link ? '/auth/link-social' : '/auth/sign-in/social', {
    body: { ...body, disableRedirect: true },
    schema: authReply('providerRedirectSchema'),
    auth: false,
    ...opts,
  });
  return reply.url;
}

/** `GET /auth/list-accounts`: the providers linked to the signed-in person's account, and since when. */
export async function listLinkedProviders(client: ApiClient, opts: AuthCallOptions = {}) {
  const accounts = await client.get('/auth/list-accounts', {
    schema: authReply('linkedAccountsSchema'),
    auth: false,
    ...opts,
  });
  return accounts
    .filter((account) => account.providerId !== 'credential')
    .map((account) => ({ provider: account.providerId, linked_at: account.createdAt }));
}

/** `POST /auth/unlink-account`: the provider no longer signs this account in. */
export async function unlinkProvider(client: ApiClient, providerId: string, opts: AuthCallOptions = {}) {
  await client.post('/auth/unlink-account', {
    body: { providerId },
    schema: authReply('authDoneSchema'),
    auth: false,
    ...opts,
  });
}
