import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type ConnectedAccount, NetworkError, type OAuthConnector } from '../network.js';
import { instagramFailure, instagramUnreachable } from './instagram-errors.js';
import { type Graph, type InstagramUrls, text } from './instagram-graph.js';

/**
 * What publishing asks of Instagram Login: the profile, publishing, the comments (the first
 * comment), and the insights of the posts it published (their results). The import's
 * connection asks for insights only, so a brand connects once more here to publish (its token
 * stays with the import; providers/publishing.md §1).
 */
export const INSTAGRAM_PUBLISH_SCOPES = [
  'instagram_business_basic',
  'instagram_business_content_publish',
  'instagram_business_manage_comments',
  'instagram_business_manage_insights',
] as const;

/**
 * Instagram Login for publishing (providers/social.md §1): the approval page, then the code for
 * a short-lived token, that for a long-lived one (60 days, renewed by the daily token health),
 * and the professional account it belongs to.
 */
export function instagramConnector(deps: {
  fetch: GuardedFetch;
  now: () => Date;
  app: { clientId: string; clientSecret: string };
  urls: InstagramUrls;
  graph: Graph;
}): OAuthConnector {
  const { app, urls, graph } = deps;
  return {
    pkce: false,
    authorizeUrl({ redirectUri, state }) {
      const url = new URL(urls.authUrl);
      url.search = new URLSearchParams({
        client_id: app.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: INSTAGRAM_PUBLISH_SCOPES.join(','),
        state,
      }).toString();
      return url.toString();
    },

    async accounts({ code, redirectUri }): Promise<ConnectedAccount[]> {
      let answer: Awaited<ReturnType<GuardedFetch>>;
      try {
        answer = await deps.fetch(
          `${urls.apiUrl}/oauth/access_token`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              client_id: app.clientId,
              client_secret: app.clientSecret,
              grant_type: 'authorization_code',
              redirect_uri: redirectUri,
              // Meta may append `#_` to the code it sends back.
              code: code.replace(/#_$/, ''),
            }).toString(),
          },
          { timeoutMs: 30_000 },
        );
      } catch (caught) {
        throw instagramUnreachable(caught, 'signing in');
      }
      let body: unknown = null;
      try {
        body = JSON.parse(answer.text());
      } catch {
        body = null;
      }
      // The reference shows `{access_token, user_id}`; the Business Login guide wraps it in `data`.
      const reply = (
        body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data)
          ? (body as { data: unknown[] }).data[0]
          : body
      ) as Record<string, unknown> | null;
      const short = answer.status === 200 ? text(reply?.access_token) : undefined;
      if (!short) throw instagramFailure(answer.status, body, 'the sign-in');
      const long = await graph(
        'GET',
        '/access_token',
        short,
        { grant_type: 'ig_exchange_token', client_secret: app.clientSecret },
        'signing in',
        { versioned: false },
      );
      const accessToken = text(long.access_token);
      if (!accessToken)
        throw new NetworkError('permanent', 'Instagram answered the sign-in without a token.', {
          code: 'no_token',
        });
      const seconds = typeof long.expires_in === 'number' ? long.expires_in : null;
      const me = await graph(
        'GET',
        '/me',
        accessToken,
        { fields: 'user_id,username,name,profile_picture_url,account_type' },
        'reading the account',
      );
      const accountId = text(me.user_id) ?? text(me.id);
      const username = text(me.username);
      if (!accountId || !username) return [];
      // A personal account cannot publish through the API: only Business and Creator accounts.
      if (text(me.account_type) === 'PERSONAL') return [];
      return [
        {
          host: urls.graphUrl,
          accountId,
          handle: `@${username}`,
          displayName: text(me.name) ?? null,
          avatarUrl: text(me.profile_picture_url) ?? null,
          credentials: { accessToken },
          tokenExpiresAt:
            seconds === null ? null : new Date(deps.now().getTime() + seconds * 1000).toISOString(),
          // A long-lived token renews itself for as long as it is renewed before its end.
          renewableUntil: null,
        },
      ];
    },
  };
}
