import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { JobContext } from '../../platform/jobs/job-handler.js';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import { openMigratedTestDatabase } from '../../test/context.js';
import { type FakeMastodon, rateLimited, startFakeMastodon } from '../../test/mastodon-server.js';
import { createChannelTokens } from '../publishing/channel-tokens.js';
import { mastodonAdapter } from '../publishing/networks/mastodon/mastodon.adapter.js';
import { createPostInsights } from '../publishing/post-insights.js';
import { publishJob } from '../publishing/publish-job.js';
import { publishingWorld } from '../publishing/publishing.fixtures.js';
import { socialTestKit } from '../social/social.fixtures.js';
import { ANALYTICS_COLLECT_JOB, ANALYTICS_POLL_JOB, analyticsJobs, LAG_RETRY_MS } from './collect.js';
import { createTrackedPostsRepository, readFigures } from './tracked-posts.repository.js';
import { registerTracking } from './tracking.js';

/**
 * Results of a post published on Mastodon (docs/product.md#analytics), against the instance
 * stand-in with a fake clock: followed from the moment it is out, read at its schedule's times,
 * a late figure never stored as 0, a throttled account asked again after its wait, a revoked one
 * paused until reconnected and then caught up, a deleted post unavailable.
 */
describe(`results of published posts`, () => {
  let opened: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let db: Db;
  let world: Awaited<ReturnType<typeof publishingWorld>>;
  let mastodon: FakeMastodon;
  let channelId: string;
  let accountId: string;
  let clock = new Date('2026-05-01T09:00:00Z');
  const now = () => clock;
  const HOUR = 3_600_000;
  const fetch = createGuardedFetch({ allowPrivate: true });
  const adapters = () => ({ mastodon: mastodonAdapter({ fetch, now, mediaPollMs: 10 }) });
  const context: JobContext = {
    jobId: 'job',
    attempt: 1,
    signal: new AbortController().signal,
    progress: async () => true,
  };

  let tracked: ReturnType<typeof createTrackedPostsRepository>;
  beforeAll(async () => {
    opened = await openMigratedTestDatabase();
    db = opened.database.db;
    world = await publishingWorld(db);
    mastodon = await startFakeMastodon();
    tracked = createTrackedPostsRepository(db);
    registerTracking(world.events, tracked, createJobQueue({ database: opened.database, now }), now);
  });
  afterAll(async () => {
    await mastodon.close();
    await opened.dispose();
  });
  beforeEach(async () => {
    mastodon.reset();
    clock = new Date('2026-05-01T09:00:00Z');
    ({ channelId, accountId } = await world.connectMastodon(mastodon));
  });

  const queue = () => createJobQueue({ database: opened.database, now });
  const jobs = () =>
    analyticsJobs({
      posts: tracked,
      queue: queue(),
      now,
      // No imported posts here: the social module's reader with no provider set up.
      imported: socialTestKit({ db, box: world.box, now }).insights,
      insights: createPostInsights({
        channels: world.channels,
        adapters: adapters(),
        tokens: createChannelTokens({ channels: world.channels, now }),
        settings: world.settings,
        now,
      }),
    });
  const collect = () => jobs()[ANALYTICS_COLLECT_JOB]!.run({ channelId }, context);

  /** Publishes a post now through the publish job, as the worker does; answers its status id. */
  async function published(text: string): Promise<string> {
    const publications = world.publications;
    const service = world.service({ queue: queue(), now, publications });
    const [id] = await service.schedule(world.place, clock, [
      { channelId, variant: { text, media: [], visibility: 'public' } },
    ]);
    await publishJob({
      db,
      queue: queue(),
      publications,
      channels: world.channels,
      adapters: adapters(),
      readMedia: async () => Buffer.alloc(0),
      news: world.news,
      tokens: createChannelTokens({ channels: world.channels, now }),
      now,
    }).run({ publicationId: id as string, dueAt: clock.toISOString() }, context);
    const row = await publications.find(id as string);
    expect(row?.state).toBe('published');
    return row?.remote_id as string;
  }
  const trackedOf = async (remoteId: string) =>
    tracked.findRemote(world.place.projectId, 'mastodon', remoteId);
  const at = (hours: number, from = new Date('2026-05-01T09:00:00Z')) =>
    new Date(from.getTime() + hours * HOUR);

  it('follows a published post from the moment it is out and reads it an hour later, with what Mastodon has', async () => {
    const statusId = await published('Spring launch');
    const post = await trackedOf(statusId);
    expect(post).toMatchObject({
      source: 'published',
      state: 'tracking',
      channel_id: channelId,
      ticket_id: world.place.ticketId,
      snapshot_due: at(1).toISOString(),
      next_at: at(1).toISOString(),
    });

    // Not yet due: the poll sends nothing.
    clock = at(0.5);
    await jobs()[ANALYTICS_POLL_JOB]!.run({}, context);
    const sent = () =>
      db.selectFrom('jobs').select(['payload']).where('type', '=', ANALYTICS_COLLECT_JOB).execute();
    expect(await sent()).toEqual([]);

    mastodon.setCounts(statusId, { favourites: 12, reblogs: 3, replies: 2 });
    mastodon.setFollowers(accountId, 480);
    clock = at(1, new Date(Date.parse('2026-05-01T09:00:00Z') + 5 * 60_000));
    await jobs()[ANALYTICS_POLL_JOB]!.run({}, context);
    expect((await sent()).map((j) => JSON.parse(j.payload))).toEqual([{ channelId }]);
    await collect();

    const [snapshot] = await tracked.snapshotsOf(post!.id);
    expect(snapshot?.due_at).toBe(at(1).toISOString());
    expect(readFigures(snapshot!)).toEqual({
      likes: 12,
      shares: 3,
      comments: 2,
      reach: 'not_offered',
      views: 'not_offered',
      saves: 'not_offered',
      link_clicks: 'not_offered',
    });
    expect(await trackedOf(statusId)).toMatchObject({
      snapshot_due: at(24).toISOString(),
      next_at: at(24).toISOString(),
    });
    // The account's followers, once for the brand's day.
    const days = await tracked.daysOf(channelId);
    expect(days.map((d) => [d.day, Number(d.followers)])).toEqual([['2026-05-01', 480]]);
    await collect();
    expect(await tracked.daysOf(channelId)).toHaveLength(1);
  });

  it('keeps a figure not reported yet as such, asks again, and fills it in — never 0', async () => {
    const statusId = await published('Late counts');
    const post = (await trackedOf(statusId))!;
    mastodon.withholdCounts(true);
    clock = at(1);
    await collect();
    const [late] = await tracked.snapshotsOf(post.id);
    expect(readFigures(late!)).toMatchObject({ likes: 'not_yet', shares: 'not_yet', comments: 'not_yet' });
    expect(await trackedOf(statusId)).toMatchObject({
      snapshot_due: at(1).toISOString(),
      next_at: new Date(at(1).getTime() + LAG_RETRY_MS).toISOString(),
    });

    mastodon.withholdCounts(false);
    mastodon.setCounts(statusId, { favourites: 5 });
    clock = new Date(at(1).getTime() + LAG_RETRY_MS);
    await collect();
    const [filled] = await tracked.snapshotsOf(post.id);
    expect(filled).toMatchObject({ due_at: at(1).toISOString(), taken_at: clock.toISOString() });
    expect(readFigures(filled!)).toMatchObject({ likes: 5 });
    expect((await trackedOf(statusId))?.snapshot_due).toBe(at(24).toISOString());
  });

  it('waits as long as the instance says when it throttles, and marks a deleted post unavailable for good', async () => {
    const statusId = await published('Throttled, then deleted');
    clock = at(1);
    mastodon.script(rateLimited(at(1.25)));
    await collect();
    expect(await trackedOf(statusId)).toMatchObject({
      next_at: at(1.25).toISOString(),
      snapshot_due: at(1).toISOString(),
    });

    mastodon.deleteStatus(statusId);
    clock = at(1.25);
    await collect();
    const post = await trackedOf(statusId);
    expect(post).toMatchObject({ state: 'gone', next_at: null });
    const [gone] = await tracked.snapshotsOf(post!.id);
    expect(readFigures(gone!)).toMatchObject({ likes: 'unavailable', reach: 'unavailable' });
  });

  it('keeps a snapshot the network refuses for good as unavailable, never asked again soon, and goes on with the schedule', async () => {
    const statusId = await published('Refused');
    const post = (await trackedOf(statusId))!;
    clock = at(1);
    mastodon.script({
      status: 422,
      body: JSON.stringify({ error: 'Validation failed: this status cannot be read' }),
    });
    await collect();
    const [refused] = await tracked.snapshotsOf(post.id);
    expect(refused?.due_at).toBe(at(1).toISOString());
    expect(readFigures(refused!)).toMatchObject({
      likes: 'unavailable',
      shares: 'unavailable',
      comments: 'unavailable',
    });
    expect(await trackedOf(statusId)).toMatchObject({
      state: 'tracking',
      snapshot_due: at(24).toISOString(),
      next_at: at(24).toISOString(),
    });

    // Its next snapshot is read as usual.
    mastodon.setCounts(statusId, { favourites: 9 });
    clock = at(24);
    await collect();
    const snapshots = await tracked.snapshotsOf(post.id);
    expect(snapshots.map((s) => readFigures(s).likes)).toEqual(['unavailable', 9]);
  });

  it('pauses an account that must be reconnected; reconnected, it catches up at the latest time that passed', async () => {
    const statusId = await published('Paused');
    clock = at(1);
    mastodon.script({ status: 401, body: JSON.stringify({ error: 'The access token is invalid' }) });
    await collect();
    expect(await trackedOf(statusId)).toMatchObject({ state: 'paused' });
    expect((await world.channels.find(channelId))?.state).toBe('needs_reconnecting');

    // Still paused at the poll while the account is not reconnected.
    clock = at(30);
    await jobs()[ANALYTICS_POLL_JOB]!.run({}, context);
    expect((await trackedOf(statusId))?.state).toBe('paused');

    // A brand admin reconnects it (the channel is connected again): the poll resumes its posts.
    await db
      .updateTable('publishing_channels')
      .set({ state: 'connected' })
      .where('id', '=', channelId)
      .execute();
    clock = at(9 * 24);
    await jobs()[ANALYTICS_POLL_JOB]!.run({}, context);
    expect((await trackedOf(statusId))?.state).toBe('tracking');
    mastodon.setCounts(statusId, { favourites: 40 });
    await collect();
    const post = await trackedOf(statusId);
    const snapshots = await tracked.snapshotsOf(post!.id);
    // The 1 h and 24 h reads were missed; the 7-day one stands, read late.
    expect(snapshots.map((s) => [s.due_at, s.taken_at])).toEqual([
      [at(7 * 24).toISOString(), clock.toISOString()],
    ]);
    expect(post?.snapshot_due).toBe(at(30 * 24).toISOString());
  });

  it('keeps one post for the same network post however often it is followed', async () => {
    const statusId = await published('Once');
    const first = await trackedOf(statusId);
    await db.transaction().execute((trx) =>
      tracked.track(
        trx,
        {
          workspace_id: world.place.workspaceId,
          project_id: world.place.projectId,
          network: 'mastodon',
          remote_id: statusId,
          url: null,
          source: 'imported',
          channel_id: null,
          connection_id: null,
          publication_id: null,
          ticket_id: null,
          posted_at: clock.toISOString(),
          snapshot_due: null,
          next_at: null,
        },
        clock.toISOString(),
      ),
    );
    const after = await trackedOf(statusId);
    expect(after).toMatchObject({ id: first?.id, source: 'published', channel_id: channelId });
    const count = await db
      .selectFrom('analytics_posts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('remote_id', '=', statusId)
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(1);
  });
});
