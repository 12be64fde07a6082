import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import { openMigratedTestDatabase, testDialect } from '../../test/context.js';
import { insertProject } from '../../test/workspace-fixtures.js';
import { assetRightsSweep } from '../publishing/asset-rights-sweep.js';
import { createChannelTokens } from '../publishing/channel-tokens.js';
import { createPostTimes } from '../publishing/post-times.js';
import { publishJob } from '../publishing/publish-job.js';
import { publishingWorld } from '../publishing/publishing.fixtures.js';
import { createAssetFiles } from './asset-files.js';
import { insertAsset, insertAssetVersion } from './assets.fixtures.js';

/**
 * A library asset in a post (docs/product.md#asset-library): its rights are the publishing
 * module's to check when a post is scheduled or moved, and each scheduled variant records its
 * use of the asset in the same transaction.
 */
describe(`library assets in scheduled posts on ${testDialect}`, () => {
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
  const post = (channel: string, assetId: string, dueAt: string) =>
    service().scheduleTicket(world.place, {
      due_at: dueAt,
      queue: false,
      posts: [
        {
          channel_uid: channel,
          variant: {
            text: 'Spring is here',
            media: [{ asset_uid: assetId, alt: 'A field', mime_type: '', file_name: '', bytes: 0 }],
            ...(channel === mastodon ? { visibility: 'public' as const } : {}),
          },
        },
      ],
    });
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };
  const usesOf = (assetId: string) =>
    db
      .selectFrom('asset_uses')
      .select(['ticket_id', 'kind', 'network', 'version_id'])
      .where('asset_id', '=', assetId)
      .execute();

  it('schedules a post with a library asset, keeping its version, and records the use', async () => {
    const asset = await insertAsset(db, world.place, {
      name: 'field.png',
      expiresOn: '2026-05-10',
      networks: ['mastodon'],
    });
    const [publication] = await post(mastodon, asset.assetId, '2026-05-05T09:00:00Z');
    expect(publication?.state).toBe('scheduled');
    const stored = await db
      .selectFrom('publications')
      .select('variant')
      .where('id', '=', publication!.uid)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.variant).media[0]).toMatchObject({
      asset_uid: asset.assetId,
      asset_version_uid: asset.versionId,
      storage_key: asset.storageKey,
      mime_type: 'image/png',
      file_name: 'field.png',
      width: 1080,
    });
    expect(await usesOf(asset.assetId)).toEqual([
      {
        ticket_id: world.place.ticketId,
        kind: 'post_media',
        network: 'mastodon',
        version_id: asset.versionId,
      },
    ]);
    // "Used in" names the post's state and time on that network.
    expect(await createPostTimes(db).of([world.place.ticketId])).toContainEqual({
      ticketId: world.place.ticketId,
      network: 'mastodon',
      state: 'scheduled',
      at: '2026-05-05T09:00:00.000Z',
    });
    await service().unschedule(publication!.uid, publication!.version);
    expect(await usesOf(asset.assetId)).toEqual([]);
  });

  it('refuses (422) a network the licence does not name, and a day after the rights end, naming the asset', async () => {
    const asset = await insertAsset(db, world.place, {
      name: 'harbour.jpg',
      expiresOn: '2026-05-10',
      networks: ['mastodon'],
    });
    const network = await refusal(post(bluesky, asset.assetId, '2026-05-05T09:00:00Z'));
    expect(network.code).toBe('asset_network_not_allowed');
    expect(network.message).toContain('harbour.jpg');
    const late = await refusal(post(mastodon, asset.assetId, '2026-05-11T09:00:00Z'));
    expect(late.code).toBe('asset_rights_expired');
    expect(late.message).toContain('harbour.jpg');
    // The last day is still allowed; moving past it is not.
    const [publication] = await post(mastodon, asset.assetId, '2026-05-10T20:00:00Z');
    const moved = await refusal(
      service().reschedule(
        publication!.uid,
        new Date('2026-05-12T09:00:00Z'),
        publication!.version,
        world.place.memberId,
      ),
    );
    expect(moved.code).toBe('asset_rights_expired');
    expect(await usesOf(asset.assetId)).toHaveLength(1);
  });

  it('refuses an archived asset or one of another brand as a file the post cannot carry', async () => {
    const archived = await insertAsset(db, world.place, { archived: true });
    expect((await refusal(post(mastodon, archived.assetId, '2026-05-05T09:00:00Z'))).code).toBe(
      'publishing_media_not_on_ticket',
    );
    const { owner_id } = await db
      .selectFrom('workspaces')
      .select('owner_id')
      .where('id', '=', world.place.workspaceId)
      .executeTakeFirstOrThrow();
    const otherBrand = await insertProject(db, world.place.workspaceId, owner_id);
    const elsewhere = await insertAsset(db, { workspaceId: world.place.workspaceId, projectId: otherBrand });
    expect((await refusal(post(mastodon, elsewhere.assetId, '2026-05-05T09:00:00Z'))).code).toBe(
      'publishing_media_not_on_ticket',
    );
  });

  it('pulls, once a day, a scheduled post whose asset’s rights ended under the pull policy; two sweeps pull it once', async () => {
    const pulled = await insertAsset(db, world.place, {
      name: 'licensed.jpg',
      expiresOn: '2026-05-10',
      pullPolicy: 'pull',
    });
    const flagged = await insertAsset(db, world.place, { name: 'flagged.jpg', expiresOn: '2026-05-10' });
    const [toPull] = await post(mastodon, pulled.assetId, '2026-05-10T21:00:00Z');
    const [toKeep] = await post(mastodon, flagged.assetId, '2026-05-10T21:00:00Z');
    const sweepAt = (at: string) =>
      assetRightsSweep({
        db,
        publications: world.publications,
        channels: world.channels,
        assets: createAssetFiles(db),
        news: world.news,
        events: world.events,
        queue: createJobQueue({ database: opened.database, now: () => new Date(at) }),
        now: () => new Date(at),
      });
    // On its last day the asset may still be used: nothing moves.
    expect(await sweepAt('2026-05-10T00:10:00Z').sweep()).toBe(0);
    const counts = await Promise.all([
      sweepAt('2026-05-11T00:10:00Z').sweep(),
      sweepAt('2026-05-11T00:10:00Z').sweep(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const state = (id: string) =>
      db
        .selectFrom('publications')
        .select(['state', 'error_code'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await state(toPull!.uid)).toEqual({
      state: 'needs_attention',
      error_code: 'asset_rights_expired',
    });
    expect(await state(toKeep!.uid)).toEqual({ state: 'scheduled', error_code: null });
    const steps = await db
      .selectFrom('publication_events')
      .select(['kind', 'detail'])
      .where('publication_id', '=', toPull!.uid)
      .orderBy('seq')
      .execute();
    expect(steps.at(-1)).toEqual({ kind: 'asset_pulled', detail: expect.stringContaining('licensed.jpg') });
  });

  it('never sends a post whose asset’s rights were cut short after it was scheduled: it waits for a person', async () => {
    const asset = await insertAsset(db, world.place, { name: 'shortened.jpg', expiresOn: '2026-05-20' });
    const [publication] = await post(mastodon, asset.assetId, '2026-05-12T09:00:00Z');
    await db
      .updateTable('assets')
      .set({ expires_on: '2026-05-11' })
      .where('id', '=', asset.assetId)
      .execute();
    const at = new Date('2026-05-12T09:00:00Z');
    const job = publishJob({
      db,
      publications: world.publications,
      channels: world.channels,
      adapters: {},
      queue: createJobQueue({ database: opened.database, now: () => at }),
      readMedia: async () => Buffer.alloc(0),
      news: world.news,
      tokens: createChannelTokens({ channels: world.channels, now: () => at }),
      assets: createAssetFiles(db),
      now: () => at,
    });
    await job.run(
      { publicationId: publication!.uid, dueAt: '2026-05-12T09:00:00.000Z' },
      { jobId: 'job', attempt: 1, signal: new AbortController().signal, progress: async () => true },
    );
    const row = await db
      .selectFrom('publications')
      .select(['state', 'error_code', 'error_message'])
      .where('id', '=', publication!.uid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'needs_attention', error_code: 'asset_rights_expired' });
    expect(row.error_message).toContain('shortened.jpg');
  });

  it('flags a waiting post whose asset may not go out at its time, and one whose asset has a newer version', async () => {
    const asset = await insertAsset(db, world.place, { name: 'cover.png', expiresOn: '2026-05-30' });
    const [publication] = await post(mastodon, asset.assetId, '2026-05-20T09:00:00Z');
    const shown = async () =>
      (await service().forTicket(world.place.ticketId)).find((p) => p.uid === publication!.uid)!;
    expect(await shown()).toMatchObject({ asset_rights: null, newer_assets: [] });

    // The rights are cut short to before the post's day, and the library gets a second version.
    await db
      .updateTable('assets')
      .set({ expires_on: '2026-05-15' })
      .where('id', '=', asset.assetId)
      .execute();
    await insertAssetVersion(db, { assetId: asset.assetId, projectId: world.place.projectId }, { number: 2 });

    expect(await shown()).toMatchObject({
      asset_rights: {
        reason: 'expired',
        asset_uid: asset.assetId,
        asset_name: 'cover.png',
        last_day: '2026-05-15',
      },
      newer_assets: [
        { asset_uid: asset.assetId, asset_name: 'cover.png', kept_number: 1, current_number: 2 },
      ],
    });
    await service().unschedule(publication!.uid, publication!.version);
    // A post no longer waiting carries no flag.
    expect(
      (await service().forTicket(world.place.ticketId)).find((p) => p.uid === publication!.uid),
    ).toBeUndefined();
  });

  it('tells of a post whose asset’s rights were cut short 14, 3 and 0 days before its last day, once a day', async () => {
    const asset = await insertAsset(db, world.place, { name: 'poster.png', expiresOn: '2026-06-30' });
    const [publication] = await post(mastodon, asset.assetId, '2026-06-20T09:00:00Z');
    await db
      .updateTable('assets')
      .set({ expires_on: '2026-06-17' })
      .where('id', '=', asset.assetId)
      .execute();
    const told: { days: number; last: string | null; name: string; ticket: string }[] = [];
    world.events.on('asset.rights_ending', async (event) => {
      if (event.post.id === publication!.uid)
        told.push({
          days: event.daysLeft,
          last: event.lastDay,
          name: event.assetName,
          ticket: event.post.ticketId,
        });
    });
    const sweep = (day: string) =>
      assetRightsSweep({
        db,
        publications: world.publications,
        channels: world.channels,
        assets: createAssetFiles(db),
        news: world.news,
        events: world.events,
        queue: createJobQueue({ database: opened.database, now: () => new Date(`${day}T00:10:00Z`) }),
        now: () => new Date(`${day}T00:10:00Z`),
      }).sweep();
    for (const day of ['2026-06-02', '2026-06-03', '2026-06-04', '2026-06-14', '2026-06-15', '2026-06-17'])
      await sweep(day);
    expect(told).toEqual(
      [14, 3, 0].map((days) => ({
        days,
        last: '2026-06-17',
        name: 'poster.png',
        ticket: world.place.ticketId,
      })),
    );
  });
});
