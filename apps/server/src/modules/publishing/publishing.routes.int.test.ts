import {
  publishingChannelListSchema,
  publishingChannelSchema,
} from '@expertos/domain/publishing/channel.schema';
import {
  publicationListSchema,
  publishableMediaListSchema,
} from '@expertos/domain/publishing/publication.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { type FakeBluesky, type FakeBlueskyAccount, startFakeBluesky } from '../../test/bluesky-server.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { insertRecording } from '../media/video.fixtures.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';

describe('publishing channels', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let pds: FakeBluesky;
  let brand: FakeBlueskyAccount;

  const call = (
    persona: Persona,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const channelsUrl = () => `/api/projects/${world.a.projectId}/publishing/channels`;
  const connect = (persona: Persona, body: object) => call(persona, 'POST', `${channelsUrl()}/bluesky`, body);

  beforeAll(async () => {
    pds = await startFakeBluesky();
    // The stand-in listens on 127.0.0.1.
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: { ALLOW_PRIVATE_TARGETS: 'true' },
    });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    pds.reset();
    brand = pds.addAccount({ handle: 'brand.bsky.social', displayName: 'Brand Studio' });
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(async () => {
    await ctx.close();
    await pds.close();
  });

  it('a brand admin connects a Bluesky account; the brand’s members see it, never its app password', async () => {
    const res = await connect('owner', {
      host: pds.origin,
      identifier: '@Brand.bsky.social',
      app_password: brand.appPassword,
    });
    expect(res.statusCode).toBe(201);
    const channel = publishingChannelSchema.parse(res.json());
    expect(channel).toMatchObject({
      network: 'bluesky',
      host: pds.origin,
      handle: 'brand.bsky.social',
      display_name: 'Brand Studio',
      state: 'connected',
    });
    expect(res.body).not.toContain(brand.appPassword);
    const stored = await ctx.database.db
      .selectFrom('publishing_channels')
      .select('credentials')
      .where('id', '=', channel.uid)
      .executeTakeFirstOrThrow();
    expect(stored.credentials).not.toContain(brand.appPassword);

    const list = await call('member', 'GET', channelsUrl());
    expect(list.statusCode).toBe(200);
    expect(publishingChannelListSchema.parse(list.json()).map((c) => c.uid)).toEqual([channel.uid]);
    expect(list.body).not.toContain(brand.appPassword);
  });

  it('refuses the same account twice, and says what the network refused', async () => {
    const body = { host: pds.origin, identifier: brand.handle, app_password: brand.appPassword };
    expect((await connect('owner', body)).statusCode).toBe(201);
    const again = await connect('owner', body);
    expect([again.statusCode, again.json().code]).toEqual([409, 'publishing_channel_taken']);

    const wrong = await connect('owner', { ...body, app_password: 'aaaa-bbbb-cccc-dddd' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([422, 'publishing_account_refused']);
    expect(wrong.json().message).toMatch(/\S/);

    const accountPassword = await connect('owner', { ...body, app_password: brand.password });
    expect([accountPassword.statusCode, accountPassword.json().code]).toEqual([
      422,
      'publishing_account_refused',
    ]);
    expect(accountPassword.json().message).toContain('app password');
  });

  it('says when the account’s server cannot be reached', async () => {
    const res = await connect('owner', {
      host: 'pds.invalid',
      identifier: brand.handle,
      app_password: brand.appPassword,
    });
    expect([res.statusCode, res.json().code]).toEqual([422, 'publishing_host_unreachable']);
  });

  it('a brand admin disconnects a channel of the brand, and only of the brand', async () => {
    const created = publishingChannelSchema.parse(
      (
        await connect('owner', {
          host: pds.origin,
          identifier: brand.handle,
          app_password: brand.appPassword,
        })
      ).json(),
    );
    const elsewhere = await call(
      'outsider',
      'DELETE',
      `/api/projects/${world.b.projectId}/publishing/channels/${created.uid}`,
    );
    expect(elsewhere.statusCode).toBe(404);
    const res = await call('admin', 'DELETE', `${channelsUrl()}/${created.uid}`);
    expect(res.statusCode).toBe(200);
    expect(publishingChannelListSchema.parse((await call('member', 'GET', channelsUrl())).json())).toEqual(
      [],
    );
    expect((await call('admin', 'DELETE', `${channelsUrl()}/${created.uid}`)).statusCode).toBe(404);
  });

  describe('a post ticket’s publications', () => {
    let channelUid: string;
    let postId: string;
    const url = (ticketId = postId) => `/api/tickets/${ticketId}/publications`;
    const soon = () => new Date(Date.now() + 60 * 60_000).toISOString();

    beforeEach(async () => {
      const res = await connect('owner', {
        host: pds.origin,
        identifier: brand.handle,
        app_password: brand.appPassword,
      });
      channelUid = publishingChannelSchema.parse(res.json()).uid;
      postId = await insertTicket(
        ctx.database.db,
        { workspaceId: world.a.id, projectId: world.a.projectId },
        { ticket_type: 'post' },
      );
    });

    it('a member schedules a post on a channel and sees it with its timeline', async () => {
      const due = soon();
      const res = await call('member', 'POST', url(), {
        due_at: due,
        posts: [
          { channel_uid: channelUid, variant: { text: 'Spring is here 🌷 https://example.com', media: [] } },
        ],
      });
      expect(res.statusCode).toBe(201);
      const [publication] = publicationListSchema.parse(res.json());
      expect(publication).toMatchObject({
        channel_uid: channelUid,
        network: 'bluesky',
        handle: brand.handle,
        state: 'scheduled',
        due_at: new Date(due).toISOString(),
        version: 1,
        remote_url: null,
      });
      expect(publication?.timeline.map((s) => [s.kind, s.actor_uid])).toEqual([
        ['scheduled', world.a.memberIds.member],
      ]);
      const list = publicationListSchema.parse((await call('owner', 'GET', url())).json());
      expect(list.map((p) => p.uid)).toEqual([publication?.uid]);
    });

    it('offers the ticket’s recordings, then the brand’s, and a post carries one; another brand’s is refused', async () => {
      const place = { workspaceId: world.a.id, projectId: world.a.projectId, uploaderId: people.member.id };
      const db = ctx.database.db;
      const library = await insertRecording(db, place, { created_at: '2026-05-02T10:00:00.000Z' });
      const own = await insertRecording(db, place, {
        ticket_id: postId,
        created_at: '2026-05-01T10:00:00.000Z',
        duration_ms: 65_000,
      });
      await insertRecording(db, place, { status: 'uploading' });
      const elsewhere = await insertRecording(db, {
        workspaceId: world.b.id,
        projectId: world.b.projectId,
        uploaderId: people.member.id,
      });

      const media = publishableMediaListSchema.parse(
        (await call('member', 'GET', `/api/tickets/${postId}/publishing/media`)).json(),
      );
      // The ticket's own first, then the brand's Library; an unfinished upload and another brand's are not offered.
      expect(media.map((m) => [m.kind, m.video_uid, m.on_ticket])).toEqual([
        ['video', own, true],
        ['video', library, false],
      ]);
      expect(media[0]).toMatchObject({
        mime_type: 'video/mp4',
        duration_ms: 65_000,
        file_name: 'recording-2026-05-01.mp4',
      });
      expect(media[0]?.url).toMatch(new RegExp(`^/api/videos/${own}/file\\?token=`));

      const res = await call('member', 'POST', url(), {
        due_at: soon(),
        posts: [
          {
            channel_uid: channelUid,
            variant: { text: 'Our walk-through', media: [{ video_uid: own, alt: 'A tour' }] },
          },
        ],
      });
      expect(res.statusCode).toBe(201);
      const [publication] = publicationListSchema.parse(res.json());
      expect(publication?.variant.media).toEqual([
        expect.objectContaining({ video_uid: own, mime_type: 'video/mp4', alt: 'A tour' }),
      ]);

      for (const medium of [
        { video_uid: elsewhere, alt: null },
        { video_uid: own, image_uid: own, alt: null },
        { alt: null },
      ]) {
        const refused = await call('member', 'POST', url(), {
          due_at: soon(),
          posts: [{ channel_uid: channelUid, variant: { text: 'Hi', media: [medium] } }],
        });
        expect([refused.statusCode, refused.json().code, refused.json().details?.[0]?.path]).toEqual([
          400,
          'publishing_media_not_on_ticket',
          'posts.0.variant.media.0',
        ]);
      }
    });

    it('says a first comment past the network’s limit at the comment', async () => {
      const res = await call('member', 'POST', url(), {
        due_at: null,
        posts: [
          { channel_uid: channelUid, variant: { text: 'Hi', media: [], first_comment: 'c'.repeat(301) } },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        {
          path: 'posts.0.variant.first_comment',
          message: 'The first comment is a post of its own: Bluesky allows 300 characters; it has 301.',
        },
      ]);
    });

    it('refuses a ticket that is not a post, a time out of range and a variant the network would refuse', async () => {
      const task = await insertTicket(ctx.database.db, {
        workspaceId: world.a.id,
        projectId: world.a.projectId,
      });
      const post = { channel_uid: channelUid, variant: { text: 'Hello', media: [] } };
      const notPost = await call('member', 'POST', url(task), { due_at: null, posts: [post] });
      expect([notPost.statusCode, notPost.json().code]).toEqual([409, 'publishing_not_a_post']);
      const past = await call('member', 'POST', url(), { due_at: '2020-01-01T00:00:00Z', posts: [post] });
      expect([past.statusCode, past.json().code]).toEqual([400, 'publishing_time_invalid']);
      const far = await call('member', 'POST', url(), {
        due_at: new Date(Date.now() + 400 * 86_400_000).toISOString(),
        posts: [post],
      });
      expect([far.statusCode, far.json().code]).toEqual([400, 'publishing_time_invalid']);
      const long = await call('member', 'POST', url(), {
        due_at: null,
        posts: [{ channel_uid: channelUid, variant: { text: 'y'.repeat(301), media: [] } }],
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().details).toEqual([
        { path: 'posts.0.variant.text', message: 'Bluesky allows 300 characters; this has 301.' },
      ]);
      expect(publicationListSchema.parse((await call('member', 'GET', url())).json())).toEqual([]);
    });

    it('moves a publication on the copy seen, and takes it off the schedule', async () => {
      const [created] = publicationListSchema.parse(
        (
          await call('member', 'POST', url(), {
            due_at: soon(),
            posts: [{ channel_uid: channelUid, variant: { text: 'Moving', media: [] } }],
          })
        ).json(),
      );
      const later = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
      const moved = await call('member', 'PATCH', `${url()}/${created?.uid}`, { due_at: later, version: 1 });
      expect(moved.statusCode).toBe(200);
      expect(publicationListSchema.parse(moved.json())[0]).toMatchObject({
        due_at: new Date(later).toISOString(),
        version: 2,
      });
      const stale = await call('member', 'PATCH', `${url()}/${created?.uid}`, { due_at: later, version: 1 });
      expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict']);
      // Another ticket's address does not reach it.
      const otherPost = await insertTicket(
        ctx.database.db,
        { workspaceId: world.a.id, projectId: world.a.projectId },
        { ticket_type: 'post' },
      );
      expect((await call('member', 'DELETE', `${url(otherPost)}/${created?.uid}?version=2`)).statusCode).toBe(
        404,
      );
      expect((await call('member', 'DELETE', `${url()}/${created?.uid}?version=2`)).statusCode).toBe(200);
      expect(publicationListSchema.parse((await call('member', 'GET', url())).json())).toEqual([]);
    });
  });
});
