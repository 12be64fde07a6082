import {
  type Approval,
  approvalListSchema,
  approvalPostSchema,
  createdApprovalSchema,
  publicApprovalSchema,
} from '@expertos/domain/approval.schema';
import { ticketActivityPageSchema, ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';

describe(`approval links on ${testDialect}`, () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  let clock = Date.now();

  beforeAll(async () => {
    t = await createTicketsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    clock = Date.now();
  });
  afterAll(() => t.ctx.close());

  const base = () => `/api/projects/${world.a.projectId}/approvals`;
  const anon = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
  const tokenOf = (url: string) => url.split('/approve/')[1] ?? '';

  async function post(summary: string, extra: object = {}) {
    return t.createTicket('member', world.a.projectId, {
      summary,
      ticket_type: 'post',
      status: 'in_review',
      caption: 'Autumn is here. #coffee',
      hook: 'One sip of autumn',
      post_platform: 'instagram',
      ...extra,
    });
  }
  async function send(body: object) {
    const res = await t.call('member', 'POST', base(), body);
    expect(res.statusCode, res.body).toBe(201);
    return createdApprovalSchema.parse(res.json());
  }
  async function ticket(uid: string) {
    return ticketSchema.parse((await t.call('member', 'GET', `/api/tickets/${uid}`)).json());
  }

  it('sends posts for approval by e-mail, and the client decides each one without an account', async () => {
    const reel = await post('Autumn reel');
    const carousel = await post('Menu carousel');
    const sent = await send({
      ticket_uids: [reel.uid, carousel.uid],
      email: 'dana@client.example',
      name: 'Dana Client',
      message: 'Two posts for next week',
    });
    expect(sent).toMatchObject({
      recipient_email: 'dana@client.example',
      recipient_name: 'Dana Client',
      state: 'open',
      sent_by: { uid: world.a.memberIds.member },
      items: [
        { ticket: { uid: reel.uid, summary: 'Autumn reel' }, decision: null },
        { ticket: { uid: carousel.uid }, decision: null },
      ],
    });
    expect(new Date(sent.expires_at).getTime() - new Date(sent.created_at).getTime()).toBe(7 * 86_400_000);
    // The e-mail carries the link.
    const mails = await t.ctx.database.db
      .selectFrom('jobs')
      .select('payload')
      .where('type', '=', 'mail.send')
      .execute();
    const mail = mails.map((row) => JSON.parse(row.payload)).find((m) => m.to === 'dana@client.example');
    expect(mail.text).toContain(sent.url);
    expect(mail.subject).toContain('2 posts');
    // Both posts wait on the client now, moved by the sender.
    expect((await ticket(reel.uid)).status).toBe('needs_approval');

    const token = tokenOf(sent.url);
    const page = await anon('GET', `/api/approvals/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    const view = publicApprovalSchema.parse(page.json());
    expect(view).toMatchObject({ recipient_name: 'Dana Client', message: 'Two posts for next week' });
    expect(view.posts.map((p) => [p.summary, p.caption, p.hooks, p.platform])).toEqual([
      ['Autumn reel', 'Autumn is here. #coffee', ['One sip of autumn'], 'instagram'],
      ['Menu carousel', 'Autumn is here. #coffee', ['One sip of autumn'], 'instagram'],
    ]);

    const approve = await anon('POST', `/api/approvals/${token}/posts/${reel.uid}/decision`, {
      decision: 'approved',
      comment: 'Lovely',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approvalPostSchema.parse(approve.json())).toMatchObject({
      decision: 'approved',
      comment: 'Lovely',
    });
    expect((await ticket(reel.uid)).status).toBe('approved');
    const history = ticketActivityPageSchema.parse(
      (await t.call('member', 'GET', `/api/tickets/${reel.uid}/activity`)).json(),
    );
    expect(history.items[0]).toMatchObject({
      kind: 'status',
      from: 'needs_approval',
      to: 'approved',
      actor: null,
      via: 'approval',
      via_name: 'Dana Client <dana@client.example>',
    });

    // Changes need a comment; with one, the post goes back to review.
    const bare = await anon('POST', `/api/approvals/${token}/posts/${carousel.uid}/decision`, {
      decision: 'changes_requested',
    });
    expect(bare.statusCode).toBe(400);
    await anon('POST', `/api/approvals/${token}/posts/${carousel.uid}/decision`, {
      decision: 'changes_requested',
      comment: 'Brighter first slide',
    });
    expect((await ticket(carousel.uid)).status).toBe('in_review');
    // A second thought replaces the first.
    await anon('POST', `/api/approvals/${token}/posts/${carousel.uid}/decision`, { decision: 'rejected' });
    expect((await ticket(carousel.uid)).status).toBe('rejected');

    // The team sees the decisions on the ticket's links.
    const listed = approvalListSchema.parse(
      (await t.call('member', 'GET', `${base()}?ticket=${carousel.uid}`)).json(),
    );
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]?.items.map((i) => [i.decision, i.comment])).toEqual([
      ['approved', 'Lovely'],
      ['rejected', null],
    ]);
  });

  it('is bound to its token and its posts: others, withdrawn and expired links open nothing', async () => {
    const mine = await post('Mine');
    const other = await post('Not on the link');
    const sent = await send({ ticket_uids: [mine.uid], email: 'dana@client.example', expires_in_days: 1 });
    const token = tokenOf(sent.url);
    // A post that is not on the link cannot be decided through it.
    const stray = await anon('POST', `/api/approvals/${token}/posts/${other.uid}/decision`, {
      decision: 'approved',
    });
    expect(stray.statusCode).toBe(404);
    expect((await ticket(other.uid)).status).toBe('in_review');
    // A wrong token (and a huge one) is the same 404.
    // An oversized one is refused before it is looked up (the platform's length guard).
    const huge = (await anon('GET', `/api/approvals/${'a'.repeat(300)}`)).statusCode;
    expect(huge >= 400 && huge < 500).toBe(true);
    expect((await anon('GET', `/api/approvals/${'x'.repeat(43)}`)).json().code).toBe('approval_link_invalid');

    // Withdrawn: at once.
    const revoked = await t.call('member', 'DELETE', `${base()}/${sent.uid}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((revoked.json() as Approval).state).toBe('revoked');
    const gone = await anon('GET', `/api/approvals/${token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('approval_link_invalid');
    expect(
      (await anon('POST', `/api/approvals/${token}/posts/${mine.uid}/decision`, { decision: 'approved' }))
        .statusCode,
    ).toBe(404);

    // Expired: past its day.
    const later = await send({ ticket_uids: [mine.uid], email: 'dana@client.example', expires_in_days: 1 });
    await t.ctx.database.db
      .updateTable('approval_requests')
      .set({ expires_at: new Date(clock - 1000).toISOString() })
      .where('id', '=', later.uid)
      .execute();
    expect((await anon('GET', `/api/approvals/${tokenOf(later.url)}`)).statusCode).toBe(404);
    const list = approvalListSchema.parse((await t.call('member', 'GET', base())).json());
    expect(list.items.map((a) => a.state)).toEqual(['expired', 'revoked']);
  });

  it('takes only post tickets of the brand, and only from people who work on its tickets', async () => {
    const task = await t.createTicket('member', world.a.projectId, { summary: 'A task' });
    const hidden = await t.createTicket('admin', world.hiddenProjectId, {
      summary: 'Elsewhere',
      ticket_type: 'post',
    });
    for (const uid of [task.uid, hidden.uid, 'nope']) {
      const res = await t.call('member', 'POST', base(), {
        ticket_uids: [uid],
        email: 'dana@client.example',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('approval_not_post');
    }
    const reel = await post('Reel');
    expect(
      (await t.call('external', 'POST', base(), { ticket_uids: [reel.uid], email: 'dana@client.example' }))
        .statusCode,
    ).toBe(403);
    const bad = await t.call('member', 'POST', base(), {
      ticket_uids: [reel.uid, reel.uid],
      email: 'not-an-address',
    });
    expect(bad.statusCode).toBe(400);
  });
});
