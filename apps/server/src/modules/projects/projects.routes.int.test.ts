import { type Project, projectListSchema, projectSchema } from '@expertos/domain/project.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { insertMember, type TestPerson } from '../../test/workspace-fixtures.js';
import { type BrandWorld, createBrandTestContext, type Persona } from './projects.fixtures.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('brands: /api/workspaces/{workspaceId}/projects', () => {
  let ctx: TestContext;
  let people: Record<Persona, TestPerson>;
  let world: BrandWorld;
  let call: Awaited<ReturnType<typeof createBrandTestContext>>['call'];
  let buildWorld: () => Promise<BrandWorld>;
  const projects = (workspaceId = world.a.id) => `/api/workspaces/${workspaceId}/projects`;
  const create = async (persona: Persona, name: string, workspaceId = world.a.id): Promise<Project> => {
    const res = await call(persona, 'POST', projects(workspaceId), { name });
    expect(res.statusCode, res.body).toBe(201);
    return projectSchema.parse(res.json());
  };
  const uids = (body: unknown) => projectListSchema.parse(body).map((project) => project.uid);

  beforeAll(async () => {
    ({ ctx, people, call, buildWorld } = await createBrandTestContext());
  });
  beforeEach(async () => {
    world = await buildWorld();
  });
  afterAll(() => ctx.close());

  describe('POST', () => {
    it('starts a brand in its creator’s time zone, or UTC while theirs is not known', async () => {
      const zoneOf = async (projectUid: string, persona: Persona = 'member') => {
        const res = await call(persona, 'GET', `/api/projects/${projectUid}/publishing/queue`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().time_zone;
      };
      expect(await zoneOf((await create('member', 'Before Any Zone')).uid)).toBe('UTC');
      const put = await call('member', 'PUT', '/api/me', { time_zone: 'Asia/Kathmandu' });
      expect(put.statusCode, put.body).toBe(200);
      const made = await create('member', 'Kathmandu Coffee');
      expect(await zoneOf(made.uid)).toBe('Asia/Kathmandu');
      // Someone else's zone is not the brand's: the owner's is still unknown.
      expect(await zoneOf((await create('owner', 'Owner Coffee')).uid, 'owner')).toBe('UTC');
    });

    it('creates a brand with the defaults; its creator owns it and is its project admin', async () => {
      const res = await call('member', 'POST', projects(), { name: '  Acme Coffee ' });
      expect(res.statusCode).toBe(201);
      const project = projectSchema.parse(res.json());
      expect(project).toMatchObject({
        workspace_uid: world.a.id,
        name: 'Acme Coffee',
        slug: 'acme-coffee',
        shopify_site: null,
        cover_url: null,
        phase: 'active',
        owner: people.member.id,
        has_permission: true,
        access_requested: false,
        whitelisted: false,
        integrations: [],
        content_pillars: [],
        content_formats: [],
        other_preferences: '',
        off_brand: [],
        slate_review_day: 'friday',
        slate_growth_content: 0,
        slate_trust_building_content: 0,
        slate_sales_promotions_content: 0,
      });
      const grant = await ctx.database.db
        .selectFrom('project_members')
        .select(['role', 'access'])
        .where('project_id', '=', project.uid)
        .where('member_id', '=', world.a.memberIds.member)
        .executeTakeFirst();
      expect(grant).toEqual({ role: 'admin', access: 'granted' });
    });

    it('makes slugs unique within the workspace: acme, acme-2, acme-3', async () => {
      expect((await create('owner', 'Acme')).slug).toBe('acme');
      expect((await create('admin', 'Acme!')).slug).toBe('acme-2');
      expect((await create('member', 'ACME?')).slug).toBe('acme-3');
    });

    it('refuses a name the workspace already uses, ignoring case and spaces (409 brand_name_taken)', async () => {
      await create('owner', 'Acme Coffee');
      for (const name of ['Acme Coffee', '  acme   COFFEE ']) {
        const res = await call('member', 'POST', projects(), { name });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'brand_name_taken',
          details: [{ path: 'name' }],
        });
      }
      const names = projectListSchema.parse((await call('owner', 'GET', projects())).json());
      expect(names.filter((project) => project.name === 'Acme Coffee')).toHaveLength(1);
      // Another workspace may use the name.
      await create('outsider', 'Acme Coffee', world.b.id);
    });

    it('lets only one of concurrent creates with the same name through', async () => {
      const replies = await Promise.all(
        ['owner', 'admin', 'member'].map((p) => call(p as Persona, 'POST', projects(), { name: 'Twin' })),
      );
      expect(replies.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    });

    it('keeps slugs per workspace: another workspace can have its own acme', async () => {
      await create('owner', 'Acme');
      expect((await create('outsider', 'Acme', world.b.id)).slug).toBe('acme');
    });

    it('gives concurrent creates with names of one slug distinct slugs', async () => {
      const made = await Promise.all(
        ['owner', 'admin', 'member', 'owner', 'admin'].map((p, i) =>
          create(p as Persona, `Race${'!'.repeat(i)}`),
        ),
      );
      expect(new Set(made.map((project) => project.slug)).size).toBe(5);
      expect(made.map((project) => project.slug).sort()).toEqual([
        'race',
        'race-2',
        'race-3',
        'race-4',
        'race-5',
      ]);
    });

    it('refuses external users (403) and an empty name (400)', async () => {
      expect((await call('external', 'POST', projects(), { name: 'Mine' })).statusCode).toBe(403);
      const empty = await call('owner', 'POST', projects(), { name: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().code).toBe('validation_error');
    });
  });

  describe('GET (list) and GET /all', () => {
    it('lists only the brands each caller may see (has_permission)', async () => {
      const hidden = await create('owner', 'Hidden');
      // Workspace admins see every brand, whoever created it.
      expect(uids((await call('admin', 'GET', projects())).json()).sort()).toEqual(
        [world.a.projectId, hidden.uid].sort(),
      );
      // The member and the external user were given brand A only.
      for (const persona of ['member', 'external'] as const) {
        const list = projectListSchema.parse((await call(persona, 'GET', projects())).json());
        expect(list.map((project) => project.uid)).toEqual([world.a.projectId]);
        expect(list[0]!.has_permission).toBe(true);
      }
    });

    it('lists nothing for a member who was given no brand', async () => {
      const db = ctx.database.db;
      await db.deleteFrom('project_members').where('member_id', '=', world.a.memberIds.member).execute();
      expect((await call('member', 'GET', projects())).json()).toEqual([]);
    });

    it('/all shows every brand with has_permission, for members but not external users', async () => {
      const hidden = await create('owner', 'Hidden');
      const all = projectListSchema.parse(
        await call('member', 'GET', `${projects()}/all`).then((r) => r.json()),
      );
      expect(all.map((p) => [p.uid, p.has_permission, p.access_requested]).sort()).toEqual(
        [
          [world.a.projectId, true, false],
          [hidden.uid, false, false],
        ].sort(),
      );
      expect((await call('external', 'GET', `${projects()}/all`)).statusCode).toBe(403);
    });
  });

  describe('GET one, by id and by slug', () => {
    it('answers the brand profile fields to a member with access', async () => {
      const res = await call('member', 'GET', `${projects()}/${world.a.projectId}`);
      expect(res.statusCode).toBe(200);
      expect(projectSchema.parse(res.json())).toMatchObject({
        uid: world.a.projectId,
        slug: world.a.projectSlug,
        content_pillars: [],
        slate_review_day: 'friday',
        slate_growth_content: 0,
      });
    });

    it('refuses a member without access, with 403 by id and by slug', async () => {
      const hidden = await create('owner', 'Hidden');
      expect((await call('member', 'GET', `${projects()}/${hidden.uid}`)).statusCode).toBe(403);
      const bySlug = await call('member', 'GET', `${projects()}/by-slug/${hidden.slug}`);
      expect(bySlug.statusCode).toBe(403);
      expect(bySlug.json().code).toBe('forbidden');
    });

    it('finds a brand by its slug (the /brand/{projectSlug} routes), 404 for an unknown slug', async () => {
      const res = await call('external', 'GET', `${projects()}/by-slug/${world.a.projectSlug}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().uid).toBe(world.a.projectId);
      expect((await call('owner', 'GET', `${projects()}/by-slug/nothing-here`)).statusCode).toBe(404);
      // A slug of another workspace is not found under this one.
      expect((await call('owner', 'GET', `${projects()}/by-slug/${world.b.projectSlug}`)).statusCode).toBe(
        404,
      );
    });

    it('refuses a workspace id with a brand of another workspace, even to an admin of both', async () => {
      await insertMember(ctx.database.db, world.b.id, people.owner, 'admin');
      expect((await call('owner', 'GET', `${projects(world.b.id)}/${world.b.projectId}`)).statusCode).toBe(
        200,
      );
      const crossed = await call('owner', 'GET', `${projects(world.a.id)}/${world.b.projectId}`);
      expect(crossed.statusCode).toBe(403);
      const put = await call('owner', 'PUT', `${projects(world.a.id)}/${world.b.projectId}`, { name: 'x' });
      expect(put.statusCode).toBe(403);
      const del = await call('owner', 'DELETE', `${projects(world.a.id)}/${world.b.projectId}`);
      expect(del.statusCode).toBe(403);
    });
  });

  describe('PUT', () => {
    it('keeps a brand language its admins set, starting from its creator’s, and refuses one we do not speak', async () => {
      expect((await create('member', 'Plain Coffee')).language).toBe('en');
      const chosen = await call('member', 'PUT', '/api/me', { language: 'fr' });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const brand = await create('member', 'Café Lumière');
      expect(brand.language).toBe('fr');
      const url = `${projects()}/${brand.uid}`;
      const set = await call('member', 'PUT', url, { language: 'pt-BR' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().language).toBe('pt-BR');
      expect((await call('member', 'GET', url)).json().language).toBe('pt-BR');
      for (const language of ['ja', 'EN', '', 'x'.repeat(36), 7, null]) {
        const refused = await call('member', 'PUT', url, { language });
        expect(refused.statusCode, String(language)).toBe(400);
        if (typeof language === 'string' && language.length <= 35)
          expect(refused.json(), language).toMatchObject({
            code: 'unsupported_language',
            details: [{ path: 'language' }],
          });
      }
      expect((await call('member', 'GET', url)).json().language).toBe('pt-BR');
    });

    it('lets a project admin save the brand profile; a rename keeps the slug', async () => {
      const mine = await create('member', 'Acme');
      const body = {
        name: 'Acme Roasters',
        content_pillars: ['Origins', 'Brewing'],
        content_formats: ['Reels'],
        other_preferences: 'No puns.',
        off_brand: ['Politics'],
        slate_review_day: 'monday',
        slate_growth_content: 3,
        slate_trust_building_content: 2,
        slate_sales_promotions_content: 1,
        phase: 'sales',
      };
      const res = await call('member', 'PUT', `${projects()}/${mine.uid}`, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ...body, slug: 'acme' });
      const again = await call('member', 'GET', `${projects()}/${mine.uid}`);
      expect(again.json()).toMatchObject({ ...body, slug: 'acme' });
      expect((await call('member', 'GET', `${projects()}/by-slug/acme`)).statusCode).toBe(200);
    });

    it('refuses renaming a brand to another brand’s name; keeping its own name (in another case) is fine', async () => {
      const mine = await create('member', 'Acme');
      await create('owner', 'Beans');
      const clash = await call('member', 'PUT', `${projects()}/${mine.uid}`, { name: ' beans ' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().code).toBe('brand_name_taken');
      const same = await call('member', 'PUT', `${projects()}/${mine.uid}`, { name: 'ACME' });
      expect(same.statusCode).toBe(200);
      expect(same.json().name).toBe('ACME');
    });

    it('saves one group of fields without touching the others', async () => {
      const url = `${projects()}/${world.a.projectId}`;
      await call('owner', 'PUT', url, { content_pillars: ['A'] });
      const res = await call('owner', 'PUT', url, {
        content_formats: ['Reels'],
        other_preferences: 'Short.',
      });
      expect(res.json()).toMatchObject({
        content_pillars: ['A'],
        content_formats: ['Reels'],
        other_preferences: 'Short.',
      });
    });

    it('refuses a project member who is not project admin with 403 forbidden', async () => {
      const res = await call('member', 'PUT', `${projects()}/${world.a.projectId}`, {
        content_pillars: ['x'],
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
      expect(
        (await call('external', 'PUT', `${projects()}/${world.a.projectId}`, { name: 'x' })).statusCode,
      ).toBe(403);
    });

    it('lets a workspace admin edit any brand (implicit project admin)', async () => {
      const mine = await create('member', 'Acme');
      const res = await call('admin', 'PUT', `${projects()}/${mine.uid}`, { slate_growth_content: 4 });
      expect(res.statusCode).toBe(200);
      expect(res.json().slate_growth_content).toBe(4);
    });

    it('validates the body (negative slate count, unknown weekday)', async () => {
      const url = `${projects()}/${world.a.projectId}`;
      expect((await call('owner', 'PUT', url, { slate_growth_content: -1 })).statusCode).toBe(400);
      expect((await call('owner', 'PUT', url, { slate_review_day: 'someday' })).statusCode).toBe(400);
      expect((await call('owner', 'PUT', url, { slate_review_day: 5 })).statusCode).toBe(400);
    });

    it('keeps the weekly review hour brand admins set (08:00 until then), a whole hour of the day', async () => {
      const url = `${projects()}/${world.a.projectId}`;
      expect((await call('member', 'GET', url)).json().slate_review_hour).toBe(8);
      for (const bad of [24, -1, 7.5, '7'])
        expect((await call('owner', 'PUT', url, { slate_review_hour: bad })).statusCode, String(bad)).toBe(
          400,
        );
      const res = await call('owner', 'PUT', url, { slate_review_hour: 6 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().slate_review_hour).toBe(6);
      expect((await call('member', 'PUT', url, { slate_review_hour: 9 })).statusCode).toBe(403);
    });

    it('takes the review day as people write it, in any letter case, and answers it in lower case', async () => {
      const url = `${projects()}/${world.a.projectId}`;
      for (const [sent, kept] of [
        ['Thursday', 'thursday'],
        ['FRIDAY', 'friday'],
        [' monday ', 'monday'],
      ]) {
        const res = await call('owner', 'PUT', url, { slate_review_day: sent });
        expect(res.statusCode, sent).toBe(200);
        expect(res.json().slate_review_day).toBe(kept);
      }
    });
  });

  describe('DELETE', () => {
    it('lets the brand owner delete it, and refuses a project member who is not its owner', async () => {
      const mine = await create('member', 'Acme');
      await call('owner', 'POST', `${projects()}/${mine.uid}/users`, {
        member_uid: world.a.memberIds.external,
        role: 'member',
      });
      expect((await call('external', 'DELETE', `${projects()}/${mine.uid}`)).statusCode).toBe(403);
      const res = await call('member', 'DELETE', `${projects()}/${mine.uid}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await call('owner', 'GET', `${projects()}/${mine.uid}`)).statusCode).toBe(403);
    });

    it('lets a workspace admin delete any brand; a plain project admin who does not own it cannot', async () => {
      await call('owner', 'POST', `${projects()}/${world.a.projectId}/users`, {
        member_uid: world.a.memberIds.member,
        role: 'admin',
      });
      expect((await call('member', 'DELETE', `${projects()}/${world.a.projectId}`)).statusCode).toBe(403);
      expect((await call('admin', 'DELETE', `${projects()}/${world.a.projectId}`)).statusCode).toBe(200);
      expect(uids((await call('owner', 'GET', projects())).json())).toEqual([]);
    });
  });

  it('refuses a member of another workspace with 403 on every brand route', async () => {
    const p = `${projects()}/${world.a.projectId}`;
    const routes: Array<[Method, string, object?]> = [
      ['GET', projects()],
      ['GET', `${projects()}/all`],
      ['POST', projects(), { name: 'Intruder' }],
      ['GET', `${projects()}/by-slug/${world.a.projectSlug}`],
      ['GET', p],
      ['PUT', p, { name: 'Taken' }],
      ['DELETE', p],
      ['POST', `${p}/cover`],
      ['GET', `${p}/users`],
      ['POST', `${p}/users`, { member_uid: world.a.memberIds.member }],
      ['DELETE', `${p}/users/${world.a.memberIds.member}`],
      ['POST', `${p}/users/${world.a.memberIds.member}/grant`],
      ['POST', `${p}/access-requests`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call('outsider', method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect((await call('owner', 'GET', p)).json().name).toBe(world.a.projectSlug);
  });
});
