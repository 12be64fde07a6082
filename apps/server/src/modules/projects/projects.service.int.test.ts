import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createLocalStorage } from '../../platform/storage/storage.js';
import { openMigratedTestDatabase } from '../../test/context.js';
import {
  insertMember,
  insertProject,
  insertProjectMember,
  insertWorkspace,
} from '../../test/workspace-fixtures.js';
import { createMemberAccess, type MemberAccess } from '../workspaces/member-access.js';
import { createProjectsRepository, SlugTakenError } from './projects.repository.js';
import { createProjectsService, type ProjectsService } from './projects.service.js';

const sorted = (ids: string[]) => [...ids].sort();

/** The helpers the workspaces and invites modules call (team edit, accepting an invite). */
describe('projects service: brand grants of a member', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let service: ProjectsService;
  // The grants a brand change leaves, as every module reads them.
  let access: MemberAccess;
  let workspaceId: string;
  let otherWorkspaceId: string;
  let memberId: string;
  let brands: string[];
  let foreignBrand: string;

  beforeAll(async () => {
    ({ database, dispose } = await openMigratedTestDatabase());
    service = createProjectsService({
      db: database.db,
      dialect: database.dialect,
      storage: createLocalStorage('/nonexistent'),
    });
    access = createMemberAccess(database.db);
  });
  afterAll(() => dispose());

  beforeEach(async () => {
    const db = database.db;
    const stamp = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
    const now = new Date().toISOString();
    const user = (name: string) => ({
      id: `${name}-${stamp}`,
      name,
      email: `${name}-${stamp}@example.com`,
      emailVerified: 1,
      image: null,
      createdAt: now,
      updatedAt: now,
    });
    const owner = user('owner');
    const member = user('member');
    // Better Auth's table; on PostgreSQL its boolean and dates are native types.
    for (const row of [owner, member]) {
      await db
        .insertInto('user')
        .values(database.dialect === 'postgres' ? { ...row, emailVerified: true } : row)
        .execute();
    }
    const workspace = await insertWorkspace(db, owner);
    workspaceId = workspace.id;
    memberId = await insertMember(db, workspaceId, member, 'member');
    brands = [
      await insertProject(db, workspaceId, owner.id),
      await insertProject(db, workspaceId, owner.id),
      await insertProject(db, workspaceId, owner.id),
    ];
    otherWorkspaceId = (await insertWorkspace(db, member)).id;
    foreignBrand = await insertProject(db, otherWorkspaceId, member.id);
  });

  it('lists every brand id of a workspace', async () => {
    expect(sorted(await service.listProjectIds(workspaceId))).toEqual(sorted(brands));
    expect(await service.listProjectIds(otherWorkspaceId)).toEqual([foreignBrand]);
  });

  it('replaces a member’s granted brands, skipping ids of other workspaces', async () => {
    await service.setMemberProjects(workspaceId, memberId, [brands[0]!, brands[1]!, foreignBrand]);
    expect(sorted(await access.grantedProjectIds(memberId))).toEqual(sorted([brands[0]!, brands[1]!]));
    await service.setMemberProjects(workspaceId, memberId, [brands[2]!]);
    expect(await access.grantedProjectIds(memberId)).toEqual([brands[2]]);
    await service.setMemberProjects(workspaceId, memberId, []);
    expect(await access.grantedProjectIds(memberId)).toEqual([]);
  });

  it('keeps the role of a kept grant, turns a request into access, and leaves other requests pending', async () => {
    const db = database.db;
    await insertProjectMember(db, brands[0]!, memberId, 'admin', 'granted');
    await insertProjectMember(db, brands[1]!, memberId, 'member', 'requested');
    await insertProjectMember(db, brands[2]!, memberId, 'member', 'requested');
    await service.setMemberProjects(workspaceId, memberId, [brands[0]!, brands[1]!]);
    const rows = await db
      .selectFrom('project_members')
      .select(['project_id', 'role', 'access'])
      .where('member_id', '=', memberId)
      .execute();
    const byBrand = Object.fromEntries(rows.map((r) => [r.project_id, [r.role, r.access]]));
    expect(byBrand).toEqual({
      [brands[0]!]: ['admin', 'granted'],
      [brands[1]!]: ['member', 'granted'],
      [brands[2]!]: ['member', 'requested'],
    });
  });

  it('runs inside the caller’s transaction, and rolls back with it', async () => {
    await database.db
      .transaction()
      .execute(async (trx) => {
        expect(sorted(await service.listProjectIds(workspaceId, trx))).toEqual(sorted(brands));
        await service.setMemberProjects(workspaceId, memberId, [brands[0]!], trx);
        expect(await access.grantedProjectIds(memberId, trx)).toEqual([brands[0]]);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await access.grantedProjectIds(memberId)).toEqual([]);
  });

  it('reports a slug clash as SlugTakenError (the create retries on it), on either database', async () => {
    const repository = createProjectsRepository(database.db, database.dialect);
    const [taken] = await database.db
      .selectFrom('projects')
      .select(['slug', 'owner_id'])
      .where('id', '=', brands[0]!)
      .execute();
    const ownerMember = await database.db
      .selectFrom('workspace_members')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', taken!.owner_id)
      .executeTakeFirstOrThrow();
    const values = {
      id: crypto.randomUUID(),
      workspace_id: workspaceId,
      name: 'Clash',
      slug: taken!.slug,
      shopify_site: null,
      cover_key: null,
      phase: 'active' as const,
      owner_id: taken!.owner_id,
      content_pillars: '[]',
      content_formats: '[]',
      other_preferences: '',
      off_brand: '[]',
      slate_review_day: 'friday',
      slate_growth_content: 0,
      slate_trust_building_content: 0,
      slate_sales_promotions_content: 0,
    };
    await expect(repository.create(values, ownerMember.id)).rejects.toBeInstanceOf(SlugTakenError);
    // Nothing of the failed create stays behind (the grant was in the same transaction).
    expect(await service.listProjectIds(workspaceId)).toHaveLength(3);
  });
});
