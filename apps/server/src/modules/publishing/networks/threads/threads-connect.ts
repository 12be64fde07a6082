import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type ChannelAccess,
  type ConnectedAccount,
  NetworkError,
  type OAuthConnector,
  type RefreshedAccess,
} from '../network.js';
import { threadsFailure, threadsUnreachable } from './threads-errors.js';
import { type Graph, type ThreadsUrls, text } from './threads-graph.js';

/**
 * What publishing asks of Threads: the profile, publishing, replies (a thread's parts and the
 * first comment are replies), and reading replies, so that after an attempt cut off the
 * account's own replies can be looked through for one that went out unseen; and the insights
 * of its posts and its followers (their results).
 */
export const THREADS_SCOPES = [
  'threads_basic',
  'threads_content_publish',
  'threads_manage_replies',
  'threads_read_replies',
  'threads_manage_insights',
] as const;

/** Threads renews a long-lived token only once it is a day old. */
export const THREADS_REFRESH_MIN_AGE_MS = 24 * 3600_000;

const expiry = (now: Date, seconds: unknown) =>
  typeof seconds === 'number' ? new Date(now.getTime() + seconds * 1000).toISOString() : null;

/**
 * Threads' OAuth (providers/publishing.md §3): the approval page, the code for a short-lived
 * token (an hour), that for a long-lived one (60 days) and the account it belongs to. The
 * credentials keep when the token was issued and when it ends, for `refresh`.
 */
export function threadsConnector(deps: {
  fetch: GuardedFetch;
  now: () => Date;
  app: { clientId: string; clientSecret: string };
  urls: ThreadsUrls;
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
        scope: THREADS_SCOPES.join(','),
        response_type: 'code',
        state,
      }).toString();
      return url.toString();
    },

    async accounts({ code, redirectUri }): Promise<ConnectedAccount[]> {
      let answer: Awaited<ReturnType<GuardedFetch>>;
      try {
        answer = await deps.fetch(
          `${urls.graphUrl}/oauth/access_token`,
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
        throw threadsUnreachable(caught, 'signing in');
      }
      let body: unknown = null;
      try {
        body = JSON.parse(answer.text());
      } catch {
        body = null;
      }
      const short =
        answer.status === 200 ? text((body as Record<string, unknown> | null)?.access_token) : undefined;
      if (!short) throw threadsFailure(answer.status, body, 'the sign-in');
      const long = await graph(
        'GET',
        '/access_token',
        short,
        { grant_type: 'th_exchange_token', client_secret: app.clientSecret },
        'signing in',
        { versioned: false },
      );
      const accessToken = text(long.access_token);
      if (!accessToken)
        throw new NetworkError('permanent', 'Threads answered the sign-in without a token.', {
          code: 'no_token',
        });
      const issued = deps.now();
      const tokenExpiresAt = expiry(issued, long.expires_in);
      const me = await graph(
        'GET',
        '/me',
        accessToken,
        { fields: 'id,username,name,threads_profile_picture_url' },
        'reading the account',
      );
      const accountId = text(me.id);
      const username = text(me.username);
      if (!accountId || !username) return [];
      return [
        {
          host: urls.graphUrl,
          accountId,
          handle: `@${username}`,
          displayName: text(me.name) ?? null,
          avatarUrl: text(me.threads_profile_picture_url) ?? null,
          credentials: {
            accessToken,
            issuedAt: issued.toISOString(),
            ...(tokenExpiresAt ? { expiresAt: tokenExpiresAt } : {}),
          },
          tokenExpiresAt,
          // A long-lived token renews itself for as long as it is renewed before its end.
          renewableUntil: null,
        },
      ];
    },
  };
}

/**
 * A fresh long-lived token (another 60 days). Threads refuses to renew one less than a day old:
 * such a token is answered as it is, with its end (the daily token health asks every day).
 */
export async function refreshThreadsToken(
  graph: Graph,
  now: () => Date,
  channel: ChannelAccess,
): Promise<RefreshedAccess> {
  const { accessToken = '', issuedAt, expiresAt } = channel.credentials;
  const at = now();
  if (issuedAt && at.getTime() - Date.parse(issuedAt) < THREADS_REFRESH_MIN_AGE_MS)
    return { credentials: channel.credentials, tokenExpiresAt: expiresAt ?? null };
  const body = await graph(
    'GET',
    '/refresh_access_token',
    accessToken,
    { grant_type: 'th_refresh_token' },
    'renewing the sign-in',
    { versioned: false },
  );
  const renewed = text(body.access_token);
  if (!renewed)
    throw new NetworkError('transient', 'Threads answered a renewal without a token.', { code: 'no_token' });
  const tokenExpiresAt = expiry(at, body.expires_in);
  return {
    credentials: {
      accessToken: renewed,
      issuedAt: at.toISOString(),
      ...(tokenExpiresAt ? { expiresAt: tokenExpiresAt } : {}),
    },
    tokenExpiresAt,
    renewableUntil: null,
  };
}
