import {
  publicationListSchema,
  publishableMediaListSchema,
} from '@expertos/domain/publishing/publication.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { type FakeFacebook, startFakeFacebook } from '../../test/facebook-server.js';
import { JPEG_8X8 } from '../../test/images.js';
import { until } from '../../test/until.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';
import { multipartFiles } from '../tickets/tickets-upload.fixtures.js';

/**
 * Facebook Pages through the app (docs/product.md#publishing): connecting through the team's
 * Meta app, choosing one of the person's Pages, and photos published by the worker — Facebook
 * fetching each from the product's signed link — with the live link on the ticket.
 */
describe('publishing to a Facebook Page, end to end', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let fb: FakeFacebook;
  let people: Record<Persona, Person>;
  let world: World;
  let publicUrl: string;

  const call = (persona: Persona, method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...people[persona].headers, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const brandUrl = () => `/api/projects/${world.a.projectId}/publishing`;

  beforeAll(async () => {
    fb = await startFakeFacebook();
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: {
        ALLOW_PRIVATE_TARGETS: 'true',
        RUN_WORKER: 'true',
        JOBS_POLL_MS: '20',
        RATE_LIMIT_MAX: '100000',
        FACEBOOK_APP_ID: fb.appId,
        FACEBOOK_APP_SECRET: fb.appSecret,
        FACEBOOK_AUTH_URL: fb.url,
        FACEBOOK_API_URL: fb.url,
      },
    });
    // Facebook fetches the post's files from PUBLIC_URL; here the app listens on a port of its own.
    publicUrl = ctx.config.publicUrl;
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    fb.reachAt(new URL(publicUrl).origin, address);
    people = await signUpPeople(ctx.app, mail);
  });
  afterAll(async () => {
    await ctx?.close();
    await fb.close();
  });
  beforeEach(async () => {
    fb.reset();
    world = await buildWorld(ctx.database.db, people);
  });

  it('connects the Page the admin chooses among theirs, then publishes photos at their time', async () => {
    const start = await call('owner', 'POST', `${brandUrl()}/channels/oauth/facebook`);
    expect(start.statusCode).toBe(200);
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    const approved = await fetch(start.json().authorize_url, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location') ?? '');
    expect(back.pathname).toBe('/api/publishing/oauth/facebook/callback');
    const finished = await ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie },
    });
    // Two Pages the person may post to (the third they only moderate): the admin chooses.
    const choice = new URL(String(finished.headers.location)).searchParams.get('choose') ?? '';
    const offered = await call('owner', 'GET', `${brandUrl()}/connect-choices/${choice}`, undefined, cookie);
    expect(offered.json()).toMatchObject({
      network: 'facebook',
      accounts: [{ display_name: 'Acme Studio' }, { display_name: 'Acme Shop' }],
    });
    const shop = fb.pages[1];
    const chosen = await call(
      'owner',
      'POST',
      `${brandUrl()}/connect-choices/${choice}`,
      { account_id: shop?.id },
      cookie,
    );
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json()).toMatchObject({ network: 'facebook', mode: 'api', handle: 'Acme Shop' });

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
    const scheduled = await call('member', 'POST', `/api/tickets/${postId}/publications`, {
      due_at: new Date(Date.now() + 1500).toISOString(),
      posts: [
        {
          channel_uid: chosen.json().uid,
          variant: {
            text: 'Two looks for spring',
            first_comment: 'Shop them today',
            media: media.map((m) => ({ image_uid: m.image_uid, alt: `Look ${m.file_name}` })),
          },
        },
      ],
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
    const [sent] = fb.posts;
    expect(sent).toMatchObject({
      pageId: shop?.id,
      message: 'Two looks for spring',
      comments: ['Shop them today'],
    });
    expect(sent?.photos.map((p) => [p.contentType, p.bytes, p.alt])).toEqual([
      ['image/jpeg', JPEG_8X8.length, 'Look one.jpg'],
      ['image/jpeg', JPEG_8X8.length, 'Look two.jpg'],
    ]);
    const [publication] = publicationListSchema.parse(
      (await call('member', 'GET', `/api/tickets/${postId}/publications`)).json(),
    );
    expect(publication?.remote_url).toBe(
      `https://www.facebook.com/${shop?.id}/posts/${sent?.id.split('_')[1]}`,
    );
  });
});
