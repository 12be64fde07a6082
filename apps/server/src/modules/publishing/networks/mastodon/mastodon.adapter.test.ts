import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type FakeMastodon,
  type FakeMastodonAccount,
  startFakeMastodon,
} from '../../../../test/mastodon-server.js';
import { networkFailure } from '../network.fixtures.js';
import type { ChannelAccess, PublishInput } from '../network.js';
import { MASTODON_TOKEN, mastodonAdapter } from './mastodon.adapter.js';

/**
 * The Mastodon adapter against a local instance (test/mastodon-server.ts): masto's client,
 * through the real egress guard, opened to 127.0.0.1 only.
 */

const TOKEN = 'mastodon-token-of-anna';
const guarded = createGuardedFetch({ allowAddresses: ['127.0.0.1'] });
const NOW = new Date('2026-03-02T10:00:00.000Z');
const adapter = mastodonAdapter({ fetch: guarded, mediaPollMs: 5, now: () => NOW, timeoutMs: 2_000 });

let server: FakeMastodon;
let anna: FakeMastodonAccount;
let channel: ChannelAccess;

beforeAll(async () => {
  server = await startFakeMastodon();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  anna = server.addAccount('anna', { token: TOKEN, displayName: 'Anna' });
  channel = {
    host: server.origin,
    accountId: anna.id,
    handle: '@anna@fake',
    credentials: { [MASTODON_TOKEN]: TOKEN },
  };
});

let counter = 0;
const input = (overrides: Partial<PublishInput> = {}): PublishInput => ({
  publicationId: `pub_${++counter}`,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  text: 'Spring launch: our new range is here.',
  media: [],
  ...overrides,
});

const png = (size = 64) => ({
  bytes: Buffer.alloc(size, 7),
  mimeType: 'image/png',
  fileName: 'poster.png',
  alt: 'A poster of the spring range',
});

const failure = networkFailure;

describe('publish', () => {
  it('posts the status with its visibility, content warning and language, and answers its id and address', async () => {
    const published = await adapter.publish(
      channel,
      input({
        text: 'Hello & welcome',
        visibility: 'unlisted',
        contentWarning: 'launch news',
        language: 'en',
      }),
    );
    const [status] = server.statusesOf(anna.id);
    expect(status).toMatchObject({
      text: 'Hello & welcome',
      visibility: 'unlisted',
      spoilerText: 'launch news',
      language: 'en',
    });
    expect(published).toEqual({ remoteId: status!.id, url: `${server.origin}/@anna/${status!.id}` });
  });

  it('adds the variant’s link to the text, where Mastodon makes its card from it, and finds the status by it', async () => {
    const post = input({ text: 'New range', link: 'https://example.com/spring' });
    const published = await adapter.publish(channel, post);
    expect(server.statusesOf(anna.id).map((s) => s.text)).toEqual([
      'New range\n\nhttps://example.com/spring',
    ]);
    expect(await adapter.find(channel, post)).toEqual(published);
  });

  it('sends the publication id as the Idempotency-Key', async () => {
    await adapter.publish(channel, input({ publicationId: 'pub_key' }));
    const post = server.requests.find((r) => r.path === '/api/v1/statuses');
    expect(post?.headers['idempotency-key']).toBe('pub_key');
  });

  it('uploads an image with its alt text and attaches it', async () => {
    await adapter.publish(channel, input({ media: [png()] }));
    const [status] = server.statusesOf(anna.id);
    expect(status!.mediaIds).toHaveLength(1);
    expect(server.media.get(status!.mediaIds[0]!)).toEqual({
      mimeType: 'image/png',
      description: 'A poster of the spring range',
      size: 64,
    });
  });

  it('waits for a video Mastodon processes after answering 202 (206 while processing, then 200)', async () => {
    server.setProcessingPolls(2);
    const video = { bytes: Buffer.alloc(128, 1), mimeType: 'video/mp4', fileName: 'teaser.mp4', alt: null };
    await adapter.publish(channel, input({ media: [video] }));
    const [status] = server.statusesOf(anna.id);
    expect(status!.mediaIds).toHaveLength(1);
    const polls = server.requests.filter((r) => r.path === `/api/v1/media/${status!.mediaIds[0]}`);
    expect(polls).toHaveLength(3);
  });

  it('gives up on a file still processing after the wait, to try again later', async () => {
    server.setProcessingPolls(1_000);
    const impatient = mastodonAdapter({ fetch: guarded, mediaPollMs: 5, mediaWaitMs: 0 });
    const video = { bytes: Buffer.alloc(128, 1), mimeType: 'video/mp4', fileName: 'teaser.mp4', alt: null };
    const error = await failure(impatient.publish(channel, input({ media: [video] })));
    expect(error.kind).toBe('transient');
    expect(server.statusesOf(anna.id)).toHaveLength(0);
  });

  it('stops with the server’s words when it cannot process a file', async () => {
    server.failNextMedia('Error processing thumbnail for uploaded media');
    const error = await failure(adapter.publish(channel, input({ media: [png()] })));
    expect(error.kind).toBe('permanent');
    expect(error.message).toContain('Error processing thumbnail for uploaded media');
    expect(server.statusesOf(anna.id)).toHaveLength(0);
  });

  it('publishing the same publication twice makes one status', async () => {
    const same = input();
    const first = await adapter.publish(channel, same);
    const second = await adapter.publish(channel, same);
    expect(second).toEqual(first);
    expect(server.statusesOf(anna.id)).toHaveLength(1);
  });

  it('after a 504 that hid a created status, find finds it and publishing again answers the same status', async () => {
    const same = input();
    server.script({ status: 504, afterHandling: true, body: '<html>504 Gateway Time-out</html>' });
    const error = await failure(adapter.publish(channel, same));
    expect(error.kind).toBe('transient');
    expect(server.statusesOf(anna.id)).toHaveLength(1);

    const found = await adapter.find(channel, same);
    const [status] = server.statusesOf(anna.id);
    expect(found).toEqual({ remoteId: status!.id, url: `${server.origin}/@anna/${status!.id}` });

    expect(await adapter.publish(channel, same)).toEqual(found);
    expect(server.statusesOf(anna.id)).toHaveLength(1);
  });

  it('a status too long for the instance stops with the server’s message; links count as the instance says', async () => {
    const error = await failure(adapter.publish(channel, input({ text: 'a'.repeat(501) })));
    expect(error.kind).toBe('permanent');
    expect(error.message).toContain('Text character limit of 500 exceeded');

    // 476 letters, a space and a 100-character link counting as 23: exactly 500.
    const link = `https://example.com/${'p'.repeat(80)}`;
    await adapter.publish(channel, input({ text: `${'a'.repeat(476)} ${link}` }));
    expect(server.statusesOf(anna.id)).toHaveLength(1);
  });
});

describe('failures', () => {
  it('a revoked token asks for the account to be reconnected', async () => {
    server.revokeToken(TOKEN);
    const error = await failure(adapter.publish(channel, input()));
    expect(error.kind).toBe('reconnect');
    expect(error.message).toContain('The access token is invalid');
    expect((await failure(adapter.find(channel, input()))).kind).toBe('reconnect');
  });

  it('429 is tried again after Retry-After', async () => {
    server.script({ status: 429, headers: { 'retry-after': '30' }, body: '{"error":"Too many requests"}' });
    const error = await failure(adapter.publish(channel, input()));
    expect(error).toMatchObject({ kind: 'transient', options: { retryAfterMs: 30_000 } });
  });

  it('429 without Retry-After is tried again when X-RateLimit-Reset says', async () => {
    const reset = new Date(NOW.getTime() + 120_000).toISOString();
    server.script({
      status: 429,
      headers: { 'x-ratelimit-reset': reset },
      body: '{"error":"Too many requests"}',
    });
    const error = await failure(adapter.publish(channel, input()));
    expect(error).toMatchObject({ kind: 'transient', options: { retryAfterMs: 120_000 } });
  });

  it('a server error or a stalled answer is tried again later', async () => {
    server.script({ status: 500, body: '{"error":"We\'re sorry, but something went wrong on our end."}' });
    expect((await failure(adapter.publish(channel, input()))).kind).toBe('transient');
    server.script({ status: 200, delayMs: 5_000 });
    const stalled = mastodonAdapter({ fetch: guarded, timeoutMs: 100 });
    expect((await failure(stalled.publish(channel, input()))).kind).toBe('transient');
    expect(server.statusesOf(anna.id)).toHaveLength(0);
  });

  it('an instance at a private address is refused when private targets are not allowed', async () => {
    const strict = mastodonAdapter({ fetch: createGuardedFetch({ allowPrivate: false }) });
    const error = await failure(strict.publish(channel, input()));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'egress_refused' } });
    expect(server.requests).toHaveLength(0);
  });
});

describe('find', () => {
  it('answers null when nothing was posted', async () => {
    expect(await adapter.find(channel, input())).toBeNull();
  });

  it('ignores a status with the same text from before the publication, and other statuses', async () => {
    const text = 'Same words as last year';
    server.addStatus(anna.id, text, new Date(Date.now() - 30 * 24 * 3600_000));
    server.addStatus(anna.id, 'Something else entirely');
    expect(await adapter.find(channel, input({ text }))).toBeNull();
  });

  it('looks back past the latest page to the publication’s creation, and no further', async () => {
    const text = 'Posted before a busy day';
    const ours = server.addStatus(anna.id, text);
    for (let i = 0; i < 95; i += 1) server.addStatus(anna.id, `Busy day, status ${i}`);
    const pages = () =>
      server.requests.filter((r) => r.method === 'GET' && r.path === `/api/v1/accounts/${anna.id}/statuses`);
    expect(await adapter.find(channel, input({ text }))).toEqual({
      remoteId: ours.id,
      url: `${server.origin}/@anna/${ours.id}`,
    });
    expect(pages()).toHaveLength(3);
  });

  it('stops at the first page that reaches back before the publication', async () => {
    const lastMonth = Date.now() - 30 * 24 * 3600_000;
    server.addStatus(anna.id, 'Words of last year', new Date(lastMonth));
    for (let i = 0; i < 60; i += 1)
      server.addStatus(anna.id, `Last month, status ${i}`, new Date(lastMonth + i));
    for (let i = 0; i < 45; i += 1) server.addStatus(anna.id, `Today, status ${i}`);
    expect(await adapter.find(channel, input({ text: 'Words of last year' }))).toBeNull();
    // 40 of today, then 5 of today and 35 of last month: two pages, not the whole account.
    expect(
      server.requests.filter((r) => r.method === 'GET' && r.path === `/api/v1/accounts/${anna.id}/statuses`),
    ).toHaveLength(2);
  });

  it('recognises the text in Mastodon’s HTML: paragraphs, line breaks, links, entities, remote mentions, tags', async () => {
    const text =
      'Big news, @bob@other.social & friends!\n\nOur <new> range:\nhttps://example.com/spring/collection-2026?utm=1&x=2 #launch';
    const status = server.addStatus(anna.id, text);
    server.addStatus(anna.id, 'Posted by hand afterwards');
    expect(await adapter.find(channel, input({ text }))).toEqual({
      remoteId: status.id,
      url: `${server.origin}/@anna/${status.id}`,
    });
  });
});

describe('first comment', () => {
  const COMMENT = 'Shop the range at https://example.com/spring';
  const isComment = (request: { method: string; path: string; body: Record<string, unknown> | null }) =>
    request.method === 'POST' && request.path === '/api/v1/statuses' && Boolean(request.body?.in_reply_to_id);

  it('publish posts it as the account’s reply under the status, with the status’s visibility and a key of its own', async () => {
    const post = input({
      publicationId: 'pub_commented',
      visibility: 'unlisted',
      language: 'en',
      firstComment: COMMENT,
    });
    const published = await adapter.publish(channel, post);
    const [status, comment] = server.statusesOf(anna.id);
    expect(published).toEqual({ remoteId: status!.id, url: `${server.origin}/@anna/${status!.id}` });
    expect(comment).toMatchObject({
      text: COMMENT,
      inReplyToId: status!.id,
      visibility: 'unlisted',
      language: 'en',
      accountId: anna.id,
    });
    expect(server.requests.find(isComment)?.headers['idempotency-key']).toBe('pub_commented:first-comment');
  });

  it('reply called twice posts one reply, even once the key’s hour has passed; another account’s reply does not count', async () => {
    const post = input({ firstComment: COMMENT });
    const published = await adapter.publish(channel, { ...post, firstComment: undefined });
    const bob = server.addAccount('bob');
    server.addStatus(bob.id, 'Love it!', new Date(), { inReplyToId: published.remoteId });

    expect(await adapter.reply(channel, post, published)).toBeUndefined();
    server.expireIdempotencyKeys();
    expect(await adapter.reply(channel, post, published)).toBeUndefined();
    const replies = server.statusesOf(anna.id).filter((s) => s.inReplyToId === published.remoteId);
    expect(replies.map((s) => s.text)).toEqual([COMMENT]);
    expect(server.requests.filter(isComment)).toHaveLength(1);
  });

  it('publishing twice makes one status and one comment', async () => {
    const post = input({ firstComment: COMMENT });
    const first = await adapter.publish(channel, post);
    expect(await adapter.publish(channel, post)).toEqual(first);
    expect(server.statusesOf(anna.id).map((s) => [s.text, s.inReplyToId])).toEqual([
      [post.text, null],
      [COMMENT, first.remoteId],
    ]);
  });

  it('a reply Mastodon refuses (422) leaves the status out and answers Mastodon’s words', async () => {
    const published = await adapter.publish(channel, input({ firstComment: 'a'.repeat(501) }));
    expect(published.firstCommentError).toBe(
      'Mastodon refused it: Validation failed: Text character limit of 500 exceeded',
    );
    expect(server.statusesOf(anna.id).map((s) => s.id)).toEqual([published.remoteId]);
  });

  it('a reply that fails in passing fails the attempt; publishing again posts it once', async () => {
    const post = input({ firstComment: COMMENT });
    server.script({ status: 503, body: '{"error":"Service Unavailable"}', when: isComment });
    expect((await failure(adapter.publish(channel, post))).kind).toBe('transient');
    expect(server.statusesOf(anna.id)).toHaveLength(1);

    await adapter.publish(channel, post);
    expect(server.statusesOf(anna.id).map((s) => s.text)).toEqual([post.text, COMMENT]);
  });

  it('a reply whose status is gone answers Mastodon’s words', async () => {
    const words = await adapter.reply(channel, input({ firstComment: COMMENT }), {
      remoteId: '999',
      url: 'x',
    });
    expect(words).toBe('Mastodon refused it: Record not found');
    expect(server.statusesOf(anna.id)).toHaveLength(0);
  });
});

describe('poll', () => {
  const POLL = { options: ['Red', 'Green', 'Blue'], expiresInSeconds: 86_400, multiple: true };
  const isStatusPost = (r: { method: string; path: string }) =>
    r.method === 'POST' && r.path === '/api/v1/statuses';

  /** The status as Mastodon answers it to a client (the Status entity, its `poll` included). */
  async function statusEntity(id: string) {
    const answer = await guarded(`${server.origin}/api/v1/statuses/${id}`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
    return JSON.parse(answer.text()) as {
      media_attachments: unknown[];
      poll: Record<string, unknown> | null;
    };
  }

  it('a status with a poll arrives with its choices, how long it stays open and whether several may be chosen', async () => {
    const published = await adapter.publish(channel, input({ text: 'Which colour next?', poll: POLL }));
    const [status] = server.statusesOf(anna.id);
    expect(published.remoteId).toBe(status!.id);
    expect(status).toMatchObject({ text: 'Which colour next?', mediaIds: [] });
    expect(status!.poll).toMatchObject({
      options: ['Red', 'Green', 'Blue'],
      multiple: true,
      hideTotals: false,
    });
    expect(Date.parse(status!.poll!.expiresAt) - Date.parse(status!.createdAt)).toBe(86_400_000);
    // Sent as Mastodon documents it, and no files beside it.
    const sent = server.requests.find(isStatusPost)?.body;
    expect(sent?.poll).toEqual({ options: ['Red', 'Green', 'Blue'], expires_in: 86_400, multiple: true });
    expect(sent).not.toHaveProperty('media_ids');

    const entity = await statusEntity(status!.id);
    expect(entity.media_attachments).toEqual([]);
    expect(entity.poll).toMatchObject({
      expires_at: status!.poll!.expiresAt,
      expired: false,
      multiple: true,
      votes_count: 0,
      options: [
        { title: 'Red', votes_count: 0 },
        { title: 'Green', votes_count: 0 },
        { title: 'Blue', votes_count: 0 },
      ],
    });
  });

  it('a single-choice poll stays single-choice', async () => {
    await adapter.publish(
      channel,
      input({ poll: { options: ['Yes', 'No'], expiresInSeconds: 300, multiple: false } }),
    );
    const [status] = server.statusesOf(anna.id);
    expect(status!.poll).toMatchObject({ options: ['Yes', 'No'], multiple: false });
    expect((await statusEntity(status!.id)).poll).toMatchObject({ multiple: false });
  });

  it('a poll the server refuses stops for good with the server’s words, and nothing is posted', async () => {
    server.setLimits({ pollOptions: 2 });
    const tooMany = await failure(adapter.publish(channel, input({ poll: POLL })));
    expect(tooMany).toMatchObject({ kind: 'permanent', options: { code: 'http_422' } });
    expect(tooMany.message).toBe(
      "Mastodon refused the status: Validation failed: Choices can't contain more than 2 items",
    );

    const tooSoon = await failure(
      adapter.publish(
        channel,
        input({ poll: { options: ['Yes', 'No'], expiresInSeconds: 60, multiple: false } }),
      ),
    );
    expect(tooSoon.kind).toBe('permanent');
    expect(tooSoon.message).toContain('Deadline is too soon');
    expect(server.statusesOf(anna.id)).toHaveLength(0);
  });

  it('a poll with files stops before any upload', async () => {
    const error = await failure(adapter.publish(channel, input({ poll: POLL, media: [png()] })));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'poll_with_media' } });
    expect(error.message).toBe('Mastodon takes a poll or files in a post, not both.');
    expect(server.requests).toHaveLength(0);
    expect(server.statusesOf(anna.id)).toHaveLength(0);
  });

  it('publishing twice makes one status; find finds it by its text', async () => {
    const post = input({ text: 'Vote for the next flavour', poll: POLL });
    const first = await adapter.publish(channel, post);
    expect(await adapter.publish(channel, post)).toEqual(first);
    expect(server.statusesOf(anna.id)).toHaveLength(1);
    expect(await adapter.find(channel, post)).toEqual(first);
  });

  it('the first comment goes under a status with a poll, without a poll of its own', async () => {
    const post = input({ poll: POLL, firstComment: 'Results on Friday' });
    const published = await adapter.publish(channel, post);
    expect(published.firstCommentError).toBeUndefined();
    const [status, comment] = server.statusesOf(anna.id);
    expect(status!.poll?.options).toEqual(POLL.options);
    expect(comment).toMatchObject({ text: 'Results on Friday', inReplyToId: status!.id, poll: null });
  });
});

describe('the stand-in’s polls', () => {
  /** A status posted as a form, as Mastodon's documentation writes the parameters. */
  const postForm = (fields: [string, string][]) =>
    guarded(`${server.origin}/api/v1/statuses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const pollFields: [string, string][] = [
    ['status', 'Tea or coffee?'],
    ['poll[options][]', 'Tea'],
    ['poll[options][]', 'Coffee'],
    ['poll[expires_in]', '3600'],
    ['poll[multiple]', 'true'],
    ['poll[hide_totals]', 'true'],
  ];

  it('takes the poll as form fields and answers it in the Status entity, totals hidden while open', async () => {
    const answer = await postForm(pollFields);
    expect(answer.status).toBe(200);
    const entity = JSON.parse(answer.text()) as { poll: Record<string, unknown> };
    expect(entity.poll).toMatchObject({
      expired: false,
      multiple: true,
      options: [
        { title: 'Tea', votes_count: null },
        { title: 'Coffee', votes_count: null },
      ],
    });
    expect(server.statusesOf(anna.id)[0]!.poll).toMatchObject({ multiple: true, hideTotals: true });
  });

  it('refuses a poll beside files, and each broken rule in Mastodon’s words', async () => {
    const withMedia = await postForm([...pollFields, ['media_ids[]', '123']]);
    expect(withMedia.status).toBe(422);
    expect(JSON.parse(withMedia.text())).toEqual({ error: 'Cannot attach more than 4 files' });

    server.setLimits({ pollOptionCharacters: 5, pollMaxSeconds: 1_800 });
    const broken = await postForm([
      ['status', 'Pick one'],
      ['poll[options][]', 'Espresso'],
      ['poll[options][]', 'Tea'],
      ['poll[options][]', 'Tea'],
      ['poll[expires_in]', '3600'],
    ]);
    expect(broken.status).toBe(422);
    expect(JSON.parse(broken.text())).toEqual({
      error:
        'Validation failed: Choices cannot be longer than 5 characters each, Choices contain duplicate items, Deadline is too far into the future',
    });

    const oneChoice = await postForm([
      ['status', 'Pick one'],
      ['poll[options][]', 'Tea'],
      ['poll[expires_in]', '600'],
    ]);
    expect(JSON.parse(oneChoice.text())).toEqual({
      error: 'Validation failed: Choices must have more than one item',
    });
    expect(server.statusesOf(anna.id)).toHaveLength(0);
  });
});
