import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { publishingNetworkListSchema } from '@expertos/domain/publishing/channel.schema';
import {
  publicationListSchema,
  publishableMediaListSchema,
} from '@expertos/domain/publishing/publication.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { JPEG_8X8 } from '../../test/images.js';
import { type FakeInstagram, startFakeInstagram } from '../../test/instagram-server.js';
import { until } from '../../test/until.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { STRIPE_TEST_ENV } from '../billing/billing.fixtures.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';
import { multipartFiles } from '../tickets/tickets-upload.fixtures.js';

/**
 * Instagram through the app (docs/product.md#publishing): connecting through the team's
 * Instagram Login app, the composer's carousel published by the worker — Instagram fetching
 * each file from the product's signed link — and the live link on the ticket.
 */
describe('publishing to Instagram, end to end', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let ig: FakeInstagram;
  let people: Record<Persona, Person>;
  let world: World;
  let publicUrl: string;

  const call = (persona: Persona, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const brandUrl = () => `/api/projects/${world.a.projectId}/publishing`;

  /**
   * The owner (or `persona`) approves on the stand-in's page and the browser comes back with the
   * cookie; `meanwhile` runs between the approval and the way back.
   */
  async function connect(persona: Persona = 'owner', meanwhile?: () => Promise<void>) {
    const start = await call(persona, 'POST', `${brandUrl()}/channels/oauth/instagram`);
    expect(start.statusCode).toBe(200);
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    const approved = await fetch(start.json().authorize_url, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location') ?? '');
    expect(back.pathname).toBe('/api/publishing/oauth/instagram/callback');
    await meanwhile?.();
    return ctx.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
  }

  beforeAll(async () => {
    ig = await startFakeInstagram({ mediaCount: 2 });
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: {
        // Billing on, so a workspace's plan can lapse between a connect's start and its way back.
        ...STRIPE_TEST_ENV,
        ALLOW_PRIVATE_TARGETS: 'true',
        RUN_WORKER: 'true',
        JOBS_POLL_MS: '20',
        RATE_LIMIT_MAX: '100000',
        INSTAGRAM_CLIENT_ID: ig.clientId,
        INSTAGRAM_CLIENT_SECRET: ig.clientSecret,
        INSTAGRAM_AUTH_URL: `${ig.url}/oauth/authorize`,
        INSTAGRAM_API_URL: ig.url,
        INSTAGRAM_GRAPH_URL: ig.url,
      },
    });
    // Instagram fetches the post's files from PUBLIC_URL; here the app listens on a port of its own.
    publicUrl = ctx.config.publicUrl;
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    ig.publishing.reachAt(new URL(publicUrl).origin, address);
    people = await signUpPeople(ctx.app, mail);
  });
  afterAll(async () => {
    await ctx?.close();
    await ig.close();
  });
  beforeEach(async () => {
    ig.reset();
    world = await buildWorld(ctx.database.db, people);
  });

  it('says Instagram is set up on this server; networks without their app are not', async () => {
    const networks = publishingNetworkListSchema.parse(
      (await call('member', 'GET', `${brandUrl()}/networks`)).json(),
    );
    expect(networks.find((n) => n.network === 'instagram')).toEqual({
      network: 'instagram',
      connect: 'oauth',
      set_up: true,
    });
    expect(networks.find((n) => n.network === 'tiktok')).toEqual({
      network: 'tiktok',
      connect: 'oauth',
      set_up: false,
    });
  });

  it('connects through Instagram Login, once, and a denial says so', async () => {
    const finished = await connect();
    expect(finished.statusCode).toBe(303);
    expect(finished.headers.location).toBe(
      `${publicUrl}/brand/${world.a.projectSlug}/integrations?connected=instagram`,
    );
    const [channel] = (await call('member', 'GET', `${brandUrl()}/channels`)).json();
    expect(channel).toMatchObject({
      network: 'instagram',
      mode: 'api',
      handle: `@${ig.username}`,
      state: 'connected',
    });
    // The token's end is kept in the clear for the daily health check; the token only sealed.
    const row = await ctx.database.db
      .selectFrom('publishing_channels')
      .select(['token_expires_at', 'credentials'])
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.token_expires_at ?? '')).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    // The stand-in's tokens are IG and 24 hex digits; sealed text may hold "IG" by chance.
    expect(row.credentials).not.toMatch(/IG[0-9a-f]{24}/);

    // Connecting the same account again while connected is refused in words.
    expect((await connect()).headers.location).toContain('connect_error=');
    ig.deny();
    const denied = new URL(String((await connect()).headers.location));
    expect(denied.searchParams.get('connect_error')).toContain('cancelled');
  });

  it.each([
    [
      'an admin demoted to a member without the brand',
      'integration_not_brand_admin',
      async () => {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: `/api/workspaces/${world.a.id}/users/${world.a.memberIds.admin}`,
          headers: people.owner.headers,
          payload: { role: 'member' },
        });
        expect(res.statusCode, res.body).toBe(200);
      },
    ],
    [
      'a workspace whose plan lapsed (its trial ended without one)',
      'integration_plan_required',
      async () => {
        await ctx.database.db
          .updateTable('workspaces')
          .set({ created_at: new Date(Date.now() - 15 * 86_400_000).toISOString() })
          .where('id', '=', world.a.id)
          .execute();
      },
    ],
  ] as const)('connects nothing for %s before the way back, and says why', async (_, reason, meanwhile) => {
    // Within the state's ten minutes, after the admin approved on Instagram.
    const finished = await connect('admin', meanwhile);
    expect(finished.statusCode).toBe(303);
    const landed = new URL(String(finished.headers.location));
    expect(`${landed.origin}${landed.pathname}`).toBe(
      `${publicUrl}/brand/${world.a.projectSlug}/integrations`,
    );
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      connect_error: ERROR_CATALOGUE[reason].message,
    });
    // The code was never traded for a token, and no channel was kept.
    expect(ig.requests.some((r) => r.path === '/oauth/access_token')).toBe(false);
    const channels = await ctx.database.db
      .selectFrom('publishing_channels')
      .select('id')
      .where('project_id', '=', world.a.projectId)
      .execute();
    expect(channels).toEqual([]);
  });

  it('publishes a carousel at its time, Instagram fetching each file from its signed link; the live link reaches the ticket', async () => {
    await connect();
    const [channel] = (await call('member', 'GET', `${brandUrl()}/channels`)).json();
    const postId = await insertTicket(
      ctx.database.db,
      { workspaceId: world.a.id, projectId: world.a.projectId },
      { ticket_type: 'post', status: 'approved', assignee_id: world.a.memberIds.member ?? null },
    );
    for (const name of ['one.jpg', 'two.jpg']) {
      const { payload, contentType } = await multipartFiles([{ data: JPEG_8X8, name }]);
      const uploaded = await ctx.app.inject({
        method: 'POST',
        url: `/api/tickets/${postId}/reference-images`,
        headers: { ...people.member.headers, 'content-type': contentType },
        payload,
      });
      expect(uploaded.statusCode).toBe(200);
    }
    const media = publishableMediaListSchema.parse(
      (await call('member', 'GET', `/api/tickets/${postId}/publishing/media`)).json(),
    );
    const variant = {
      text: 'Two looks #spring',
      first_comment: 'Shot by @studio',
      post_kind: 'post',
      media: media.map((m) => ({ image_uid: m.image_uid, alt: `Look ${m.file_name}` })),
    };
    // A story with a caption is refused before anything reaches Instagram, in words.
    const story = await call('member', 'POST', `/api/tickets/${postId}/publications`, {
      due_at: null,
      posts: [{ channel_uid: channel.uid, variant: { ...variant, post_kind: 'story' } }],
    });
    expect(story.statusCode).toBe(400);
    expect(JSON.stringify(story.json())).toContain('A story is one image or one video.');

    const scheduled = await call('member', 'POST', `/api/tickets/${postId}/publications`, {
      due_at: new Date(Date.now() + 1500).toISOString(),
      posts: [{ channel_uid: channel.uid, variant }],
    });
    expect(scheduled.statusCode).toBe(201);
    await until(async () => {
      const [row] = await ctx.database.db
        .selectFrom('publications')
        .select('state')
        .where('ticket_id', '=', postId)
        .execute();
      return row?.state === 'published';
    }, 15_000);
    const [sent] = ig.publishing.published;
    expect(sent).toMatchObject({
      kind: 'CAROUSEL_ALBUM',
      caption: 'Two looks #spring',
      comments: ['Shot by @studio'],
    });
    expect(sent?.files).toEqual([
      { contentType: 'image/jpeg', bytes: JPEG_8X8.length, alt: 'Look one.jpg' },
      { contentType: 'image/jpeg', bytes: JPEG_8X8.length, alt: 'Look two.jpg' },
    ]);
    const [publication] = publicationListSchema.parse(
      (await call('member', 'GET', `/api/tickets/${postId}/publications`)).json(),
    );
    expect(publication?.remote_url).toBe(`https://www.instagram.com/p/${sent?.id}/`);
    // The 24-hour limit, as Instagram reports it, for the composer.
    const limit = await call('member', 'GET', `${brandUrl()}/channels/${channel.uid}/limit`);
    expect(limit.json()).toEqual({ used: 1, total: 100, window_hours: 24 });
  });

  it("reads each image's size from its file, so Instagram's type and shape rules are said before anything is sent", async () => {
    await connect();
    const [channel] = (await call('member', 'GET', `${brandUrl()}/channels`)).json();
    const postId = await insertTicket(
      ctx.database.db,
      { workspaceId: world.a.id, projectId: world.a.projectId },
      { ticket_type: 'post', status: 'approved', assignee_id: world.a.memberIds.member ?? null },
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-wide-'));
    const wide = path.join(dir, 'wide.png');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-v', 'error', '-f', 'lavfi', '-i', 'color=c=red:size=300x100'],
      ...['-frames:v', '1', '-y', wide],
    ]);
    const files = [
      { data: JPEG_8X8, name: 'square.jpg', type: 'image/jpeg' },
      { data: fs.readFileSync(wide), name: 'wide.png', type: 'image/png' },
    ];
    fs.rmSync(dir, { recursive: true, force: true });
    const { payload, contentType } = await multipartFiles(files);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/tickets/${postId}/reference-images`,
      headers: { ...people.member.headers, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const media = publishableMediaListSchema.parse(
      (await call('member', 'GET', `/api/tickets/${postId}/publishing/media`)).json(),
    );
    expect(
      media.map(({ file_name, mime_type, width, height }) => ({ file_name, mime_type, width, height })),
    ).toEqual([
      { file_name: 'square.jpg', mime_type: 'image/jpeg', width: 8, height: 8 },
      { file_name: 'wide.png', mime_type: 'image/png', width: 300, height: 100 },
    ]);
    const refused = await call('member', 'POST', `/api/tickets/${postId}/publications`, {
      due_at: null,
      posts: [
        {
          channel_uid: channel.uid,
          variant: { text: 'Wide', post_kind: 'post', media: [{ image_uid: media[1]?.image_uid, alt: '' }] },
        },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      {
        path: 'posts.0.variant.media.0',
        message: 'Instagram takes images as JPEG. Save it as a JPEG first.',
      },
      {
        path: 'posts.0.variant.media.0',
        message:
          'Instagram shows feed images from 4:5 (portrait) to 1.91:1 (landscape); this one is 300×100. Crop it.',
      },
    ]);
    expect(ig.publishing.published).toEqual([]);
  });
});
