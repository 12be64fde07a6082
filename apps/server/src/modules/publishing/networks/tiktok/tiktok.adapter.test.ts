import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type FakeTikTok, type FakeTikTokUser, startFakeTikTok } from '../../../../test/tiktok-server.js';
import { networkFailure, startFileServer } from '../network.fixtures.js';
import type { ChannelAccess, Progress, PublishInput, PublishMedia } from '../network.js';
import { type TikTokAdapterDeps, tiktokAdapter } from './tiktok.adapter.js';
import { postIdsAsText, TIKTOK_ACCESS_TOKEN, TIKTOK_REFRESH_TOKEN } from './tiktok-api.js';

/**
 * The TikTok adapter against the local stand-in (test/tiktok-server.ts): plain requests through
 * the real egress guard, opened to private addresses for 127.0.0.1.
 */

const TOKEN = 'act.acme';
const MB = 1024 * 1024;
const guarded = createGuardedFetch({ allowPrivate: true });
const REDIRECT = 'https://app.example.com/api/publishing/oauth/tiktok/callback';

let server: FakeTikTok;
let files: Awaited<ReturnType<typeof startFileServer>>;
let acme: FakeTikTokUser;
let channel: ChannelAccess;
let clock: Date;

const make = (overrides: Partial<TikTokAdapterDeps> = {}) =>
  tiktokAdapter({
    fetch: guarded,
    app: { clientKey: server.clientKey, clientSecret: server.clientSecret },
    audited: true,
    authUrl: server.authorizeUrl,
    apiUrl: server.origin,
    now: () => clock,
    sleep: async () => {},
    timeoutMs: 5_000,
    ...overrides,
  });
let adapter: ReturnType<typeof tiktokAdapter>;

beforeAll(async () => {
  server = await startFakeTikTok();
  files = await startFileServer();
});
afterAll(async () => {
  await server.close();
  await files.close();
});
beforeEach(() => {
  server.reset();
  clock = new Date('2026-03-02T10:00:00.000Z');
  acme = server.addUser('acme', { nickname: 'Acme Studio', accessToken: TOKEN, refreshToken: 'rft.acme' });
  channel = {
    host: 'https://www.tiktok.com',
    accountId: acme.openId,
    handle: '@acme',
    credentials: { [TIKTOK_ACCESS_TOKEN]: TOKEN, [TIKTOK_REFRESH_TOKEN]: 'rft.acme' },
  };
  adapter = make();
});

let counter = 0;
const input = (overrides: Partial<PublishInput> = {}): PublishInput => ({
  publicationId: `pub_${++counter}`,
  createdAt: clock.toISOString(),
  text: 'Spring launch #new',
  media: [mp4()],
  privacyLevel: 'PUBLIC_TO_EVERYONE',
  ...overrides,
});

/** A publication's progress, kept as the engine keeps it; `failOn` is a worker dying before keeping that key. */
function memoryProgress(options: { failOn?: string } = {}): Progress & { values: Record<string, string> } {
  const values: Record<string, string> = {};
  return {
    values,
    read: async () => ({ ...values }),
    async write(next) {
      if (options.failOn && options.failOn in next) throw new Error('the worker died');
      Object.assign(values, next);
    },
  };
}

const mp4 = (size = 300_000, durationMs = 20_000): PublishMedia => ({
  bytes: Buffer.alloc(size, 7),
  mimeType: 'video/mp4',
  fileName: 'teaser.mp4',
  alt: null,
  durationMs,
});
const jpeg = (): PublishMedia => {
  const bytes = Buffer.alloc(2_000, 9);
  return {
    bytes,
    mimeType: 'image/jpeg',
    fileName: 'look.jpg',
    alt: null,
    url: files.put(bytes, 'image/jpeg'),
  };
};
const failure = networkFailure;
const calls = (path: string) => server.requests.filter((r) => r.path === path);

describe('connect', () => {
  it('sends the person to TikTok’s page with the client key, the scopes and the state', () => {
    const url = new URL(adapter.oauth!.authorizeUrl({ redirectUri: REDIRECT, state: 'state-1' }));
    expect(adapter.oauth!.pkce).toBe(false);
    expect(`${url.origin}${url.pathname}`).toBe(server.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_key: server.clientKey,
      scope: 'user.info.basic,video.publish,video.upload,user.info.stats,video.list',
      response_type: 'code',
      redirect_uri: REDIRECT,
      state: 'state-1',
    });
  });

  it('trades the code for tokens and answers the account, its name from the creator info', async () => {
    const back = await guarded(adapter.oauth!.authorizeUrl({ redirectUri: REDIRECT, state: 's' }));
    expect(back.status).toBe(302);
    const code = new URL(back.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const [account] = await adapter.oauth!.accounts({ code, redirectUri: REDIRECT });
    expect(account).toMatchObject({
      host: 'https://www.tiktok.com',
      accountId: acme.openId,
      handle: '@acme',
      displayName: 'Acme Studio',
      avatarUrl: acme.avatarUrl,
      tokenExpiresAt: '2026-03-03T10:00:00.000Z',
      renewableUntil: '2027-03-02T10:00:00.000Z',
    });
    expect(account?.credentials[TIKTOK_ACCESS_TOKEN]).toMatch(/^act\./);
    expect(account?.credentials[TIKTOK_REFRESH_TOKEN]).toMatch(/^rft\./);
    // `username` needs user.info.profile, which is not asked for: the stand-in would refuse it.
    expect(calls('/v2/user/info/')[0]?.query.get('fields')).toBe('open_id,union_id,avatar_url,display_name');
  });

  it('refuses an approval that left out posting', async () => {
    server.grantOnly(['user.info.basic']);
    const back = await guarded(adapter.oauth!.authorizeUrl({ redirectUri: REDIRECT, state: 's' }));
    const code = new URL(back.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const error = await failure(adapter.oauth!.accounts({ code, redirectUri: REDIRECT }));
    expect(error.kind).toBe('permanent');
    expect(error.message).toContain('video.publish, video.upload');
  });

  it('renews with the refresh token and keeps the new one TikTok answers', async () => {
    const renewed = await adapter.refresh!(channel);
    expect(renewed.credentials[TIKTOK_REFRESH_TOKEN]).not.toBe('rft.acme');
    expect(renewed.tokenExpiresAt).toBe('2026-03-03T10:00:00.000Z');
    expect(renewed.renewableUntil).toBe('2027-03-02T10:00:00.000Z');
    const form = calls('/v2/oauth/token/')[0]?.body;
    expect(form).toMatchObject({ client_key: server.clientKey, grant_type: 'refresh_token' });
    // The spent one is refused: the account must be connected again.
    const error = await failure(adapter.refresh!(channel));
    expect(error.kind).toBe('reconnect');
  });
});

describe('creator info', () => {
  it('answers what the account may post', async () => {
    server.reset();
    server.addUser('acme', {
      accessToken: TOKEN,
      private: true,
      commentDisabled: true,
      maxVideoSeconds: 180,
    });
    expect(await adapter.creatorInfo(channel)).toEqual({
      username: 'acme',
      nickname: 'acme',
      privacyLevels: ['FOLLOWER_OF_CREATOR', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
      commentDisabled: true,
      duetDisabled: false,
      stitchDisabled: false,
      maxVideoSeconds: 180,
    });
  });

  it('offers “Only me” alone while the app is not audited', async () => {
    expect((await make({ audited: false }).creatorInfo(channel)).privacyLevels).toEqual(['SELF_ONLY']);
  });
});

describe('publish a video', () => {
  it('reads the creator info, sends a small video whole and answers the post’s address', async () => {
    const published = await adapter.publish(channel, input());
    const [post] = server.posts;
    expect(post).toMatchObject({
      kind: 'video',
      status: 'PUBLISH_COMPLETE',
      videoSize: 300_000,
      chunkCount: 1,
    });
    expect(post?.postInfo).toEqual({
      title: 'Spring launch #new',
      privacy_level: 'PUBLIC_TO_EVERYONE',
      // TikTok's rules: every interaction off unless the person turned it on.
      disable_comment: true,
      disable_duet: true,
      disable_stitch: true,
      brand_content_toggle: false,
      brand_organic_toggle: false,
    });
    expect(post?.ranges).toEqual(['bytes 0-299999/300000']);
    expect(published).toEqual({
      remoteId: post?.postId,
      url: `https://www.tiktok.com/@acme/video/${post?.postId}`,
    });
    const order = server.requests.map((r) => r.path);
    expect(order.indexOf('/v2/post/publish/creator_info/query/')).toBeLessThan(
      order.indexOf('/v2/post/publish/video/init/'),
    );
  });

  it('sends a large video in chunks by TikTok’s rules, the last taking the trailing bytes', async () => {
    const size = 12 * MB + 123;
    await make({ chunkBytes: 5 * MB }).publish(channel, input({ media: [mp4(size)] }));
    const [post] = server.posts;
    expect(post).toMatchObject({ chunkSize: 5 * MB, chunkCount: 2, received: size, mimeType: 'video/mp4' });
    expect(post?.ranges).toEqual([`bytes 0-${5 * MB - 1}/${size}`, `bytes ${5 * MB}-${size - 1}/${size}`]);
  });

  it('turns on what the person allowed, unless the creator turned it off', async () => {
    server.reset();
    server.addUser('acme', { accessToken: TOKEN, duetDisabled: true });
    await adapter.publish(
      channel,
      input({ allowComments: true, allowDuet: true, allowStitch: true, brandOrganic: true, coverAtMs: 1500 }),
    );
    expect(server.posts[0]?.postInfo).toMatchObject({
      disable_comment: false,
      disable_duet: true,
      disable_stitch: false,
      brand_organic_toggle: true,
      video_cover_timestamp_ms: 1500,
    });
  });

  it('waits while TikTok processes the post', async () => {
    server.setProcessingPolls(3);
    const waits: number[] = [];
    await make({ sleep: async (ms) => void waits.push(ms), pollMs: 5_000 }).publish(channel, input());
    expect(calls('/v2/post/publish/status/fetch/')).toHaveLength(4);
    expect(waits).toEqual([5_000, 5_000, 5_000]);
  });

  it('says the post is in moderation when TikTok has not shown it yet', async () => {
    server.withholdPostId();
    const published = await adapter.publish(channel, input());
    expect(published.url).toBe('https://www.tiktok.com/@acme');
    expect(published.remoteId).toBe(server.posts[0]?.publishId);
    expect(published.note).toContain('still reviewing it');
  });

  it('says a private post has no public address', async () => {
    const published = await adapter.publish(channel, input({ privacyLevel: 'SELF_ONLY' }));
    expect(published.url).toBe('https://www.tiktok.com/@acme');
    expect(published.note).toContain('Only me');
  });

  it('uploads a draft to the creator’s inbox, without post settings', async () => {
    const published = await adapter.publish(
      channel,
      input({ tiktokMode: 'inbox', text: '', privacyLevel: undefined }),
    );
    const [post] = server.posts;
    expect(post).toMatchObject({ kind: 'inbox_video', status: 'SEND_TO_USER_INBOX', postInfo: {} });
    expect(calls('/v2/post/publish/inbox/video/init/')).toHaveLength(1);
    expect(published).toMatchObject({ remoteId: post?.publishId, url: 'https://www.tiktok.com/@acme' });
    expect(published.note).toContain('Sent to the creator’s TikTok inbox to finish');
  });

  it('fails for good with TikTok’s reason when processing fails after the upload', async () => {
    server.failProcessing('frame_rate_check_failed');
    const progress = memoryProgress();
    const error = await failure(adapter.publish(channel, input({ progress })));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'frame_rate_check_failed' } });
    expect(error.message).toBe(
      'TikTok could not publish the post: TikTok refused the video’s frame rate (it takes 23 to 60 frames a second).',
    );
    // Let go, so a new attempt starts a new post.
    expect(progress.values.publish_id).toBe('');
  });
});

describe('publish photos', () => {
  it('has TikTok fetch the photos from their links, the text as the description', async () => {
    const media = [jpeg(), jpeg()];
    const published = await adapter.publish(channel, input({ media, privacyLevel: 'MUTUAL_FOLLOW_FRIENDS' }));
    const [post] = server.posts;
    expect(post).toMatchObject({
      kind: 'photo',
      status: 'PUBLISH_COMPLETE',
      photoUrls: media.map((m) => m.url),
    });
    expect(post?.postInfo).toMatchObject({
      description: 'Spring launch #new',
      privacy_level: 'MUTUAL_FOLLOW_FRIENDS',
    });
    expect(calls('/v2/post/publish/content/init/')[0]?.body).toMatchObject({
      post_mode: 'DIRECT_POST',
      media_type: 'PHOTO',
      source_info: { source: 'PULL_FROM_URL', photo_cover_index: 0 },
    });
    expect(published.url).toBe(`https://www.tiktok.com/@acme/photo/${post?.postId}`);
  });

  it('fails with TikTok’s words when a photo cannot be fetched', async () => {
    const gone = { ...jpeg(), url: `${server.origin}/nowhere.jpg` };
    const error = await failure(adapter.publish(channel, input({ media: [jpeg(), gone] })));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'photo_pull_failed' } });
  });

  it('says to verify the domain when TikTok does not own the links', async () => {
    server.urlUnverified();
    const error = await failure(adapter.publish(channel, input({ media: [jpeg(), jpeg()] })));
    expect(error.kind).toBe('permanent');
    expect(error.message).toContain('verify this server’s domain (PUBLIC_URL)');
  });
});

describe('TikTok’s rules before a post', () => {
  it('refuses a level the account does not offer, before sending anything', async () => {
    const error = await failure(adapter.publish(channel, input({ privacyLevel: 'FOLLOWER_OF_CREATOR' })));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'privacy_level_option_mismatch' } });
    expect(error.message).toContain('“Followers”');
    expect(server.posts).toEqual([]);
  });

  it('refuses a direct post without a level: nothing is chosen for the person', async () => {
    const error = await failure(adapter.publish(channel, input({ privacyLevel: undefined })));
    expect(error.message).toBe('Choose who can see this TikTok post.');
  });

  it('refuses private branded content and a video over the account’s longest', async () => {
    const branded = await failure(
      adapter.publish(channel, input({ privacyLevel: 'SELF_ONLY', brandContent: true })),
    );
    expect(branded.message).toContain('branded content');
    const long = await failure(adapter.publish(channel, input({ media: [mp4(300_000, 700_000)] })));
    expect(long.message).toBe(
      'This TikTok account may post videos up to 600 seconds; this one is 700 seconds. Trim it.',
    );
    expect(server.posts).toEqual([]);
  });

  it('says plainly what an app not audited yet may do', async () => {
    const unaudited = make({ audited: false });
    const refused = await failure(unaudited.publish(channel, input()));
    expect(refused.message).toMatch(
      /^This TikTok app has not passed TikTok’s audit yet, so it can only post privately/,
    );
    // "Only me" to a public account: TikTok itself refuses, in the same words.
    server.unaudited();
    const error = await failure(unaudited.publish(channel, input({ privacyLevel: 'SELF_ONLY' })));
    expect(error).toMatchObject({
      kind: 'permanent',
      options: { code: 'unaudited_client_can_only_post_to_private_accounts' },
    });
    expect(error.message).toContain('Make the TikTok account private');
  });

  it('says TikTok’s spam limit in words, for good', async () => {
    server.refuseNext('/v2/post/publish/video/init/', 403, 'spam_risk_too_many_posts', 'Too many posts.');
    const error = await failure(adapter.publish(channel, input()));
    expect(error.kind).toBe('permanent');
    expect(error.message).toContain('limit of posts from apps');
  });
});

describe('failures', () => {
  it('tries again after a minute when TikTok limits the rate, or when it says', async () => {
    server.refuseNext('/v2/post/publish/video/init/', 429, 'rate_limit_exceeded', 'Rate limit exceeded.');
    const error = await failure(adapter.publish(channel, input()));
    expect(error).toMatchObject({
      kind: 'transient',
      options: { code: 'rate_limit_exceeded', retryAfterMs: 60_000 },
    });
    server.refuseNext('/v2/post/publish/creator_info/query/', 429, 'rate_limit_exceeded', 'Slow down.', {
      'retry-after': '30',
    });
    const again = await failure(adapter.publish(channel, input()));
    expect(again.options.retryAfterMs).toBe(30_000);
  });

  it('asks to reconnect when the account took the app’s access away', async () => {
    server.revoke(acme.openId);
    const error = await failure(adapter.publish(channel, input()));
    expect(error).toMatchObject({ kind: 'reconnect', options: { code: 'access_token_invalid' } });
    expect(await failure(adapter.check!(channel))).toMatchObject({ kind: 'reconnect' });
  });

  it('renews a token TikTok ended early, once, and posts', async () => {
    server.expireAccessTokens();
    let renewals = 0;
    const renewing: ChannelAccess = {
      ...channel,
      renew: async () => {
        renewals += 1;
        return { ...channel, credentials: (await adapter.refresh!(channel)).credentials };
      },
    };
    await adapter.publish(renewing, input());
    expect(renewals).toBe(1);
    expect(server.posts).toHaveLength(1);
  });

  it('answers why no first comment is posted', async () => {
    expect(
      await adapter.reply(channel, input({ firstComment: 'Credits' }), { remoteId: '1', url: '' }),
    ).toContain('no app post a comment');
  });
});

describe('post ids', () => {
  it('reads TikTok’s int64 post ids exactly, as numbers or as text', () => {
    const read = (json: string) => JSON.parse(postIdsAsText(json)).data.publicaly_available_post_id;
    expect(read('{"data":{"publicaly_available_post_id":[7301234567890123457]}}')).toEqual([
      '7301234567890123457',
    ]);
    expect(read('{"data":{"publicaly_available_post_id":["7301234567890123457", 12]}}')).toEqual([
      '7301234567890123457',
      '12',
    ]);
    expect(read('{"data":{"publicaly_available_post_id":[]}}')).toEqual([]);
  });
});

describe('exactly once', () => {
  it('finds the post of an attempt cut off after the upload, and never posts it again', async () => {
    const progress = memoryProgress({ failOn: 'post_id' });
    await expect(adapter.publish(channel, input({ progress }))).rejects.toThrow();
    expect(progress.values.publish_id).toBeTruthy();
    const found = await adapter.find(channel, { ...input(), progress: memoryProgressOf(progress.values) });
    expect(found?.url).toBe(`https://www.tiktok.com/@acme/video/${server.posts[0]?.postId}`);
    // The engine's next attempt reads the status rather than posting again.
    const again = await adapter.publish(channel, input({ progress: memoryProgressOf(progress.values) }));
    expect(again.remoteId).toBe(found?.remoteId);
    expect(calls('/v2/post/publish/video/init/')).toHaveLength(1);
    expect(server.posts).toHaveLength(1);
  });

  it('waits out an upload cut off a moment ago, then starts a new post once TikTok still waits for its bytes', async () => {
    const progress = memoryProgress();
    // The run died between two chunks: TikTok has the init, not all the bytes.
    server.loseNextAnswer('/upload/');
    await expect(
      make({ chunkBytes: 5 * MB }).publish(channel, input({ media: [mp4(11 * MB)], progress })),
    ).rejects.toThrow();
    expect(progress.values.publish_id).toBeTruthy();
    expect(progress.values.uploaded).toBeUndefined();
    const soon = await failure(adapter.find(channel, { ...input(), progress }));
    expect(soon).toMatchObject({ kind: 'transient', options: { code: 'upload_cut_off' } });
    clock = new Date(clock.getTime() + 3 * 60_000);
    expect(await adapter.find(channel, { ...input(), progress })).toBeNull();
    await make({ chunkBytes: 5 * MB }).publish(channel, input({ media: [mp4(11 * MB)], progress }));
    expect(server.posts.map((p) => p.status)).toEqual(['PROCESSING_UPLOAD', 'PUBLISH_COMPLETE']);
  });

  it('finds nothing for an attempt that never reached TikTok', async () => {
    expect(await adapter.find(channel, { ...input(), progress: memoryProgress() })).toBeNull();
    expect(server.requests).toEqual([]);
  });
});

/** Another run reading the same kept progress. */
function memoryProgressOf(values: Record<string, string>): Progress {
  return {
    read: async () => ({ ...values }),
    write: async (next) => void Object.assign(values, next),
  };
}
