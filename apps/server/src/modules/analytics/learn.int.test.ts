import { randomUUID } from 'node:crypto';
import { aiPromptSchema } from '@expertos/domain/ai.schema';
import { bestTimesSchema } from '@expertos/domain/analytics/learn';
import { zonedInstant } from '@expertos/domain/publishing/queue-slots';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AiServer, startAiServer } from '../../test/ai-server.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { createTrackedPostsRepository } from './tracked-posts.repository.js';

const DAY = 86_400_000;
const BERLIN = 'Europe/Berlin';
/** The modules' clock: a Monday. */
const NOW = new Date('2026-06-01T10:00:00Z');

/**
 * The plan learns (docs/product.md#analytics): best times per platform from the brand's own
 * results, and its best recent posts as examples in AI runs and drafts (with the AI stand-in).
 */
describe(`the plan learns from results on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let ai: AiServer;
  const call = (persona: Persona, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const bestTimesUrl = (query = '') => `/api/projects/${world.a.projectId}/analytics/best-times${query}`;

  beforeAll(async () => {
    ai = await startAiServer();
    ctx = await createTestContext({
      env: { AI_BASE_URL: ai.baseUrl, AI_API_KEY: ai.apiKey, AI_MODEL: 'test-model' },
      deps: { sendAccountMail: mail.send, now: () => NOW },
    });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
    const zone = await call('owner', 'PUT', `/api/projects/${world.a.projectId}/publishing/queue`, {
      time_zone: BERLIN,
      slots: [],
      require_approval: false,
    });
    expect(zone.statusCode, zone.body).toBe(200);
  });
  afterAll(async () => {
    await ctx?.close();
    await ai?.close();
  });

  /** A post of a brand, with its 7-day figures read (or only later ones, `at7: false`). */
  async function seed(options: {
    projectId?: string;
    network: string;
    postedAt: Date;
    figures: Record<string, number | string>;
    ticketId?: string | null;
    remoteId?: string;
    source?: 'published' | 'imported';
    at7?: boolean;
  }) {
    const projectId = options.projectId ?? world.a.projectId;
    const posts = createTrackedPostsRepository(ctx.database.db);
    const remoteId = options.remoteId ?? randomUUID();
    const postedAt = options.postedAt.toISOString();
    await ctx.database.db.transaction().execute((trx) =>
      posts.track(
        trx,
        {
          workspace_id: projectId === world.a.projectId ? world.a.id : world.b.id,
          project_id: projectId,
          network: options.network,
          remote_id: remoteId,
          url: null,
          source: options.source ?? 'published',
          channel_id: null,
          connection_id: null,
          publication_id: null,
          ticket_id: options.ticketId ?? null,
          posted_at: postedAt,
          snapshot_due: null,
          next_at: null,
        },
        postedAt,
      ),
    );
    const post = (await posts.findRemote(projectId, options.network, remoteId))!;
    const due = new Date(options.postedAt.getTime() + (options.at7 === false ? 30 : 7) * DAY).toISOString();
    await posts.record(post, due, options.figures as never, due, {
      snapshotDue: null,
      nextAt: null,
      state: 'done',
    });
    return post.id;
  }

  /** A Berlin wall-clock time `weeksAgo` weeks before the week of NOW: weekday Monday = 0. */
  const berlin = (weekday: number, hour: number, weeksAgo: number) =>
    zonedInstant({ year: 2026, month: 6, day: 1 + weekday - 7 * weeksAgo }, `${hour}:00`, BERLIN);

  describe('best times', () => {
    it('says "not enough data yet" as a state, for the platform asked, before there are 20 rated posts', async () => {
      const none = await call('member', 'GET', bestTimesUrl('?network=instagram'));
      expect(none.statusCode, none.body).toBe(200);
      expect(bestTimesSchema.parse(none.json())).toEqual({
        time_zone: BERLIN,
        window_days: 365,
        min_posts: 20,
        min_per_slot: 3,
        platforms: [{ network: 'instagram', enough: false, posts: 0, slots: [] }],
      });
      // Without a platform: each one the brand has posts on, none yet.
      expect((await call('member', 'GET', bestTimesUrl())).json()).toMatchObject({ platforms: [] });
    });

    it("answers each platform's best weekdays and hours in the brand's zone, by the median rate", async () => {
      const likes = (rate: number) => ({ reach: 1000, likes: Math.round(rate * 1000) });
      // Tuesdays 18:00 (three, median 10 %), Thursdays 12:00 (three, median 5 %), Sundays 08:00 (two: too few).
      for (const [week, rate] of [0.1, 0.12, 0.08].entries())
        await seed({ network: 'instagram', postedAt: berlin(1, 18, week + 2), figures: likes(rate) });
      for (const [week, rate] of [0.05, 0.04, 0.06].entries())
        await seed({ network: 'instagram', postedAt: berlin(3, 12, week + 2), figures: likes(rate) });
      for (const week of [2, 3])
        await seed({ network: 'instagram', postedAt: berlin(6, 8, week), figures: likes(0.5) });
      // Twelve more at hours of their own; an imported post read once, long after its first week.
      for (let i = 0; i < 11; i += 1)
        await seed({ network: 'instagram', postedAt: berlin(5, i, 4), figures: likes(0.01) });
      await seed({
        network: 'instagram',
        postedAt: berlin(5, 20, 30),
        figures: likes(0.01),
        source: 'imported',
        at7: false,
      });
      // Not counted: seen by too few, older than a year, another platform, another brand.
      await seed({ network: 'instagram', postedAt: berlin(1, 18, 5), figures: { reach: 50, likes: 40 } });
      await seed({ network: 'instagram', postedAt: berlin(1, 18, 60), figures: likes(0.9) });
      await seed({ network: 'youtube', postedAt: berlin(1, 18, 6), figures: { views: 500, likes: 10 } });
      await seed({
        projectId: world.b.projectId,
        network: 'instagram',
        postedAt: berlin(4, 9, 2),
        figures: likes(0.9),
      });

      const res = await call('member', 'GET', bestTimesUrl('?network=instagram'));
      expect(res.statusCode, res.body).toBe(200);
      expect(bestTimesSchema.parse(res.json()).platforms).toEqual([
        {
          network: 'instagram',
          enough: true,
          posts: 20,
          slots: [
            { weekday: 1, hour: 18, median: 0.1, posts: 3 },
            { weekday: 3, hour: 12, median: 0.05, posts: 3 },
          ],
        },
      ]);
      const all = bestTimesSchema.parse((await call('member', 'GET', bestTimesUrl())).json());
      expect(all.platforms.map((p) => [p.network, p.enough, p.posts])).toEqual([
        ['instagram', true, 20],
        ['youtube', false, 1],
      ]);
    });

    it('refuses an unknown platform with 400 on network, and callers who do not work on the brand', async () => {
      for (const query of ['?network=myspace', '?network=%27%3B--']) {
        const res = await call('member', 'GET', bestTimesUrl(query));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_error' });
        expect(JSON.stringify(res.json().details)).toContain('network');
      }
      expect((await call('external', 'GET', bestTimesUrl())).statusCode).toBe(403);
      expect((await call('outsider', 'GET', bestTimesUrl())).statusCode).toBe(403);
    });
  });

  describe("the brand's best posts as the AI's examples", () => {
    const post = async (caption: string, platform: string | null) => {
      const res = await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
        summary: caption.slice(0, 20),
        ticket_type: 'post',
        caption,
        post_platform: platform,
      });
      expect(res.statusCode, res.body).toBe(201);
      return ticketSchema.parse(res.json()).uid;
    };
    const prompt = async () => {
      const res = await call('member', 'POST', `/api/projects/${world.a.projectId}/ai/prompt`, {
        brief: 'A post about autumn',
      });
      expect(res.statusCode, res.body).toBe(200);
      return aiPromptSchema.parse(res.json()).messages[0]!.content;
    };
    const draftRequest = async (ticketUid: string) => {
      ai.next({
        kind: 'reply',
        content: JSON.stringify({ hook: 'Hook', variations: ['a', 'b', 'c'], caption: 'Caption' }),
      });
      const res = await call('member', 'POST', `/api/projects/${world.a.projectId}/ai/draft`, {
        kind: 'post',
        ticket_uid: ticketUid,
      });
      expect(res.statusCode, res.body).toBe(200);
      return ai.requests.at(-1)!.body.messages[0]!.content as string;
    };

    it('adds none before there are results', async () => {
      const draft = await post('Draft me', 'instagram');
      expect(await prompt()).not.toContain('What worked');
      expect(await draftRequest(draft)).not.toContain('What worked');
    });

    it('adds the top posts of the last 90 days by 7-day rate with their text, on the post’s platform when set', async () => {
      const sunrise = await post('Matcha at sunrise, slow and green.', 'instagram');
      const recipe = await post('Three-step matcha latte recipe.', 'instagram');
      const tiny = await post('Seen by almost no one.', 'instagram');
      const old = await post('An old favourite.', 'instagram');
      const days = (n: number) => new Date(NOW.getTime() - n * DAY);
      await seed({
        network: 'instagram',
        postedAt: days(20),
        ticketId: sunrise,
        figures: { reach: 2000, likes: 160, comments: 20, shares: 10, saves: 10 },
      });
      await seed({
        network: 'instagram',
        postedAt: days(30),
        ticketId: recipe,
        figures: { reach: 1000, likes: 50 },
      });
      await seed({
        network: 'instagram',
        postedAt: days(25),
        ticketId: tiny,
        figures: { reach: 40, likes: 30 },
      });
      await seed({
        network: 'instagram',
        postedAt: days(120),
        ticketId: old,
        figures: { reach: 1000, likes: 500 },
      });
      // An imported YouTube video without a ticket: its title and description, as the social module holds them.
      const remoteId = 'yt-video-1';
      await seed({
        network: 'youtube',
        postedAt: days(40),
        remoteId,
        source: 'imported',
        figures: { views: 1000, likes: 70 },
      });
      await ctx.database.db
        .insertInto('social_posts')
        .values({
          id: randomUUID(),
          workspace_id: world.a.id,
          project_id: world.a.projectId,
          provider: 'youtube',
          external_id: remoteId,
          title: 'How we whisk',
          caption: 'A slow video about whisking.',
          media_type: 'video',
          media_url: null,
          permalink: null,
          published_at: days(40).toISOString(),
          published_day: days(40).toISOString().slice(0, 10),
          likes: 70,
          comments: null,
          views: 1000,
          reach: null,
          saved: null,
          shares: null,
          ticket_id: null,
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        })
        .execute();
      // Another brand's best post never shows.
      await seed({
        projectId: world.b.projectId,
        network: 'instagram',
        postedAt: days(10),
        figures: { reach: 1000, likes: 900 },
      });

      // The playground: every platform, best first, in the request it shows.
      const shown = await prompt();
      expect(shown).toContain("## What worked: the brand's best posts of the last 90 days");
      const order = [
        'Matcha at sunrise',
        'How we whisk\n\nA slow video about whisking.',
        'Three-step matcha',
      ].map((text) => shown.indexOf(text));
      expect(order.every((at) => at > 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(shown).toContain('1. instagram, ');
      expect(shown).toContain('10.0 % of 2,000 reached:\n"""Matcha at sunrise, slow and green."""');
      expect(shown).toContain('7.0 % of 1,000 views');
      for (const left of ['Seen by almost no one', 'An old favourite']) expect(shown).not.toContain(left);

      // A draft for an Instagram post: Instagram's best only, in the request sent to the model.
      const instagram = await draftRequest(await post('New reel', 'instagram'));
      expect(instagram).toContain('Matcha at sunrise');
      expect(instagram).toContain('Three-step matcha');
      expect(instagram).not.toContain('How we whisk');
      // A post without a platform: every platform's.
      expect(await draftRequest(await post('Anything', null))).toContain('How we whisk');
      // A platform without results yet: none.
      expect(await draftRequest(await post('A pin', 'pinterest'))).not.toContain('What worked');
    });
  });
});
