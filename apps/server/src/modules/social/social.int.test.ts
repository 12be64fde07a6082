import { type FeedPage, feedPageSchema } from '@expertos/domain/brand.schema';
import { INTEGRATION_RESULT_PATH } from '@expertos/domain/integration-install';
import { jobSchema } from '@expertos/domain/job.schema';
import {
  INSTAGRAM_REFRESH_AFTER_MS,
  SOCIAL_CALLBACK_PATHS,
  socialConnectStartedSchema,
  socialInsightsSchema,
  socialStatusSchema,
} from '@expertos/domain/social.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorkerProcess } from '../../background.js';
import { loadSecretBox } from '../../platform/secrets/secrets-key.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { type FakeInstagram, startFakeInstagram } from '../../test/instagram-server.js';
import { createTestLogger } from '../../test/logger.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { type FakeYoutube, startFakeYoutube } from '../../test/youtube-server.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';

/**
 * Instagram and YouTube import end to end (docs/product.md#instagram-and-youtube-import): the
 * connect flow through local stand-ins of Meta and Google (their consent pages stand in for the
 * admin's click), the import jobs run by the real worker, the merged Feed, and the actions on
 * imported posts. The browser is played by hand: its cookie jar is the `cookie` each step passes on.
 */
describe(`Instagram and YouTube import on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let instagram: FakeInstagram;
  let youtube: FakeYoutube;
  let background: ReturnType<typeof createWorkerProcess>;

  const call = (persona: Persona, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const base = () => `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`;

  async function drain() {
    while (await background.worker.runOnce()) {
      // every due job
    }
  }

  async function status(persona: Persona = 'admin') {
    const res = await call(persona, 'GET', `${base()}/social`);
    expect(res.statusCode, res.body).toBe(200);
    return socialStatusSchema.parse(res.json());
  }

  async function job(id: string) {
    const res = await call('admin', 'GET', `/api/workspaces/${world.a.id}/jobs/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return jobSchema.parse(res.json());
  }

  /**
   * Connect pressed, the provider's consent page, and its redirect back to our callback;
   * `meanwhile` runs between the consent and the callback.
   */
  async function connect(
    provider: 'instagram' | 'youtube',
    options: { cookie?: string | null; meanwhile?: () => Promise<void> } = {},
  ) {
    const res = await call('admin', 'POST', `${base()}/social/${provider}/connect`);
    expect(res.statusCode, res.body).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    const authorize = new URL(socialConnectStartedSchema.parse(res.json()).authorize_url);
    const consent = await fetch(authorize, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location')!);
    expect(back.pathname).toBe(SOCIAL_CALLBACK_PATHS[provider]);
    const cookie = options.cookie === undefined ? setCookie.split(';')[0]! : options.cookie;
    await options.meanwhile?.();
    const landed = await ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: cookie ? { cookie } : {},
    });
    expect(landed.statusCode, landed.body).toBe(303);
    return { authorize, landed: new URL(String(landed.headers.location)) };
  }

  async function feedAll(persona: Persona = 'member', limit = 7) {
    const items: FeedPage['items'] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        persona,
        'GET',
        `${base()}/feed?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = feedPageSchema.parse(res.json());
      items.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor && items.length < 500);
    return items;
  }

  /** Makes the stored Instagram token older, as if issued `ms` ago. */
  async function ageToken(ms: number) {
    const box = loadSecretBox(ctx.config.dataDir, ctx.config.secrets.key);
    const row = await ctx.database.db
      .selectFrom('social_connections')
      .selectAll()
      .where('project_id', '=', world.a.projectId)
      .where('provider', '=', 'instagram')
      .executeTakeFirstOrThrow();
    const context = `social_connections:${row.id}`;
    const secret = JSON.parse(box.open(row.secret_sealed, context));
    secret.issued_at = new Date(Date.now() - ms).toISOString();
    await ctx.database.db
      .updateTable('social_connections')
      .set({ secret_sealed: box.seal(JSON.stringify(secret), context) })
      .where('id', '=', row.id)
      .execute();
  }

  beforeAll(async () => {
    instagram = await startFakeInstagram({ mediaCount: 30 });
    youtube = await startFakeYoutube({ videoCount: 60 });
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: {
        ALLOW_PRIVATE_TARGETS: 'true',
        INSTAGRAM_CLIENT_ID: instagram.clientId,
        INSTAGRAM_CLIENT_SECRET: instagram.clientSecret,
        INSTAGRAM_AUTH_URL: `${instagram.url}/oauth/authorize`,
        INSTAGRAM_API_URL: instagram.url,
        INSTAGRAM_GRAPH_URL: instagram.url,
        GOOGLE_CLIENT_ID: youtube.clientId,
        GOOGLE_CLIENT_SECRET: youtube.clientSecret,
        GOOGLE_AUTHORIZE_URL: `${youtube.url}/o/oauth2/v2/auth`,
        GOOGLE_TOKEN_URL: `${youtube.url}/token`,
        YOUTUBE_API_URL: youtube.apiUrl,
      },
    });
    people = await signUpPeople(ctx.app, mail);
    background = createWorkerProcess(ctx.config, ctx.database, createTestLogger().logger);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
    instagram.reset();
    youtube.reset();
  });
  afterAll(async () => {
    await ctx.close();
    await instagram.close();
    await youtube.close();
  });

  describe('connecting Instagram', () => {
    it('checks the state, fills the brand’s Instagram fields and imports two pages with progress', async () => {
      expect((await status()).instagram).toEqual({ available: true, connection: null });
      const { authorize, landed } = await connect('instagram');
      expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
        client_id: instagram.clientId,
        response_type: 'code',
        scope: 'instagram_business_basic,instagram_business_manage_insights',
      });
      expect(landed.pathname).toBe(`/brand/${world.a.projectSlug}/settings/connect-instagram`);
      expect(Object.fromEntries(landed.searchParams)).toEqual({ social: 'ok', provider: 'instagram' });

      const connected = (await status()).instagram.connection!;
      expect(connected).toMatchObject({ account_name: 'acme.studio', state: 'connected', imported_posts: 0 });
      expect(connected.profile.followers).toBe(12_345);
      expect(connected.import_job_id).toEqual(expect.any(String));
      // Externals see the connection too (never the token).
      const seen = await call('external', 'GET', `${base()}/social`);
      expect(seen.statusCode).toBe(200);
      expect(seen.body).not.toMatch(/IG[0-9a-f]{24}/);

      await drain();
      const done = await job(connected.import_job_id!);
      expect(done.status).toBe('done');
      expect(done.progress).toEqual({ done: 30, total: 30, message: 'Imported 30 posts' });
      // Two pages of media (25 + 5).
      expect(instagram.requests.filter((r) => r.path.endsWith(`/${instagram.userId}/media`))).toHaveLength(2);
      const after = (await status()).instagram.connection!;
      expect(after).toMatchObject({
        imported_posts: 30,
        import_job_id: null,
        last_import_at: expect.any(String),
      });

      const project = await call(
        'admin',
        'GET',
        `/api/workspaces/${world.a.id}/projects/by-slug/${world.a.projectSlug}`,
      );
      expect(project.json()).toMatchObject({
        instagram_account: {
          username: 'acme.studio',
          followers: 12_345,
          website: 'https://acme.example.com',
          biography: 'We make things. Daily behind the scenes.',
        },
        analytics: { average_likes: expect.any(Number), engagement_rate: expect.any(Number) },
      });

      const insights = socialInsightsSchema.parse(
        (await call('external', 'GET', `${base()}/social/instagram/insights`)).json(),
      );
      expect(insights.followers).toBe(12_345);
      expect(insights.account).toMatchObject({ reach: 4200 });
      expect(insights.recent).toHaveLength(12);
      expect(insights.recent[0]).toMatchObject({ likes: 130, reach: 1030 });
    });

    it('accepts the token reply wrapped in `data`', async () => {
      instagram.wrapTokenReply();
      const { landed } = await connect('instagram');
      expect(landed.searchParams.get('social')).toBe('ok');
    });

    it('refuses a callback from another browser, and a state used twice', async () => {
      const { landed } = await connect('instagram', { cookie: null });
      expect(Object.fromEntries(landed.searchParams)).toEqual({
        status: 'error',
        reason: 'integration_state_invalid',
      });
      expect((await status()).instagram.connection).toBeNull();

      const res = await call('admin', 'POST', `${base()}/social/instagram/connect`);
      const cookie = String(res.headers['set-cookie']).split(';')[0]!;
      const consent = await fetch(socialConnectStartedSchema.parse(res.json()).authorize_url, {
        redirect: 'manual',
      });
      const back = new URL(consent.headers.get('location')!);
      const first = await ctx.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie },
      });
      expect(new URL(String(first.headers.location)).searchParams.get('social')).toBe('ok');
      const again = await ctx.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie },
      });
      expect(new URL(String(again.headers.location)).searchParams.get('reason')).toBe(
        'integration_state_invalid',
      );
    });

    it.each([
      ['instagram', '/oauth/access_token'],
      ['youtube', '/token'],
    ] as const)(
      'connects no %s account for an admin demoted before the callback, and says why',
      async (provider, tokenPath) => {
        const { landed } = await connect(provider, {
          // Within the state's 10 minutes the owner makes the admin a member without the brand.
          meanwhile: async () => {
            const admin = `/api/workspaces/${world.a.id}/users/${world.a.memberIds.admin}`;
            const res = await call('owner', 'PUT', admin, { role: 'member' });
            expect(res.statusCode, res.body).toBe(200);
          },
        });
        expect(landed.pathname).toBe(INTEGRATION_RESULT_PATH);
        expect(Object.fromEntries(landed.searchParams)).toEqual({
          status: 'error',
          reason: 'integration_not_brand_admin',
        });
        const fake = provider === 'instagram' ? instagram : youtube;
        expect(fake.requests.some((r) => r.path === tokenPath)).toBe(false);
        expect((await status('owner'))[provider].connection).toBeNull();
        await drain();
        expect(await feedAll('owner')).toEqual([]);
      },
    );

    it('says so when the admin refuses on Instagram', async () => {
      instagram.deny();
      const { landed } = await connect('instagram');
      expect(Object.fromEntries(landed.searchParams)).toEqual({
        social: 'error',
        provider: 'instagram',
        reason: 'social_denied',
      });
    });
  });

  describe('importing again', () => {
    it('fetches only posts newer than the newest imported and never duplicates', async () => {
      await connect('instagram');
      await drain();
      const pagesBefore = instagram.requests.filter((r) => r.path.endsWith('/media')).length;
      instagram.addMedia(3);
      const res = await call('admin', 'POST', `${base()}/social/instagram/import`);
      expect(res.statusCode, res.body).toBe(200);
      const { job_id } = res.json() as { job_id: string };
      // Asked again while it waits: the same job.
      expect((await call('admin', 'POST', `${base()}/social/instagram/import`)).json()).toEqual({ job_id });
      expect((await status()).instagram.connection!.import_job_id).toBe(job_id);
      await drain();
      expect((await job(job_id)).progress).toMatchObject({ done: 3, total: 3 });
      // One page read: it stopped at the newest post it had.
      expect(instagram.requests.filter((r) => r.path.endsWith('/media')).length - pagesBefore).toBe(1);
      expect((await status()).instagram.connection!.imported_posts).toBe(33);
      const rows = await ctx.database.db
        .selectFrom('social_posts')
        .select('external_id')
        .where('project_id', '=', world.a.projectId)
        .execute();
      expect(new Set(rows.map((r) => r.external_id)).size).toBe(33);
    });

    it('renews the long-lived token once it is a day old', async () => {
      await connect('instagram');
      await drain();
      await ageToken(INSTAGRAM_REFRESH_AFTER_MS + 60_000);
      await call('admin', 'POST', `${base()}/social/instagram/import`);
      await drain();
      expect(instagram.requests.some((r) => r.path === '/refresh_access_token')).toBe(true);
      // The renewed token is the one used from then on.
      instagram.requests.length = 0;
      await call('admin', 'POST', `${base()}/social/instagram/import`);
      await drain();
      expect(instagram.requests.some((r) => r.path === '/refresh_access_token')).toBe(false);
      expect((await status()).instagram.connection!.state).toBe('connected');
    });

    it('marks the connection for reconnecting when Instagram refuses the token (190)', async () => {
      await connect('instagram');
      await drain();
      instagram.expireTokens();
      const { job_id } = (await call('admin', 'POST', `${base()}/social/instagram/import`)).json() as {
        job_id: string;
      };
      await drain();
      expect((await job(job_id)).status).toBe('dead');
      const connection = (await status()).instagram.connection!;
      expect(connection.state).toBe('reconnect');
      expect(connection.last_error).toMatchObject({ code: 'social_reconnect_needed' });
      const refused = await call('admin', 'POST', `${base()}/social/instagram/import`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'social_reconnect_needed' });
      // Connecting again mends it.
      await connect('instagram');
      expect((await status()).instagram.connection!.state).toBe('connected');
    });

    it('retries later when Instagram throttles (code 4)', async () => {
      await connect('instagram');
      await drain();
      instagram.throttle();
      const { job_id } = (await call('admin', 'POST', `${base()}/social/instagram/import`)).json() as {
        job_id: string;
      };
      await drain();
      const waiting = await job(job_id);
      expect(waiting.status).toBe('pending');
      expect(Date.parse(waiting.run_at) - Date.now()).toBeGreaterThan(9 * 60_000);
      expect(waiting.last_error).toMatch(/OAuthException 4/);
      expect((await status()).instagram.connection!.state).toBe('connected');
    });
  });

  describe('YouTube', () => {
    it('connects a channel and imports its videos in pages of 50 with string counts, then only new ones', async () => {
      const { authorize } = await connect('youtube');
      expect(authorize.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/youtube.readonly');
      const connection = (await status()).youtube.connection!;
      expect(connection).toMatchObject({
        account_name: 'Acme Studio',
        account_url: 'https://www.youtube.com/@acmestudio',
      });
      expect(connection.profile).toMatchObject({ followers: 4321, views: 987654, media_count: 60 });
      await drain();
      expect((await job(connection.import_job_id!)).progress).toMatchObject({ done: 60, total: 60 });
      expect(youtube.requests.filter((r) => r.path === '/youtube/v3/playlistItems')).toHaveLength(2);
      const batches = youtube.requests.filter((r) => r.path === '/youtube/v3/videos');
      expect(batches.map((r) => r.query.get('id')!.split(',').length)).toEqual([50, 10]);

      const feed = await feedAll('external', 25);
      expect(feed).toHaveLength(60);
      expect(feed[0]).toMatchObject({
        source: 'youtube',
        summary: 'Episode 60: how we work',
        live_link: 'https://www.youtube.com/watch?v=vid00000060',
        image_url: 'https://i.ytimg.com/vi/vid00000060/hqdefault.jpg',
        metrics: { views: 60_000, likes: 110, comments: 6 },
      });

      youtube.addVideos(2);
      youtube.expireAccessTokens(); // the stored access token ran out: renewed with the refresh token
      await call('admin', 'POST', `${base()}/social/youtube/import`);
      await drain();
      expect((await status()).youtube.connection!.imported_posts).toBe(62);
    });

    it('retries later on 403 quotaExceeded, and asks to reconnect when the grant is revoked', async () => {
      await connect('youtube');
      youtube.quota();
      await drain();
      const { import_job_id } = (await status()).youtube.connection!;
      const waiting = await job(import_job_id!);
      expect(waiting.status).toBe('pending');
      expect(Date.parse(waiting.run_at) - Date.now()).toBeGreaterThan(55 * 60_000);
      youtube.quota(false);
      youtube.revoke();
      await ctx.database.db
        .updateTable('jobs')
        .set({ run_at: new Date().toISOString() })
        .where('id', '=', import_job_id!)
        .execute();
      await drain();
      expect((await status()).youtube.connection!.state).toBe('reconnect');
    });
  });

  describe('GET …/feed', () => {
    it('merges imported posts and posted tickets newest first, across pages, without repeats', async () => {
      await connect('instagram');
      await drain();
      // Tickets on days among the imported posts' days (2025-03-01 … 2025-03-02).
      for (const [day, n] of [
        ['2025-03-02', 1],
        ['2025-03-01', 2],
        ['2025-03-01', 3],
        [null, 4],
      ] as const) {
        const id = await insertTicket(
          ctx.database.db,
          { workspaceId: world.a.id, projectId: world.a.projectId },
          { ticket_type: 'post', status: 'posted', posted_date: day, summary: `Ticket ${n}` },
        );
        // Made a second apart: two made in the same millisecond would be ordered by their ids.
        await ctx.database.db
          .updateTable('tickets')
          .set({ created_at: `2025-01-01T00:00:0${n}.000Z` })
          .where('id', '=', id)
          .execute();
      }
      const items = await feedAll('external', 4);
      const total = instagram.media.length + 4;
      expect(items.filter((i) => i.source === 'ticket').map((i) => i.summary)).toEqual([
        'Ticket 1',
        // The same day: the later made first.
        'Ticket 3',
        'Ticket 2',
        'Ticket 4',
      ]);
      expect(items).toHaveLength(total);
      expect(new Set(items.map((i) => i.uid)).size).toBe(total);
      const days = items.map((i) => i.posted_date ?? '');
      expect(days).toEqual([...days].sort().reverse());
      expect(items.at(-1)).toMatchObject({ source: 'ticket', summary: 'Ticket 4' });
      expect(items.filter((i) => i.source === 'instagram')[0]).toMatchObject({
        caption: instagram.media[0]!.caption,
        live_link: `https://www.instagram.com/p/${instagram.media[0]!.id}/`,
        metrics: {
          likes: instagram.media[0]!.like_count,
          comments: instagram.media[0]!.comments_count,
          reach: expect.any(Number),
          saved: expect.any(Number),
          shares: expect.any(Number),
          views: expect.any(Number),
        },
      });
      const forged = Buffer.from(JSON.stringify(['2025-03-01', 'x', '7', 'y'])).toString('base64url');
      expect((await call('member', 'GET', `${base()}/feed?cursor=${forged}`)).statusCode).toBe(400);
    });
  });

  describe('actions on an imported post', () => {
    it('makes one post ticket (posted, caption, platform, live link), shown as the imported post', async () => {
      await connect('instagram');
      await drain();
      const [first] = await feedAll();
      const refused = await call('external', 'POST', `${base()}/social/posts/${first!.uid}/ticket`);
      expect(refused.statusCode).toBe(403);
      const made = await call('member', 'POST', `${base()}/social/posts/${first!.uid}/ticket`);
      expect(made.statusCode, made.body).toBe(201);
      const { ticket_uid } = made.json() as { ticket_uid: string };
      const ticket = (await call('member', 'GET', `/api/tickets/${ticket_uid}`)).json();
      expect(ticket).toMatchObject({
        ticket_type: 'post',
        status: 'posted',
        caption: first!.caption,
        post_platform: 'instagram',
        live_link: first!.live_link,
        posted_date: first!.posted_date,
      });
      expect(
        (await call('member', 'POST', `${base()}/social/posts/${first!.uid}/ticket`)).json(),
      ).toMatchObject({
        code: 'social_post_has_ticket',
      });
      const items = await feedAll();
      expect(items).toHaveLength(instagram.media.length);
      expect(items[0]).toMatchObject({ uid: first!.uid, ticket_uid });
    });

    it('adds the post’s link to the default voice (made when the brand has none), admins only', async () => {
      await connect('instagram');
      await drain();
      const [first, second] = await feedAll();
      expect(
        (await call('member', 'POST', `${base()}/social/posts/${first!.uid}/voice-sample`, {})).statusCode,
      ).toBe(403);
      const res = await call('admin', 'POST', `${base()}/social/posts/${first!.uid}/voice-sample`, {});
      expect(res.statusCode, res.body).toBe(200);
      await call('admin', 'POST', `${base()}/social/posts/${second!.uid}/voice-sample`, {});
      await call('admin', 'POST', `${base()}/social/posts/${second!.uid}/voice-sample`, {});
      const voices = (
        await call('admin', 'GET', `/api/projects/${world.a.projectId}/brand-voices`)
      ).json() as {
        name: string;
        sample_posts: { url: string }[];
      }[];
      expect(voices).toHaveLength(1);
      expect(voices[0]!.name).toBe('Brand voice');
      expect(voices[0]!.sample_posts.map((s) => s.url)).toEqual([first!.live_link, second!.live_link]);
    });
  });

  describe('access', () => {
    it('lets externals read but not import, connect or disconnect', async () => {
      for (const [method, path] of [
        ['POST', '/social/instagram/import'],
        ['POST', '/social/youtube/connect'],
        ['DELETE', '/social/instagram'],
      ] as const) {
        expect((await call('external', method, `${base()}${path}`)).statusCode, path).toBe(403);
        expect((await call('member', method, `${base()}${path}`)).statusCode, path).toBe(403);
      }
      expect((await call('external', 'GET', `${base()}/social/instagram/insights`)).statusCode).toBe(200);
      expect((await call('admin', 'POST', `${base()}/social/instagram/import`)).json()).toMatchObject({
        code: 'social_not_connected',
      });
    });

    it('disconnects, keeping the imported posts in the Feed', async () => {
      await connect('instagram');
      await drain();
      expect((await call('admin', 'DELETE', `${base()}/social/instagram`)).statusCode).toBe(200);
      expect((await status()).instagram.connection).toBeNull();
      expect(await feedAll()).toHaveLength(instagram.media.length);
    });
  });
});
