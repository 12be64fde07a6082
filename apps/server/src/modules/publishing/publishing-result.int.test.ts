import { randomUUID } from 'node:crypto';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { publishingChannelSchema, queueSettingsSchema } from '@expertos/domain/publishing/channel.schema';
import {
  EDITED_AFTER_APPROVAL_MESSAGE,
  NOT_APPROVED_AS_IS_MESSAGE,
} from '@expertos/domain/publishing/publication';
import {
  brandPublicationListSchema,
  type Publication,
  publicationListSchema,
  publishableMediaListSchema,
  workspacePublicationListSchema,
} from '@expertos/domain/publishing/publication.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSecretsKeys } from '../../platform/secrets/secrets-key.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { type FakeBluesky, type FakeBlueskyAccount, startFakeBluesky } from '../../test/bluesky-server.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { type FakeMastodon, startFakeMastodon } from '../../test/mastodon-server.js';
import { until } from '../../test/until.js';
import { insertProject } from '../../test/workspace-fixtures.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { STRIPE_TEST_ENV } from '../billing/billing.fixtures.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';
import { multipartFiles, PNG_1X1 } from '../tickets/tickets-upload.fixtures.js';
import { createFileLinks } from './file-links.js';

/**
 * What publishing does end to end, with the app's own worker running its jobs: the ticket's
 * result, the notices, retry by a person, the phone hand-off, the approval rule, the queue, the
 * calendar's window and connecting Mastodon (docs/product.md#publishing).
 */
describe('publishing, end to end', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let pds: FakeBluesky;
  let brand: FakeBlueskyAccount;
  let channelUid: string;
  let postId: string;

  const call = (
    persona: Persona,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const brandUrl = () => `/api/projects/${world.a.projectId}/publishing`;
  const url = (ticketId = postId) => `/api/tickets/${ticketId}/publications`;
  const publicationsOf = async (ticketId = postId) =>
    publicationListSchema.parse((await call('member', 'GET', url(ticketId))).json());
  const ticketOf = async (ticketId = postId) =>
    (await call('owner', 'GET', `/api/tickets/${ticketId}`)).json();
  const notificationsOf = async (persona: Persona) =>
    (await call(persona, 'GET', '/api/notifications')).json().items as {
      kind: string;
      excerpt: string | null;
    }[];
  const publishNow = (text: string, channel = channelUid, ticketId = postId) =>
    call('member', 'POST', url(ticketId), {
      due_at: null,
      posts: [{ channel_uid: channel, variant: { text, media: [] } }],
    });
  // Waiting reads the database, not the API: polling the API would meet its rate limits.
  const db = () => ctx.database.db;
  const settle = (state: Publication['state'], ticketId = postId) =>
    until(async () => {
      const rows = await db()
        .selectFrom('publications')
        .select('state')
        .where('ticket_id', '=', ticketId)
        .execute();
      return rows.length > 0 && rows.every((row) => row.state === state);
    }, 15_000);
  const ticketReaches = (status: string, ticketId = postId) =>
    until(async () => {
      const row = await db()
        .selectFrom('tickets')
        .select('status')
        .where('id', '=', ticketId)
        .executeTakeFirst();
      return row?.status === status;
    }, 15_000);
  const noticeFor = (persona: Persona, kind: 'post_failed' | 'post_ready') =>
    until(async () => {
      const memberId = world.a.memberIds[persona] ?? '';
      const rows = await db()
        .selectFrom('notifications')
        .select('id')
        .where('kind', '=', kind)
        .where('dedupe_key', 'like', `%:${memberId}`)
        .execute();
      return rows.length > 0;
    }, 15_000);

  beforeAll(async () => {
    pds = await startFakeBluesky();
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: {
        // Billing on, so a workspace's plan can lapse between a connect's start and its way back.
        ...STRIPE_TEST_ENV,
        ALLOW_PRIVATE_TARGETS: 'true',
        RUN_WORKER: 'true',
        JOBS_POLL_MS: '20',
        RATE_LIMIT_MAX: '100000',
      },
    });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    pds.reset();
    brand = pds.addAccount({ handle: `brand-${randomUUID().slice(0, 6)}.bsky.social` });
    world = await buildWorld(ctx.database.db, people);
    const res = await call('owner', 'POST', `${brandUrl()}/channels/bluesky`, {
      host: pds.origin,
      identifier: brand.handle,
      app_password: brand.appPassword,
    });
    channelUid = publishingChannelSchema.parse(res.json()).uid;
    postId = await insertTicket(
      ctx.database.db,
      { workspaceId: world.a.id, projectId: world.a.projectId },
      { ticket_type: 'post', status: 'approved', assignee_id: world.a.memberIds.member ?? null },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await pds.close();
  });

  it('a post published on every channel moves its ticket to Posted with the live link and the day, in its history', async () => {
    expect((await publishNow('Out now: spring range')).statusCode).toBe(201);
    await settle('published');
    const [published] = await publicationsOf();
    expect(published?.remote_url).toMatch(/^https:\/\/bsky\.app\/profile\//);
    expect(pds.posts(brand.did).map((p) => p.value.text)).toEqual(['Out now: spring range']);
    expect(published?.timeline.map((s) => s.kind)).toEqual(['scheduled', 'started', 'published']);

    await ticketReaches('posted');
    const ticket = await ticketOf();
    expect(ticket.live_link).toBe(published?.remote_url);
    expect(ticket.posted_date).toBe(new Date().toISOString().slice(0, 10));
    const activity = (await call('owner', 'GET', `/api/tickets/${postId}/activity`)).json();
    const status = activity.items.find((entry: { kind: string }) => entry.kind === 'status');
    expect(status).toMatchObject({ from: 'approved', to: 'posted', via: 'publishing' });
  });

  it('disconnecting a channel takes its posts not out yet, and keeps the ones it published in their history', async () => {
    expect((await publishNow('Out before the goodbye')).statusCode).toBe(201);
    await settle('published');
    const later = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    const other = await insertTicket(
      ctx.database.db,
      { workspaceId: world.a.id, projectId: world.a.projectId },
      { ticket_type: 'post' },
    );
    await call('member', 'POST', url(other), {
      due_at: later,
      posts: [{ channel_uid: channelUid, variant: { text: 'Never going out', media: [] } }],
    });
    expect((await call('owner', 'DELETE', `${brandUrl()}/channels/${channelUid}`)).statusCode).toBe(200);

    expect((await call('member', 'GET', `${brandUrl()}/channels`)).json()).toEqual([]);
    expect(await publicationsOf(other)).toEqual([]);
    const [kept] = await publicationsOf();
    expect(kept).toMatchObject({ state: 'published', network: 'bluesky', handle: brand.handle });
    // Gone for publishing: not to be scheduled on, nor disconnected twice.
    const again = await publishNow('Once more');
    expect(again.statusCode).toBe(404);
    expect((await call('owner', 'DELETE', `${brandUrl()}/channels/${channelUid}`)).statusCode).toBe(404);
    // Connecting the account again brings the channel back, with its history.
    const back = await call('owner', 'POST', `${brandUrl()}/channels/bluesky`, {
      host: pds.origin,
      identifier: brand.handle,
      app_password: brand.appPassword,
    });
    expect([back.statusCode, back.json().uid]).toEqual([201, channelUid]);
  });

  it('a failure tells the assignee and the brand’s admins why; a member retries it and it goes out', async () => {
    pds.script({
      nsid: 'com.atproto.repo.createRecord',
      status: 400,
      body: { error: 'InvalidRequest', message: 'Record rejected' },
    });
    expect((await publishNow('Will fail once')).statusCode).toBe(201);
    await settle('failed');
    const [failed] = await publicationsOf();
    expect(failed?.error_message).toContain('Record rejected');
    await noticeFor('member', 'post_failed');
    const notice = (await notificationsOf('member')).find((n) => n.kind === 'post_failed');
    expect(notice?.excerpt).toContain('Record rejected');
    await noticeFor('owner', 'post_failed');
    expect(pds.posts(brand.did)).toEqual([]);

    const stale = await call('member', 'POST', `${url()}/${failed?.uid}/retry`, { version: 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict']);
    const retried = await call('member', 'POST', `${url()}/${failed?.uid}/retry`, {
      version: failed?.version,
    });
    expect(retried.statusCode).toBe(200);
    await settle('published');
    expect(pds.posts(brand.did).map((p) => p.value.text)).toEqual(['Will fail once']);
    const [done] = await publicationsOf();
    expect(done?.timeline.find((s) => s.kind === 'retried')?.actor_uid).toBe(world.a.memberIds.member);
  });

  it('a phone hand-off tells its assignee it is time, and “I’ve posted it” with the link publishes it', async () => {
    const res = await call('owner', 'POST', `${brandUrl()}/channels/handoff`, {
      network: 'instagram',
      handle: '@brand',
    });
    expect(res.statusCode).toBe(201);
    const handoff = publishingChannelSchema.parse(res.json());
    expect(handoff).toMatchObject({ network: 'instagram', mode: 'handoff', handle: '@brand' });
    expect(
      (await call('member', 'POST', `${brandUrl()}/channels/handoff`, { network: 'instagram', handle: 'x' }))
        .statusCode,
    ).toBe(403);

    expect((await publishNow('Posted by hand', handoff.uid)).statusCode).toBe(201);
    await settle('handed_off');
    await noticeFor('member', 'post_ready');
    const [waiting] = await publicationsOf();
    const bad = await call('member', 'POST', `${url()}/${waiting?.uid}/posted`, {
      version: waiting?.version,
      url: 'not a link',
    });
    expect(bad.statusCode).toBe(400);
    const posted = await call('member', 'POST', `${url()}/${waiting?.uid}/posted`, {
      version: waiting?.version,
      url: 'https://www.instagram.com/p/abc123/',
    });
    expect(posted.statusCode).toBe(200);
    expect(publicationListSchema.parse(posted.json())[0]).toMatchObject({
      state: 'published',
      remote_url: 'https://www.instagram.com/p/abc123/',
    });
    await ticketReaches('posted');
    expect((await ticketOf()).live_link).toBe('https://www.instagram.com/p/abc123/');
  });

  it('when the brand requires approval, a post is scheduled only once approved, and an edit takes it off again', async () => {
    const settings = { time_zone: 'Europe/Berlin', slots: [], require_approval: true };
    expect((await call('member', 'PUT', `${brandUrl()}/queue`, settings)).statusCode).toBe(403);
    expect((await call('owner', 'PUT', `${brandUrl()}/queue`, settings)).statusCode).toBe(200);

    const draft = await insertTicket(
      ctx.database.db,
      { workspaceId: world.a.id, projectId: world.a.projectId },
      { ticket_type: 'post', status: 'in_review' },
    );
    const later = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    const post = { channel_uid: channelUid, variant: { text: 'Needs a yes', media: [] } };
    const refused = await call('member', 'POST', url(draft), { due_at: later, posts: [post] });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'publishing_needs_approval']);

    // The approved post is scheduled; an edit of its caption takes it off the schedule.
    expect((await call('member', 'POST', url(), { due_at: later, posts: [post] })).statusCode).toBe(201);
    const edit = await call('member', 'PATCH', `/api/tickets/${postId}`, { caption: 'A new caption' });
    expect(edit.statusCode).toBe(200);
    const [off] = await publicationsOf();
    expect(off).toMatchObject({ state: 'needs_attention', error_message: EDITED_AFTER_APPROVAL_MESSAGE });
    await ticketReaches('needs_approval');
    // Not approved again: it cannot go back on the schedule yet.
    const back = await call('member', 'PATCH', `${url()}/${off?.uid}`, {
      due_at: later,
      version: off?.version,
    });
    expect([back.statusCode, back.json().code]).toEqual([409, 'publishing_needs_approval']);
  });

  it('under a required approval workflow, only the content its approvers approved is scheduled, and the engine holds content changed since', async () => {
    const workflow = await call('owner', 'PUT', `/api/projects/${world.a.projectId}/approval-workflow`, {
      mode: 'required',
      steps: [{ kind: 'internal', approvers: [world.a.memberIds.admin] }],
    });
    expect(workflow.statusCode, workflow.body).toBe(200);
    const soon = () => new Date(Date.now() + 2_000).toISOString();
    const post = { channel_uid: channelUid, variant: { text: 'Only once approved', media: [] } };
    // The ticket says Approved, but no one approved this content.
    const refused = await call('member', 'POST', url(), { due_at: soon(), posts: [post] });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'publishing_needs_approval']);

    // The network's own words are saved on the post, to be approved with it.
    const saved = await call('member', 'PUT', `/api/tickets/${postId}/publishing/variants`, {
      variants: [post],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('member', 'POST', `/api/tickets/${postId}/approval`)).statusCode).toBe(201);
    const { version } = (await call('admin', 'GET', `/api/tickets/${postId}/approval`)).json().round;
    const decided = await call('admin', 'POST', `/api/tickets/${postId}/approval/decisions`, {
      decision: 'approved',
      version,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await call('member', 'POST', url(), { due_at: soon(), posts: [post] })).statusCode).toBe(201);
    // A file added after the approval changes the content: the approved post refuses it unless
    // review reopens; added that way, the engine does not send the post.
    const upload = async (query: string) => {
      const { payload, contentType } = await multipartFiles([{ data: PNG_1X1, name: 'late.png' }]);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/tickets/${postId}/reference-images${query}`,
        headers: { ...people.member.headers, 'content-type': contentType },
        payload,
      });
    };
    expect((await upload('')).json().code).toBe('post_locked_approved');
    const uploaded = await upload('?reopen_review=true');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await settle('needs_attention');
    const [held] = await publicationsOf();
    expect(held).toMatchObject({ error_message: NOT_APPROVED_AS_IS_MESSAGE });
    expect(pds.posts(brand.did)).toEqual([]);
  });

  it('“Add to queue” takes the brand’s next free slot per channel, and says when there is none', async () => {
    const empty = await call('member', 'POST', url(), {
      due_at: null,
      queue: true,
      posts: [{ channel_uid: channelUid, variant: { text: 'Queued', media: [] } }],
    });
    expect([empty.statusCode, empty.json().code]).toEqual([409, 'publishing_queue_empty']);

    const settings = queueSettingsSchema.parse(
      (
        await call('owner', 'PUT', `${brandUrl()}/queue`, {
          time_zone: 'America/New_York',
          slots: [
            { day: 'mon', time: '09:30' },
            { day: 'mon', time: '09:30' },
            { day: 'thu', time: '17:00' },
          ],
          require_approval: false,
        })
      ).json(),
    );
    expect(settings.slots).toEqual([
      { day: 'mon', time: '09:30' },
      { day: 'thu', time: '17:00' },
    ]);
    const queue = () =>
      call('member', 'POST', url(), {
        due_at: null,
        queue: true,
        posts: [{ channel_uid: channelUid, variant: { text: 'Queued', media: [] } }],
      });
    const first = publicationListSchema.parse((await queue()).json())[0];
    const second = publicationListSchema.parse((await queue()).json())[0];
    const wall = (iso?: string) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(iso ?? 0));
    expect([wall(first?.due_at), wall(second?.due_at)].sort()).toEqual(['Mon 09:30', 'Thu 17:00']);
    expect(first?.due_at).not.toBe(second?.due_at);
    const both = await call('member', 'POST', url(), {
      due_at: '2030-01-01T00:00:00Z',
      queue: true,
      posts: [{ channel_uid: channelUid, variant: { text: 'x', media: [] } }],
    });
    expect(both.statusCode).toBe(400);
  });

  it('the calendar’s window lists the brand’s publications; a post carries only its own ticket’s images', async () => {
    const due = new Date(Date.now() + 5 * 60 * 60_000).toISOString();
    await call('member', 'POST', url(), {
      due_at: due,
      posts: [{ channel_uid: channelUid, variant: { text: 'On the calendar\nsecond line', media: [] } }],
    });
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const window = await call('member', 'GET', `${brandUrl()}/publications?from=${from}&to=${to}`);
    expect(window.statusCode).toBe(200);
    expect(brandPublicationListSchema.parse(window.json())).toEqual([
      expect.objectContaining({
        ticket_uid: postId,
        excerpt: 'On the calendar second line',
        state: 'scheduled',
      }),
    ]);
    const wide = await call(
      'member',
      'GET',
      `${brandUrl()}/publications?from=${from}&to=2031-01-01T00:00:00Z`,
    );
    expect(wide.statusCode).toBe(400);
    expect(
      (await call('outsider', 'GET', `${brandUrl()}/publications?from=${from}&to=${to}`)).statusCode,
    ).toBe(403);

    expect(
      publishableMediaListSchema.parse(
        (await call('member', 'GET', `/api/tickets/${postId}/publishing/media`)).json(),
      ),
    ).toEqual([]);
    const foreign = await call('member', 'POST', url(), {
      due_at: null,
      posts: [
        { channel_uid: channelUid, variant: { text: 'x', media: [{ image_uid: randomUUID(), alt: null }] } },
      ],
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'publishing_media_not_on_ticket']);
    // A thumbnail is looked up on the ticket the same way, and said at its own field.
    const thumbnail = await call('member', 'POST', url(), {
      due_at: null,
      posts: [{ channel_uid: channelUid, variant: { text: 'x', media: [], thumbnail_uid: randomUUID() } }],
    });
    expect([thumbnail.statusCode, thumbnail.json().details?.[0]?.path]).toEqual([
      400,
      'posts.0.variant.thumbnail_uid',
    ]);
  });

  it('the workspace’s calendar lists every brand’s posts, each person only those of brands whose tasks they open', async () => {
    const soon = new Date(Date.now() + 5 * 60 * 60_000).toISOString();
    await call('member', 'POST', url(), {
      due_at: soon,
      posts: [{ channel_uid: channelUid, variant: { text: 'Brand A post', media: [] } }],
    });
    // A second brand of the workspace, which the member is not granted.
    const other = await insertProject(db(), world.a.id, people.owner.id);
    const otherAccount = pds.addAccount({ handle: `other-${randomUUID().slice(0, 6)}.bsky.social` });
    const connected = await call('owner', 'POST', `/api/projects/${other}/publishing/channels/bluesky`, {
      host: pds.origin,
      identifier: otherAccount.handle,
      app_password: otherAccount.appPassword,
    });
    const otherPost = await insertTicket(
      db(),
      { workspaceId: world.a.id, projectId: other },
      { ticket_type: 'post', status: 'approved' },
    );
    const scheduledElsewhere = await call('owner', 'POST', url(otherPost), {
      due_at: soon,
      posts: [{ channel_uid: connected.json().uid, variant: { text: 'Brand B post', media: [] } }],
    });
    expect(scheduledElsewhere.statusCode).toBe(201);

    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const windowOf = async (persona: Persona) => {
      const res = await call(
        persona,
        'GET',
        `/api/workspaces/${world.a.id}/publishing/publications?from=${from}&to=${to}`,
      );
      expect(res.statusCode).toBe(200);
      return workspacePublicationListSchema.parse(res.json());
    };
    expect((await windowOf('owner')).map((p) => [p.excerpt, p.project_uid]).sort()).toEqual(
      [
        ['Brand A post', world.a.projectId],
        ['Brand B post', other],
      ].sort(),
    );
    const seen = await windowOf('member');
    expect(seen.map((p) => p.excerpt)).toEqual(['Brand A post']);
    expect(seen[0]).toMatchObject({
      project_slug: world.a.projectSlug,
      ticket_uid: postId,
      network: 'bluesky',
    });
    // An external opens no brand's tasks from the workspace: no posts.
    expect(await windowOf('external')).toEqual([]);
    expect(
      (
        await call(
          'outsider',
          'GET',
          `/api/workspaces/${world.a.id}/publishing/publications?from=${from}&to=${to}`,
        )
      ).statusCode,
    ).toBe(403);
    const wide = await call(
      'member',
      'GET',
      `/api/workspaces/${world.a.id}/publishing/publications?from=${from}&to=2031-01-01T00:00:00Z`,
    );
    expect(wide.statusCode).toBe(400);
  });

  it('serves a post’s file to the network from its signed link while the post is being sent, and at no other time', async () => {
    const { payload, contentType } = await multipartFiles([{ data: PNG_1X1, name: 'cup.png' }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/tickets/${postId}/reference-images`,
      headers: { ...people.member.headers, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const [image] = publishableMediaListSchema.parse(
      (await call('member', 'GET', `/api/tickets/${postId}/publishing/media`)).json(),
    );
    const scheduled = await call('member', 'POST', url(), {
      due_at: new Date(Date.now() + 3600_000).toISOString(),
      posts: [
        {
          channel_uid: channelUid,
          variant: { text: 'A cup', media: [{ image_uid: image?.image_uid, alt: null }] },
        },
      ],
    });
    const [publication] = publicationListSchema.parse(scheduled.json());
    const id = publication!.uid;
    const links = createFileLinks(
      loadSecretsKeys(ctx.dataDir, ctx.config.secrets.key).current,
      ctx.config.publicUrl,
    );
    const fetchLink = (link: string) => {
      const at = new URL(link);
      return ctx.app.inject({ method: 'GET', url: `${at.pathname}${at.search}` });
    };
    const setState = (state: Publication['state']) =>
      db().updateTable('publications').set({ state }).where('id', '=', id).execute();

    const link = links.url(id, 0, new Date());
    expect(link.startsWith(`${ctx.config.publicUrl}/api/publishing/files/${id}/0?token=`)).toBe(true);
    // Scheduled, not being sent yet: nothing.
    expect((await fetchLink(link)).statusCode).toBe(404);

    await setState('publishing');
    const served = await fetchLink(link);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    // Another file, a changed link, an expired one: the same 404, saying nothing.
    const refused = [
      links.url(id, 1, new Date()),
      link.replace(/token=\d+\./, 'token=1.'),
      links.url(id, 0, new Date(Date.now() - 2 * 3600_000)),
      link.replace(id, randomUUID()),
    ];
    for (const other of refused) {
      const res = await fetchLink(other);
      expect([res.statusCode, res.json().code]).toEqual([404, 'publishing_file_not_found']);
    }

    await setState('published');
    expect((await fetchLink(link)).statusCode).toBe(404);
  });

  describe('connecting Mastodon', () => {
    let instance: FakeMastodon;
    beforeAll(async () => {
      instance = await startFakeMastodon();
    });
    afterAll(() => instance.close());

    it('a brand admin approves on the instance and comes back to a connected channel, once', async () => {
      instance.addAccount('studio');
      instance.setLimits({ maxCharacters: 1000 });
      const start = await call('owner', 'POST', `${brandUrl()}/channels/mastodon`, {
        instance: instance.origin,
      });
      expect(start.statusCode).toBe(200);
      const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
      const approved = await fetch(start.json().authorize_url, { redirect: 'manual' });
      const back = new URL(approved.headers.get('location') ?? '');
      expect(back.pathname).toBe('/api/publishing/mastodon/callback');

      // Another browser (without the cookie) cannot finish it.
      const elsewhere = await ctx.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      expect(elsewhere.statusCode).toBe(303);
      expect(elsewhere.headers.location).toContain('connect_error=');

      // The state was used by that attempt: start again, and finish in the same browser.
      const again = await call('owner', 'POST', `${brandUrl()}/channels/mastodon`, {
        instance: instance.origin,
      });
      const cookie2 = String(again.headers['set-cookie']).split(';')[0] ?? cookie;
      const approved2 = await fetch(again.json().authorize_url, { redirect: 'manual' });
      const back2 = new URL(approved2.headers.get('location') ?? '');
      const finished = await ctx.app.inject({
        method: 'GET',
        url: `${back2.pathname}${back2.search}`,
        headers: { cookie: cookie2 },
      });
      expect(finished.statusCode).toBe(303);
      expect(finished.headers.location).toBe(
        `http://localhost:3000/brand/${world.a.projectSlug}/integrations?connected=mastodon`,
      );
      const channels = (await call('member', 'GET', `${brandUrl()}/channels`)).json();
      expect(channels.map((c: { network: string; handle: string }) => c.network).sort()).toEqual([
        'bluesky',
        'mastodon',
      ]);
      // The server's own limits come with the channel, for the composer to check as one types.
      expect(channels.find((c: { network: string }) => c.network === 'mastodon').limits).toMatchObject({
        maxCharacters: 1000,
      });
      // Used once: the same link again fails.
      const replay = await ctx.app.inject({
        method: 'GET',
        url: `${back2.pathname}${back2.search}`,
        headers: { cookie: cookie2 },
      });
      expect(replay.headers.location).toContain('connect_error=');
    });

    it.each([
      [
        'an admin demoted to a member without the brand',
        'integration_not_brand_admin',
        async () => {
          const res = await call(
            'owner',
            'PUT',
            `/api/workspaces/${world.a.id}/users/${world.a.memberIds.admin}`,
            {
              role: 'member',
            },
          );
          expect(res.statusCode, res.body).toBe(200);
        },
      ],
      [
        'a workspace whose plan lapsed (its trial ended without one)',
        'integration_plan_required',
        async () => {
          await db()
            .updateTable('workspaces')
            .set({ created_at: new Date(Date.now() - 15 * 86_400_000).toISOString() })
            .where('id', '=', world.a.id)
            .execute();
        },
      ],
    ] as const)('connects nothing for %s before the way back, and says why', async (_, reason, meanwhile) => {
      instance.addAccount('studio');
      const start = await call('admin', 'POST', `${brandUrl()}/channels/mastodon`, {
        instance: instance.origin,
      });
      expect(start.statusCode).toBe(200);
      const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
      const approved = await fetch(start.json().authorize_url, { redirect: 'manual' });
      const back = new URL(approved.headers.get('location') ?? '');
      // Within the state's ten minutes, after the admin approved on the instance.
      await meanwhile();
      const seen = instance.requests.length;
      const finished = await ctx.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie },
      });
      expect(finished.statusCode).toBe(303);
      const landed = new URL(String(finished.headers.location));
      expect(`${landed.origin}${landed.pathname}`).toBe(
        `http://localhost:3000/brand/${world.a.projectSlug}/integrations`,
      );
      expect(Object.fromEntries(landed.searchParams)).toEqual({
        connect_error: ERROR_CATALOGUE[reason].message,
      });
      // The instance was not asked anything: the code was never traded for a token.
      expect(instance.requests.slice(seen)).toEqual([]);
      const networks = await db()
        .selectFrom('publishing_channels')
        .select('network')
        .where('project_id', '=', world.a.projectId)
        .execute();
      expect(networks).toEqual([{ network: 'bluesky' }]);
    });

    it('registers one app per instance and reuses it; one the instance forgot is registered anew', async () => {
      instance.addAccount('studio');
      const registrations = () =>
        instance.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/apps').length;
      // Whatever an earlier test registered is gone: the first start here registers.
      instance.forgetApps();
      const before = registrations();
      /** Starts a connection and answers the client id the approval page was sent with. */
      const startOne = async () => {
        const start = await call('owner', 'POST', `${brandUrl()}/channels/mastodon`, {
          instance: instance.origin,
        });
        expect(start.statusCode).toBe(200);
        return {
          clientId: new URL(start.json().authorize_url).searchParams.get('client_id'),
          authorizeUrl: start.json().authorize_url as string,
          cookie: String(start.headers['set-cookie']).split(';')[0] ?? '',
        };
      };
      const first = await startOne();
      const second = await startOne();
      expect(registrations() - before).toBe(1);
      expect(second.clientId).toBe(first.clientId);

      // An older server drops idle apps: the check at the next start sees it, and registers anew.
      instance.forgetApps();
      const third = await startOne();
      expect(registrations() - before).toBe(2);
      expect(third.clientId).not.toBe(first.clientId);

      // Forgotten between the start and the return: that try fails, and the next registers anew.
      const approved = await fetch(third.authorizeUrl, { redirect: 'manual' });
      const back = new URL(approved.headers.get('location') ?? '');
      instance.forgetApps();
      const failed = await ctx.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie: third.cookie },
      });
      expect(failed.headers.location).toContain('connect_error=');
      const fourth = await startOne();
      expect(registrations() - before).toBe(3);
      expect(fourth.clientId).not.toBe(third.clientId);
    });

    it('says when the instance cannot be reached', async () => {
      const res = await call('owner', 'POST', `${brandUrl()}/channels/mastodon`, {
        instance: 'https://mastodon.invalid',
      });
      expect([res.statusCode, res.json().code]).toEqual([422, 'publishing_host_unreachable']);
    });
  });
});
