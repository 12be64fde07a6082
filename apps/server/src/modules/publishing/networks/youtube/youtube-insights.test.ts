import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeYoutubeUpload, startFakeYoutubeUpload } from '../../../../test/youtube-upload-server.js';
import { networkFailure } from '../network.fixtures.js';
import { NOW, youtubeChannel, youtubeFor } from './youtube.fixtures.js';
import { untilMidnightPacific } from './youtube-errors.js';

/**
 * A channel's videos' results and its subscribers, read from the stand-in
 * (test/youtube-upload-server.ts) through the real egress guard: the Data API's statistics, 50
 * videos a call, counts sent as strings, and what YouTube does not give left out, never 0.
 */

let server: FakeYoutubeUpload;
let adapter: ReturnType<typeof youtubeFor>;

beforeAll(async () => {
  server = await startFakeYoutubeUpload();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  adapter = youtubeFor(server);
});

const statisticsCalls = () =>
  server.requests.filter((r) => r.path === '/youtube/v3/videos' && r.query.get('part') === 'statistics');

describe('insights', () => {
  it('reads views, likes and comments from YouTube’s string counts, and leaves out what YouTube has no figure for', async () => {
    const { channel } = youtubeChannel(server);
    const video = server.addVideo({
      viewCount: '15230',
      likeCount: '871',
      favoriteCount: '0',
      commentCount: '42',
    });
    const answer = await adapter.insights(channel, [video.id]);
    // No reach, shares, saves or link clicks: the Data API has none (not_offered, never 0).
    expect(answer).toEqual([{ remoteId: video.id, metrics: { views: 15230, likes: 871, comments: 42 } }]);
  });

  it('asks for up to 50 videos in one call, answers each id asked, and a deleted video as gone', async () => {
    const { channel } = youtubeChannel(server);
    expect(adapter.insightsBatch).toBe(50);
    const first = server.addVideo({ viewCount: '10', likeCount: '1', commentCount: '0' });
    const second = server.addVideo({ viewCount: '20', likeCount: '2', commentCount: '3' });
    const deleted = server.addVideo({ viewCount: '5', likeCount: '0', commentCount: '0' });
    server.deleteVideo(deleted.id);
    const answer = await adapter.insights(channel, [second.id, deleted.id, first.id]);
    expect(answer).toEqual([
      { remoteId: second.id, metrics: { views: 20, likes: 2, comments: 3 } },
      { remoteId: deleted.id, metrics: {}, gone: true },
      { remoteId: first.id, metrics: { views: 10, likes: 1, comments: 0 } },
    ]);
    expect(statisticsCalls()).toHaveLength(1);
    expect(statisticsCalls()[0]?.query.get('id')).toBe(`${second.id},${deleted.id},${first.id}`);
  });

  it('more ids than one call takes go in calls of 50', async () => {
    const { channel } = youtubeChannel(server);
    const ids = Array.from({ length: 60 }, () => server.addVideo({ viewCount: '1' }).id);
    const answer = await adapter.insights(channel, ids);
    expect(answer?.map((entry) => entry.remoteId)).toEqual(ids);
    expect(statisticsCalls().map((r) => r.query.get('id')?.split(',').length)).toEqual([50, 10]);
  });

  it('a like count the creator hid, and comments turned off, are left out rather than 0', async () => {
    const { channel } = youtubeChannel(server);
    const video = server.addVideo({ viewCount: '300', favoriteCount: '0' });
    const [entry] = await adapter.insights(channel, [video.id]);
    expect(entry?.metrics).toEqual({ views: 300 });
  });

  it('counts not in the answer yet are not_yet, then numbers once YouTube gives them', async () => {
    const { channel } = youtubeChannel(server);
    const video = server.addVideo({ viewCount: '7', likeCount: '2', commentCount: '1' });
    server.withholdStatistics();
    const [lagging] = await adapter.insights(channel, [video.id]);
    expect(lagging).toEqual({
      remoteId: video.id,
      metrics: { views: 'not_yet', likes: 'not_yet', comments: 'not_yet' },
    });
    server.withholdStatistics(false);
    const [counted] = await adapter.insights(channel, [video.id]);
    expect(counted?.metrics).toEqual({ views: 7, likes: 2, comments: 1 });
  });

  it('the project’s daily quota used up waits until midnight Pacific time', async () => {
    const { channel } = youtubeChannel(server);
    const video = server.addVideo();
    server.quota();
    const failed = await networkFailure(adapter.insights(channel, [video.id]));
    expect(failed).toMatchObject({
      kind: 'transient',
      options: { code: 'quotaExceeded', retryAfterMs: untilMidnightPacific(NOW) },
    });
  });

  it('a token Google ended early is renewed once and the figures read', async () => {
    const { channel, renewals } = youtubeChannel(server);
    const video = server.addVideo({ viewCount: '9', likeCount: '1', commentCount: '0' });
    server.expireAccessTokens();
    const [entry] = await adapter.insights(channel, [video.id]);
    expect(entry?.metrics).toEqual({ views: 9, likes: 1, comments: 0 });
    expect(renewals.count).toBe(1);
  });

  it('a revoked channel needs reconnecting', async () => {
    const { channel } = youtubeChannel(server);
    const video = server.addVideo();
    server.revoke();
    const failed = await networkFailure(adapter.insights({ ...channel, renew: undefined }, [video.id]));
    expect(failed).toMatchObject({ kind: 'reconnect', options: { code: 'authError' } });
  });

  it('a connection without the permission to read the channel needs reconnecting, saying which', async () => {
    const { channel } = youtubeChannel(server);
    const video = server.addVideo();
    server.insufficientScopes();
    const failed = await networkFailure(adapter.insights(channel, [video.id]));
    expect(failed).toMatchObject({ kind: 'reconnect', options: { code: 'insufficientPermissions' } });
    expect(failed.message).toContain('the youtube scope');
    expect(failed.message).toContain('Connect the channel again');
  });
});

describe('accountDay', () => {
  it('answers the channel’s subscribers', async () => {
    const { channel } = youtubeChannel(server);
    server.setSubscribers(48_300);
    expect(await adapter.accountDay(channel)).toEqual({ followers: 48_300 });
    const call = server.requests.find((r) => r.path === '/youtube/v3/channels');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ part: 'statistics', mine: 'true' });
  });

  it('answers none when the creator hides the subscriber count', async () => {
    const { channel } = youtubeChannel(server);
    server.setSubscribers(48_300, true);
    expect(await adapter.accountDay(channel)).toEqual({ followers: null });
  });

  it('a channel gone from the Google account needs reconnecting; the quota waits for midnight Pacific', async () => {
    const { channel } = youtubeChannel(server);
    server.noChannel();
    expect(await networkFailure(adapter.accountDay(channel))).toMatchObject({
      kind: 'reconnect',
      options: { code: 'no_channel' },
    });
    server.noChannel(false);
    server.quota();
    expect(await networkFailure(adapter.accountDay(channel))).toMatchObject({
      kind: 'transient',
      options: { code: 'quotaExceeded', retryAfterMs: untilMidnightPacific(NOW) },
    });
  });
});
