import type { EgressResponse } from '../../../../platform/http/guarded-fetch.js';
import {
  type ChannelAccess,
  type ConnectedAccount,
  NetworkError,
  type OAuthConnector,
  type RefreshedAccess,
} from '../network.js';
import {
  answerJson,
  YOUTUBE_ACCESS_TOKEN,
  YOUTUBE_REFRESH_TOKEN,
  type YoutubeApi,
  youtubeSend,
} from './youtube-api.js';
import { googleReason, youtubeFailure } from './youtube-errors.js';

/**
 * Connecting a YouTube channel through the team's Google OAuth client (providers/publishing.md
 * §7, social.md §2): the web-server flow with PKCE (S256), `access_type=offline` and
 * `prompt=consent` so every connection gets a refresh token; the code traded for tokens with
 * the client's secret; the channel read with `channels?mine=true`.
 *
 * Google does not rotate refresh tokens: a refresh answers an access token and usually no
 * refresh token, and the one kept stays. A connection Google answers without a refresh token is
 * refused rather than kept (kept, it would overwrite a channel's working refresh token with
 * none — the reconnect loop other schedulers fell into).
 */

/** Upload videos, and manage them (thumbnails, status) — `youtube.upload` alone cannot. */
export const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube',
];
/** Where a channel lives (the channel's `host`). */
export const YOUTUBE_HOST = 'https://www.youtube.com';

export interface GoogleApp {
  clientId: string;
  clientSecret: string;
}

interface TokenReply {
  access_token?: string;
  expires_in?: number;
  refresh_token?: string;
  scope?: string;
}

interface Channels {
  items?: {
    id?: string;
    snippet?: {
      title?: string;
      customUrl?: string;
      thumbnails?: Record<string, { url?: string } | undefined>;
    };
  }[];
}

const later = (now: Date, seconds: number | undefined) =>
  new Date(
    now.getTime() + (typeof seconds === 'number' && seconds > 0 ? seconds : 3600) * 1000,
  ).toISOString();

export function youtubeOAuth(app: GoogleApp, api: YoutubeApi) {
  async function token(form: Record<string, string>, renewing: boolean): Promise<TokenReply> {
    const what = renewing ? 'the renewal' : 'the approval';
    const answer = await youtubeSend(api, api.tokenUrl, {
      form: { ...form, client_id: app.clientId, client_secret: app.clientSecret },
      what,
    });
    const reply = answerJson(answer) as TokenReply;
    if (answer.status === 200 && reply.access_token) return reply;
    throw tokenRefusal(answer, what, renewing);
  }

  function tokenRefusal(answer: EgressResponse, what: string, renewing: boolean): NetworkError {
    if (answer.status >= 500 || answer.status === 429) return youtubeFailure(answer, what, api.now());
    const error = googleReason(answer) ?? `http_${answer.status}`;
    const said = String(answerJson(answer).error_description ?? error);
    if (error === 'invalid_client' || error === 'unauthorized_client')
      return new NetworkError(
        'permanent',
        `Google does not accept this server's OAuth client (${said}); check GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.`,
        { code: error },
      );
    return renewing
      ? new NetworkError(
          'reconnect',
          `Google no longer renews this channel's sign-in (${said}); connect the channel again.`,
          { code: error },
        )
      : new NetworkError('permanent', `Google did not accept the approval (${said}); connect again.`, {
          code: error,
        });
  }

  const connector: OAuthConnector = {
    pkce: true,

    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(api.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: app.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: YOUTUBE_SCOPES.join(' '),
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
        ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
      }).toString();
      return url.toString();
    },

    async accounts({ code, redirectUri, codeVerifier }): Promise<ConnectedAccount[]> {
      const at = api.now();
      const reply = await token(
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
        },
        false,
      );
      const granted = (reply.scope ?? '').split(' ');
      if (reply.scope && !granted.includes(YOUTUBE_SCOPES[0] as string))
        throw new NetworkError(
          'permanent',
          'Google was not allowed to let this server upload videos. Connect again and tick “Manage your YouTube videos”.',
          { code: 'scope_missing' },
        );
      if (!reply.refresh_token)
        throw new NetworkError(
          'permanent',
          'Google did not give this server lasting access to the channel. Remove the app under myaccount.google.com → Security → Third-party access, then connect again.',
          { code: 'no_refresh_token' },
        );
      const accessToken = reply.access_token as string;
      const answer = await youtubeSend(api, `${api.apiUrl}/channels`, {
        query: { part: 'snippet', mine: 'true' },
        token: accessToken,
        what: 'your channel',
      });
      if (answer.status !== 200) throw youtubeFailure(answer, 'your channel', api.now());
      const credentials = {
        [YOUTUBE_ACCESS_TOKEN]: accessToken,
        [YOUTUBE_REFRESH_TOKEN]: reply.refresh_token,
      };
      return ((answerJson(answer) as Channels).items ?? []).flatMap((channel) => {
        if (!channel.id) return [];
        const title = channel.snippet?.title || 'YouTube channel';
        const thumbs = channel.snippet?.thumbnails ?? {};
        return [
          {
            host: YOUTUBE_HOST,
            accountId: channel.id,
            handle: channel.snippet?.customUrl || title,
            displayName: title,
            avatarUrl: thumbs.default?.url ?? thumbs.medium?.url ?? null,
            credentials,
            tokenExpiresAt: later(at, reply.expires_in),
            // A Google refresh token has no fixed end (unused for six months, or revoked, it stops).
            renewableUntil: null,
          },
        ];
      });
    },
  };

  /** A new access token; the refresh token kept unless Google sends another. */
  async function refresh(channel: ChannelAccess): Promise<RefreshedAccess> {
    const refreshToken = channel.credentials[YOUTUBE_REFRESH_TOKEN];
    if (!refreshToken)
      throw new NetworkError('reconnect', 'The YouTube channel has no refresh token; connect it again.', {
        code: 'no_refresh_token',
      });
    const at = api.now();
    const reply = await token({ grant_type: 'refresh_token', refresh_token: refreshToken }, true);
    return {
      credentials: {
        ...channel.credentials,
        [YOUTUBE_ACCESS_TOKEN]: reply.access_token as string,
        // Never an empty one in place of the one that works.
        [YOUTUBE_REFRESH_TOKEN]: reply.refresh_token || refreshToken,
      },
      tokenExpiresAt: later(at, reply.expires_in),
      renewableUntil: null,
    };
  }

  return { connector, refresh };
}
