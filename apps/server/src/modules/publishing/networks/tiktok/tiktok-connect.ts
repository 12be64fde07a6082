import {
  type ChannelAccess,
  type ConnectedAccount,
  NetworkError,
  type OAuthConnector,
  type RefreshedAccess,
} from '../network.js';
import {
  TIKTOK_ACCESS_TOKEN,
  TIKTOK_REFRESH_TOKEN,
  type TikTokApi,
  TikTokHttpError,
  tiktokRequest,
} from './tiktok-api.js';
import { tiktokError } from './tiktok-errors.js';

/**
 * Connecting a TikTok account through the team's own developer app (providers/publishing.md §6):
 * TikTok's Login Kit, authorization code without PKCE (TikTok asks PKCE of desktop and mobile
 * apps only), the app named by its `client_key`. Access tokens last a day (two hours on newer
 * apps) and a refresh token renews them until its own end (`refresh_expires_in`); TikTok may
 * answer a new refresh token at each renewal, and that one is what must be kept.
 */

/** Read the account, post to it, and upload drafts to its inbox: required, posting is the point. */
export const TIKTOK_SCOPES = ['user.info.basic', 'video.publish', 'video.upload'];
/**
 * Read the account's followers and its videos' figures (analytics): asked for too, but an
 * approval without them still posts; reading the figures then asks to reconnect.
 */
export const TIKTOK_INSIGHTS_SCOPES = ['user.info.stats', 'video.list'];
/** TikTok's own pages; TIKTOK_AUTH_URL and TIKTOK_API_URL point elsewhere in tests. */
export const TIKTOK_AUTHORIZE_URL = 'https://www.tiktok.com/v2/auth/authorize/';
export const TIKTOK_API_URL = 'https://open.tiktokapis.com';
/** Where the account's channel lives. */
export const TIKTOK_HOST = 'https://www.tiktok.com';

export interface TikTokApp {
  clientKey: string;
  clientSecret: string;
  /** TIKTOK_AUTH_URL: the approval page. */
  authUrl: string;
}

interface TokenAnswer {
  open_id?: string;
  scope?: string;
  access_token?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_expires_in?: number;
}

interface UserInfo {
  user?: { open_id?: string; union_id?: string; avatar_url?: string; display_name?: string };
}

interface CreatorInfoAnswer {
  creator_username?: string;
  creator_nickname?: string;
}

export function tiktokConnect(api: TikTokApi, app: TikTokApp, now: () => Date) {
  const at = (seconds: number | undefined) =>
    seconds === undefined ? null : new Date(now().getTime() + seconds * 1000).toISOString();

  /** A grant traded at the token endpoint; TikTok's refusal in its words (`reconnect` for a refresh). */
  async function token(form: Record<string, string>, refreshing: boolean): Promise<TokenAnswer> {
    try {
      return await tiktokRequest<TokenAnswer>(api, {
        method: 'POST',
        path: '/v2/oauth/token/',
        form: { client_key: app.clientKey, client_secret: app.clientSecret, ...form },
      });
    } catch (caught) {
      if (!(caught instanceof TikTokHttpError) || caught.status >= 500 || caught.status === 429)
        throw tiktokError(caught, refreshing ? 'renewing the connection' : 'the connection', now());
      const said = caught.said || caught.code;
      if (caught.code === 'invalid_client' || caught.code === 'unauthorized_client')
        throw new NetworkError(
          'permanent',
          `TikTok refused this server's developer app (TikTok answered: ${said}). Check TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET.`,
          { code: caught.code, cause: caught },
        );
      throw refreshing
        ? new NetworkError(
            'reconnect',
            `TikTok no longer renews this account's connection (TikTok answered: ${said}); reconnect the account.`,
            { code: caught.code, cause: caught },
          )
        : new NetworkError(
            'permanent',
            `TikTok refused the connection (TikTok answered: ${said}). Try again.`,
            {
              code: caught.code,
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
        client_key: app.clientKey,
        scope: [...TIKTOK_SCOPES, ...TIKTOK_INSIGHTS_SCOPES].join(','),
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },

    async accounts({ code, redirectUri }): Promise<ConnectedAccount[]> {
      const answer = await token(
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
        false,
      );
      if (!answer.access_token || !answer.open_id)
        throw new NetworkError('transient', 'TikTok answered the connection without a token.', {
          code: 'no_token',
        });
      // Posting is the point: an approval that left out a scope would fail at the first post.
      const granted = (answer.scope ?? TIKTOK_SCOPES.join(',')).split(/[,\s]+/);
      const missing = TIKTOK_SCOPES.filter((scope) => !granted.includes(scope));
      if (missing.length > 0)
        throw new NetworkError(
          'permanent',
          `TikTok's approval left out ${missing.join(', ')}: connect again and allow everything asked.`,
          { code: 'scope_not_granted' },
        );
      const bearer = `Bearer ${answer.access_token}`;
      let user: UserInfo;
      let creator: CreatorInfoAnswer;
      try {
        // `username` needs user.info.profile; the creator info says it with video.publish.
        user = await tiktokRequest<UserInfo>(api, {
          method: 'GET',
          path: '/v2/user/info/',
          query: { fields: 'open_id,union_id,avatar_url,display_name' },
          authorization: bearer,
        });
        creator = await tiktokRequest<CreatorInfoAnswer>(api, {
          method: 'POST',
          path: '/v2/post/publish/creator_info/query/',
          json: {},
          authorization: bearer,
        });
      } catch (caught) {
        throw tiktokError(caught, "reading the account's profile", now());
      }
      const username = creator.creator_username ?? '';
      return [
        {
          host: TIKTOK_HOST,
          accountId: user.user?.open_id ?? answer.open_id,
          handle: username ? `@${username}` : (user.user?.display_name ?? answer.open_id),
          displayName: user.user?.display_name ?? creator.creator_nickname ?? null,
          avatarUrl: user.user?.avatar_url ?? null,
          credentials: {
            [TIKTOK_ACCESS_TOKEN]: answer.access_token,
            ...(answer.refresh_token ? { [TIKTOK_REFRESH_TOKEN]: answer.refresh_token } : {}),
          },
          tokenExpiresAt: at(answer.expires_in ?? 86_400),
          renewableUntil: at(answer.refresh_expires_in),
        },
      ];
    },
  };

  /** New credentials: the new access token, and the refresh token TikTok answered (it may rotate). */
  async function refresh(channel: ChannelAccess): Promise<RefreshedAccess> {
    const refreshToken = channel.credentials[TIKTOK_REFRESH_TOKEN];
    if (!refreshToken)
      throw new NetworkError('reconnect', 'The TikTok account has no refresh token; reconnect it.', {
        code: 'no_refresh_token',
      });
    const answer = await token({ grant_type: 'refresh_token', refresh_token: refreshToken }, true);
    if (!answer.access_token)
      throw new NetworkError('transient', 'TikTok answered the renewal without a token.', {
        code: 'no_token',
      });
    return {
      credentials: {
        ...channel.credentials,
        [TIKTOK_ACCESS_TOKEN]: answer.access_token,
        [TIKTOK_REFRESH_TOKEN]: answer.refresh_token ?? refreshToken,
      },
      tokenExpiresAt: at(answer.expires_in ?? 86_400),
      renewableUntil: at(answer.refresh_expires_in),
    };
  }

  return { oauth, refresh };
}
