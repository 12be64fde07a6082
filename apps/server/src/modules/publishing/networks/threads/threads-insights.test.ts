import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type FakeThreads, startFakeThreads } from '../../../../test/threads-server.js';
import { networkFailure } from '../network.fixtures.js';
import type { ChannelAccess } from '../network.js';
import { connectOnFake, threadsOnFake } from './threads.fixtures.js';

/**
 * A published post's results and the account's followers, from the local stand-in
 * (test/threads-server.ts): the figures Threads has counted so far, a deleted post, Meta's
 * throttling, a revoked token and a token without `threads_manage_insights` — through the real
 * egress guard.
 */

const guarded = createGuardedFetch({ allowPrivate: true });
let fake: FakeThreads;
const adapter = () => threadsOnFake(fake, guarded);
let channel: ChannelAccess;

beforeAll(async () => {
  fake = await startFakeThreads();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  channel = await connectOnFake(adapter());
});

let serial = 0;
/** Publishes a text post through the adapter and answers its id on Threads. */
async function published(): Promise<string> {
  serial += 1;
  const post = await adapter().publish(channel, {
    publicationId: `pub_${serial}`,
    createdAt: new Date().toISOString(),
    text: `Our results, part ${serial}`,
    media: [],
  });
  return post.remoteId;
}

describe('insights', () => {
  it('maps views and likes, replies as comments, reposts and quotes as shares; no reach, saves or clicks offered', async () => {
    const id = await published();
    fake.publishing.count(id, { views: 1200, likes: 64, replies: 5, reposts: 3, quotes: 2 });
    expect(adapter().insightsBatch).toBe(1);
    expect(await adapter().insights?.(channel, [id])).toEqual([
      { remoteId: id, metrics: { views: 1200, likes: 64, comments: 5, shares: 5 } },
    ]);
    expect(fake.requests.find((r) => r.path.endsWith(`/${id}/insights`))?.params.get('metric')).toBe(
      'views,likes,replies,reposts,quotes',
    );
  });

  it('says not yet for what Threads has not counted, then the numbers; a counted 0 stays 0', async () => {
    const id = await published();
    const [early] = (await adapter().insights?.(channel, [id])) ?? [];
    expect(early?.metrics).toEqual({
      views: 'not_yet',
      likes: 'not_yet',
      comments: 'not_yet',
      shares: 'not_yet',
    });
    fake.publishing.count(id, { views: 40, likes: 0, replies: 0, reposts: 1 });
    const [partly] = (await adapter().insights?.(channel, [id])) ?? [];
    // Reposts without quotes yet: no share figure rather than one too low.
    expect(partly?.metrics).toEqual({ views: 40, likes: 0, comments: 0, shares: 'not_yet' });
    fake.publishing.count(id, { quotes: 0 });
    const [later] = (await adapter().insights?.(channel, [id])) ?? [];
    expect(later?.metrics.shares).toBe(1);
  });

  it('answers a post deleted on Threads as gone', async () => {
    const id = await published();
    fake.publishing.deletePost(id);
    expect(await adapter().insights?.(channel, [id])).toEqual([{ remoteId: id, metrics: {}, gone: true }]);
  });

  it('asks again in a quarter hour when Meta throttles the app', async () => {
    const id = await published();
    fake.throttle(true);
    const failed = await networkFailure(adapter().insights?.(channel, [id]) ?? Promise.resolve());
    expect(failed.kind).toBe('transient');
    expect(failed.options.retryAfterMs).toBe(15 * 60_000);
  });

  it('asks for reconnecting to grant threads_manage_insights, or when the token was revoked', async () => {
    const id = await published();
    fake.withholdInsights();
    const missing = await networkFailure(adapter().insights?.(channel, [id]) ?? Promise.resolve());
    expect(missing.kind).toBe('reconnect');
    expect(missing.message).toContain('threads_manage_insights');
    expect(missing.message).toContain('Reconnect the account to grant it');
    fake.revoke();
    const revoked = await networkFailure(adapter().insights?.(channel, [id]) ?? Promise.resolve());
    expect(revoked.kind).toBe('reconnect');
  });
});

describe('accountDay', () => {
  it('answers the account’s followers from its insights, or none while Threads gives none', async () => {
    expect(await adapter().accountDay?.(channel)).toEqual({ followers: 842 });
    fake.setFollowers(null);
    expect(await adapter().accountDay?.(channel)).toEqual({ followers: null });
  });

  it('asks for reconnecting to grant threads_manage_insights', async () => {
    fake.withholdInsights();
    const failed = await networkFailure(adapter().accountDay?.(channel) ?? Promise.resolve());
    expect(failed.kind).toBe('reconnect');
    expect(failed.message).toContain('threads_manage_insights');
  });
});
