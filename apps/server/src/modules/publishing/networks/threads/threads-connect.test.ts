import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../config.js';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type FakeThreads, startFakeThreads } from '../../../../test/threads-server.js';
import { appAdapters } from '../adapters.js';
import { networkFailure } from '../network.fixtures.js';
import { connectOnFake, threadsOnFake } from './threads.fixtures.js';

/** Connecting a Threads account through the team's app, keeping its token fresh, and THREADS_* configuration. */

const guarded = createGuardedFetch({ allowPrivate: true });
const DAY_MS = 24 * 3600_000;
let fake: FakeThreads;

beforeAll(async () => {
  fake = await startFakeThreads();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

describe('connect', () => {
  it('asks for publishing and replies, and keeps a 60-day token with the account', async () => {
    const page = new URL(
      threadsOnFake(fake, guarded).oauth?.authorizeUrl({
        redirectUri: 'https://app.example.com/cb',
        state: 's1',
      }) ?? '',
    );
    expect(page.origin + page.pathname).toBe(`${fake.url}/oauth/authorize`);
    expect(Object.fromEntries(page.searchParams)).toEqual({
      client_id: fake.clientId,
      redirect_uri: 'https://app.example.com/cb',
      scope:
        'threads_basic,threads_content_publish,threads_manage_replies,threads_read_replies,threads_manage_insights',
      response_type: 'code',
      state: 's1',
    });
    const account = await connectOnFake(threadsOnFake(fake, guarded));
    expect(account.accountId).toBe(fake.userId);
    expect(account.handle).toBe('@acme.studio');
    expect(account.credentials).toEqual({
      accessToken: expect.stringMatching(/^TH/),
      issuedAt: expect.any(String),
      expiresAt: account.tokenExpiresAt,
    });
    expect(Date.parse(account.tokenExpiresAt ?? '')).toBeGreaterThan(Date.now() + 59 * DAY_MS);
    // The code went to the token endpoint without Meta's `#_`, with the app's secret.
    const exchange = fake.requests.find((r) => r.path === '/oauth/access_token');
    expect(exchange?.params.get('code')).not.toContain('#');
    expect(exchange?.params.get('client_secret')).toBe(fake.clientSecret);
  });

  it('answers the profile’s name and picture', async () => {
    const code = new URL(
      (
        await fetch(
          threadsOnFake(fake, guarded).oauth?.authorizeUrl({ redirectUri: 'https://a/cb', state: 's' }) ?? '',
          {
            redirect: 'manual',
          },
        )
      ).headers.get('location') ?? '',
    ).searchParams.get('code');
    const [account] =
      (await threadsOnFake(fake, guarded).oauth?.accounts({
        code: code ?? '',
        redirectUri: 'https://a/cb',
      })) ?? [];
    expect(account).toMatchObject({
      displayName: 'Acme Studio',
      avatarUrl: 'https://scontent.example.com/acme-threads.jpg',
      renewableUntil: null,
    });
  });

  it('sends the person back with access_denied when they refuse', async () => {
    fake.deny();
    const page =
      threadsOnFake(fake, guarded).oauth?.authorizeUrl({ redirectUri: 'https://a/cb', state: 's' }) ?? '';
    const back = new URL((await fetch(page, { redirect: 'manual' })).headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('s');
  });

  it('refuses a code used twice, in Threads’ words', async () => {
    const failed = await networkFailure(
      threadsOnFake(fake, guarded).oauth?.accounts({ code: 'spent', redirectUri: 'https://a/cb' }) ??
        Promise.resolve(),
    );
    expect(failed.kind).toBe('permanent');
  });
});

describe('refresh', () => {
  it('keeps a token less than a day old as it is, and renews an older one for 60 days', async () => {
    const channel = await connectOnFake(threadsOnFake(fake, guarded));
    const early = await threadsOnFake(fake, guarded).refresh?.(channel);
    expect(early).toEqual({ credentials: channel.credentials, tokenExpiresAt: channel.tokenExpiresAt });
    expect(fake.requests.some((r) => r.path === '/refresh_access_token')).toBe(false);

    fake.ageTokens(DAY_MS + 60_000);
    const later = () => new Date(Date.now() + DAY_MS + 60_000);
    const renewed = await threadsOnFake(fake, guarded, { now: later }).refresh?.(channel);
    expect(renewed?.credentials.accessToken).not.toBe(channel.credentials.accessToken);
    expect(Date.parse(renewed?.tokenExpiresAt ?? '')).toBeGreaterThan(later().getTime() + 59 * DAY_MS);
    expect(renewed?.credentials.expiresAt).toBe(renewed?.tokenExpiresAt);
  });

  it('asks for reconnecting when the token was revoked, on renewal and on the daily check', async () => {
    const channel = await connectOnFake(threadsOnFake(fake, guarded));
    await threadsOnFake(fake, guarded).check?.(channel);
    fake.revoke();
    const later = () => new Date(Date.now() + 2 * DAY_MS);
    const failed = await networkFailure(
      threadsOnFake(fake, guarded, { now: later }).refresh?.(channel) ?? Promise.resolve(),
    );
    expect(failed.kind).toBe('reconnect');
    const checked = await networkFailure(threadsOnFake(fake, guarded).check?.(channel) ?? Promise.resolve());
    expect(checked.kind).toBe('reconnect');
  });
});

describe('Threads configuration', () => {
  const deps = { fetch: guarded, now: () => new Date() };

  it('without the app, Threads is not set up here', () => {
    const config = loadConfig({});
    expect(config.publishing.threads).toBeUndefined();
    expect(appAdapters(config, deps).threads).toBeUndefined();
  });

  it('takes the app id and secret together, and the stand-in’s addresses', () => {
    const config = loadConfig({
      THREADS_APP_ID: 'id',
      THREADS_APP_SECRET: 'secret',
      THREADS_AUTH_URL: 'http://127.0.0.1:9000/oauth/authorize',
      THREADS_API_URL: 'http://127.0.0.1:9001/',
    });
    expect(config.publishing.threads).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authUrl: 'http://127.0.0.1:9000/oauth/authorize',
      apiUrl: 'http://127.0.0.1:9001',
    });
    const adapter = appAdapters(config, deps).threads;
    expect(adapter?.network).toBe('threads');
    expect(adapter?.oauth?.authorizeUrl({ redirectUri: 'https://app/cb', state: 's' })).toMatch(
      /^http:\/\/127\.0\.0\.1:9000\/oauth\/authorize\?client_id=id&/,
    );
    expect(loadConfig({ THREADS_APP_ID: 'id', THREADS_APP_SECRET: 'secret' }).publishing.threads).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authUrl: undefined,
      apiUrl: undefined,
    });
  });

  it('refuses one of the pair without the other', () => {
    expect(() => loadConfig({ THREADS_APP_ID: 'id' })).toThrow(ConfigError);
    expect(() => loadConfig({ THREADS_APP_SECRET: 'secret' })).toThrow(
      /THREADS_APP_ID and THREADS_APP_SECRET/,
    );
  });
});
