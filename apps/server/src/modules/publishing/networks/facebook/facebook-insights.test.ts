import { RESULTS_USAGE_CEILING_PERCENT } from '@expertos/domain/analytics/metrics';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeFacebook, startFakeFacebook } from '../../../../test/facebook-server.js';
import { networkFailure } from '../network.fixtures.js';
import type { ChannelAccess } from '../network.js';
import { connectOnFake, facebookOnFake, pageChannel } from './facebook.fixtures.js';

/**
 * A Page post's results and the Page's followers, from the local stand-in
 * (test/facebook-server.ts): the insights Facebook has counted so far, the post's comments and
 * shares, a deleted post, the Page's throttling with Meta's usage headers, a revoked token and a
 * Page connected without `read_insights` — through the real egress guard.
 */

let fake: FakeFacebook;
let channel: ChannelAccess;
const adapter = () => facebookOnFake(fake);

beforeAll(async () => {
  fake = await startFakeFacebook();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  const [first] = await connectOnFake(adapter());
  channel = pageChannel(first as NonNullable<typeof first>);
});

let serial = 0;
/** Posts to the Page through the adapter and answers the post's id on Facebook. */
async function posted(firstComment?: string): Promise<string> {
  serial += 1;
  const post = await adapter().publish(channel, {
    publicationId: `pub_${serial}`,
    createdAt: new Date().toISOString(),
    text: `Our results, part ${serial}`,
    link: 'https://acme.example.com/spring',
    media: [],
    firstComment,
  });
  return post.remoteId;
}

describe('insights', () => {
  it('maps reach, every reaction as likes, link clicks, comments and shares; no views or saves offered', async () => {
    const id = await posted('Thanks for reading');
    fake.count(id, {
      post_total_media_view_unique: 340,
      post_reactions_by_type_total: { like: 20, love: 4, haha: 1 },
      post_clicks_by_type: { 'link clicks': 7, 'other clicks': 12 },
    });
    fake.engage(id, { comments: 3, shares: 2 });
    expect(adapter().insightsBatch).toBe(1);
    expect(await adapter().insights?.(channel, [id])).toEqual([
      { remoteId: id, metrics: { reach: 340, likes: 25, comments: 4, shares: 2, link_clicks: 7 } },
    ]);
  });

  it('says not yet for the insights Facebook has not counted, then their numbers; counts it has are kept, zeros too', async () => {
    const id = await posted();
    const [early] = (await adapter().insights?.(channel, [id])) ?? [];
    // Comments and shares are counted on the post at once; nobody shared it yet is 0.
    expect(early?.metrics).toEqual({
      reach: 'not_yet',
      likes: 'not_yet',
      comments: 0,
      shares: 0,
      link_clicks: 'not_yet',
    });
    fake.count(id, {
      post_total_media_view_unique: 90,
      post_reactions_by_type_total: {},
      post_clicks_by_type: { 'other clicks': 4 },
    });
    const [later] = (await adapter().insights?.(channel, [id])) ?? [];
    expect(later?.metrics).toEqual({ reach: 90, likes: 0, comments: 0, shares: 0, link_clicks: 0 });
  });

  it('answers a post deleted on Facebook as gone', async () => {
    const id = await posted();
    fake.deletePost(id);
    expect(await adapter().insights?.(channel, [id])).toEqual([{ remoteId: id, metrics: {}, gone: true }]);
  });

  it('asks again after the minutes Facebook names when the Page is throttled', async () => {
    const id = await posted();
    fake.rateLimit({ level: 'page', minutes: 7 });
    const failed = await networkFailure(adapter().insights?.(channel, [id]) ?? Promise.resolve());
    expect(failed.kind).toBe('transient');
    expect(failed.options.retryAfterMs).toBe(7 * 60_000);
  });

  it('stops reading once the Page has used three quarters of its hour, leaving the rest to publishing', async () => {
    const id = await posted();
    fake.count(id, { post_total_media_view_unique: 40 });
    fake.setUsage(RESULTS_USAGE_CEILING_PERCENT - 1);
    expect(await adapter().insights?.(channel, [id])).toEqual([
      expect.objectContaining({ remoteId: id, metrics: expect.objectContaining({ reach: 40 }) }),
    ]);
    fake.setUsage(RESULTS_USAGE_CEILING_PERCENT);
    const held = await networkFailure(adapter().insights?.(channel, [id]) ?? Promise.resolve());
    expect(held).toMatchObject({
      kind: 'transient',
      options: { code: 'meta_usage_reserved', retryAfterMs: 60 * 60_000 },
    });
    // Publishing is not held back at the same usage.
    expect((await posted()).length).toBeGreaterThan(0);
  });

  it('asks to connect the Page again to grant read_insights, or when its token was revoked', async () => {
    const id = await posted();
    fake.withholdInsights();
    const missing = await networkFailure(adapter().insights?.(channel, [id]) ?? Promise.resolve());
    expect(missing.kind).toBe('reconnect');
    expect(missing.message).toContain('grant read_insights');
    fake.revoke();
    const revoked = await networkFailure(adapter().insights?.(channel, [id]) ?? Promise.resolve());
    expect(revoked.kind).toBe('reconnect');
    expect(revoked.message).toContain('Connect the Page again');
  });
});

describe('accountDay', () => {
  it('answers the Page’s followers today', async () => {
    expect(await adapter().accountDay?.(channel)).toEqual({ followers: 1520 });
  });

  it('asks again later while the Page is throttled', async () => {
    fake.rateLimit({ level: 'page', minutes: 3 });
    const failed = await networkFailure(adapter().accountDay?.(channel) ?? Promise.resolve());
    expect(failed.kind).toBe('transient');
    expect(failed.options.retryAfterMs).toBe(3 * 60_000);
  });
});
