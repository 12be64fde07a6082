import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { JobContext } from '../../platform/jobs/job-handler.js';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import { openMigratedTestDatabase } from '../../test/context.js';
import { type FakeMastodon, startFakeMastodon } from '../../test/mastodon-server.js';
import { createChannelTokens } from './channel-tokens.js';
import { mastodonAdapter } from './networks/mastodon/mastodon.adapter.js';
import { createPublicationsRepository } from './publications.repository.js';
import { publishJob } from './publish-job.js';
import { publishingWorld } from './publishing.fixtures.js';

/**
 * A run cut off mid-call (its worker killed) whose job comes back only after a long outage:
 * the next run asks the network first, and what it does then depends on the answer — a post
 * that went out at its time is recorded, one that never went out is late like any other post.
 */
describe('the publish job after a run cut off before an outage', () => {
  let opened: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let db: Db;
  let world: Awaited<ReturnType<typeof publishingWorld>>;
  let mastodon: FakeMastodon;
  let channelId: string;
  let accountId: string;
  const due = new Date('2026-05-01T09:30:00Z');
  let clock = due;
  const now = () => clock;
  const text = 'Spring launch: our new range is here.';

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
    clock = due;
    ({ accountId, channelId } = await world.connectMastodon(mastodon));
  });

  const publications = () => createPublicationsRepository(db);
  const job = () =>
    publishJob({
      db,
      publications: publications(),
      channels: world.channels,
      adapters: { mastodon: mastodonAdapter({ fetch: createGuardedFetch({ allowPrivate: true }) }) },
      queue: createJobQueue({ database: opened.database, now }),
      readMedia: async () => Buffer.alloc(0),
      news: world.news,
      tokens: createChannelTokens({ channels: world.channels, now }),
      now,
    });
  const run = (payload: { publicationId: string; dueAt: string }) =>
    job().run(payload, {
      jobId: 'job',
      attempt: 2,
      signal: new AbortController().signal,
      progress: async () => true,
    } satisfies JobContext);

  /** Scheduled at `due`, then claimed by a run that died before it heard from the network. */
  async function cutOff() {
    const service = world.service({
      queue: createJobQueue({ database: opened.database, now }),
      now,
      publications: publications(),
    });
    const [publicationId] = await service.schedule(world.place, due, [
      { channelId, variant: { text, media: [], visibility: 'public' } },
    ]);
    await publications().move(
      db,
      publicationId!,
      'scheduled',
      'publishing',
      due.toISOString(),
      { countAttempt: true },
      { kind: 'started' },
    );
    return { publicationId: publicationId!, dueAt: due.toISOString() };
  }

  it('does not post it hours late when it never went out: it waits for a person', async () => {
    const payload = await cutOff();
    clock = new Date(due.getTime() + 3 * 60 * 60_000);
    await run(payload);
    expect(mastodon.statusesOf(accountId)).toHaveLength(0);
    expect(await publications().find(payload.publicationId)).toMatchObject({ state: 'needs_attention' });
    expect((await publications().timeline(payload.publicationId)).map((s) => s.kind)).toEqual([
      'scheduled',
      'started',
      'late',
    ]);
  });

  it('records the post that did go out at its time, however late the run that finds it', async () => {
    const payload = await cutOff();
    mastodon.addStatus(accountId, text, due);
    clock = new Date(due.getTime() + 3 * 60 * 60_000);
    await run(payload);
    expect(mastodon.statusesOf(accountId)).toHaveLength(1);
    expect(await publications().find(payload.publicationId)).toMatchObject({ state: 'published' });
  });

  it('posts it now when it never went out and its time is within the window', async () => {
    const payload = await cutOff();
    clock = new Date(due.getTime() + 10 * 60_000);
    await run(payload);
    expect(mastodon.statusesOf(accountId)).toHaveLength(1);
    expect(await publications().find(payload.publicationId)).toMatchObject({ state: 'published' });
  });

  it('given up by the jobs table (its worker died on every attempt), it waits for a person, who is told to look first', async () => {
    const payload = await cutOff();
    await job().onDead?.(
      payload,
      'Gave up after 7 attempts: the worker stopped before finishing (lease expired)',
    );
    const row = await publications().find(payload.publicationId);
    expect(row).toMatchObject({ state: 'needs_attention', error_code: 'gave_up' });
    expect(row?.error_message).toContain('Check the network for it before publishing it again');
    expect(mastodon.statusesOf(accountId)).toHaveLength(0);
    // Told twice (a second dead job of an older time): nothing more happens.
    await job().onDead?.(payload, 'again');
    expect((await publications().timeline(payload.publicationId)).map((s) => s.kind)).toEqual([
      'scheduled',
      'started',
      'needs_attention',
    ]);
  });
});
