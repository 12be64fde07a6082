import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import type { FakeThreads } from '../../../../test/threads-server.js';
import type { ChannelAccess, NetworkAdapter } from '../network.js';
import { threadsAdapter } from './threads.adapter.js';

/** The adapter pointed at the stand-in; a container is asked after at once, up to `polls` times. */
export const threadsOnFake = (
  fake: FakeThreads,
  fetch: GuardedFetch,
  options: { now?: () => Date; polls?: number } = {},
) =>
  threadsAdapter({
    fetch,
    now: options.now ?? (() => new Date()),
    app: { clientId: fake.clientId, clientSecret: fake.clientSecret },
    urls: { authUrl: `${fake.url}/oauth/authorize`, graphUrl: fake.url },
    sleep: async () => {},
    pollMs: 1,
    waitMs: options.polls ?? 20,
  });

/**
 * Connects the stand-in's account the way a browser does: the approval page sends it back with
 * a code, which the adapter trades for the account. Answers the channel as the engine hands it on.
 */
export async function connectOnFake(
  adapter: NetworkAdapter,
  redirectUri = 'https://app.example.com/api/publishing/oauth/threads/callback',
): Promise<ChannelAccess & { tokenExpiresAt: string | null | undefined }> {
  const page = adapter.oauth?.authorizeUrl({ redirectUri, state: 'state-1' }) as string;
  const back = await fetch(page, { redirect: 'manual' });
  const code = new URL(back.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const [account] = await (adapter.oauth as NonNullable<NetworkAdapter['oauth']>).accounts({
    code,
    redirectUri,
  });
  if (!account) throw new Error('the stand-in answered no account');
  return {
    host: account.host,
    accountId: account.accountId,
    handle: account.handle,
    credentials: account.credentials,
    tokenExpiresAt: account.tokenExpiresAt,
  };
}
