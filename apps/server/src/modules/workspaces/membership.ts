import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { AuthUser } from '../../platform/access.js';

/** The caller's place in the workspace the route names, found once per request by the guard. */
export interface Membership {
  workspaceId: string;
  memberId: string;
  role: 'admin' | 'member' | 'external';
  /** The caller is the workspace's owner (user id equals workspace owner). */
  isOwner: boolean;
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

type Params = { id?: string; projectId?: string };

async function findMembership(db: Db, workspaceId: string, userId: string): Promise<Membership | null> {
  const row = await db
    .selectFrom('workspace_members as m')
    .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
    .select(['m.id', 'm.role', 'm.status', 'w.owner_id'])
    .where('m.workspace_id', '=', workspaceId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  // Only a joined member belongs to the workspace (spec §4).
  if (row?.status !== 'joined') return null;
  return { workspaceId, memberId: row.id, role: row.role, isOwner: row.owner_id === userId };
}

/**
 * The membership policies of the shared access guard (platform/access.ts). Routes name the
 * workspace as `:id` and a brand as `:projectId`, as the spec's calls do. Every refusal is a
 * 403: another workspace's data is never read, whoever asks.
 */
export function registerMembershipPolicies(app: FastifyInstance, db: Db): void {
  app.decorateRequest('membership', null);
  app.decorateRequest('projectAccess', null);

  async function member(request: FastifyRequest, user: AuthUser): Promise<Membership | null> {
    const workspaceId = (request.params as Params).id;
    if (!workspaceId) return null;
    request.membership ??= await findMembership(db, workspaceId, user.id);
    return request.membership;
  }

  app.accessPolicies.set('workspaceMember', async (request, user) => (await member(request, user)) !== null);
  app.accessPolicies.set(
    'workspaceAdmin',
    async (request, user) => (await member(request, user))?.role === 'admin',
  );
  // External collaborators cannot open tasks (decisions.md): the tickets routes use this level.
  app.accessPolicies.set('notExternal', async (request, user) => {
    const found = await member(request, user);
    return found !== null && found.role !== 'external';
  });

  const projectMember = async (request: FastifyRequest, user: AuthUser): Promise<boolean> => {
    const params = request.params as Params;
    if (!params.projectId) return false;
    const project = await db
      .selectFrom('projects')
      .select(['id', 'workspace_id'])
      .where('id', '=', params.projectId)
      .executeTakeFirst();
    // A brand named under another workspace's id is refused, not looked up elsewhere.
    if (!project || (params.id !== undefined && params.id !== project.workspace_id)) return false;
    request.membership ??= await findMembership(db, project.workspace_id, user.id);
    const found = request.membership;
    if (!found) return false;
    if (found.role === 'admin') {
      request.projectAccess = { projectId: project.id, workspaceId: project.workspace_id, role: 'admin' };
      return true;
    }
    const grant = await db
      .selectFrom('project_members')
      .select('role')
      .where('project_id', '=', project.id)
      .where('member_id', '=', found.memberId)
      .where('access', '=', 'granted')
      .executeTakeFirst();
    if (!grant) return false;
    // Brand admin powers need a non-external workspace role (decisions.md: externals only see
    // the brands they are given), whatever role the brand grant still carries.
    const role = found.role === 'external' ? 'member' : grant.role;
    request.projectAccess = { projectId: project.id, workspaceId: project.workspace_id, role };
    return true;
  };
  app.accessPolicies.set('projectMember', projectMember);
  // Brand admins manage the brand profile, its cover and its people; never an external user.
  app.accessPolicies.set(
    'projectAdmin',
    async (request, user) =>
      (await projectMember(request, user)) &&
      request.membership?.role !== 'external' &&
      request.projectAccess?.role === 'admin',
  );
}
