import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type LinkPages, startLinkPages } from '../../../../test/link-pages-server.js';
import { type FakeLinkedIn, startFakeLinkedIn } from '../../../../test/linkedin-server.js';
import { networkFailure } from '../network.fixtures.js';
import type { ChannelAccess, PublishInput, PublishMedia } from '../network.js';
import { linkedInPostUrl } from './linkedin.adapter.js';
import { linkedInChannel, linkedInFor, memoryProgress } from './linkedin.fixtures.js';
import { LINKEDIN_VERSION } from './linkedin-api.js';

/**
 * The LinkedIn adapter against the stand-in (test/linkedin-server.ts), through the real egress
 * guard: every kind of post, LinkedIn's processing, its failures, and exactly once.
 */

const PAGE = 'urn:li:organization:5515715';

let server: FakeLinkedIn;
let pages: LinkPages;
let adapter: ReturnType<typeof linkedInFor>;
let member: ChannelAccess;

beforeAll(async () => {
  server = await startFakeLinkedIn();
  pages = await startLinkPages();
});
afterAll(async () => {
  await server.close();
  await pages.close();
});
beforeEach(() => {
  server.reset();
  adapter = linkedInFor(server);
  member = linkedInChannel(server);
});

let counter = 0;
const input = (overrides: Partial<PublishInput> = {}): PublishInput => ({
  publicationId: `pub_${++counter}`,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  text: `Spring launch ${counter}: our new range is here.`,
  media: [],
  ...overrides,
});
const file = (mimeType: string, fileName: string, size: number, alt: string | null = null): PublishMedia => {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 7 + size) % 256;
  return { bytes, mimeType, fileName, alt };
};
const png = (alt: string | null = 'A poster of the spring range', size = 64) =>
  file('image/png', 'poster.png', size, alt);
/** The content of the stand-in's post at `index`, read as the test expects it. */
const contentOf = <T>(index = 0) => (server.posts[index]?.content ?? {}) as T;
const postRequests = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/rest/posts');

describe('publish', () => {
  it('posts the text, escaped for LinkedIn, publicly to the main feed, and answers its URN and address', async () => {
    const published = await adapter.publish(member, input({ text: 'Big (news) for #spring @ 9am' }));
    const [post] = server.posts;
    expect(post).toMatchObject({
      author: server.member.urn,
      commentary: 'Big \\(news\\) for {hashtag|\\#|spring} \\@ 9am',
      visibility: 'PUBLIC',
      content: null,
    });
    expect(postRequests()[0]?.body).toMatchObject({
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    });
    expect(published).toEqual({
      remoteId: post?.urn,
      url: `https://www.linkedin.com/feed/update/${post?.urn}`,
    });
    expect(linkedInPostUrl('urn:li:share:1')).toBe('https://www.linkedin.com/feed/update/urn:li:share:1');
  });

  it('posts as a page the member administers', async () => {
    await adapter.publish(linkedInChannel(server, PAGE), input());
    expect(server.posts.map((p) => p.author)).toEqual([PAGE]);
  });

  it('a link without files becomes the post’s card, with the page’s title and description', async () => {
    const link = pages.url('/og/3');
    await adapter.publish(member, input({ text: 'Read this', link }));
    expect(server.posts[0]).toMatchObject({
      commentary: 'Read this',
      content: { article: { source: link, title: 'Post 3 & friends', description: 'Caption of post 3' } },
    });
  });

  it('the card carries the page’s picture, uploaded to LinkedIn; a page that cannot be read is titled with its address', async () => {
    const picture = png(null, 300).bytes;
    const site = http.createServer((req, res) => {
      if (req.url === '/picture.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        '<html><head><meta property="og:title" content="Spring"><meta property="og:image" content="/picture.png"></head></html>',
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const link = `http://127.0.0.1:${(site.address() as AddressInfo).port}/spring`;
      await adapter.publish(member, input({ link }));
      const article = contentOf<{ article: Record<string, string> }>(0).article;
      expect(article).toMatchObject({ source: link, title: 'Spring' });
      expect(server.uploaded(article.thumbnail ?? '')).toEqual(picture);

      const gone = pages.url('/missing');
      await adapter.publish(member, input({ link: gone }));
      expect(server.posts[1]?.content).toEqual({ article: { source: gone, title: gone } });
    } finally {
      site.close();
    }
  });

  it('one image goes up with its alt text, the upload carrying the token', async () => {
    const image = png();
    await adapter.publish(member, input({ media: [image] }));
    const media = contentOf<{ media: { id: string; altText: string } }>(0).media;
    expect(media.altText).toBe('A poster of the spring range');
    expect(server.uploaded(media.id)).toEqual(image.bytes);
    const init = server.requests.find((r) => r.path === '/rest/images');
    expect(init?.query.get('action')).toBe('initializeUpload');
    expect(init?.body).toEqual({ initializeUploadRequest: { owner: server.member.urn } });
    const upload = server.requests.find((r) => r.method === 'PUT');
    expect(upload?.headers.authorization).toMatch(/^Bearer /);
  });

  it('several images make a multi-image post, in their order, each with its alt text', async () => {
    const images = [png('First', 10), png(null, 20), png('Third', 30)];
    await adapter.publish(member, input({ media: images }));
    const content = server.posts[0]?.content as {
      multiImage: { images: { id: string; altText?: string }[] };
    };
    expect(content.multiImage.images.map((i) => i.altText)).toEqual(['First', undefined, 'Third']);
    expect(content.multiImage.images.map((i) => server.uploaded(i.id)?.length)).toEqual([10, 20, 30]);
  });

  it('with files, the link goes into the text and no card is made', async () => {
    await adapter.publish(
      member,
      input({ text: 'New range', link: 'https://example.com/spring', media: [png()] }),
    );
    expect(server.posts[0]?.commentary).toBe('New range\n\nhttps://example.com/spring');
    expect(server.posts[0]?.content).toHaveProperty('media');
  });

  it('a video goes up in LinkedIn’s parts, finalized with their ETags, and is posted once processed', async () => {
    server.setPartBytes(100_000);
    server.setProcessingPolls(2);
    const video = file('video/mp4', 'teaser.mp4', 250_000);
    await adapter.publish(member, input({ media: [video] }));
    const id = contentOf<{ media: { id: string } }>(0).media.id;
    expect(id).toMatch(/^urn:li:video:/);
    expect(server.uploaded(id)?.equals(video.bytes)).toBe(true);

    const init = server.requests.find(
      (r) => r.path === '/rest/videos' && r.query.get('action') === 'initializeUpload',
    );
    expect(init?.body).toEqual({
      initializeUploadRequest: {
        owner: server.member.urn,
        fileSizeBytes: 250_000,
        uploadCaptions: false,
        uploadThumbnail: false,
      },
    });
    const parts = server.requests.filter((r) => r.method === 'PUT');
    expect(parts.map((p) => p.body?.bytes)).toEqual([100_000, 100_000, 50_000]);
    // The part addresses are signed: the token is not sent with them.
    expect(parts.every((p) => p.headers.authorization === undefined)).toBe(true);
    const finalize = server.requests.find((r) => r.query.get('action') === 'finalizeUpload');
    expect(finalize?.body?.finalizeUploadRequest).toMatchObject({
      uploadedPartIds: [expect.any(String), expect.any(String), expect.any(String)],
    });
    const looks = server.requests.filter(
      (r) => r.method === 'GET' && r.path === `/rest/videos/${encodeURIComponent(id)}`,
    );
    expect(looks).toHaveLength(3);
  });

  it('a video LinkedIn cannot process stops for good, without a post; publishing again uploads it anew', async () => {
    server.failProcessing();
    const { values, progress } = memoryProgress();
    const post = input({ media: [file('video/mp4', 'broken.mp4', 80_000)], progress });
    const error = await networkFailure(adapter.publish(member, post));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'processing_failed' } });
    expect(error.message).toContain('LinkedIn could not process broken.mp4');
    expect(server.posts).toHaveLength(0);
    expect(values['media:0']).toBeUndefined();

    await adapter.publish(member, post);
    expect(server.requests.filter((r) => r.query.get('action') === 'initializeUpload')).toHaveLength(2);
    expect(server.posts).toHaveLength(1);
  });

  it('a video still processing after the wait is looked at again by the next attempt, not uploaded again', async () => {
    server.setProcessingPolls(3);
    const { values, progress } = memoryProgress();
    const post = input({ media: [file('video/mp4', 'long.mp4', 80_000)], progress });
    const impatient = linkedInFor(server, { mediaWaitMs: 0 });
    const error = await networkFailure(impatient.publish(member, post));
    expect(error).toMatchObject({ kind: 'transient', options: { code: 'media_processing' } });
    expect(values['media:0']).toMatch(/^urn:li:video:/);

    await adapter.publish(member, post);
    expect(server.requests.filter((r) => r.query.get('action') === 'initializeUpload')).toHaveLength(1);
    expect(contentOf<{ media: { id: string } }>(0).media.id).toBe(values['media:0']);
  });

  it('a PDF goes out as a document post titled by its file name, once LinkedIn has processed it', async () => {
    const pdf = file('application/pdf', 'spring-catalogue.pdf', 2048);
    await adapter.publish(linkedInChannel(server, PAGE), input({ media: [pdf] }));
    const media = contentOf<{ media: { id: string; title: string } }>(0).media;
    expect(media).toMatchObject({ title: 'spring-catalogue' });
    expect(media.id).toMatch(/^urn:li:document:/);
    expect(server.uploaded(media.id)).toEqual(pdf.bytes);
    expect(server.requests.find((r) => r.path === '/rest/documents')?.body).toEqual({
      initializeUploadRequest: { owner: PAGE },
    });
    expect(server.requests.some((r) => r.path === `/rest/documents/${encodeURIComponent(media.id)}`)).toBe(
      true,
    );
  });

  it('every REST call names the API version and Rest.li 2.0; LinkedIn refuses a call without the version', async () => {
    await adapter.publish(member, input({ media: [png()], firstComment: 'More soon' }));
    const rest = server.requests.filter((r) => r.path.startsWith('/rest/'));
    expect(rest.length).toBeGreaterThan(2);
    for (const request of rest)
      expect(request.headers).toMatchObject({
        'linkedin-version': LINKEDIN_VERSION,
        'x-restli-protocol-version': '2.0.0',
      });
    const bare = await createGuardedFetch({ allowPrivate: true })(`${server.origin}/rest/posts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${member.credentials.accessToken}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(bare.status).toBe(400);
    expect(JSON.parse(bare.text())).toMatchObject({ code: 'VERSION_MISSING' });
  });
});

describe('failures', () => {
  it('a token the member revoked asks for the account to be reconnected', async () => {
    server.revoke();
    const error = await networkFailure(adapter.publish(member, input()));
    expect(error).toMatchObject({ kind: 'reconnect', options: { code: 'REVOKED_ACCESS_TOKEN' } });
    expect((await networkFailure(adapter.find(member, input()))).kind).toBe('reconnect');
  });

  it('429 on a daily limit is tried again at midnight UTC (14 hours after 10:00), or after Retry-After when LinkedIn gives one', async () => {
    server.rateLimit(1);
    const daily = await networkFailure(adapter.publish(member, input()));
    expect(daily).toMatchObject({
      kind: 'transient',
      options: { code: 'TOO_MANY_REQUESTS', retryAfterMs: 14 * 3600_000 },
    });
    expect(daily.message).toContain('APPLICATION DAY limit');
    server.rateLimit(1, 30);
    const soon = await networkFailure(adapter.publish(member, input()));
    expect(soon).toMatchObject({ kind: 'transient', options: { retryAfterMs: 30_000 } });
    expect(server.posts).toHaveLength(0);
  });

  it('a post LinkedIn would refuse stops before anything is uploaded', async () => {
    const video = file('video/mp4', 'teaser.mp4', 100_000);
    const error = await networkFailure(adapter.publish(member, input({ media: [video, png()] })));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'media_mix' } });
    expect(server.requests).toHaveLength(0);
  });

  it('a server error is tried again later', async () => {
    server.script({ status: 500, body: '{"status":500,"message":"Internal Server Error"}' });
    expect((await networkFailure(adapter.publish(member, input()))).kind).toBe('transient');
  });

  it('posting as a page the member does not administer is refused for good, in LinkedIn’s words', async () => {
    const error = await networkFailure(
      adapter.publish(linkedInChannel(server, 'urn:li:organization:1000001'), input()),
    );
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'ACCESS_DENIED' } });
    expect(error.message).toContain('Not enough permissions');
  });

  it('an API address the egress guard refuses is a permanent fault, and nothing is sent', async () => {
    const strict = linkedInFor(server, { fetch: createGuardedFetch({ allowPrivate: false }) });
    const error = await networkFailure(strict.publish(member, input()));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'egress_refused' } });
    expect(server.requests).toHaveLength(0);
  });
});

describe('exactly once', () => {
  it('publishing the same publication twice makes one post and sends it once', async () => {
    const { progress } = memoryProgress();
    const same = input({ media: [png()], progress });
    const first = await adapter.publish(member, same);
    expect(await adapter.publish(member, same)).toEqual(first);
    expect(await adapter.find(member, same)).toEqual(first);
    expect(server.posts).toHaveLength(1);
    expect(postRequests()).toHaveLength(1);
    expect(server.requests.filter((r) => r.path === '/rest/images')).toHaveLength(1);
  });

  it('a member’s post whose answer was lost: find cannot tell, and publishing again takes LinkedIn’s duplicate as ours', async () => {
    const { values, progress } = memoryProgress('post');
    const same = input({ progress });
    await expect(adapter.publish(member, same)).rejects.toThrow('the process stopped');
    expect(server.posts).toHaveLength(1);

    // A member's posts are not the app's to read.
    expect(await adapter.find(member, same)).toBeNull();
    const again = await adapter.publish(member, same);
    expect(again).toEqual({
      remoteId: server.posts[0]?.urn,
      url: linkedInPostUrl(server.posts[0]?.urn ?? ''),
    });
    expect(values.post).toBe(server.posts[0]?.urn);
    expect(server.posts).toHaveLength(1);
    // Sent twice: the second was refused as DUPLICATE_POST, naming the first.
    expect(postRequests()).toHaveLength(2);
  });

  it('a page’s post whose answer was lost is found among the page’s latest posts, and not posted again', async () => {
    const page = linkedInChannel(server, PAGE);
    const { values, progress } = memoryProgress('post');
    const same = input({ text: 'Launch #day (at last)', progress });
    await expect(adapter.publish(page, same)).rejects.toThrow('the process stopped');
    server.addPost(PAGE, 'Something posted by hand');

    const found = await adapter.find(page, same);
    expect(found).toEqual({
      remoteId: server.posts[0]?.urn,
      url: linkedInPostUrl(server.posts[0]?.urn ?? ''),
    });
    expect(values.post).toBe(found?.remoteId);
    expect(await adapter.publish(page, same)).toEqual(found);
    expect(postRequests()).toHaveLength(1);
  });

  it('after a 504 that hid a created post, publishing again answers that post', async () => {
    const { progress } = memoryProgress();
    const same = input({ progress });
    server.script({
      status: 504,
      afterHandling: true,
      body: '<html>504 Gateway Time-out</html>',
      when: (r) => r.path === '/rest/posts',
    });
    expect((await networkFailure(adapter.publish(member, same))).kind).toBe('transient');
    expect(server.posts).toHaveLength(1);
    expect((await adapter.publish(member, same)).remoteId).toBe(server.posts[0]?.urn);
    expect(server.posts).toHaveLength(1);
  });

  it('the same words posted earlier by hand are a duplicate LinkedIn refuses, said as such', async () => {
    const text = 'Our words, posted by hand this morning';
    server.addPost(server.member.urn, text);
    const error = await networkFailure(
      adapter.publish(member, input({ text, progress: memoryProgress().progress })),
    );
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'duplicate_post' } });
    expect(error.message).toContain('change the text');
  });

  it('find ignores the same words from before the publication, and other posts; the earliest match is ours', async () => {
    const page = linkedInChannel(server, PAGE);
    const text = 'Same words as last year';
    server.addPost(PAGE, text, new Date(Date.now() - 30 * 24 * 3600_000));
    server.addPost(PAGE, 'Something else');
    expect(await adapter.find(page, input({ text }))).toBeNull();
    const ours = server.addPost(PAGE, text, new Date(Date.now() - 1000));
    server.addPost(PAGE, text);
    expect((await adapter.find(page, input({ text })))?.remoteId).toBe(ours.urn);
  });
});

describe('first comment', () => {
  const COMMENT = 'Shop the range at https://example.com/spring (#ad)';
  const commentRequests = () =>
    server.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/rest/socialActions/'));

  it('publish posts it under the post as the author, its text as written', async () => {
    const page = linkedInChannel(server, PAGE);
    const published = await adapter.publish(page, input({ firstComment: COMMENT }));
    expect(server.comments).toEqual([
      expect.objectContaining({ object: published.remoteId, actor: PAGE, text: COMMENT }),
    ]);
    expect(commentRequests()[0]?.path).toBe(
      `/rest/socialActions/${encodeURIComponent(published.remoteId)}/comments`,
    );
  });

  it('publishing twice makes one post and one comment', async () => {
    const { progress } = memoryProgress();
    const post = input({ firstComment: COMMENT, progress });
    const first = await adapter.publish(member, post);
    expect(await adapter.publish(member, post)).toEqual(first);
    expect(await adapter.reply(member, post, first)).toBeUndefined();
    expect(server.comments).toHaveLength(1);
  });

  it('a comment whose answer was lost is found under a page’s post, not posted again', async () => {
    const page = linkedInChannel(server, PAGE);
    const { progress } = memoryProgress('comment');
    const post = input({ firstComment: COMMENT, progress });
    await expect(adapter.publish(page, post)).rejects.toThrow('the process stopped');
    const found = await adapter.find(page, post);
    expect(await adapter.reply(page, post, found ?? { remoteId: '', url: '' })).toBeUndefined();
    expect(server.comments).toHaveLength(1);
    expect(commentRequests()).toHaveLength(1);
  });

  it('a comment LinkedIn refuses for good leaves the post out and answers LinkedIn’s words', async () => {
    const published = await adapter.publish(member, input({ firstComment: 'c'.repeat(1251) }));
    expect(published.firstCommentError).toBe(
      'LinkedIn refused it: /message/text :: length must be between 1 and 1250 (UNPROCESSABLE_ENTITY)',
    );
    expect(server.posts).toHaveLength(1);
    expect(server.comments).toHaveLength(0);
  });

  it('a comment that fails in passing fails the attempt; publishing again posts it once, not the post', async () => {
    const { progress } = memoryProgress();
    const post = input({ firstComment: COMMENT, progress });
    server.script({
      status: 503,
      body: '{"status":503,"message":"Service Unavailable"}',
      when: (r) => r.path.startsWith('/rest/socialActions/'),
    });
    expect((await networkFailure(adapter.publish(member, post))).kind).toBe('transient');
    expect(server.posts).toHaveLength(1);
    await adapter.publish(member, post);
    expect(server.posts).toHaveLength(1);
    expect(server.comments.map((c) => c.text)).toEqual([COMMENT]);
  });
});
