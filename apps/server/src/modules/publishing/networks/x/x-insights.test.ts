import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type FakeX, type FakeXUser, startFakeX } from '../../../../test/x-server.js';
import { networkFailure } from '../network.fixtures.js';
import type { ChannelAccess } from '../network.js';
import { xAdapter } from './x.adapter.js';
import { X_ACCESS_TOKEN, X_REFRESH_TOKEN } from './x-api.js';

/**
 * X posts' figures and the account's followers, read by the adapter from the local stand-in
 * (test/x-server.ts) through the real egress guard, on the machine's clock as the stand-in's.
 */

const TOKEN = 'x-access-of-acme';
const DAY_MS = 24 * 3600_000;

let server: FakeX;
let acme: FakeXUser;
let channel: ChannelAccess;
let adapter: ReturnType<typeof xAdapter>;

beforeAll(async () => {
  server = await startFakeX();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  acme = server.addUser('acme', { accessToken: TOKEN, refreshToken: 'x-refresh' });
  channel = {
    host: 'https://x.com',
    accountId: acme.id,
    handle: 'acme',
    credentials: { [X_ACCESS_TOKEN]: TOKEN, [X_REFRESH_TOKEN]: 'x-refresh' },
  };
  adapter = xAdapter({
    fetch: createGuardedFetch({ allowPrivate: true }),
    app: { clientId: server.clientId, clientSecret: server.clientSecret },
    authUrl: server.authorizeUrl,
    apiUrl: server.origin,
    timeoutMs: 2_000,
  });
});

const insights = (ids: string[], on = channel) => adapter.insights!(on, ids);
/** A post of the account, made `daysAgo` days ago. */
const tweet = (text: string, daysAgo = 1) =>
  server.addTweet(acme.id, text, new Date(Date.now() - daysAgo * DAY_MS)).id;
const lookups = () => server.requests.filter((r) => r.method === 'GET' && r.path === '/2/tweets');

describe('insights', () => {
  it('maps views, likes, replies, reposts with quotes, bookmarks and link clicks; X has no reach', async () => {
    const id = tweet('Our spring range: https://example.com/spring');
    server.setMetrics(id, {
      impression_count: 5_000,
      like_count: 120,
      reply_count: 14,
      retweet_count: 30,
      quote_count: 5,
      bookmark_count: 9,
      url_link_clicks: 77,
    });
    expect(await insights([id])).toEqual([
      {
        remoteId: id,
        metrics: { views: 5_000, likes: 120, comments: 14, shares: 35, saves: 9, link_clicks: 77 },
      },
    ]);
    expect(lookups()[0]?.query.get('tweet.fields')).toBe('public_metrics,non_public_metrics');
  });

  it('a post without a link has no link clicks to count', async () => {
    const id = tweet('No link here');
    const [answer] = await insights([id]);
    expect(answer?.metrics).not.toHaveProperty('link_clicks');
    expect(answer?.metrics.views).toBe(0);
  });

  it('asks for up to 100 posts in one call, and answers one entry per id asked', async () => {
    const ids = Array.from({ length: 101 }, (_, n) => tweet(`Post number ${n}`));
    server.setMetrics(ids[100]!, { like_count: 6 });

    const answers = await insights(ids);

    expect(adapter.insightsBatch).toBe(100);
    expect(lookups().map((r) => r.query.get('ids')?.split(',').length)).toEqual([100, 1]);
    expect(answers.map((a) => a.remoteId)).toEqual(ids);
    expect(answers[100]?.metrics.likes).toBe(6);
  });

  it('a post 30 days old or more is asked without non-public figures, and its link clicks are left out', async () => {
    const recent = tweet('Recent: https://example.com/a', 2);
    const old = tweet('Old: https://example.com/b', 45);
    server.setMetrics(recent, { url_link_clicks: 3, like_count: 1 });
    server.setMetrics(old, { url_link_clicks: 50, like_count: 40 });

    const answers = await insights([old, recent]);

    expect(answers).toEqual([
      { remoteId: old, metrics: { views: 0, likes: 40, comments: 0, shares: 0, saves: 0 } },
      {
        remoteId: recent,
        metrics: { views: 0, likes: 1, comments: 0, shares: 0, saves: 0, link_clicks: 3 },
      },
    ]);
    expect(lookups().map((r) => [r.query.get('ids'), r.query.get('tweet.fields')])).toEqual([
      [recent, 'public_metrics,non_public_metrics'],
      [old, 'public_metrics'],
    ]);
  });

  it('a post X refuses non-public figures for is asked again for its public ones', async () => {
    // Not the account's own: X gives no one but its author those figures.
    const other = server.addUser('other');
    const theirs = server.addTweet(other.id, 'Someone else', new Date(Date.now() - DAY_MS)).id;
    server.setMetrics(theirs, { like_count: 2 });
    const [answer] = await insights([theirs]);
    expect(answer).toEqual({
      remoteId: theirs,
      metrics: { views: 0, likes: 2, comments: 0, shares: 0, saves: 0 },
    });
    expect(lookups()).toHaveLength(2);
  });

  it('figures X has not counted yet are not yet, never 0, and the numbers come once it has them', async () => {
    const id = tweet('Launch day https://example.com/launch');
    server.setMetrics(id, { impression_count: 800, url_link_clicks: 12, like_count: 4 });
    server.withholdMetrics(true);
    expect(await insights([id])).toEqual([
      {
        remoteId: id,
        metrics: { views: 'not_yet', likes: 4, comments: 0, shares: 0, saves: 0, link_clicks: 'not_yet' },
      },
    ]);

    server.withholdMetrics(false);
    const [answer] = await insights([id]);
    expect(answer?.metrics).toMatchObject({ views: 800, link_clicks: 12 });
  });

  it('a post deleted on X is gone, beside one that is not', async () => {
    const kept = tweet('Kept');
    const deleted = tweet('Deleted');
    server.deleteTweet(deleted);
    const answers = await insights([deleted, kept]);
    expect(answers[0]).toEqual({ remoteId: deleted, metrics: {}, gone: true });
    expect(answers[1]).toMatchObject({ remoteId: kept, metrics: { likes: 0 } });
    expect(answers[1]?.gone).toBeUndefined();
  });

  it('throttled: tried again when x-rate-limit-reset says', async () => {
    const id = tweet('Spring');
    const reset = Math.floor(Date.now() / 1000) + 120;
    server.rateLimit(reset, 'GET /2/tweets');
    const error = await networkFailure(insights([id]));
    expect(error.kind).toBe('transient');
    expect(error.options.retryAfterMs).toBeGreaterThan(110_000);
    expect(error.options.retryAfterMs).toBeLessThanOrEqual(120_000);
  });

  it("the team's app over its monthly cap is asked again later, not given up", async () => {
    const id = tweet('Spring');
    server.usageCapped();
    const error = await networkFailure(insights([id]));
    expect(error).toMatchObject({ kind: 'transient', options: { code: 'usage-capped' } });
    expect(error.options.retryAfterMs).toBeGreaterThan(0);
  });

  it('an access token X ended early is renewed once and the figures read', async () => {
    const id = tweet('Spring');
    server.expireAccessTokens();
    const renew = async (): Promise<ChannelAccess> => {
      const next = await adapter.refresh!(channel);
      return { ...channel, credentials: next.credentials };
    };
    const [answer] = await insights([id], { ...channel, renew });
    expect(answer?.metrics.likes).toBe(0);
  });

  it('a revoked token asks for the account to be reconnected', async () => {
    const id = tweet('Spring');
    server.revoke(acme.id);
    const error = await networkFailure(insights([id]));
    expect(error.kind).toBe('reconnect');
    expect(error.message).toMatch(/reconnect the account/);
  });

  it('a token without the read permissions asks to reconnect to grant tweet.read and users.read', async () => {
    const id = tweet('Spring');
    server.addUser('writer', { accessToken: 'write-only', scope: 'tweet.write media.write' });
    const error = await networkFailure(
      insights([id], { ...channel, credentials: { [X_ACCESS_TOKEN]: 'write-only' } }),
    );
    expect(error).toMatchObject({ kind: 'reconnect', options: { code: 'missing_scope' } });
    expect(error.message).toContain('tweet.read and users.read');
  });
});

describe('accountDay', () => {
  it("answers the account's followers today", async () => {
    server.setFollowers(acme.id, 31_415);
    expect(await adapter.accountDay!(channel)).toEqual({ followers: 31_415 });
  });

  it('a token without the read permissions asks to reconnect', async () => {
    server.addUser('writer', { accessToken: 'write-only', scope: 'tweet.write' });
    const error = await networkFailure(
      adapter.accountDay!({ ...channel, credentials: { [X_ACCESS_TOKEN]: 'write-only' } }),
    );
    expect(error).toMatchObject({ kind: 'reconnect', options: { code: 'missing_scope' } });
  });

  it('a revoked token asks for the account to be reconnected', async () => {
    server.revoke(acme.id);
    expect((await networkFailure(adapter.accountDay!(channel))).kind).toBe('reconnect');
  });
});
