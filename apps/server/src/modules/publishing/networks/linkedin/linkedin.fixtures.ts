import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import type { FakeLinkedIn } from '../../../../test/linkedin-server.js';
import type { ChannelAccess, Progress } from '../network.js';
import { type LinkedInAdapterDeps, linkedInAdapter } from './linkedin.adapter.js';
import { LINKEDIN_HOST, LINKEDIN_TOKEN } from './linkedin-oauth.js';

/** The real egress guard, opened to the stand-in's loopback address. */
export const guarded = createGuardedFetch({ allowPrivate: true });
export const NOW = new Date('2026-03-02T10:00:00.000Z');

/** The adapter aimed at the stand-in, processing looked at without waiting. */
export const linkedInFor = (server: FakeLinkedIn, overrides: Partial<LinkedInAdapterDeps> = {}) =>
  linkedInAdapter({
    fetch: guarded,
    app: { clientId: server.clientId, clientSecret: server.clientSecret, organizations: true },
    authUrl: server.origin,
    apiUrl: server.origin,
    now: () => NOW,
    mediaPollMs: 1,
    timeoutMs: 5_000,
    ...overrides,
  });

/** A LinkedIn channel as the engine hands it over: the member, or one of their pages. */
export const linkedInChannel = (server: FakeLinkedIn, accountId = server.member.urn): ChannelAccess => ({
  host: LINKEDIN_HOST,
  accountId,
  handle: 'Anna Berg',
  credentials: { [LINKEDIN_TOKEN]: server.grantToken() },
});

/**
 * A publication's progress kept in memory, as the engine keeps it in its row. `crashOn` makes
 * writing that key throw, as if the process died right after the network answered.
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
