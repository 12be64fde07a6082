import { approvalContactSchema } from '@expertos/domain/approvals/contacts';
import { approvalWorkflowSchema } from '@expertos/domain/approvals/workflow';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';

/**
 * A brand's approval workflow and client contacts (docs/product.md#approvals): brand admins set
 * them, members who work on tickets read the workflow, and every approver is checked before
 * anything is saved.
 */
describe('approval workflows', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  const call = (
    persona: Persona,
    method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: people[persona].headers,
      ...(payload === undefined ? {} : { payload }),
    });
  const workflowUrl = () => `/api/projects/${world.a.projectId}/approval-workflow`;
  const contactsUrl = () => `/api/projects/${world.a.projectId}/approval-contacts`;

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(async () => ctx?.close());

  async function contact(name: string, email: string) {
    const res = await call('admin', 'POST', contactsUrl(), { name, email, company: 'Client Co' });
    expect(res.statusCode, res.body).toBe(201);
    return approvalContactSchema.parse(res.json());
  }

  it('starts optional, with no steps, and shows members who work on tickets what a post will wait on', async () => {
    const res = await call('member', 'GET', workflowUrl());
    expect(res.statusCode, res.body).toBe(200);
    expect(approvalWorkflowSchema.parse(res.json())).toEqual({
      mode: 'optional',
      steps: [],
      due_days: 3,
      expire_days: 7,
      lock_dates: false,
      author_may_approve: false,
      updated_at: null,
    });
  });

  it('keeps a two-step workflow of a member and a client, each approver by name', async () => {
    const dana = await contact('Dana Client', 'Dana@Client.example');
    expect(dana.email).toBe('dana@client.example');
    const res = await call('admin', 'PUT', workflowUrl(), {
      mode: 'multi_step',
      steps: [
        { kind: 'internal', rule: 'all', brand_admins: true, approvers: [world.a.memberIds.member] },
        { kind: 'client', approvers: [dana.uid] },
      ],
      due_days: 2,
      lock_dates: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const workflow = approvalWorkflowSchema.parse((await call('member', 'GET', workflowUrl())).json());
    expect(workflow).toMatchObject({ mode: 'multi_step', due_days: 2, expire_days: 7, lock_dates: true });
    expect(workflow.steps).toEqual([
      {
        kind: 'internal',
        rule: 'all',
        brand_admins: true,
        approvers: [{ uid: world.a.memberIds.member, name: 'Ada Lovelace', active: true }],
      },
      {
        kind: 'client',
        rule: 'any',
        brand_admins: false,
        approvers: [{ uid: dana.uid, name: 'Dana Client', active: true }],
      },
    ]);
    // The contact a step names cannot be removed while it does.
    const removed = await call('admin', 'DELETE', `${contactsUrl()}/${dana.uid}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().code).toBe('approval_contact_in_use');
  });

  it('refuses an approver who cannot work on the brand’s tasks, or a contact of another brand, and saves nothing', async () => {
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${world.b.projectId}/approval-contacts`,
      headers: people.outsider.headers,
      payload: { name: 'Other', email: 'other@client.example' },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const res = await call('admin', 'PUT', workflowUrl(), {
      mode: 'multi_step',
      steps: [
        { kind: 'internal', approvers: [world.a.memberIds.member, world.a.memberIds.external] },
        { kind: 'client', approvers: [theirs.json().uid] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual([
      'steps.0.approvers.1',
      'steps.1.approvers.0',
    ]);
    expect(approvalWorkflowSchema.parse((await call('admin', 'GET', workflowUrl())).json()).mode).toBe(
      'optional',
    );

    for (const bad of [
      { mode: 'multi_step', steps: [] },
      { mode: 'required', steps: [{ kind: 'internal' }] },
      { mode: 'optional', due_days: 0 },
      { mode: 'optional', expire_days: 91 },
      { mode: 'sometimes' },
    ]) {
      const refused = await call('admin', 'PUT', workflowUrl(), bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().code).toBe('validation_error');
    }
  });

  it('lets brand admins alone keep contacts: add, rename, list by name, remove', async () => {
    const zoe = await contact('Zoe Client', 'zoe@client.example');
    await contact('Al Client', 'al@client.example');
    const renamed = await call('admin', 'PATCH', `${contactsUrl()}/${zoe.uid}`, {
      company: null,
      name: 'Zoë Client',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Zoë Client', company: null, email: 'zoe@client.example' });
    const list = await call('owner', 'GET', contactsUrl());
    expect(list.json().map((c: { name: string }) => c.name)).toEqual(['Al Client', 'Zoë Client']);
    expect((await call('member', 'GET', contactsUrl())).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `${contactsUrl()}/${zoe.uid}`)).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', `${contactsUrl()}/${zoe.uid}`)).statusCode).toBe(404);
    expect(
      (await call('admin', 'POST', contactsUrl(), { name: '', email: 'not-an-address' })).statusCode,
    ).toBe(400);
    expect((await call('admin', 'PATCH', `${contactsUrl()}/${zoe.uid}`, {})).statusCode).toBe(400);
  });

  it('shows a named approver who lost the brand as no longer counting', async () => {
    const put = await call('admin', 'PUT', workflowUrl(), {
      mode: 'required',
      steps: [{ kind: 'internal', approvers: [world.a.memberIds.member] }],
    });
    expect(put.statusCode, put.body).toBe(200);
    await ctx.database.db
      .deleteFrom('project_members')
      .where('project_id', '=', world.a.projectId)
      .where('member_id', '=', world.a.memberIds.member!)
      .execute();
    const workflow = approvalWorkflowSchema.parse((await call('admin', 'GET', workflowUrl())).json());
    expect(workflow.steps[0]?.approvers).toEqual([
      { uid: world.a.memberIds.member, name: 'Ada Lovelace', active: false },
    ]);
  });
});
