import { randomUUID } from 'node:crypto';
import { analyticsPostSchema, analyticsReportSchema } from '@expertos/domain/analytics/report.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';
import { followedPost } from './analytics.fixtures.js';

/**
 * Imported posts' labels (docs/product.md#analytics): an imported post without a ticket is
 * labelled on the results page and kept by the social module; the page groups and filters by
 * them, an unlabelled post shows as "No pillar" (never dropped), and a post with a ticket is
 * labelled on its ticket.
 */
describe(`labels of imported posts on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  const call = (persona: Persona, method: 'GET' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const labelUrl = (postId: string) =>
    `/api/workspaces/${world.a.id}/projects/${world.a.projectId}/social/posts/${postId}/labels`;
  const report = async (query: string) => {
    const res = await call('member', 'GET', `/api/projects/${world.a.projectId}/analytics${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return analyticsReportSchema.parse(res.json());
  };
  const RANGE = '?from=2026-04-01&to=2026-04-30&tz=UTC';

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
    const res = await call('owner', 'PUT', `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`, {
      content_pillars: ['Behind the scenes', 'Tips'],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => ctx?.close());

  /** An Instagram post imported into the brand and followed, read once at 7 days. */
  async function imported(postedAt: string, options: { ticketId?: string; mediaType?: string } = {}) {
    const db = ctx.database.db;
    const externalId = `1790${Math.floor(Math.random() * 1e12)}`;
    const id = randomUUID();
    await db
      .insertInto('social_posts')
      .values({
        id,
        workspace_id: world.a.id,
        project_id: world.a.projectId,
        provider: 'instagram',
        external_id: externalId,
        title: null,
        caption: 'Imported',
        media_type: options.mediaType ?? 'IMAGE',
        media_url: null,
        permalink: null,
        published_at: postedAt,
        published_day: postedAt.slice(0, 10),
        likes: null,
        comments: null,
        views: null,
        reach: null,
        saved: null,
        shares: null,
        ticket_id: options.ticketId ?? null,
        created_at: postedAt,
        updated_at: postedAt,
      })
      .execute();
    const postId = await followedPost(
      db,
      {
        workspaceId: world.a.id,
        projectId: world.a.projectId,
        network: 'instagram',
        postedAt,
        remoteId: externalId,
        source: 'imported',
      },
      { reach: 1000, likes: 50 },
    );
    return { importedPostId: id, postId };
  }

  it('labels an imported post on the page; the page groups and filters by it, and keeps the unlabelled as "No pillar"', async () => {
    const labelled = await imported('2026-04-06T09:00:00Z');
    const unlabelled = await imported('2026-04-07T09:00:00Z', { mediaType: 'VIDEO' });

    // Unlabelled, each offers its imported id to label it by; its format is the kind of media.
    const before = await report(`${RANGE}&group=pillar`);
    expect(before.pillars).toEqual(['Behind the scenes', 'Tips']);
    expect(before.groups.map((g) => [g.key, g.posts])).toEqual([[null, 2]]);
    // Both are listed to label, newest first.
    expect(before.to_label.count).toBe(2);
    expect(before.to_label.posts.map((p) => p.imported_post_id)).toEqual([
      unlabelled.importedPostId,
      labelled.importedPostId,
    ]);
    expect(before.top.find((p) => p.id === unlabelled.postId)).toMatchObject({
      source: 'imported',
      pillar: null,
      format: 'reel',
      imported_post_id: unlabelled.importedPostId,
    });

    const res = await call('member', 'PUT', labelUrl(labelled.importedPostId), {
      pillar: 'Tips',
      purpose: 'growth',
      format: 'carousel',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ pillar: 'Tips', purpose: 'growth', format: 'carousel' });

    const after = await report(`${RANGE}&group=pillar`);
    expect(after.to_label.posts.map((p) => p.imported_post_id)).toEqual([unlabelled.importedPostId]);
    expect(after.groups.map((g) => [g.key, g.posts])).toEqual([
      ['Tips', 1],
      [null, 1],
    ]);
    const filtered = await report(`${RANGE}&pillar=Tips&purpose=growth&format=carousel`);
    expect(filtered.headline.current.posts).toBe(1);
    expect(filtered.top.map((p) => p.id)).toEqual([labelled.postId]);

    // The curve says the same.
    const curve = await call(
      'member',
      'GET',
      `/api/projects/${world.a.projectId}/analytics/posts/${labelled.postId}`,
    );
    expect(analyticsPostSchema.parse(curve.json())).toMatchObject({
      pillar: 'Tips',
      purpose: 'growth',
      format: 'carousel',
      imported_post_id: labelled.importedPostId,
    });

    // Cleared again: back to "No pillar".
    const cleared = await call('member', 'PUT', labelUrl(labelled.importedPostId), {
      pillar: null,
      purpose: null,
      format: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await report(`${RANGE}&group=pillar`)).groups.map((g) => [g.key, g.posts])).toEqual([[null, 2]]);
  });

  it('refuses a pillar the brand does not have, an unknown purpose, and a post with a ticket (its labels are the ticket’s)', async () => {
    const post = await imported('2026-04-06T09:00:00Z');
    const unknownPillar = await call('member', 'PUT', labelUrl(post.importedPostId), {
      pillar: 'Memes',
      purpose: null,
      format: null,
    });
    expect(unknownPillar.statusCode).toBe(400);
    expect(unknownPillar.json()).toMatchObject({
      code: 'validation_error',
      details: [{ path: 'pillar', message: "Choose one of the brand's content pillars." }],
    });
    const unknownPurpose = await call('member', 'PUT', labelUrl(post.importedPostId), {
      pillar: null,
      purpose: 'fame',
      format: null,
    });
    expect(unknownPurpose.statusCode).toBe(400);
    expect(unknownPurpose.json().code).toBe('validation_error');
    const missing = await call('member', 'PUT', labelUrl(randomUUID()), {
      pillar: null,
      purpose: null,
      format: null,
    });
    expect(missing.statusCode).toBe(404);

    const ticketId = await insertTicket(
      ctx.database.db,
      { workspaceId: world.a.id, projectId: world.a.projectId },
      { ticket_type: 'post', pillar: 'Behind the scenes', post_audience: 'trust_building' },
    );
    const withTicket = await imported('2026-04-08T09:00:00Z', { ticketId });
    const refused = await call('member', 'PUT', labelUrl(withTicket.importedPostId), {
      pillar: 'Tips',
      purpose: null,
      format: null,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('social_post_labelled_on_ticket');
    // Its labels come from the ticket, and the page offers no label of its own.
    const page = await report(RANGE);
    expect(page.top.find((p) => p.id === withTicket.postId)).toMatchObject({
      pillar: 'Behind the scenes',
      purpose: 'trust_building',
      imported_post_id: null,
    });
  });
});
