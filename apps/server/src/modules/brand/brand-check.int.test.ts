import { brandCheckSchema } from '@expertos/domain/brand-check.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import { insertAsset } from '../assets/assets.fixtures.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { mondayOf } from './brand-check.service.js';

/** `GET /tickets/{id}/brand-check`: the rule-based check, with no AI configured. */
describe(`brand check on ${testDialect}`, () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  const check = async (ticketUid: string) => {
    const res = await t.call('member', 'GET', `/api/tickets/${ticketUid}/brand-check`);
    expect(res.statusCode, res.body).toBe(200);
    return brandCheckSchema.parse(res.json());
  };
  const post = (body: object) =>
    t.createTicket('member', world.a.projectId, { ticket_type: 'post', summary: 'A post', ...body });

  beforeAll(async () => {
    t = await createTicketsTestContext();
    world = await t.buildTicketWorld();
    await t.ctx.database.db
      .updateTable('projects')
      .set({
        off_brand: JSON.stringify(['Never say "cheap"', 'Avoid hype, guaranteed']),
        slate_growth_content: 1,
        slate_trust_building_content: 2,
        slate_sales_promotions_content: 0,
      })
      .where('id', '=', world.a.projectId)
      .execute();
  });
  afterAll(() => t.ctx.close());

  it("flags the brand's off-brand phrases at their place in the caption", async () => {
    const caption = 'Guaranteed calm in a cup. Not cheap, just good.';
    const ticket = await post({ caption });
    const result = await check(ticket.uid);
    expect(result.caption).toBe(caption);
    expect(
      result.findings.map((f) => (f.kind === 'off_brand' ? [f.rule, caption.slice(f.start, f.end)] : f.kind)),
    ).toEqual([
      ['Avoid hype, guaranteed', 'Guaranteed'],
      ['Never say "cheap"', 'cheap'],
    ]);
  });

  it('asks for the credit line of a library asset the post uses, until the caption carries it', async () => {
    const db = t.ctx.database.db;
    const ticket = await post({ caption: 'A calm morning.' });
    const place = { workspaceId: world.a.id, projectId: world.a.projectId };
    const photo = await insertAsset(db, place, { name: 'morning.jpg' });
    await db
      .updateTable('assets')
      .set({ credit: 'Photo: Jane Doe' })
      .where('id', '=', photo.assetId)
      .execute();
    const uncredited = await insertAsset(db, place, { name: 'logo.png' });
    for (const asset of [photo, uncredited]) {
      const added = await t.call('member', 'POST', `/api/tickets/${ticket.uid}/assets`, {
        asset_uids: [asset.assetId],
        kind: 'attachment',
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    expect((await check(ticket.uid)).findings).toEqual([
      { kind: 'credit', asset: 'morning.jpg', credit: 'Photo: Jane Doe' },
    ]);
    const fixed = await t.call('member', 'PATCH', `/api/tickets/${ticket.uid}`, {
      caption: 'A calm morning.\n\nPhoto: Jane Doe',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await check(ticket.uid)).findings).toEqual([]);
  });

  it("checks the platform's limits", async () => {
    const ticket = await post({ caption: `${'Tea. '.repeat(60)}#tea #calm`, post_platform: 'x' });
    const kinds = (await check(ticket.uid)).findings.map((f) => f.kind);
    expect(kinds).toEqual(['caption_length']);
    const threads = await post({ caption: 'Calm. #tea #calm', post_platform: 'threads' });
    expect((await check(threads.uid)).findings).toMatchObject([{ kind: 'hashtags', limit: 1, count: 2 }]);
  });

  it("says when the week's slate already has this purpose's posts while another is short", async () => {
    const day = '2026-12-02';
    await post({ post_audience: 'growth', due_date: day });
    const second = await post({ post_audience: 'growth', due_date: '2026-12-04', caption: 'Calm.' });
    const result = await check(second.uid);
    expect(result.week_start).toBe('2026-11-30');
    expect(result.findings).toEqual([
      { kind: 'slate', purpose: 'growth', target: 1, planned: 1, short: ['trust_building'] },
    ]);
    // A post of the short purpose fits the slate.
    const trust = await post({ post_audience: 'trust_building', due_date: day, caption: 'Calm.' });
    expect((await check(trust.uid)).findings).toEqual([]);
  });

  it('refuses callers who may not open the ticket', async () => {
    const ticket = await post({ caption: 'Calm.' });
    expect((await t.call('outsider', 'GET', `/api/tickets/${ticket.uid}/brand-check`)).statusCode).toBe(403);
    expect((await t.call('external', 'GET', `/api/tickets/${ticket.uid}/brand-check`)).statusCode).toBe(403);
  });
});

describe('the week of a day', () => {
  it('starts on the Monday', () => {
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-12-07')).toBe('2026-12-07');
  });
});
