import { APPROVAL_MESSAGES } from '@expertos/domain/approvals/messages';
import { BLUESKY_LIMITS } from '@expertos/domain/publishing/limits';
import { type Publication, publicationListSchema } from '@expertos/domain/publishing/publication.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { type FakeBluesky, startFakeBluesky } from '../../test/bluesky-server.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { postCalls } from '../publishing/post-api.fixtures.js';
import { insertAsset, insertAssetVersion } from './assets.fixtures.js';

/**
 * "Use it" on a waiting post whose library asset has a newer version (docs/product.md#asset-library):
 * the post takes the library's current file, checked as scheduling checks it, on the copy the
 * person saw; under approval it is a change of what goes out and goes back for approval.
 */
describe(`a waiting post takes its asset's newer version on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let pds: FakeBluesky;
  let channelUid: string;

  const call = (persona: Persona, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const place = () => ({ workspaceId: world.a.id, projectId: world.a.projectId });
  const listOf = async (ticket: string): Promise<Publication[]> => {
    const res = await call('member', 'GET', `/api/tickets/${ticket}/publications`);
    expect(res.statusCode, res.body).toBe(200);
    return publicationListSchema.parse(res.json());
  };
  const useNewer = (ticket: string, p: Publication, query = '', version = p.version) =>
    call('member', 'POST', `/api/tickets/${ticket}/publications/${p.uid}/newer-assets${query}`, { version });
  const storedMedia = async (publicationId: string) =>
    JSON.parse(
      (
        await ctx.database.db
          .selectFrom('publications')
          .select('variant')
          .where('id', '=', publicationId)
          .executeTakeFirstOrThrow()
      ).variant,
    ).media as { asset_uid: string; asset_version_uid: string; storage_key: string; bytes: number }[];
  const useOf = (assetId: string) =>
    ctx.database.db
      .selectFrom('asset_uses')
      .select(['version_id'])
      .where('asset_id', '=', assetId)
      .where('kind', '=', 'post_media')
      .execute();

  const { newPost, requireApproval, approve, connectBluesky } = postCalls(call, () => world);
  async function schedule(ticket: string, assetId: string) {
    const res = await call('member', 'POST', `/api/tickets/${ticket}/publications`, {
      due_at: new Date(Date.now() + 3 * 60 * 60_000).toISOString(),
      posts: [
        {
          channel_uid: channelUid,
          variant: {
            text: 'Spring is on the menu',
            media: [{ asset_uid: assetId, alt: 'The menu', mime_type: '', file_name: '', bytes: 0 }],
          },
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    return publicationListSchema.parse(res.json())[0]!;
  }

  beforeAll(async () => {
    pds = await startFakeBluesky();
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: { ALLOW_PRIVATE_TARGETS: 'true', RATE_LIMIT_MAX: '100000' },
    });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    pds.reset();
    world = await buildWorld(ctx.database.db, people);
    channelUid = await connectBluesky(pds);
  });
  afterAll(async () => {
    await ctx?.close();
    await pds?.close();
  });

  it('swaps the kept version for the current one on the copy seen, records the use, and tells it in the timeline', async () => {
    const db = ctx.database.db;
    const ticket = await newPost();
    const menu = await insertAsset(db, place(), { name: 'menu.png' });
    const scheduled = await schedule(ticket, menu.assetId);
    // Nothing newer yet: nothing changes, and the copy stays the same.
    const same = await useNewer(ticket, scheduled);
    expect(same.statusCode, same.body).toBe(200);
    expect(publicationListSchema.parse(same.json())[0]).toMatchObject({ version: scheduled.version });

    const second = await insertAssetVersion(
      db,
      { assetId: menu.assetId, projectId: world.a.projectId },
      { number: 2 },
    );
    const [flagged] = await listOf(ticket);
    expect(flagged?.newer_assets).toEqual([
      { asset_uid: menu.assetId, asset_name: 'menu.png', kept_number: 1, current_number: 2 },
    ]);

    // A copy someone changed meanwhile is refused, and nothing moves.
    const stale = await useNewer(ticket, flagged!, '', flagged!.version + 1);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('conflict');
    expect((await storedMedia(flagged!.uid))[0]?.asset_version_uid).toBe(menu.versionId);

    const used = await useNewer(ticket, flagged!);
    expect(used.statusCode, used.body).toBe(200);
    const [after] = publicationListSchema.parse(used.json());
    expect(after).toMatchObject({ state: 'scheduled', newer_assets: [], version: flagged!.version + 1 });
    expect(after?.timeline.at(-1)).toMatchObject({ kind: 'assets_updated', detail: 'menu.png' });
    expect((await storedMedia(after!.uid))[0]).toMatchObject({
      asset_uid: menu.assetId,
      asset_version_uid: second.versionId,
      storage_key: second.storageKey,
      bytes: 10,
    });
    expect(await useOf(menu.assetId)).toEqual([{ version_id: second.versionId }]);
  });

  it('refuses a newer file the network would refuse, a post no longer waiting, and one the network has the files of', async () => {
    const db = ctx.database.db;
    const ticket = await newPost();
    const photo = await insertAsset(db, place(), { name: 'photo.png' });
    const scheduled = await schedule(ticket, photo.assetId);
    // Too big for Bluesky: named at the file, and the post keeps what it had.
    await insertAssetVersion(
      db,
      { assetId: photo.assetId, projectId: world.a.projectId },
      { number: 2, size: BLUESKY_LIMITS.imageBytes + 1 },
    );
    const big = await useNewer(ticket, scheduled);
    expect(big.statusCode, big.body).toBe(400);
    expect(big.json().details[0].path).toBe('publication.variant.media.0');
    expect((await storedMedia(scheduled.uid))[0]?.asset_version_uid).toBe(photo.versionId);

    await insertAssetVersion(db, { assetId: photo.assetId, projectId: world.a.projectId }, { number: 3 });
    // The network took the files already (ahead of its time): a new file would not reach it.
    await db
      .updateTable('publications')
      .set({ progress: JSON.stringify({ media_0: 'blob-1' }) })
      .where('id', '=', scheduled.uid)
      .execute();
    const uploaded = await useNewer(ticket, scheduled);
    expect(uploaded.statusCode, uploaded.body).toBe(409);
    expect(uploaded.json().code).toBe('publishing_newer_uploaded');

    // Another ticket's publication is not there; a malformed copy is a 400.
    const other = await newPost();
    expect((await useNewer(other, scheduled)).statusCode).toBe(404);
    const malformed = await call(
      'member',
      'POST',
      `/api/tickets/${ticket}/publications/${scheduled.uid}/newer-assets`,
      { version: 'one' },
    );
    expect(malformed.statusCode).toBe(400);

    // Published already: too late.
    await db
      .updateTable('publications')
      .set({ state: 'published' })
      .where('id', '=', scheduled.uid)
      .execute();
    const late = await useNewer(ticket, scheduled);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().code).toBe('publishing_newer_not_waiting');
  });

  it('under approval, an approved post takes it only by reopening review, and comes off the schedule until approved', async () => {
    const db = ctx.database.db;
    await requireApproval();
    const ticket = await newPost();
    const banner = await insertAsset(db, place(), { name: 'banner.png' });
    // The post's words and its file are approved, then scheduled.
    const saved = await call('member', 'PUT', `/api/tickets/${ticket}/publishing/variants`, {
      variants: [
        {
          channel_uid: channelUid,
          variant: {
            text: 'Spring is on the menu',
            media: [{ asset_uid: banner.assetId, alt: 'The menu', mime_type: '', file_name: '', bytes: 0 }],
          },
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await approve(ticket);
    const scheduled = await schedule(ticket, banner.assetId);
    await insertAssetVersion(db, { assetId: banner.assetId, projectId: world.a.projectId }, { number: 2 });

    const locked = await useNewer(ticket, scheduled);
    expect(locked.statusCode, locked.body).toBe(409);
    expect(locked.json()).toMatchObject({
      code: 'post_locked_approved',
      details: [{ path: 'variants', message: APPROVAL_MESSAGES.locked }],
    });
    expect((await storedMedia(scheduled.uid))[0]?.asset_version_uid).toBe(banner.versionId);

    const reopened = await useNewer(ticket, scheduled, '?reopen_review=true');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(publicationListSchema.parse(reopened.json())[0]).toMatchObject({
      state: 'needs_attention',
      timeline: expect.arrayContaining([expect.objectContaining({ kind: 'needs_approval' })]),
    });
    const round = (await call('admin', 'GET', `/api/tickets/${ticket}/approval`)).json().round;
    // A new round asks the reviewers again.
    expect(round.status).toBe('open');
  });
});
