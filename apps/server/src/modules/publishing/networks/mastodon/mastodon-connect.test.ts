import { MASTODON_DEFAULT_LIMITS } from '@expertos/domain/publishing/limits';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type FakeMastodon,
  type FakeMastodonAccount,
  startFakeMastodon,
} from '../../../../test/mastodon-server.js';
import { networkFailure } from '../network.fixtures.js';
import { NetworkError } from '../network.js';
import { mastodonAdapter } from './mastodon.adapter.js';
import {
  authorizeUrl,
  exchangeCode,
  instanceLimits,
  type MastodonApp,
  normaliseInstanceUrl,
  readAccount,
  registerApp,
} from './mastodon-connect.js';

/**
 * Connecting a Mastodon account against a local instance (test/mastodon-server.ts): app
 * registration, the authorize page (which approves at once), the code for a token, the account
 * and the instance's limits — masto's client through the real egress guard.
 */

const guarded = createGuardedFetch({ allowAddresses: ['127.0.0.1'] });
const deps = { fetch: guarded, allowHttp: true };
const REDIRECT = 'https://app.example.test/api/publishing/mastodon/callback';

let server: FakeMastodon;
let anna: FakeMastodonAccount;

beforeAll(async () => {
  server = await startFakeMastodon();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  anna = server.addAccount('anna', { displayName: 'Anna Berg' });
});

const failure = networkFailure;

/** The person approves on the instance's page; the browser comes back with the code. */
async function approve(app: MastodonApp, state: string): Promise<URL> {
  const page = await guarded(authorizeUrl(app, state));
  expect(page.status).toBe(302);
  return new URL(page.headers.get('location') ?? '');
}

describe('connect', () => {
  it('registers an app, trades the code for a token and reads the account with the instance’s limits', async () => {
    server.setLimits({ maxCharacters: 1_000, maxMedia: 6, urlLength: 30 });
    const app = await registerApp(deps, { instanceUrl: `${server.origin}/@anna`, redirectUri: REDIRECT });
    expect(app.instanceUrl).toBe(server.origin);

    const back = await approve(app, 'state-123');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('state-123');
    const token = await exchangeCode(deps, app, back.searchParams.get('code') ?? '');

    const account = await readAccount(deps, server.origin, token);
    expect(account).toEqual({
      host: server.origin,
      accountId: anna.id,
      handle: `@anna@${new URL(server.origin).host}`,
      displayName: 'Anna Berg',
      avatarUrl: `${server.origin}/avatars/${anna.id}.png`,
      credentials: { accessToken: token },
      limits: { ...MASTODON_DEFAULT_LIMITS, maxCharacters: 1_000, maxMedia: 6, urlLength: 30 },
    });

    // The token publishes.
    const adapter = mastodonAdapter({ fetch: guarded });
    await adapter.publish(account, {
      publicationId: 'pub_connect',
      createdAt: new Date().toISOString(),
      text: 'First post',
      media: [],
    });
    expect(server.statusesOf(anna.id)).toHaveLength(1);
  });

  it('a code is good once', async () => {
    const app = await registerApp(deps, { instanceUrl: server.origin, redirectUri: REDIRECT });
    const code = (await approve(app, 's')).searchParams.get('code') ?? '';
    await exchangeCode(deps, app, code);
    const error = await failure(exchangeCode(deps, app, code));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'invalid_grant' } });
  });

  it('keeps a cached app the instance still knows, and registers again when it forgot it', async () => {
    const app = await registerApp(deps, { instanceUrl: server.origin, redirectUri: REDIRECT });
    expect(await registerApp(deps, { instanceUrl: server.origin, redirectUri: REDIRECT }, app)).toEqual(app);

    const code = (await approve(app, 's')).searchParams.get('code') ?? '';
    server.forgetApps();
    const error = await failure(exchangeCode(deps, app, code));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'invalid_client' } });

    const again = await registerApp(deps, { instanceUrl: server.origin, redirectUri: REDIRECT }, app);
    expect(again.clientId).not.toBe(app.clientId);
    const token = await exchangeCode(deps, again, (await approve(again, 's')).searchParams.get('code') ?? '');
    expect((await readAccount(deps, server.origin, token)).accountId).toBe(anna.id);
  });

  it('takes Mastodon’s defaults for limits the instance leaves out', async () => {
    server.setInstanceConfiguration({ statuses: { max_characters: 5_000 } });
    server.addAccount('carl', { token: 'carl-token' });
    const account = await readAccount(deps, server.origin, 'carl-token');
    expect(account.limits).toEqual({ ...MASTODON_DEFAULT_LIMITS, maxCharacters: 5_000 });
  });

  it('reads the instance’s poll figures into the channel’s limits', async () => {
    server.setLimits({
      pollOptions: 6,
      pollOptionCharacters: 80,
      pollMinSeconds: 600,
      pollMaxSeconds: 604_800,
    });
    server.addAccount('carl', { token: 'carl-token' });
    const account = await readAccount(deps, server.origin, 'carl-token');
    expect(account.limits).toEqual({
      ...MASTODON_DEFAULT_LIMITS,
      pollOptions: 6,
      pollOptionCharacters: 80,
      pollMinSeconds: 600,
      pollMaxSeconds: 604_800,
    });
  });

  it('takes Mastodon’s poll defaults for figures the instance leaves out', async () => {
    server.setInstanceConfiguration({ polls: { max_options: 8 } });
    server.addAccount('carl', { token: 'carl-token' });
    const account = await readAccount(deps, server.origin, 'carl-token');
    expect(account.limits).toMatchObject({
      pollOptions: 8,
      pollOptionCharacters: 50,
      pollMinSeconds: 300,
      pollMaxSeconds: 2_629_746,
    });
  });

  it('a revoked token cannot read the account', async () => {
    server.addAccount('carl', { token: 'carl-token' });
    server.revokeToken('carl-token');
    expect((await failure(readAccount(deps, server.origin, 'carl-token'))).kind).toBe('reconnect');
  });

  it('refuses an instance at a private address when private targets are not allowed', async () => {
    const strict = { fetch: createGuardedFetch({ allowPrivate: false }), allowHttp: true };
    const error = await failure(registerApp(strict, { instanceUrl: server.origin, redirectUri: REDIRECT }));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'egress_refused' } });
    expect((await failure(readAccount(strict, 'http://10.0.0.5', 'token'))).options.code).toBe(
      'egress_refused',
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe('instanceLimits', () => {
  it('reads `configuration.polls` and falls back to Mastodon’s defaults for each figure left out or unusable', () => {
    expect(instanceLimits(undefined)).toEqual(MASTODON_DEFAULT_LIMITS);
    expect(instanceLimits({})).toEqual(MASTODON_DEFAULT_LIMITS);
    expect(
      instanceLimits({
        polls: { maxOptions: 2, maxCharactersPerOption: 0, minExpiration: Number.NaN, maxExpiration: 86_400 },
      }),
    ).toEqual({ ...MASTODON_DEFAULT_LIMITS, pollOptions: 2, pollMaxSeconds: 86_400 });
    expect(MASTODON_DEFAULT_LIMITS).toMatchObject({
      pollOptions: 4,
      pollOptionCharacters: 50,
      pollMinSeconds: 300,
      pollMaxSeconds: 2_629_746,
    });
  });
});

describe('the stand-in’s instance', () => {
  const polls = async () => {
    const answer = await guarded(`${server.origin}/api/v2/instance`);
    expect(answer.status).toBe(200);
    return (JSON.parse(answer.text()) as { configuration: { polls: unknown } }).configuration.polls;
  };

  it('answers `configuration.polls` from its limits: Mastodon’s defaults, then what setLimits says', async () => {
    expect(await polls()).toEqual({
      max_options: 4,
      max_characters_per_option: 50,
      min_expiration: 300,
      max_expiration: 2_629_746,
    });
    server.setLimits({ pollOptions: 2, pollMaxSeconds: 3_600 });
    expect(await polls()).toEqual({
      max_options: 2,
      max_characters_per_option: 50,
      min_expiration: 300,
      max_expiration: 3_600,
    });
  });
});

describe('normaliseInstanceUrl', () => {
  it('makes what a person types an https origin', () => {
    expect(normaliseInstanceUrl('mastodon.social')).toBe('https://mastodon.social');
    expect(normaliseInstanceUrl('  https://Mastodon.Social/@anna/123 ')).toBe('https://mastodon.social');
    expect(normaliseInstanceUrl('@anna@fosstodon.org')).toBe('https://fosstodon.org');
    expect(normaliseInstanceUrl('http://mastodon.social')).toBe('https://mastodon.social');
    expect(normaliseInstanceUrl('http://127.0.0.1:3000/x', { allowHttp: true })).toBe(
      'http://127.0.0.1:3000',
    );
  });

  it('refuses what is no server address', () => {
    for (const typed of ['', 'ftp://files.example', 'https://user:pw@mastodon.social', 'not a url'])
      expect(() => normaliseInstanceUrl(typed)).toThrow(NetworkError);
  });
});
