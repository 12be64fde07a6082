import type { Bootstrap } from '@expertos/domain/bootstrap.schema';
import type { Invite } from '@expertos/domain/invite.schema';
import type { Profile } from '@expertos/domain/profile.schema';
import type { Project } from '@expertos/domain/project.schema';
import type { RolesResponse } from '@expertos/domain/roles.schema';
import type { Workspace, WorkspaceListItem } from '@expertos/domain/workspace.schema';
import type { AuthUser } from '../../platform/access.js';
import type { Membership } from '../workspaces/membership.js';

/** The other modules' service functions the bootstrap reads through (it owns no table). */
export interface BootstrapUses {
  profile: { getProfile(userId: string): Promise<Profile> };
  roles: { listRoles(): Promise<RolesResponse> };
  workspaces: {
    list(userId: string): Promise<WorkspaceListItem[]>;
    get(membership: Membership): Promise<Workspace>;
  };
  /** The caller's joined membership of a workspace, or null (as the access guard finds it). */
  membershipOf(workspaceId: string, userId: string): Promise<Membership | null>;
  invites: { listMine(user: AuthUser): Promise<Invite[]> };
  projects: { list(membership: Membership): Promise<Project[]> };
  /** The live stream's log: where the page's first stream resumes (platform/realtime). */
  live: { newestId(): Promise<number> };
}

/**
 * The first screen of a signed-in page load in one reply (docs/architecture.md#web-appswebsrc):
 * each part is what its own route answers, read through that module's service, so the rules
 * (who sees which brand, what an admin sees of a workspace) stay where they live.
 */
export function createBootstrapService(uses: BootstrapUses) {
  async function currentOf(items: WorkspaceListItem[], asked: string | undefined, userId: string) {
    // The browser's last workspace while it is still listed, else the first: as the app chooses.
    const chosen = items.find((item) => item.workspaces.uid === asked) ?? items[0];
    const membership = chosen ? await uses.membershipOf(chosen.workspaces.uid, userId) : null;
    if (!membership) return null;
    const [workspace, projects] = await Promise.all([
      uses.workspaces.get(membership),
      uses.projects.list(membership),
    ]);
    return { workspace, projects };
  }

  return {
    async start(user: AuthUser, askedWorkspace: string | undefined): Promise<Bootstrap> {
      // Read before anything else: a change committed after it is replayed to the page's first
      // stream, one committed before it is in what is read below.
      const liveEventId = await uses.live.newestId();
      const [me, roles, workspaces, invites] = await Promise.all([
        uses.profile.getProfile(user.id),
        uses.roles.listRoles(),
        uses.workspaces.list(user.id),
        uses.invites.listMine(user),
      ]);
      return {
        me,
        roles,
        workspaces,
        invites,
        current: await currentOf(workspaces, askedWorkspace, user.id),
        live_event_id: liveEventId,
      };
    },
  };
}
export type BootstrapService = ReturnType<typeof createBootstrapService>;
