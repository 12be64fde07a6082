import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import { openMigratedTestDatabase } from '../../test/context.js';
import { createPublicationsRepository } from './publications.repository.js';
import { PUBLISH_JOB } from './publish-job.js';
import { publishingWorld } from './publishing.fixtures.js';

describe('scheduling posts', () => {
  let opened: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let db: Db;
  let world: Awaited<ReturnType<typeof publishingWorld>>;
  let mastodon: string;
  let bluesky: string;
  const now = new Date('2026-05-01T08:00:00Z');

  beforeAll(async () => {
    opened = await openMigratedTestDatabase();
    db = opened.database.db;
    world = await publishingWorld(db);
    mastodon = await world.addChannel('mastodon', {
      host: 'https://social.example',
      accountId: '1',
      handle: 'brand@social.example',
      credentials: { accessToken: 't' },
    });
    bluesky = await world.addChannel('bluesky', {
      host: 'https://pds.example',
      accountId: 'did:plc:brand',
      handle: 'brand.example',
      credentials: { appPassword: 'p' },
    });
  });
  afterAll(() => opened.dispose());

  const service = () =>
    world.service({ queue: createJobQueue({ database: opened.database, now: () => now }), now: () => now });
  const jobsOf = (publicationId: string) =>
    db
      .selectFrom('jobs')
      .select(['payload', 'run_at'])
      .where('type', '=', PUBLISH_JOB)
      .where('payload', 'like', `%${publicationId}%`)
      .orderBy('run_at')
      .execute();
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('makes a publication per channel, each with its job at its time, in one go', async () => {
    const due = new Date('2026-05-01T09:30:00Z');
    const ids = await service().schedule(world.place, due, [
      { channelId: mastodon, variant: { text: 'Hello Mastodon', media: [], visibility: 'public' } },
      { channelId: bluesky, variant: { text: 'Hello Bluesky', media: [] } },
    ]);
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      const jobs = await jobsOf(id);
      expect(jobs.map((j) => [new Date(j.run_at).toISOString(), JSON.parse(j.payload)])).toEqual([
        [due.toISOString(), { publicationId: id, dueAt: due.toISOString() }],
      ]);
      expect(await createPublicationsRepository(db).find(id)).toMatchObject({
        state: 'scheduled',
        due_at: due.toISOString(),
      });
    }
  });

  it('refuses a variant its network would refuse, naming the rule, and schedules none of the post', async () => {
    const before = await db
      .selectFrom('publications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const error = await refusal(
      service().schedule(world.place, new Date('2026-05-01T10:00:00Z'), [
        { channelId: mastodon, variant: { text: 'fine', media: [] } },
        { channelId: bluesky, variant: { text: 'x'.repeat(301), media: [] } },
      ]),
    );
    expect(error.code).toBe('validation_error');
    expect(error.details).toEqual([
      { path: 'posts.1.variant.text', message: 'Bluesky allows 300 characters; this has 301.' },
    ]);
    const after = await db
      .selectFrom('publications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a channel of another brand as not found', async () => {
    const other = await publishingWorld(db);
    const theirs = await other.addChannel('mastodon', {
      host: 'https://social.example',
      accountId: '2',
      handle: 'other@social.example',
      credentials: { accessToken: 't' },
    });
    const error = await refusal(
      service().schedule(world.place, new Date('2026-05-01T10:00:00Z'), [
        { channelId: theirs, variant: { text: 'hi', media: [] } },
      ]),
    );
    expect(error.code).toBe('not_found');
  });

  it('reschedules with a new job for the new time, and refuses a stale copy', async () => {
    const [id] = await service().schedule(world.place, new Date('2026-05-01T11:00:00Z'), [
      { channelId: mastodon, variant: { text: 'Moving', media: [] } },
    ]);
    await service().reschedule(id!, new Date('2026-05-02T11:00:00Z'), 1, world.place.memberId);
    expect((await jobsOf(id!)).map((j) => JSON.parse(j.payload).dueAt)).toEqual([
      '2026-05-01T11:00:00.000Z',
      '2026-05-02T11:00:00.000Z',
    ]);
    const row = await createPublicationsRepository(db).find(id!);
    expect(row).toMatchObject({ state: 'scheduled', due_at: '2026-05-02T11:00:00.000Z', version: 2 });
    expect(
      (await refusal(service().reschedule(id!, new Date('2026-05-03T11:00:00Z'), 1, world.place.memberId)))
        .code,
    ).toBe('conflict');
    const timeline = await createPublicationsRepository(db).timeline(id!);
    expect(timeline.map((s) => [s.kind, s.actor_id])).toEqual([
      ['scheduled', world.place.memberId],
      ['rescheduled', world.place.memberId],
    ]);
  });

  it('unschedules a post not yet out, at the version seen', async () => {
    const [id] = await service().schedule(world.place, new Date('2026-05-01T12:00:00Z'), [
      { channelId: mastodon, variant: { text: 'Never mind', media: [] } },
    ]);
    expect((await refusal(service().unschedule(id!, 7))).code).toBe('conflict');
    await service().unschedule(id!, 1);
    expect(await createPublicationsRepository(db).find(id!)).toBeUndefined();
  });
});
