import { randomUUID } from 'node:crypto';
import { analyticsReportSchema } from '@expertos/domain/analytics/report.schema';
import type { ChannelNetwork } from '@expertos/domain/publishing/handoff';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';
import { followedPost } from './analytics.fixtures.js';

/**
 * The page's weeks and trends (docs/product.md#analytics): the slate against the posts and
 * their median 7-day rate per Monday week, each account's followers per day with a day not read
 * as a gap, and each day's reach — narrowed by the page's filters, the slate kept from externals.
 */
describe(`the analytics page’s weeks, followers and reach on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let instagram: string;
  let mastodon: string;
  const db = () => ctx.database.db;
  const call = (persona: Persona, query: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${world.a.projectId}/analytics${query}`,
      headers: people[persona].headers,
    });
  const report = async (query: string, persona: Persona = 'member') => {
    const res = await call(persona, query);
    expect(res.statusCode, res.body).toBe(200);
    return analyticsReportSchema.parse(res.json());
  };

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    world = await buildWorld(db(), people);
  });
  afterAll(async () => ctx?.close());

  /** A publishing channel of a brand (no working credentials: nothing here reads the network). */
  async function channel(projectId: string, workspaceId: string, network: ChannelNetwork) {
    const id = randomUUID();
    const at = new Date().toISOString();
    await db()
      .insertInto('publishing_channels')
      .values({
        id,
        workspace_id: workspaceId,
        project_id: projectId,
        network,
        host: 'https://example.com',
        account_id: `acct-${id}`,
        handle: `@${network}`,
        display_name: null,
        avatar_url: null,
        credentials: 'sealed',
        limits: null,
        state: 'connected',
        state_reason: null,
        created_by: world.a.memberIds.owner!,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  }

  /** A post of brand A on a channel, read at 7 days with these figures (none: not read yet). */
  async function seed(
    channelId: string,
    network: string,
    postedAt: string,
    figures: Record<string, number> | null,
    ticketId: string | null = null,
  ) {
    await followedPost(
      db(),
      { workspaceId: world.a.id, projectId: world.a.projectId, network, postedAt, channelId, ticketId },
      figures,
    );
  }

  async function followers(
    projectId: string,
    accountId: string,
    network: string,
    day: string,
    count: number | null,
  ) {
    await db()
      .insertInto('analytics_account_days')
      .values({
        project_id: projectId,
        account_id: accountId,
        network,
        day,
        followers: count,
        taken_at: `${day}T08:00:00.000Z`,
      })
      .execute();
  }

  beforeEach(async () => {
    await db()
      .updateTable('projects')
      .set({ slate_growth_content: 2, slate_trust_building_content: 1, slate_sales_promotions_content: 0 })
      .where('id', '=', world.a.projectId)
      .execute();
    const place = { workspaceId: world.a.id, projectId: world.a.projectId };
    const post = (values: Parameters<typeof insertTicket>[2]) =>
      insertTicket(db(), place, { ticket_type: 'post', ...values });
    const growth = await post({ post_audience: 'growth', due_date: '2026-04-07', status: 'posted' });
    await post({ post_audience: 'trust_building', due_date: '2026-04-09' });
    await post({ post_audience: null, due_date: '2026-04-14' });
    await post({ post_audience: 'growth', due_date: '2026-04-20' });

    instagram = await channel(world.a.projectId, world.a.id, 'instagram');
    mastodon = await channel(world.a.projectId, world.a.id, 'mastodon');
    // Monday 6 April: the growth ticket's post, a 10 % rate; Wednesday: an unlabelled one, 5 %.
    await seed(instagram, 'instagram', '2026-04-06T09:30:00Z', { reach: 2000, likes: 200 }, growth);
    await seed(instagram, 'instagram', '2026-04-08T12:00:00Z', { reach: 1000, likes: 50 });
    // Tuesday 14 April: not read at 7 days yet.
    await seed(mastodon, 'mastodon', '2026-04-14T10:00:00Z', null);

    await followers(world.a.projectId, instagram, 'instagram', '2026-04-05', 990);
    await followers(world.a.projectId, instagram, 'instagram', '2026-04-06', 1000);
    await followers(world.a.projectId, instagram, 'instagram', '2026-04-07', 1010);
    // 8 April not read.
    await followers(world.a.projectId, instagram, 'instagram', '2026-04-09', 1030);
    await followers(world.a.projectId, mastodon, 'mastodon', '2026-04-06', 50);
    await followers(world.a.projectId, mastodon, 'mastodon', '2026-04-07', null);
    // Another brand's account.
    const theirs = await channel(world.b.projectId, world.b.id, 'instagram');
    await followers(world.b.projectId, theirs, 'instagram', '2026-04-06', 99_999);
  });

  const range = '?from=2026-04-06&to=2026-04-15&tz=UTC';

  it('sets each Monday week’s slate against its posts and their median 7-day rate', async () => {
    const { weeks } = await report(range);
    expect(weeks.map((w) => [w.start, w.end, w.days])).toEqual([
      ['2026-04-06', '2026-04-12', 7],
      ['2026-04-13', '2026-04-19', 3],
    ]);
    expect(weeks[0]).toMatchObject({
      target: 3,
      planned: 2,
      posted: 2,
      unassigned: { planned: 0, posted: 1 },
      rate: { median: expect.closeTo(0.075), counted: 2, of: 2 },
    });
    expect(weeks[0]?.purposes).toEqual([
      { purpose: 'growth', target: 2, planned: 1, posted: 1 },
      { purpose: 'trust_building', target: 1, planned: 1, posted: 0 },
      { purpose: 'sales_promotion', target: 0, planned: 0, posted: 0 },
    ]);
    // A post without its 7-day figures yet: no rate, never 0.
    expect(weeks[1]).toMatchObject({
      target: 3,
      planned: 1,
      posted: 1,
      unassigned: { planned: 1, posted: 1 },
      rate: { median: null, counted: 0, of: 1 },
    });

    // A purpose filter reads that purpose's slate alone.
    const growth = await report(`${range}&purpose=growth`);
    expect(growth.weeks[0]).toMatchObject({ target: 2, planned: 1, posted: 1, unassigned: null });
    expect(growth.weeks[0]?.purposes.map((p) => p.purpose)).toEqual(['growth']);
  });

  it('draws each account’s followers per day with a day not read as a gap, and each day’s reach', async () => {
    const body = await report(range);
    expect(body.followers.map((s) => [s.account, s.network])).toEqual([
      [instagram, 'instagram'],
      [mastodon, 'mastodon'],
    ]);
    expect(body.followers[0]?.days.slice(0, 5)).toEqual([
      { day: '2026-04-06', followers: 1000 },
      { day: '2026-04-07', followers: 1010 },
      { day: '2026-04-08', followers: null },
      { day: '2026-04-09', followers: 1030 },
      { day: '2026-04-10', followers: null },
    ]);
    expect(body.followers[0]?.days).toHaveLength(10);
    expect(body.followers[1]?.days.slice(0, 2).map((d) => d.followers)).toEqual([50, null]);
    expect(JSON.stringify(body.followers)).not.toContain('99999');

    const reach = new Map(body.reach.map((day) => [day.day, day]));
    expect(body.reach).toHaveLength(10);
    expect(reach.get('2026-04-06')).toEqual({ day: '2026-04-06', reach: 2000, counted: 1, of: 1 });
    expect(reach.get('2026-04-07')).toEqual({ day: '2026-04-07', reach: null, counted: 0, of: 0 });
    expect(reach.get('2026-04-08')).toMatchObject({ reach: 1000, counted: 1, of: 1 });
    expect(reach.get('2026-04-14')).toMatchObject({ reach: null, counted: 0, of: 1 });
  });

  it('narrows the followers by platform and account, and the posts by every filter', async () => {
    const onMastodon = await report(`${range}&platform=mastodon`);
    expect(onMastodon.followers.map((s) => s.account)).toEqual([mastodon]);
    expect(onMastodon.weeks.map((w) => w.posted)).toEqual([0, 1]);
    // The slate knows no platform: it stays the brand's.
    expect(onMastodon.weeks[0]?.target).toBe(3);
    expect(onMastodon.reach.find((d) => d.day === '2026-04-06')).toMatchObject({ reach: null, of: 0 });

    const oneAccount = await report(`${range}&account=${instagram}`);
    expect(oneAccount.followers.map((s) => s.account)).toEqual([instagram]);
    expect(oneAccount.weeks.map((w) => w.posted)).toEqual([2, 0]);

    // Another brand's account names none of this brand's figures.
    const other = await report(`${range}&account=${randomUUID()}`);
    expect(other.followers).toEqual([]);
  });

  it('rates a post without reach or views per follower its account had the day it went out', async () => {
    // Mastodon gives neither reach nor views: 40 engagements per the 400 followers of 9 April.
    await followers(world.a.projectId, mastodon, 'mastodon', '2026-04-09', 400);
    await seed(mastodon, 'mastodon', '2026-04-09T11:00:00Z', { likes: 30, shares: 5, comments: 5 });
    // 7 April's figure was read without a count: no base, no rate, never 0.
    await seed(mastodon, 'mastodon', '2026-04-07T11:00:00Z', { likes: 9 });
    const body = await report(`${range}&platform=mastodon`);
    expect(body.headline.current.rate).toMatchObject({ median: 0.1, counted: 1, of: 3 });
    const best = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${world.a.projectId}/analytics/best-times?network=mastodon`,
      headers: people.member.headers,
    });
    expect(best.statusCode, best.body).toBe(200);
    // One post with a rate: not enough for best times, but counted towards them.
    expect(best.json().platforms[0]).toMatchObject({ network: 'mastodon', enough: false, posts: 1 });
  });

  it('keeps the slate from the brand’s externals reading shared results', async () => {
    await db()
      .updateTable('projects')
      .set({ share_results_with_externals: 1 })
      .where('id', '=', world.a.projectId)
      .execute();
    const shared = await report(range, 'external');
    expect(shared.weeks[0]).toMatchObject({ target: null, planned: null, posted: 2 });
    expect(shared.weeks[0]?.purposes.every((p) => p.target === null && p.planned === null)).toBe(true);
    expect(shared.followers).toHaveLength(2);
  });
});
