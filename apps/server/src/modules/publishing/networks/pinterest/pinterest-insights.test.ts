import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type FakePinterest,
  type FakePinterestBoard,
  type FakePinterestUser,
  startFakePinterest,
} from '../../../../test/pinterest-server.js';
import { networkFailure } from '../network.fixtures.js';
import type { ChannelAccess } from '../network.js';
import { pinterestAdapter } from './pinterest.adapter.js';
import { PINTEREST_ACCESS_TOKEN, PINTEREST_REFRESH_TOKEN } from './pinterest-api.js';

/**
 * A Pin's results and the account's followers, read from the stand-in (test/pinterest-server.ts)
 * through the real egress guard: lifetime figures where Pinterest keeps them, else the days it
 * has finished counting, and a figure still processing `not_yet`, never 0.
 */

const TOKEN = 'pina_acme';
const guarded = createGuardedFetch({ allowPrivate: true });
const DAY_MS = 86_400_000;

let server: FakePinterest;
let acme: FakePinterestUser;
let board: FakePinterestBoard;
let channel: ChannelAccess;
let clock: Date;
let adapter: ReturnType<typeof pinterestAdapter>;

beforeAll(async () => {
  server = await startFakePinterest();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  clock = new Date();
  acme = server.addUser('acme', { accessToken: TOKEN, refreshToken: 'pinr_acme', followerCount: 2_345 });
  board = server.addBoard(acme, 'Spring looks');
  channel = {
    host: 'https://www.pinterest.com',
    accountId: acme.id,
    handle: '@acme',
    credentials: { [PINTEREST_ACCESS_TOKEN]: TOKEN, [PINTEREST_REFRESH_TOKEN]: 'pinr_acme' },
  };
  adapter = pinterestAdapter({
    fetch: guarded,
    app: { appId: server.appId, appSecret: server.appSecret },
    authUrl: server.authorizeUrl,
    apiUrl: server.origin,
    now: () => clock,
    timeoutMs: 5_000,
  });
});

/** The UTC day `days` before the test's clock, as Pinterest names days. */
const daysAgo = (days: number) => new Date(clock.getTime() - days * DAY_MS).toISOString().slice(0, 10);
const madeDaysAgo = (days: number, video = false) =>
  server.addPin(board, { createdAt: new Date(clock.getTime() - days * DAY_MS), video });
const analyticsCalls = () => server.requests.filter((r) => /^\/v5\/pins\/[^/]+\/analytics$/.test(r.path));

describe('insights', () => {
  it('maps a Pin’s lifetime figures, asking from 89 days back to today; reach and shares are left out', async () => {
    const pin = madeDaysAgo(120);
    server.countPin(pin.id, daysAgo(100), { IMPRESSION: 400, SAVE: 4 });
    server.countPin(pin.id, daysAgo(3), {
      IMPRESSION: 100,
      OUTBOUND_CLICK: 7,
      SAVE: 1,
      TOTAL_REACTIONS: 9,
      TOTAL_COMMENTS: 2,
    });
    const answer = await adapter.insights(channel, [pin.id]);
    // Lifetime: the day 100 days back counts, though it is before the days asked.
    expect(answer).toEqual([
      { remoteId: pin.id, metrics: { views: 500, link_clicks: 7, saves: 5, likes: 9, comments: 2 } },
    ]);
    const [call] = analyticsCalls();
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      start_date: daysAgo(89),
      end_date: daysAgo(0),
      metric_types: 'IMPRESSION,OUTBOUND_CLICK,SAVE,TOTAL_REACTIONS,TOTAL_COMMENTS',
    });
  });

  it('reads counts Pinterest sends as strings', async () => {
    const pin = madeDaysAgo(10);
    server.countPin(pin.id, daysAgo(4), { IMPRESSION: 1_234, OUTBOUND_CLICK: 5, SAVE: 6 });
    server.countsAsStrings();
    const [entry] = await adapter.insights(channel, [pin.id]);
    expect(entry?.metrics).toEqual({ views: 1_234, link_clicks: 5, saves: 6, likes: 0, comments: 0 });
  });

  it('without lifetime figures (an image Pin from before 2023-03-20), sums the days Pinterest finished counting', async () => {
    const pin = server.addPin(board, { createdAt: new Date('2023-01-10T12:00:00Z') });
    server.countPin(pin.id, daysAgo(200), { IMPRESSION: 5_000 });
    server.countPin(pin.id, daysAgo(10), { IMPRESSION: 100, SAVE: 2 });
    server.countPin(pin.id, daysAgo(5), { IMPRESSION: 50, OUTBOUND_CLICK: 3 });
    // Today is still processing: not read.
    server.countPin(pin.id, daysAgo(0), { IMPRESSION: 999 });
    const [entry] = await adapter.insights(channel, [pin.id]);
    expect(entry?.metrics).toEqual({ views: 150, link_clicks: 3, saves: 2, likes: 0, comments: 0 });
  });

  it('figures Pinterest is still processing are not_yet, then numbers once it has counted them', async () => {
    const fresh = madeDaysAgo(0);
    server.countPin(fresh.id, daysAgo(0), { IMPRESSION: 30 });
    const pin = madeDaysAgo(6);
    server.countPin(pin.id, daysAgo(2), { IMPRESSION: 80, SAVE: 3, OUTBOUND_CLICK: 1 });
    server.analyticsProcessing();
    const notYet = {
      views: 'not_yet',
      link_clicks: 'not_yet',
      saves: 'not_yet',
      likes: 'not_yet',
      comments: 'not_yet',
    };
    expect(await adapter.insights(channel, [pin.id])).toEqual([{ remoteId: pin.id, metrics: notYet }]);
    server.analyticsProcessing(false);
    expect(await adapter.insights(channel, [pin.id, fresh.id])).toEqual([
      { remoteId: pin.id, metrics: { views: 80, link_clicks: 1, saves: 3, likes: 0, comments: 0 } },
      // Made today: no day of it counted yet.
      { remoteId: fresh.id, metrics: notYet },
    ]);
  });

  it('asks one Pin a call, answers each id asked, and a deleted Pin as gone', async () => {
    expect(adapter.insightsBatch).toBe(1);
    const first = madeDaysAgo(3);
    const deleted = madeDaysAgo(3);
    const last = madeDaysAgo(3);
    server.countPin(first.id, daysAgo(1), { IMPRESSION: 10 });
    server.deletePin(deleted.id);
    const answer = await adapter.insights(channel, [first.id, deleted.id, last.id]);
    expect(answer.map((entry) => [entry.remoteId, entry.gone ?? false, entry.metrics.views])).toEqual([
      [first.id, false, 10],
      [deleted.id, true, undefined],
      [last.id, false, 0],
    ]);
    expect(answer[1]).toEqual({ remoteId: deleted.id, metrics: {}, gone: true });
    expect(analyticsCalls().map((r) => r.path)).toEqual([
      `/v5/pins/${first.id}/analytics`,
      `/v5/pins/${deleted.id}/analytics`,
      `/v5/pins/${last.id}/analytics`,
    ]);
  });

  it('waits as long as Pinterest says when it asks to slow down, else a minute', async () => {
    const pin = madeDaysAgo(3);
    server.rateLimit(`/v5/pins/${pin.id}/analytics`, '30');
    expect(await networkFailure(adapter.insights(channel, [pin.id]))).toMatchObject({
      kind: 'transient',
      options: { retryAfterMs: 30_000 },
    });
    server.rateLimit(`/v5/pins/${pin.id}/analytics`);
    expect((await networkFailure(adapter.insights(channel, [pin.id]))).options.retryAfterMs).toBe(60_000);
  });

  it('renews an access token Pinterest ended early, once; revoked, the account must be reconnected', async () => {
    const pin = madeDaysAgo(3);
    server.countPin(pin.id, daysAgo(1), { IMPRESSION: 12 });
    server.expireAccessTokens();
    let renewals = 0;
    const renewing: ChannelAccess = {
      ...channel,
      renew: async () => {
        renewals += 1;
        const fresh = await adapter.refresh?.(channel);
        return { ...channel, credentials: fresh?.credentials ?? {} };
      },
    };
    const [entry] = await adapter.insights(renewing, [pin.id]);
    expect(entry?.metrics.views).toBe(12);
    expect(renewals).toBe(1);
    server.revoke(acme.id);
    const failed = await networkFailure(adapter.insights(channel, [pin.id]));
    expect(failed.kind).toBe('reconnect');
    expect(failed.message).toContain('reconnect the account');
  });

  it('a connection without pins:read must be reconnected, saying which permission', async () => {
    const limited = server.addUser('limited', { accessToken: 'pina_limited', scopes: 'user_accounts:read' });
    const pin = server.addPin(server.addBoard(limited, 'Mine'));
    const failed = await networkFailure(
      adapter.insights({ ...channel, credentials: { [PINTEREST_ACCESS_TOKEN]: 'pina_limited' } }, [pin.id]),
    );
    expect(failed).toMatchObject({ kind: 'reconnect', options: { code: 'scope_missing' } });
    expect(failed.message).toContain('reconnect the account to grant boards:read and pins:read');
  });
});

describe('accountDay', () => {
  it('answers the account’s followers', async () => {
    expect(await adapter.accountDay(channel)).toEqual({ followers: 2_345 });
  });

  it('answers none when Pinterest gives no follower count', async () => {
    server.addUser('quiet', { accessToken: 'pina_quiet', followerCount: null });
    expect(
      await adapter.accountDay({ ...channel, credentials: { [PINTEREST_ACCESS_TOKEN]: 'pina_quiet' } }),
    ).toEqual({ followers: null });
  });

  it('a connection without user_accounts:read must be reconnected; a rate limit waits', async () => {
    server.addUser('limited', { accessToken: 'pina_limited', scopes: 'pins:read,boards:read' });
    const failed = await networkFailure(
      adapter.accountDay({ ...channel, credentials: { [PINTEREST_ACCESS_TOKEN]: 'pina_limited' } }),
    );
    expect(failed).toMatchObject({ kind: 'reconnect', options: { code: 'scope_missing' } });
    expect(failed.message).toContain('user_accounts:read');
    server.rateLimit('/v5/user_account', '45');
    expect(await networkFailure(adapter.accountDay(channel))).toMatchObject({
      kind: 'transient',
      options: { retryAfterMs: 45_000 },
    });
  });
});
