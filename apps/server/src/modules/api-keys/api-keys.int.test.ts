import { API_KEY_PATTERN, apiKeyListSchema, createdApiKeySchema } from '@expertos/domain/api-keys';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { insertProject, insertWorkspace } from '../../test/workspace-fixtures.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';

/**
 * API keys (docs/product.md#api-keys): a key acts as its owner capped by its scopes, is shown
 * once and kept only as a hash, and stops at once when revoked, expired, or when its owner
 * loses what it reaches.
 */
describe('API keys', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let ticket: string;

  const call = (persona: Persona, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const withKey = (secret: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${secret}` },
      ...(payload ? { payload } : {}),
    });
  async function makeKey(persona: Persona, scopes: string[], extra: object = {}) {
    const res = await call(persona, 'POST', '/api/me/api-keys', { name: 'Zapier', scopes, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return createdApiKeySchema.parse(res.json());
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
    ticket = await insertTicket(ctx.database.db, { workspaceId: world.a.id, projectId: world.a.projectId });
  });
  afterAll(async () => ctx?.close());

  it('shows the secret once, keeps only its hash, and acts as its owner within its scopes', async () => {
    const key = await makeKey('member', ['tickets:write']);
    expect(key.secret).toMatch(API_KEY_PATTERN);
    expect(key.secret.startsWith('exp_pat_')).toBe(true);
    expect(key).toMatchObject({ name: 'Zapier', scopes: ['tickets:write'], state: 'active' });
    expect(Date.parse(key.expires_at ?? '') - Date.parse(key.created_at)).toBe(90 * 86_400_000);

    const list = await call('member', 'GET', '/api/me/api-keys');
    expect(apiKeyListSchema.parse(list.json()).items.map((k) => k.uid)).toEqual([key.uid]);
    expect(list.body).not.toContain(key.secret);
    const rows = await ctx.database.db.selectFrom('api_keys').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(key.secret);

    // A write scope reads too; the owner's access still decides (another brand's ticket: 403).
    expect((await withKey(key.secret, 'GET', `/api/tickets/${ticket}`)).statusCode).toBe(200);
    const listed = await withKey(key.secret, 'GET', `/api/workspaces/${world.a.id}/tickets`);
    expect(listed.statusCode, listed.body).toBe(200);
    const created = await withKey(key.secret, 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary: 'Made by a script',
      ticket_type: 'task',
    });
    expect(created.statusCode, created.body).toBe(201);
    const other = await insertTicket(ctx.database.db, {
      workspaceId: world.b.id,
      projectId: world.b.projectId,
    });
    expect((await withKey(key.secret, 'GET', `/api/tickets/${other}`)).statusCode).toBe(403);
  });

  it('refuses what its scopes do not cover, and every call only a person may make', async () => {
    const key = await makeKey('member', ['comments:read']);
    const refused = await withKey(key.secret, 'GET', `/api/tickets/${ticket}`);
    expect([refused.statusCode, refused.json().code, refused.json().details]).toEqual([
      403,
      'api_key_scope',
      [{ path: 'scope', message: 'Needs tickets:read.' }],
    ]);
    expect((await withKey(key.secret, 'GET', `/api/tickets/${ticket}/comments`)).statusCode).toBe(200);
    const write = await withKey(key.secret, 'POST', `/api/tickets/${ticket}/comments`, { body: 'Hi' });
    expect(write.json().code).toBe('api_key_scope');
    // Keys, identity and billing are a person's: a key never manages keys.
    for (const url of ['/api/me/api-keys', '/api/me', `/api/workspaces/${world.a.id}/billing`]) {
      const res = await withKey(key.secret, 'GET', url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'api_key_not_allowed']);
    }
  });

  it('answers 401 to a key revoked, expired, unknown or mistyped', async () => {
    const key = await makeKey('member', ['tickets:read']);
    const read = () => withKey(key.secret, 'GET', `/api/tickets/${ticket}`);
    expect((await read()).statusCode).toBe(200);
    expect((await call('member', 'DELETE', `/api/me/api-keys/${key.uid}`)).statusCode).toBe(200);
    const revoked = await read();
    expect([revoked.statusCode, revoked.json().code]).toEqual([401, 'api_key_invalid']);
    expect((await call('member', 'DELETE', `/api/me/api-keys/${key.uid}`)).statusCode).toBe(404);
    // Another person cannot revoke someone's key.
    const mine = await makeKey('member', ['tickets:read']);
    expect((await call('admin', 'DELETE', `/api/me/api-keys/${mine.uid}`)).statusCode).toBe(404);

    await ctx.database.db
      .updateTable('api_keys')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', mine.uid)
      .execute();
    expect((await withKey(mine.secret, 'GET', `/api/tickets/${ticket}`)).json().code).toBe('api_key_invalid');
    const listed = apiKeyListSchema.parse((await call('member', 'GET', '/api/me/api-keys')).json());
    expect(listed.items.find((k) => k.uid === mine.uid)?.state).toBe('expired');

    const mistyped = `${mine.secret.slice(0, -1)}${mine.secret.endsWith('a') ? 'b' : 'a'}`;
    expect((await withKey(mistyped, 'GET', `/api/tickets/${ticket}`)).json().code).toBe('api_key_invalid');
  });

  it('loses at once what its owner loses', async () => {
    const key = await makeKey('member', ['tickets:read']);
    expect((await withKey(key.secret, 'GET', `/api/tickets/${ticket}`)).statusCode).toBe(200);
    await ctx.database.db
      .deleteFrom('project_members')
      .where('project_id', '=', world.a.projectId)
      .where('member_id', '=', world.a.memberIds.member!)
      .execute();
    expect((await withKey(key.secret, 'GET', `/api/tickets/${ticket}`)).statusCode).toBe(403);
  });

  it('limited to brands, reaches only those of what its owner sees, and only their workspaces', async () => {
    // The owner administers the whole of workspace a (every brand) and has a workspace of their own besides.
    const otherBrand = await insertProject(ctx.database.db, world.a.id, people.owner.id);
    const otherTicket = await insertTicket(ctx.database.db, {
      workspaceId: world.a.id,
      projectId: otherBrand,
    });
    const elsewhere = await insertWorkspace(ctx.database.db, people.owner);
    // Only brands the owner sees: another workspace's is as unknown as a made-up id.
    const unseen = await call('owner', 'POST', '/api/me/api-keys', {
      name: 'Zapier',
      scopes: ['tickets:write'],
      brands: [world.b.projectId],
    });
    expect([unseen.statusCode, unseen.json().code]).toEqual([400, 'validation_error']);

    const key = await makeKey('owner', ['tickets:write', 'brands:read'], { brands: [world.a.projectId] });
    expect(key.brands).toEqual([world.a.projectId]);
    const listed = apiKeyListSchema.parse((await call('owner', 'GET', '/api/me/api-keys')).json());
    expect(listed.items.find((k) => k.uid === key.uid)?.brands).toEqual([world.a.projectId]);

    expect((await withKey(key.secret, 'GET', `/api/tickets/${ticket}`)).statusCode).toBe(200);
    // The owner's other brand, by ticket, by brand, and in a list of the workspace:
    expect((await withKey(key.secret, 'GET', `/api/tickets/${otherTicket}`)).statusCode).toBe(403);
    const create = await withKey(key.secret, 'POST', `/api/projects/${otherBrand}/tickets`, {
      summary: 'Not here',
      ticket_type: 'task',
    });
    expect(create.statusCode).toBe(403);
    const all = await withKey(key.secret, 'GET', `/api/workspaces/${world.a.id}/tickets`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.body).toContain(ticket);
    expect(all.body).not.toContain(otherTicket);
    const brands = await withKey(key.secret, 'GET', `/api/workspaces/${world.a.id}/projects`);
    const permitted = (brands.json() as Array<{ uid: string; has_permission: boolean }>)
      .filter((brand) => brand.has_permission)
      .map((brand) => brand.uid);
    expect(permitted).toEqual([world.a.projectId]);
    // A workspace holding none of its brands is not reached at all.
    expect((await withKey(key.secret, 'GET', `/api/workspaces/${elsewhere.id}`)).statusCode).toBe(403);
    // The owner themself still reaches everything.
    expect((await call('owner', 'GET', `/api/tickets/${otherTicket}`)).statusCode).toBe(200);
  });

  it('takes a name, known scopes each once, and an expiry within a year ("never" only when chosen)', async () => {
    const bad = async (body: object) =>
      (await call('member', 'POST', '/api/me/api-keys', { name: 'k', scopes: ['tickets:read'], ...body }))
        .statusCode;
    expect(await bad({ name: '' })).toBe(400);
    expect(await bad({ scopes: [] })).toBe(400);
    expect(await bad({ scopes: ['tickets:admin'] })).toBe(400);
    expect(await bad({ scopes: ['tickets:read', 'tickets:read'] })).toBe(400);
    expect(await bad({ expires_in_days: 366 })).toBe(400);
    expect(await bad({ expires_in_days: 0 })).toBe(400);
    const never = await makeKey('member', ['tickets:read'], { expires_in_days: null });
    expect(never.expires_at).toBeNull();
  });
});

describe("an API key's own allowance (API_KEY_RATE_LIMIT_MAX)", () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;

  beforeAll(async () => {
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: { RATE_LIMIT_MAX: '100000', API_KEY_RATE_LIMIT_MAX: '3' },
    });
    people = await signUpPeople(ctx.app, mail);
  });
  afterAll(async () => ctx?.close());

  it('counts a key apart from its owner: the key runs out, the person signed in does not', async () => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/api-keys',
      headers: people.owner.headers,
      payload: { name: 'Script', scopes: ['brands:read'] },
    });
    const { secret } = createdApiKeySchema.parse(made.json());
    const withKey = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/workspaces',
        headers: { authorization: `Bearer ${secret}` },
      });
    // Every call counts against the key once it is verified, the first one too (a key not yet
    // verified also counts against its address first, as any unknown token does).
    const remaining: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await withKey();
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-policy']).toMatch(/^"key";q=3;w=\d+$/);
      remaining.push(String(res.headers.ratelimit));
    }
    expect(remaining.map((r) => /r=(\d+)/.exec(r)?.[1])).toEqual(['2', '1', '0']);
    const refused = await withKey();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's own calls are their own allowance, untouched by the key's.
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/workspaces',
      headers: people.owner.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['ratelimit-policy']).toMatch(/^"(user|address)";q=100000;/);
  });
});
