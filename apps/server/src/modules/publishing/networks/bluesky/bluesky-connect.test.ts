import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type FakeBluesky,
  type FakeBlueskyAccount,
  startFakeBluesky,
} from '../../../../test/bluesky-server.js';
import { networkFailure } from '../network.fixtures.js';
import { NetworkError } from '../network.js';
import { blueskyAdapter } from './bluesky.adapter.js';
import { connectBluesky, normaliseBlueskyHost } from './bluesky-connect.js';

/** Connecting an account against the local PDS (test/bluesky-server.ts) with the real client. */

const guarded = createGuardedFetch({ allowAddresses: ['127.0.0.1'] });
const options = { fetch: guarded, allowHttp: true };

let pds: FakeBluesky;
let brand: FakeBlueskyAccount;

beforeAll(async () => {
  pds = await startFakeBluesky();
});
afterAll(() => pds.close());
beforeEach(() => {
  pds.reset();
  brand = pds.addAccount({
    handle: 'brand.bsky.social',
    displayName: 'Brand Studio',
    avatar: 'https://cdn.bsky.app/img/avatar/plain/did:plc:x/abc@jpeg',
  });
});

const failure = networkFailure;

describe('connectBluesky', () => {
  it('signs in with the app password and answers the account, its profile and the app password to keep', async () => {
    const account = await connectBluesky(options, {
      host: `${pds.origin}/`,
      identifier: ' @Brand.bsky.social ',
      appPassword: brand.appPassword,
    });
    expect(account).toEqual({
      host: pds.origin,
      accountId: brand.did,
      handle: 'brand.bsky.social',
      displayName: 'Brand Studio',
      avatarUrl: 'https://cdn.bsky.app/img/avatar/plain/did:plc:x/abc@jpeg',
      credentials: { appPassword: brand.appPassword },
    });
    expect(pds.calls('com.atproto.server.createSession')[0]?.body).toMatchObject({
      identifier: 'Brand.bsky.social',
    });
  });

  it('the answered account publishes with nothing more', async () => {
    const account = await connectBluesky(options, {
      host: pds.origin,
      identifier: brand.email,
      appPassword: brand.appPassword,
    });
    const adapter = blueskyAdapter({ fetch: guarded });
    const post = await adapter.publish(account, {
      publicationId: 'pub_1',
      createdAt: '2026-05-01T12:00:00.000Z',
      text: 'Hello',
      media: [],
    });
    expect(post.remoteId).toBe(pds.posts(brand.did)[0]?.uri);
  });

  it('an account with no name or picture answers nulls', async () => {
    const plain = pds.addAccount({ handle: 'plain.bsky.social' });
    const account = await connectBluesky(options, {
      host: pds.origin,
      identifier: plain.handle,
      appPassword: plain.appPassword,
    });
    expect(account).toMatchObject({ displayName: null, avatarUrl: null });
  });

  it('a wrong app password asks to try again, in plain words', async () => {
    const err = await failure(
      connectBluesky(options, {
        host: pds.origin,
        identifier: brand.handle,
        appPassword: 'aaaa-bbbb-cccc-dddd',
      }),
    );
    expect(err).toMatchObject({ kind: 'reconnect', options: { code: 'AuthenticationRequired' } });
    expect(err.message).toContain('app password');
  });

  it('refuses the account password and ends the session it made', async () => {
    const err = await failure(
      connectBluesky(options, { host: pds.origin, identifier: brand.handle, appPassword: brand.password }),
    );
    expect(err).toMatchObject({ kind: 'reconnect', options: { code: 'account_password' } });
    expect(pds.calls('com.atproto.server.deleteSession')).toHaveLength(1);
  });

  it('an account password that asks for an e-mail code says to use an app password', async () => {
    const guarded2fa = pds.addAccount({ handle: 'careful.bsky.social', authFactor: true });
    const err = await failure(
      connectBluesky(options, {
        host: pds.origin,
        identifier: guarded2fa.handle,
        appPassword: guarded2fa.password,
      }),
    );
    expect(err).toMatchObject({ kind: 'reconnect', options: { code: 'AuthFactorTokenRequired' } });
    expect(err.message).toContain('app password');
  });

  it('sends the typed host through the egress guard (loopback refused by default)', async () => {
    const err = await failure(
      connectBluesky(
        { fetch: createGuardedFetch({}), allowHttp: true },
        { host: pds.origin, identifier: brand.handle, appPassword: brand.appPassword },
      ),
    );
    expect(err).toMatchObject({ kind: 'permanent', options: { code: 'refused' } });
    expect(pds.requests).toHaveLength(0);
  });
});

describe('normaliseBlueskyHost', () => {
  it.each([
    [undefined, 'https://bsky.social'],
    ['  ', 'https://bsky.social'],
    ['bsky.social', 'https://bsky.social'],
    ['https://PDS.example.com/xrpc/?x=1', 'https://pds.example.com'],
    ['pds.example.com:8443/', 'https://pds.example.com:8443'],
  ])('%j → %s', (typed, host) => {
    expect(normaliseBlueskyHost(typed)).toBe(host);
  });

  it.each(['http://pds.example.com', 'ftp://pds.example.com', 'https://user:pw@pds.example.com', 'https://'])(
    'refuses %s',
    (typed) => {
      expect(() => normaliseBlueskyHost(typed)).toThrow(NetworkError);
    },
  );

  it('takes plain http only when allowed (the local stand-in)', () => {
    expect(normaliseBlueskyHost('http://127.0.0.1:4000', true)).toBe('http://127.0.0.1:4000');
  });
});
