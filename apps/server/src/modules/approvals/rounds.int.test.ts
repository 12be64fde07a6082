import { openApprovalListSchema } from '@expertos/domain/approvals/open';
import { approvalRoundSchema } from '@expertos/domain/approvals/round.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';

/**
 * A post's approval round (docs/product.md#approvals): asked for by a member, decided step by
 * step by the workflow's approvers on the version they saw, moving the post as it ends.
 */
describe('approval rounds', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  const call = (persona: Persona, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(async () => ctx?.close());

  async function workflow(body: object) {
    const res = await call('admin', 'PUT', `/api/projects/${world.a.projectId}/approval-workflow`, body);
    expect(res.statusCode, res.body).toBe(200);
  }
  async function post(type = 'post') {
    const res = await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary: 'Spring launch',
      ticket_type: type,
      caption: 'Our spring menu is here',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().uid as string;
  }
  const round = async (persona: Persona, ticket: string) => {
    const res = await call(persona, 'GET', `/api/tickets/${ticket}/approval`);
    expect(res.statusCode, res.body).toBe(200);
    return approvalRoundSchema.parse(res.json());
  };
  const status = async (ticket: string) =>
    (await call('member', 'GET', `/api/tickets/${ticket}`)).json().status;
  const decide = (persona: Persona, ticket: string, body: object) =>
    call(persona, 'POST', `/api/tickets/${ticket}/approval/decisions`, body);

  it('waits on the step’s approver, who approves the version they saw; the post is then approved', async () => {
    await workflow({ mode: 'required', steps: [{ kind: 'internal', approvers: [world.a.memberIds.admin] }] });
    const ticket = await post();
    expect((await round('member', ticket)).round).toBeNull();
    const asked = await call('member', 'POST', `/api/tickets/${ticket}/approval`);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await status(ticket)).toBe('needs_approval');

    const seen = await round('member', ticket);
    expect(seen.round).toMatchObject({
      status: 'open',
      step: 0,
      waiting_on_me: false,
      content_changed: false,
    });
    expect(seen.round?.steps[0]?.approvers.map((a) => a.uid)).toEqual([world.a.memberIds.admin]);
    // Someone the post does not wait on cannot decide.
    const notMine = await decide('member', ticket, { decision: 'approved', version: seen.round!.version });
    expect(notMine.statusCode).toBe(409);
    expect(notMine.json().code).toBe('approval_not_pending');

    expect((await round('admin', ticket)).round?.waiting_on_me).toBe(true);
    const approved = await decide('admin', ticket, { decision: 'approved', version: seen.round!.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approvalRoundSchema.parse(approved.json()).round).toMatchObject({
      status: 'approved',
      waiting_on_me: false,
    });
    expect(await status(ticket)).toBe('approved');
    // Nothing waits any more.
    expect(
      (await decide('admin', ticket, { decision: 'approved', version: seen.round!.version })).statusCode,
    ).toBe(409);
  });

  it('refuses a decision on a version the post has moved on from, and counts no approval of it', async () => {
    await workflow({ mode: 'required', steps: [{ kind: 'internal', approvers: [world.a.memberIds.admin] }] });
    const ticket = await post();
    await call('member', 'POST', `/api/tickets/${ticket}/approval`);
    const before = (await round('admin', ticket)).round!;
    const edited = await call('member', 'PATCH', `/api/tickets/${ticket}`, {
      caption: 'Our spring menu, now with tea',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await decide('admin', ticket, { decision: 'approved', version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('approval_version_changed');
    const now = (await round('admin', ticket)).round!;
    expect(now.content_changed).toBe(true);
    expect(now.version).not.toBe(before.version);
  });

  it('needs every approver of an “all” step before the next opens; a request for changes needs a comment and ends the round', async () => {
    await workflow({
      mode: 'multi_step',
      steps: [
        { kind: 'internal', rule: 'all', approvers: [world.a.memberIds.admin, world.a.memberIds.owner] },
        { kind: 'internal', approvers: [world.a.memberIds.member] },
      ],
      author_may_approve: true,
    });
    const ticket = await post();
    await call('member', 'POST', `/api/tickets/${ticket}/approval`);
    const { version } = (await round('admin', ticket)).round!;
    expect((await decide('admin', ticket, { decision: 'approved', version })).statusCode).toBe(200);
    expect((await round('admin', ticket)).round).toMatchObject({ step: 0, status: 'open' });
    expect((await decide('owner', ticket, { decision: 'approved', version })).statusCode).toBe(200);
    const second = (await round('member', ticket)).round!;
    expect(second).toMatchObject({ step: 1, waiting_on_me: true });
    expect(second.steps.map((s) => s.status)).toEqual(['done', 'open']);

    const bare = await decide('member', ticket, { decision: 'changes_requested', version });
    expect(bare.statusCode).toBe(400);
    const sentBack = await decide('member', ticket, {
      decision: 'changes_requested',
      comment: 'Shorter, please',
      version,
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(approvalRoundSchema.parse(sentBack.json()).round).toMatchObject({ status: 'changes_requested' });
    expect(await status(ticket)).toBe('in_review');

    // Asked again: a new round from the first step.
    await call('member', 'POST', `/api/tickets/${ticket}/approval`);
    expect((await round('member', ticket)).round).toMatchObject({ status: 'open', step: 0, decisions: [] });
  });

  it('does not count the post’s author as an approver unless the brand allows it', async () => {
    await workflow({
      mode: 'required',
      steps: [{ kind: 'internal', approvers: [world.a.memberIds.member, world.a.memberIds.admin] }],
    });
    const ticket = await post();
    await call('member', 'POST', `/api/tickets/${ticket}/approval`);
    const open = (await round('member', ticket)).round!;
    expect(open.waiting_on_me).toBe(false);
    expect(open.steps[0]?.approvers.map((a) => a.uid)).toEqual([world.a.memberIds.admin]);

    await workflow({
      mode: 'required',
      steps: [{ kind: 'internal', approvers: [world.a.memberIds.member, world.a.memberIds.admin] }],
      author_may_approve: true,
    });
    await call('member', 'POST', `/api/tickets/${ticket}/approval`);
    expect((await round('member', ticket)).round?.waiting_on_me).toBe(true);
  });

  it('refuses a brand without approvals, and a ticket that is not a post', async () => {
    await workflow({ mode: 'none' });
    const ticket = await post();
    const refused = await call('member', 'POST', `/api/tickets/${ticket}/approval`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('approval_workflow_none');
    await workflow({ mode: 'optional' });
    const task = await post('task');
    const notPost = await call('member', 'POST', `/api/tickets/${task}/approval`);
    expect(notPost.statusCode).toBe(400);
    expect(notPost.json().code).toBe('approval_not_post');
    // Optional: any brand admin approves.
    expect((await call('member', 'POST', `/api/tickets/${ticket}/approval`)).statusCode).toBe(201);
    const open = (await round('admin', ticket)).round!;
    expect(open.waiting_on_me).toBe(true);
  });

  it('lists the posts waiting for approval in the caller’s brands, and which wait on them or a client', async () => {
    const contact = await call('admin', 'POST', `/api/projects/${world.a.projectId}/approval-contacts`, {
      name: 'Clara',
      email: 'clara@client.example',
    });
    await workflow({
      mode: 'multi_step',
      steps: [
        { kind: 'internal', approvers: [world.a.memberIds.admin] },
        { kind: 'client', approvers: [contact.json().uid] },
      ],
    });
    const ticket = await post();
    await call('member', 'POST', `/api/tickets/${ticket}/approval`);
    const open = async (persona: Persona) => {
      const res = await call(persona, 'GET', `/api/workspaces/${world.a.id}/approvals/open`);
      expect(res.statusCode, res.body).toBe(200);
      return openApprovalListSchema.parse(res.json()).items;
    };
    expect(await open('admin')).toEqual([
      expect.objectContaining({
        ticket_uid: ticket,
        summary: 'Spring launch',
        step: { number: 1, of: 2, kind: 'internal', rule: 'any' },
        waiting_on_me: true,
        waiting_on_client: false,
      }),
    ]);
    expect((await open('member'))[0]).toMatchObject({ waiting_on_me: false });
    const { version } = (await round('admin', ticket)).round!;
    await decide('admin', ticket, { decision: 'approved', version });
    expect((await open('admin'))[0]).toMatchObject({
      step: { number: 2, of: 2, kind: 'client' },
      waiting_on_me: false,
      waiting_on_client: true,
    });
    // Externals do not open tasks; another workspace's people see nothing of it.
    expect((await call('external', 'GET', `/api/workspaces/${world.a.id}/approvals/open`)).statusCode).toBe(
      403,
    );
  });

  it('lets a brand admin pass the open step with a reason, and no one else', async () => {
    await workflow({
      mode: 'multi_step',
      steps: [
        { kind: 'internal', approvers: [world.a.memberIds.owner] },
        { kind: 'internal', approvers: [world.a.memberIds.owner] },
      ],
    });
    const ticket = await post();
    await call('member', 'POST', `/api/tickets/${ticket}/approval`);
    const { version } = (await round('admin', ticket)).round!;
    const pass = (persona: Persona, body: object) =>
      call(persona, 'POST', `/api/tickets/${ticket}/approval/override`, body);
    const notAdmin = await pass('member', { reason: 'Owner away', version });
    expect([notAdmin.statusCode, notAdmin.json().code]).toEqual([403, 'approval_override_forbidden']);
    expect((await pass('admin', { reason: '', version })).statusCode).toBe(400);
    const stale = await pass('admin', { reason: 'Owner away', version: 'old' });
    expect([stale.statusCode, stale.json().code, stale.json().current_version]).toEqual([
      409,
      'approval_version_changed',
      version,
    ]);
    const first = await pass('admin', { reason: 'Owner away this week', version });
    expect(first.statusCode, first.body).toBe(200);
    expect(approvalRoundSchema.parse(first.json()).round).toMatchObject({ status: 'open', step: 1 });
    expect((await pass('admin', { reason: 'Still away', version })).statusCode).toBe(200);
    expect(await status(ticket)).toBe('approved');
    const audit = await call('admin', 'GET', `/api/projects/${world.a.projectId}/approval-audit.csv`);
    expect(audit.body).toContain('Owner away this week');
    expect(audit.body).toContain('Override');
  });
});
