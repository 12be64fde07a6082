import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type FakeX, type FakeXUser, startFakeX } from '../../../../test/x-server.js';
import { networkFailure } from '../network.fixtures.js';
import type { ChannelAccess } from '../network.js';
import { xAdapter } from './x.adapter.js';
import { X_ACCESS_TOKEN, X_REFRESH_TOKEN } from './x-api.js';
import { X_HOST } from './x-connect.js';

/**
 * Connecting an X account through the team's app, renewing its two-hour tokens (the refresh
 * token rotates), and a token X ended early, against the local stand-in (test/x-server.ts).
 */

const guarded = createGuardedFetch({ allowPrivate: true });
const NOW = new Date('2026-03-02T10:00:00.000Z');
const REDIRECT = 'https://app.example.com/api/publishing/oauth/x/callback';

let server: FakeX;
let acme: FakeXUser;
let adapter: ReturnType<typeof xAdapter>;

beforeAll(async () => {
  server = await startFakeX();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  acme = server.addUser('acme', { name: 'Acme Studio' });
  adapter = xAdapter({
    fetch: guarded,
    app: { clientId: server.clientId, clientSecret: server.clientSecret },
    authUrl: server.authorizeUrl,
    apiUrl: server.origin,
    now: () => NOW,
  });
});

const failure = networkFailure;
const pkce = () => {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** The person approves on X's page: where X sends the browser back. */
async function approve(authorizeUrl: string): Promise<URL> {
  const answer = await guarded(authorizeUrl);
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

/** Connects acme and answers the channel as the engine would hand it to the adapter. */
async function connected(): Promise<ChannelAccess> {
  const { verifier, challenge } = pkce();
  const back = await approve(
    adapter.oauth!.authorizeUrl({ redirectUri: REDIRECT, state: 's', codeChallenge: challenge }),
  );
  const [account] = await adapter.oauth!.accounts({
    code: back.searchParams.get('code') ?? '',
    redirectUri: REDIRECT,
    codeVerifier: verifier,
  });
  return {
    host: account!.host,
    accountId: account!.accountId,
    handle: account!.handle,
    credentials: account!.credentials,
  };
}

describe('connect', () => {
  it('sends the person to X’s page with the scopes, the state and the S256 challenge', () => {
    const url = new URL(
      adapter.oauth!.authorizeUrl({ redirectUri: REDIRECT, state: 'state-1', codeChallenge: 'challenge-1' }),
    );
    expect(adapter.oauth!.pkce).toBe(true);
    expect(`${url.origin}${url.pathname}`).toBe(server.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: server.clientId,
      redirect_uri: REDIRECT,
      scope: 'tweet.read tweet.write users.read media.write offline.access',
      state: 'state-1',
      code_challenge: 'challenge-1',
      code_challenge_method: 'S256',
    });
  });

  it('trades the code with the verifier and the app’s Basic auth for the account and its tokens', async () => {
    const { verifier, challenge } = pkce();
    const back = await approve(
      adapter.oauth!.authorizeUrl({ redirectUri: REDIRECT, state: 'state-2', codeChallenge: challenge }),
    );
    expect(back.searchParams.get('state')).toBe('state-2');
    const accounts = await adapter.oauth!.accounts({
      code: back.searchParams.get('code') ?? '',
      redirectUri: REDIRECT,
      codeVerifier: verifier,
    });
    expect(accounts).toEqual([
      {
        host: X_HOST,
        accountId: acme.id,
        handle: 'acme',
        displayName: 'Acme Studio',
        avatarUrl: acme.profileImageUrl,
        credentials: { [X_ACCESS_TOKEN]: expect.any(String), [X_REFRESH_TOKEN]: expect.any(String) },
        tokenExpiresAt: '2026-03-02T12:00:00.000Z',
        renewableUntil: null,
      },
    ]);
    const trade = server.requests.find((r) => r.path === '/2/oauth2/token');
    expect(trade?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${server.clientId}:${server.clientSecret}`).toString('base64')}`,
    );
    expect(trade?.body).toMatchObject({ grant_type: 'authorization_code', code_verifier: verifier });
  });

  it('a code traded with another verifier, or twice, is refused in X’s words', async () => {
    const { challenge } = pkce();
    const back = await approve(
      adapter.oauth!.authorizeUrl({ redirectUri: REDIRECT, state: 's', codeChallenge: challenge }),
    );
    const error = await failure(
      adapter.oauth!.accounts({
        code: back.searchParams.get('code') ?? '',
        redirectUri: REDIRECT,
        codeVerifier: pkce().verifier,
      }),
    );
    expect(error.kind).toBe('permanent');
    expect(error.message).toBe(
      'X refused the connection (X answered: Value passed for the authorization code was invalid.). Try connecting again.',
    );
  });

  it('a person who refuses comes back with access_denied', async () => {
    server.deny();
    const back = await approve(
      adapter.oauth!.authorizeUrl({ redirectUri: REDIRECT, state: 's', codeChallenge: pkce().challenge }),
    );
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 's' });
  });

  it('a server with the wrong app secret is told which settings to check', async () => {
    const wrong = xAdapter({
      fetch: guarded,
      app: { clientId: server.clientId, clientSecret: 'not-the-secret' },
      authUrl: server.authorizeUrl,
      apiUrl: server.origin,
    });
    const error = await failure(
      wrong.oauth!.accounts({ code: 'c', redirectUri: REDIRECT, codeVerifier: pkce().verifier }),
    );
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'x_app_refused' } });
    expect(error.message).toContain('Check X_CLIENT_ID and X_CLIENT_SECRET');
  });
});

describe('refresh', () => {
  it('renews the access token with the refresh token, which rotates: the new one replaces the spent one', async () => {
    const channel = await connected();
    const renewed = await adapter.refresh!(channel);
    expect(renewed.tokenExpiresAt).toBe('2026-03-02T12:00:00.000Z');
    expect(renewed.credentials[X_ACCESS_TOKEN]).not.toBe(channel.credentials[X_ACCESS_TOKEN]);
    expect(renewed.credentials[X_REFRESH_TOKEN]).not.toBe(channel.credentials[X_REFRESH_TOKEN]);
    await adapter.check!({ ...channel, credentials: renewed.credentials });

    // The spent refresh token no longer works: a person must connect again.
    const spent = await failure(adapter.refresh!(channel));
    expect(spent.kind).toBe('reconnect');
    expect(spent.message).toBe(
      "X no longer renews this account's connection (X answered: Value passed for the token was invalid.); reconnect the account.",
    );
    // The new one does.
    await adapter.refresh!({ ...channel, credentials: renewed.credentials });
  });

  it('an account that took the app’s access away asks for reconnecting, on refresh and on the daily check', async () => {
    const channel = await connected();
    server.revoke(acme.id);
    expect((await failure(adapter.refresh!(channel))).kind).toBe('reconnect');
    const checked = await failure(adapter.check!(channel));
    expect(checked.kind).toBe('reconnect');
    expect(checked.message).toBe(
      "X no longer accepts this account's connection (X answered: Unauthorized); reconnect the account.",
    );
  });
});

describe('a token X ended before its time', () => {
  it('is renewed once through the engine, which keeps the rotated pair, and the call made again', async () => {
    const channel = await connected();
    server.expireAccessTokens();
    const kept: Record<string, string>[] = [];
    const renew = async (): Promise<ChannelAccess> => {
      const next = await adapter.refresh!(channel);
      kept.push(next.credentials);
      return { ...channel, credentials: next.credentials };
    };
    const post = await adapter.publish(
      { ...channel, renew },
      { publicationId: 'pub_1', createdAt: new Date().toISOString(), text: 'After a renewal', media: [] },
    );
    expect(kept).toHaveLength(1);
    expect(server.tweetsOf(acme.id).map((t) => [t.id, t.text])).toEqual([[post.remoteId, 'After a renewal']]);
  });

  it('asks for reconnecting when the renewal is refused too, or when there is no way to renew', async () => {
    const channel = await connected();
    server.revoke(acme.id);
    const input = { publicationId: 'pub_2', createdAt: new Date().toISOString(), text: 'Nope', media: [] };
    const renew = async (): Promise<ChannelAccess> => {
      const next = await adapter.refresh!(channel);
      return { ...channel, credentials: next.credentials };
    };
    expect((await failure(adapter.publish({ ...channel, renew }, input))).kind).toBe('reconnect');
    expect((await failure(adapter.publish(channel, input))).kind).toBe('reconnect');
    expect(server.tweetsOf(acme.id)).toHaveLength(0);
  });
});
