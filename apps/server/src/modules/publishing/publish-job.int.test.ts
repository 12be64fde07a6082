import { PUBLICATION_WORDS } from '@expertos/domain/publishing/publication';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import { type JobContext, RetryLaterError } from '../../platform/jobs/job-handler.js';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import { openMigratedTestDatabase } from '../../test/context.js';
import { type FakeMastodon, startFakeMastodon } from '../../test/mastodon-server.js';
import { createRecordingFiles } from '../media/recording-files.js';
import { insertRecording } from '../media/video.fixtures.js';
import { createChannelTokens } from './channel-tokens.js';
import { MASTODON_TOKEN, mastodonAdapter } from './networks/mastodon/mastodon.adapter.js';
import { createPublicationsRepository } from './publications.repository.js';
import { publishJob } from './publish-job.js';
import { publishingWorld } from './publishing.fixtures.js';

/**
 * The publish job against a Mastodon stand-in through the real adapter and client: one post per
 * publication whatever happens between the network's answer and our record of it.
 */
describe('the publish job, on Mastodon', () => {
  let opened: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let db: Db;
  let world: Awaited<ReturnType<typeof publishingWorld>>;
  let mastodon: FakeMastodon;
  let channelId: string;
  let accountId: string;
  let clock = new Date('2026-05-01T09:30:00Z');
  const now = () => clock;
  const fetch = createGuardedFetch({ allowPrivate: true });

  beforeAll(async () => {
    opened = await openMigratedTestDatabase();
    db = opened.database.db;
    world = await publishingWorld(db);
    mastodon = await startFakeMastodon();
  });
  afterAll(async () => {
    await mastodon.close();
    await opened.dispose();
  });
  beforeEach(async () => {
    mastodon.reset();
    clock = new Date('2026-05-01T09:30:00Z');
    ({ accountId, channelId } = await world.connectMastodon(mastodon));
  });

  const publications = () => createPublicationsRepository(db);
  const job = () =>
    publishJob({
      db,
      publications: publications(),
      channels: world.channels,
      adapters: { mastodon: mastodonAdapter({ fetch, mediaPollMs: 10 }) },
      queue: createJobQueue({ database: opened.database, now }),
      readMedia: async () => Buffer.alloc(0),
      news: world.news,
      tokens: createChannelTokens({ channels: world.channels, now }),
      now,
    });
  const context = (attempt = 1): JobContext => ({
    jobId: 'job',
    attempt,
    signal: new AbortController().signal,
    progress: async () => true,
  });
  async function scheduledAt(
    due: string,
    text = 'Spring launch: our new range is here.',
    more: { first_comment?: string } = {},
  ) {
    const service = world.service({
      queue: createJobQueue({ database: opened.database, now }),
      now,
      publications: publications(),
    });
    const [id] = await service.schedule(world.place, new Date(due), [
      { channelId, variant: { text, media: [], visibility: 'public', ...more } },
    ]);
    return { publicationId: id as string, dueAt: new Date(due).toISOString() };
  }
  const steps = async (id: string) => (await publications().timeline(id)).map((s) => s.kind);

  it('publishes at its time and records where the post is', async () => {
    const payload = await scheduledAt('2026-05-01T09:30:00Z');
    await job().run(payload, context());
    const row = await publications().find(payload.publicationId);
    const [status] = mastodon.statusesOf(accountId);
    expect(mastodon.statusesOf(accountId)).toHaveLength(1);
    expect(row).toMatchObject({
      state: 'published',
      attempts: 1,
      remote_id: status?.id,
      remote_url: `${mastodon.origin}/@brand/${status?.id}`,
    });
    expect(await steps(payload.publicationId)).toEqual(['scheduled', 'started', 'published']);
    // The job run again (a worker died before marking it done) changes nothing.
    await job().run(payload, context(2));
    expect(mastodon.statusesOf(accountId)).toHaveLength(1);
  });

  it('sends a recording as it is now when its bytes were replaced after it was scheduled (its length read, a trim)', async () => {
    const place = { ...world.place, uploaderId: world.ownerUserId };
    const videoId = await insertRecording(db, place, { size: 3, duration_ms: null });
    const stored = new Map([[`videos/${videoId}`, Buffer.from('old')]]);
    const service = world.service({
      queue: createJobQueue({ database: opened.database, now }),
      now,
      publications: publications(),
    });
    const medium = {
      video_uid: videoId,
      storage_key: `videos/${videoId}`,
      mime_type: 'video/mp4',
      file_name: 'recording.mp4',
      bytes: 3,
      duration_ms: null,
      alt: 'The roaster',
    };
    const [publicationId] = await service.schedule(world.place, clock, [
      { channelId, variant: { text: 'How we roast', media: [medium], visibility: 'public' } },
    ]);
    // The recording's processing stores a copy with its length under a new key, then drops the old one.
    stored.set(`videos/${videoId}-later`, Buffer.from('new bytes'));
    stored.delete(`videos/${videoId}`);
    await db
      .updateTable('videos')
      .set({ storage_key: `videos/${videoId}-later`, size: 9, duration_ms: 12_000 })
      .where('id', '=', videoId)
      .execute();
    const read: string[] = [];
    await publishJob({
      db,
      publications: publications(),
      channels: world.channels,
      adapters: { mastodon: mastodonAdapter({ fetch, mediaPollMs: 10 }) },
      queue: createJobQueue({ database: opened.database, now }),
      readMedia: async (m) => {
        read.push(m.storage_key);
        const bytes = stored.get(m.storage_key);
        if (!bytes) throw new Error(PUBLICATION_WORDS.fileGone(m.file_name));
        return bytes;
      },
      recordings: createRecordingFiles(db, (id) => `/api/videos/${id}/file`),
      news: world.news,
      tokens: createChannelTokens({ channels: world.channels, now }),
      now,
    }).run({ publicationId: publicationId!, dueAt: clock.toISOString() }, context());
    expect(read).toEqual([`videos/${videoId}-later`]);
    expect(await publications().find(publicationId!)).toMatchObject({ state: 'published' });
    const [status] = mastodon.statusesOf(accountId);
    expect(mastodon.media.get(status!.mediaIds[0]!)).toMatchObject({ size: 9, description: 'The roaster' });
  });

  it('posts the first comment under the post, once; a comment the network refuses leaves the post published, said why', async () => {
    const payload = await scheduledAt('2026-05-01T09:30:00Z', 'Spring launch.', {
      first_comment: 'Shop it at https://example.com/spring',
    });
    await job().run(payload, context());
    const [status, comment] = mastodon.statusesOf(accountId);
    expect(comment).toMatchObject({ text: 'Shop it at https://example.com/spring', inReplyToId: status?.id });
    expect(await publications().find(payload.publicationId)).toMatchObject({ state: 'published' });

    // A comment past what this server takes (its limit shrank since it was scheduled).
    const refused = await scheduledAt('2026-05-01T09:30:00Z', 'Second launch.', {
      first_comment: 'a'.repeat(400),
    });
    mastodon.setLimits({ maxCharacters: 300 });
    await job().run(refused, context());
    expect(await publications().find(refused.publicationId)).toMatchObject({ state: 'published' });
    expect((await publications().timeline(refused.publicationId)).at(-1)?.detail).toMatch(
      /^The first comment did not go out: Mastodon refused it: /,
    );
    expect(mastodon.statusesOf(accountId)).toHaveLength(3);
  });

  it('after a run cut off between the post and its comment, adds the comment once', async () => {
    const payload = await scheduledAt('2026-05-01T09:30:00Z', 'Spring launch: our new range is here.', {
      first_comment: 'Credits: @studio',
    });
    await publications().move(
      db,
      payload.publicationId,
      'scheduled',
      'publishing',
      clock.toISOString(),
      { countAttempt: true },
      { kind: 'started' },
    );
    // The post went out; the run died before its comment.
    mastodon.addStatus(accountId, 'Spring launch: our new range is here.', clock);
    await job().run(payload, context(2));
    await job().run(payload, context(3));
    const [status, ...replies] = mastodon.statusesOf(accountId);
    expect(replies.map((r) => [r.text, r.inReplyToId])).toEqual([['Credits: @studio', status?.id]]);
    expect(await publications().find(payload.publicationId)).toMatchObject({ state: 'published' });
  });

  it('after a run cut off once the network had posted, finds the post instead of posting again', async () => {
    const payload = await scheduledAt('2026-05-01T09:30:00Z');
    // The first run made the post, then died before recording it: the row says publishing.
    await publications().move(
      db,
      payload.publicationId,
      'scheduled',
      'publishing',
      clock.toISOString(),
      { countAttempt: true },
      { kind: 'started' },
    );
    mastodon.addStatus(accountId, 'Spring launch: our new range is here.', clock);
    await job().run(payload, context(2));
    expect(mastodon.statusesOf(accountId)).toHaveLength(1);
    expect(await publications().find(payload.publicationId)).toMatchObject({ state: 'published' });
    expect((await publications().timeline(payload.publicationId)).at(-1)?.detail).toBe(
      PUBLICATION_WORDS.foundAfterCutOff,
    );
  });

  it('when the network posted but answered 504, retries with the same key: still one post', async () => {
    const payload = await scheduledAt('2026-05-01T09:30:00Z');
    mastodon.script({ status: 504, body: 'Gateway Timeout', afterHandling: true });
    const first = await job()
      .run(payload, context(1))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(first).toBeInstanceOf(RetryLaterError);
    expect(await publications().find(payload.publicationId)).toMatchObject({
      state: 'scheduled',
      error_code: expect.any(String),
    });
    await job().run(payload, context(2));
    expect(mastodon.statusesOf(accountId)).toHaveLength(1);
    expect(await publications().find(payload.publicationId)).toMatchObject({
      state: 'published',
      attempts: 2,
    });
    expect(await steps(payload.publicationId)).toEqual([
      'scheduled',
      'started',
      'retrying',
      'started',
      'published',
    ]);
  });

  it('never publishes silently late: past the window it waits for a person', async () => {
    const payload = await scheduledAt('2026-05-01T08:00:00Z');
    await job().run(payload, context());
    expect(mastodon.statusesOf(accountId)).toHaveLength(0);
    expect(await publications().find(payload.publicationId)).toMatchObject({ state: 'needs_attention' });
    expect(await steps(payload.publicationId)).toEqual(['scheduled', 'late']);
  });

  it('stands down when the post was rescheduled', async () => {
    const payload = await scheduledAt('2026-05-01T09:30:00Z');
    await publications().retime(
      db,
      payload.publicationId,
      1,
      '2026-05-02T09:30:00.000Z',
      clock.toISOString(),
      { kind: 'rescheduled' },
    );
    await job().run(payload, context());
    expect(mastodon.statusesOf(accountId)).toHaveLength(0);
    expect(await publications().find(payload.publicationId)).toMatchObject({ state: 'scheduled' });
  });

  it('marks the channel for reconnecting when the network refuses the account', async () => {
    const payload = await scheduledAt('2026-05-01T09:30:00Z');
    const channel = await world.channels.find(channelId);
    mastodon.revokeToken(world.channels.access(channel!).credentials[MASTODON_TOKEN]!);
    await job().run(payload, context());
    expect(await publications().find(payload.publicationId)).toMatchObject({ state: 'needs_attention' });
    expect(await world.channels.find(channelId)).toMatchObject({ state: 'needs_reconnecting' });
  });

  it('stops at a refusal retrying cannot help, with the network’s words', async () => {
    const payload = await scheduledAt('2026-05-01T09:30:00Z', 'x'.repeat(200));
    // The server's limit came down after the post was scheduled: it refuses, and says why.
    mastodon.setLimits({ maxCharacters: 100 });
    await job().run(payload, context());
    const row = await publications().find(payload.publicationId);
    expect(row?.state).toBe('failed');
    expect(row?.error_message).toMatch(/\S/);
    expect(mastodon.statusesOf(accountId)).toHaveLength(0);
  });
});
