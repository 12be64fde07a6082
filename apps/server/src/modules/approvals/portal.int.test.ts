import path from 'node:path';
import { APPROVAL_MESSAGES } from '@expertos/domain/approvals/messages';
import { portalBulkResultSchema, portalViewSchema } from '@expertos/domain/approvals/portal';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage/storage.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { insertRecording } from '../media/video.fixtures.js';
import { multipartFiles, PNG_1X1 } from '../tickets/tickets-upload.fixtures.js';

/**
 * The client portal (docs/product.md#approvals): a contact's one link lists what waits on them
 * across the brand; they decide on the version shown, alone or in bulk; the link can be
 * replaced, revoked, or lapse; nothing in it names an address, a ticket number or an id.
 */
describe('client portal', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  const call = (
    persona: Persona,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const portal = (token: string, method: 'GET' | 'POST' = 'GET', path = '', payload?: object) =>
    ctx.app.inject({ method, url: `/api/portal/${token}${path}`, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(async () => ctx?.close());

  const base = () => `/api/projects/${world.a.projectId}`;
  async function contact(name = 'Clara Client', email = 'clara@client.example') {
    const res = await call('admin', 'POST', `${base()}/approval-contacts`, { name, email, company: 'Acme' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().uid as string;
  }
  async function link(contactId: string) {
    const res = await call('admin', 'POST', `${base()}/approval-contacts/${contactId}/portal-link`, {
      send_email: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ state: 'active', emailed: false });
    return (body.url as string).split('/portal/')[1]!;
  }
  async function workflow(steps: object[]) {
    const res = await call('admin', 'PUT', `${base()}/approval-workflow`, { mode: 'multi_step', steps });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function post(summary = 'Spring launch') {
    const res = await call('member', 'POST', `${base()}/tickets`, {
      summary,
      ticket_type: 'post',
      caption: `${summary}: our spring menu is here`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { uid: res.json().uid as string, id: res.json().id as number };
  }
  const ask = async (ticket: string) =>
    expect((await call('member', 'POST', `/api/tickets/${ticket}/approval`)).statusCode).toBe(201);
  const view = async (token: string) => {
    const res = await portal(token);
    expect(res.statusCode, res.body).toBe(200);
    return portalViewSchema.parse(res.json());
  };
  const status = async (ticket: string) =>
    (await call('member', 'GET', `/api/tickets/${ticket}`)).json().status;

  it('lists a post once its client step opens, shows no address, number or id, and takes the client’s approval', async () => {
    const clara = await contact();
    await workflow([
      { kind: 'internal', approvers: [world.a.memberIds.admin] },
      { kind: 'client', approvers: [clara] },
    ]);
    const token = await link(clara);
    const ticket = await post();
    await ask(ticket.uid);
    // The first step is the team's: nothing waits on the client yet.
    expect((await view(token)).items).toEqual([]);

    const { version } = (await call('admin', 'GET', `/api/tickets/${ticket.uid}/approval`)).json().round;
    expect(
      (
        await call('admin', 'POST', `/api/tickets/${ticket.uid}/approval/decisions`, {
          decision: 'approved',
          version,
        })
      ).statusCode,
    ).toBe(200);

    const res = await portal(token);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    const page = portalViewSchema.parse(res.json());
    expect(page).toMatchObject({ contact: 'Clara Client' });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      summary: 'Spring launch',
      step: { number: 2, of: 2 },
      waiting: true,
    });
    // Nothing names an address, the ticket's id or number, or a member's id.
    for (const secret of [
      'clara@client.example',
      people.member.email,
      ticket.uid,
      world.a.memberIds.member!,
      world.a.memberIds.admin!,
      clara,
    ])
      expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(new RegExp(`#${ticket.id}\\b`));

    const item = page.items[0]!;
    const decided = await portal(token, 'POST', `/items/${item.key}/decision`, {
      decision: 'approved',
      version: item.version,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(portalViewSchema.parse(decided.json()).items).toEqual([]);
    expect(await status(ticket.uid)).toBe('approved');
    const round = (await call('member', 'GET', `/api/tickets/${ticket.uid}/approval`)).json().round;
    expect(round.status).toBe('approved');
    expect(round.decisions.at(-1)).toMatchObject({ by: 'Clara Client', decision: 'approved', step: 1 });
  });

  it('takes a client’s comment pinned on one of the post’s images, named by its place, and shows the pin back', async () => {
    const clara = await contact();
    await workflow([{ kind: 'client', approvers: [clara] }]);
    const token = await link(clara);
    const ticket = await post();
    const { payload, contentType } = await multipartFiles([{ data: PNG_1X1, name: 'Menu.png' }]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.uid}/reference-images`,
      payload,
      headers: { ...people.member.headers, 'content-type': contentType },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    await ask(ticket.uid);
    const [item] = (await view(token)).items;
    expect(item!.images).toHaveLength(1);
    const say = (body: object) => portal(token, 'POST', `/items/${item!.key}/comments`, body);

    const noImage = await say({ body: 'Here', pin: { image: 1, x: 0.5, y: 0.5 } });
    expect([noImage.statusCode, noImage.json().details]).toEqual([
      400,
      [{ path: 'pin.image', message: APPROVAL_MESSAGES.noSuchImage }],
    ]);
    const outside = await say({ body: 'Here', pin: { image: 0, x: 1.5, y: 0.5 } });
    expect([outside.statusCode, outside.json().details[0].path]).toEqual([400, 'anchor.x']);
    expect((await say({ body: 'Here', pin: { image: 0, x: 0.5, y: 0.5, w: 0.2 } })).statusCode).toBe(400);

    const pinned = await say({ body: 'Brighter here', pin: { image: 0, x: 0.25, y: 0.5, w: 0.5, h: 0.25 } });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(portalViewSchema.parse(pinned.json()).items[0]!.comments).toEqual([
      expect.objectContaining({
        body: 'Brighter here',
        by_client: true,
        anchor: 'pin',
        pin: { image: 0, x: 0.25, y: 0.5, w: 0.5, h: 0.25 },
      }),
    ]);
    // The team sees it on the image itself, where their own pins are.
    const team = await call('member', 'GET', `/api/tickets/${ticket.uid}/comments`);
    expect(JSON.stringify(team.json())).toContain('"kind":"pin"');
  });

  it('plays the post’s recordings behind the portal’s own links, in parts, and takes a comment at a moment of one', async () => {
    const clara = await contact();
    await workflow([{ kind: 'client', approvers: [clara] }]);
    const token = await link(clara);
    const ticket = await post();
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    const videoId = await insertRecording(
      ctx.database.db,
      { workspaceId: world.a.id, projectId: world.a.projectId, uploaderId: world.a.memberIds.member! },
      { ticket_id: ticket.uid, size: bytes.length, duration_ms: 12_000, content_type: 'video/webm' },
    );
    // Stored as the uploads store a recording: under a key with its extension.
    const key = `videos/${videoId}.webm`;
    await ctx.database.db.updateTable('videos').set({ storage_key: key }).where('id', '=', videoId).execute();
    await createLocalStorage(path.join(ctx.dataDir, 'media')).put(key, bytes);
    await ask(ticket.uid);
    const [item] = (await view(token)).items;
    expect(item!.recordings).toEqual([
      {
        url: `/api/portal/${token}/items/${item!.key}/recordings/0`,
        duration_ms: 12_000,
        content_type: 'video/webm',
      },
    ]);
    expect(JSON.stringify(item)).not.toContain(videoId);

    const part = await ctx.app.inject({
      method: 'GET',
      url: item!.recordings[0]!.url,
      headers: { range: 'bytes=100-199' },
    });
    expect([
      part.statusCode,
      part.headers['content-range'],
      part.rawPayload.equals(bytes.subarray(100, 200)),
    ]).toEqual([206, 'bytes 100-199/1000', true]);
    const whole = await ctx.app.inject({ method: 'GET', url: item!.recordings[0]!.url });
    expect([whole.statusCode, whole.rawPayload.length]).toEqual([200, 1000]);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: item!.recordings[0]!.url,
          headers: { range: 'bytes=5000-' },
        })
      ).statusCode,
    ).toBe(416);
    expect((await portal(token, 'GET', `/items/${item!.key}/recordings/1`)).statusCode).toBe(404);

    const say = (body: object) => portal(token, 'POST', `/items/${item!.key}/comments`, body);
    const none = await say({ body: 'Here', moment: { recording: 1, start_ms: 0 } });
    expect([none.statusCode, none.json().details[0].path]).toEqual([400, 'moment.recording']);
    const late = await say({ body: 'Here', moment: { recording: 0, start_ms: 30_000 } });
    expect([late.statusCode, late.json().details[0].path]).toEqual([400, 'anchor.start_ms']);
    expect(
      (await say({ body: 'Both', moment: { recording: 0, start_ms: 0 }, pin: { image: 0, x: 0, y: 0 } }))
        .statusCode,
    ).toBe(400);
    const said = await say({ body: 'Cut here', moment: { recording: 0, start_ms: 4_000, end_ms: 6_500 } });
    expect(said.statusCode, said.body).toBe(200);
    expect(portalViewSchema.parse(said.json()).items[0]!.comments).toEqual([
      expect.objectContaining({
        body: 'Cut here',
        anchor: 'time',
        moment: { recording: 0, start_ms: 4_000, end_ms: 6_500 },
        pin: null,
      }),
    ]);
  });

  it('refuses a decision on a version the post moved on from, naming the current one; changes need a comment', async () => {
    const clara = await contact();
    await workflow([{ kind: 'client', approvers: [clara] }]);
    const token = await link(clara);
    const ticket = await post();
    await ask(ticket.uid);
    const [item] = (await view(token)).items;
    expect(
      (await call('member', 'PATCH', `/api/tickets/${ticket.uid}`, { caption: 'Now with tea' })).statusCode,
    ).toBe(200);
    const stale = await portal(token, 'POST', `/items/${item!.key}/decision`, {
      decision: 'approved',
      version: item!.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('approval_version_changed');
    const [now] = (await view(token)).items;
    expect(stale.json().current_version).toBe(now!.version);

    const bare = await portal(token, 'POST', `/items/${now!.key}/decision`, {
      decision: 'changes_requested',
      version: now!.version,
    });
    expect(bare.statusCode).toBe(400);
    const back = await portal(token, 'POST', `/items/${now!.key}/decision`, {
      decision: 'changes_requested',
      comment: 'Mention the tea in the first line',
      version: now!.version,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await status(ticket.uid)).toBe('in_review');
    // An unknown key is not found; a decided one no longer waits.
    expect(
      (await portal(token, 'POST', '/items/nope/decision', { decision: 'approved', version: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('approves many at once, skipping and naming one changed since it was shown', async () => {
    const clara = await contact();
    await workflow([{ kind: 'client', approvers: [clara] }]);
    const token = await link(clara);
    const tickets = [];
    for (const name of ['One', 'Two', 'Three']) {
      const ticket = await post(name);
      await ask(ticket.uid);
      tickets.push(ticket);
    }
    const shown = (await view(token)).items;
    expect(shown.map((item) => item.summary)).toEqual(['One', 'Two', 'Three']);
    await call('member', 'PATCH', `/api/tickets/${tickets[1]!.uid}`, { caption: 'Changed meanwhile' });
    const res = await portal(token, 'POST', '/approve', {
      items: [
        ...shown.map((item) => ({ key: item.key, version: item.version })),
        { key: 'gone', version: 'x' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = portalBulkResultSchema.parse(res.json());
    expect(result.approved).toEqual([shown[0]!.key, shown[2]!.key]);
    expect(result.skipped).toEqual([
      { key: shown[1]!.key, summary: 'Two', reason: 'changed' },
      { key: 'gone', summary: '', reason: 'not_waiting' },
    ]);
    expect(await status(tickets[0]!.uid)).toBe('approved');
    expect(await status(tickets[1]!.uid)).toBe('needs_approval');
    // None, or over a hundred, is refused.
    expect((await portal(token, 'POST', '/approve', { items: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => ({ key: `k${i}`, version: 'v' }));
    expect((await portal(token, 'POST', '/approve', { items: many })).statusCode).toBe(400);
  });

  it('answers the same 404 for an unknown, replaced, revoked or idle link, and lists the link’s state for admins', async () => {
    const clara = await contact();
    const first = await link(clara);
    expect((await portal(first)).statusCode).toBe(200);
    const second = await link(clara);
    const replaced = await portal(first);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json().code).toBe('portal_link_invalid');
    expect((await portal(second)).statusCode).toBe(200);
    expect((await portal('x'.repeat(43))).json().code).toBe('portal_link_invalid');
    expect((await portal('x'.repeat(300))).statusCode).toBe(414);

    const listed = (await call('admin', 'GET', `${base()}/approval-contacts`)).json();
    expect(listed[0].portal).toMatchObject({ state: 'active' });
    expect(JSON.stringify(listed)).not.toContain(second);

    // Unused for 90 days, it stops working.
    await ctx.database.db
      .updateTable('approval_portal_links')
      .set({ created_at: '2020-01-01T00:00:00.000Z', last_used_at: '2020-01-01T00:00:00.000Z' })
      .where('contact_id', '=', clara)
      .execute();
    expect((await portal(second)).json().code).toBe('portal_link_invalid');
    const third = await link(clara);
    const revoked = await call('admin', 'DELETE', `${base()}/approval-contacts/${clara}/portal-link`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().state).toBe('revoked');
    expect((await portal(third)).json().code).toBe('portal_link_invalid');
  });

  it('e-mails the link to the contact through the mail limits', async () => {
    const clara = await contact();
    const res = await call('admin', 'POST', `${base()}/approval-contacts/${clara}/portal-link`, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().emailed).toBe(true);
    const sends = await ctx.database.db
      .selectFrom('jobs')
      .select(['payload'])
      .where('type', '=', 'mail.send')
      .execute();
    const sent = sends
      .map((row) => JSON.parse(String(row.payload)))
      .find((m) => m.to === 'clara@client.example');
    expect(sent?.subject).toContain('approval page');
    expect(sent?.text).toContain(res.json().url);
  });

  it('counts requests per link and answers 429 with Retry-After past the limit', async () => {
    const clara = await contact();
    const token = await link(clara);
    let last = await portal(token);
    for (let i = 0; i < 130 && last.statusCode === 200; i += 1) last = await portal(token);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
