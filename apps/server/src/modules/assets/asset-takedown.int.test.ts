import { randomUUID } from 'node:crypto';
import { errorStatus } from '@expertos/domain/errors';
import { publicationListSchema } from '@expertos/domain/publishing/publication.schema';
import { rightsTakedownListSchema } from '@expertos/domain/publishing/rights-takedown.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import { mailCollector } from '../../test/auth-helpers.js';
import {
  createTestContext,
  openMigratedTestDatabase,
  type TestContext,
  testDialect,
} from '../../test/context.js';
import { type FakeMastodon, startFakeMastodon } from '../../test/mastodon-server.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { assetRightsSweep } from '../publishing/asset-rights-sweep.js';
import { createChannelTokens } from '../publishing/channel-tokens.js';
import { mastodonAdapter } from '../publishing/networks/mastodon/mastodon.adapter.js';
import { publishingWorld } from '../publishing/publishing.fixtures.js';
import { createRightsTakedowns } from '../publishing/rights-takedowns.js';
import { createTicketTasks } from '../tickets/ticket-tasks.js';
import { createTicketTitles } from '../tickets/ticket-titles.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';
import { createAssetFiles } from './asset-files.js';
import { insertAsset } from './assets.fixtures.js';

/**
 * A published post whose library asset may no longer be used (docs/product.md#asset-library):
 * listed for the brand, taken down at its network where the adapter can delete (here Mastodon,
 * against its local stand-in, through the egress guard), else one task made by the daily sweep.
 */
describe(`published posts with an expired asset on ${testDialect}`, () => {
  let opened: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let db: Db;
  let world: Awaited<ReturnType<typeof publishingWorld>>;
  let mastodon: FakeMastodon;
  let mastodonChannel: string;
  let mastodonAccount: string;
  let bluesky: string;
  // Scheduled on May 1st for May 5th; the asset's last day is May 10th, the list is read on the 11th.
  const scheduledAt = new Date('2026-05-01T08:00:00Z');
  const after = new Date('2026-05-11T00:10:00Z');
  const fetch = createGuardedFetch({ allowPrivate: true });

  beforeAll(async () => {
    opened = await openMigratedTestDatabase();
    db = opened.database.db;
    mastodon = await startFakeMastodon();
    world = await publishingWorld(db);
    ({ channelId: mastodonChannel, accountId: mastodonAccount } = await world.connectMastodon(mastodon));
    bluesky = await world.addChannel('bluesky', {
      host: 'https://pds.example',
      accountId: 'did:plc:brand',
      handle: 'brand.example',
      credentials: { appPassword: 'p' },
    });
    // The post's person: its task goes to them.
    await db
      .updateTable('tickets')
      .set({ assignee_id: world.place.memberId, reporter_id: world.place.memberId })
      .where('id', '=', world.place.ticketId)
      .execute();
  });
  afterAll(async () => {
    await mastodon.close();
    await opened.dispose();
  });

  const takedowns = (at: Date) =>
    createRightsTakedowns({
      db,
      channels: world.channels,
      // Bluesky's adapter has no delete here: absent or without `remove`, a person takes it down.
      adapters: { mastodon: mastodonAdapter({ fetch, now: () => at }) },
      tokens: createChannelTokens({ channels: world.channels, now: () => at }),
      assets: createAssetFiles(db),
      titles: createTicketTitles(db),
      tasks: createTicketTasks({ db, events: world.events, now: () => at }),
      now: () => at,
    });

  /** Scheduled as a person would, then written published as the publish job writes it. */
  async function published(channel: string, assetId: string, remote: { id: string; url: string }) {
    const [publication] = await world
      .service({
        queue: createJobQueue({ database: opened.database, now: () => scheduledAt }),
        now: () => scheduledAt,
      })
      .scheduleTicket(world.place, {
        due_at: '2026-05-05T09:00:00Z',
        queue: false,
        posts: [
          {
            channel_uid: channel,
            variant: {
              text: 'Spring is here',
              media: [{ asset_uid: assetId, alt: 'A field', mime_type: '', file_name: '', bytes: 0 }],
              ...(channel === mastodonChannel ? { visibility: 'public' as const } : {}),
            },
          },
        ],
      });
    const row = await db
      .updateTable('publications')
      .set((eb) => ({
        state: 'published',
        remote_id: remote.id,
        remote_url: remote.url,
        published_at: '2026-05-05T09:00:01.000Z',
        version: eb('version', '+', 1),
      }))
      .where('id', '=', publication!.uid)
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
    return { id: row.id, version: Number(row.version) };
  }

  const stepsOf = (id: string) =>
    db
      .selectFrom('publication_events')
      .select(['kind', 'actor_id', 'detail'])
      .where('publication_id', '=', id)
      .orderBy('seq')
      .execute();

  it('lists the published post whose asset expired, not one whose asset may still be used', async () => {
    const expired = await insertAsset(db, world.place, { name: 'logo.png', expiresOn: '2026-05-10' });
    const fine = await insertAsset(db, world.place, { name: 'field.png', expiresOn: '2026-12-31' });
    const status = mastodon.addStatus(mastodonAccount, 'Spring is here');
    const listed = await published(mastodonChannel, expired.assetId, {
      id: status.id,
      url: `${mastodon.origin}/@brand/${status.id}`,
    });
    const kept = await published(mastodonChannel, fine.assetId, {
      id: '999',
      url: `${mastodon.origin}/@brand/999`,
    });

    // On its last day the asset may still be used.
    expect(await takedowns(new Date('2026-05-10T12:00:00Z')).list(world.place.projectId)).toEqual([]);
    const list = await takedowns(after).list(world.place.projectId);
    expect(list.map((item) => item.publication_uid)).toEqual([listed.id]);
    expect(list.map((item) => item.publication_uid)).not.toContain(kept.id);
    expect(list[0]).toMatchObject({
      version: listed.version,
      ticket_uid: world.place.ticketId,
      network: 'mastodon',
      remote_url: `${mastodon.origin}/@brand/${status.id}`,
      asset: { uid: expired.assetId, name: 'logo.png', last_day: '2026-05-10', reason: 'expired' },
      can_take_down: true,
      task_uid: null,
    });
  });

  it('takes the post down at a network that can delete: the stand-in’s delete is called and the step kept', async () => {
    const asset = await insertAsset(db, world.place, { name: 'poster.png', expiresOn: '2026-05-10' });
    const status = mastodon.addStatus(mastodonAccount, 'Spring is here');
    const post = await published(mastodonChannel, asset.assetId, {
      id: status.id,
      url: `${mastodon.origin}/@brand/${status.id}`,
    });
    const place = { ticketId: world.place.ticketId, memberId: world.place.memberId };

    // A stale copy deletes nothing.
    const stale = await takedowns(after)
      .takeDown(place, post.id, post.version - 1)
      .catch((e: unknown) => e);
    expect((stale as AppError).code).toBe('conflict');
    expect(mastodon.statusesOf(mastodonAccount).some((s) => s.id === status.id)).toBe(true);

    await takedowns(after).takeDown(place, post.id, post.version);
    expect(mastodon.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toContain(
      `/api/v1/statuses/${status.id}`,
    );
    expect(mastodon.statusesOf(mastodonAccount).some((s) => s.id === status.id)).toBe(false);
    const row = await db
      .selectFrom('publications')
      .select(['state', 'remote_id', 'remote_url'])
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'published', remote_id: null, remote_url: null });
    expect((await stepsOf(post.id)).at(-1)).toEqual({
      kind: 'taken_down',
      actor_id: world.place.memberId,
      detail: expect.stringContaining(status.id),
    });
    // Taken down, it is no longer listed.
    const list = await takedowns(after).list(world.place.projectId);
    expect(list.map((item) => item.publication_uid)).not.toContain(post.id);
  });

  it('answers 409 where the network cannot delete, and the sweep makes one task over two sweeps', async () => {
    const asset = await insertAsset(db, world.place, { name: 'banner.png', expiresOn: '2026-05-10' });
    const post = await published(bluesky, asset.assetId, {
      id: 'at://did:plc:brand/app.bsky.feed.post/3k',
      url: 'https://bsky.app/profile/brand.example/post/3k',
    });
    const refused = await takedowns(after)
      .takeDown({ ticketId: world.place.ticketId, memberId: world.place.memberId }, post.id, post.version)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('publishing_cannot_take_down');
    expect(errorStatus('publishing_cannot_take_down')).toBe(409);
    expect(
      (await takedowns(after).list(world.place.projectId)).find((item) => item.publication_uid === post.id),
    ).toMatchObject({ can_take_down: false, task_uid: null });

    const sweep = () =>
      assetRightsSweep({
        db,
        publications: world.publications,
        channels: world.channels,
        assets: createAssetFiles(db),
        news: world.news,
        events: world.events,
        queue: createJobQueue({ database: opened.database, now: () => after }),
        takedowns: takedowns(after),
        now: () => after,
      }).sweep();
    await sweep();
    await sweep();

    const { number } = await db
      .selectFrom('tickets')
      .select('number')
      .where('id', '=', world.place.ticketId)
      .executeTakeFirstOrThrow();
    const tasks = await db
      .selectFrom('tickets')
      .select(['id', 'summary', 'ticket_type', 'assignee_id', 'project_id'])
      .where('project_id', '=', world.place.projectId)
      .where('summary', 'like', 'Take down the Bluesky post%')
      .execute();
    expect(tasks).toEqual([
      {
        id: expect.any(String),
        summary: `Take down the Bluesky post of #${number}: “banner.png” may no longer be used`,
        ticket_type: 'task',
        assignee_id: world.place.memberId,
        project_id: world.place.projectId,
      },
    ]);
    expect((await stepsOf(post.id)).filter((s) => s.kind === 'takedown_task')).toHaveLength(1);
    // The list links the task; the Mastodon post taken down earlier got none.
    const list = await takedowns(after).list(world.place.projectId);
    expect(list.find((item) => item.publication_uid === post.id)?.task_uid).toBe(tasks[0]!.id);
    expect(
      await db
        .selectFrom('tickets')
        .select('id')
        .where('summary', 'like', 'Take down the Mastodon post%')
        .where('project_id', '=', world.place.projectId)
        .execute(),
    ).toEqual([]);
  });
});

/** The two routes as the server registers them: the brand's list, and a refusal where a network cannot delete. */
describe('the rights take-down routes', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    people = await signUpPeople(ctx.app, mail);
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(() => ctx.close());

  it('lists a published post whose asset’s rights ended, and answers 409 for a network that cannot delete', async () => {
    const db = ctx.database.db;
    const place = { workspaceId: world.a.id, projectId: world.a.projectId };
    const at = new Date().toISOString();
    // Its last day long past, whatever the server's clock.
    const asset = await insertAsset(db, place, { name: 'logo.png', expiresOn: '2020-01-10' });
    const ticketId = await insertTicket(db, place, { ticket_type: 'post' });
    const channelId = randomUUID();
    await db
      .insertInto('publishing_channels')
      .values({
        id: channelId,
        workspace_id: world.a.id,
        project_id: world.a.projectId,
        network: 'bluesky',
        host: 'https://pds.example',
        account_id: 'did:plc:brand',
        handle: 'brand.example',
        display_name: null,
        avatar_url: null,
        // Never opened: Bluesky cannot delete here, so the server refuses before any call.
        credentials: 'sealed',
        limits: null,
        state: 'connected',
        state_reason: null,
        created_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const publicationId = randomUUID();
    await db
      .insertInto('publications')
      .values({
        id: publicationId,
        workspace_id: world.a.id,
        project_id: world.a.projectId,
        ticket_id: ticketId,
        channel_id: channelId,
        variant: JSON.stringify({
          text: 'Spring is here',
          media: [
            {
              asset_uid: asset.assetId,
              storage_key: asset.storageKey,
              mime_type: 'image/png',
              file_name: 'logo.png',
              bytes: 10,
              alt: null,
            },
          ],
        }),
        state: 'published',
        due_at: '2020-01-05T09:00:00.000Z',
        remote_id: 'at://did:plc:brand/app.bsky.feed.post/3k',
        remote_url: 'https://bsky.app/profile/brand.example/post/3k',
        error_code: null,
        error_message: null,
        published_at: '2020-01-05T09:00:01.000Z',
        created_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();

    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${world.a.projectId}/publishing/rights-takedowns`,
      headers: people.owner.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(rightsTakedownListSchema.parse(list.json())).toEqual([
      expect.objectContaining({
        publication_uid: publicationId,
        network: 'bluesky',
        can_take_down: false,
        asset: { uid: asset.assetId, name: 'logo.png', last_day: '2020-01-10', reason: 'expired' },
      }),
    ]);

    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticketId}/publications/${publicationId}/take-down`,
      headers: people.owner.headers,
      payload: { version: 1 },
    });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'publishing_cannot_take_down']);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticketId}/publications/${randomUUID()}/take-down`,
      headers: people.owner.headers,
      payload: { version: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    const publications = await ctx.app.inject({
      method: 'GET',
      url: `/api/tickets/${ticketId}/publications`,
      headers: people.owner.headers,
    });
    expect(publicationListSchema.parse(publications.json())[0]?.remote_url).toBe(
      'https://bsky.app/profile/brand.example/post/3k',
    );
  });
});
