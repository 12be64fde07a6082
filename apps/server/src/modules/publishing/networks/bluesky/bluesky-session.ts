import { AtpAgent } from '@atproto/api';
import type { EgressOptions, GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type ChannelAccess, NetworkError } from '../network.js';
import { isSessionRefused } from './bluesky-errors.js';
import { atprotoFetch } from './bluesky-fetch.js';

/**
 * Signed-in clients, one per account, kept for the life of the process. Bluesky lets an
 * account sign in (`createSession`) 30 times in 5 minutes and 100 times a day at bsky.social
 * (providers/publishing.md §9), so we sign in once and let the client refresh the session
 * (`refreshSession`, on `ExpiredToken`) from then on. Only when the refresh is refused too (the
 * app password was revoked, the session ended elsewhere) do we sign in again with the app
 * password, once; if that fails the account has to be connected again.
 *
 * The channel's credentials hold the app password, not the session's tokens: the refresh token
 * changes at every refresh and the contract gives an adapter no way to write it back, so a
 * stored one would soon be spent. The account is signed in by its DID, which outlives a change
 * of handle.
 */
export interface BlueskyClientOptions {
  fetch: GuardedFetch;
  /** Per request; an image upload is one request. Default 30 s. */
  timeoutMs?: number;
}

export const BLUESKY_TIMEOUT_MS = 30_000;

/** A client for the host, with no session: every request through the egress guard. */
export function blueskyAgent(host: string, options: BlueskyClientOptions): AtpAgent {
  const egress: EgressOptions = { timeoutMs: options.timeoutMs ?? BLUESKY_TIMEOUT_MS };
  return new AtpAgent({ service: host, fetch: atprotoFetch(options.fetch, egress) });
}

export function appPasswordOf(channel: ChannelAccess): string {
  const password = channel.credentials.appPassword;
  if (!password)
    throw new NetworkError('reconnect', 'This Bluesky channel has no app password: connect it again.', {
      code: 'no_credentials',
    });
  return password;
}

interface Signed {
  appPassword: string;
  agent: Promise<AtpAgent>;
}

export function createBlueskySessions(options: BlueskyClientOptions) {
  const signedIn = new Map<string, Signed>();

  async function signIn(channel: ChannelAccess, appPassword: string): Promise<AtpAgent> {
    const agent = blueskyAgent(channel.host, options);
    await agent.login({ identifier: channel.accountId, password: appPassword });
    if (agent.session?.did !== channel.accountId)
      throw new NetworkError('reconnect', 'This app password belongs to another Bluesky account.', {
        code: 'other_account',
      });
    return agent;
  }

  /** The account's client, signing in when there is none (or the app password changed) or `stale` is the one that failed. */
  function agentFor(channel: ChannelAccess, stale?: Promise<AtpAgent>): Promise<AtpAgent> {
    const key = `${channel.host} ${channel.accountId}`;
    const appPassword = appPasswordOf(channel);
    const known = signedIn.get(key);
    if (known && known.appPassword === appPassword && known.agent !== stale) return known.agent;
    const agent = signIn(channel, appPassword);
    const entry = { appPassword, agent };
    signedIn.set(key, entry);
    // A failed sign-in is not kept: the next call tries again.
    agent.catch(() => {
      if (signedIn.get(key) === entry) signedIn.delete(key);
    });
    return agent;
  }

  return {
    /** Runs `work` signed in as the channel's account; signs in again once when the session is refused. */
    async use<T>(channel: ChannelAccess, work: (agent: AtpAgent) => Promise<T>): Promise<T> {
      const first = agentFor(channel);
      // A refused sign-in is final; a refused session gets one more sign-in.
      const agent = await first;
      try {
        return await work(agent);
      } catch (err) {
        if (!isSessionRefused(err)) throw err;
        return work(await agentFor(channel, first));
      }
    },
  };
}

export type BlueskySessions = ReturnType<typeof createBlueskySessions>;
