import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLinkedIn, startFakeLinkedIn } from '../../../../test/linkedin-server.js';
import { networkFailure } from '../network.fixtures.js';
import type { ChannelAccess } from '../network.js';
import { linkedInChannel, linkedInFor } from './linkedin.fixtures.js';
import { LINKEDIN_VERSION } from './linkedin-api.js';
import { LINKEDIN_TOKEN } from './linkedin-oauth.js';

/**
 * A LinkedIn post's results and the page's followers, against the stand-in
 * (test/linkedin-server.ts) through the real egress guard: a member's post through
 * `memberCreatorPostAnalytics`, a page's posts through `organizationalEntityShareStatistics`.
 */

const PAGE = 'urn:li:organization:5515715';

let server: FakeLinkedIn;
let adapter: ReturnType<typeof linkedInFor>;
let member: ChannelAccess;
let page: ChannelAccess;

beforeAll(async () => {
  server = await startFakeLinkedIn();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  adapter = linkedInFor(server);
  member = linkedInChannel(server);
  page = linkedInChannel(server, PAGE);
});

const FIGURES = {
  impressions: 1200,
  membersReached: 800,
  reactions: 40,
  comments: 6,
  reshares: 3,
  clicks: 9,
};
const calls = (path: string) => server.requests.filter((r) => r.path === path);
const insights = (channel: ChannelAccess, ids: string[]) => adapter.insights!(channel, ids);
/** A channel whose token carries only these scopes. */
const withScopes = (channel: ChannelAccess, scopes: string[]): ChannelAccess => ({
  ...channel,
  credentials: { [LINKEDIN_TOKEN]: server.grantToken(scopes) },
});

describe("a member's post", () => {
  it('maps impressions, members reached, reactions, comments and reshares; LinkedIn has no clicks or saves here', async () => {
    const post = server.addPost(server.member.urn, 'Spring launch');
    server.setStatistics(post.urn, FIGURES);
    expect(await insights(member, [post.urn])).toEqual([
      { remoteId: post.urn, metrics: { views: 1200, reach: 800, likes: 40, comments: 6, shares: 3 } },
    ]);
    const asked = calls('/rest/memberCreatorPostAnalytics');
    expect(asked.map((r) => r.query.get('queryType')).sort()).toEqual([
      'COMMENT',
      'IMPRESSION',
      'MEMBERS_REACHED',
      'REACTION',
      'RESHARE',
    ]);
    for (const request of asked) {
      expect(request.query.get('entity')).toBe(`(share:${post.urn})`);
      expect(request.query.get('aggregation')).toBe('TOTAL');
      expect(request.headers['linkedin-version']).toBe(LINKEDIN_VERSION);
    }
  });

  it('a figure LinkedIn has not counted yet is not_yet, never 0, and a number once it has', async () => {
    const post = server.addPost(server.member.urn, 'Just out', new Date(), 'ugcPost');
    expect(await insights(member, [post.urn])).toEqual([
      {
        remoteId: post.urn,
        metrics: {
          views: 'not_yet',
          reach: 'not_yet',
          likes: 'not_yet',
          comments: 'not_yet',
          shares: 'not_yet',
        },
      },
    ]);
    // A UGC post (a video, a document) is named as LinkedIn's union asks.
    expect(calls('/rest/memberCreatorPostAnalytics')[0]?.query.get('entity')).toBe(`(ugc:${post.urn})`);
    server.setStatistics(post.urn, { impressions: 0, reactions: 2 });
    const [later] = await insights(member, [post.urn]);
    expect(later?.metrics).toEqual({
      views: 0,
      reach: 'not_yet',
      likes: 2,
      comments: 'not_yet',
      shares: 'not_yet',
    });
  });

  it('reads counts LinkedIn sends as strings', async () => {
    const post = server.addPost(server.member.urn, 'Strings');
    server.setStatistics(post.urn, FIGURES);
    server.countsAsStrings();
    const [result] = await insights(member, [post.urn]);
    expect(result?.metrics).toMatchObject({ views: 1200, likes: 40 });
  });

  it('a post deleted on LinkedIn is gone, the others still read, one entry per id asked', async () => {
    const kept = server.addPost(server.member.urn, 'Kept');
    const deleted = server.addPost(server.member.urn, 'Deleted');
    server.setStatistics(kept.urn, FIGURES);
    server.deletePost(deleted.urn);
    const results = await insights(member, [deleted.urn, kept.urn]);
    expect(results).toHaveLength(2);
    expect(results[0]).toEqual({ remoteId: deleted.urn, metrics: {}, gone: true });
    expect(results[1]).toMatchObject({ remoteId: kept.urn, metrics: { views: 1200 } });
  });

  it('has no followers to give, and asks LinkedIn nothing for them', async () => {
    expect(await adapter.accountDay!(member)).toEqual({ followers: null });
    expect(server.requests).toHaveLength(0);
  });
});

describe("a page's posts", () => {
  it('reads several posts in one call, clicks as link clicks, counts sent as strings too', async () => {
    const first = server.addPost(PAGE, 'One');
    const second = server.addPost(PAGE, 'Two');
    server.setStatistics(first.urn, FIGURES);
    server.setStatistics(second.urn, { ...FIGURES, impressions: 50, clicks: 0 });
    server.countsAsStrings();
    const results = await insights(page, [first.urn, second.urn]);
    expect(results).toEqual([
      {
        remoteId: first.urn,
        metrics: { views: 1200, reach: 800, likes: 40, comments: 6, shares: 3, link_clicks: 9 },
      },
      {
        remoteId: second.urn,
        metrics: { views: 50, reach: 800, likes: 40, comments: 6, shares: 3, link_clicks: 0 },
      },
    ]);
    const [call] = calls('/rest/organizationalEntityShareStatistics');
    expect(calls('/rest/organizationalEntityShareStatistics')).toHaveLength(1);
    expect(call?.query.get('organizationalEntity')).toBe(PAGE);
    expect(call?.query.get('shares')).toBe(`List(${first.urn},${second.urn})`);
    expect(adapter.insightsBatch).toBe(20);
  });

  it('asks for UGC posts (videos, documents) in a call of their own', async () => {
    const share = server.addPost(PAGE, 'Image');
    const video = server.addPost(PAGE, 'Video', new Date(), 'ugcPost');
    server.setStatistics(share.urn, FIGURES);
    server.setStatistics(video.urn, { ...FIGURES, impressions: 7 });
    const results = await insights(page, [video.urn, share.urn]);
    expect(results.map((r) => [r.remoteId, r.metrics.views])).toEqual([
      [video.urn, 7],
      [share.urn, 1200],
    ]);
    const named = calls('/rest/organizationalEntityShareStatistics').map((r) => [
      r.query.get('shares'),
      r.query.get('ugcPosts'),
    ]);
    expect(named).toHaveLength(2);
    expect(named).toContainEqual([`List(${share.urn})`, null]);
    expect(named).toContainEqual([null, `List(${video.urn})`]);
  });

  it('a post LinkedIn has not counted yet is not_yet, one it deleted is gone', async () => {
    const fresh = server.addPost(PAGE, 'Fresh');
    const deleted = server.addPost(PAGE, 'Deleted');
    server.deletePost(deleted.urn);
    expect(await insights(page, [fresh.urn, deleted.urn])).toEqual([
      {
        remoteId: fresh.urn,
        metrics: {
          views: 'not_yet',
          reach: 'not_yet',
          likes: 'not_yet',
          comments: 'not_yet',
          shares: 'not_yet',
          link_clicks: 'not_yet',
        },
      },
      { remoteId: deleted.urn, metrics: {}, gone: true },
    ]);
    server.setStatistics(fresh.urn, FIGURES);
    const [counted] = await insights(page, [fresh.urn]);
    expect(counted?.metrics).toMatchObject({ views: 1200, link_clicks: 9 });
  });

  it("answers the page's followers today", async () => {
    expect(await adapter.accountDay!(page)).toEqual({ followers: 1520 });
    expect(calls(`/rest/networkSizes/${encodeURIComponent(PAGE)}`)[0]?.query.get('edgeType')).toBe(
      'COMPANY_FOLLOWED_BY_MEMBER',
    );
    server.countsAsStrings();
    expect(await adapter.accountDay!(page)).toEqual({ followers: 1520 });
  });
});

describe('an app without the Community Management API', () => {
  it('reads no results: it could never ask for their permissions', () => {
    const plain = linkedInFor(server, {
      app: { clientId: server.clientId, clientSecret: server.clientSecret, organizations: false },
    });
    expect(plain.insights).toBeUndefined();
    expect(plain.accountDay).toBeUndefined();
  });
});

describe('failures', () => {
  it('429 is tried again after Retry-After, or at midnight UTC on a daily limit', async () => {
    const post = server.addPost(PAGE, 'Busy');
    server.rateLimit(1, 30);
    expect(await networkFailure(insights(page, [post.urn]))).toMatchObject({
      kind: 'transient',
      options: { code: 'TOO_MANY_REQUESTS', retryAfterMs: 30_000 },
    });
    server.rateLimit(1);
    expect(await networkFailure(adapter.accountDay!(page))).toMatchObject({
      kind: 'transient',
      options: { retryAfterMs: 14 * 3600_000 },
    });
  });

  it('a token the member revoked asks for the account to be reconnected', async () => {
    const post = server.addPost(server.member.urn, 'Revoked');
    server.revoke();
    expect(await networkFailure(insights(member, [post.urn]))).toMatchObject({
      kind: 'reconnect',
      options: { code: 'REVOKED_ACCESS_TOKEN' },
    });
    expect((await networkFailure(adapter.accountDay!(page))).kind).toBe('reconnect');
  });

  it('a missing analytics permission asks to reconnect, naming it', async () => {
    const mine = server.addPost(server.member.urn, 'Mine');
    const ours = server.addPost(PAGE, 'Ours');
    const posting = [
      'openid',
      'profile',
      'w_member_social',
      'w_organization_social',
      'r_organization_social',
    ];
    const memberError = await networkFailure(insights(withScopes(member, posting), [mine.urn]));
    expect(memberError).toMatchObject({ kind: 'reconnect', options: { code: 'ACCESS_DENIED' } });
    expect(memberError.message).toContain('r_member_postAnalytics');
    const pageError = await networkFailure(insights(withScopes(page, posting), [ours.urn]));
    expect(pageError.kind).toBe('reconnect');
    expect(pageError.message).toContain('rw_organization_admin');
    const followersError = await networkFailure(adapter.accountDay!(withScopes(page, posting)));
    expect(followersError.message).toContain('rw_organization_admin');
  });
});
