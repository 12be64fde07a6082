import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type FakeBluesky,
  type FakeBlueskyAccount,
  rateLimited,
  startFakeBluesky,
} from '../../../../test/bluesky-server.js';
import { blueskyChannel, networkFailure } from '../network.fixtures.js';
import type { PublishInput, PublishMedia } from '../network.js';
import { blueskyAdapter } from './bluesky.adapter.js';
import { publicationRecordKey } from './record-key.js';

/**
 * The Bluesky adapter against a local PDS (test/bluesky-server.ts) with the real `@atproto/api`
 * client, every request through the real egress guard, opened to 127.0.0.1 only.
 */

const guarded = createGuardedFetch({ allowAddresses: ['127.0.0.1'] });
const NOW = new Date('2026-05-04T09:00:00.000Z');
const CREATE = 'com.atproto.repo.createRecord';
const GET_RECORD = 'com.atproto.repo.getRecord';

let pds: FakeBluesky;
let brand: FakeBlueskyAccount;
let anna: FakeBlueskyAccount;
let adapter: ReturnType<typeof blueskyAdapter>;

beforeAll(async () => {
  pds = await startFakeBluesky();
});
afterAll(() => pds.close());
beforeEach(() => {
  pds.reset();
  brand = pds.addAccount({ handle: 'brand.bsky.social', displayName: 'Brand' });
  anna = pds.addAccount({ handle: 'anna.bsky.social' });
  adapter = blueskyAdapter({ fetch: guarded, timeoutMs: 1_000, now: () => NOW });
});

const channel = (account = brand, appPassword = account.appPassword) =>
  blueskyChannel(pds, account, appPassword);

let publications = 0;
const input = (overrides: Partial<PublishInput> = {}): PublishInput => ({
  publicationId: `pub_${++publications}`,
  createdAt: '2026-05-01T12:30:00.123Z',
  text: 'Spring is here.',
  media: [],
  ...overrides,
});

/** A PNG's signature and IHDR (all the adapter and the PDS read), then filler. */
function png(width: number, height: number, bytes = 2_000): Buffer {
  const head = Buffer.alloc(24);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'ascii');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return Buffer.concat([head, Buffer.alloc(bytes - 24, width % 251)]);
}
const image = (alt: string | null, width = 1200, height = 800, bytes?: number): PublishMedia => ({
  bytes: png(width, height, bytes),
  mimeType: 'image/png',
  fileName: 'photo.png',
  alt,
});

const failure = networkFailure;

const bytesBefore = (text: string, part: string) => Buffer.byteLength(text.slice(0, text.indexOf(part)));

describe('Bluesky publish', () => {
  it('posts the text under the publication’s record key and answers its at:// URI and bsky.app address', async () => {
    const post = input({ language: 'en' });
    const rkey = publicationRecordKey(post);
    const answer = await adapter.publish(channel(), post);
    expect(answer).toEqual({
      remoteId: `at://${brand.did}/app.bsky.feed.post/${rkey}`,
      url: `https://bsky.app/profile/brand.bsky.social/post/${rkey}`,
    });
    const [created] = pds.posts(brand.did);
    expect(created?.value).toMatchObject({
      $type: 'app.bsky.feed.post',
      text: 'Spring is here.',
      langs: ['en'],
      createdAt: NOW.toISOString(),
    });
    expect(created?.value.facets).toBeUndefined();
    // Signed in with the DID and the app password, never with the handle.
    expect(pds.calls('com.atproto.server.createSession')[0]?.body).toEqual({
      identifier: brand.did,
      password: brand.appPassword,
    });
  });

  it('marks links, mentions and hashtags with UTF-8 byte offsets (an emoji before the link counts 4 bytes)', async () => {
    const text =
      'Launch 🚀 https://example.com/spring?utm=1 with @anna.bsky.social and @nobody.bsky.social #Spring';
    await adapter.publish(channel(), input({ text }));
    const facets = ((pds.posts(brand.did)[0]?.value.facets ?? []) as Record<string, unknown>[]).map(
      // Some facets carry `$type: "app.bsky.richtext.facet"`, some not: both are valid.
      ({ index, features }) => ({ index, features }),
    );
    const link = 'https://example.com/spring?utm=1';
    expect(bytesBefore(text, link)).toBe(text.indexOf(link) + 2);
    expect(facets).toEqual([
      {
        index: { byteStart: bytesBefore(text, link), byteEnd: bytesBefore(text, link) + link.length },
        features: [{ $type: 'app.bsky.richtext.facet#link', uri: link }],
      },
      {
        index: {
          byteStart: bytesBefore(text, '@anna'),
          byteEnd: bytesBefore(text, '@anna') + '@anna.bsky.social'.length,
        },
        features: [{ $type: 'app.bsky.richtext.facet#mention', did: anna.did }],
      },
      // @nobody does not resolve: plain text, not a mention with no DID.
      {
        index: { byteStart: bytesBefore(text, '#Spring'), byteEnd: Buffer.byteLength(text) },
        features: [{ $type: 'app.bsky.richtext.facet#tag', tag: 'Spring' }],
      },
    ]);
  });

  it('uploads an image and posts it with its alt text and aspect ratio', async () => {
    await adapter.publish(channel(), input({ media: [image('A red bicycle by the canal')] }));
    const [upload] = pds.calls('com.atproto.repo.uploadBlob');
    expect(upload?.contentType).toBe('image/png');
    expect(upload?.bytes.length).toBe(2_000);
    const embed = pds.posts(brand.did)[0]?.value.embed as {
      $type: string;
      images: Record<string, unknown>[];
    };
    expect(embed.$type).toBe('app.bsky.embed.images');
    expect(embed.images).toEqual([
      {
        image: {
          $type: 'blob',
          ref: { $link: expect.stringMatching(/^bafkrei/) },
          mimeType: 'image/png',
          size: 2_000,
        },
        alt: 'A red bicycle by the canal',
        aspectRatio: { width: 1200, height: 800 },
      },
    ]);
  });

  it('posts 4 images in order, each with its alt text (none as empty)', async () => {
    const media = [
      image('One', 100, 100),
      image('Two', 300, 200),
      image(null, 200, 300),
      image('Four', 1, 2),
    ];
    await adapter.publish(channel(), input({ media }));
    expect(pds.calls('com.atproto.repo.uploadBlob')).toHaveLength(4);
    const embed = pds.posts(brand.did)[0]?.value.embed as { images: { alt: string; aspectRatio: unknown }[] };
    expect(embed.images.map((i) => [i.alt, i.aspectRatio])).toEqual([
      ['One', { width: 100, height: 100 }],
      ['Two', { width: 300, height: 200 }],
      ['', { width: 200, height: 300 }],
      ['Four', { width: 1, height: 2 }],
    ]);
  });

  it('publishing the same publication twice makes one post and answers it both times', async () => {
    const post = input();
    const first = await adapter.publish(channel(), post);
    // The first time out costs one call: the write, no read before it.
    expect(pds.calls(CREATE)).toHaveLength(1);
    expect(pds.calls(GET_RECORD)).toHaveLength(0);
    // The second write is refused (its key is taken) and the post there answered.
    const second = await adapter.publish(channel(), post);
    expect(second).toEqual(first);
    expect(pds.posts(brand.did)).toHaveLength(1);
    // One sign-in for both (createSession is limited to 30 in 5 minutes).
    expect(pds.calls('com.atproto.server.createSession')).toHaveLength(1);
  });

  it.each(['internal-error', 'invalid-request'] as const)(
    'a create that collides with the first attempt’s record (the PDS answering %s) answers that post',
    async (mode) => {
      pds.duplicateCreate(mode);
      const post = input();
      const first = await adapter.publish(channel(), post);
      // The second attempt's create collides with the first's record.
      const second = await blueskyAdapter({ fetch: guarded, now: () => NOW }).publish(channel(), post);
      expect(second).toEqual(first);
      expect(pds.calls(CREATE)).toHaveLength(2);
      expect(pds.posts(brand.did)).toHaveLength(1);
    },
  );

  it('a create that was written but answered 500 is read back and answered', async () => {
    pds.script({
      nsid: CREATE,
      afterWork: true,
      status: 500,
      body: { error: 'InternalServerError', message: 'Internal Server Error' },
    });
    const answer = await adapter.publish(channel(), input());
    expect(answer.remoteId).toBe(pds.posts(brand.did)[0]?.uri);
    expect(pds.posts(brand.did)).toHaveLength(1);
  });

  it('a create cut off (written, its answer lost, the read-back failing too): find finds the post and publish answers it', async () => {
    const post = input();
    pds.script(
      {
        nsid: CREATE,
        afterWork: true,
        status: 500,
        body: { error: 'InternalServerError', message: 'Internal Server Error' },
      },
      {
        nsid: GET_RECORD,
        status: 503,
        body: { error: 'NotEnoughResources', message: 'Service Unavailable' },
      },
    );
    const cut = await failure(adapter.publish(channel(), post));
    expect(cut.kind).toBe('transient');
    expect(pds.posts(brand.did)).toHaveLength(1);

    const rkey = publicationRecordKey(post);
    const expected = {
      remoteId: `at://${brand.did}/app.bsky.feed.post/${rkey}`,
      url: `https://bsky.app/profile/brand.bsky.social/post/${rkey}`,
    };
    expect(await adapter.find(channel(), post)).toEqual(expected);
    expect(await adapter.publish(channel(), post)).toEqual(expected);
    expect(pds.posts(brand.did)).toHaveLength(1);
  });

  it('a create whose answer never comes (the PDS stalls after writing) is read back and answered', async () => {
    pds.script({ nsid: CREATE, afterWork: true, status: 200, stall: true });
    const answer = await adapter.publish(channel(), input());
    expect(answer.remoteId).toBe(pds.posts(brand.did)[0]?.uri);
  });

  it('find answers null when nothing was posted', async () => {
    expect(await adapter.find(channel(), input())).toBeNull();
  });

  it('refreshes an expired session without signing in again', async () => {
    await adapter.publish(channel(), input());
    pds.expireAccessTokens();
    await adapter.publish(channel(), input({ media: [image('Later')] }));
    expect(pds.posts(brand.did)).toHaveLength(2);
    expect(pds.calls('com.atproto.server.refreshSession')).toHaveLength(1);
    expect(pds.calls('com.atproto.server.createSession')).toHaveLength(1);
  });

  it('a revoked app password asks for the account to be connected again', async () => {
    await adapter.publish(channel(), input());
    pds.revokeAppPassword(brand.appPassword);
    pds.expireAccessTokens();
    const err = await failure(adapter.publish(channel(), input()));
    expect(err).toMatchObject({ kind: 'reconnect', options: { code: 'AuthenticationRequired' } });
    // The refresh was refused, then one more sign-in with the app password.
    expect(pds.calls('com.atproto.server.refreshSession')).toHaveLength(1);
    expect(pds.calls('com.atproto.server.createSession')).toHaveLength(2);
    expect(pds.posts(brand.did)).toHaveLength(1);
    // A process that never signed in learns the same at once.
    const fresh = blueskyAdapter({ fetch: guarded });
    expect((await failure(fresh.publish(channel(), input()))).kind).toBe('reconnect');
  });

  it('a new app password in the credentials signs in again with it', async () => {
    await adapter.publish(channel(), input());
    pds.revokeAppPassword(brand.appPassword);
    const replacement = pds.addAppPassword(brand.did);
    await adapter.publish(channel(brand, replacement), input());
    expect(pds.calls('com.atproto.server.createSession').map((c) => c.body?.password)).toEqual([
      brand.appPassword,
      replacement,
    ]);
  });

  it('a taken-down account asks for reconnecting, in plain words', async () => {
    pds.takeDown(brand.did);
    const err = await failure(adapter.publish(channel(), input()));
    expect(err).toMatchObject({ kind: 'reconnect', options: { code: 'AccountTakedown' } });
    expect(err.message).toContain('taken this account down');
  });

  it('429 is transient, retried after ratelimit-reset (epoch seconds)', async () => {
    pds.script(rateLimited(new Date(NOW.getTime() + 120_000), CREATE));
    const err = await failure(adapter.publish(channel(), input()));
    expect(err).toMatchObject({
      kind: 'transient',
      options: { code: 'RateLimitExceeded', retryAfterMs: 120_000 },
    });
    expect(pds.posts(brand.did)).toHaveLength(0);
  });

  it('429 with Retry-After only is retried after its seconds', async () => {
    pds.script({
      nsid: CREATE,
      status: 429,
      headers: { 'retry-after': '30' },
      body: { error: 'RateLimitExceeded' },
    });
    const err = await failure(adapter.publish(channel(), input()));
    expect(err).toMatchObject({ kind: 'transient', options: { retryAfterMs: 30_000 } });
  });

  it('a 500 with nothing written is transient', async () => {
    pds.script({
      nsid: CREATE,
      status: 500,
      body: { error: 'InternalServerError', message: 'Internal Server Error' },
    });
    const err = await failure(adapter.publish(channel(), input()));
    expect(err.kind).toBe('transient');
    expect(pds.posts(brand.did)).toHaveLength(0);
  });

  it('text over 300 graphemes is permanent, with Bluesky’s words', async () => {
    const err = await failure(adapter.publish(channel(), input({ text: 'é'.repeat(301) })));
    expect(err).toMatchObject({ kind: 'permanent', options: { code: 'InvalidRequest' } });
    expect(err.message).toContain('must not be longer than 300 graphemes');
  });

  it('an image over 2,000,000 bytes is permanent', async () => {
    const err = await failure(
      adapter.publish(channel(), input({ media: [image('Big', 10, 10, 2_000_001)] })),
    );
    expect(err).toMatchObject({ kind: 'permanent', options: { code: 'BlobTooLarge' } });
    expect(pds.posts(brand.did)).toHaveLength(0);
  });

  it('a guard that refuses the host (loopback, here) is permanent', async () => {
    const refusing = blueskyAdapter({ fetch: createGuardedFetch({}) });
    const err = await failure(refusing.publish(channel(), input()));
    expect(err).toMatchObject({ kind: 'permanent', options: { code: 'refused' } });
    expect(pds.requests).toHaveLength(0);
  });
});
