import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeFacebook, startFakeFacebook } from '../../../../test/facebook-server.js';
import { until } from '../../../../test/until.js';
import { networkFailure, startFileServer } from '../network.fixtures.js';
import type { ChannelAccess, PublishInput, PublishMedia } from '../network.js';
import {
  connectOnFake,
  facebookOnFake,
  memoryProgress,
  pageChannel,
  REDIRECT_URI,
} from './facebook.fixtures.js';

/**
 * The Facebook Pages adapter against the local stand-in (test/facebook-server.ts): Facebook Login
 * and the person's Pages, text and link posts, photos and a video Facebook fetches from their
 * links, the video's processing, throttling, the refusals Facebook words its own way, and
 * attempts cut off — through the real egress guard.
 */

let fake: FakeFacebook;
let files: Awaited<ReturnType<typeof startFileServer>>;
let channel: ChannelAccess;
const adapter = () => facebookOnFake(fake);

beforeAll(async () => {
  fake = await startFakeFacebook();
  files = await startFileServer();
});
afterAll(async () => {
  await fake.close();
  await files.close();
});
beforeEach(async () => {
  fake.reset();
  const [first] = await connectOnFake(adapter());
  channel = pageChannel(first as NonNullable<typeof first>);
});

const jpeg = (size = 900, alt: string | null = 'The spring range on a table'): PublishMedia => {
  const bytes = Buffer.alloc(size, 3);
  return { bytes, mimeType: 'image/jpeg', fileName: 'range.jpg', alt, url: files.put(bytes, 'image/jpeg') };
};
const mp4 = (size = 4000): PublishMedia => {
  const bytes = Buffer.alloc(size, 5);
  return {
    bytes,
    mimeType: 'video/mp4',
    fileName: 'tour.mp4',
    alt: null,
    url: files.put(bytes, 'video/mp4'),
  };
};

let serial = 0;
function input(overrides: Partial<PublishInput> = {}, crashOn?: string) {
  const kept = memoryProgress(crashOn);
  const post: PublishInput = {
    publicationId: `pub_${++serial}`,
    createdAt: new Date().toISOString(),
    text: `Spring is here (${serial})`,
    media: [],
    progress: kept.progress,
    ...overrides,
  };
  return { post, kept: kept.values };
}

describe('connect', () => {
  it('asks Facebook Login for the Pages scopes on the versioned dialog', () => {
    const page = new URL(adapter().oauth?.authorizeUrl({ redirectUri: REDIRECT_URI, state: 's1' }) ?? '');
    expect(page.pathname).toBe('/v25.0/dialog/oauth');
    expect(Object.fromEntries(page.searchParams)).toEqual({
      client_id: fake.appId,
      redirect_uri: REDIRECT_URI,
      scope:
        'pages_show_list,pages_manage_posts,pages_read_engagement,pages_manage_engagement,publish_video,read_insights',
      response_type: 'code',
      state: 's1',
    });
  });

  it('answers each Page the person may post to, with its own lasting Page token', async () => {
    fake.requests.length = 0;
    const accounts = await connectOnFake(adapter());
    // The third Page lets the person moderate only: no CREATE_CONTENT, so it is not offered.
    expect(accounts.map((a) => a.displayName)).toEqual(['Acme Studio', 'Acme Shop']);
    const [studio] = accounts;
    expect(studio).toMatchObject({
      accountId: fake.pages[0]?.id,
      handle: 'Acme Studio',
      avatarUrl: `https://scontent.example.com/${fake.pages[0]?.id}.jpg`,
      credentials: { accessToken: fake.pages[0]?.token },
      tokenExpiresAt: null,
      renewableUntil: null,
    });
    // The code went through the long-lived exchange before the Pages were read.
    const exchanges = fake.requests.filter((r) => r.path === '/v25.0/oauth/access_token');
    expect(exchanges.map((r) => r.params.get('grant_type'))).toEqual([null, 'fb_exchange_token']);
  });

  it('refuses a code used twice, and answers no Page for a person without one to post to', async () => {
    const oauth = adapter().oauth as NonNullable<ReturnType<typeof adapter>['oauth']>;
    const back = await fetch(oauth.authorizeUrl({ redirectUri: REDIRECT_URI, state: 's' }), {
      redirect: 'manual',
    });
    const code = new URL(back.headers.get('location') ?? '').searchParams.get('code') ?? '';
    await oauth.accounts({ code, redirectUri: REDIRECT_URI });
    const again = await networkFailure(oauth.accounts({ code, redirectUri: REDIRECT_URI }));
    expect(again.kind).toBe('permanent');

    const lonely = await startFakeFacebook({ pages: [{ name: 'Read only', tasks: ['ANALYZE'] }] });
    try {
      expect(await connectOnFake(facebookOnFake(lonely))).toEqual([]);
    } finally {
      await lonely.close();
    }
  });

  it('sends the person back with access_denied when they decline', async () => {
    fake.deny();
    const page = adapter().oauth?.authorizeUrl({ redirectUri: REDIRECT_URI, state: 's' }) as string;
    const back = new URL((await fetch(page, { redirect: 'manual' })).headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('s');
  });

  it('keeps the Page token as it is (it does not end), and asks for reconnecting once revoked', async () => {
    expect(await adapter().refresh?.(channel)).toEqual({
      credentials: channel.credentials,
      tokenExpiresAt: null,
      renewableUntil: null,
    });
    await adapter().check?.(channel);
    fake.revoke();
    expect((await networkFailure(adapter().check?.(channel) ?? Promise.resolve())).kind).toBe('reconnect');
    expect((await networkFailure(adapter().refresh?.(channel) ?? Promise.resolve())).kind).toBe('reconnect');
  });
});

describe('publish', () => {
  it('posts text to the Page and answers the permalink, then the first comment once', async () => {
    const { post, kept } = input({ text: 'Open studio on Saturday', firstComment: 'Tickets at the door' });
    const published = await adapter().publish(channel, post);
    const [made] = fake.posts;
    expect(made).toMatchObject({ pageId: channel.accountId, message: 'Open studio on Saturday', link: null });
    expect(made?.comments).toEqual(['Tickets at the door']);
    expect(published).toEqual({
      remoteId: made?.id,
      url: `https://www.facebook.com/${channel.accountId}/posts/${made?.id.split('_')[1]}`,
    });
    expect(kept).toMatchObject({ post: made?.id, comment: expect.any(String) });
    await adapter().reply(channel, post, published);
    expect(made?.comments).toHaveLength(1);
  });

  it('posts a link as the post’s card, the text beside it', async () => {
    const { post } = input({ text: 'Read the story', link: 'https://acme.example/spring' });
    await adapter().publish(channel, post);
    expect(fake.posts[0]).toMatchObject({ message: 'Read the story', link: 'https://acme.example/spring' });
  });

  it('uploads photos unpublished by their links with alt text, then one post carrying them in order', async () => {
    const { post, kept } = input({
      media: [jpeg(100), jpeg(200, null), jpeg(300, 'Close-up')],
      link: 'https://acme.example/spring',
    });
    await adapter().publish(channel, post);
    expect(fake.posts).toHaveLength(1);
    const [made] = fake.posts;
    expect(made?.photos.map((p) => [p.contentType, p.bytes, p.alt])).toEqual([
      ['image/jpeg', 100, 'The spring range on a table'],
      ['image/jpeg', 200, null],
      ['image/jpeg', 300, 'Close-up'],
    ]);
    // Beside photos the link goes into the text; there is no card.
    expect(made?.message).toBe(`${post.text}\n\nhttps://acme.example/spring`);
    expect(made?.link).toBeNull();
    expect(Object.keys(kept).filter((k) => k.startsWith('photo:'))).toHaveLength(3);
    expect(
      fake.requests.filter((r) => r.path.endsWith('/photos')).map((r) => r.params.get('published')),
    ).toEqual(['false', 'false', 'false']);
  });

  it('uploads one video by its link and waits out Facebook’s processing; the video’s post is the answer', async () => {
    fake.processFor(3);
    const { post, kept } = input({ media: [mp4()], firstComment: 'Full tour on our site' });
    const published = await adapter().publish(channel, post);
    const video = [...fake.videos.values()][0];
    expect(video).toMatchObject({
      state: 'ready',
      description: post.text,
      file: { contentType: 'video/mp4', bytes: 4000 },
    });
    const [made] = fake.posts;
    expect(made?.video?.id).toBe(video?.id);
    expect(made?.comments).toEqual(['Full tour on our site']);
    expect(published).toEqual({
      remoteId: video?.postId,
      url: `https://www.facebook.com/${channel.accountId}/videos/${video?.id}/`,
    });
    expect(kept).toMatchObject({ video: video?.id, post: video?.postId });
  });

  it('says Facebook’s reason when it fails the video after fetching it, and forgets the upload', async () => {
    fake.failProcessing('The video could not be processed: the file is damaged.');
    const { post, kept } = input({ media: [mp4()] });
    const failed = await networkFailure(adapter().publish(channel, post));
    expect(failed.kind).toBe('permanent');
    expect(failed.message).toContain('the file is damaged');
    expect(fake.posts).toHaveLength(0);
    expect(kept.video).toBeUndefined();
  });

  it('tries a video still processing later, and resumes with the same upload', async () => {
    fake.processFor(1_000);
    const { post } = input({ media: [mp4()] });
    let pauses = 0;
    const impatient = facebookOnFake(fake, {
      video: {
        pollMs: 1_000,
        waitMs: 3_000,
        sleep: async () => {
          pauses += 1;
        },
      },
    });
    const waiting = await networkFailure(impatient.publish(channel, post));
    expect(waiting).toMatchObject({ kind: 'transient', options: { code: 'video_processing' } });
    expect(pauses).toBe(2);
    await expect(adapter().find(channel, post)).rejects.toMatchObject({ kind: 'transient' });
    for (const video of fake.videos.values()) video.pollsLeft = 0;
    await adapter().publish(channel, post);
    expect(fake.calls.videos).toBe(1);
    expect(fake.posts).toHaveLength(1);
  });

  it('checks the post against Facebook’s limits before uploading anything', async () => {
    const { post } = input({ media: [mp4(), jpeg()] });
    const failed = await networkFailure(adapter().publish(channel, post));
    expect(failed).toMatchObject({ kind: 'permanent', options: { code: 'media_mix' } });
    expect(fake.calls).toMatchObject({ photos: 0, videos: 0, feeds: 0 });
  });

  it('waits the minutes Facebook names when the Page is throttled, and a quarter hour for the app', async () => {
    fake.rateLimit({ level: 'page', minutes: 7 });
    const page = await networkFailure(adapter().publish(channel, input().post));
    expect(page).toMatchObject({ kind: 'transient', options: { retryAfterMs: 7 * 60_000 } });
    fake.rateLimit({ level: 'app' });
    const app = await networkFailure(adapter().publish(channel, input().post));
    expect(app).toMatchObject({ kind: 'transient', options: { retryAfterMs: 15 * 60_000 } });
    expect(app.message).toContain('slow down');
    fake.rateLimit(null);
    expect(fake.posts).toHaveLength(0);
  });

  it('says the Page admin must complete Page Publishing Authorization', async () => {
    fake.refuseNext('feed', {
      status: 403,
      code: 368,
      subcode: 1404078,
      message: 'The action attempted has been deemed abusive or is otherwise disallowed',
    });
    const failed = await networkFailure(adapter().publish(channel, input().post));
    expect(failed.kind).toBe('permanent');
    expect(failed.message).toContain('Page Publishing Authorization');
    expect(failed.message).toContain('admin');
  });

  it('tries again later when Facebook says the Page posts too fast, or failed this time', async () => {
    fake.refuseNext('feed', { code: 368, subcode: 1390008, message: 'You are posting too fast' });
    const fast = await networkFailure(adapter().publish(channel, input().post));
    expect(fast).toMatchObject({ kind: 'transient', options: { retryAfterMs: 10 * 60_000 } });
    fake.refuseNext('feed', { status: 500, code: 2, message: 'Service temporarily unavailable' });
    expect((await networkFailure(adapter().publish(channel, input().post))).kind).toBe('transient');
  });

  it('stops on duplicate photos and on a post blocked by policy, in plain words', async () => {
    fake.refuseNext('feed', { code: 368, subcode: 1366051, message: 'These photos were already posted.' });
    const duplicate = await networkFailure(adapter().publish(channel, input({ media: [jpeg()] }).post));
    expect(duplicate).toMatchObject({ kind: 'permanent' });
    expect(duplicate.message).toContain('same ones the Page posted before');
    fake.refuseNext('feed', {
      code: 368,
      subcode: 1346003,
      message: 'It looks like you tried to post something that goes against our standards',
    });
    const policy = await networkFailure(adapter().publish(channel, input().post));
    expect(policy.message).toContain('Community Standards');
  });

  it('tries again later when Facebook cannot fetch a photo from this server', async () => {
    const gone = { ...jpeg(), url: `${files.put(Buffer.alloc(1), 'image/jpeg')}-missing` };
    const failed = await networkFailure(adapter().publish(channel, input({ media: [gone] }).post));
    expect(failed.kind).toBe('transient');
    expect(failed.message).toContain('could not fetch');
  });

  it('asks for reconnecting when the Page’s token was revoked', async () => {
    fake.revoke();
    const failed = await networkFailure(adapter().publish(channel, input().post));
    expect(failed.kind).toBe('reconnect');
    expect(failed.message).toContain('Connect the Page again');
  });

  it('keeps a first comment Facebook refuses as words for the timeline; the post stands', async () => {
    fake.refuseComments();
    const published = await adapter().publish(channel, input({ firstComment: 'Link below' }).post);
    expect(published.firstCommentError).toContain('turned off');
    expect(fake.posts).toHaveLength(1);
  });
});

describe('an attempt cut off', () => {
  it('finds the post made before the answer was lost, and never posts it twice', async () => {
    const { post, kept } = input({ firstComment: 'First!' });
    fake.cutOffNextPost();
    await networkFailure(adapter().publish(channel, post));
    expect(kept.post).toBeUndefined();
    const found = await adapter().find(channel, post);
    const [made] = fake.posts;
    expect(found?.remoteId).toBe(made?.id);
    expect(found?.url).toContain(`/posts/`);
    await adapter().reply(channel, post, found as NonNullable<typeof found>);
    await adapter().reply(channel, post, found as NonNullable<typeof found>);
    expect(made?.comments).toEqual(['First!']);
    expect((await adapter().publish(channel, post)).remoteId).toBe(made?.id);
    expect(fake.posts).toHaveLength(1);
    expect(fake.calls.feeds).toBe(1);
  });

  it('a publish after a crash before the post id was kept finds the post rather than posting again', async () => {
    const { post } = input({ media: [jpeg(), jpeg()] }, 'post');
    await expect(adapter().publish(channel, post)).rejects.toThrow('the process stopped');
    await adapter().publish(channel, post);
    expect(fake.posts).toHaveLength(1);
    expect(fake.calls).toMatchObject({ photos: 2, feeds: 1 });
  });

  it('resumes with the photos uploaded before the crash', async () => {
    const { post } = input({ media: [jpeg(), jpeg(), jpeg()] }, 'posting');
    await expect(adapter().publish(channel, post)).rejects.toThrow('the process stopped');
    expect(await adapter().find(channel, post)).toBeNull();
    await adapter().publish(channel, post);
    expect(fake.calls).toMatchObject({ photos: 3, feeds: 1 });
    expect(fake.posts[0]?.photos).toHaveLength(3);
  });

  it('finds a video taken before its id was kept among the Page’s videos', async () => {
    const { post, kept } = input({ media: [mp4()] }, 'video');
    await expect(adapter().publish(channel, post)).rejects.toThrow('the process stopped');
    expect(fake.calls.videos).toBe(1);
    await until(() => [...fake.videos.values()].every((v) => v.file));
    const found = await adapter().find(channel, post);
    const [video] = fake.videos.values();
    expect(found?.remoteId).toBe(video?.postId);
    expect(kept).toMatchObject({ video: video?.id, post: video?.postId });
    expect(fake.calls.videos).toBe(1);
  });

  it('finds nothing when the post never went out', async () => {
    const { post } = input();
    expect(await adapter().find(channel, post)).toBeNull();
    expect(fake.requests.some((r) => r.path.endsWith('/feed'))).toBe(false);
  });
});
