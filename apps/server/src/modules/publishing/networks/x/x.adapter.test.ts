import { splitXThread, xLength } from '@expertos/domain/publishing/x';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type FakeX, type FakeXUser, startFakeX, type XRecordedRequest } from '../../../../test/x-server.js';
import { networkFailure } from '../network.fixtures.js';
import type { ChannelAccess, Progress, PublishInput, PublishMedia } from '../network.js';
import { type XAdapterDeps, xAdapter } from './x.adapter.js';
import { X_ACCESS_TOKEN, X_REFRESH_TOKEN } from './x-api.js';

/**
 * The X adapter against the local stand-in (test/x-server.ts): plain requests through the
 * real egress guard, opened to private addresses for 127.0.0.1.
 */

const TOKEN = 'x-access-of-acme';
const guarded = createGuardedFetch({ allowPrivate: true });

let server: FakeX;
let acme: FakeXUser;
let channel: ChannelAccess;
/** The waits the adapter asked for between looks at a file X processes. */
let waits: number[];

const make = (overrides: Partial<XAdapterDeps> = {}) =>
  xAdapter({
    fetch: guarded,
    app: { clientId: server.clientId, clientSecret: server.clientSecret },
    authUrl: server.authorizeUrl,
    apiUrl: server.origin,
    sleep: async (ms) => {
      waits.push(ms);
    },
    timeoutMs: 2_000,
    ...overrides,
  });
let adapter: ReturnType<typeof xAdapter>;

beforeAll(async () => {
  server = await startFakeX();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  waits = [];
  acme = server.addUser('acme', { name: 'Acme Studio', accessToken: TOKEN, refreshToken: 'x-refresh' });
  channel = {
    host: 'https://x.com',
    accountId: acme.id,
    handle: 'acme',
    credentials: { [X_ACCESS_TOKEN]: TOKEN, [X_REFRESH_TOKEN]: 'x-refresh' },
  };
  adapter = make();
});

let counter = 0;
const input = (overrides: Partial<PublishInput> = {}): PublishInput => ({
  publicationId: `pub_${++counter}`,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  text: 'Spring launch: our new range is here.',
  media: [],
  ...overrides,
});

/** A publication's progress, kept as the engine keeps it (publications.progress). */
function memoryProgress(options: { failOn?: string } = {}): Progress & { values: Record<string, string> } {
  const values: Record<string, string> = {};
  return {
    values,
    read: async () => ({ ...values }),
    async write(next) {
      // A worker that dies between X's answer and keeping it.
      if (options.failOn && options.failOn in next) throw new Error('the worker died');
      Object.assign(values, next);
    },
  };
}

const file = (mimeType: string, fileName: string, size: number, alt: string | null = null): PublishMedia => ({
  bytes: Buffer.alloc(size, 7),
  mimeType,
  fileName,
  alt,
});
const png = (alt: string | null = 'A poster of the spring range') => file('image/png', 'poster.png', 64, alt);
const mp4 = (size = 250) => file('video/mp4', 'teaser.mp4', size);

/** A long text of different sentences (X refuses two posts of the same words). */
const sentences = (count: number) =>
  Array.from(
    { length: count },
    (_, n) => `Sentence number ${n + 1} of our spring story carries on for a while.`,
  ).join(' ');

const failure = networkFailure;
const posts = (request: XRecordedRequest) => request.method === 'POST' && request.path === '/2/tweets';
const timelineCalls = () => server.requests.filter((r) => r.path === `/2/users/${acme.id}/tweets`);

describe('publish', () => {
  it('posts the text and answers the post’s id and address', async () => {
    const published = await adapter.publish(channel, input({ text: 'Hello & welcome' }));
    const [tweet] = server.tweetsOf(acme.id);
    expect(tweet).toMatchObject({ text: 'Hello & welcome', inReplyToId: null, mediaIds: [] });
    expect(published).toEqual({ remoteId: tweet!.id, url: `https://x.com/acme/status/${tweet!.id}` });
  });

  it('adds the variant’s link to the text, where X makes its card from it', async () => {
    await adapter.publish(channel, input({ text: 'New range', link: 'https://example.com/spring' }));
    expect(server.tweetsOf(acme.id).map((t) => t.text)).toEqual(['New range\n\nhttps://example.com/spring']);
  });

  it('uploads images (initialize, append, finalize) with their alt text and attaches them', async () => {
    await adapter.publish(channel, input({ media: [png(), png(null)] }));
    const [tweet] = server.tweetsOf(acme.id);
    expect(tweet!.mediaIds).toHaveLength(2);
    expect(tweet!.mediaIds.map((id) => server.media.get(id))).toEqual([
      {
        mimeType: 'image/png',
        category: 'tweet_image',
        size: 64,
        segments: 1,
        altText: 'A poster of the spring range',
      },
      { mimeType: 'image/png', category: 'tweet_image', size: 64, segments: 1, altText: null },
    ]);
    // An image is ready once finalized: nothing to wait for.
    expect(server.requests.some((r) => r.path === '/2/media/upload' && r.method === 'GET')).toBe(false);
    expect(waits).toEqual([]);
  });

  it('sends a video in chunks and waits as long as X’s check_after_secs says while X processes it', async () => {
    server.setProcessingPolls(2);
    const chunked = make({ chunkBytes: 100 });
    await chunked.publish(channel, input({ media: [mp4(250)] }));
    const [tweet] = server.tweetsOf(acme.id);
    expect(server.media.get(tweet!.mediaIds[0]!)).toMatchObject({
      category: 'tweet_video',
      size: 250,
      segments: 3,
    });
    const appends = server.requests.filter((r) => r.path.endsWith('/append'));
    expect(appends.map((r) => r.body?.segment_index)).toEqual(['0', '1', '2']);
    // Finalize said pending; STATUS said in_progress twice, then succeeded.
    const statuses = server.requests.filter((r) => r.path === '/2/media/upload' && r.method === 'GET');
    expect(statuses.map((r) => r.query.get('command'))).toEqual(['STATUS', 'STATUS', 'STATUS']);
    expect(waits).toEqual([1000, 1000, 1000]);
  });

  it('uploads a GIF as tweet_gif, described, and waits for its processing', async () => {
    await adapter.publish(channel, input({ media: [file('image/gif', 'dance.gif', 80, 'A dancing logo')] }));
    const [tweet] = server.tweetsOf(acme.id);
    expect(server.media.get(tweet!.mediaIds[0]!)).toMatchObject({
      category: 'tweet_gif',
      altText: 'A dancing logo',
    });
    expect(waits).toEqual([1000, 1000]);
  });

  it('stops with X’s words when X cannot process a file, and posts nothing', async () => {
    server.failProcessing('Your media file was not recognized as a valid video.');
    const error = await failure(adapter.publish(channel, input({ media: [mp4()] })));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'media_failed' } });
    expect(error.message).toBe(
      'X could not process teaser.mp4 (InvalidMedia: Your media file was not recognized as a valid video.).',
    );
    expect(server.tweetsOf(acme.id)).toHaveLength(0);
  });

  it('gives up on a file still processing after the wait, to try again later', async () => {
    server.setProcessingPolls(100);
    const impatient = make({ mediaWaitMs: 3_000 });
    const error = await failure(impatient.publish(channel, input({ media: [mp4()] })));
    expect(error).toMatchObject({ kind: 'transient', options: { code: 'media_processing' } });
    expect(error.message).toBe('X was still processing teaser.mp4 after 3 s.');
    expect(server.tweetsOf(acme.id)).toHaveLength(0);
  });

  it('posts a long text marked as a thread as a chain of replies, each within 280, the files on the first', async () => {
    const text = sentences(12);
    const published = await adapter.publish(channel, input({ text, thread: true, media: [png()] }));
    const tweets = server.tweetsOf(acme.id);
    expect(tweets.map((t) => t.text)).toEqual(splitXThread(text));
    expect(tweets.length).toBeGreaterThan(2);
    tweets.forEach((tweet, n) => {
      expect(xLength(tweet.text)).toBeLessThanOrEqual(280);
      expect(tweet.inReplyToId).toBe(n === 0 ? null : tweets[n - 1]!.id);
      expect(tweet.mediaIds).toHaveLength(n === 0 ? 1 : 0);
    });
    expect(published.remoteId).toBe(tweets[0]!.id);
  });

  it('a long text not marked as a thread goes as one post, which X refuses in its words', async () => {
    const error = await failure(adapter.publish(channel, input({ text: 'a'.repeat(281) })));
    expect(error).toMatchObject({ kind: 'permanent', message: 'X refused the post: Post text is too long' });
  });
});

describe('first comment', () => {
  const COMMENT = 'Shop the range at https://example.com/spring';

  it('is posted as the account’s reply under the post; under a thread’s last post', async () => {
    const published = await adapter.publish(channel, input({ firstComment: COMMENT }));
    const [tweet, comment] = server.tweetsOf(acme.id);
    expect(published.remoteId).toBe(tweet!.id);
    expect(comment).toMatchObject({ text: COMMENT, inReplyToId: tweet!.id });

    server.reset();
    acme = server.addUser('acme', { accessToken: TOKEN });
    channel = { ...channel, accountId: acme.id };
    const text = sentences(8);
    await adapter.publish(channel, input({ text, thread: true, firstComment: COMMENT }));
    const tweets = server.tweetsOf(acme.id);
    expect(tweets.at(-1)).toMatchObject({ text: COMMENT, inReplyToId: tweets.at(-2)!.id });
  });

  it('one X refuses for good leaves the post out and answers X’s words', async () => {
    const published = await adapter.publish(channel, input({ firstComment: 'b'.repeat(281) }));
    expect(published.firstCommentError).toBe('X refused the first comment: Post text is too long');
    expect(server.tweetsOf(acme.id).map((t) => t.id)).toEqual([published.remoteId]);
  });

  it('reply called twice after a cut-off posts one reply', async () => {
    const progress = memoryProgress();
    const post = input({ firstComment: COMMENT, progress });
    const published = await adapter.publish(channel, { ...post, firstComment: undefined });
    expect(await adapter.reply(channel, post, published)).toBeUndefined();
    expect(await adapter.reply(channel, post, published)).toBeUndefined();
    expect(server.tweetsOf(acme.id).map((t) => [t.text, t.inReplyToId])).toEqual([
      [post.text, null],
      [COMMENT, published.remoteId],
    ]);
  });

  it('a reply that fails in passing fails the attempt; publishing again posts the comment once, not the post', async () => {
    const progress = memoryProgress();
    const post = input({ firstComment: COMMENT, progress });
    server.script({
      status: 503,
      body: '{"title":"Service Unavailable"}',
      when: (r) => posts(r) && Boolean(r.body?.reply),
    });
    expect((await failure(adapter.publish(channel, post))).kind).toBe('transient');
    await adapter.publish(channel, post);
    expect(server.tweetsOf(acme.id).map((t) => t.text)).toEqual([post.text, COMMENT]);
  });
});

describe('failures', () => {
  it('429 is tried again when x-rate-limit-reset says', async () => {
    const now = new Date('2026-03-02T10:00:00.000Z');
    server.rateLimit(now.getTime() / 1000 + 120);
    const error = await failure(make({ now: () => now }).publish(channel, input()));
    expect(error).toMatchObject({ kind: 'transient', options: { retryAfterMs: 120_000 } });
    expect(server.tweetsOf(acme.id)).toHaveLength(0);
  });

  it('an app over its plan’s cap, or on a plan without posting, stops with words a person understands', async () => {
    server.usageCapped();
    const capped = await failure(adapter.publish(channel, input()));
    expect(capped).toMatchObject({ kind: 'permanent', options: { code: 'usage-capped' } });
    expect(capped.message).toBe(
      "Your X developer app's plan does not allow posting (X answered: Usage cap exceeded: Monthly product cap). Posting needs X's Basic tier or above.",
    );
    server.clientForbidden();
    const forbidden = await failure(adapter.publish(channel, input()));
    expect(forbidden).toMatchObject({ kind: 'permanent', options: { code: 'client-forbidden' } });
    expect(forbidden.message).toMatch(
      /^Your X developer app's plan does not allow posting \(X answered: When authenticating/,
    );
  });

  it('a revoked token asks for the account to be reconnected', async () => {
    server.revoke(acme.id);
    expect((await failure(adapter.publish(channel, input()))).kind).toBe('reconnect');
    expect((await failure(adapter.find(channel, input()))).kind).toBe('reconnect');
  });

  it('a server error or a stalled answer is tried again later', async () => {
    server.script({
      status: 500,
      body: '{"title":"Internal Server Error","detail":"Internal Server Error"}',
    });
    expect((await failure(adapter.publish(channel, input()))).kind).toBe('transient');
    server.script({ status: 502, body: '<html>Bad gateway</html>' });
    const proxy = await failure(adapter.publish(channel, input()));
    expect(proxy.kind).toBe('transient');
  });

  it('X at a private address is refused when private targets are not allowed', async () => {
    const strict = make({ fetch: createGuardedFetch({ allowPrivate: false }) });
    const error = await failure(strict.publish(channel, input()));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'egress_refused' } });
    expect(server.requests).toHaveLength(0);
  });
});

describe('exactly once', () => {
  it('keeps each post’s id the moment X answers 201; publishing again sends nothing', async () => {
    const progress = memoryProgress();
    const post = input({ progress });
    const first = await adapter.publish(channel, post);
    expect(progress.values).toMatchObject({ 'sent:0': expect.any(String), 'post:0': first.remoteId });
    expect(await adapter.publish(channel, post)).toEqual(first);
    expect(await adapter.find(channel, post)).toEqual(first);
    expect(server.requests.filter(posts)).toHaveLength(1);
    expect(timelineCalls()).toHaveLength(0);
  });

  it('after an answer lost on the way (the post made), find finds it among the latest and publishing again makes none', async () => {
    const progress = memoryProgress();
    const post = input({ text: 'Big news & more: https://example.com/spring?utm=1', progress });
    server.script({ status: 503, afterHandling: true, body: '<html>503</html>', when: posts });
    expect((await failure(adapter.publish(channel, post))).kind).toBe('transient');
    expect(server.tweetsOf(acme.id)).toHaveLength(1);
    expect(progress.values['post:0']).toBeUndefined();

    const found = await adapter.find(channel, post);
    const [tweet] = server.tweetsOf(acme.id);
    expect(found).toEqual({ remoteId: tweet!.id, url: `https://x.com/acme/status/${tweet!.id}` });
    expect(await adapter.publish(channel, post)).toEqual(found);
    expect(server.tweetsOf(acme.id)).toHaveLength(1);
  });

  it('a worker that died between X’s 201 and keeping the id: publishing again looks first and makes none', async () => {
    const dying = memoryProgress({ failOn: 'post:0' });
    const post = input({ media: [png()], progress: dying });
    await failure(adapter.publish(channel, post));
    expect(server.tweetsOf(acme.id)).toHaveLength(1);

    const progress = memoryProgress();
    Object.assign(progress.values, dying.values);
    const again = await adapter.publish(channel, { ...post, progress });
    expect(again.remoteId).toBe(server.tweetsOf(acme.id)[0]!.id);
    expect(server.tweetsOf(acme.id)).toHaveLength(1);
    expect(server.requests.filter(posts)).toHaveLength(1);
  });

  it('find answers null without looking when no post was ever sent', async () => {
    expect(await adapter.find(channel, input({ progress: memoryProgress() }))).toBeNull();
    expect(timelineCalls()).toHaveLength(0);
  });

  it('without kept progress, find looks from the publication’s creation, ignoring older posts and others’ replies', async () => {
    const text = 'Same words as last year';
    server.addTweet(acme.id, text, new Date(Date.now() - 30 * 24 * 3600_000));
    server.addTweet(acme.id, 'Something else entirely');
    expect(await adapter.find(channel, input({ text }))).toBeNull();
    const other = server.addTweet(acme.id, 'Another post');
    server.addTweet(acme.id, text, new Date(), { inReplyToId: other.id });
    expect(await adapter.find(channel, input({ text }))).toBeNull();
    const ours = server.addTweet(acme.id, text);
    expect(await adapter.find(channel, input({ text }))).toMatchObject({ remoteId: ours.id });
  });

  it('X’s 403 duplicate content for a post already out since the publication: that post is ours', async () => {
    const text = 'Posted by an attempt whose progress was lost';
    const earlier = server.addTweet(acme.id, text);
    const published = await adapter.publish(channel, input({ text, progress: memoryProgress() }));
    expect(published.remoteId).toBe(earlier.id);
    expect(server.tweetsOf(acme.id)).toHaveLength(1);
  });

  it('on a busy account, ours is found behind 60 newer posts, in one page of the timeline', async () => {
    const text = 'Posted just before sixty others went out';
    const at = new Date(Date.now() - 60_000);
    const ours = server.addTweet(acme.id, text, at);
    for (let n = 0; n < 60; n += 1)
      server.addTweet(acme.id, `Another post, number ${n + 1}`, new Date(at.getTime() + (n + 1) * 500));
    const published = await adapter.publish(channel, input({ text, progress: memoryProgress() }));
    expect(published.remoteId).toBe(ours.id);
    expect(timelineCalls()).toHaveLength(1);
    expect(server.requests.filter(posts)).toHaveLength(1);
  });

  it('X’s 403 duplicate content for an older post stops with X’s words', async () => {
    const text = 'Words the account posted last month';
    server.addTweet(acme.id, text, new Date(Date.now() - 30 * 24 * 3600_000));
    const error = await failure(adapter.publish(channel, input({ text })));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'duplicate' } });
    expect(error.message).toBe(
      'X refused the post as a duplicate of a post already on the account (You are not allowed to create a Tweet with duplicate content.). Change the words to post it again.',
    );
  });

  it('a thread cut off halfway goes on where it stopped: no post twice', async () => {
    const progress = memoryProgress();
    const text = sentences(16);
    const post = input({ text, thread: true, progress });
    server.script({
      status: 503,
      afterHandling: true,
      body: '<html>503</html>',
      when: (r) => posts(r) && Boolean(r.body?.reply),
    });
    expect((await failure(adapter.publish(channel, post))).kind).toBe('transient');
    expect(server.tweetsOf(acme.id)).toHaveLength(2);
    expect(await adapter.find(channel, post)).toBeNull();

    const published = await adapter.publish(channel, post);
    const tweets = server.tweetsOf(acme.id);
    expect(tweets.map((t) => t.text)).toEqual(splitXThread(text));
    expect(published.remoteId).toBe(tweets[0]!.id);
    expect(await adapter.find(channel, post)).toEqual(published);
  });

  it('a video uploaded by an attempt that failed after is not uploaded again', async () => {
    const progress = memoryProgress();
    const post = input({ media: [mp4()], progress });
    server.script({ status: 503, body: '{"title":"Service Unavailable"}', when: posts });
    expect((await failure(adapter.publish(channel, post))).kind).toBe('transient');
    await adapter.publish(channel, post);
    expect(server.requests.filter((r) => r.path === '/2/media/upload/initialize')).toHaveLength(1);
    expect(server.tweetsOf(acme.id)[0]!.mediaIds).toHaveLength(1);
  });
});
