import {
  API_KEY_PATTERN,
  createdWorkspaceKeySchema,
  workspaceKeyListSchema,
} from '@expertos/domain/api-keys';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { insertWorkspace } from '../../test/workspace-fixtures.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';

/**
 * Workspace keys (docs/product.md#api-keys): an admin's key for the workspace acts as its own
 * member — never an admin, never a seat, never in the team — on the brands chosen only, and
 * what it does is shown as "*name* (via key)", before and after it is revoked.
 */
describe('workspace keys', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let ticketA: string;
  let secondBrand: string;
  let ticketB: string;

  const call = (persona: Persona, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const withKey = (secret: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${secret}` },
      ...(payload ? { payload } : {}),
    });
  const keysUrl = () => `/api/workspaces/${world.a.id}/api-keys`;
  async function makeKey(brands: string[], scopes = ['tickets:write', 'members:read']) {
    const res = await call('admin', 'POST', keysUrl(), { name: 'Zapier', scopes, brands });
    expect(res.statusCode, res.body).toBe(201);
    return createdWorkspaceKeySchema.parse(res.json());
  }

  beforeAll(async () => {
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: { RATE_LIMIT_MAX: '100000' },
    });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
    ticketA = await insertTicket(ctx.database.db, { workspaceId: world.a.id, projectId: world.a.projectId });
    const brand = await call('owner', 'POST', `/api/workspaces/${world.a.id}/projects`, {
      name: 'Second brand',
    });
    expect(brand.statusCode, brand.body).toBe(201);
    secondBrand = brand.json().uid;
    ticketB = await insertTicket(ctx.database.db, { workspaceId: world.a.id, projectId: secondBrand });
  });
  afterAll(async () => ctx?.close());

  it('is shown once, reaches only the brands chosen, and writes as "via key"', async () => {
    const key = await makeKey([world.a.projectId]);
    expect(key.secret).toMatch(API_KEY_PATTERN);
    expect(key.secret.startsWith('exp_wsk_')).toBe(true);
    expect(key).toMatchObject({ name: 'Zapier', brands: [world.a.projectId], made_by: expect.any(String) });

    const listed = await call('admin', 'GET', keysUrl());
    expect(workspaceKeyListSchema.parse(listed.json()).items.map((k) => k.uid)).toEqual([key.uid]);
    expect(listed.body).not.toContain(key.secret);
    // Not a personal key of the admin's.
    expect((await call('admin', 'GET', '/api/me/api-keys')).json().items).toEqual([]);

    expect((await withKey(key.secret, 'GET', `/api/tickets/${ticketA}`)).statusCode).toBe(200);
    // The other brand of the same workspace is as closed as another workspace.
    expect((await withKey(key.secret, 'GET', `/api/tickets/${ticketB}`)).statusCode).toBe(403);
    const list = await withKey(key.secret, 'GET', `/api/workspaces/${world.a.id}/tickets`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain(ticketA);
    expect(list.body).not.toContain(ticketB);
    const refused = await withKey(key.secret, 'POST', `/api/projects/${secondBrand}/tickets`, {
      summary: 'Not here',
      ticket_type: 'task',
    });
    expect(refused.statusCode).toBe(403);

    const created = await withKey(key.secret, 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary: 'Made by Zapier',
      ticket_type: 'task',
    });
    expect(created.statusCode, created.body).toBe(201);
    const uid = created.json().uid as string;
    await call('admin', 'DELETE', `${keysUrl()}/${key.uid}`);
    // Revoked: its next call is refused, and what it did is still named after it.
    const after = await withKey(key.secret, 'GET', `/api/tickets/${ticketA}`);
    expect([after.statusCode, after.json().code]).toEqual([401, 'api_key_invalid']);
    const history = await call('member', 'GET', `/api/tickets/${uid}/activity`);
    expect(history.statusCode, history.body).toBe(200);
    const actors = (history.json().items as Array<{ actor: { name: string; via_key?: true } | null }>).map(
      (entry) => entry.actor,
    );
    expect(actors).toContainEqual(expect.objectContaining({ name: 'Zapier', via_key: true }));
  });

  it('is never a seat, never in the team, never an admin, and cannot be managed as a person', async () => {
    const before = (await call('owner', 'GET', `/api/workspaces/${world.a.id}/users`)).json();
    const key = await makeKey([world.a.projectId]);
    const after = (await call('owner', 'GET', `/api/workspaces/${world.a.id}/users`)).json();
    expect(after).toEqual(before);
    const member = await ctx.database.db
      .selectFrom('workspace_members')
      .select(['id', 'role', 'api_key'])
      .where('workspace_id', '=', world.a.id)
      .where('api_key', '=', 1)
      .executeTakeFirstOrThrow();
    expect(member.role).toBe('member');
    const promote = await call('owner', 'PUT', `/api/workspaces/${world.a.id}/users/${member.id}`, {
      role: 'admin',
    });
    expect(promote.statusCode).toBe(404);
    const remove = await call('owner', 'DELETE', `/api/workspaces/${world.a.id}/users/${member.id}`);
    expect(remove.statusCode).toBe(404);
    // A brand admin can take a brand from the key (its people list shows it), never give one.
    const people = await call(
      'owner',
      'GET',
      `/api/workspaces/${world.a.id}/projects/${world.a.projectId}/users`,
    );
    expect(people.body).toContain(member.id);
    const widen = await call('owner', 'POST', `/api/workspaces/${world.a.id}/projects/${secondBrand}/users`, {
      member_uid: member.id,
      role: 'admin',
    });
    expect([widen.statusCode, widen.json().code]).toEqual([400, 'validation_error']);
    expect((await withKey(key.secret, 'GET', `/api/tickets/${ticketB}`)).statusCode).toBe(403);
    // It cannot make keys, nor reach what only a person signed in may.
    const made = await withKey(key.secret, 'POST', keysUrl(), {
      name: 'More',
      scopes: ['tickets:read'],
      brands: [],
    });
    expect([made.statusCode, made.json().code]).toEqual([403, 'api_key_not_allowed']);
  });

  it('is made by admins only, of this workspace’s brands, and one person’s key is not the workspace’s', async () => {
    const asMember = await call('member', 'POST', keysUrl(), {
      name: 'Mine',
      scopes: ['tickets:read'],
      brands: [world.a.projectId],
    });
    expect(asMember.statusCode).toBe(403);
    const foreign = await call('admin', 'POST', keysUrl(), {
      name: 'Theirs',
      scopes: ['tickets:read'],
      brands: [world.b.projectId],
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'validation_error']);
    const none = await call('admin', 'POST', keysUrl(), {
      name: 'None',
      scopes: ['tickets:read'],
      brands: [],
    });
    expect(none.statusCode).toBe(400);
    // Another workspace's admin cannot revoke it, nor a personal-key route reach it.
    const key = await makeKey([world.a.projectId]);
    expect(
      (await call('outsider', 'DELETE', `/api/workspaces/${world.b.id}/api-keys/${key.uid}`)).statusCode,
    ).toBe(404);
    expect((await call('admin', 'DELETE', `/api/me/api-keys/${key.uid}`)).statusCode).toBe(404);
    expect((await withKey(key.secret, 'GET', `/api/tickets/${ticketA}`)).statusCode).toBe(200);
  });

  it('is never given a ticket: work goes to people', async () => {
    await makeKey([world.a.projectId]);
    const keyMember = await ctx.database.db
      .selectFrom('workspace_members')
      .select('id')
      .where('workspace_id', '=', world.a.id)
      .where('api_key', '=', 1)
      .executeTakeFirstOrThrow();
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tickets/${ticketA}`,
      headers: people.admin.headers,
      payload: { assignee: keyMember.id },
    });
    expect([refused.statusCode, refused.json().code, refused.json().details?.[0]?.path]).toEqual([
      400,
      'validation_error',
      'assignee',
    ]);
    // A person granted the brand still can be.
    const given = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tickets/${ticketA}`,
      headers: people.admin.headers,
      payload: { assignee: world.a.memberIds.member },
    });
    expect(given.statusCode, given.body).toBe(200);
  });

  it('loses a brand the moment its grant is taken away, and is gone with its workspace', async () => {
    const key = await makeKey([world.a.projectId, secondBrand]);
    expect((await withKey(key.secret, 'GET', `/api/tickets/${ticketB}`)).statusCode).toBe(200);
    const member = await ctx.database.db
      .selectFrom('workspace_members')
      .select('id')
      .where('workspace_id', '=', world.a.id)
      .where('api_key', '=', 1)
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .deleteFrom('project_members')
      .where('project_id', '=', secondBrand)
      .where('member_id', '=', member.id)
      .execute();
    expect((await withKey(key.secret, 'GET', `/api/tickets/${ticketB}`)).statusCode).toBe(403);
    expect((await call('admin', 'GET', keysUrl())).json().items[0].brands).toEqual([world.a.projectId]);

    // The owner deletes the workspace (they own another): the key's account goes with it.
    const account = await ctx.database.db
      .selectFrom('workspace_members')
      .select('user_id')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    await insertWorkspace(ctx.database.db, people.owner);
    const deleted = await call('owner', 'DELETE', `/api/workspaces/${world.a.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await withKey(key.secret, 'GET', `/api/tickets/${ticketA}`);
    expect([gone.statusCode, gone.json().code]).toEqual([401, 'api_key_invalid']);
    const left = await ctx.database.db
      .selectFrom('user')
      .select('id')
      .where('id', '=', account.user_id!)
      .execute();
    expect(left).toEqual([]);
  });
});
