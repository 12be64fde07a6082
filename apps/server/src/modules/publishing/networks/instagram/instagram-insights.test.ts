import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type FakeInstagram, startFakeInstagram } from '../../../../test/instagram-server.js';
import { networkFailure, startFileServer } from '../network.fixtures.js';
import type { ChannelAccess, PublishInput } from '../network.js';
import { connectOnFake, instagramOnFake } from './instagram.fixtures.js';

/**
 * A published post's results and the account's followers, from the local stand-in
 * (test/instagram-server.ts): Instagram's lag (an empty set until it has counted), the figures a
 * story has not, a deleted post, throttling, a revoked token and a missing insights permission —
 * through the real egress guard.
 */

const guarded = createGuardedFetch({ allowAddresses: ['127.0.0.1'] });
let fake: FakeInstagram;
let files: Awaited<ReturnType<typeof startFileServer>>;
const adapter = () => instagramOnFake(fake, guarded);
let channel: ChannelAccess;

beforeAll(async () => {
  fake = await startFakeInstagram({ mediaCount: 3 });
  files = await startFileServer();
});
afterAll(async () => {
  await fake.close();
  await files.close();
});
beforeEach(async () => {
  fake.reset();
  channel = await connectOnFake(adapter());
});

let serial = 0;
/** Publishes a post through the adapter and answers its id on Instagram. */
async function published(overrides: Partial<PublishInput> = {}): Promise<string> {
  const bytes = Buffer.alloc(600, 7);
  const post = await adapter().publish(channel, {
    publicationId: `pub_${++serial}`,
    createdAt: new Date().toISOString(),
    text: `Results ${serial}`,
    media: [
      { bytes, mimeType: 'image/jpeg', fileName: 'a.jpg', alt: null, url: files.put(bytes, 'image/jpeg') },
    ],
    ...overrides,
  });
  return post.remoteId;
}

describe('insights', () => {
  it('maps Instagram’s figures onto ours, saved as saves, with no link clicks offered', async () => {
    const id = await published();
    fake.publishing.count(id, { reach: 410, views: 980, likes: 52, comments: 0, saved: 9, shares: 3 });
    expect(adapter().insightsBatch).toBe(1);
    expect(await adapter().insights?.(channel, [id])).toEqual([
      {
        remoteId: id,
        metrics: { reach: 410, views: 980, likes: 52, comments: 0, saves: 9, shares: 3 },
      },
    ]);
    expect(fake.requests.find((r) => r.path.endsWith(`/${id}/insights`))?.query.get('metric')).toBe(
      'reach,views,likes,comments,saved,shares',
    );
  });

  it('says not yet while Instagram answers an empty set, then the numbers once it has counted them', async () => {
    const id = await published();
    const [early] = (await adapter().insights?.(channel, [id])) ?? [];
    expect(early?.metrics).toEqual({
      reach: 'not_yet',
      views: 'not_yet',
      likes: 'not_yet',
      comments: 'not_yet',
      saves: 'not_yet',
      shares: 'not_yet',
    });
    fake.publishing.count(id, { reach: 120, likes: 8 });
    const [partly] = (await adapter().insights?.(channel, [id])) ?? [];
    expect(partly?.metrics).toMatchObject({ reach: 120, likes: 8, views: 'not_yet', saves: 'not_yet' });
    fake.publishing.count(id, { views: 300, comments: 2, saved: 1, shares: 0 });
    const [later] = (await adapter().insights?.(channel, [id])) ?? [];
    expect(later?.metrics).toEqual({ reach: 120, views: 300, likes: 8, comments: 2, saves: 1, shares: 0 });
  });

  it('leaves out the figures a story has not, and keeps the rest', async () => {
    const id = await published({ postKind: 'story', text: '' });
    fake.publishing.count(id, { reach: 75, views: 140, shares: 1 });
    const [story] = (await adapter().insights?.(channel, [id])) ?? [];
    expect(story?.metrics).toEqual({ reach: 75, views: 140, shares: 1 });
  });

  it('answers a post deleted on Instagram as gone', async () => {
    const id = await published();
    fake.publishing.deletePost(id);
    expect(await adapter().insights?.(channel, [id])).toEqual([{ remoteId: id, metrics: {}, gone: true }]);
  });

  it('asks again after the wait Instagram names when the account is throttled, a quarter hour for the app', async () => {
    const id = await published();
    fake.throttleAccount(23);
    const account = await networkFailure(adapter().insights?.(channel, [id]) ?? Promise.resolve());
    expect(account.kind).toBe('transient');
    expect(account.options.retryAfterMs).toBe(23 * 60_000);
    fake.throttleAccount(null);
    fake.throttle(true);
    const app = await networkFailure(adapter().insights?.(channel, [id]) ?? Promise.resolve());
    expect(app.kind).toBe('transient');
    expect(app.options.retryAfterMs).toBe(15 * 60_000);
  });

  it('asks for reconnecting when the token was revoked, or to grant the insights permission', async () => {
    const id = await published();
    fake.publishing.withholdInsights();
    const missing = await networkFailure(adapter().insights?.(channel, [id]) ?? Promise.resolve());
    expect(missing.kind).toBe('reconnect');
    expect(missing.message).toContain('grant');
    expect(missing.message).toContain('instagram_business_manage_insights');
    fake.expireTokens();
    const revoked = await networkFailure(adapter().insights?.(channel, [id]) ?? Promise.resolve());
    expect(revoked.kind).toBe('reconnect');
    expect(revoked.message).toContain('Reconnect');
  });
});

describe('accountDay', () => {
  it('answers the professional account’s followers today', async () => {
    expect(await adapter().accountDay?.(channel)).toEqual({ followers: 12_345 });
  });

  it('asks for reconnecting when the token was revoked', async () => {
    fake.expireTokens();
    const failed = await networkFailure(adapter().accountDay?.(channel) ?? Promise.resolve());
    expect(failed.kind).toBe('reconnect');
  });
});
