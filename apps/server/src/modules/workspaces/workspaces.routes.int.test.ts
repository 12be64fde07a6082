import { teamListSchema, workspaceListSchema, workspaceSchema } from '@expertos/domain/workspace.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';

describe('workspaces and team', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;

  const call = (persona: Persona, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(() => ctx.close());

  describe('POST /api/workspaces', () => {
    it('creates a workspace whose creator is owner and admin', async () => {
      const res = await call('outsider', 'POST', '/api/workspaces', {
        name: '  Night Studio ',
        industry: 'Media',
      });
      expect(res.statusCode).toBe(201);
      const created = workspaceSchema.parse(res.json());
      expect(created).toMatchObject({
        name: 'Night Studio',
        industry: 'Media',
        owner: people.outsider.id,
        admin: true,
      });
      const list = workspaceListSchema.parse((await call('outsider', 'GET', '/api/workspaces')).json());
      expect(list.find((item) => item.workspaces.uid === created.uid)).toMatchObject({
        role: 'admin',
        status: 'joined',
      });
    });

    it('refuses a name its creator already owns, ignoring case and spaces (409 workspace_name_taken)', async () => {
      const first = await call('outsider', 'POST', '/api/workspaces', { name: 'Harbour Lab' });
      expect(first.statusCode).toBe(201);
      const again = await call('outsider', 'POST', '/api/workspaces', { name: '  harbour   LAB' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'workspace_name_taken', details: [{ path: 'name' }] });
      const list = workspaceListSchema.parse((await call('outsider', 'GET', '/api/workspaces')).json());
      expect(list.filter((item) => item.workspaces.name === 'Harbour Lab')).toHaveLength(1);
      // Names are unique per owner only: someone else may use it.
      expect((await call('member', 'POST', '/api/workspaces', { name: 'Harbour Lab' })).statusCode).toBe(201);
    });

    it('lets only one of concurrent creates with the same name through', async () => {
      const replies = await Promise.all(
        [1, 2, 3].map(() => call('external', 'POST', '/api/workspaces', { name: 'Twin Studio' })),
      );
      expect(replies.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    });

    it('refuses an empty name with the incomplete-data code', async () => {
      const res = await call('outsider', 'POST', '/api/workspaces', { name: '   ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_error');
    });
  });

  describe('GET /api/workspaces', () => {
    it('lists each workspace with the caller’s role and status', async () => {
      const list = workspaceListSchema.parse((await call('member', 'GET', '/api/workspaces')).json());
      const item = list.find((entry) => entry.workspaces.uid === world.a.id);
      expect(item).toMatchObject({ role: 'member', status: 'joined', member_uid: world.a.memberIds.member });
      expect(item?.workspaces).toMatchObject({
        owner: people.owner.id,
        admin: false,
        whitelisted: false,
        stripe_subscription_id: null,
      });
      expect(list.some((entry) => entry.workspaces.uid === world.b.id)).toBe(false);
    });
  });

  describe('GET /api/workspaces/{workspaceId}', () => {
    it('answers members and refuses everyone else with 403', async () => {
      expect((await call('external', 'GET', `/api/workspaces/${world.a.id}`)).statusCode).toBe(200);
      expect((await call('outsider', 'GET', `/api/workspaces/${world.a.id}`)).statusCode).toBe(403);
    });
  });

  describe('PUT /api/workspaces/{workspaceId} (names)', () => {
    it('refuses renaming to a name the owner already uses; its own name in another case is fine', async () => {
      const other = await call('owner', 'POST', '/api/workspaces', { name: 'Second Floor' });
      expect(other.statusCode).toBe(201);
      const clash = await call('admin', 'PUT', `/api/workspaces/${world.a.id}`, { name: 'second floor ' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().code).toBe('workspace_name_taken');
      const own = await call('owner', 'PUT', `/api/workspaces/${other.json().uid}`, { name: 'SECOND FLOOR' });
      expect(own.statusCode).toBe(200);
      expect(own.json().name).toBe('SECOND FLOOR');
    });
  });

  describe('PUT /api/workspaces/{workspaceId}', () => {
    it('lets an admin rename, and refuses a member', async () => {
      const renamed = await call('admin', 'PUT', `/api/workspaces/${world.a.id}`, { name: 'Renamed' });
      expect(renamed.json().name).toBe('Renamed');
      expect(
        (await call('member', 'PUT', `/api/workspaces/${world.a.id}`, { name: 'Nope' })).statusCode,
      ).toBe(403);
    });
  });

  describe('DELETE /api/workspaces/{workspaceId}', () => {
    it('refuses a non-owner with workspace_delete_own', async () => {
      const res = await call('admin', 'DELETE', `/api/workspaces/${world.a.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('workspace_delete_own');
    });

    it('refuses the owner’s only owned workspace, and deletes once they own another', async () => {
      const solo = await signUpPeople(ctx.app, mail);
      const only = (await call('owner', 'GET', '/api/workspaces')).json();
      expect(only.length).toBeGreaterThan(0);
      // The owner may own several worlds' workspaces from earlier tests; use a fresh person.
      const person = solo.owner;
      const first = await ctx.app.inject({
        method: 'POST',
        url: '/api/workspaces',
        headers: person.headers,
        payload: { name: 'One' },
      });
      const refused = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/workspaces/${first.json().uid}`,
        headers: person.headers,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('workspace_no_delete');
      await ctx.app.inject({
        method: 'POST',
        url: '/api/workspaces',
        headers: person.headers,
        payload: { name: 'Two' },
      });
      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/workspaces/${first.json().uid}`,
        headers: person.headers,
      });
      expect(deleted.statusCode).toBe(200);
      expect(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/workspaces/${first.json().uid}`,
            headers: person.headers,
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('GET /api/workspaces/{workspaceId}/users/all', () => {
    it('lists joined members and open invites with seat counters', async () => {
      const team = teamListSchema.parse(
        (await call('admin', 'GET', `/api/workspaces/${world.a.id}/users/all`)).json(),
      );
      expect(
        team.members
          .filter((m) => m.status === 'joined')
          .map((m) => m.role)
          .sort(),
      ).toEqual(['admin', 'admin', 'external', 'member']);
      expect(team.members.filter((m) => m.status === 'invited')).toHaveLength(1);
      expect(team.seats).toEqual({ claimed: 4, pending: 1 });
      const admin = team.members.find((m) => m.email === people.admin.email);
      expect(admin?.project_uids).toEqual([world.a.projectId]);
    });

    it('filters by role, status and a case-insensitive search', async () => {
      const url = `/api/workspaces/${world.a.id}/users/all`;
      const byRole = teamListSchema.parse((await call('admin', 'GET', `${url}?role=external`)).json());
      expect(byRole.members.map((m) => m.email)).toEqual([people.external.email]);
      const invited = teamListSchema.parse((await call('admin', 'GET', `${url}?status=invited`)).json());
      expect(invited.members.every((m) => m.status === 'invited')).toBe(true);
      const search = teamListSchema.parse(
        (await call('admin', 'GET', `${url}?search=${people.member.email.toUpperCase()}`)).json(),
      );
      expect(search.members.map((m) => m.email)).toEqual([people.member.email]);
    });

    it('shows an external only the people of their brands, without others’ e-mails or invites', async () => {
      const res = await call('external', 'GET', `/api/workspaces/${world.a.id}/users/all`);
      expect(res.statusCode).toBe(200);
      const team = teamListSchema.parse(res.json());
      expect(team.members.every((m) => m.status === 'joined')).toBe(true);
      // The brand under test is shared with owner, member and external; admin has no grant.
      expect(team.members.map((m) => m.uid).sort()).toEqual(
        [world.a.memberIds.owner, world.a.memberIds.member, world.a.memberIds.external].sort(),
      );
      const others = team.members.filter((m) => m.uid !== world.a.memberIds.external);
      expect(others.every((m) => m.email === '')).toBe(true);
      expect(res.body.replace(people.external.email, '')).not.toContain('@');
      expect(team.seats.pending).toBe(0);
    });

    it('matches % and _ literally in a search, not as wildcards', async () => {
      await ctx.database.db
        .updateTable('user')
        .set({ name: 'Sales_Lead 100%' })
        .where('id', '=', people.member.id)
        .execute();
      const url = `/api/workspaces/${world.a.id}/users/all`;
      const found = async (text: string) => {
        const res = await call('admin', 'GET', `${url}?status=joined&search=${encodeURIComponent(text)}`);
        expect(res.statusCode).toBe(200);
        return teamListSchema.parse(res.json()).members.map((m) => m.email);
      };
      // Only the member whose name holds the character, not everyone.
      expect(await found('%')).toEqual([people.member.email]);
      expect(await found('_')).toEqual([people.member.email]);
      expect(await found('s_l')).toEqual([people.member.email]);
      expect(await found('a%e')).toEqual([]);
      expect(await found('o_n')).toEqual([]);
    });
  });

  describe('PUT /api/workspaces/{workspaceId}/users/{memberUid}', () => {
    it('changes a role and brand access', async () => {
      const res = await call(
        'admin',
        'PUT',
        `/api/workspaces/${world.a.id}/users/${world.a.memberIds.member}`,
        {
          role: 'external',
          project_uids: [],
        },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: 'external', project_uids: [] });
    });

    it('keeps at least one admin', async () => {
      // Demote the second admin first; the owner is then the only admin.
      await call('owner', 'PUT', `/api/workspaces/${world.a.id}/users/${world.a.memberIds.admin}`, {
        role: 'member',
      });
      const res = await call(
        'owner',
        'PUT',
        `/api/workspaces/${world.a.id}/users/${world.a.memberIds.owner}`,
        { role: 'member' },
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'workspace_min_one',
        message: 'You must have at least 1 admin on this workspace.',
      });
    });

    it('refuses brands of another workspace', async () => {
      const res = await call(
        'admin',
        'PUT',
        `/api/workspaces/${world.a.id}/users/${world.a.memberIds.member}`,
        {
          project_uids: [world.b.projectId],
        },
      );
      expect(res.statusCode).toBe(400);
    });
  });

  describe('DELETE /api/workspaces/{workspaceId}/users/{memberUid}', () => {
    it('removes a member, who then loses access', async () => {
      const res = await call(
        'admin',
        'DELETE',
        `/api/workspaces/${world.a.id}/users/${world.a.memberIds.member}`,
      );
      expect(res.statusCode).toBe(200);
      expect((await call('member', 'GET', `/api/workspaces/${world.a.id}`)).statusCode).toBe(403);
    });

    it('never removes the last admin', async () => {
      await call('owner', 'DELETE', `/api/workspaces/${world.a.id}/users/${world.a.memberIds.admin}`);
      await call('owner', 'PUT', `/api/workspaces/${world.a.id}/users/${world.a.memberIds.member}`, {
        role: 'member',
      });
      const res = await call(
        'owner',
        'DELETE',
        `/api/workspaces/${world.a.id}/users/${world.a.memberIds.owner}`,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('workspace_min_one');
    });

    it('never removes the last user', async () => {
      const res = await call('outsider', 'GET', `/api/workspaces/${world.b.id}/users/all`);
      const only = res.json().members.find((m: { status: string }) => m.status === 'joined');
      const removed = await call('outsider', 'DELETE', `/api/workspaces/${world.b.id}/users/${only.uid}`);
      expect(removed.statusCode).toBe(409);
      expect(removed.json().code).toBe('workspace_last_user');
    });

    it('refuses a member and another workspace’s admin', async () => {
      const url = `/api/workspaces/${world.a.id}/users/${world.a.memberIds.external}`;
      expect((await call('member', 'DELETE', url)).statusCode).toBe(403);
      expect((await call('outsider', 'DELETE', url)).statusCode).toBe(403);
    });
  });
});
