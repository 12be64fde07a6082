import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeYoutubeUpload, startFakeYoutubeUpload } from '../../../../test/youtube-upload-server.js';
import { networkFailure } from '../network.fixtures.js';
import type { PublishInput, PublishMedia } from '../network.js';
import { youtubeVideoUrl } from './youtube.adapter.js';
import {
  memoryProgress,
  NOW,
  PIECE,
  streamedVideo,
  videoBytes,
  youtubeChannel,
  youtubeFor,
} from './youtube.fixtures.js';
import { untilMidnightPacific } from './youtube-errors.js';

/**
 * The YouTube adapter against the stand-in (test/youtube-upload-server.ts), through the real
 * egress guard: the resumable upload streamed in pieces, resumed after a failure, YouTube's
 * processing verdicts, its quotas and refusals, and exactly once across a cut-off attempt.
 */

let server: FakeYoutubeUpload;
let adapter: ReturnType<typeof youtubeFor>;

beforeAll(async () => {
  server = await startFakeYoutubeUpload();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  adapter = youtubeFor(server);
});

let counter = 0;
const input = (media: PublishMedia[], overrides: Partial<PublishInput> = {}): PublishInput => ({
  publicationId: `pub_${++counter}`,
  createdAt: NOW.toISOString(),
  text: `Spring launch ${counter}\nOur new range, in two minutes.`,
  media,
  ...overrides,
});
const mp4 = (size: number): PublishMedia => ({
  bytes: videoBytes(size),
  mimeType: 'video/mp4',
  fileName: 'launch.mp4',
  alt: null,
});
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pieces = () => server.requests.filter((r) => r.method === 'PUT');

describe('publish', () => {
  it('uploads the video resumably in 256 KiB pieces with its title, description and options, and answers its address', async () => {
    const { channel } = youtubeChannel(server);
    const { values, progress } = memoryProgress();
    const size = 2 * PIECE + 1000;
    const published = await adapter.publish(
      channel,
      input([mp4(size)], {
        text: 'Spring launch\nOur new range, in two minutes.',
        link: 'https://example.com/spring',
        tags: ['spring', 'new range'],
        categoryId: '26',
        privacy: 'unlisted',
        madeForKids: false,
        language: 'en',
        progress,
      }),
    );
    const [video] = server.videos;
    expect(published).toEqual({ remoteId: video?.id, url: `https://www.youtube.com/watch?v=${video?.id}` });
    expect(youtubeVideoUrl('abc')).toBe('https://www.youtube.com/watch?v=abc');
    expect(video).toMatchObject({
      snippet: {
        title: 'Spring launch',
        description: 'Spring launch\nOur new range, in two minutes.\n\nhttps://example.com/spring',
        tags: ['spring', 'new range'],
        categoryId: '26',
        defaultLanguage: 'en',
      },
      status: { privacyStatus: 'unlisted', selfDeclaredMadeForKids: false },
      notifySubscribers: 'true',
      mimeType: 'video/mp4',
      size,
      sha256: sha256(videoBytes(size)),
      pieces: [PIECE, PIECE, 1000],
    });
    const start = server.requests.find((r) => r.method === 'POST');
    expect(Object.fromEntries(start?.query ?? [])).toEqual({
      uploadType: 'resumable',
      part: 'snippet,status',
      notifySubscribers: 'true',
    });
    expect(start?.headers).toMatchObject({
      'x-upload-content-length': String(size),
      'x-upload-content-type': 'video/mp4',
    });
    expect(pieces().map((r) => r.headers['content-range'])).toEqual([
      `bytes 0-${PIECE - 1}/${size}`,
      `bytes ${PIECE}-${2 * PIECE - 1}/${size}`,
      `bytes ${2 * PIECE}-${size - 1}/${size}`,
    ]);
    expect(values).toMatchObject({
      session: expect.stringContaining('upload_id='),
      size: String(size),
      video: video?.id,
    });
  });

  it('the title is the text’s first line, public and in People & Blogs unless the variant says otherwise', async () => {
    const { channel } = youtubeChannel(server);
    await adapter.publish(channel, input([mp4(1000)], { text: '\nBehind the scenes\nHow we shot it.' }));
    expect(server.videos[0]).toMatchObject({
      snippet: { title: 'Behind the scenes', categoryId: '22' },
      status: { privacyStatus: 'public' },
    });
    expect(server.videos[0]?.snippet.tags).toBeUndefined();
    expect(server.videos[0]?.status.selfDeclaredMadeForKids).toBeUndefined();
  });

  it('streams the file from storage a piece at a time, never holding it whole', async () => {
    const { channel } = youtubeChannel(server);
    const size = 5 * PIECE + 12_345;
    const { medium, opened } = streamedVideo(size);
    await adapter.publish(channel, input([medium]));
    expect(medium.bytes.length).toBe(0);
    expect(opened).toEqual([0]);
    expect(pieces().every((r) => r.size <= PIECE)).toBe(true);
    expect(server.videos[0]).toMatchObject({ size, sha256: sha256(videoBytes(size)) });
  });

  it('refuses what YouTube would refuse before uploading anything', async () => {
    const { channel } = youtubeChannel(server);
    const refused = await networkFailure(
      adapter.publish(channel, input([mp4(1000)], { title: 'A <b> title' })),
    );
    expect(refused).toMatchObject({ kind: 'permanent', options: { code: 'title_characters' } });
    const image: PublishMedia = {
      bytes: Buffer.alloc(10),
      mimeType: 'image/png',
      fileName: 'a.png',
      alt: null,
    };
    expect((await networkFailure(adapter.publish(channel, input([image])))).message).toContain(
      'a video file',
    );
    expect(server.requests).toEqual([]);
  });

  it('says a first comment is not sent to YouTube, in the timeline', async () => {
    const { channel } = youtubeChannel(server);
    const post = { remoteId: 'x', url: youtubeVideoUrl('x') };
    expect(await adapter.reply(channel, input([], { firstComment: 'Links below' }), post)).toContain(
      'description',
    );
    expect(await adapter.reply(channel, input([]), post)).toBeUndefined();
  });
});

describe('the custom thumbnail', () => {
  const jpeg = { bytes: Buffer.alloc(3000, 9), mimeType: 'image/jpeg', fileName: 'cover.jpg' };

  it('is set on the video once it is up, once even when publishing is asked again', async () => {
    const { channel } = youtubeChannel(server);
    const { values, progress } = memoryProgress();
    const post = input([mp4(1000)], { thumbnail: jpeg, progress });
    const published = await adapter.publish(channel, post);
    expect(published.note).toBeUndefined();
    expect(server.videos[0]?.thumbnail).toEqual({ contentType: 'image/jpeg', size: 3000 });
    expect(values.thumbnail).toBe('set');
    await adapter.publish(channel, post);
    const sets = server.requests.filter((r) => r.path.endsWith('/thumbnails/set'));
    expect(sets).toHaveLength(1);
    expect(server.videos).toHaveLength(1);
  });

  it('refused by YouTube (a channel not verified), the video stands and the timeline says why', async () => {
    server.refuseThumbnails();
    const { channel } = youtubeChannel(server);
    const published = await adapter.publish(channel, input([mp4(1000)], { thumbnail: jpeg }));
    expect(published.remoteId).toBe(server.videos[0]?.id);
    expect(published.note).toMatch(/without its thumbnail: .*custom video thumbnails/);
  });
});

describe('resuming an upload', () => {
  it('a piece that fails is tried later from where YouTube stopped, in the same session', async () => {
    const { channel } = youtubeChannel(server);
    const { values, progress } = memoryProgress();
    const size = 4 * PIECE + 10;
    const { medium, opened } = streamedVideo(size);
    const post = input([medium], { progress });
    server.failNextPiece(503);
    const failed = await networkFailure(adapter.publish(channel, post));
    expect(failed).toMatchObject({ kind: 'transient' });
    expect(server.videos).toEqual([]);
    expect(values.offset).toBe('0');

    const published = await adapter.publish(channel, post);
    expect(server.sessions()).toBe(1);
    expect(server.videos).toHaveLength(1);
    expect(server.videos[0]).toMatchObject({ id: published.remoteId, sha256: sha256(videoBytes(size)) });
    // Asked where the session stood, then sent the rest from there.
    const asked = server.requests.find((r) => r.headers['content-range'] === `bytes */${size}`);
    expect(asked?.size).toBe(0);
    expect(opened).toEqual([0, 0]);
  });

  it('resumes from the byte YouTube asks for when it kept less than was sent', async () => {
    const { channel } = youtubeChannel(server);
    const size = 3 * PIECE;
    const { medium, opened } = streamedVideo(size);
    server.takeLess(1000);
    await adapter.publish(channel, input([medium]));
    expect(opened).toEqual([0, 1000]);
    expect(server.videos[0]).toMatchObject({ size, sha256: sha256(videoBytes(size)) });
  });

  it('after a 429 on a piece, waits as YouTube asks and resumes; the video is made once', async () => {
    const { channel } = youtubeChannel(server);
    const { progress } = memoryProgress();
    const size = 2 * PIECE;
    const { medium, opened } = streamedVideo(size);
    server.failNextPiece(429, { 'retry-after': '30' });
    const slowed = await networkFailure(adapter.publish(channel, input([medium], { progress })));
    expect(slowed).toMatchObject({ kind: 'transient', options: { retryAfterMs: 30_000 } });
    await adapter.publish(channel, input([medium], { progress }));
    expect(server.videos).toHaveLength(1);
    expect(opened.at(-1)).toBe(0);
  });
});

describe('exactly once', () => {
  it('an attempt cut off as the last piece went in is found by asking its session, and not uploaded again', async () => {
    const { channel } = youtubeChannel(server);
    const { values, progress } = memoryProgress();
    const size = PIECE + 100;
    const post = input([streamedVideo(size).medium], { progress });
    server.loseFinishingAnswer();
    expect((await networkFailure(adapter.publish(channel, post))).kind).toBe('transient');
    const [video] = server.videos;
    const found = await adapter.find(channel, post);
    expect(found).toEqual({ remoteId: video?.id, url: youtubeVideoUrl(video?.id ?? '') });
    expect(values.video).toBe(video?.id);
    expect(await adapter.publish(channel, post)).toEqual(found);
    expect(server.videos).toHaveLength(1);
    expect(server.sessions()).toBe(1);
  });

  it('the video made but its id not kept (the process died): find answers it from the session', async () => {
    const { channel } = youtubeChannel(server);
    const { progress } = memoryProgress('video');
    const post = input([mp4(1000)], { progress });
    await expect(adapter.publish(channel, post)).rejects.toThrow('the process stopped');
    expect(server.videos).toHaveLength(1);
    const found = await adapter.find(channel, post);
    expect(found?.remoteId).toBe(server.videos[0]?.id);
    expect(await adapter.publish(channel, post)).toEqual(found);
    expect(server.videos).toHaveLength(1);
  });

  it('an upload cut off half-way is not found; publishing resumes it', async () => {
    const { channel } = youtubeChannel(server);
    const { progress } = memoryProgress();
    const size = 3 * PIECE;
    const post = input([streamedVideo(size).medium], { progress });
    server.failNextPiece(500);
    await networkFailure(adapter.publish(channel, post));
    expect(await adapter.find(channel, post)).toBeNull();
    await adapter.publish(channel, post);
    expect(server.sessions()).toBe(1);
    expect(server.videos).toHaveLength(1);
  });

  it('nothing kept: nothing to find', async () => {
    const { channel } = youtubeChannel(server);
    expect(await adapter.find(channel, input([], { progress: memoryProgress().progress }))).toBeNull();
  });
});

describe('processing', () => {
  it('looks until YouTube has processed the video', async () => {
    const { channel } = youtubeChannel(server);
    server.setProcessingPolls(3);
    await adapter.publish(channel, input([mp4(1000)]));
    expect(server.requests.filter((r) => r.path === '/youtube/v3/videos')).toHaveLength(4);
    const look = server.requests.find((r) => r.path === '/youtube/v3/videos');
    expect(look?.query.get('part')).toBe('status,processingDetails');
  });

  it('a video still processing when the short wait ends is published (YouTube Studio shows the rest)', async () => {
    const { channel } = youtubeChannel(server);
    server.setProcessingPolls(1_000);
    const quick = youtubeFor(server, { processing: { pollMs: 0, waitMs: 0, sleep: async () => {} } });
    const published = await quick.publish(channel, input([mp4(1000)]));
    expect(published.remoteId).toBe(server.videos[0]?.id);
  });

  it('a video YouTube could not process fails for good, in words; publishing again uploads anew', async () => {
    const { channel } = youtubeChannel(server);
    const { values, progress } = memoryProgress();
    server.failProcessing('codec');
    const failed = await networkFailure(adapter.publish(channel, input([mp4(1000)], { progress })));
    expect(failed).toMatchObject({ kind: 'permanent', options: { code: 'processing_failed' } });
    expect(failed.message).toBe(
      'YouTube could not process launch.mp4: its video or audio format is not one YouTube can read. Check that the file plays, then publish it again.',
    );
    expect(values.video).toBeUndefined();
  });

  it('a rejected video fails for good with YouTube’s reason', async () => {
    const { channel } = youtubeChannel(server);
    server.rejectNext('duplicate');
    const failed = await networkFailure(adapter.publish(channel, input([mp4(1000)])));
    expect(failed).toMatchObject({ kind: 'permanent', options: { code: 'rejected_duplicate' } });
    expect(failed.message).toBe('YouTube rejected launch.mp4 because the channel already has this video.');
  });
});

describe('failures', () => {
  it('the project’s daily quota used up waits until midnight Pacific time', async () => {
    const { channel } = youtubeChannel(server);
    server.quota();
    const failed = await networkFailure(adapter.publish(channel, input([mp4(1000)])));
    // 10:00 UTC on 2 March is 02:00 in Los Angeles (PST): 22 hours to midnight.
    expect(untilMidnightPacific(NOW)).toBe(22 * 3_600_000);
    expect(untilMidnightPacific(new Date('2026-07-01T06:30:00Z'))).toBe(30 * 60_000);
    expect(failed).toMatchObject({
      kind: 'transient',
      options: { code: 'quotaExceeded', retryAfterMs: 22 * 3_600_000 },
    });
    expect(failed.message).toContain('midnight Pacific time');
  });

  it('the channel’s own upload limit waits until midnight Pacific time too', async () => {
    const { channel } = youtubeChannel(server);
    server.uploadLimit();
    const failed = await networkFailure(adapter.publish(channel, input([mp4(1000)])));
    expect(failed).toMatchObject({ kind: 'transient', options: { code: 'uploadLimitExceeded' } });
    expect(failed.message).toContain("the channel's uploads for today");
  });

  it('an account without a channel fails for good, saying what to do', async () => {
    const { channel, renewals } = youtubeChannel(server);
    server.signupRequired();
    const failed = await networkFailure(adapter.publish(channel, input([mp4(1000)])));
    expect(failed).toMatchObject({ kind: 'permanent', options: { code: 'youtubeSignupRequired' } });
    expect(failed.message).toContain('Create one at youtube.com');
    expect(renewals.count).toBe(0);
  });

  it('a token Google ended early is renewed once and the upload goes on', async () => {
    const { channel, renewals } = youtubeChannel(server);
    server.expireAccessTokens();
    await adapter.publish(channel, input([mp4(1000)]));
    expect(renewals.count).toBe(1);
    expect(server.videos).toHaveLength(1);
  });

  it('a revoked channel needs reconnecting', async () => {
    const { channel } = youtubeChannel(server);
    server.revoke();
    const failed = await networkFailure(
      adapter.publish({ ...channel, renew: undefined }, input([mp4(1000)])),
    );
    expect(failed).toMatchObject({ kind: 'reconnect', options: { code: 'authError' } });
    expect(server.videos).toEqual([]);
  });
});

describe('held for its time (publishAt)', () => {
  const due = new Date(NOW.getTime() + 90 * 60_000).toISOString();
  beforeEach(() => server.setNow(() => NOW));

  it('a public video due ahead goes up private with publishAt; found after a cut-off, it says so', async () => {
    const { channel } = youtubeChannel(server);
    const { values, progress } = memoryProgress();
    const published = await adapter.publish(
      channel,
      input([mp4(1000)], { dueAt: due, madeForKids: false, progress }),
    );
    const [video] = server.videos;
    expect(video?.status).toMatchObject({
      privacyStatus: 'private',
      publishAt: due,
      selfDeclaredMadeForKids: false,
    });
    expect(published).toMatchObject({ remoteId: video?.id, goesLiveAt: due });
    expect(await adapter.find(channel, { ...input([]), progress })).toMatchObject({ goesLiveAt: due });
    // Its time passed, YouTube made it public: found, it is simply out.
    server.setNow(() => new Date(Date.parse(due) + 1000));
    expect(await adapter.find(channel, { ...input([]), progress })).toEqual({
      remoteId: values.video,
      url: youtubeVideoUrl(values.video ?? ''),
    });
  });

  it('taken back, it stays private with its audience as set, and YouTube never makes it public', async () => {
    const { channel } = youtubeChannel(server);
    const published = await adapter.publish(channel, input([mp4(1000)], { dueAt: due, madeForKids: true }));
    await adapter.takeBack?.(channel, published.remoteId);
    expect(server.videos[0]?.status).toEqual({
      uploadStatus: 'uploaded',
      privacyStatus: 'private',
      selfDeclaredMadeForKids: true,
    });
    const update = server.requests.find((r) => r.method === 'PUT' && r.path === '/youtube/v3/videos');
    expect(update?.query.get('part')).toBe('status');
    // Asked again (a job run twice), nothing more is sent.
    await adapter.takeBack?.(channel, published.remoteId);
    expect(server.requests.filter((r) => r.method === 'PUT' && r.path === '/youtube/v3/videos')).toHaveLength(
      1,
    );
  });

  it('an unlisted video, or one due within two minutes, goes up as chosen, with no publishAt', async () => {
    const { channel } = youtubeChannel(server);
    await adapter.publish(channel, input([mp4(1000)], { dueAt: due, privacy: 'unlisted' }));
    await adapter.publish(
      channel,
      input([mp4(1000)], { dueAt: new Date(NOW.getTime() + 60_000).toISOString() }),
    );
    expect(server.videos.map((v) => v.status)).toEqual([
      expect.objectContaining({ privacyStatus: 'unlisted' }),
      expect.objectContaining({ privacyStatus: 'public' }),
    ]);
    expect(server.videos.every((v) => v.status.publishAt === undefined)).toBe(true);
  });
});
