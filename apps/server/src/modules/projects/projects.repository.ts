import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@expertos/domain/languages';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Dialect, TablesDb } from '../../db/database.js';
import { nowIso } from '../../db/portable.js';
import type { ProjectMembersTable, ProjectsTable, ProjectTables } from './projects.tables.js';

/** This module's handle: its own tables only (docs/architecture.md#modules-own-their-tables). */
type ProjectsDb = TablesDb<ProjectTables>;

/** A brand's row. */
export type BrandRow = Selectable<ProjectsTable>;
/** A brand row with what its reply needs of its workspace (read from the workspaces module). */
export type ProjectRow = BrandRow & { workspace_whitelisted: number };
/** A new brand; the profile columns may be left to their database defaults. */
export type ProjectValues = Omit<Insertable<ProjectsTable>, 'created_at' | 'updated_at'>;
export type ProjectChanges = Omit<Updateable<ProjectsTable>, 'id' | 'workspace_id' | 'slug' | 'created_at'>;
export type ProjectRole = ProjectMembersTable['role'];
export type ProjectAccessState = ProjectMembersTable['access'];

/** One person's place on a brand. */
export interface ProjectGrant {
  project_id: string;
  role: ProjectRole;
  access: ProjectAccessState;
}

/** A person's row on a brand, with their e-mail and name (from the workspaces module's people). */
export interface ProjectUserRow {
  member_id: string;
  email: string;
  name: string | null;
  role: ProjectRole;
  access: ProjectAccessState;
  /** A workspace key's member (people refs mark it). */
  via_key?: true;
}

/** A member's place on a brand, as this module keeps it (`project_members`). */
export interface BrandPlace {
  member_id: string;
  role: ProjectRole;
  access: ProjectAccessState;
}

/** Thrown by `create` when another brand of the workspace took the slug first. */
export class SlugTakenError extends Error {
  constructor(slug: string) {
    super(`slug taken: ${slug}`);
    this.name = 'SlugTakenError';
  }
}

// PostgreSQL names the violated constraint; SQLite names its columns instead.
function isSlugViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code === '23505') return e.constraint === 'projects_slug_per_workspace';
  return (
    typeof e?.code === 'string' &&
    e.code.startsWith('SQLITE_CONSTRAINT') &&
    String(e.message).includes('projects.workspace_id, projects.slug')
  );
}

export function createProjectsRepository(db: ProjectsDb, dialect: Dialect) {
  const projects = (q: ProjectsDb = db) => q.selectFrom('projects as p').selectAll('p');

  return {
    async listByWorkspace(workspaceId: string): Promise<BrandRow[]> {
      return projects().where('p.workspace_id', '=', workspaceId).execute();
    },

    /** A brand's language, read in the caller's transaction; English for a brand that is gone. */
    async languageOf(projectId: string, trx?: ProjectsDb): Promise<Language> {
      const row = await (trx ?? db)
        .selectFrom('projects')
        .select('language')
        .where('id', '=', projectId)
        .executeTakeFirst();
      return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
    },

    async findById(projectId: string): Promise<BrandRow | null> {
      return (await projects().where('p.id', '=', projectId).executeTakeFirst()) ?? null;
    },

    async findBySlug(workspaceId: string, slug: string): Promise<BrandRow | null> {
      return (
        (await projects()
          .where('p.workspace_id', '=', workspaceId)
          .where('p.slug', '=', slug)
          .executeTakeFirst()) ?? null
      );
    },

    /** Slugs of the workspace equal to `base` or starting with `base-` (the candidates it clashes with). */
    async slugsLike(workspaceId: string, base: string): Promise<string[]> {
      const rows = await db
        .selectFrom('projects')
        .select('slug')
        .where('workspace_id', '=', workspaceId)
        // Slugs hold only [a-z0-9-], so the base needs no LIKE escaping.
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute();
      return rows.map((row) => row.slug);
    },

    /** Names of the workspace's brands, except `exceptId` (the one being renamed). */
    async namesIn(workspaceId: string, exceptId: string | null, trx: ProjectsDb = db): Promise<string[]> {
      let query = trx.selectFrom('projects').select('name').where('workspace_id', '=', workspaceId);
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.execute()).map((row) => row.name);
    },

    /**
     * The brand and its creator's admin grant, in the caller's transaction (else in one of its
     * own); SlugTakenError on a clash.
     */
    async create(values: ProjectValues, creatorMemberId: string, trx?: ProjectsDb): Promise<void> {
      const now = nowIso();
      const insert = async (trx: ProjectsDb) => {
        await trx
          .insertInto('projects')
          .values({ ...values, created_at: now, updated_at: now })
          .execute();
        await trx
          .insertInto('project_members')
          .values({
            project_id: values.id,
            member_id: creatorMemberId,
            role: 'admin',
            access: 'granted',
            created_at: now,
          })
          .execute();
      };
      try {
        await (trx ? insert(trx) : db.transaction().execute(insert));
      } catch (error) {
        if (isSlugViolation(error)) throw new SlugTakenError(values.slug);
        throw error;
      }
    },

    /**
     * Locks the brand's row until the transaction ends (PostgreSQL; SQLite lets one writer in
     * at a time already), so read-check-write sequences on it do not interleave.
     */
    async lockForUpdate(projectId: string, trx: ProjectsDb): Promise<BrandRow | null> {
      if (dialect === 'postgres') {
        await trx.selectFrom('projects').select('id').where('id', '=', projectId).forUpdate().execute();
      }
      return (await projects(trx).where('p.id', '=', projectId).executeTakeFirst()) ?? null;
    },

    async update(projectId: string, changes: ProjectChanges, trx: ProjectsDb = db): Promise<void> {
      await trx
        .updateTable('projects')
        .set({ ...changes, updated_at: nowIso() })
        .where('id', '=', projectId)
        .execute();
    },

    /** Deletes the brand (its grants go with it, by cascade). */
    async delete(projectId: string): Promise<void> {
      await db.deleteFrom('projects').where('id', '=', projectId).execute();
    },

    /** A member's grants and requests on the given brands (all brands when `projectIds` is absent). */
    async grantsOf(memberId: string, projectIds?: string[]): Promise<ProjectGrant[]> {
      if (projectIds?.length === 0) return [];
      let query = db
        .selectFrom('project_members')
        .select(['project_id', 'role', 'access'])
        .where('member_id', '=', memberId);
      if (projectIds) query = query.where('project_id', 'in', projectIds);
      return query.execute();
    },

    /** Everyone with a row on the brand (granted or requested). */
    async places(projectId: string): Promise<BrandPlace[]> {
      return db
        .selectFrom('project_members')
        .select(['member_id', 'role', 'access'])
        .where('project_id', '=', projectId)
        .execute();
    },

    async place(projectId: string, memberId: string): Promise<BrandPlace | null> {
      const row = await db
        .selectFrom('project_members')
        .select(['member_id', 'role', 'access'])
        .where('project_id', '=', projectId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Sets a member's place on a brand, whatever it was before (one row per member and brand). */
    async putUser(projectId: string, memberId: string, role: ProjectRole, access: ProjectAccessState) {
      await db
        .insertInto('project_members')
        .values({ project_id: projectId, member_id: memberId, role, access, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['project_id', 'member_id']).doUpdateSet({ role, access }))
        .execute();
    },

    /** Asks for access; a row that exists already (granted or requested) is left as it is. */
    async requestAccess(projectId: string, memberId: string): Promise<void> {
      await db
        .insertInto('project_members')
        .values({
          project_id: projectId,
          member_id: memberId,
          role: 'member',
          access: 'requested',
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.columns(['project_id', 'member_id']).doNothing())
        .execute();
    },

    /** Turns a request into access; false when the member had not asked (or is not on the brand). */
    async grantRequest(projectId: string, memberId: string): Promise<boolean> {
      const result = await db
        .updateTable('project_members')
        .set({ access: 'granted' })
        .where('project_id', '=', projectId)
        .where('member_id', '=', memberId)
        .where('access', '=', 'requested')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async removeUser(projectId: string, memberId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('project_members')
        .where('project_id', '=', projectId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async listProjectIds(workspaceId: string, trx: ProjectsDb = db): Promise<string[]> {
      const rows = await trx
        .selectFrom('projects')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Replaces a member's granted brands with `projectIds` (brands of the workspace only).
     * Kept grants keep their role; a pending request for a listed brand becomes access;
     * requests for other brands stay pending.
     */
    async downgradeBrandRoles(memberId: string, trx: ProjectsDb = db): Promise<void> {
      await trx
        .updateTable('project_members')
        .set({ role: 'member' })
        .where('member_id', '=', memberId)
        .where('role', '=', 'admin')
        .execute();
    },

    async replaceGrants(
      workspaceId: string,
      memberId: string,
      projectIds: string[],
      trx: ProjectsDb,
    ): Promise<void> {
      const wanted = new Set(projectIds);
      const current = await trx
        .selectFrom('project_members as pm')
        .innerJoin('projects as p', 'p.id', 'pm.project_id')
        .select(['pm.project_id', 'pm.access'])
        .where('pm.member_id', '=', memberId)
        .where('p.workspace_id', '=', workspaceId)
        .execute();
      const dropped = current.filter((row) => row.access === 'granted' && !wanted.has(row.project_id));
      if (dropped.length > 0) {
        await trx
          .deleteFrom('project_members')
          .where('member_id', '=', memberId)
          .where(
            'project_id',
            'in',
            dropped.map((row) => row.project_id),
          )
          .execute();
      }
      if (wanted.size === 0) return;
      const now = nowIso();
      await trx
        .insertInto('project_members')
        .values(
          [...wanted].map((projectId) => ({
            project_id: projectId,
            member_id: memberId,
            role: 'member' as const,
            access: 'granted' as const,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['project_id', 'member_id']).doUpdateSet({ access: 'granted' }))
        .execute();
    },
  };
}
export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
