import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BLUESKY_LIMITS } from '@expertos/domain/publishing/limits';
import { splitThread } from '@expertos/domain/publishing/thread';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type FakeBluesky,
  type FakeBlueskyAccount,
  startFakeBluesky,
} from '../../../../test/bluesky-server.js';
import { blueskyChannel } from '../network.fixtures.js';
import type { PublishInput } from '../network.js';
import { blueskyAdapter } from './bluesky.adapter.js';

/**
 * "Post as a thread" and link cards on Bluesky, against the local PDS with the real client; the
 * card's page comes from a local site, through the real egress guard opened to 127.0.0.1 only.
 */

const guarded = createGuardedFetch({ allowAddresses: ['127.0.0.1'] });
const CREATE = 'com.atproto.repo.createRecord';

let pds: FakeBluesky;
let brand: FakeBlueskyAccount;
let site: http.Server;
let siteUrl: string;
let adapter: ReturnType<typeof blueskyAdapter>;
const PICTURE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(500, 7),
]);

beforeAll(async () => {
  pds = await startFakeBluesky();
  site = http.createServer((request, response) => {
    if (request.url === '/launch')
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<html><head><title>Fallback</title><meta content="Spring &amp; summer range" property="og:title">` +
            `<meta property="og:description" content="Twelve new pieces."><meta property="og:image" content="/card.png"></head></html>`,
        );
    if (request.url === '/card.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end(PICTURE);
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await pds.close();
  await new Promise((resolve) => site.close(resolve));
});
beforeEach(() => {
  pds.reset();
  brand = pds.addAccount({ handle: 'brand.bsky.social' });
  adapter = blueskyAdapter({ fetch: guarded, timeoutMs: 1_000, now: () => new Date('2026-05-04T09:00:00Z') });
});

const channel = () => blueskyChannel(pds, brand);
let n = 0;
const input = (overrides: Partial<PublishInput> = {}): PublishInput => ({
  publicationId: `thread_${++n}`,
  createdAt: '2026-05-01T12:30:00.123Z',
  text: 'Spring is here.',
  media: [],
  ...overrides,
});
const LONG = `${'Our spring range is out today, with twelve new pieces. '.repeat(6).trim()}\n\n${'Each one is made in small batches by the studio. '.repeat(6).trim()}`;

describe('a Bluesky thread', () => {
  it('posts a long text as replies, each within the limits, each replying to the one before', async () => {
    const answer = await adapter.publish(channel(), input({ text: LONG, thread: true }));
    const posts = pds.posts(brand.did);
    expect(posts.length).toBeGreaterThan(1);
    const [first, ...replies] = posts;
    expect(answer.remoteId).toBe(first?.uri);
    expect(first?.value.reply).toBeUndefined();
    replies.forEach((post, index) => {
      const parent = posts[index];
      expect(post.value.reply).toEqual({
        root: { uri: first?.uri, cid: first?.cid },
        parent: { uri: parent?.uri, cid: parent?.cid },
      });
    });
    for (const post of posts)
      expect([...new Intl.Segmenter().segment(String(post.value.text))].length).toBeLessThanOrEqual(300);
    expect(
      posts
        .map((p) => String(p.value.text))
        .join(' ')
        .split(/\s+/),
    ).toEqual(LONG.split(/\s+/));
  });

  it('a thread cut off after its first post is not found, and publishing again writes only what is missing', async () => {
    const post = input({ text: LONG, thread: true });
    // As an attempt killed after its first create: the first post alone, at the thread's first key.
    const [firstPart] = splitThread(LONG, BLUESKY_LIMITS.textGraphemes, BLUESKY_LIMITS.textBytes);
    await adapter.publish(channel(), { ...post, text: firstPart ?? '', thread: false });
    expect(pds.posts(brand.did)).toHaveLength(1);
    expect(await adapter.find(channel(), post)).toBeNull();

    const answer = await adapter.publish(channel(), post);
    const posts = pds.posts(brand.did);
    expect(answer.remoteId).toBe(posts[0]?.uri);
    // Every post once: the texts, in order, are the text.
    expect(
      posts
        .map((p) => String(p.value.text))
        .join(' ')
        .split(/\s+/),
    ).toEqual(LONG.split(/\s+/));
    // One write per post, and one refused: the first post's key, already taken, read back.
    expect(pds.calls(CREATE)).toHaveLength(posts.length + 1);
    expect(await adapter.find(channel(), post)).toEqual(answer);
  });
});

describe('a Bluesky link card', () => {
  it('shows the page’s title, description and picture for the variant’s link', async () => {
    await adapter.publish(channel(), input({ text: 'New range', link: `${siteUrl}/launch` }));
    const [post] = pds.posts(brand.did);
    expect(post?.value.embed).toEqual({
      $type: 'app.bsky.embed.external',
      external: {
        uri: `${siteUrl}/launch`,
        title: 'Spring & summer range',
        description: 'Twelve new pieces.',
        thumb: expect.objectContaining({ mimeType: 'image/png', size: PICTURE.length }),
      },
    });
  });

  it('takes the text’s first link when the variant names none; a page that cannot be read keeps its address as the title', async () => {
    await adapter.publish(channel(), input({ text: `Read it at ${siteUrl}/missing today` }));
    expect(pds.posts(brand.did)[0]?.value.embed).toEqual({
      $type: 'app.bsky.embed.external',
      external: { uri: `${siteUrl}/missing`, title: `${siteUrl}/missing`, description: '' },
    });
  });

  it('never fetches a page the egress guard refuses: the card keeps the address only', async () => {
    const strict = blueskyAdapter({
      fetch: createGuardedFetch({ allowAddresses: [] }),
      timeoutMs: 1_000,
    });
    // The PDS itself is on 127.0.0.1 too, so the post cannot be made either: the call fails
    // before any page is read, and nothing is posted.
    await strict.publish(channel(), input({ link: `${siteUrl}/launch` })).catch(() => null);
    expect(pds.posts(brand.did)).toEqual([]);
  });
});
