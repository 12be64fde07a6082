import type { PostMetrics } from '@expertos/domain/analytics/metrics';
import { analyticsPostSchema, analyticsReportSchema } from '@expertos/domain/analytics/report.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';
import { followedPost } from './analytics.fixtures.js';
import { createTrackedPostsRepository } from './tracked-posts.repository.js';

/**
 * The analytics page's API (docs/product.md#analytics): a brand's results for a range against
 * the days just before, a post's curve, and a clear 400 for every bad filter.
 */
describe('the analytics page’s API', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  const call = (persona: Persona, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: people[persona].headers });
  const url = (query = '') => `/api/projects/${world.a.projectId}/analytics${query}`;

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(async () => ctx?.close());

  /** A post of the brand, read once at 7 days with these figures. */
  async function seed(
    projectId: string,
    network: string,
    postedAt: string,
    figures: Record<string, number | string>,
    ticketId: string | null = null,
  ) {
    const workspaceId = projectId === world.a.projectId ? world.a.id : world.b.id;
    return followedPost(
      ctx.database.db,
      {
        workspaceId,
        projectId,
        network,
        postedAt,
        ticketId,
        url: `https://example.com/${network}-${postedAt}`,
      },
      figures as PostMetrics,
    );
  }

  it('answers the range’s figures against the days just before, each saying what it rests on', async () => {
    await seed(world.a.projectId, 'instagram', '2026-04-06T09:30:00Z', {
      reach: 2000,
      likes: 150,
      comments: 20,
      shares: 20,
      saves: 10,
    });
    await seed(world.a.projectId, 'instagram', '2026-04-08T18:00:00Z', {
      reach: 'not_yet',
      likes: 'not_yet',
      comments: 'not_yet',
      shares: 'not_yet',
      saves: 'not_yet',
    });
    await seed(world.a.projectId, 'mastodon', '2026-04-09T12:00:00Z', { likes: 7, shares: 2, comments: 1 });
    // The period before, and another brand's post in the range.
    await seed(world.a.projectId, 'instagram', '2026-03-30T09:00:00Z', { reach: 1000, likes: 20 });
    await seed(world.b.projectId, 'instagram', '2026-04-07T09:00:00Z', { reach: 99999, likes: 9999 });

    const res = await call('member', url('?from=2026-04-06&to=2026-04-12&tz=Europe/Berlin&group=platform'));
    expect(res.statusCode, res.body).toBe(200);
    const report = analyticsReportSchema.parse(res.json());
    expect(report).toMatchObject({ from: '2026-04-06', to: '2026-04-12', time_zone: 'Europe/Berlin' });
    expect(report.headline.current.posts).toBe(3);
    expect(report.headline.current.reach).toMatchObject({ total: 2000, counted: 1, of: 3 });
    expect(report.headline.current.engagements).toMatchObject({ total: 210, counted: 2, of: 3 });
    expect(report.headline.previous).toMatchObject({ posts: 1, reach: { total: 1000 } });
    expect(report.groups.map((g) => [g.key, g.posts])).toEqual([
      ['instagram', 2],
      ['mastodon', 1],
    ]);
    // 09:30 UTC on Monday 6 April is 11:30 in Berlin.
    expect(report.heatmap).toContainEqual({ weekday: 0, hour: 11, posts: 1, median: 0.1, rated: 1 });
    expect(report.top.map((p) => p.rate)).toEqual([0.1]);
  });

  it('shows a ticket’s new pillar and a post’s new figures at once, though it keeps the brand’s posts between requests', async () => {
    const brandUrl = `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`;
    const pillars = await ctx.app.inject({
      method: 'PUT',
      url: brandUrl,
      headers: people.owner.headers,
      payload: { content_pillars: ['Recipes', 'Offers'] },
    });
    expect(pillars.statusCode, pillars.body).toBe(200);
    const ticketId = await insertTicket(
      ctx.database.db,
      { workspaceId: world.a.id, projectId: world.a.projectId },
      { ticket_type: 'post', pillar: 'Recipes' },
    );
    const postId = await seed(
      world.a.projectId,
      'instagram',
      '2026-04-06T09:30:00Z',
      { reach: 1000, likes: 40 },
      ticketId,
    );
    const page = async () => {
      const res = await call('member', url('?from=2026-04-01&to=2026-04-30&tz=UTC&group=pillar'));
      expect(res.statusCode, res.body).toBe(200);
      return analyticsReportSchema.parse(res.json());
    };
    expect((await page()).groups.map((g) => g.key)).toEqual(['Recipes']);
    // The same answer again: it came from the posts kept.
    expect((await page()).groups.map((g) => g.key)).toEqual(['Recipes']);

    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tickets/${ticketId}`,
      headers: people.member.headers,
      payload: { pillar: 'Offers' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await page()).groups.map((g) => g.key)).toEqual(['Offers']);

    // Figures read later (collection, in any process) show on the next answer.
    const posts = createTrackedPostsRepository(ctx.database.db);
    await posts.record(
      (await posts.find(postId))!,
      '2026-05-06T09:30:00Z',
      { reach: 4000, likes: 400 } as never,
      '2026-05-06T09:30:00Z',
      {
        snapshotDue: null,
        nextAt: null,
        state: 'done',
      },
    );
    expect((await page()).headline.current.reach).toMatchObject({ total: 4000, counted: 1, of: 1 });
  });

  it('shows one post’s curve, never another brand’s', async () => {
    const mine = await seed(world.a.projectId, 'instagram', '2026-04-06T09:30:00Z', {
      reach: 500,
      likes: 40,
    });
    const theirs = await seed(world.b.projectId, 'instagram', '2026-04-06T09:30:00Z', {
      reach: 500,
      likes: 40,
    });
    const res = await call('member', `${url()}/posts/${mine}`);
    expect(res.statusCode).toBe(200);
    const post = analyticsPostSchema.parse(res.json());
    expect(post.snapshots).toEqual([
      {
        due_at: '2026-04-13T09:30:00.000Z',
        taken_at: '2026-04-13T09:30:00.000Z',
        metrics: expect.objectContaining({ reach: 500, likes: 40, views: 'not_offered' }),
      },
    ]);
    expect((await call('member', `${url()}/posts/${theirs}`)).statusCode).toBe(404);
    expect((await call('outsider', `${url()}/posts/${mine}`)).statusCode).toBe(403);
  });

  it('exports the filtered posts with every snapshot as CSV, a missing figure in words', async () => {
    const id = await seed(world.a.projectId, 'instagram', '2026-04-06T09:30:00Z', {
      reach: 500,
      likes: 'not_yet',
    });
    await seed(world.a.projectId, 'mastodon', '2026-04-07T09:30:00Z', { likes: 3 });
    const res = await call('member', `${url('/export')}?from=2026-04-01&to=2026-04-30&platform=instagram`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=".+-results-2026-04-01-to-2026-04-30\.csv"$/,
    );
    const [header, row, end] = res.body.split('\r\n');
    expect(header?.startsWith('\uFEFFPost,Platform,Source,Posted at (UTC),Link,Pillar')).toBe(true);
    expect(row).toBe(
      `${id},instagram,published,2026-04-06T09:30:00Z,https://example.com/instagram-2026-04-06T09:30:00Z,,,,2026-04-13T09:30:00.000Z,2026-04-13T09:30:00.000Z,500,not offered,not yet,not offered,not offered,not offered,not offered`,
    );
    expect(end).toBe('');
    expect((await call('member', `${url('/export')}?from=2026-04-30&to=2026-04-01`)).statusCode).toBe(400);
    expect((await call('outsider', url('/export'))).statusCode).toBe(403);
  });

  it('shows the brand’s externals the page and a post’s curve, never the export, once a brand admin shares the results', async () => {
    const id = await seed(world.a.projectId, 'instagram', '2026-04-06T09:30:00Z', { reach: 800, likes: 40 });
    const range = '?from=2026-04-06&to=2026-04-12&tz=UTC';
    expect((await call('external', url(range))).statusCode).toBe(403);
    const shared = await ctx.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`,
      headers: people.admin.headers,
      payload: { share_results_with_externals: true },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const res = await call('external', url(range));
    expect(res.statusCode, res.body).toBe(200);
    // The same figures the members see, without the slate (the team's plan, as on the overview).
    const ours = analyticsReportSchema.parse((await call('member', url(range))).json());
    expect(res.json()).toEqual({
      ...ours,
      weeks: ours.weeks.map((week) => ({
        ...week,
        target: null,
        planned: null,
        purposes: week.purposes.map((row) => ({ ...row, target: null, planned: null })),
        unassigned: week.unassigned && { ...week.unassigned, planned: null },
      })),
    });
    expect(analyticsReportSchema.parse(res.json()).headline.current.reach).toMatchObject({ total: 800 });
    expect((await call('external', `${url()}/posts/${id}`)).statusCode).toBe(200);
    expect((await call('external', `${url('/export')}${range}`)).statusCode).toBe(403);
  });

  it('refuses a bad range, filter, group or zone with the field named', async () => {
    const refused = async (query: string, field: string) => {
      const res = await call('member', url(query));
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error' });
      expect(JSON.stringify(res.json().details)).toContain(field);
    };
    await refused('?from=2026-04-12&to=2026-04-06', 'from');
    await refused('?from=2025-01-01&to=2026-04-06', 'to');
    await refused('?group=password_hash', 'group');
    await refused('?tz=Mars/Olympus_Mons', 'tz');
    await refused('?tz=%27%3B%20DROP%20TABLE%20tickets%3B--', 'tz');
    await refused('?platform=myspace', 'platform');
    await refused('?from=2026-02-30', 'from');
    await refused('?account=not-a-uuid', 'account');
    // An open end is filled in, then checked like the rest: a year and a half back is too long.
    await refused('?from=2024-06-01', 'to');
  });
});
