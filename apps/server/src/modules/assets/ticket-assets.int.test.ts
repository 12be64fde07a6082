import { ticketAssetsSchema } from '@expertos/domain/assets';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import { createTicketsTestContext, insertTicket, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { insertAsset, insertAssetVersion } from './assets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

/**
 * "From library" in a ticket (docs/product.md#asset-library): a ticket uses assets of its own
 * brand as reference images or attachments, keeps the version it was given, and the library
 * knows where each asset is used.
 */
describe(`a ticket's library assets on ${testDialect}`, () => {
  let t: Context;
  let world: TicketWorld;
  let ticketId: string;
  const place = () => ({ workspaceId: world.a.id, projectId: world.a.projectId });
  const url = (suffix = '') => `/api/tickets/${ticketId}/assets${suffix}`;
  const items = async (persona: 'member' | 'owner' = 'member') => {
    const res = await t.call(persona, 'GET', url());
    expect(res.statusCode, res.body).toBe(200);
    return ticketAssetsSchema.parse(res.json()).items;
  };

  beforeAll(async () => {
    t = await createTicketsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticketId = await insertTicket(t.ctx.database.db, place());
  });
  afterAll(() => t.ctx.close());

  it('adds assets as references and attachments, listed with the version kept and shown as used', async () => {
    const db = t.ctx.database.db;
    const logo = await insertAsset(db, place(), { name: 'logo.png' });
    const shot = await insertAsset(db, place(), { name: 'shot.png' });
    const added = await t.call('member', 'POST', url(), {
      asset_uids: [logo.assetId, shot.assetId],
      kind: 'reference',
    });
    expect(added.statusCode, added.body).toBe(200);
    const attached = await t.call('member', 'POST', url(), {
      asset_uids: [logo.assetId],
      kind: 'attachment',
    });
    expect(attached.statusCode, attached.body).toBe(200);
    // Adding one again the same way changes nothing.
    expect(
      (await t.call('member', 'POST', url(), { asset_uids: [logo.assetId], kind: 'reference' })).statusCode,
    ).toBe(200);

    const listed = await items();
    expect(listed.map((item) => [item.asset.name, item.kind])).toEqual([
      ['logo.png', 'reference'],
      ['shot.png', 'reference'],
      ['logo.png', 'attachment'],
    ]);
    expect(listed[0]).toMatchObject({ version_uid: logo.versionId, version_number: 1, newer_version: false });

    const uses = await t.call(
      'member',
      'GET',
      `/api/workspaces/${world.a.id}/projects/${world.a.projectId}/assets/${logo.assetId}/uses`,
    );
    expect(uses.statusCode, uses.body).toBe(200);
    expect((uses.json() as { items: { ticket_uid: string; kind: string }[] }).items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ticket_uid: ticketId, kind: 'reference' }),
        expect.objectContaining({ ticket_uid: ticketId, kind: 'attachment' }),
      ]),
    );
    // In use: not deleted for good.
    const removal = await t.call(
      'owner',
      'DELETE',
      `/api/workspaces/${world.a.id}/projects/${world.a.projectId}/assets/${logo.assetId}`,
    );
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toMatchObject({ code: 'asset_in_use' });

    // Released from the ticket, it stays in the library.
    const released = await t.call('member', 'DELETE', url(`/${logo.assetId}?kind=attachment`));
    expect(released.statusCode, released.body).toBe(200);
    expect(ticketAssetsSchema.parse(released.json()).items).toHaveLength(2);
    expect((await t.call('member', 'DELETE', url(`/${logo.assetId}?kind=attachment`))).statusCode).toBe(404);
  });

  it('keeps the version it was given and moves to a newer one only when asked', async () => {
    const db = t.ctx.database.db;
    const logo = await insertAsset(db, place(), { name: 'logo.png' });
    await t.call('member', 'POST', url(), { asset_uids: [logo.assetId], kind: 'reference' });
    // A second version becomes the library's current one.
    const { versionId: second } = await insertAssetVersion(
      db,
      { assetId: logo.assetId, projectId: world.a.projectId },
      { number: 2 },
    );

    const [kept] = await items();
    expect(kept).toMatchObject({ version_uid: logo.versionId, version_number: 1, newer_version: true });
    expect(kept!.asset.version.number).toBe(2);

    const moved = await t.call('member', 'PATCH', url(`/${logo.assetId}`), {
      kind: 'reference',
      use_current_version: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ticketAssetsSchema.parse(moved.json()).items[0]).toMatchObject({
      version_uid: second,
      version_number: 2,
      newer_version: false,
    });
  });

  it("refuses another brand's, an archived and an expired asset, all or none, and externals", async () => {
    const db = t.ctx.database.db;
    const ok = await insertAsset(db, place(), { name: 'ok.png' });
    const elsewhere = await insertAsset(db, { workspaceId: world.b.id, projectId: world.b.projectId });
    const hidden = await insertAsset(db, { workspaceId: world.a.id, projectId: world.hiddenProjectId });
    const archived = await insertAsset(db, place(), { archived: true });
    const expired = await insertAsset(db, place(), { name: 'old licence.jpg', expiresOn: '2020-01-31' });

    for (const other of [elsewhere, hidden, archived]) {
      const res = await t.call('member', 'POST', url(), {
        asset_uids: [ok.assetId, other.assetId],
        kind: 'reference',
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'asset_not_found' });
    }
    const late = await t.call('member', 'POST', url(), {
      asset_uids: [ok.assetId, expired.assetId],
      kind: 'attachment',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      code: 'asset_rights_expired',
      details: [{ path: 'asset_uids', message: expect.stringContaining('old licence.jpg') }],
    });
    // Nothing of a refused request was kept.
    expect(await items()).toEqual([]);

    // External collaborators cannot open tasks, nor can another workspace's people (the tickets' 403).
    for (const [persona, status] of [
      ['external', 403],
      ['outsider', 403],
    ] as const) {
      const res = await t.call(persona, 'POST', url(), { asset_uids: [ok.assetId], kind: 'reference' });
      expect(res.statusCode, `${persona}: ${res.body}`).toBe(status);
    }
    const bad = await t.call('member', 'POST', url(), { asset_uids: [], kind: 'poster' });
    expect(bad.statusCode).toBe(400);
  });

  it('releases the uses when the ticket is deleted', async () => {
    const db = t.ctx.database.db;
    const logo = await insertAsset(db, place());
    await t.call('member', 'POST', url(), { asset_uids: [logo.assetId], kind: 'reference' });
    const gone = await t.call('owner', 'DELETE', `/api/tickets/${ticketId}`);
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    const left = await db
      .selectFrom('asset_uses')
      .select('id')
      .where('asset_id', '=', logo.assetId)
      .execute();
    expect(left).toEqual([]);
  });
});
