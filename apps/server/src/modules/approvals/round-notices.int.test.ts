import { APPROVAL_MESSAGES } from '@expertos/domain/approvals/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import { commentMultipart } from '../comments/comments.fixtures.js';
import { createTimersTestContext, type TimersTestContext } from './round-timers.fixtures.js';

/**
 * The approval notices (docs/product.md#approvals) on the people's channels: a step that names
 * them opened; what became of a round they asked for, step by step and at its end; a client's
 * comment. Each once, whatever runs twice.
 */
describe(`approval notices on ${testDialect}`, () => {
  let t: TimersTestContext;

  beforeAll(async () => {
    t = await createTimersTestContext();
  });
  beforeEach(() => t.reset());
  afterAll(() => t?.close());

  const twoSteps = () =>
    t.workflow({
      mode: 'multi_step',
      steps: [
        { kind: 'internal', approvers: [t.world.a.memberIds.admin] },
        { kind: 'internal', approvers: [t.world.a.memberIds.owner] },
      ],
    });

  it('asks each step’s approvers as it opens and tells the requester of each step and of the end', async () => {
    await twoSteps();
    const ticket = await t.askedPost();
    expect((await t.notices('approval_requested', ticket)).map((n) => n.user_id)).toEqual([
      t.people.admin.id,
    ]);

    await t.decide('admin', ticket, 'approved');
    // The requester hears that step 1 passed; the second step's approver is asked.
    expect(await t.notices('approval_decided', ticket)).toEqual([
      expect.objectContaining({
        user_id: t.people.member.id,
        status: 'needs_approval',
        actor_id: t.world.a.memberIds.admin,
      }),
    ]);
    expect((await t.notices('approval_requested', ticket)).map((n) => n.user_id).sort()).toEqual(
      [t.people.admin.id, t.people.owner.id].sort(),
    );

    await t.decide('owner', ticket, 'changes_requested', 'A shorter caption, please');
    const decided = await t.notices('approval_decided', ticket);
    expect(decided).toHaveLength(2);
    expect(decided[1]).toMatchObject({
      user_id: t.people.member.id,
      status: 'in_review',
      excerpt: 'A shorter caption, please',
      actor_id: t.world.a.memberIds.owner,
    });

    // Asked again (a day later) and approved through: the end of the new round is told too.
    await t.at('2026-05-05T10:00:00Z');
    const again = await t.call('member', 'POST', `/api/tickets/${ticket}/approval`);
    expect(again.statusCode, again.body).toBe(201);
    await t.decide('admin', ticket, 'approved');
    await t.decide('owner', ticket, 'approved');
    const statuses = (await t.notices('approval_decided', ticket)).map((n) => n.status);
    expect(statuses).toEqual(['needs_approval', 'in_review', 'needs_approval', 'approved']);
    // The approver's own e-mail for a request, with the post's link; decisions are not mailed by default.
    const mail = (await t.mailsTo(t.people.owner.email)).filter((m) =>
      m.subject?.includes('asks for your approval'),
    );
    expect(mail).toHaveLength(2);
    expect(mail[0]!.text).toContain('(step 2 of 2)');
    expect(mail[0]!.text).toContain(`/brand/${t.world.a.projectSlug}/tasks/${ticket}`);
    expect(
      (await t.mailsTo(t.people.member.email)).filter((m) => m.subject?.includes('approved')),
    ).toHaveLength(0);
  });

  it('tells no one of a decision that leaves its step open', async () => {
    await t.workflow({
      mode: 'required',
      steps: [
        {
          kind: 'internal',
          rule: 'all',
          approvers: [t.world.a.memberIds.admin, t.world.a.memberIds.owner],
        },
      ],
    });
    const ticket = await t.askedPost();
    await t.decide('admin', ticket, 'approved');
    expect(await t.notices('approval_decided', ticket)).toEqual([]);
    await t.decide('owner', ticket, 'approved');
    expect((await t.notices('approval_decided', ticket)).map((n) => n.status)).toEqual(['approved']);
  });

  it('tells the requester of a client’s comment in the portal, and shows it there under the client’s name', async () => {
    const dana = (
      await t.call('admin', 'POST', `/api/projects/${t.world.a.projectId}/approval-contacts`, {
        name: 'Dana',
        email: 'dana@client.example',
      })
    ).json().uid as string;
    await t.workflow({ mode: 'required', steps: [{ kind: 'client', approvers: [dana] }] });
    const link = await t.call(
      'admin',
      'POST',
      `/api/projects/${t.world.a.projectId}/approval-contacts/${dana}/portal-link`,
      { send_email: false },
    );
    const token = (link.json().url as string).split('/portal/')[1]!;
    const ticket = await t.askedPost();
    const portal = (method: 'GET' | 'POST', path = '', payload?: object) =>
      t.ctx.app.inject({ method, url: `/api/portal/${token}${path}`, ...(payload ? { payload } : {}) });
    const [item] = (await portal('GET')).json().items;
    expect((await portal('POST', `/items/${item.key}/comments`, { body: '' })).statusCode).toBe(400);
    const res = await portal('POST', `/items/${item.key}/comments`, { body: 'Love the photo' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items[0].comments).toEqual([
      expect.objectContaining({ author: 'Dana', by_client: true, body: 'Love the photo', anchor: null }),
    ]);
    expect(await t.notices('client_commented', ticket)).toEqual([
      expect.objectContaining({
        user_id: t.people.member.id,
        excerpt: 'Dana: Love the photo',
        actor_id: null,
      }),
    ]);
    // The team's own comments stay internal unless shared: the portal shows none of this one.
    const form = await commentMultipart({ body: 'Internal note' });
    const note = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket}/comments`,
      headers: { ...t.people.member.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(JSON.stringify((await portal('GET')).json())).not.toContain('Internal note');
  });

  it('lets the requester or a brand admin add approvers to the open step or a later one, and asks those of the open step', async () => {
    await t.workflow({
      mode: 'multi_step',
      steps: [
        { kind: 'internal', rule: 'all', approvers: [t.world.a.memberIds.admin] },
        { kind: 'internal', approvers: [t.world.a.memberIds.admin] },
      ],
    });
    const ticket = await t.askedPost();
    const add = (persona: 'member' | 'admin' | 'external' | 'outsider', body: object) =>
      t.call(persona, 'POST', `/api/tickets/${ticket}/approval/approvers`, body);
    const owner = t.world.a.memberIds.owner!;

    // Only the requester (member) and brand admins; nobody outside the brand, not the author.
    expect((await add('external', { step: 1, approvers: [owner] })).statusCode).toBe(403);
    const outsider = await add('member', { step: 1, approvers: [t.people.outsider.id, owner] });
    expect([outsider.statusCode, outsider.json().details]).toEqual([
      400,
      [expect.objectContaining({ path: 'approvers.0' })],
    ]);
    const author = await add('member', { step: 1, approvers: [t.world.a.memberIds.member] });
    expect([author.statusCode, author.json().details[0].message]).toEqual([
      400,
      APPROVAL_MESSAGES.authorAssigneeExcluded,
    ]);
    expect((await add('member', { step: 3, approvers: [owner] })).json().details).toEqual([
      expect.objectContaining({ path: 'step' }),
    ]);
    expect((await add('member', { step: 1, approvers: [owner, owner] })).statusCode).toBe(400);
    expect((await t.round(ticket)).steps[0]!.approvers.map((a) => a.uid)).toEqual([
      t.world.a.memberIds.admin,
    ]);

    expect((await t.round(ticket)).may_add_approvers).toBe(true);
    const added = await add('member', { step: 1, approvers: [owner] });
    expect(added.statusCode, added.body).toBe(200);
    expect((await t.round(ticket)).steps[0]!.approvers.map((a) => a.uid)).toEqual([
      t.world.a.memberIds.admin,
      owner,
    ]);
    // Asked at once, once, however often they are added.
    expect((await add('admin', { step: 1, approvers: [owner] })).statusCode).toBe(200);
    expect((await t.notices('approval_requested', ticket)).map((n) => n.user_id).sort()).toEqual(
      [t.people.admin.id, t.people.owner.id].sort(),
    );

    // "All approve": the step now also waits on the person added.
    await t.decide('admin', ticket, 'approved');
    expect((await t.round(ticket)).step).toBe(0);
    await t.decide('owner', ticket, 'approved');
    expect((await t.round(ticket)).step).toBe(1);
    const closed = await add('admin', { step: 1, approvers: [owner] });
    expect([closed.statusCode, closed.json().code]).toEqual([409, 'approval_step_closed']);
    expect((await add('admin', { step: 2, approvers: [owner] })).statusCode).toBe(200);
    // Either of the second step's approvers ends the round.
    await t.decide('owner', ticket, 'approved');
    expect(await t.status(ticket)).toBe('approved');
    const ended = await add('member', { step: 2, approvers: [owner] });
    expect([ended.statusCode, ended.json().code]).toEqual([409, 'approval_not_pending']);

    // Asked again by a brand admin: the member who wrote the post neither asked nor administers.
    expect((await t.call('admin', 'POST', `/api/tickets/${ticket}/approval`)).statusCode).toBe(201);
    expect((await t.round(ticket)).may_add_approvers).toBe(false);
    const notTheirs = await add('member', { step: 2, approvers: [owner] });
    expect([notTheirs.statusCode, notTheirs.json().code]).toEqual([403, 'approval_approvers_forbidden']);
  });
});
