import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type FakeBluesky,
  type FakeBlueskyAccount,
  type FakeBlueskyPost,
  startFakeBluesky,
} from '../../../../test/bluesky-server.js';
import { blueskyChannel, networkFailure } from '../network.fixtures.js';
import type { PublishInput } from '../network.js';
import { blueskyAdapter } from './bluesky.adapter.js';
import { publicationRecordKey } from './record-key.js';

/**
 * The first comment on Bluesky: a reply by the account under its own post, against the local
 * PDS (test/bluesky-server.ts) with the real `@atproto/api` client and egress guard.
 */

const guarded = createGuardedFetch({ allowAddresses: ['127.0.0.1'] });
const NOW = new Date('2026-05-04T09:00:00.000Z');
const CREATE = 'com.atproto.repo.createRecord';
const GET_RECORD = 'com.atproto.repo.getRecord';
const CREATED_AT = '2026-05-01T12:30:00.123Z';

let pds: FakeBluesky;
let brand: FakeBlueskyAccount;
let adapter: ReturnType<typeof blueskyAdapter>;

beforeAll(async () => {
  pds = await startFakeBluesky();
});
afterAll(() => pds.close());
beforeEach(() => {
  pds.reset();
  brand = pds.addAccount({ handle: 'brand.bsky.social' });
  pds.addAccount({ handle: 'anna.bsky.social' });
  adapter = blueskyAdapter({ fetch: guarded, timeoutMs: 2_000, now: () => NOW });
});

const channel = () => blueskyChannel(pds, brand);

let publications = 0;
const input = (overrides: Partial<PublishInput> = {}): PublishInput => ({
  publicationId: `pub_comment_${++publications}`,
  createdAt: CREATED_AT,
  text: 'Our spring range is out.',
  media: [],
  firstComment: 'Shop it at https://example.com/spring with @anna.bsky.social #Spring',
  ...overrides,
});

/** The comment's key: the publication's `#first-comment`, a millisecond per post after it. */
const commentKey = (post: PublishInput, posts = 1) =>
  publicationRecordKey({
    publicationId: `${post.publicationId}#first-comment`,
    createdAt: new Date(Date.parse(CREATED_AT) + posts).toISOString(),
  });

const replyOf = (post: FakeBlueskyPost | undefined) =>
  post?.value.reply as
    | { root: { uri: string; cid: string }; parent: { uri: string; cid: string } }
    | undefined;
const ref = (post: FakeBlueskyPost | undefined) => ({ uri: post?.uri, cid: post?.cid });

const failure = networkFailure;

describe('Bluesky first comment', () => {
  it('publish posts the comment as the account’s reply under the post, at its own key, with facets', async () => {
    const post = input({ language: 'en' });
    const answer = await adapter.publish(channel(), post);
    const [first, comment] = pds.posts(brand.did);
    expect(answer).toEqual({
      remoteId: first?.uri,
      url: `https://bsky.app/profile/brand.bsky.social/post/${publicationRecordKey(post)}`,
    });
    expect(pds.posts(brand.did)).toHaveLength(2);
    expect(comment?.rkey).toBe(commentKey(post));
    expect(replyOf(comment)).toEqual({ root: ref(first), parent: ref(first) });
    expect(comment?.value).toMatchObject({
      text: post.firstComment,
      langs: ['en'],
      createdAt: NOW.toISOString(),
    });
    const features = ((comment?.value.facets ?? []) as { features: { $type: string }[] }[]).map(
      (facet) => facet.features[0]?.$type,
    );
    expect(features).toEqual([
      'app.bsky.richtext.facet#link',
      'app.bsky.richtext.facet#mention',
      'app.bsky.richtext.facet#tag',
    ]);
  });

  it('under a thread, the comment replies to its last post, rooted at its first', async () => {
    const text = Array.from({ length: 40 }, (_, i) => `Sentence number ${i + 1} of the launch story.`).join(
      ' ',
    );
    const post = input({ text, thread: true });
    await adapter.publish(channel(), post);
    const posts = pds.posts(brand.did);
    const comment = posts.find((p) => p.rkey === commentKey(post, posts.length - 1));
    const thread = posts.filter((p) => p !== comment);
    expect(thread.length).toBeGreaterThan(2);
    expect(replyOf(comment)).toEqual({ root: ref(thread[0]), parent: ref(thread.at(-1)) });
    // It sorts after the thread.
    expect(
      posts
        .map((p) => p.rkey)
        .sort()
        .at(-1),
    ).toBe(comment?.rkey);
  });

  it('reply called twice posts one comment, and answers nothing both times', async () => {
    const post = input();
    const answer = await adapter.publish(channel(), { ...post, firstComment: undefined });
    expect(pds.posts(brand.did)).toHaveLength(1);
    expect(await adapter.reply(channel(), post, answer)).toBeUndefined();
    expect(await adapter.reply(channel(), post, answer)).toBeUndefined();
    const [first, ...comments] = pds.posts(brand.did);
    expect(comments).toHaveLength(1);
    expect(replyOf(comments[0])).toEqual({ root: ref(first), parent: ref(first) });
  });

  it('publishing twice makes one post and one comment', async () => {
    const post = input();
    const first = await adapter.publish(channel(), post);
    const second = await adapter.publish(channel(), post);
    expect(second).toEqual(first);
    expect(pds.posts(brand.did).map((p) => p.rkey)).toEqual([publicationRecordKey(post), commentKey(post)]);
  });

  it('a comment Bluesky refuses for good leaves the post out and answers Bluesky’s words', async () => {
    const answer = await adapter.publish(channel(), input({ firstComment: 'é'.repeat(301) }));
    expect(answer.firstCommentError).toContain('Bluesky refused it');
    expect(answer.firstCommentError).toContain('must not be longer than 300 graphemes');
    expect(pds.posts(brand.did).map((p) => p.uri)).toEqual([answer.remoteId]);
  });

  it('a comment cut off in passing fails the attempt; find then reply (the engine’s next run) posts it once', async () => {
    const post = input();
    // The comment's write fails and so does the read after it; the post's went through.
    pds.script(
      {
        nsid: CREATE,
        rkey: commentKey(post),
        status: 503,
        body: { error: 'NotEnoughResources', message: 'Busy' },
      },
      {
        nsid: GET_RECORD,
        rkey: commentKey(post),
        status: 503,
        body: { error: 'NotEnoughResources', message: 'Busy' },
      },
    );
    const cut = await failure(adapter.publish(channel(), post));
    expect(cut.kind).toBe('transient');
    expect(pds.posts(brand.did)).toHaveLength(1);

    const found = await adapter.find(channel(), post);
    expect(found?.remoteId).toBe(pds.posts(brand.did)[0]?.uri);
    expect(await adapter.reply(channel(), { ...post, media: [] }, found!)).toBeUndefined();
    expect(await adapter.publish(channel(), post)).toEqual(found);
    expect(pds.posts(brand.did).map((p) => p.rkey)).toEqual([publicationRecordKey(post), commentKey(post)]);
  });

  it('reply without a first comment does nothing', async () => {
    const post = input({ firstComment: undefined });
    const answer = await adapter.publish(channel(), post);
    const calls = pds.requests.length;
    expect(await adapter.reply(channel(), post, answer)).toBeUndefined();
    expect(pds.requests).toHaveLength(calls);
  });
});
