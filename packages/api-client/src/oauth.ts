import type {
  OAuthAuthorizeRequest,
  OAuthGrant,
  OAuthRequestView,
  oauthConsentSchema,
} from '@expertos/domain/oauth';
import { z } from 'zod';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/oauth'));

/**
 * The consent screen's calls and a person's connected apps (docs/product.md#mcp): OAuth for
 * the MCP server. A person signed in answers; a key never does.
 */

/** `GET /oauth/authorize`: which app asks, for what, and where the person returns. */
export function describeAuthorization(
  client: ApiClient,
  request: OAuthAuthorizeRequest,
): Promise<OAuthRequestView> {
  return client.get('/oauth/authorize', { query: { ...request }, schema: reply('oauthRequestViewSchema') });
}

/** `POST /oauth/authorize`: allow, with the scopes and brands chosen; where to send the browser. */
export function allowAuthorization(
  client: ApiClient,
  consent: z.input<typeof oauthConsentSchema>,
): Promise<{ redirect_to: string }> {
  return client.post('/oauth/authorize', { body: consent, schema: reply('oauthRedirectSchema') });
}

/** `POST /oauth/authorize/deny`: decline; where to send the browser. */
export function denyAuthorization(
  client: ApiClient,
  request: Pick<OAuthAuthorizeRequest, 'client_id' | 'redirect_uri' | 'state'>,
): Promise<{ redirect_to: string }> {
  return client.post('/oauth/authorize/deny', { body: request, schema: reply('oauthRedirectSchema') });
}

/** `GET /me/oauth-grants`: the apps the caller connected, newest first. */
export async function listConnectedApps(client: ApiClient): Promise<OAuthGrant[]> {
  return (await client.get('/me/oauth-grants', { schema: reply('oauthGrantListSchema') })).items;
}

/** `DELETE /me/oauth-grants/{id}`: the app's tokens stop at once. */
export async function disconnectApp(client: ApiClient, grantUid: string): Promise<void> {
  await client.delete(`/me/oauth-grants/${encodeURIComponent(grantUid)}`, {
    schema: z.object({ ok: z.literal(true) }),
  });
}
