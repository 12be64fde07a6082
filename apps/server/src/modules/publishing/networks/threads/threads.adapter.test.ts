import { threadsLength } from '@expertos/domain/publishing/threads';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import type { FakeThreadsPost } from '../../../../test/threads-publish-fake.js';
import { type FakeThreads, startFakeThreads } from '../../../../test/threads-server.js';
import { networkFailure, startFileServer } from '../network.fixtures.js';
import type { ChannelAccess, Progress, PublishInput, PublishMedia } from '../network.js';
import { connectOnFake, threadsOnFake } from './threads.fixtures.js';

/**
 * The Threads adapter against the local stand-in (test/threads-server.ts): containers whose
 * files the stand-in fetches from their links (as Threads does), processing, publishing, a
 * long text as a chain of replies, the first comment, the daily limit, Meta's refusals and an
 * attempt cut off — through the real egress guard.
 */

const guarded = createGuardedFetch({ allowPrivate: true });
let fake: FakeThreads;
let files: Awaited<ReturnType<typeof startFileServer>>;
const adapter = () => threadsOnFake(fake, guarded);
let channel: ChannelAccess;
/** What is on Threads, newest first (the stand-in's list, emptied between tests). */
let posts: FakeThreadsPost[];

beforeAll(async () => {
  fake = await startFakeThreads();
  files = await startFileServer();
  posts = fake.publishing.posts;
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

const png = (size = 900, alt: string | null = 'The spring range on a table'): PublishMedia => {
  const bytes = Buffer.alloc(size, 3);
  return { bytes, mimeType: 'image/png', fileName: 'range.png', alt, url: files.put(bytes, 'image/png') };
};
const mp4 = (size = 4000): PublishMedia => {
  const bytes = Buffer.alloc(size, 5);
  return {
    bytes,
    mimeType: 'video/mp4',
    fileName: 'clip.mp4',
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
    media: [],
    progress: memoryProgress(),
    ...overrides,
  }) as PublishInput & { progress: ReturnType<typeof memoryProgress> };

/** A text of about 1,400 characters in sentences: three posts of a thread. */
const LONG = 'Our spring range is here, and it is the best one we have made yet. '.repeat(21).trim();

describe('publish', () => {
  it('publishes a text post and answers its permalink', async () => {
    const post = input();
    const published = await adapter().publish(channel, post);
    const [sent] = fake.publishing.posts;
    expect(sent).toMatchObject({ mediaType: 'TEXT_POST', text: 'Spring is here #studio', replyToId: null });
    expect(published).toEqual({ remoteId: sent?.id, url: sent?.permalink });
    expect(published.url).toMatch(/^https:\/\/www\.threads\.net\/@acme\.studio\/post\//);
    expect(post.progress.kept).toMatchObject({ container: expect.any(String), media: sent?.id });
  });

  it('adds the variant’s link to the text, where Threads previews it', async () => {
    await adapter().publish(channel, input({ text: 'New range', link: 'https://acme.example.com/spring' }));
    expect(fake.publishing.posts[0]?.text).toBe('New range\n\nhttps://acme.example.com/spring');
  });

  it('publishes one image from its link with its alt text', async () => {
    await adapter().publish(channel, input({ media: [png()] }));
    expect(fake.publishing.posts[0]).toMatchObject({
      mediaType: 'IMAGE',
      text: 'Spring is here #studio',
      files: [{ contentType: 'image/png', bytes: 900, alt: 'The spring range on a table' }],
    });
  });

  it('publishes a video, waiting out its processing', async () => {
    fake.publishing.processFor(3);
    await adapter().publish(channel, input({ media: [mp4()] }));
    expect(fake.publishing.posts[0]).toMatchObject({
      mediaType: 'VIDEO',
      files: [{ contentType: 'video/mp4', bytes: 4000, alt: null }],
    });
  });

  it('publishes a carousel of images and a video, items first, as one post', async () => {
    const post = input({ media: [png(100), mp4(2000), png(300)] });
    await adapter().publish(channel, post);
    const [sent] = fake.publishing.posts;
    expect(sent?.mediaType).toBe('CAROUSEL_ALBUM');
    expect(sent?.files.map((f) => [f.contentType, f.bytes])).toEqual([
      ['image/png', 100],
      ['video/mp4', 2000],
      ['image/png', 300],
    ]);
    expect(fake.publishing.calls.containers).toBe(4);
    expect(Object.keys(post.progress.kept).sort()).toEqual(
      ['container', 'item0', 'item1', 'item2', 'media', 'publishing'].sort(),
    );
  });

  it('posts a long text as a thread, each post replying to the one before, the files with the first, the comment under the last', async () => {
    const post = input({ text: LONG, thread: true, media: [png()], firstComment: 'Shop: acme.example.com' });
    const published = await adapter().publish(channel, post);
    const chain = [...posts].reverse();
    expect(chain).toHaveLength(4);
    const [first, second, third, comment] = chain;
    expect(first).toMatchObject({ mediaType: 'IMAGE', replyToId: null });
    expect(second).toMatchObject({ mediaType: 'TEXT_POST', replyToId: first?.id, files: [] });
    expect(third?.replyToId).toBe(second?.id);
    expect(comment).toMatchObject({ text: 'Shop: acme.example.com', replyToId: third?.id });
    for (const part of chain) expect(threadsLength(part.text)).toBeLessThanOrEqual(500);
    expect([first, second, third].map((p) => p?.text).join(' ')).toBe(LONG);
    expect(published.remoteId).toBe(first?.id);
    expect(post.progress.kept).toMatchObject({
      media: first?.id,
      'media:1': second?.id,
      'media:2': third?.id,
      'media:comment': comment?.id,
    });
  });

  it('sends a text over 500 not marked as a thread as it is, and says Threads’ refusal', async () => {
    const failed = await networkFailure(adapter().publish(channel, input({ text: LONG })));
    expect(failed.kind).toBe('permanent');
    expect(failed.message).toContain('at most 500 characters');
    expect(posts).toHaveLength(0);
  });

  it('says Threads’ reason when it fails the video after fetching it, and publishes nothing', async () => {
    fake.publishing.containersEnd('ERROR', 'INVALID_DURATION');
    const failed = await networkFailure(adapter().publish(channel, input({ media: [mp4()] })));
    expect(failed.kind).toBe('permanent');
    expect(failed.message).toBe('Threads takes videos up to 5 minutes. Trim it.');
    expect(fake.publishing.calls.publishes).toBe(0);
  });

  it('tries again later when Threads cannot fetch the video, with a new container', async () => {
    const gone = { ...mp4(), url: `${files.put(Buffer.alloc(1), 'video/mp4')}-missing` };
    const post = input({ media: [gone] });
    const failed = await networkFailure(adapter().publish(channel, post));
    expect(failed.kind).toBe('transient');
    expect(failed.message).toContain('could not fetch the video');
    expect(post.progress.kept.container).toBe('');
    await adapter().publish(channel, { ...post, media: [mp4()] });
    expect(fake.publishing.calls.containers).toBe(2);
    expect(posts).toHaveLength(1);
  });

  it('makes the container again after it expired', async () => {
    fake.publishing.containersEnd('EXPIRED', null);
    const post = input();
    const expired = await networkFailure(adapter().publish(channel, post));
    expect(expired).toMatchObject({ kind: 'transient', options: { code: 'container_expired' } });
    fake.publishing.containersEnd(null);
    await adapter().publish(channel, post);
    expect(posts).toHaveLength(1);
  });

  it('waits for the 24-hour limit to free up, and reads it for the composer', async () => {
    fake.publishing.setQuota(250, 250);
    expect(await adapter().quota(channel)).toEqual({ used: 250, total: 250, windowHours: 24 });
    const failed = await networkFailure(adapter().publish(channel, input()));
    expect(failed.kind).toBe('transient');
    expect(failed.options.retryAfterMs).toBe(3_600_000);
    expect(failed.message).toContain('250 posts in 24 hours');
  });

  it('slows down for 15 minutes when Meta throttles the app', async () => {
    fake.throttle(true);
    const failed = await networkFailure(adapter().publish(channel, input()));
    expect(failed.kind).toBe('transient');
    expect(failed.options.retryAfterMs).toBe(15 * 60_000);
  });

  it('stops with plain words when Threads blocks the post or the account', async () => {
    // Meta sends the spam block with code 4 (a throttle's code): the subcode decides.
    fake.publishing.refusePublishing({ code: 4, subcode: 2207051, message: 'Action is blocked' });
    const spam = await networkFailure(adapter().publish(channel, input()));
    expect(spam.kind).toBe('permanent');
    expect(spam.message).toContain('looks like spam');
    fake.publishing.refusePublishing({ code: 1, subcode: 4279013, message: 'Account blocked' });
    const blocked = await networkFailure(adapter().publish(channel, input()));
    expect(blocked.kind).toBe('permanent');
    expect(blocked.message).toContain('blocked this account');
  });

  it('asks for reconnecting when the token was revoked', async () => {
    fake.revoke();
    const failed = await networkFailure(adapter().publish(channel, input()));
    expect(failed.kind).toBe('reconnect');
    expect(failed.message).toContain('Reconnect');
  });

  it('keeps a first comment Threads refuses as words for the timeline; the post stands', async () => {
    fake.publishing.refusePublishing({ code: 4, subcode: 2207051, message: 'Action is blocked' }, 'replies');
    const published = await adapter().publish(channel, input({ firstComment: 'Link in bio' }));
    expect(published.firstCommentError).toContain('looks like spam');
    expect(posts).toHaveLength(1);
  });
});

describe('an attempt cut off', () => {
  it('finds the post published before the answer was lost, and never publishes it twice', async () => {
    const post = input({ media: [png()], firstComment: 'First!' });
    fake.publishing.cutOffNextPublish();
    await networkFailure(adapter().publish(channel, post));
    expect(post.progress.kept.media).toBeUndefined();
    const found = await adapter().find(channel, post);
    const [sent] = posts;
    expect(found).toEqual({ remoteId: sent?.id, url: sent?.permalink });
    await adapter().reply(channel, post, found as NonNullable<typeof found>);
    await adapter().reply(channel, post, found as NonNullable<typeof found>);
    expect(posts.filter((p) => p.replyToId === sent?.id).map((p) => p.text)).toEqual(['First!']);
    // A later publish of the same publication answers the same post.
    expect((await adapter().publish(channel, post)).remoteId).toBe(sent?.id);
    expect(posts).toHaveLength(2);
  });

  it('resumes a thread cut off in the middle: the lost reply is found among the replies, the rest follows', async () => {
    const post = input({ text: LONG, thread: true });
    fake.publishing.cutOffNextPublish(1);
    const failed = await networkFailure(adapter().publish(channel, post));
    expect(failed.kind).toBe('transient');
    expect(posts).toHaveLength(2);
    expect(post.progress.kept['media:1']).toBeUndefined();
    // Not all of it is out: `find` says so, having found the lost reply; the next attempt goes on from there.
    expect(await adapter().find(channel, post)).toBeNull();
    expect(post.progress.kept['media:1']).toBe(posts[0]?.id);
    await adapter().publish(channel, post);
    const chain = [...posts].reverse();
    expect(chain).toHaveLength(3);
    expect(chain[1]?.replyToId).toBe(chain[0]?.id);
    expect(chain[2]?.replyToId).toBe(chain[1]?.id);
    expect(fake.publishing.calls.publishes).toBe(3);
  });

  it('finds nothing when the post never went out, and resumes with the containers it made', async () => {
    const post = input({ media: [png(10), png(20)] });
    fake.publishing.processFor(1_000);
    const waiting = await networkFailure(threadsOnFake(fake, guarded, { polls: 3 }).publish(channel, post));
    expect(waiting.options.code).toBe('container_in_progress');
    const made = fake.publishing.calls.containers;
    expect(await adapter().find(channel, post)).toBeNull();
    for (const container of fake.publishing.containers.values()) container.pollsLeft = 0;
    fake.publishing.processFor(0);
    await adapter().publish(channel, post);
    expect(fake.publishing.calls.containers).toBe(made + 1);
    expect(posts).toHaveLength(1);
  });
});
