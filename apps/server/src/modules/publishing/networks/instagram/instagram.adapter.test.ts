import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type FakeInstagram, startFakeInstagram } from '../../../../test/instagram-server.js';
import { networkFailure, startFileServer } from '../network.fixtures.js';
import type { ChannelAccess, Progress, PublishInput, PublishMedia } from '../network.js';
import { connectOnFake, instagramOnFake } from './instagram.fixtures.js';

/**
 * The Instagram adapter against the local stand-in (test/instagram-server.ts): Instagram Login,
 * containers whose files the stand-in fetches from their links (as Instagram does), processing,
 * publishing, the first comment, the daily limit — through the real egress guard.
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

/** A publication's progress, kept in memory as the publications table keeps it. */
function memoryProgress(): Progress & { kept: Record<string, string> } {
  const kept: Record<string, string> = {};
  return {
    kept,
    read: async () => ({ ...kept }),
    write: async (values) => {
      Object.assign(kept, values);
    },
  };
}

const jpeg = (size = 900, alt: string | null = 'The spring range on a table'): PublishMedia => {
  const bytes = Buffer.alloc(size, 3);
  return { bytes, mimeType: 'image/jpeg', fileName: 'range.jpg', alt, url: files.put(bytes, 'image/jpeg') };
};
const mp4 = (size = 4000): PublishMedia => {
  const bytes = Buffer.alloc(size, 5);
  return {
    bytes,
    mimeType: 'video/mp4',
    fileName: 'reel.mp4',
    alt: null,
    url: files.put(bytes, 'video/mp4'),
  };
};

let serial = 0;
const input = (
  overrides: Partial<PublishInput> = {},
): PublishInput & { progress: ReturnType<typeof memoryProgress> } =>
  ({
    publicationId: `pub_${++serial}`,
    createdAt: new Date().toISOString(),
    text: 'Spring is here #studio',
    media: [jpeg()],
    progress: memoryProgress(),
    ...overrides,
  }) as PublishInput & { progress: ReturnType<typeof memoryProgress> };

describe('connect', () => {
  it('asks for publishing and comments, and keeps a long-lived token with its end', async () => {
    const page = new URL(
      adapter().oauth?.authorizeUrl({ redirectUri: 'https://app.example.com/cb', state: 's' }) ?? '',
    );
    expect(page.searchParams.get('scope')).toBe(
      'instagram_business_basic,instagram_business_content_publish,instagram_business_manage_comments,instagram_business_manage_insights',
    );
    expect(channel.accountId).toBe(fake.userId);
    expect(channel.handle).toBe(`@${fake.username}`);
    expect(channel.credentials.accessToken).toMatch(/^IG/);
  });

  it('renews the token, and a revoked token asks for reconnecting', async () => {
    const renewed = await adapter().refresh?.(channel);
    expect(renewed?.credentials.accessToken).not.toBe(channel.credentials.accessToken);
    expect(Date.parse(renewed?.tokenExpiresAt ?? '')).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    fake.expireTokens();
    const failed = await networkFailure(adapter().check?.(channel) ?? Promise.resolve());
    expect(failed.kind).toBe('reconnect');
  });
});

describe('publish', () => {
  it('publishes one image from its link with caption and alt text, then the first comment, and answers the permalink', async () => {
    const post = input({ firstComment: 'Credits: @photographer' });
    const published = await adapter().publish(channel, post);
    const [sent] = fake.publishing.published;
    expect(sent).toMatchObject({ kind: 'IMAGE', productType: 'FEED', caption: 'Spring is here #studio' });
    expect(sent?.files).toEqual([
      { contentType: 'image/jpeg', bytes: 900, alt: 'The spring range on a table' },
    ]);
    expect(sent?.comments).toEqual(['Credits: @photographer']);
    expect(published).toEqual({ remoteId: sent?.id, url: `https://www.instagram.com/p/${sent?.id}/` });
    expect(post.progress.kept).toMatchObject({ media: sent?.id, comment: expect.any(String) });
  });

  it('publishes a carousel of images and a video, items first, as one post', async () => {
    await adapter().publish(channel, input({ media: [jpeg(100), mp4(2000), jpeg(300)] }));
    const [sent] = fake.publishing.published;
    expect(sent?.kind).toBe('CAROUSEL_ALBUM');
    expect(sent?.files.map((f) => [f.contentType, f.bytes])).toEqual([
      ['image/jpeg', 100],
      ['video/mp4', 2000],
      ['image/jpeg', 300],
    ]);
    expect(fake.publishing.calls.containers).toBe(4);
  });

  it('publishes a reel with its cover frame and feed sharing, waiting out its processing', async () => {
    fake.publishing.processFor(3);
    await adapter().publish(
      channel,
      input({ postKind: 'reel', media: [mp4()], shareToFeed: false, coverAtMs: 1500 }),
    );
    expect(fake.publishing.published[0]).toMatchObject({
      kind: 'VIDEO',
      productType: 'REELS',
      shareToFeed: false,
      thumbOffset: 1500,
    });
  });

  it('publishes a story, without caption or comment, at its story address', async () => {
    const published = await adapter().publish(
      channel,
      input({ postKind: 'story', text: '', firstComment: 'no' }),
    );
    const [sent] = fake.publishing.published;
    expect(sent).toMatchObject({ productType: 'STORY', comments: [] });
    expect(published.url).toBe(`https://www.instagram.com/stories/${fake.username}/${sent?.id}/`);
  });

  it('says Instagram’s reason when it fails the upload after fetching it, and publishes nothing', async () => {
    fake.publishing.containersEnd('ERROR');
    const failed = await networkFailure(
      adapter().publish(channel, input({ postKind: 'reel', media: [mp4()] })),
    );
    expect(failed.kind).toBe('permanent');
    expect(failed.message).toContain('MP4 or MOV');
    expect(fake.publishing.calls.publishes).toBe(0);
  });

  it('tries again later when Instagram cannot fetch the file, and makes the container anew after it expired', async () => {
    const gone = { ...jpeg(), url: `${files.put(Buffer.alloc(1), 'image/jpeg')}-missing` };
    const failed = await networkFailure(adapter().publish(channel, input({ media: [gone] })));
    expect(failed.kind).toBe('transient');
    expect(failed.message).toContain('could not fetch the file');

    fake.publishing.containersEnd('EXPIRED', 'Expired');
    const post = input();
    const expired = await networkFailure(adapter().publish(channel, post));
    expect(expired.kind).toBe('transient');
    fake.publishing.containersEnd(null);
    await adapter().publish(channel, post);
    expect(fake.publishing.published).toHaveLength(1);
  });

  it('waits for the 24-hour limit to free up, and reads it for the composer', async () => {
    fake.publishing.setQuota(50, 50);
    expect(await instagramOnFake(fake, guarded).quota(channel)).toEqual({
      used: 50,
      total: 50,
      windowHours: 24,
    });
    const failed = await networkFailure(adapter().publish(channel, input()));
    expect(failed.kind).toBe('transient');
    expect(failed.options.retryAfterMs).toBe(3_600_000);
    expect(failed.message).toContain('limit of posts in 24 hours');
  });

  it('slows down when Instagram throttles the app', async () => {
    fake.throttle(true);
    const failed = await networkFailure(adapter().publish(channel, input()));
    expect(failed.kind).toBe('transient');
    expect(failed.options.retryAfterMs).toBe(15 * 60_000);
  });

  it('asks for reconnecting when the token was revoked', async () => {
    fake.expireTokens();
    const failed = await networkFailure(adapter().publish(channel, input()));
    expect(failed.kind).toBe('reconnect');
  });

  it('keeps a first comment Instagram refuses as words for the timeline; the post stands', async () => {
    fake.publishing.refuseComments();
    const published = await adapter().publish(channel, input({ firstComment: 'Link in bio' }));
    expect(published.firstCommentError).toContain('restricted');
    expect(fake.publishing.published).toHaveLength(1);
  });
});

describe('an attempt cut off', () => {
  it('finds the post published before the answer was lost, and never publishes it twice', async () => {
    const post = input({ firstComment: 'First!' });
    fake.publishing.cutOffNextPublish();
    await networkFailure(adapter().publish(channel, post));
    expect(post.progress.kept.media).toBeUndefined();
    const found = await adapter().find(channel, post);
    const [sent] = fake.publishing.published;
    expect(found?.remoteId).toBe(sent?.id);
    await adapter().reply(channel, post, found as NonNullable<typeof found>);
    await adapter().reply(channel, post, found as NonNullable<typeof found>);
    expect(sent?.comments).toEqual(['First!']);
    // A later publish of the same publication answers the same post.
    expect((await adapter().publish(channel, post)).remoteId).toBe(sent?.id);
    expect(fake.publishing.published).toHaveLength(1);
  });

  it('answers the post when the answer was lost and the next attempt publishes again, never publishing twice', async () => {
    // The connection dropped after Instagram published (a transient failure, not a death): the
    // engine tries `publish` again, not `find`.
    const post = input({ firstComment: 'First!' });
    fake.publishing.cutOffNextPublish();
    await networkFailure(adapter().publish(channel, post));
    const again = await adapter().publish(channel, post);
    const [sent] = fake.publishing.published;
    expect(again.remoteId).toBe(sent?.id);
    expect(post.progress.kept.media).toBe(sent?.id);
    expect(sent?.comments).toEqual(['First!']);
    expect(fake.publishing.published).toHaveLength(1);
  });

  it('finds the post however many went out before the next attempt looked, the account paged through', async () => {
    const post = input({ text: 'The one cut off #studio' });
    fake.publishing.cutOffNextPublish();
    await networkFailure(adapter().publish(channel, post));
    // A backlog after an outage: 30 more posts out before the attempt cut off is looked after.
    for (let i = 0; i < 30; i += 1) await adapter().publish(channel, input({ text: `Backlog ${i}` }));
    const found = await adapter().find(channel, post);
    const sent = fake.publishing.published.find((p) => p.caption === 'The one cut off #studio');
    expect(found?.remoteId).toBe(sent?.id);
    expect(post.progress.kept.media).toBe(sent?.id);
    expect(fake.publishing.published).toHaveLength(31);
  });

  it('finds nothing when the post never went out, and resumes with the containers it made', async () => {
    const post = input({ media: [jpeg(10), jpeg(20)] });
    fake.publishing.processFor(1_000);
    const impatient = instagramOnFake(fake, guarded, () => new Date(), { pollMs: 5, waitMs: 40 });
    const waiting = await networkFailure(impatient.publish(channel, post));
    expect(waiting.options.code).toBe('container_in_progress');
    const made = fake.publishing.calls.containers;
    expect(await adapter().find(channel, post)).toBeNull();
    fake.publishing.processFor(0);
    for (const container of fake.publishing.containers.values()) container.pollsLeft = 0;
    await adapter().publish(channel, post);
    expect(fake.publishing.calls.containers).toBe(made + 1);
    expect(fake.publishing.published).toHaveLength(1);
  });
});
