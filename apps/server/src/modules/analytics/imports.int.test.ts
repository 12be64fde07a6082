import { randomUUID } from 'node:crypto';
import { quotaDay, quotaReset, RESULTS_DAILY_UNITS } from '@expertos/domain/analytics/budget';
import { RESULTS_USAGE_CEILING_PERCENT } from '@expertos/domain/analytics/metrics';
import type { SocialProvider } from '@expertos/domain/social.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import type { JobContext } from '../../platform/jobs/job-handler.js';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import { openMigratedTestDatabase, testDialect } from '../../test/context.js';
import { type FakeInstagram, startFakeInstagram } from '../../test/instagram-server.js';
import { type FakeYoutube, startFakeYoutube } from '../../test/youtube-server.js';
import { createChannelTokens } from '../publishing/channel-tokens.js';
import { createPostInsights } from '../publishing/post-insights.js';
import { publishingWorld } from '../publishing/publishing.fixtures.js';
import { INSTAGRAM_THROTTLE_WAIT_MS } from '../social/instagram.client.js';
import { socialTestKit } from '../social/social.fixtures.js';
import { IMPORT_JOB, socialImportJobs } from '../social/social.import.js';
import { ANALYTICS_COLLECT_JOB, ANALYTICS_POLL_JOB, analyticsJobs } from './collect.js';
import { createTrackedPostsRepository, readFigures } from './tracked-posts.repository.js';
import { registerTracking } from './tracking.js';

/**
 * Results of imported posts (docs/product.md#analytics), against the Instagram and YouTube
 * stand-ins with a fake clock: followed from their import, read as the connected account through
 * the social module's reader, an old one read once; a deleted post unavailable, throttling
 * waited out, a refused token pausing the connection until it is connected again; and a post
 * published here and imported later kept as one.
 */
describe(`results of imported posts on ${testDialect}`, () => {
  let opened: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let db: Db;
  let instagram: FakeInstagram;
  let youtube: FakeYoutube;
  let world: Awaited<ReturnType<typeof publishingWorld>>;
  let tracked: ReturnType<typeof createTrackedPostsRepository>;
  const START = new Date('2026-05-01T09:00:00Z');
  let clock = START;
  const now = () => clock;
  const context: JobContext = {
    jobId: 'job',
    attempt: 1,
    signal: new AbortController().signal,
    progress: async () => true,
  };

  beforeAll(async () => {
    opened = await openMigratedTestDatabase();
    db = opened.database.db;
    // Two Instagram posts of this morning (01:00 and 02:00); YouTube's videos are from 2025.
    instagram = await startFakeInstagram({ mediaCount: 2, baseTime: new Date('2026-05-01T00:00:00Z') });
    youtube = await startFakeYoutube({ videoCount: 2 });
  });
  afterAll(async () => {
    await instagram.close();
    await youtube.close();
    await opened.dispose();
  });
  beforeEach(async () => {
    clock = START;
    await db.deleteFrom('analytics_budget').execute();
    instagram.reset();
    youtube.reset();
    world = await publishingWorld(db);
    tracked = createTrackedPostsRepository(db);
    registerTracking(world.events, tracked, queue(), now);
  });

  const queue = () => createJobQueue({ database: opened.database, now });
  const kit = () =>
    socialTestKit({
      db,
      box: world.box,
      now,
      events: world.events,
      social: {
        instagram: { clientId: instagram.clientId, clientSecret: instagram.clientSecret },
        instagramAuthUrl: `${instagram.url}/oauth/authorize`,
        instagramApiUrl: instagram.url,
        instagramGraphUrl: instagram.url,
        youtubeApiUrl: youtube.apiUrl,
      },
      google: {
        app: { clientId: youtube.clientId, clientSecret: youtube.clientSecret },
        authorizeUrl: `${youtube.url}/o/oauth2/v2/auth`,
        tokenUrl: `${youtube.url}/token`,
        revokeUrl: undefined,
        apiUrl: undefined,
      },
    });
  const repository = () => kit().repository;
  const accounts = () => kit().accounts;
  const jobs = () =>
    analyticsJobs({
      posts: tracked,
      queue: queue(),
      now,
      imported: kit().insights,
      insights: createPostInsights({
        channels: world.channels,
        adapters: {},
        tokens: createChannelTokens({ channels: world.channels, now }),
        settings: world.settings,
        now,
      }),
    });

  /** The provider's consent answered, its code exchanged: the account's secret. */
  async function grant(provider: SocialProvider) {
    const consent = await globalThis.fetch(accounts().authorizeUrl(provider, 'state'), {
      redirect: 'manual',
    });
    const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
    return accounts().connect(provider, code);
  }

  /** Connects the brand's account as the social module does, and imports its posts. */
  async function connectAndImport(provider: SocialProvider): Promise<string> {
    const account = await grant(provider);
    const id = randomUUID();
    const at = clock.toISOString();
    await repository().insertConnection({
      id,
      workspace_id: world.place.workspaceId,
      project_id: world.place.projectId,
      provider,
      account_id: account.accountId,
      account_name: account.accountName,
      account_url: account.accountUrl,
      profile: JSON.stringify(account.profile),
      insights: null,
      secret_sealed: accounts().seal(id, account.secret),
      status: 'connected',
      last_error_code: null,
      last_error_message: null,
      last_error_at: null,
      import_job_id: null,
      last_import_at: null,
      connected_by: null,
      created_at: at,
      updated_at: at,
    });
    await socialImportJobs({
      repository: repository(),
      accounts: accounts(),
      now,
      // What the account shows fills the brand's profile: not what this test is about.
      fillBrand: async () => {},
      keep: kit().keep,
    })[IMPORT_JOB]!.run({ connectionId: id, since: null }, context);
    return id;
  }

  const postsOf = (connectionId: string) =>
    db
      .selectFrom('analytics_posts')
      .selectAll()
      .where('connection_id', '=', connectionId)
      .orderBy('posted_at')
      .execute();
  const collect = (connectionId: string) => jobs()[ANALYTICS_COLLECT_JOB]!.run({ connectionId }, context);

  it('follows each imported post from its import: a young one at its next read, one older than 90 days once, now', async () => {
    const youtubeId = await connectAndImport('youtube');
    const instagramId = await connectAndImport('instagram');

    const videos = await postsOf(youtubeId);
    expect(videos).toHaveLength(2);
    for (const video of videos)
      expect(video).toMatchObject({
        source: 'imported',
        network: 'youtube',
        state: 'tracking',
        channel_id: null,
        snapshot_due: START.toISOString(),
        next_at: START.toISOString(),
      });
    const [first, second] = await postsOf(instagramId);
    expect(first).toMatchObject({
      network: 'instagram',
      posted_at: '2026-05-01T01:00:00.000Z',
      snapshot_due: '2026-05-02T01:00:00.000Z',
    });
    expect(second?.snapshot_due).toBe('2026-05-02T02:00:00.000Z');

    // The poll sends a collection for the connection with posts due (YouTube's, now).
    await jobs()[ANALYTICS_POLL_JOB]!.run({}, context);
    const sent = await db
      .selectFrom('jobs')
      .select('payload')
      .where('type', '=', ANALYTICS_COLLECT_JOB)
      .execute();
    expect(sent.map((job) => JSON.parse(job.payload))).toContainEqual({ connectionId: youtubeId });
    expect(sent.map((job) => JSON.parse(job.payload))).not.toContainEqual({ connectionId: instagramId });

    await collect(youtubeId);
    for (const video of await postsOf(youtubeId)) {
      // Its one read: done, the figures as YouTube gives them (counts sent as strings).
      expect(video).toMatchObject({ state: 'done', next_at: null });
      const snapshots = await tracked.snapshotsOf(video.id);
      expect(snapshots.map((s) => s.due_at)).toEqual([START.toISOString()]);
      const fake = youtube.videos.find((v) => v.id === video.remote_id)!;
      expect(readFigures(snapshots[0]!)).toEqual({
        views: Number(fake.viewCount),
        likes: Number(fake.likeCount),
        comments: Number(fake.commentCount),
        reach: 'not_offered',
        shares: 'not_offered',
        saves: 'not_offered',
        link_clicks: 'not_offered',
      });
    }
    expect(await tracked.daysOf(youtubeId)).toHaveLength(1);

    // Instagram's first read, 24 hours after each post went out.
    clock = new Date('2026-05-02T02:00:00Z');
    await collect(instagramId);
    const [read] = await postsOf(instagramId);
    const [snapshot] = await tracked.snapshotsOf(read!.id);
    expect(snapshot).toMatchObject({ due_at: '2026-05-02T01:00:00.000Z', taken_at: clock.toISOString() });
    const media = instagram.media.find((m) => m.id === read!.remote_id)!;
    expect(readFigures(snapshot!)).toMatchObject({
      likes: media.like_count,
      comments: media.comments_count,
      link_clicks: 'not_offered',
    });
    expect(typeof readFigures(snapshot!).reach).toBe('number');
    expect(read).toMatchObject({ state: 'tracking', snapshot_due: '2026-05-08T01:00:00.000Z' });
    const days = await tracked.daysOf(instagramId);
    expect(days.map((d) => Number(d.followers))).toEqual([12_345]);
  });

  it('waits out throttling, marks a deleted post unavailable, and pauses a refused connection until it is connected again', async () => {
    const instagramId = await connectAndImport('instagram');
    const [older, newer] = await postsOf(instagramId);
    clock = new Date('2026-05-02T03:00:00Z');

    instagram.throttle(true);
    await collect(instagramId);
    for (const post of await postsOf(instagramId))
      expect(post.next_at).toBe(new Date(clock.getTime() + INSTAGRAM_THROTTLE_WAIT_MS).toISOString());
    instagram.throttle(false);

    // The newer post was deleted on Instagram meanwhile.
    instagram.media.splice(
      instagram.media.findIndex((m) => m.id === newer!.remote_id),
      1,
    );
    clock = new Date(clock.getTime() + INSTAGRAM_THROTTLE_WAIT_MS);
    await collect(instagramId);
    const gone = (await postsOf(instagramId)).find((p) => p.id === newer!.id)!;
    expect(gone).toMatchObject({ state: 'gone', next_at: null });
    expect(readFigures((await tracked.snapshotsOf(gone.id))[0]!)).toMatchObject({
      likes: 'unavailable',
      reach: 'unavailable',
    });

    // The token is refused: the connection asks to be connected again, its posts wait.
    instagram.expireTokens();
    clock = new Date('2026-05-08T02:00:00Z');
    await collect(instagramId);
    expect((await postsOf(instagramId)).find((p) => p.id === older!.id)?.state).toBe('paused');
    expect((await repository().connectionById(instagramId))?.status).toBe('reconnect');
    await jobs()[ANALYTICS_POLL_JOB]!.run({}, context);
    expect((await postsOf(instagramId)).find((p) => p.id === older!.id)?.state).toBe('paused');

    // Connected again (the same account: the same connection, a new token): it catches up.
    const again = await grant('instagram');
    await repository().updateConnection(instagramId, {
      secret_sealed: accounts().seal(instagramId, again.secret),
      status: 'connected',
      updated_at: clock.toISOString(),
    });
    clock = new Date('2026-05-10T00:00:00Z');
    await jobs()[ANALYTICS_POLL_JOB]!.run({}, context);
    expect((await postsOf(instagramId)).find((p) => p.id === older!.id)?.state).toBe('tracking');
    await collect(instagramId);
    const snapshots = await tracked.snapshotsOf(older!.id);
    // The 7-day read, taken late, stands for its own time.
    expect(snapshots.map((s) => [s.due_at, s.taken_at]).at(-1)).toEqual([
      '2026-05-08T01:00:00.000Z',
      clock.toISOString(),
    ]);
  });

  it('leaves the last quarter of the account’s hour to imports: results past it wait an hour', async () => {
    const instagramId = await connectAndImport('instagram');
    const [post] = await postsOf(instagramId);
    clock = new Date('2026-05-02T03:00:00Z');
    instagram.setUsage(RESULTS_USAGE_CEILING_PERCENT);
    await collect(instagramId);
    for (const post of await postsOf(instagramId))
      expect(post.next_at).toBe(new Date(clock.getTime() + 60 * 60_000).toISOString());
    expect(await tracked.snapshotsOf(post!.id)).toEqual([]);

    // Below it again: read.
    instagram.setUsage(RESULTS_USAGE_CEILING_PERCENT - 1);
    clock = new Date(clock.getTime() + 60 * 60_000);
    await collect(instagramId);
    expect(await tracked.snapshotsOf(post!.id)).toHaveLength(1);
  });

  it('keeps YouTube results within their quarter of the day’s units, then reads on after the Pacific midnight', async () => {
    const youtubeId = await connectAndImport('youtube');
    const share = RESULTS_DAILY_UNITS.youtube!;
    // Another process's reads spent all but one unit of results' share today.
    await db
      .insertInto('analytics_budget')
      .values({ provider: 'youtube', day: quotaDay(clock), units: share - 1 })
      .execute();
    await collect(youtubeId);
    const [first, second] = await postsOf(youtubeId);
    // Both videos went in one read (50 ids a call): the last unit.
    expect(first).toMatchObject({ state: 'done' });
    expect(second).toMatchObject({ state: 'done' });
  });

  it('waits for the Pacific midnight once results spent their share of YouTube’s units', async () => {
    const youtubeId = await connectAndImport('youtube');
    const share = RESULTS_DAILY_UNITS.youtube!;
    await db
      .insertInto('analytics_budget')
      .values({ provider: 'youtube', day: quotaDay(clock), units: share })
      .execute();
    await collect(youtubeId);
    const reset = quotaReset(clock).toISOString();
    for (const video of await postsOf(youtubeId)) {
      expect(video).toMatchObject({ state: 'tracking', next_at: reset });
      expect(await tracked.snapshotsOf(video.id)).toEqual([]);
    }
    // After the reset the units are whole again: read.
    clock = new Date(reset);
    await collect(youtubeId);
    for (const video of await postsOf(youtubeId)) expect(await tracked.snapshotsOf(video.id)).toHaveLength(1);
  });

  it('stops following the posts of a connection that was removed, keeping what was read', async () => {
    const instagramId = await connectAndImport('instagram');
    const [post] = await postsOf(instagramId);
    await repository().deleteConnection(instagramId);
    clock = new Date('2026-05-03T00:00:00Z');
    await jobs()[ANALYTICS_POLL_JOB]!.run({}, context);
    expect(await tracked.find(post!.id)).toMatchObject({
      state: 'done',
      next_at: null,
      connection_id: null,
    });
  });

  it('keeps a post published here and imported later as one post, read through its channel', async () => {
    const channelId = await world.addChannel('instagram', {
      host: instagram.url,
      accountId: instagram.userId,
      handle: instagram.username,
      credentials: { access_token: 'unused' },
    });
    const remoteId = instagram.media[0]!.id;
    const postedAt = '2026-05-01T02:00:00.000Z';
    await db.transaction().execute((trx) =>
      tracked.track(
        trx,
        {
          workspace_id: world.place.workspaceId,
          project_id: world.place.projectId,
          network: 'instagram',
          remote_id: remoteId,
          url: null,
          source: 'published',
          channel_id: channelId,
          connection_id: null,
          publication_id: null,
          ticket_id: world.place.ticketId,
          posted_at: postedAt,
          snapshot_due: '2026-05-01T03:00:00.000Z',
          next_at: '2026-05-01T03:00:00.000Z',
        },
        clock.toISOString(),
      ),
    );
    const before = await tracked.findRemote(world.place.projectId, 'instagram', remoteId);
    await connectAndImport('instagram');
    const rows = await db
      .selectFrom('analytics_posts')
      .selectAll()
      .where('project_id', '=', world.place.projectId)
      .where('remote_id', '=', remoteId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: before?.id,
      source: 'published',
      channel_id: channelId,
      connection_id: null,
      ticket_id: world.place.ticketId,
      snapshot_due: '2026-05-01T03:00:00.000Z',
    });
  });
});
