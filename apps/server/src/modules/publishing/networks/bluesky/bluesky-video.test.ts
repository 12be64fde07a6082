import { AtpAgent } from '@atproto/api';
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
import { mp4 } from './video.fixtures.js';

/**
 * A post's video on Bluesky: the real `@atproto/api` client and the real egress guard (opened
 * to 127.0.0.1 only) against the local PDS and its video service (test/bluesky-server.ts).
 */

const guarded = createGuardedFetch({ allowAddresses: ['127.0.0.1'] });
const NOW = new Date('2026-05-04T09:00:00.000Z');
const UPLOAD = 'app.bsky.video.uploadVideo';
const STATUS = 'app.bsky.video.getJobStatus';
const SERVICE_AUTH = 'com.atproto.server.getServiceAuth';
const CREATE = 'com.atproto.repo.createRecord';

let pds: FakeBluesky;
let brand: FakeBlueskyAccount;
let adapter: ReturnType<typeof blueskyAdapter>;

const adapterWith = (options: { videoWaitMs?: number } = {}) =>
  blueskyAdapter({
    fetch: guarded,
    timeoutMs: 2_000,
    now: () => NOW,
    videoService: pds.videoOrigin,
    videoPollMs: 1,
    ...options,
  });

beforeAll(async () => {
  pds = await startFakeBluesky();
});
afterAll(() => pds.close());
beforeEach(() => {
  pds.reset();
  brand = pds.addAccount({ handle: 'brand.bsky.social' });
  adapter = adapterWith();
});

const channel = () => blueskyChannel(pds, brand);

let publications = 0;
const input = (overrides: Partial<PublishInput> = {}): PublishInput => ({
  publicationId: `pub_video_${++publications}`,
  createdAt: '2026-05-01T12:30:00.123Z',
  text: 'Behind the scenes of the spring shoot.',
  media: [],
  ...overrides,
});

const video = (overrides: Partial<PublishMedia> = {}): PublishMedia => ({
  bytes: mp4(1920, 1080, { quarterTurn: true }),
  mimeType: 'video/mp4',
  fileName: 'teaser.mp4',
  alt: 'A model walks along the canal in the spring coat',
  ...overrides,
});

const failure = networkFailure;

describe('Bluesky video', () => {
  it('uploads the MP4 to the video service with a token for the PDS and embeds the processed blob, its alt and aspect ratio', async () => {
    const medium = video();
    await adapter.publish(channel(), input({ media: [medium] }));

    // A token from the PDS for itself, bound to uploadBlob, for 30 minutes.
    const [auth] = pds.calls(SERVICE_AUTH);
    expect(auth?.service).toBe('pds');
    expect(Object.fromEntries(auth?.query ?? [])).toEqual({
      aud: pds.serviceDid,
      lxm: 'com.atproto.repo.uploadBlob',
      exp: String(NOW.getTime() / 1000 + 30 * 60),
    });
    const [upload] = pds.calls(UPLOAD);
    expect(upload?.service).toBe('video');
    expect(Object.fromEntries(upload?.query ?? [])).toEqual({ did: brand.did, name: 'teaser.mp4' });
    expect(upload?.contentType).toBe('video/mp4');
    expect(upload?.bytes.equals(medium.bytes)).toBe(true);
    expect(pds.serviceTokens()).toEqual([
      {
        iss: brand.did,
        aud: pds.serviceDid,
        lxm: 'com.atproto.repo.uploadBlob',
        exp: NOW.getTime() / 1000 + 1800,
      },
    ]);
    // Polled with the same token until the job completed (encoding, then done).
    expect(pds.calls(STATUS).map((call) => call.authorization)).toEqual([
      upload?.authorization,
      upload?.authorization,
    ]);
    // Never sent to the PDS itself as a plain blob.
    expect(pds.calls('com.atproto.repo.uploadBlob')).toHaveLength(0);

    const [uploaded] = pds.videos(brand.did);
    expect(uploaded).toMatchObject({ state: 'JOB_STATE_COMPLETED', size: medium.bytes.length });
    const [post] = pds.posts(brand.did);
    expect(post?.value.embed).toEqual({
      $type: 'app.bsky.embed.video',
      video: {
        $type: 'blob',
        ref: { $link: uploaded?.blobCid },
        mimeType: 'video/mp4',
        size: medium.bytes.length,
      },
      alt: 'A model walks along the canal in the spring coat',
      aspectRatio: { width: 1080, height: 1920 },
    });
  });

  it('a video without alt text goes without it', async () => {
    await adapter.publish(channel(), input({ media: [video({ alt: null })] }));
    const embed = pds.posts(brand.did)[0]?.value.embed as Record<string, unknown>;
    expect(embed.$type).toBe('app.bsky.embed.video');
    expect(embed).not.toHaveProperty('alt');
  });

  it('a job the service fails is permanent, in the service’s words, and nothing is posted', async () => {
    pds.failNextVideo('Failed to process video');
    const err = await failure(adapter.publish(channel(), input({ media: [video()] })));
    expect(err).toMatchObject({ kind: 'permanent', options: { code: 'video_failed' } });
    expect(err.message).toContain('Bluesky could not process the video teaser.mp4: Failed to process video');
    expect(pds.posts(brand.did)).toHaveLength(0);
  });

  it('a job still processing after the wait is tried again later', async () => {
    pds.setVideoPolls(1_000);
    const impatient = adapterWith({ videoWaitMs: 0 });
    const err = await failure(impatient.publish(channel(), input({ media: [video()] })));
    expect(err).toMatchObject({ kind: 'transient', options: { code: 'video_processing' } });
    expect(pds.posts(brand.did)).toHaveLength(0);
  });

  it('429 from the video service is tried again after its ratelimit-reset', async () => {
    pds.script(rateLimited(new Date(NOW.getTime() + 90_000), UPLOAD));
    const err = await failure(adapter.publish(channel(), input({ media: [video()] })));
    expect(err).toMatchObject({ kind: 'transient', options: { retryAfterMs: 90_000 } });
    expect(pds.posts(brand.did)).toHaveLength(0);
  });

  it('an upload the service refuses is permanent with its words; a service error is transient', async () => {
    pds.script({
      nsid: UPLOAD,
      status: 400,
      body: { jobStatus: { did: '', jobId: '', state: '', error: 'unconfirmed_email' } },
    });
    const refused = await failure(adapter.publish(channel(), input({ media: [video()] })));
    expect(refused.kind).toBe('permanent');
    expect(refused.message).toContain('confirm its e-mail address');

    pds.script({ nsid: STATUS, status: 502, body: '<html>Bad Gateway</html>' });
    expect((await failure(adapter.publish(channel(), input({ media: [video()] })))).kind).toBe('transient');
    expect(pds.posts(brand.did)).toHaveLength(0);
  });

  it.each([
    [
      'a video that is not an MP4',
      [video({ mimeType: 'video/quicktime', fileName: 'teaser.mov' })],
      'media_type',
    ],
    ['two videos', [video(), video({ fileName: 'second.mp4' })], 'media_mix'],
    [
      'a video with an image',
      [video(), { bytes: Buffer.alloc(10), mimeType: 'image/png', fileName: 'a.png', alt: null }],
      'media_mix',
    ],
    [
      'a file that is neither',
      [{ bytes: Buffer.alloc(10), mimeType: 'application/pdf', fileName: 'a.pdf', alt: null }],
      'media_type',
    ],
  ])('%s is refused before anything is sent', async (_what, media, code) => {
    const err = await failure(adapter.publish(channel(), input({ media })));
    expect(err).toMatchObject({ kind: 'permanent', options: { code } });
    expect(pds.requests).toHaveLength(0);
  });

  it('an attempt that fails after the upload sends the video again and still makes one post', async () => {
    const post = input({ media: [video()] });
    pds.script({
      nsid: CREATE,
      status: 503,
      body: { error: 'NotEnoughResources', message: 'Service Unavailable' },
    });
    expect((await failure(adapter.publish(channel(), post))).kind).toBe('transient');
    expect(pds.posts(brand.did)).toHaveLength(0);

    // The video service answers the same bytes `already_exists`: a failed job that carries
    // the blob it made the first time.
    const answer = await adapter.publish(channel(), post);
    const [first, again] = pds.videos(brand.did);
    expect(again).toMatchObject({ state: 'JOB_STATE_FAILED', blobCid: first?.blobCid });
    const posts = pds.posts(brand.did);
    expect(posts.map((p) => p.uri)).toEqual([answer.remoteId]);
    const embed = posts[0]?.value.embed as { video: { ref: { $link: string } } } | undefined;
    expect(embed?.video.ref.$link).toBe(first?.blobCid);
  });
});

describe('the video service stand-in', () => {
  /** The account signed in with the real client, and a token it asked the PDS for. */
  async function token(aud: string, lxm: string) {
    const agent = new AtpAgent({ service: pds.origin });
    await agent.login({ identifier: brand.did, password: brand.appPassword });
    return (await agent.com.atproto.server.getServiceAuth({ aud, lxm })).data.token;
  }

  const upload = (bearer: string | null, type = 'video/mp4', did = brand.did) =>
    fetch(`${pds.videoOrigin}/xrpc/${UPLOAD}?did=${encodeURIComponent(did)}&name=a.mp4`, {
      method: 'POST',
      headers: { 'content-type': type, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: new Uint8Array(mp4(640, 360)),
    });

  it('takes an upload only with a token the PDS gave for itself and uploadBlob, for the uploading account', async () => {
    expect((await upload(null)).status).toBe(401);
    expect((await upload('made.up.token')).status).toBe(401);
    const elsewhere = await upload(await token('did:web:pds.example.com', 'com.atproto.repo.uploadBlob'));
    expect(elsewhere.status).toBe(401);
    expect(((await elsewhere.json()) as { error: string }).error).toBe('BadJwtAudience');
    const otherMethod = await upload(await token(pds.serviceDid, 'app.bsky.feed.post'));
    expect(((await otherMethod.json()) as { error: string }).error).toBe('BadJwtLexiconMethod');
    const good = await token(pds.serviceDid, 'com.atproto.repo.uploadBlob');
    const anna = pds.addAccount({ handle: 'anna.bsky.social' });
    expect((await upload(good, 'video/mp4', anna.did)).status).toBe(401);
    expect(pds.videos(brand.did)).toHaveLength(0);

    const accepted = await upload(good);
    expect(accepted.status).toBe(200);
    const { jobId } = (await accepted.json()) as { jobId: string };
    const status = (bearer: string | null) =>
      fetch(`${pds.videoOrigin}/xrpc/${STATUS}?jobId=${jobId}`, {
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
    expect((await status(null)).status).toBe(401);
    expect((await status(good)).status).toBe(200);
  });

  it('takes MP4 only', async () => {
    const good = await token(pds.serviceDid, 'com.atproto.repo.uploadBlob');
    const refused = await upload(good, 'video/quicktime');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('must be video/mp4');
    expect(pds.videos(brand.did)).toHaveLength(0);
  });
});
