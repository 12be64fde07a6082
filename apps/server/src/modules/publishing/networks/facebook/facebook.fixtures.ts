import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import type { FakeFacebook } from '../../../../test/facebook-server.js';
import type { ChannelAccess, ConnectedAccount, NetworkAdapter, Progress } from '../network.js';
import { type FacebookAdapterDeps, facebookAdapter } from './facebook.adapter.js';

/** The real egress guard, opened to the stand-in's loopback address. */
export const guarded = createGuardedFetch({ allowPrivate: true });
export const REDIRECT_URI = 'https://app.example.com/api/publishing/oauth/facebook/callback';

/** The adapter aimed at the stand-in, a video's processing looked at every few milliseconds. */
export const facebookOnFake = (fake: FakeFacebook, overrides: Partial<FacebookAdapterDeps> = {}) =>
  facebookAdapter({
    fetch: guarded,
    app: { appId: fake.appId, appSecret: fake.appSecret },
    urls: { authUrl: fake.url, graphUrl: fake.url },
    video: { pollMs: 5, waitMs: 5_000 },
    ...overrides,
  });

/**
 * Connects the way a browser does: the approval page sends it back with a code, which the
 * adapter trades for the person's Pages.
 */
export async function connectOnFake(adapter: NetworkAdapter): Promise<ConnectedAccount[]> {
  const page = adapter.oauth?.authorizeUrl({ redirectUri: REDIRECT_URI, state: 'state-1' }) as string;
  const back = await fetch(page, { redirect: 'manual' });
  const code = new URL(back.headers.get('location') ?? '').searchParams.get('code') ?? '';
  return (adapter.oauth as NonNullable<NetworkAdapter['oauth']>).accounts({
    code,
    redirectUri: REDIRECT_URI,
  });
}

/** A connected Page as the engine hands it to the adapter. */
export const pageChannel = (account: ConnectedAccount): ChannelAccess => ({
  host: account.host,
  accountId: account.accountId,
  handle: account.handle,
  credentials: account.credentials,
});

/**
 * A publication's progress kept in memory, as the engine keeps it in its row. `crashOn` makes
 * writing that key throw, as if the process died right after Facebook answered.
 */
export function memoryProgress(crashOn?: string) {
  const values: Record<string, string> = {};
  let armed = crashOn;
  const progress: Progress = {
    read: async () => ({ ...values }),
    async write(next) {
      if (armed && armed in next) {
        armed = undefined;
        throw new Error(`the process stopped before ${crashOn} was kept`);
      }
      for (const [key, value] of Object.entries(next))
        if (value === '') delete values[key];
        else values[key] = value;
    },
  };
  return { values, progress };
}
