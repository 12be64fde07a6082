import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type FakeTikTok, type FakeTikTokUser, startFakeTikTok } from '../../../../test/tiktok-server.js';
import { networkFailure } from '../network.fixtures.js';
import type { ChannelAccess, PublishInput } from '../network.js';
import { tiktokAdapter } from './tiktok.adapter.js';
import { TIKTOK_ACCESS_TOKEN, TIKTOK_REFRESH_TOKEN } from './tiktok-api.js';

/**
 * A TikTok post's results and the account's followers, against the stand-in
 * (test/tiktok-server.ts) through the real egress guard: `video/query` for the videos,
 * `user/info` for the followers.
 */

const TOKEN = 'act.acme';
const guarded = createGuardedFetch({ allowPrivate: true });
const COUNTS = { view_count: 5400, like_count: 320, comment_count: 18, share_count: 7 };
const NOT_YET = { views: 'not_yet', likes: 'not_yet', comments: 'not_yet', shares: 'not_yet' };

let server: FakeTikTok;
let acme: FakeTikTokUser;
let channel: ChannelAccess;
let adapter: ReturnType<typeof tiktokAdapter>;

beforeAll(async () => {
  server = await startFakeTikTok();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  acme = server.addUser('acme', { accessToken: TOKEN, refreshToken: 'rft.acme' });
  channel = {
    host: 'https://www.tiktok.com',
    accountId: acme.openId,
    handle: '@acme',
    credentials: { [TIKTOK_ACCESS_TOKEN]: TOKEN, [TIKTOK_REFRESH_TOKEN]: 'rft.acme' },
  };
  adapter = tiktokAdapter({
    fetch: guarded,
    app: { clientKey: server.clientKey, clientSecret: server.clientSecret },
    audited: true,
    authUrl: server.authorizeUrl,
    apiUrl: server.origin,
    now: () => new Date('2026-03-02T10:00:00.000Z'),
    sleep: async () => {},
    timeoutMs: 5_000,
  });
});

const calls = (path: string) => server.requests.filter((r) => r.path === path);
const insights = (ids: string[], on = channel) => adapter.insights!(on, ids);
/** A video post, published through the adapter as the engine would. */
const video = (): PublishInput => ({
  publicationId: 'pub_1',
  createdAt: '2026-03-02T10:00:00.000Z',
  text: 'Spring launch',
  media: [{ bytes: Buffer.alloc(300_000, 7), mimeType: 'video/mp4', fileName: 'teaser.mp4', alt: null }],
  privacyLevel: 'PUBLIC_TO_EVERYONE',
});

describe('insights', () => {
  it('reads several videos in one call: views, likes, comments, shares; TikTok has no reach, saves or link clicks', async () => {
    const first = server.addVideo(acme.openId, COUNTS);
    const second = server.addVideo(acme.openId, { ...COUNTS, view_count: 12 });
    expect(await insights([first, second])).toEqual([
      { remoteId: first, metrics: { views: 5400, likes: 320, comments: 18, shares: 7 } },
      { remoteId: second, metrics: { views: 12, likes: 320, comments: 18, shares: 7 } },
    ]);
    const [call] = calls('/v2/video/query/');
    expect(calls('/v2/video/query/')).toHaveLength(1);
    expect(call?.body).toEqual({ filters: { video_ids: [first, second] } });
    expect(call?.query.get('fields')).toBe('id,view_count,like_count,comment_count,share_count');
    expect(adapter.insightsBatch).toBe(20);
  });

  it('a count TikTok has not given yet is not_yet, never 0, and a number once it has', async () => {
    const fresh = server.addVideo(acme.openId);
    expect(await insights([fresh])).toEqual([{ remoteId: fresh, metrics: NOT_YET }]);
    server.setVideoCounts(fresh, { view_count: 0, like_count: 3 });
    const [later] = await insights([fresh]);
    expect(later?.metrics).toEqual({ views: 0, likes: 3, comments: 'not_yet', shares: 'not_yet' });
  });

  it('a video deleted on TikTok is gone, the others still read, one entry per id asked', async () => {
    const kept = server.addVideo(acme.openId, COUNTS);
    const deleted = server.addVideo(acme.openId, COUNTS);
    server.deleteVideo(deleted);
    const results = await insights([deleted, kept]);
    expect(results).toEqual([
      { remoteId: deleted, metrics: {}, gone: true },
      { remoteId: kept, metrics: { views: 5400, likes: 320, comments: 18, shares: 7 } },
    ]);
  });

  it('a post TikTok has not shown yet (named by its publish id) is not_yet, and read once TikTok shows it', async () => {
    server.withholdPostId();
    const published = await adapter.publish(channel, video());
    expect(published.remoteId).toMatch(/^v_pub_file~/);
    expect(await insights([published.remoteId])).toEqual([
      { remoteId: published.remoteId, metrics: NOT_YET },
    ]);
    expect(calls('/v2/video/query/')).toHaveLength(0);
    const videoId = server.releasePostId(published.remoteId);
    server.setVideoCounts(videoId, COUNTS);
    expect(await insights([published.remoteId])).toEqual([
      { remoteId: published.remoteId, metrics: { views: 5400, likes: 320, comments: 18, shares: 7 } },
    ]);
    expect(calls('/v2/video/query/')[0]?.body).toEqual({ filters: { video_ids: [videoId] } });
  });

  it('a post TikTok failed is gone; a publish id it does not know is not_yet', async () => {
    server.failProcessing('frame_rate_check_failed');
    await networkFailure(adapter.publish(channel, video()));
    const failed = server.posts[0]?.publishId ?? '';
    expect(await insights([failed, 'v_pub_file~v2-1.1'])).toEqual([
      { remoteId: failed, metrics: {}, gone: true },
      { remoteId: 'v_pub_file~v2-1.1', metrics: NOT_YET },
    ]);
  });
});

describe('account', () => {
  it('answers the followers today', async () => {
    expect(await adapter.accountDay!(channel)).toEqual({ followers: 4200 });
    expect(calls('/v2/user/info/')[0]?.query.get('fields')).toBe('follower_count');
  });
});

describe('failures', () => {
  it('tries again after a minute when TikTok limits the rate, or when it says', async () => {
    const id = server.addVideo(acme.openId, COUNTS);
    server.refuseNext('/v2/video/query/', 429, 'rate_limit_exceeded', 'Rate limit exceeded.');
    expect(await networkFailure(insights([id]))).toMatchObject({
      kind: 'transient',
      options: { code: 'rate_limit_exceeded', retryAfterMs: 60_000 },
    });
    server.refuseNext('/v2/user/info/', 429, 'rate_limit_exceeded', 'Slow down.', { 'retry-after': '30' });
    expect(await networkFailure(adapter.accountDay!(channel))).toMatchObject({
      kind: 'transient',
      options: { retryAfterMs: 30_000 },
    });
  });

  it('asks to reconnect when the account took the app’s access away', async () => {
    const id = server.addVideo(acme.openId, COUNTS);
    server.revoke(acme.openId);
    expect(await networkFailure(insights([id]))).toMatchObject({
      kind: 'reconnect',
      options: { code: 'access_token_invalid' },
    });
    expect((await networkFailure(adapter.accountDay!(channel))).kind).toBe('reconnect');
  });

  it('renews a token TikTok ended early, once, and reads', async () => {
    const id = server.addVideo(acme.openId, COUNTS);
    server.expireAccessTokens();
    let renewals = 0;
    const renewing: ChannelAccess = {
      ...channel,
      renew: async () => {
        renewals += 1;
        return { ...channel, credentials: (await adapter.refresh!(channel)).credentials };
      },
    };
    const [result] = await insights([id], renewing);
    expect(result?.metrics.views).toBe(5400);
    expect(renewals).toBe(1);
  });

  it('a scope the account did not grant asks to reconnect, naming it', async () => {
    const posting = server.addUser('posting', {
      accessToken: 'act.posting',
      scope: 'user.info.basic,video.publish,video.upload',
    });
    const narrow: ChannelAccess = {
      ...channel,
      accountId: posting.openId,
      credentials: { [TIKTOK_ACCESS_TOKEN]: 'act.posting' },
    };
    const id = server.addVideo(posting.openId, COUNTS);
    const videos = await networkFailure(insights([id], narrow));
    expect(videos).toMatchObject({ kind: 'reconnect', options: { code: 'scope_not_authorized' } });
    expect(videos.message).toContain('video.list');
    const followers = await networkFailure(adapter.accountDay!(narrow));
    expect(followers.kind).toBe('reconnect');
    expect(followers.message).toContain('user.info.stats');
  });
});
