import { Readable } from 'node:stream';
import { PUBLICATION_WORDS } from '@expertos/domain/publishing/publication';
import { YOUTUBE_UPLOAD_LEAD_MINUTES } from '@expertos/domain/publishing/youtube';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import type { JobContext } from '../../platform/jobs/job-handler.js';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import { openMigratedTestDatabase } from '../../test/context.js';
import { type FakeYoutubeUpload, startFakeYoutubeUpload } from '../../test/youtube-upload-server.js';
import { createChannelTokens } from './channel-tokens.js';
import { createHeldPosts, HELD, TAKE_BACK_JOB, takeBackIfHeld } from './held-posts.js';
import { YOUTUBE_HELD_NOTE } from './networks/youtube/youtube.adapter.js';
import { youtubeFor } from './networks/youtube/youtube.fixtures.js';
import { YOUTUBE_ACCESS_TOKEN, YOUTUBE_REFRESH_TOKEN } from './networks/youtube/youtube-api.js';
import { YOUTUBE_HOST } from './networks/youtube/youtube-oauth.js';
import { createPublicationsRepository } from './publications.repository.js';
import { PUBLISH_JOB, publishJob } from './publish-job.js';
import { publishingWorld } from './publishing.fixtures.js';
import type { StoredVariant } from './stored-variant.js';

/**
 * A public YouTube video scheduled ahead (docs/product.md#publishing): uploaded two hours before
 * its time, private with YouTube's `publishAt`, then recorded published at its time; moved, the
 * time YouTube holds moves at once; stopped, YouTube keeps it private. Against the stand-in,
 * whose clock follows the test's.
 */
describe('a YouTube video held for its time', () => {
  let opened: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let db: Db;
  let world: Awaited<ReturnType<typeof publishingWorld>>;
  let server: FakeYoutubeUpload;
  let channelId: string;
  let clock = new Date('2026-06-01T08:00:00Z');
  const now = () => clock;
  const HOUR = 3_600_000;
  const LEAD = YOUTUBE_UPLOAD_LEAD_MINUTES * 60_000;
  const SIZE = 300 * 1024;

  beforeAll(async () => {
    opened = await openMigratedTestDatabase();
    db = opened.database.db;
    world = await publishingWorld(db);
    server = await startFakeYoutubeUpload();
    const { accessToken, refreshToken } = server.grant();
    channelId = await world.addChannel('youtube', {
      host: YOUTUBE_HOST,
      accountId: server.channelId,
      handle: '@acmestudio',
      credentials: { [YOUTUBE_ACCESS_TOKEN]: accessToken, [YOUTUBE_REFRESH_TOKEN]: refreshToken },
    });
  });
  afterAll(async () => {
    await server.close();
    await opened.dispose();
  });
  beforeEach(async () => {
    server.reset();
    server.setNow(now);
    clock = new Date('2026-06-01T08:00:00Z');
  });

  const queue = () => createJobQueue({ database: opened.database, now });
  const publications = () => createPublicationsRepository(db);
  const adapters = () => ({ youtube: youtubeFor(server, { now }) });
  const tokens = () => createChannelTokens({ channels: world.channels, now });
  const job = () =>
    publishJob({
      db,
      queue: queue(),
      publications: publications(),
      channels: world.channels,
      adapters: adapters(),
      readMedia: async () => Buffer.alloc(SIZE, 7),
      openMedia: async (_media, start) => Readable.from([Buffer.alloc(SIZE - start, 7)]),
      news: world.news,
      tokens: tokens(),
      now,
    });
  const context: JobContext = {
    jobId: 'job',
    attempt: 1,
    signal: new AbortController().signal,
    progress: async () => true,
  };
  const service = () =>
    world.service({ queue: queue(), now, publications: publications(), adapters: adapters() });
  const heldPosts = () =>
    createHeldPosts({
      channels: world.channels,
      publications: publications(),
      adapters: adapters(),
      tokens: tokens(),
      now,
    });
  const variant = (privacy?: 'public' | 'unlisted'): StoredVariant => ({
    text: 'Spring launch\nOur new range, in two minutes.',
    title: 'Spring launch',
    ...(privacy ? { privacy } : {}),
    media: [
      {
        video_uid: 'launch',
        storage_key: 'videos/launch.mp4',
        mime_type: 'video/mp4',
        file_name: 'launch.mp4',
        bytes: SIZE,
        alt: null,
      },
    ],
  });
  /** The publish jobs of a publication not yet run, by when they run. */
  async function pending(publicationId: string) {
    const rows = await db
      .selectFrom('jobs')
      .select(['payload', 'run_at', 'type'])
      .where('status', '=', 'pending')
      .execute();
    return rows
      .filter((r) => r.type === PUBLISH_JOB && JSON.parse(r.payload).publicationId === publicationId)
      .map((r) => ({
        ...(JSON.parse(r.payload) as { dueAt: string }),
        runAt: new Date(r.run_at).toISOString(),
      }))
      .sort((a, b) => a.runAt.localeCompare(b.runAt));
  }
  const steps = async (id: string) => (await publications().timeline(id)).map((s) => s.kind);

  async function scheduled(hoursAhead: number, privacy?: 'public' | 'unlisted') {
    const due = new Date(clock.getTime() + hoursAhead * HOUR);
    const [id] = await service().schedule(world.place, due, [{ channelId, variant: variant(privacy) }]);
    return { id: id as string, due: due.toISOString() };
  }

  it('uploads a public video two hours ahead, private until its time, and records it published then', async () => {
    const { id, due } = await scheduled(5);
    expect(await pending(id)).toEqual([
      { publicationId: id, dueAt: due, runAt: new Date(Date.parse(due) - LEAD).toISOString() },
    ]);

    clock = new Date(Date.parse(due) - LEAD);
    await job().run({ publicationId: id, dueAt: due }, context);
    const [video] = server.videos;
    expect(video?.status).toMatchObject({ privacyStatus: 'private', publishAt: due });
    const held = await publications().find(id);
    expect(held).toMatchObject({ state: 'scheduled', due_at: due, remote_url: null });
    expect(await publications().progressOf(id)).toMatchObject({
      [HELD.goesLiveAt]: due,
      [HELD.remoteId]: video?.id,
    });
    expect((await publications().timeline(id)).at(-1)).toMatchObject({
      kind: 'uploaded_ahead',
      detail: YOUTUBE_HELD_NOTE,
    });
    // Its job comes back at its time.
    expect((await pending(id)).map((j) => j.runAt)).toContain(due);

    // The worker was down at its time: an hour and a half past it is not late — YouTube made it public then.
    clock = new Date(Date.parse(due) + 90 * 60_000);
    await job().run({ publicationId: id, dueAt: due }, context);
    expect(await publications().find(id)).toMatchObject({
      state: 'published',
      published_at: due,
      remote_url: `https://www.youtube.com/watch?v=${video?.id}`,
    });
    expect(server.videos).toHaveLength(1);
    expect(server.sessions()).toBe(1);
    expect(video?.status.privacyStatus).toBe('public');
    expect(await steps(id)).toEqual(['scheduled', 'started', 'uploaded_ahead', 'started', 'published']);
  });

  it('moves the time YouTube holds the moment the post is rescheduled, without uploading again', async () => {
    const { id, due } = await scheduled(1);
    // Due within the lead: it goes up at once.
    expect((await pending(id))[0]?.runAt).toBe(clock.toISOString());
    await job().run({ publicationId: id, dueAt: due }, context);
    const row = await publications().find(id);

    const later = new Date(clock.getTime() + 26 * HOUR).toISOString();
    clock = new Date(clock.getTime() + 10 * 60_000);
    await service().reschedule(id, new Date(later), row?.version ?? 0, world.place.memberId);
    // At once, not two hours before the new time: YouTube would make it public at the old one.
    const [next] = await pending(id).then((jobs) => jobs.filter((j) => j.dueAt === later));
    expect(next?.runAt).toBe(clock.toISOString());
    await job().run({ publicationId: id, dueAt: later }, context);
    expect(server.videos).toHaveLength(1);
    expect(server.videos[0]?.status).toMatchObject({ privacyStatus: 'private', publishAt: later });
    expect(await publications().progressOf(id)).toMatchObject({ [HELD.goesLiveAt]: later });

    // The old time passes: still private.
    clock = new Date(Date.parse(due) + 60_000);
    await job().run({ publicationId: id, dueAt: due }, context);
    expect((await publications().find(id))?.state).toBe('scheduled');

    // Published now instead: public at once.
    const again = await publications().find(id);
    await service().reschedule(id, clock, again?.version ?? 0, world.place.memberId);
    await job().run({ publicationId: id, dueAt: clock.toISOString() }, context);
    expect(server.videos[0]?.status).toMatchObject({ privacyStatus: 'public' });
    expect(server.videos[0]?.status.publishAt).toBeUndefined();
    expect(await publications().find(id)).toMatchObject({
      state: 'published',
      published_at: clock.toISOString(),
    });
    expect(server.sessions()).toBe(1);
  });

  it('keeps a held video private when the post is unscheduled, its channel disconnected or its edit needs approval', async () => {
    const { id, due } = await scheduled(1);
    await job().run({ publicationId: id, dueAt: due }, context);
    const row = await publications().find(id);
    // YouTube refusing for now: nothing is removed, and the person is told.
    server.quota();
    await expect(service().unschedule(id, row?.version ?? 0)).rejects.toMatchObject({
      code: 'publishing_network_unavailable',
    });
    expect((await publications().find(id))?.state).toBe('scheduled');
    server.quota(false);
    await service().unschedule(id, row?.version ?? 0);
    expect(await publications().find(id)).toBeUndefined();
    expect(server.videos[0]?.status.privacyStatus).toBe('private');
    expect(server.videos[0]?.status.publishAt).toBeUndefined();
    // Past the old time, YouTube leaves it private.
    clock = new Date(Date.parse(due) + HOUR);
    await job().run({ publicationId: id, dueAt: due }, context);
    expect(server.videos[0]?.status.privacyStatus).toBe('private');

    // An edit that needs approval again: a job takes it back after the edit's commit.
    const edited = await scheduled(1);
    await job().run({ publicationId: edited.id, dueAt: edited.due }, context);
    const progress = await publications().progressOf(edited.id);
    await db
      .transaction()
      .execute((trx) =>
        takeBackIfHeld({ queue: queue(), now }, trx, { id: edited.id, channel_id: channelId }, progress),
      );
    const [pendingTakeBack] = await db
      .selectFrom('jobs')
      .select(['payload'])
      .where('type', '=', TAKE_BACK_JOB)
      .where('status', '=', 'pending')
      .execute();
    await heldPosts().job.run(JSON.parse(pendingTakeBack?.payload ?? '{}'));
    expect(server.videos[1]?.status).toMatchObject({ privacyStatus: 'private' });
    expect(server.videos[1]?.status.publishAt).toBeUndefined();
    expect((await publications().progressOf(edited.id))[HELD.goesLiveAt]).toBe('');

    // Disconnecting the channel takes back what it holds before its sign-in goes.
    const third = await scheduled(1);
    await job().run({ publicationId: third.id, dueAt: third.due }, context);
    await heldPosts().releaseChannel(channelId);
    expect(server.videos[2]?.status.privacyStatus).toBe('private');
    expect(server.videos[2]?.status.publishAt).toBeUndefined();
  });

  it('refuses to move a held video that YouTube has made public already', async () => {
    const { id, due } = await scheduled(1);
    await job().run({ publicationId: id, dueAt: due }, context);
    clock = new Date(Date.parse(due) + 60_000);
    const held = await publications().find(id);
    await expect(
      service().reschedule(id, new Date(clock.getTime() + HOUR), held?.version ?? 0, world.place.memberId),
    ).rejects.toMatchObject({ message: PUBLICATION_WORDS.alreadyLive });
  });

  it('uploads an unlisted video at its time: YouTube only ever makes a held video public', async () => {
    const { id, due } = await scheduled(5, 'unlisted');
    expect((await pending(id))[0]?.runAt).toBe(due);
    clock = new Date(due);
    await job().run({ publicationId: id, dueAt: due }, context);
    expect(server.videos[0]?.status).toMatchObject({ privacyStatus: 'unlisted' });
    expect(server.videos[0]?.status.publishAt).toBeUndefined();
    expect((await publications().find(id))?.state).toBe('published');
  });
});
