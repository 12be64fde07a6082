import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../config.js';
import { type FakeYoutubeUpload, startFakeYoutubeUpload } from '../../../../test/youtube-upload-server.js';
import { appAdapters } from '../adapters.js';
import { networkFailure } from '../network.fixtures.js';
import { guarded, NOW, youtubeChannel, youtubeFor } from './youtube.fixtures.js';
import { YOUTUBE_ACCESS_TOKEN, YOUTUBE_REFRESH_TOKEN } from './youtube-api.js';
import { YOUTUBE_HOST } from './youtube-oauth.js';

/**
 * Connecting a YouTube channel through the team's Google client (PKCE, offline access),
 * renewing its token without losing the refresh token, the daily check, and the configuration,
 * against the local stand-in (test/youtube-upload-server.ts).
 */

const REDIRECT = 'https://app.example.com/api/publishing/oauth/youtube/callback';

let server: FakeYoutubeUpload;
let adapter: ReturnType<typeof youtubeFor>;

beforeAll(async () => {
  server = await startFakeYoutubeUpload();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  adapter = youtubeFor(server);
});

const pkce = () => {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** The person approves on Google's page: where Google sends the browser back. */
async function approve(state = 's') {
  const { verifier, challenge } = pkce();
  const answer = await guarded(
    adapter.oauth!.authorizeUrl({ redirectUri: REDIRECT, state, codeChallenge: challenge }),
  );
  expect(answer.status).toBe(302);
  return { back: new URL(answer.headers.get('location') ?? ''), verifier };
}

describe('connect', () => {
  it('sends the person to Google with both YouTube scopes, offline access, consent and the S256 challenge', () => {
    expect(adapter.oauth!.pkce).toBe(true);
    const url = new URL(
      adapter.oauth!.authorizeUrl({ redirectUri: REDIRECT, state: 'state-1', codeChallenge: 'challenge-1' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(server.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: server.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: 'state-1',
      code_challenge: 'challenge-1',
      code_challenge_method: 'S256',
    });
  });

  it('trades the code with the verifier for the channel and both tokens', async () => {
    const { back, verifier } = await approve('state-2');
    expect(back.searchParams.get('state')).toBe('state-2');
    const accounts = await adapter.oauth!.accounts({
      code: back.searchParams.get('code') ?? '',
      redirectUri: REDIRECT,
      codeVerifier: verifier,
    });
    expect(accounts).toEqual([
      {
        host: YOUTUBE_HOST,
        accountId: server.channelId,
        handle: '@acmestudio',
        displayName: 'Acme Studio',
        avatarUrl: 'https://yt3.ggpht.com/acme=s88',
        credentials: {
          [YOUTUBE_ACCESS_TOKEN]: expect.stringMatching(/^ya29\./),
          [YOUTUBE_REFRESH_TOKEN]: expect.stringMatching(/^1\/\//),
        },
        tokenExpiresAt: new Date(NOW.getTime() + 3599_000).toISOString(),
        renewableUntil: null,
      },
    ]);
    const trade = server.requests.find((r) => r.path === '/token');
    expect(trade?.size).toBeGreaterThan(0);
    const channels = server.requests.find((r) => r.path === '/youtube/v3/channels');
    expect(Object.fromEntries(channels?.query ?? [])).toEqual({ part: 'snippet', mine: 'true' });
  });

  it('a code traded with another verifier is refused; a refusal on Google’s page comes back as access_denied', async () => {
    const { back } = await approve();
    const refused = await networkFailure(
      adapter.oauth!.accounts({
        code: back.searchParams.get('code') ?? '',
        redirectUri: REDIRECT,
        codeVerifier: 'another',
      }),
    );
    expect(refused).toMatchObject({ kind: 'permanent', options: { code: 'invalid_grant' } });
    server.deny();
    const denied = (await approve()).back;
    expect(denied.searchParams.get('error')).toBe('access_denied');
  });

  it('refuses a connection without a refresh token rather than keep one that cannot be renewed', async () => {
    server.withholdRefreshToken();
    const { back, verifier } = await approve();
    const refused = await networkFailure(
      adapter.oauth!.accounts({
        code: back.searchParams.get('code') ?? '',
        redirectUri: REDIRECT,
        codeVerifier: verifier,
      }),
    );
    expect(refused).toMatchObject({ kind: 'permanent', options: { code: 'no_refresh_token' } });
    expect(refused.message).toContain('connect again');
  });

  it('a Google account without a channel has no account to offer', async () => {
    server.noChannel();
    const { back, verifier } = await approve();
    expect(
      await adapter.oauth!.accounts({
        code: back.searchParams.get('code') ?? '',
        redirectUri: REDIRECT,
        codeVerifier: verifier,
      }),
    ).toEqual([]);
  });

  it('refuses a wrong client secret in words that name the setting', async () => {
    const wrong = youtubeFor(server, { app: { clientId: server.clientId, clientSecret: 'nope' } });
    const { back, verifier } = await approve();
    const refused = await networkFailure(
      wrong.oauth!.accounts({
        code: back.searchParams.get('code') ?? '',
        redirectUri: REDIRECT,
        codeVerifier: verifier,
      }),
    );
    expect(refused.kind).toBe('permanent');
    expect(refused.message).toContain('GOOGLE_CLIENT_SECRET');
  });
});

describe('refresh and check', () => {
  it('renews the access token and keeps the refresh token Google did not resend', async () => {
    const { channel } = youtubeChannel(server);
    const refreshToken = channel.credentials[YOUTUBE_REFRESH_TOKEN];
    const renewed = await adapter.refresh!(channel);
    expect(renewed).toEqual({
      credentials: {
        [YOUTUBE_ACCESS_TOKEN]: expect.stringMatching(/^ya29\./),
        [YOUTUBE_REFRESH_TOKEN]: refreshToken,
      },
      tokenExpiresAt: new Date(NOW.getTime() + 3599_000).toISOString(),
      renewableUntil: null,
    });
    expect(renewed.credentials[YOUTUBE_ACCESS_TOKEN]).not.toBe(channel.credentials[YOUTUBE_ACCESS_TOKEN]);
    await adapter.check!({ ...channel, credentials: renewed.credentials });
  });

  it('a revoked grant asks for the channel to be connected again', async () => {
    const { channel } = youtubeChannel(server);
    server.revoke();
    expect(await networkFailure(adapter.refresh!(channel))).toMatchObject({
      kind: 'reconnect',
      options: { code: 'invalid_grant' },
    });
    expect((await networkFailure(adapter.check!({ ...channel, renew: undefined }))).kind).toBe('reconnect');
  });
});

describe('YouTube configuration', () => {
  const deps = { fetch: guarded, now: () => NOW };

  it('publishes through the Google client when it is configured, else YouTube is not set up here', () => {
    expect(appAdapters(loadConfig({}), deps).youtube).toBeUndefined();
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_AUTHORIZE_URL: 'http://127.0.0.1:9000/o/oauth2/v2/auth',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9000/token',
      YOUTUBE_API_URL: 'http://127.0.0.1:9000/youtube/v3/',
      YOUTUBE_UPLOAD_URL: 'http://127.0.0.1:9000/upload/youtube/v3',
    });
    expect(config.publishing.youtube).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authorizeUrl: 'http://127.0.0.1:9000/o/oauth2/v2/auth',
      tokenUrl: 'http://127.0.0.1:9000/token',
      apiUrl: 'http://127.0.0.1:9000/youtube/v3',
      uploadUrl: 'http://127.0.0.1:9000/upload/youtube/v3',
    });
    const youtube = appAdapters(config, deps).youtube;
    expect(youtube?.network).toBe('youtube');
    expect(youtube?.streamsMedia).toBe(true);
    expect(youtube?.oauth?.authorizeUrl({ redirectUri: REDIRECT, state: 's' })).toMatch(
      /^http:\/\/127\.0\.0\.1:9000\/o\/oauth2\/v2\/auth\?/,
    );
  });

  it('takes Google’s own addresses by default and the client id and secret together', () => {
    const youtube = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).publishing.youtube;
    expect(youtube).toMatchObject({ authorizeUrl: undefined, apiUrl: undefined, uploadUrl: undefined });
    const url = appAdapters(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }),
      deps,
    ).youtube?.oauth?.authorizeUrl({ redirectUri: REDIRECT, state: 's' });
    expect(url).toMatch(/^https:\/\/accounts\.google\.com\/o\/oauth2\/v2\/auth\?/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigError);
  });
});
