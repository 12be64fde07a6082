import { randomBytes, randomUUID } from 'node:crypto';
import { skillsFitIndustry } from '@expertos/domain/brand.schema';
import { ERROR_CATALOGUE, errorMessage } from '@expertos/domain/errors';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@expertos/domain/languages';
import { nameIsTaken } from '@expertos/domain/names';
import {
  type CreateProjectInput,
  type Project,
  slugifyName,
  type UpdateProjectInput,
} from '@expertos/domain/project.schema';
import { SLATE_DEFAULTS } from '@expertos/domain/settings';
import type { Db, Dialect } from '../../db/database.js';
import { toDbBoolean, toDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { sniffImageType } from '../../platform/storage/image-type.js';
import type { Storage } from '../../platform/storage/storage.js';
import {
  assertStorageRoom,
  type StorageUsage,
  workspaceStorageUsage,
} from '../../views/storage-quota.view.js';
import { deleteStoredFiles, storedFileKeys } from '../../views/stored-files.view.js';
import { placeOnBrand, withinKey } from '../workspaces/brand-visibility.js';
import type { Membership, ProjectAccess } from '../workspaces/membership.js';
import { createWorkspaceBillingFacts } from '../workspaces/workspace-billing-facts.js';
import { createWorkspaceFacts } from '../workspaces/workspace-facts.js';
import { toProfileColumns, toProfileFields, toProject } from './projects.mapper.js';
import {
  type BrandRow,
  createProjectsRepository,
  type ProjectChanges,
  type ProjectGrant,
  type ProjectRow,
  type ProjectValues,
  SlugTakenError,
} from './projects.repository.js';

export interface ProjectsServiceDeps {
  db: Db;
  dialect: Dialect;
  storage: Storage;
  /** `project.slate_changed`, in the change's transaction (the weekly review's poll listens). */
  events?: Pick<EventBus, 'emit'>;
  /** The profile module's narrow read: a new brand starts in its creator's language. */
  languageOf?: (userId: string, trx?: Db) => Promise<Language | null>;
}

/** A brand's weekly slate targets: saving any of them is announced. */
const SLATE_FIELDS = [
  'slate_growth_content',
  'slate_trust_building_content',
  'slate_sales_promotions_content',
] as const;

/** The slugs column holds 64 characters; a suffix shortens the base rather than overflow it. */
const SLUG_MAX = 64;
/** Tries with the next free numbered slug before falling back to a random suffix. */
const NUMBERED_ATTEMPTS = 5;

function withSuffix(base: string, suffix: string): string {
  return `${base.slice(0, SLUG_MAX - suffix.length - 1).replace(/-+$/, '')}-${suffix}`;
}

/** Project admins manage the brand profile; workspace admins are project admins of every brand. */
export function requireProjectAdmin(access: ProjectAccess | null): ProjectAccess {
  if (access?.role !== 'admin') throw new AppError('forbidden');
  return access;
}

/** Whether a workspace member may see a brand, by the one rule (workspaces/brand-visibility.ts). */
function hasPermission(membership: Membership, projectId: string, grant: ProjectGrant | undefined): boolean {
  const granted = grant?.access === 'granted' ? grant.role : null;
  return (
    placeOnBrand({ role: membership.role, status: 'joined' }, granted) !== null &&
    withinKey(membership.keyBrands, projectId)
  );
}

const byName = (a: BrandRow, b: BrandRow) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

export function createProjectsService({ db, dialect, storage, events, languageOf }: ProjectsServiceDeps) {
  const repository = createProjectsRepository(db, dialect);
  // Built before the workspaces module: its narrow reads come straight from the handle.
  const workspaces = createWorkspaceFacts(db, dialect);
  const standings = createWorkspaceBillingFacts(db);
  const transaction = <T>(fn: (trx: Db) => Promise<T>): Promise<T> => db.transaction().execute(fn);

  /**
   * The brands with what their reply shows of their workspace (its whitelist); one read of the
   * workspace, which all of them share. A brand whose workspace is gone is left out.
   */
  async function withWorkspace(workspaceId: string, rows: BrandRow[]): Promise<ProjectRow[]> {
    if (rows.length === 0) return [];
    const standing = await standings.standing(workspaceId);
    if (!standing) return [];
    return rows
      .filter((row) => row.workspace_id === workspaceId)
      .map((row) => ({ ...row, workspace_whitelisted: standing.whitelisted }));
  }

  /** The brand as its reply shows it, or null when it (or its workspace) does not exist. */
  async function findProject(projectId: string): Promise<ProjectRow | null> {
    const row = await repository.findById(projectId);
    return row ? ((await withWorkspace(row.workspace_id, [row]))[0] ?? null) : null;
  }

  /** Every brand of the workspace with what the caller may do with it, sorted by name. */
  async function viewAll(membership: Membership): Promise<Project[]> {
    const rows = (
      await withWorkspace(membership.workspaceId, await repository.listByWorkspace(membership.workspaceId))
    ).sort(byName);
    const grants = new Map(
      (
        await repository.grantsOf(
          membership.memberId,
          rows.map((row) => row.id),
        )
      ).map((grant) => [grant.project_id, grant]),
    );
    return rows.map((row) => {
      const grant = grants.get(row.id);
      const permitted = hasPermission(membership, row.id, grant);
      return toProject(row, {
        has_permission: permitted,
        access_requested: !permitted && grant?.access === 'requested',
      });
    });
  }

  /** A brand the guard (projectMember) already let the caller into. */
  async function permitted(projectId: string): Promise<Project> {
    const row = await findProject(projectId);
    if (!row) throw new AppError('not_found');
    return toProject(row, { has_permission: true, access_requested: false });
  }

  /** The first free slug for the name, `acme`, `acme-2`, … (a later insert may still lose a race). */
  async function nextSlug(workspaceId: string, name: string, attempt: number): Promise<string> {
    const base = slugifyName(name);
    if (attempt >= NUMBERED_ATTEMPTS) return withSuffix(base, randomBytes(3).toString('hex'));
    const taken = new Set(await repository.slugsLike(workspaceId, base));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) {
      const slug = withSuffix(base, String(n));
      if (!taken.has(slug)) return slug;
    }
  }

  /**
   * Refuses a brand name the workspace already uses (docs/product.md#unique-names). Checked in
   * code under the workspace's lock rather than by a unique index: existing databases may already
   * hold duplicates (made before this rule), which an index migration would fail on, and the rule
   * compares names ignoring case and spacing, which SQLite's lower() cannot do for non-ASCII.
   */
  async function assertNameFree(workspaceId: string, name: string, exceptId: string | null, trx: Db) {
    await workspaces.lock(trx, workspaceId);
    if (nameIsTaken(name, await repository.namesIn(workspaceId, exceptId, trx))) {
      throw new AppError('brand_name_taken', {
        details: [{ path: 'name', message: errorMessage('brand_name_taken') }],
      });
    }
  }

  return {
    /** `GET /workspaces/{workspaceId}/projects`: only the brands the caller may see. */
    async list(membership: Membership): Promise<Project[]> {
      return (await viewAll(membership)).filter((project) => project.has_permission);
    },

    /** `GET /workspaces/{workspaceId}/projects/all`: every brand, so a member can ask for access. */
    listAll: viewAll,

    /** For routes that must refuse before reading an upload. */
    assertProjectAdmin(access: ProjectAccess | null): void {
      requireProjectAdmin(access);
    },

    get: permitted,

    /** `GET …/projects/by-slug/{slug}`: the web's /brand/{projectSlug}/… routes; 403 when not permitted. */
    async getBySlug(membership: Membership, slug: string): Promise<Project> {
      const found = await repository.findBySlug(membership.workspaceId, slug);
      const [row] = found ? await withWorkspace(membership.workspaceId, [found]) : [];
      if (!row) throw new AppError('not_found');
      const [grant] = await repository.grantsOf(membership.memberId, [row.id]);
      if (!hasPermission(membership, row.id, grant)) throw new AppError('forbidden');
      return toProject(row, { has_permission: true, access_requested: false });
    },

    /**
     * Creates a brand; its creator owns it and is its admin. The slug comes from the name and
     * is unique in the workspace: a concurrent create that takes it first makes this one retry.
     */
    async create(membership: Membership, userId: string, input: CreateProjectInput): Promise<Project> {
      const id = randomUUID();
      const language = (await languageOf?.(userId)) ?? DEFAULT_LANGUAGE;
      for (let attempt = 0; ; attempt++) {
        const slug = await nextSlug(membership.workspaceId, input.name, attempt);
        try {
          const values: ProjectValues = {
            id,
            workspace_id: membership.workspaceId,
            name: input.name,
            slug,
            shopify_site: input.shopify_site ?? null,
            cover_key: null,
            phase: input.phase,
            owner_id: userId,
            content_pillars: toDbJson([]),
            content_formats: toDbJson([]),
            other_preferences: '',
            off_brand: toDbJson([]),
            ...SLATE_DEFAULTS,
            language,
          };
          // The name check sees the same state as the insert: one transaction, under the lock.
          await transaction(async (trx) => {
            await assertNameFree(membership.workspaceId, input.name, null, trx);
            await repository.create(values, membership.memberId, trx);
            await events?.emit(trx, 'project.created', {
              workspaceId: membership.workspaceId,
              projectId: id,
              name: input.name,
              creatorUserId: userId,
            });
          });
          return permitted(id);
        } catch (error) {
          if (!(error instanceof SlugTakenError)) throw error;
          // Only under a storm of creates with one name; the caller may simply try again.
          if (attempt >= NUMBERED_ATTEMPTS + 2) throw new AppError('conflict', { cause: error });
        }
      }
    },

    /**
     * Project admins edit the brand profile (any subset of fields). Renaming keeps the slug,
     * so links stay valid. Skills must fit the industry the brand ends up with
     * (docs/product.md#brand-profile): changing the industry so that the kept skills no longer
     * fit is refused (`skills_not_in_industry`) unless the same call sends skills that do.
     */
    async update(access: ProjectAccess | null, input: UpdateProjectInput): Promise<Project> {
      const { projectId } = requireProjectAdmin(access);
      const {
        content_pillars,
        content_formats,
        off_brand,
        description,
        industry,
        skills,
        instagram_account,
        analytics,
        content_output,
        goal,
        goal_text,
        drive_folders,
        share_results_with_externals,
        language,
        ...plain
      } = input;
      if (language !== undefined && !isLanguage(language))
        throw new AppError('unsupported_language', {
          details: [{ path: 'language', message: ERROR_CATALOGUE.unsupported_language.message }],
        });
      const changes: ProjectChanges = {
        ...plain,
        ...toProfileColumns({
          description,
          industry,
          skills,
          instagram_account,
          analytics,
          content_output,
          goal,
          goal_text,
          drive_folders,
        }),
      };
      if (content_pillars) changes.content_pillars = toDbJson(content_pillars);
      if (content_formats) changes.content_formats = toDbJson(content_formats);
      if (off_brand) changes.off_brand = toDbJson(off_brand);
      if (share_results_with_externals !== undefined)
        changes.share_results_with_externals = toDbBoolean(share_results_with_externals);
      if (language !== undefined) changes.language = language;
      if (Object.keys(changes).length === 0) return permitted(projectId);
      await transaction(async (trx) => {
        const tx = createProjectsRepository(trx, dialect);
        if (plain.name !== undefined) {
          const current = await tx.findById(projectId);
          if (!current) throw new AppError('not_found');
          await assertNameFree(current.workspace_id, plain.name, projectId, trx);
        }
        if (industry !== undefined || skills !== undefined) {
          // Checked against the row as it is now, locked, so two edits cannot combine into a misfit.
          const current = await tx.lockForUpdate(projectId, trx);
          if (!current) throw new AppError('not_found');
          const now = toProfileFields(current);
          if (!skillsFitIndustry(industry !== undefined ? industry : now.industry, skills ?? now.skills)) {
            throw new AppError('skills_not_in_industry');
          }
        }
        await tx.update(projectId, changes, trx);
        if (events && SLATE_FIELDS.some((field) => plain[field] !== undefined))
          await events.emit(trx, 'project.slate_changed', { projectId });
      });
      return permitted(projectId);
    },

    /** Workspace admins and the brand's owner may delete it; its files go with it. */
    async delete(membership: Membership, userId: string, projectId: string): Promise<void> {
      const row = await repository.findById(projectId);
      if (!row || row.workspace_id !== membership.workspaceId) throw new AppError('forbidden');
      // An owner later made external keeps no admin power over the brand.
      if (membership.role === 'external') throw new AppError('forbidden');
      if (membership.role !== 'admin' && row.owner_id !== userId) throw new AppError('forbidden');
      // Its files (cover, reference images, comment attachments) go once the deletion has committed.
      const keys = await transaction(async (trx) => {
        const keys = await storedFileKeys(trx, { projectId });
        await createProjectsRepository(trx, dialect).delete(projectId);
        await events?.emit(trx, 'project.deleted', {
          workspaceId: membership.workspaceId,
          projectId,
          name: row.name,
        });
        return keys;
      });
      await deleteStoredFiles(storage, keys);
    },

    /** Deletes stored files whose rows are gone (a deleted workspace's, read by storedFileKeys). */
    async deleteFiles(keys: string[]): Promise<void> {
      await deleteStoredFiles(storage, keys);
    },

    /** Stores a new cover (an image by its bytes, whatever the client claimed) and drops the old one. */
    async setCover(access: ProjectAccess | null, data: Buffer): Promise<Project> {
      const { projectId } = requireProjectAdmin(access);
      const type = sniffImageType(data);
      if (!type) {
        throw new AppError('validation_error', {
          details: [{ path: 'file', message: 'The cover must be a PNG, JPEG, GIF or WebP image.' }],
        });
      }
      const current = await repository.findById(projectId);
      if (!current) throw new AppError('not_found');
      // Within the workspace's storage quota; the cover it replaces is freed.
      await assertStorageRoom(db, storage, current.workspace_id, data.length, current.cover_size ?? 0);
      const key = `covers/${randomUUID()}.${type.extension}`;
      await storage.put(key, data);
      await repository.update(projectId, { cover_key: key, cover_size: data.length });
      if (current.cover_key) await storage.delete(current.cover_key);
      return permitted(projectId);
    },

    // For the workspaces and invites modules (team edit, accepting an invite). Each takes the
    // caller's transaction when there is one: on SQLite a query outside an open transaction
    // waits for it, so it must run inside.

    /** What the workspace's files take, and its quota (admins see it with the workspace). */
    storageUsage(workspaceId: string): Promise<StorageUsage> {
      return workspaceStorageUsage(db, storage, workspaceId);
    },

    /** Every brand id of the workspace. */
    listProjectIds(workspaceId: string, trx?: Db): Promise<string[]> {
      return repository.listProjectIds(workspaceId, trx);
    },

    /** A member made external keeps their brands but is a plain member of each (same transaction). */
    async downgradeBrandRoles(memberId: string, trx?: Db): Promise<void> {
      await repository.downgradeBrandRoles(memberId, trx);
    },

    /**
     * Replaces a member's granted brands. Ids that are not brands of the workspace (e.g. a
     * brand deleted since an invite named it) are skipped; callers that must refuse them
     * check against `listProjectIds` first.
     */
    async setMemberProjects(
      workspaceId: string,
      memberId: string,
      projectIds: string[],
      trx?: Db,
    ): Promise<void> {
      const run = async (tx: Db) => {
        const valid = new Set(await repository.listProjectIds(workspaceId, tx));
        await repository.replaceGrants(
          workspaceId,
          memberId,
          projectIds.filter((id) => valid.has(id)),
          tx,
        );
      };
      await (trx ? run(trx) : transaction(run));
    },
  };
}
export type ProjectsService = ReturnType<typeof createProjectsService>;
