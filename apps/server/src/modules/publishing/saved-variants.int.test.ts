import { randomUUID } from 'node:crypto';
import { APPROVAL_MESSAGES } from '@expertos/domain/approvals/messages';
import { BLUESKY_LIMITS } from '@expertos/domain/publishing/limits';
import { savedVariantListSchema } from '@expertos/domain/publishing/saved-variants';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { type FakeBluesky, startFakeBluesky } from '../../test/bluesky-server.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';
import { postCalls } from './post-api.fixtures.js';

/**
 * A post's saved variants (docs/product.md#approvals): each network's words kept on the post
 * before it is scheduled, checked as scheduling checks them, approved with the post and locked
 * with it; under a workflow that makes posts wait, only approved words are scheduled.
 */
describe('a post’s saved variants', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let pds: FakeBluesky;
  let channelUid: string;

  const call = (persona: Persona, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const variantsUrl = (ticket: string) => `/api/tickets/${ticket}/publishing/variants`;
  const save = (ticket: string, text: string, extra: object = {}, query = '') =>
    call('member', 'PUT', `${variantsUrl(ticket)}${query}`, {
      variants: [{ channel_uid: channelUid, variant: { text, media: [], ...extra } }],
    });
  const schedule = (ticket: string, text: string) =>
    call('member', 'POST', `/api/tickets/${ticket}/publications`, {
      due_at: new Date(Date.now() + 3 * 60 * 60_000).toISOString(),
      posts: [{ channel_uid: channelUid, variant: { text, media: [] } }],
    });

  const { newPost, requireApproval, approve, connectBluesky } = postCalls(call, () => world);

  beforeAll(async () => {
    pds = await startFakeBluesky();
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: { ALLOW_PRIVATE_TARGETS: 'true', RATE_LIMIT_MAX: '100000' },
    });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    pds.reset();
    world = await buildWorld(ctx.database.db, people);
    channelUid = await connectBluesky(pds);
  });
  afterAll(async () => {
    await ctx?.close();
    await pds?.close();
  });

  it('keeps each channel’s variant, replaces them all at once, and checks them as scheduling does', async () => {
    const ticket = await newPost();
    expect(savedVariantListSchema.parse((await call('member', 'GET', variantsUrl(ticket))).json())).toEqual({
      variants: [],
    });
    const saved = await save(ticket, 'Spring is on the menu', { link: 'https://example.com/spring' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(savedVariantListSchema.parse(saved.json()).variants).toMatchObject([
      {
        channel_uid: channelUid,
        network: 'bluesky',
        variant: { text: 'Spring is on the menu', link: 'https://example.com/spring' },
      },
    ]);

    // What the network refuses is named at the variant, and nothing is saved.
    const long = await save(ticket, 'x'.repeat(BLUESKY_LIMITS.textGraphemes + 1));
    expect([long.statusCode, long.json().details[0].path]).toEqual([400, 'variants.0.variant.text']);
    const notOnTicket = await save(ticket, 'With a file', {
      media: [{ image_uid: randomUUID(), alt: null }],
    });
    expect([notOnTicket.statusCode, notOnTicket.json().code, notOnTicket.json().details[0].path]).toEqual([
      400,
      'publishing_media_not_on_ticket',
      'variants.0.variant.media.0',
    ]);
    const twice = await call('member', 'PUT', variantsUrl(ticket), {
      variants: [
        { channel_uid: channelUid, variant: { text: 'a', media: [] } },
        { channel_uid: channelUid, variant: { text: 'b', media: [] } },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const otherBrand = await call('member', 'PUT', variantsUrl(ticket), {
      variants: [{ channel_uid: randomUUID(), variant: { text: 'a', media: [] } }],
    });
    expect(otherBrand.statusCode).toBe(404);
    expect(
      savedVariantListSchema.parse((await call('member', 'GET', variantsUrl(ticket))).json()).variants[0]
        ?.variant.text,
    ).toBe('Spring is on the menu');

    // A task is not a post; an empty list clears them.
    const task = await insertTicket(ctx.database.db, {
      workspaceId: world.a.id,
      projectId: world.a.projectId,
    });
    expect((await save(task, 'Nope')).json().code).toBe('publishing_not_a_post');
    const cleared = await call('member', 'PUT', variantsUrl(ticket), { variants: [] });
    expect(savedVariantListSchema.parse(cleared.json()).variants).toEqual([]);
  });

  it('makes a version of the post when a variant’s words change, which the diff shows', async () => {
    const ticket = await newPost();
    // Another person than the author: not folded into the author's version.
    const saved = await call('owner', 'PUT', variantsUrl(ticket), {
      variants: [{ channel_uid: channelUid, variant: { text: 'Bluesky words', media: [] } }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const versions = (await call('member', 'GET', `/api/tickets/${ticket}/versions`)).json().items;
    expect(versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    const diff = await call('member', 'GET', `/api/tickets/${ticket}/versions/diff?from=1&to=2`);
    expect(diff.statusCode, diff.body).toBe(200);
    expect(JSON.stringify(diff.json())).toContain('Bluesky words');
  });

  it('is approved with the post and locked with it: a change reopens the review or is refused', async () => {
    await requireApproval();
    const ticket = await newPost();
    expect((await save(ticket, 'Bluesky words')).statusCode).toBe(200);
    await approve(ticket);

    const refused = await save(ticket, 'Sneaky words');
    expect([refused.statusCode, refused.json().code, refused.json().details]).toEqual([
      409,
      'post_locked_approved',
      [{ path: 'variants', message: APPROVAL_MESSAGES.locked }],
    ]);
    // A network's options are not what was approved: they stay free.
    expect((await save(ticket, 'Bluesky words', { thread: true })).statusCode).toBe(200);
    expect((await call('member', 'GET', `/api/tickets/${ticket}`)).json().status).toBe('approved');

    // Scheduled only as approved: the saved words, not others.
    const other = await schedule(ticket, 'Other words');
    expect([other.statusCode, other.json().code, other.json().details]).toEqual([
      409,
      'publishing_needs_approval',
      [{ path: 'posts.0.variant.text', message: APPROVAL_MESSAGES.variantNotApproved }],
    ]);
    expect((await schedule(ticket, 'Bluesky words')).statusCode).toBe(201);

    // Reopened: saved, the post goes back for approval, and what was scheduled comes off.
    const reopened = await save(ticket, 'New words', {}, '?reopen_review=true');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await call('member', 'GET', `/api/tickets/${ticket}`)).json().status).toBe('needs_approval');
    const round = (await call('admin', 'GET', `/api/tickets/${ticket}/approval`)).json().round;
    expect(round).toMatchObject({ status: 'open', step: 0 });
    const [publication] = (await call('member', 'GET', `/api/tickets/${ticket}/publications`)).json();
    expect(publication.state).toBe('needs_attention');
  });

  it('under a workflow that makes posts wait, a channel with no saved variant takes the post’s own words', async () => {
    await requireApproval();
    const ticket = await newPost();
    await approve(ticket);
    const own = await schedule(ticket, '  Our spring menu is here\n');
    expect(own.statusCode, own.body).toBe(201);
    const changed = await schedule(ticket, 'Our spring menu is here!');
    expect([changed.statusCode, changed.json().code]).toEqual([409, 'publishing_needs_approval']);
  });

  it('shows the client each network’s words in the portal, naming no channel', async () => {
    const base = `/api/projects/${world.a.projectId}`;
    const contact = await call('admin', 'POST', `${base}/approval-contacts`, {
      name: 'Clara Client',
      email: 'clara@client.example',
      company: 'Acme',
    });
    const clara = contact.json().uid as string;
    const link = await call('admin', 'POST', `${base}/approval-contacts/${clara}/portal-link`, {
      send_email: false,
    });
    const token = (link.json().url as string).split('/portal/')[1];
    const wf = await call('admin', 'PUT', `${base}/approval-workflow`, {
      mode: 'required',
      steps: [{ kind: 'client', approvers: [clara] }],
    });
    expect(wf.statusCode, wf.body).toBe(200);
    const ticket = await newPost();
    await save(ticket, 'Spring, on Bluesky', {
      link: 'https://example.com/spring',
      first_comment: '#spring',
    });
    expect((await call('member', 'POST', `/api/tickets/${ticket}/approval`)).statusCode).toBe(201);

    const page = await ctx.app.inject({ method: 'GET', url: `/api/portal/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().items[0].variants).toEqual([
      {
        network: 'bluesky',
        text: 'Spring, on Bluesky',
        link: 'https://example.com/spring',
        first_comment: '#spring',
      },
    ]);
    expect(page.body).not.toContain(channelUid);
  });

  it('under an optional workflow, saving and scheduling ask nothing of approvals', async () => {
    const ticket = await newPost();
    await save(ticket, 'Saved words');
    expect((await schedule(ticket, 'Any words at all')).statusCode).toBe(201);
    expect((await save(ticket, 'Changed words')).statusCode).toBe(200);
  });
});
