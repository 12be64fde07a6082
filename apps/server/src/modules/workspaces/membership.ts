import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { type AuthUser, registerAccessContext } from '../../platform/access.js';
import { placeOnBrand, withinKey } from './brand-visibility.js';
import {
  createMembershipRepository,
  type MembershipRepository,
  type PlaceQuery,
} from './membership.repository.js';

/** The caller's place in the workspace the route names, found once per request by the guard. */
export interface Membership {
  workspaceId: string;
  memberId: string;
  role: 'admin' | 'member' | 'external';
  /** The caller is the workspace's owner (user id equals workspace owner). */
  isOwner: boolean;
  /**
   * The caller's brand-limited API key's brands in this workspace (docs/product.md#api-keys):
   * their place on any other brand is none. Absent or null: no limit.
   */
  keyBrands?: readonly string[] | null;
}

/** The brand the route names, once the guard has let the caller in. */
export interface ProjectAccess {
  projectId: string;
  workspaceId: string;
  /** Workspace admins administer every brand; otherwise the brand's own role. */
  role: 'admin' | 'member';
}

declare module 'fastify' {
  interface FastifyRequest {
    membership: Membership | null;
    projectAccess: ProjectAccess | null;
  }
}

/** What a handler of each membership level is handed (`contextOf(request, level)`). */
export interface MemberContext {
  user: AuthUser;
  membership: Membership;
}
export interface ProjectContext extends MemberContext {
  project: ProjectAccess;
}

declare module '../../platform/access.js' {
  interface AccessContexts {
    workspaceMember: MemberContext;
    workspaceAdmin: MemberContext;
    notExternal: MemberContext;
    projectMember: ProjectContext;
    projectAdmin: ProjectContext;
  }
}

type Params = { workspaceId?: string; projectId?: string };

/**
 * The person's joined membership of the workspace, capped by their brand-limited key when they
 * call with one (`keyBrands`): a key none of whose brands is in the workspace reaches none of it.
 */
export async function findMembership(
  repository: MembershipRepository,
  workspaceId: string,
  userId: string,
  keyBrands: readonly string[] | null = null,
): Promise<Membership | null> {
  const [row, within] = await Promise.all([
    repository.member(workspaceId, userId),
    keyBrands ? repository.brandsIn(workspaceId, keyBrands) : null,
  ]);
  return membershipOf(row, workspaceId, userId, within);
}

/**
 * The membership a member row makes (`findMembership`'s rule, for a caller that read the row
 * itself): only a joined member belongs to the workspace (docs/product.md#roles-and-access), and
 * a brand-limited key whose brands (`within`, those of them in the workspace) are none of the
 * workspace's reaches none of it.
 */
export function membershipOf(
  row: { id: string; role: Membership['role']; status: string; owner_id: string } | undefined,
  workspaceId: string,
  userId: string,
  within: readonly string[] | null,
): Membership | null {
  if (row?.status !== 'joined') return null;
  if (within && within.length === 0) return null;
  const membership: Membership = {
    workspaceId,
    memberId: row.id,
    role: row.role,
    isOwner: row.owner_id === userId,
  };
  return within ? { ...membership, keyBrands: within } : membership;
}

/**
 * The caller's place on a brand (docs/product.md#roles-and-access), by the one rule
 * (brand-visibility.ts). Null when the member may not see the brand. The `projectMember`
 * level and `MemberAccess` both ask it.
 */
export async function brandAccessOf(
  repository: MembershipRepository,
  project: { id: string; workspace_id: string },
  membership: Membership,
): Promise<ProjectAccess | null> {
  if (membership.workspaceId !== project.workspace_id) return null;
  if (!withinKey(membership.keyBrands, project.id)) return null;
  // Admins see every brand: their grants are not even read.
  const grant = membership.role === 'admin' ? null : await repository.grant(project.id, membership.memberId);
  return placeWithGrant(project, membership, grant);
}

/**
 * `brandAccessOf` for a caller that read the member's grant on the brand already (in the same
 * statement as the member: brand-place.ts). An admin's grant is not theirs to count.
 */
export function placeWithGrant(
  project: { id: string; workspace_id: string },
  membership: Membership,
  grant: 'admin' | 'member' | null,
): ProjectAccess | null {
  if (membership.workspaceId !== project.workspace_id) return null;
  if (!withinKey(membership.keyBrands, project.id)) return null;
  const role = placeOnBrand(
    { role: membership.role, status: 'joined' },
    membership.role === 'admin' ? null : grant,
  );
  return role === null ? null : { projectId: project.id, workspaceId: project.workspace_id, role };
}

/**
 * A person's membership and place on a brand from the guard's one statement
 * (`MembershipRepository.memberAtPlace`: the place, the member there and their grant on the
 * brand), by `membershipOf` and `placeWithGrant`. `within`: of a brand-limited key's brands,
 * those of the place's workspace (null for no key limit). Null when the person is not a joined
 * member of the workspace or may not see the brand.
 */
function placeFromRow(
  row: {
    workspace_id: string;
    project_id: string;
    id: string | null;
    role: Membership['role'] | null;
    status: string | null;
    owner_id: string | null;
    grant_role?: 'admin' | 'member' | null;
  },
  userId: string,
  within: readonly string[] | null,
): { membership: Membership; project: ProjectAccess } | null {
  const membership =
    row.id !== null && row.role !== null && row.status !== null && row.owner_id !== null
      ? membershipOf(
          { id: row.id, role: row.role, status: row.status, owner_id: row.owner_id },
          row.workspace_id,
          userId,
          within,
        )
      : null;
  const project =
    membership &&
    placeWithGrant(
      { id: row.project_id, workspace_id: row.workspace_id },
      membership,
      row.grant_role ?? null,
    );
  return membership && project ? { membership, project } : null;
}

/**
 * The guard's one statement for a brand another row names (`placeOf(id)`: a brand's own place,
 * or a ticket's), made once: answers where it sits (`brand`; null when there is no such row)
 * and the person's membership and place on it (`found`, as `placeFromRow` decides). The
 * `projectMember` level, `MemberAccess.onBrand` and the ticket guard (brand-place.ts) all ask it.
 * `keyBrands`: the caller's brand-limited key's brands, if any (a second statement: which of
 * them are the workspace's).
 */
export function placeAt(repository: MembershipRepository, placeOf: (id: string) => PlaceQuery) {
  const statement = repository.memberAtPlace(placeOf);
  return async (
    userId: string,
    id: string,
    keyBrands: readonly string[] | null = null,
  ): Promise<{
    brand: KnownBrand;
    found: { membership: Membership; project: ProjectAccess } | null;
  } | null> => {
    const [row] = await statement(id, userId);
    if (!row) return null;
    const within = keyBrands ? await repository.brandsIn(row.workspace_id, keyBrands) : null;
    return {
      brand: { workspaceId: row.workspace_id, projectId: row.project_id },
      found: placeFromRow(row, userId, within),
    };
  };
}

/** Where a brand sits: its id and its workspace's. */
export interface KnownBrand {
  workspaceId: string;
  projectId: string;
}

/**
 * Whether a place on a brand is the `projectAdmin` level's: the brand's admin, never an external
 * member (`placeOnBrand` already makes an external's grant `member`; this says it again). The
 * guard and `MemberAccess.adminOnBrand` both ask it.
 */
export function administersBrand(
  membership: Pick<Membership, 'role'>,
  project: ProjectAccess | null,
): boolean {
  return project !== null && membership.role !== 'external' && project.role === 'admin';
}

/**
 * The caller's joined membership of a workspace, found as the guard finds it: for a service that
 * picks the workspace itself rather than from the route (the bootstrap's current workspace).
 */
export function createMembershipLookup(
  db: Db,
): (workspaceId: string, userId: string) => Promise<Membership | null> {
  const repository = createMembershipRepository(db);
  return (workspaceId, userId) => findMembership(repository, workspaceId, userId);
}

/** The brands the request's API key is limited to (docs/product.md#api-keys); null for no limit. */
export const keyBrandsOf = (request: Pick<FastifyRequest, 'apiKey'>): string[] | null =>
  request.apiKey?.brands ?? null;

/** The guard's findings as a member's context; null when the guard did not set them. */
export function memberContext(request: FastifyRequest): MemberContext | null {
  const { user, membership } = request;
  return user && membership ? { user, membership } : null;
}

export function projectContext(request: FastifyRequest): ProjectContext | null {
  const member = memberContext(request);
  return member && request.projectAccess ? { ...member, project: request.projectAccess } : null;
}

/**
 * The membership policies of the shared access guard (platform/access.ts). Routes name the
 * workspace `:workspaceId` and a brand `:projectId`. Every refusal is a 403: another
 * workspace's data is never read, whoever asks.
 */
export function registerMembershipPolicies(app: FastifyInstance, db: Db): void {
  app.decorateRequest('membership', null);
  app.decorateRequest('projectAccess', null);
  const repository = createMembershipRepository(db);

  async function member(request: FastifyRequest, user: AuthUser): Promise<Membership | null> {
    const workspaceId =
      (request.params as Params).workspaceId ?? (await request.routeOptions.config.workspaceOf?.(request));
    if (!workspaceId) return null;
    request.membership ??= await findMembership(repository, workspaceId, user.id, keyBrandsOf(request));
    return request.membership;
  }

  app.accessPolicies.set('workspaceMember', async (request, user) => (await member(request, user)) !== null);
  app.accessPolicies.set(
    'workspaceAdmin',
    async (request, user) => (await member(request, user))?.role === 'admin',
  );
  // External collaborators cannot open tasks (docs/product.md#roles-and-access).
  app.accessPolicies.set('notExternal', async (request, user) => {
    const found = await member(request, user);
    return found !== null && found.role !== 'external';
  });

  // The brand's place, the caller's member row there and their grant on it: one statement.
  const brandPlace = placeAt(repository, repository.brandPlaceOf);
  const projectMember = async (request: FastifyRequest, user: AuthUser): Promise<boolean> => {
    const params = request.params as Params;
    if (!params.projectId) return false;
    const at = await brandPlace(user.id, params.projectId, keyBrandsOf(request));
    // A brand named under another workspace's id is refused, not looked up elsewhere.
    if (!at?.found || (params.workspaceId !== undefined && params.workspaceId !== at.brand.workspaceId)) {
      return false;
    }
    request.membership = at.found.membership;
    request.projectAccess = at.found.project;
    return true;
  };
  app.accessPolicies.set('projectMember', projectMember);
  // Brand admins manage the brand profile, its cover and its people; never an external user.
  app.accessPolicies.set(
    'projectAdmin',
    async (request, user) =>
      (await projectMember(request, user)) &&
      request.membership !== null &&
      administersBrand(request.membership, request.projectAccess),
  );

  for (const level of ['workspaceMember', 'workspaceAdmin', 'notExternal'] as const) {
    registerAccessContext(app, level, memberContext);
  }
  for (const level of ['projectMember', 'projectAdmin'] as const) {
    registerAccessContext(app, level, projectContext);
  }
}
