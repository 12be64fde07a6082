import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type FakeBluesky,
  type FakeBlueskyAccount,
  rateLimited,
  startFakeBluesky,
} from '../../../../test/bluesky-server.js';
import { blueskyChannel, networkFailure } from '../network.fixtures.js';
import type { PublishInput } from '../network.js';
import { blueskyAdapter } from './bluesky.adapter.js';

/**
 * A Bluesky post's figures and the account's followers, read by the adapter from a local PDS
 * (test/bluesky-server.ts) with the real `@atproto/api` client, through the real egress guard.
 */

const guarded = createGuardedFetch({ allowAddresses: ['127.0.0.1'] });
const NOW = new Date('2026-05-04T09:00:00.000Z');
const GET_POSTS = 'app.bsky.feed.getPosts';

let pds: FakeBluesky;
let brand: FakeBlueskyAccount;
let adapter: ReturnType<typeof blueskyAdapter>;

beforeAll(async () => {
  pds = await startFakeBluesky();
});
afterAll(() => pds.close());
beforeEach(() => {
  pds.reset();
  brand = pds.addAccount({ handle: 'brand.bsky.social', displayName: 'Brand' });
  adapter = blueskyAdapter({ fetch: guarded, timeoutMs: 1_000, now: () => NOW });
});

const channel = () => blueskyChannel(pds, brand);

let publications = 0;
/** A post of the account, published by the adapter: its `at://` URI. */
async function post(text = 'Spring is here.'): Promise<string> {
  const input: PublishInput = {
    publicationId: `pub_${++publications}`,
    createdAt: '2026-05-01T12:30:00.123Z',
    text,
    media: [],
  };
  return (await adapter.publish(channel(), input)).remoteId;
}

const insights = (uris: string[]) => adapter.insights!(channel(), uris);

describe('insights', () => {
  it('maps likes, replies, reposts with quotes as shares, and bookmarks as saves; no reach or views', async () => {
    const uri = await post();
    pds.setCounts(uri, { likeCount: 40, replyCount: 6, repostCount: 9, quoteCount: 2, bookmarkCount: 5 });
    expect(await insights([uri])).toEqual([
      { remoteId: uri, metrics: { likes: 40, comments: 6, shares: 11, saves: 5 } },
    ]);
  });

  it('asks for up to 25 posts in one call, and answers one entry per id asked', async () => {
    const uris: string[] = [];
    for (let n = 0; n < 27; n += 1) uris.push(await post(`Post number ${n}`));
    pds.setCounts(uris[26]!, { likeCount: 3 });

    const answers = await insights(uris);

    expect(adapter.insightsBatch).toBe(25);
    expect(pds.calls(GET_POSTS).map((call) => call.query.getAll('uris').length)).toEqual([25, 2]);
    expect(answers.map((a) => a.remoteId)).toEqual(uris);
    expect(answers[26]?.metrics.likes).toBe(3);
  });

  it('a count the AppView left out is not yet counted, never 0; without bookmarks, saves are not offered', async () => {
    const uri = await post();
    pds.setCounts(uri, {
      likeCount: null,
      repostCount: 4,
      quoteCount: null,
      replyCount: 1,
      bookmarkCount: null,
    });
    expect(await insights([uri])).toEqual([
      { remoteId: uri, metrics: { likes: 'not_yet', comments: 1, shares: 'not_yet' } },
    ]);
  });

  it('a post the AppView has not indexed yet is not yet counted, then has its numbers', async () => {
    const uri = await post();
    pds.setCounts(uri, { likeCount: 8 });
    pds.holdIndexing(true);
    expect(await insights([uri])).toEqual([
      {
        remoteId: uri,
        metrics: { likes: 'not_yet', comments: 'not_yet', shares: 'not_yet', saves: 'not_yet' },
      },
    ]);

    pds.holdIndexing(false);
    expect(await insights([uri])).toEqual([
      { remoteId: uri, metrics: { likes: 8, comments: 0, shares: 0, saves: 0 } },
    ]);
  });

  it('a post deleted on Bluesky is gone, beside one that is not', async () => {
    const kept = await post('Kept');
    const deleted = await post('Deleted');
    pds.deletePost(deleted);
    expect(await insights([deleted, kept])).toEqual([
      { remoteId: deleted, metrics: {}, gone: true },
      { remoteId: kept, metrics: { likes: 0, comments: 0, shares: 0, saves: 0 } },
    ]);
  });

  it('throttled: tried again after ratelimit-reset', async () => {
    const uri = await post();
    pds.script(rateLimited(new Date(NOW.getTime() + 300_000), GET_POSTS));
    const error = await networkFailure(insights([uri]));
    expect(error).toMatchObject({ kind: 'transient', options: { retryAfterMs: 300_000 } });
  });

  it('a revoked app password asks for the account to be connected again', async () => {
    const uri = await post();
    pds.revokeAppPassword(brand.appPassword);
    pds.expireAccessTokens();
    const error = await networkFailure(insights([uri]));
    expect(error).toMatchObject({ kind: 'reconnect', options: { code: 'AuthenticationRequired' } });
    expect(error.message).toMatch(/app password/);
  });
});

describe('accountDay', () => {
  it("answers the account's followers today", async () => {
    pds.setFollowers(brand.did, 2_048);
    expect(await adapter.accountDay!(channel())).toEqual({ followers: 2_048 });
    expect(pds.calls('app.bsky.actor.getProfile').at(-1)?.query.get('actor')).toBe(brand.did);
  });

  it('a revoked app password asks for the account to be connected again', async () => {
    pds.revokeAppPassword(brand.appPassword);
    expect((await networkFailure(adapter.accountDay!(channel()))).kind).toBe('reconnect');
  });
});
