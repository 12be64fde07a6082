import {
  type ChannelAccess,
  type ConnectedAccount,
  NetworkError,
  type OAuthConnector,
  type RefreshedAccess,
} from '../network.js';
import { saidBy, X_ACCESS_TOKEN, X_REFRESH_TOKEN, type XApi, XHttpError, xRequest } from './x-api.js';
import { xError } from './x-errors.js';

/**
 * Connecting an X account through the team's own developer app (providers/publishing.md §5):
 * OAuth 2.0 authorization code with PKCE (S256), the app a confidential client (its id and
 * secret as Basic auth on `POST /2/oauth2/token`). Access tokens last two hours; with
 * `offline.access` a refresh token renews them, and X rotates it: each refresh answers a new one
 * and spends the old, so the pair answered is what must be kept.
 */

/** What the app asks for: read and write posts, read the account, upload media, stay connected. */
export const X_SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'];
/** X's own pages; X_AUTH_URL and X_API_URL point elsewhere in tests. */
export const X_AUTHORIZE_URL = 'https://x.com/i/oauth2/authorize';
export const X_API_URL = 'https://api.x.com';
/** Where the account's channel lives (an X account has no server of its own). */
export const X_HOST = 'https://x.com';

export interface XApp {
  clientId: string;
  clientSecret: string;
  /** X_AUTH_URL: the approval page. */
  authUrl: string;
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
}

interface Me {
  data?: { id: string; username: string; name?: string; profile_image_url?: string };
}

export function xConnect(api: XApi, app: XApp, now: () => Date) {
  const basic = `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;
  const ends = (answer: TokenAnswer) =>
    new Date(now().getTime() + (answer.expires_in ?? 7200) * 1000).toISOString();

  /** A grant traded at the token endpoint; X's refusal in its words (`reconnect` for a refresh). */
  async function token(form: Record<string, string>, refreshing: boolean): Promise<TokenAnswer> {
    try {
      return await xRequest<TokenAnswer>(api, {
        method: 'POST',
        path: '/2/oauth2/token',
        form: { ...form, client_id: app.clientId },
        authorization: basic,
      });
    } catch (caught) {
      if (caught instanceof XHttpError && caught.status === 401)
        throw new NetworkError(
          'permanent',
          `X refused this server's developer app (X answered: ${saidBy(caught.problem)}). Check X_CLIENT_ID and X_CLIENT_SECRET.`,
          { code: 'x_app_refused', cause: caught },
        );
      if (caught instanceof XHttpError && caught.status === 400)
        throw refreshing
          ? new NetworkError(
              'reconnect',
              `X no longer renews this account's connection (X answered: ${saidBy(caught.problem)}); reconnect the account.`,
              { code: caught.problem.error ?? 'invalid_request', cause: caught },
            )
          : new NetworkError(
              'permanent',
              `X refused the connection (X answered: ${saidBy(caught.problem)}). Try connecting again.`,
              { code: caught.problem.error ?? 'invalid_request', cause: caught },
            );
      throw xError(caught, refreshing ? 'renewing the connection' : 'the connection', now());
    }
  }

  const oauth: OAuthConnector = {
    pkce: true,
    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(app.authUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: app.clientId,
        redirect_uri: redirectUri,
        scope: X_SCOPES.join(' '),
        state,
        code_challenge: codeChallenge ?? '',
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    async accounts({ code, redirectUri, codeVerifier }): Promise<ConnectedAccount[]> {
      if (!codeVerifier)
        throw new NetworkError('permanent', 'X needs the PKCE verifier to connect; start again.', {
          code: 'no_verifier',
        });
      const answer = await token(
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier },
        false,
      );
      if (!answer.access_token)
        throw new NetworkError('transient', 'X answered the connection without a token.', {
          code: 'no_token',
        });
      // Without offline.access the connection would end in two hours with nothing to renew it.
      if (!answer.refresh_token)
        throw new NetworkError(
          'permanent',
          'X did not let this server stay connected (offline access was not granted). Connect again and allow it.',
          { code: 'no_refresh_token' },
        );
      let me: Me;
      try {
        me = await xRequest<Me>(api, {
          method: 'GET',
          path: '/2/users/me',
          query: { 'user.fields': 'profile_image_url' },
          authorization: `Bearer ${answer.access_token}`,
        });
      } catch (caught) {
        throw xError(caught, "reading the account's profile", now());
      }
      if (!me.data) return [];
      return [
        {
          host: X_HOST,
          accountId: me.data.id,
          handle: me.data.username,
          displayName: me.data.name ?? null,
          avatarUrl: me.data.profile_image_url ?? null,
          credentials: { [X_ACCESS_TOKEN]: answer.access_token, [X_REFRESH_TOKEN]: answer.refresh_token },
          tokenExpiresAt: ends(answer),
          // X documents no fixed end for a refresh token: it lasts until it is used or revoked.
          renewableUntil: null,
        },
      ];
    },
  };

  /** New credentials: the new access token and the new refresh token that replaces the spent one. */
  async function refresh(channel: ChannelAccess): Promise<RefreshedAccess> {
    const refreshToken = channel.credentials[X_REFRESH_TOKEN];
    if (!refreshToken)
      throw new NetworkError('reconnect', 'The X account has no refresh token; reconnect it.', {
        code: 'no_refresh_token',
      });
    const answer = await token({ grant_type: 'refresh_token', refresh_token: refreshToken }, true);
    if (!answer.access_token)
      throw new NetworkError('transient', 'X answered the renewal without a token.', { code: 'no_token' });
    return {
      credentials: {
        ...channel.credentials,
        [X_ACCESS_TOKEN]: answer.access_token,
        [X_REFRESH_TOKEN]: answer.refresh_token ?? refreshToken,
      },
      tokenExpiresAt: ends(answer),
      renewableUntil: null,
    };
  }

  return { oauth, refresh };
}
