import { randomUUID } from 'node:crypto';
import { bootstrapSchema } from '@expertos/domain/bootstrap.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { insertMember, insertProject, signUpPerson } from '../../test/workspace-fixtures.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';

describe('GET /api/bootstrap', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;

  beforeAll(async () => {
    ctx = await createTestContext({
      env: { RATE_LIMIT_MAX: '100000' },
      deps: { sendAccountMail: mail.send },
    });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(() => ctx.close());

  const get = async (person: Person, url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: person.headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as unknown;
  };
  /** What the six routes the bootstrap stands for answer, one by one. */
  const oneByOne = async (person: Person, workspaceId: string) => ({
    me: await get(person, '/api/me'),
    roles: await get(person, '/api/roles'),
    workspaces: await get(person, '/api/workspaces'),
    invites: await get(person, '/api/me/invites'),
    current: {
      workspace: await get(person, `/api/workspaces/${workspaceId}`),
      projects: await get(person, `/api/workspaces/${workspaceId}/projects`),
    },
  });

  it('answers what /me, /roles, /workspaces, /me/invites and the asked workspace with its brands answer', async () => {
    // A second brand in A that the member is not given, and a second workspace of the member's.
    await insertProject(ctx.database.db, world.a.id, people.owner.id);
    await insertMember(ctx.database.db, world.b.id, people.member, 'member');

    for (const [person, workspaceId] of [
      [people.member, world.a.id],
      [people.member, world.b.id],
      [people.admin, world.a.id],
      [people.owner, world.a.id],
    ] as const) {
      const { live_event_id, ...reply } = bootstrapSchema.parse(
        await get(person, `/api/bootstrap?workspace=${workspaceId}`),
      );
      expect(reply).toEqual(await oneByOne(person, workspaceId));
      expect(live_event_id).toBeGreaterThanOrEqual(0);
    }
  });

  it("opens on the first listed workspace when none is asked for, or one that is not the caller's", async () => {
    const first = (await get(people.admin, '/api/workspaces')) as { workspaces: { uid: string } }[];
    for (const url of ['/api/bootstrap', `/api/bootstrap?workspace=${world.b.id}`]) {
      const reply = bootstrapSchema.parse(await get(people.admin, url));
      expect(reply.current?.workspace.uid).toBe(first[0]!.workspaces.uid);
      expect(reply.current?.projects.map((p) => p.uid)).not.toContain(world.b.projectId);
    }
  });

  it('answers no current workspace for someone without one, with the invites waiting for them', async () => {
    const newcomer = await signUpPerson(ctx.app, mail, `newcomer-${randomUUID().slice(0, 8)}@example.com`);
    const invited = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${world.a.id}/invites`,
      headers: people.owner.headers,
      payload: { email: newcomer.email, role: 'member' },
    });
    expect(invited.statusCode, invited.body).toBe(201);

    const reply = bootstrapSchema.parse(await get(newcomer, '/api/bootstrap'));
    expect(reply).toMatchObject({ me: { email: newcomer.email }, workspaces: [], current: null });
    expect(reply.invites.map((invite) => invite.workspace_uid)).toEqual([world.a.id]);
  });

  it('names the newest live event when it was read: a change made after it raises the next one', async () => {
    const before = bootstrapSchema.parse(await get(people.member, '/api/bootstrap')).live_event_id;
    const made = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${world.a.projectId}/tickets`,
      headers: people.owner.headers,
      payload: { summary: 'After the page loaded' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const after = bootstrapSchema.parse(await get(people.member, '/api/bootstrap')).live_event_id;
    // The page's first stream sends it as Last-Event-ID (realtime.routes.int.test.ts replays from it).
    expect(after).toBeGreaterThan(before);
  });

  it('refuses anonymous callers (401) and a malformed workspace (400)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bootstrap' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/bootstrap?workspace=${'x'.repeat(65)}`,
      headers: people.member.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_error');
  });
});
