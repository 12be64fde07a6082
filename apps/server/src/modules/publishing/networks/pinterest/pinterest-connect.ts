import {
  type ChannelAccess,
  type ConnectedAccount,
  NetworkError,
  type OAuthConnector,
  type RefreshedAccess,
} from '../network.js';
import {
  PINTEREST_ACCESS_TOKEN,
  PINTEREST_HOST,
  PINTEREST_REFRESH_TOKEN,
  type PinterestApi,
  PinterestHttpError,
  pinterestRequest,
} from './pinterest-api.js';
import { pinterestError } from './pinterest-errors.js';

/**
 * Connecting a Pinterest account through the team's own developer app (providers/publishing.md
 * §8): authorization code without PKCE, the code traded at `POST /v5/oauth/token` with the
 * app's id and secret as HTTP Basic. The access token ends after `expires_in`; the refresh token
 * is a "continuous" one (60 days, renewed each time it is used): the new one Pinterest answers
 * at a renewal is the one kept, and its end is when the person must connect again.
 */

/** Read and write boards and Pins, and read the account. */
export const PINTEREST_SCOPES = [
  'boards:read',
  'boards:write',
  'pins:read',
  'pins:write',
  'user_accounts:read',
];

export interface PinterestApp {
  appId: string;
  appSecret: string;
  /** PINTEREST_AUTH_URL: the approval page. */
  authUrl: string;
}

interface TokenAnswer {
  access_token?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
  scope?: string;
}

interface Account {
  id?: string;
  username?: string;
  profile_image?: string;
  /** `PINNER` (personal) or `BUSINESS`: both may publish Pins. */
  account_type?: string;
  business_name?: string | null;
}

export function pinterestConnect(api: PinterestApi, app: PinterestApp, now: () => Date) {
  const at = (seconds: number | undefined) =>
    seconds === undefined ? null : new Date(now().getTime() + seconds * 1000).toISOString();
  const basic = `Basic ${Buffer.from(`${app.appId}:${app.appSecret}`).toString('base64')}`;

  /** A grant traded at the token endpoint; Pinterest's refusal in its words (`reconnect` for a renewal). */
  async function token(form: Record<string, string>, renewing: boolean): Promise<TokenAnswer> {
    try {
      // Apps made before 2025-09-25 get the renewable ("continuous") refresh token only when
      // they ask for it; newer apps always get it, and the parameter does them no harm.
      return await pinterestRequest<TokenAnswer>(api, {
        method: 'POST',
        path: '/v5/oauth/token',
        form: { ...form, continuous_refresh: 'true' },
        authorization: basic,
      });
    } catch (caught) {
      if (!(caught instanceof PinterestHttpError) || caught.status >= 500 || caught.status === 429)
        throw pinterestError(caught, renewing ? 'renewing the connection' : 'the connection', now());
      const said = caught.said || `HTTP ${caught.status}`;
      // The app's id and secret are refused (Basic): nothing the account's owner can mend.
      if (caught.status === 401 && !renewing)
        throw new NetworkError(
          'permanent',
          `Pinterest refused this server's developer app (Pinterest answered: ${said}). Check PINTEREST_APP_ID and PINTEREST_APP_SECRET.`,
          { code: 'invalid_client', cause: caught },
        );
      throw renewing
        ? new NetworkError(
            'reconnect',
            `Pinterest no longer renews this account's connection (Pinterest answered: ${said}); reconnect the account.`,
            { code: 'refresh_refused', cause: caught },
          )
        : new NetworkError(
            'permanent',
            `Pinterest refused the connection (Pinterest answered: ${said}). Try again.`,
            {
              code: 'code_refused',
              cause: caught,
            },
          );
    }
  }

  const oauth: OAuthConnector = {
    pkce: false,
    authorizeUrl({ redirectUri, state }) {
      const url = new URL(app.authUrl);
      url.search = new URLSearchParams({
        client_id: app.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: PINTEREST_SCOPES.join(','),
        state,
      }).toString();
      return url.toString();
    },

    async accounts({ code, redirectUri }): Promise<ConnectedAccount[]> {
      const answer = await token(
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
        false,
      );
      if (!answer.access_token)
        throw new NetworkError('transient', 'Pinterest answered the connection without a token.', {
          code: 'no_token',
        });
      // Pinning is the point: an approval that left out a scope would fail at the first Pin.
      if (answer.scope !== undefined) {
        const granted = answer.scope.split(/[,\s]+/);
        const missing = PINTEREST_SCOPES.filter((scope) => !granted.includes(scope));
        if (missing.length > 0)
          throw new NetworkError(
            'permanent',
            `Pinterest's approval left out ${missing.join(', ')}: connect again and allow everything asked.`,
            { code: 'scope_not_granted' },
          );
      }
      let account: Account;
      try {
        account = await pinterestRequest<Account>(api, {
          method: 'GET',
          path: '/v5/user_account',
          authorization: `Bearer ${answer.access_token}`,
        });
      } catch (caught) {
        throw pinterestError(caught, "reading the account's profile", now());
      }
      const username = account.username ?? '';
      if (!username) return [];
      return [
        {
          host: PINTEREST_HOST,
          accountId: account.id ?? username,
          handle: `@${username}`,
          displayName: account.business_name || username,
          avatarUrl: account.profile_image ?? null,
          credentials: {
            [PINTEREST_ACCESS_TOKEN]: answer.access_token,
            ...(answer.refresh_token ? { [PINTEREST_REFRESH_TOKEN]: answer.refresh_token } : {}),
          },
          tokenExpiresAt: at(answer.expires_in),
          renewableUntil: at(answer.refresh_token_expires_in),
        },
      ];
    },
  };

  /** New credentials: the new access token, and the refresh token Pinterest answered (renewed on use). */
  async function refresh(channel: ChannelAccess): Promise<RefreshedAccess> {
    const refreshToken = channel.credentials[PINTEREST_REFRESH_TOKEN];
    if (!refreshToken)
      throw new NetworkError('reconnect', 'The Pinterest account has no refresh token; reconnect it.', {
        code: 'no_refresh_token',
      });
    const answer = await token({ grant_type: 'refresh_token', refresh_token: refreshToken }, true);
    if (!answer.access_token)
      throw new NetworkError('transient', 'Pinterest answered the renewal without a token.', {
        code: 'no_token',
      });
    return {
      credentials: {
        ...channel.credentials,
        [PINTEREST_ACCESS_TOKEN]: answer.access_token,
        [PINTEREST_REFRESH_TOKEN]: answer.refresh_token ?? refreshToken,
      },
      tokenExpiresAt: at(answer.expires_in),
      // Without a new refresh token, the old one keeps its end (left as it was).
      ...(answer.refresh_token_expires_in !== undefined
        ? { renewableUntil: at(answer.refresh_token_expires_in) }
        : {}),
    };
  }

  return { oauth, refresh };
}
