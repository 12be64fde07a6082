import { notificationPageSchema } from '@expertos/domain/notification.schema';
import { projectListSchema, projectUserListSchema, projectUserSchema } from '@expertos/domain/project.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import type { TestPerson } from '../../test/workspace-fixtures.js';
import { type BrandWorld, createBrandTestContext, type Persona } from './projects.fixtures.js';

describe('brand users and access requests', () => {
  let ctx: TestContext;
  let people: Record<Persona, TestPerson>;
  let world: BrandWorld;
  let call: Awaited<ReturnType<typeof createBrandTestContext>>['call'];
  let buildWorld: () => Promise<BrandWorld>;

  /** A brand of workspace A that only the owner (and the admins) can see. */
  let hidden: string;
  const brand = (projectId = world.a.projectId) => `/api/workspaces/${world.a.id}/projects/${projectId}`;

  beforeAll(async () => {
    ({ ctx, people, call, buildWorld } = await createBrandTestContext());
  });
  beforeEach(async () => {
    world = await buildWorld();
    const res = await call('owner', 'POST', `/api/workspaces/${world.a.id}/projects`, { name: 'Hidden' });
    hidden = res.json().uid;
  });
  afterAll(() => ctx.close());

  describe('GET …/users', () => {
    it('lists the people on the brand with their role and access', async () => {
      const res = await call('member', 'GET', `${brand()}/users`);
      expect(res.statusCode).toBe(200);
      const users = projectUserListSchema.parse(res.json());
      expect(users.map((u) => [u.email, u.role, u.access]).sort()).toEqual(
        [
          [people.owner.email, 'admin', 'granted'],
          [people.member.email, 'member', 'granted'],
          [people.external.email, 'member', 'granted'],
        ].sort(),
      );
      expect(users.find((u) => u.email === people.owner.email)).toMatchObject({
        member_uid: world.a.memberIds.owner,
        name: 'Ada Lovelace',
      });
    });
  });

  it('shows an external the brand’s people without others’ e-mails', async () => {
    const res = await call('external', 'GET', `${brand()}/users`);
    expect(res.statusCode).toBe(200);
    const users = projectUserListSchema.parse(res.json());
    expect(users).toHaveLength(3);
    expect(res.body.replace(people.external.email, '')).not.toContain('@');
  });

  describe('POST …/users', () => {
    it('lets a project admin give a workspace member access', async () => {
      const res = await call('owner', 'POST', `${brand(hidden)}/users`, {
        member_uid: world.a.memberIds.member,
      });
      expect(res.statusCode).toBe(200);
      expect(projectUserSchema.parse(res.json())).toMatchObject({
        member_uid: world.a.memberIds.member,
        email: people.member.email,
        role: 'member',
        access: 'granted',
      });
      const list = projectListSchema.parse(
        (await call('member', 'GET', `/api/workspaces/${world.a.id}/projects`)).json(),
      );
      expect(list.map((p) => p.uid)).toContain(hidden);
    });

    it('makes a member project admin, who may then edit the brand', async () => {
      await call('owner', 'POST', `${brand(hidden)}/users`, {
        member_uid: world.a.memberIds.member,
        role: 'admin',
      });
      const res = await call('member', 'PUT', brand(hidden), { off_brand: ['Memes'] });
      expect(res.statusCode).toBe(200);
    });

    it('refuses a member of another workspace (400) and an external user as project admin (400)', async () => {
      const foreign = await call('owner', 'POST', `${brand()}/users`, {
        member_uid: world.b.outsiderMemberId,
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().details[0].path).toBe('member_uid');
      const external = await call('owner', 'POST', `${brand()}/users`, {
        member_uid: world.a.memberIds.external,
        role: 'admin',
      });
      expect(external.statusCode).toBe(400);
      expect(external.json().details[0].path).toBe('role');
    });

    it('refuses a project member who is not project admin (403)', async () => {
      const res = await call('member', 'POST', `${brand()}/users`, { member_uid: world.a.memberIds.admin });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('DELETE …/users/{memberUid}', () => {
    it('takes a member off the brand; removing them again answers user_not_in_project', async () => {
      const res = await call('owner', 'DELETE', `${brand()}/users/${world.a.memberIds.member}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await call('member', 'GET', brand())).statusCode).toBe(403);
      const again = await call('owner', 'DELETE', `${brand()}/users/${world.a.memberIds.member}`);
      expect(again.statusCode).toBe(403);
      expect(again.json().code).toBe('user_not_in_project');
    });

    it('refuses a project member who is not project admin (403 forbidden)', async () => {
      const res = await call('member', 'DELETE', `${brand()}/users/${world.a.memberIds.external}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    });
  });

  describe('access request → grant', () => {
    it('lets a member without access ask, shows the request, and lets a project admin grant it', async () => {
      expect((await call('member', 'GET', brand(hidden))).statusCode).toBe(403);

      const asked = await call('member', 'POST', `${brand(hidden)}/access-requests`);
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ access_requested: true });
      // Asking twice changes nothing.
      expect((await call('member', 'POST', `${brand(hidden)}/access-requests`)).statusCode).toBe(200);

      const all = projectListSchema.parse(
        (await call('member', 'GET', `/api/workspaces/${world.a.id}/projects/all`)).json(),
      );
      expect(all.find((p) => p.uid === hidden)).toMatchObject({
        has_permission: false,
        access_requested: true,
      });
      const users = projectUserListSchema.parse(
        (await call('owner', 'GET', `${brand(hidden)}/users`)).json(),
      );
      expect(users.find((u) => u.member_uid === world.a.memberIds.member)?.access).toBe('requested');
      // A request is not access.
      expect((await call('member', 'GET', brand(hidden))).statusCode).toBe(403);

      const granted = await call('owner', 'POST', `${brand(hidden)}/users/${world.a.memberIds.member}/grant`);
      expect(granted.statusCode).toBe(200);
      expect(granted.json()).toMatchObject({ role: 'member', access: 'granted' });
      const now = await call('member', 'GET', brand(hidden));
      expect(now.statusCode).toBe(200);
      expect(now.json()).toMatchObject({ has_permission: true, access_requested: false });
    });

    it("tells the brand's admins in their notifications, once, and not the one who asked", async () => {
      const aboutHidden = async (persona: Persona) => {
        const page = notificationPageSchema.parse((await call(persona, 'GET', '/api/notifications')).json());
        return page.items.filter((item) => item.kind === 'access_requested' && item.brand?.uid === hidden);
      };
      await call('member', 'POST', `${brand(hidden)}/access-requests`);
      await call('member', 'POST', `${brand(hidden)}/access-requests`);

      for (const admin of ['owner', 'admin'] as const) {
        const items = await aboutHidden(admin);
        expect(items, admin).toHaveLength(1);
        expect(items[0]).toMatchObject({
          workspace_uid: world.a.id,
          brand: { uid: hidden, name: 'Hidden', slug: 'hidden' },
          actor: { uid: world.a.memberIds.member },
          ticket: null,
          ticket_url: null,
          read: false,
        });
      }
      expect(await aboutHidden('member')).toEqual([]);
      expect(await aboutHidden('external')).toEqual([]);
    });

    it('answers 409 to someone who already has access (a granted member, a workspace admin)', async () => {
      expect((await call('member', 'POST', `${brand()}/access-requests`)).statusCode).toBe(409);
      expect((await call('admin', 'POST', `${brand(hidden)}/access-requests`)).statusCode).toBe(409);
    });

    it('refuses external users, and a brand of another workspace named under this one (403)', async () => {
      expect((await call('external', 'POST', `${brand(hidden)}/access-requests`)).statusCode).toBe(403);
      const crossed = await call('member', 'POST', `${brand(world.b.projectId)}/access-requests`);
      expect(crossed.statusCode).toBe(403);
      const none = await call(
        'member',
        'POST',
        `${brand('00000000-0000-4000-8000-000000000000')}/access-requests`,
      );
      expect(none.statusCode).toBe(403);
    });

    it('answers user_not_in_project when granting someone who never asked; only project admins grant', async () => {
      const res = await call('owner', 'POST', `${brand(hidden)}/users/${world.a.memberIds.member}/grant`);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('user_not_in_project');
      const byMember = await call('member', 'POST', `${brand()}/users/${world.a.memberIds.external}/grant`);
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json().code).toBe('forbidden');
    });
  });
});
