import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type FakeMastodon,
  type FakeMastodonAccount,
  rateLimited,
  startFakeMastodon,
} from '../../../../test/mastodon-server.js';
import { networkFailure } from '../network.fixtures.js';
import type { ChannelAccess } from '../network.js';
import { MASTODON_TOKEN, mastodonAdapter } from './mastodon.adapter.js';

/**
 * A Mastodon status's figures and the account's followers, read by the adapter from a local
 * instance (test/mastodon-server.ts) through the real egress guard.
 */

const TOKEN = 'mastodon-token-of-anna';
const NOW = new Date('2026-03-02T10:00:00.000Z');
const adapter = mastodonAdapter({
  fetch: createGuardedFetch({ allowAddresses: ['127.0.0.1'] }),
  now: () => NOW,
  timeoutMs: 2_000,
});
const insights = adapter.insights!;
const accountDay = adapter.accountDay!;

let server: FakeMastodon;
let anna: FakeMastodonAccount;
let channel: ChannelAccess;

beforeAll(async () => {
  server = await startFakeMastodon();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  anna = server.addAccount('anna', { token: TOKEN });
  channel = {
    host: server.origin,
    accountId: anna.id,
    handle: '@anna@fake',
    credentials: { [MASTODON_TOKEN]: TOKEN },
  };
});

describe('insights', () => {
  it('maps favourites to likes, boosts to shares and replies to comments, with no reach or views', async () => {
    const status = server.addStatus(anna.id, 'Spring launch');
    server.setCounts(status.id, { favourites: 12, reblogs: 3 });
    server.addStatus(anna.id, 'Thanks!', new Date(), { inReplyToId: status.id });

    expect(await insights(channel, [status.id])).toEqual([
      { remoteId: status.id, metrics: { likes: 12, shares: 3, comments: 1 } },
    ]);
  });

  it('counts quotes as shares on a server that has quote posts', async () => {
    const status = server.addStatus(anna.id, 'Spring launch');
    server.setCounts(status.id, { reblogs: 3, quotes: 2 });
    const [answer] = await insights(channel, [status.id]);
    expect(answer?.metrics.shares).toBe(5);
  });

  it('asks one status a call and answers one entry per id, in the order asked', async () => {
    const first = server.addStatus(anna.id, 'One');
    const second = server.addStatus(anna.id, 'Two');
    server.setCounts(second.id, { favourites: 4 });

    const answers = await insights(channel, [second.id, first.id]);

    expect(adapter.insightsBatch).toBe(1);
    expect(answers.map((a) => [a.remoteId, a.metrics.likes])).toEqual([
      [second.id, 4],
      [first.id, 0],
    ]);
    expect(server.requests.filter((r) => r.path.startsWith('/api/v1/statuses/')).map((r) => r.path)).toEqual([
      `/api/v1/statuses/${second.id}`,
      `/api/v1/statuses/${first.id}`,
    ]);
  });

  it('a count the server left out is not yet counted, never 0, and the numbers come once it sends them', async () => {
    const status = server.addStatus(anna.id, 'Spring launch');
    server.setCounts(status.id, { favourites: 7 });
    server.withholdCounts(true);
    expect(await insights(channel, [status.id])).toEqual([
      { remoteId: status.id, metrics: { likes: 'not_yet', shares: 'not_yet', comments: 'not_yet' } },
    ]);

    server.withholdCounts(false);
    expect(await insights(channel, [status.id])).toEqual([
      { remoteId: status.id, metrics: { likes: 7, shares: 0, comments: 0 } },
    ]);
  });

  it('a status deleted on Mastodon is gone, beside one that is not', async () => {
    const kept = server.addStatus(anna.id, 'Kept');
    const deleted = server.addStatus(anna.id, 'Deleted');
    server.deleteStatus(deleted.id);

    expect(await insights(channel, [deleted.id, kept.id])).toEqual([
      { remoteId: deleted.id, metrics: {}, gone: true },
      { remoteId: kept.id, metrics: { likes: 0, shares: 0, comments: 0 } },
    ]);
  });

  it('throttled: tried again when X-RateLimit-Reset says', async () => {
    const status = server.addStatus(anna.id, 'Spring launch');
    server.script(rateLimited(new Date(NOW.getTime() + 90_000)));
    const error = await networkFailure(insights(channel, [status.id]));
    expect(error).toMatchObject({ kind: 'transient', options: { retryAfterMs: 90_000 } });
  });

  it('a revoked token asks for the account to be reconnected', async () => {
    const status = server.addStatus(anna.id, 'Spring launch');
    server.revokeToken(TOKEN);
    const error = await networkFailure(insights(channel, [status.id]));
    expect(error.kind).toBe('reconnect');
    expect(error.message).toMatch(/reconnect the account/);
  });

  it('a token without the read permission asks to reconnect to grant read:statuses', async () => {
    server.addAccount('writer', { token: 'write-only', scopes: 'write' });
    const status = server.addStatus(anna.id, 'Spring launch');
    const error = await networkFailure(
      insights({ ...channel, credentials: { [MASTODON_TOKEN]: 'write-only' } }, [status.id]),
    );
    expect(error).toMatchObject({ kind: 'reconnect', options: { code: 'missing_scope' } });
    expect(error.message).toContain('read:statuses');
  });
});

describe('accountDay', () => {
  it("answers the account's followers today", async () => {
    server.setFollowers(anna.id, 1_234);
    expect(await accountDay(channel)).toEqual({ followers: 1_234 });
  });

  it('a token without the read permission asks to reconnect to grant read:accounts', async () => {
    server.addAccount('writer', { token: 'write-only', scopes: 'write' });
    const error = await networkFailure(
      accountDay({ ...channel, credentials: { [MASTODON_TOKEN]: 'write-only' } }),
    );
    expect(error).toMatchObject({ kind: 'reconnect', options: { code: 'missing_scope' } });
    expect(error.message).toContain('read:accounts');
  });

  it('a revoked token asks for the account to be reconnected', async () => {
    server.revokeToken(TOKEN);
    expect((await networkFailure(accountDay(channel))).kind).toBe('reconnect');
  });
});
