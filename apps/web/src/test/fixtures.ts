import type { Invite } from '@expertos/domain/invite.schema';
import type { Project, ProjectUser } from '@expertos/domain/project.schema';
import type { RoleKey } from '@expertos/domain/roles';
import { GRACE } from '@expertos/domain/testing/people';
import {
  aProject as aSharedProject,
  aProjectUser as aSharedProjectUser,
} from '@expertos/domain/testing/projects';
import {
  anInvite as aSharedInvite,
  aWorkspace as aSharedWorkspace,
  aTeamMember,
} from '@expertos/domain/testing/workspaces';
import type { TeamMember, Workspace, WorkspaceListItem } from '@expertos/domain/workspace.schema';

/**
 * Wire-shaped test data: the shared builders (packages/domain/src/testing) with the web tests'
 * own defaults (a Media workspace created in 2025 by `u1`, Grace as the other member), and the
 * fields a test cares about overridden.
 */
const CREATED = '2025-01-01T00:00:00.000Z';

export function aWorkspace(change: Partial<Workspace> = {}): Workspace {
  return aSharedWorkspace({ industry: 'Media', created_at: CREATED, ...change });
}

export function aListItem(
  workspace: Partial<Workspace> = {},
  membership: { role?: RoleKey; member_uid?: string } = {},
): WorkspaceListItem {
  const role = membership.role ?? 'admin';
  return {
    workspaces: aWorkspace({ admin: role === 'admin', ...workspace }),
    role,
    status: 'joined',
    member_uid: membership.member_uid ?? `m-${workspace.uid ?? 'w1'}`,
  };
}

/** A brand whose slug is made from its name unless given. */
export function aProject(change: Partial<Project> = {}): Project {
  const name = change.name ?? 'Acme';
  return aSharedProject({
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    owner: 'u1',
    created_at: CREATED,
    ...change,
  });
}

/** Grace on the team list: a joined member who sees no brand yet. */
export function aMember(change: Partial<TeamMember> = {}): TeamMember {
  return aTeamMember({ uid: GRACE.uid, email: GRACE.email, name: GRACE.name, project_uids: [], ...change });
}

/** Grace's invite to Globex (workspace w2), for someone who has an account. */
export function anInvite(change: Partial<Invite> = {}): Invite {
  return aSharedInvite({
    uid: 'inv1',
    email: 'ada@example.com',
    workspace_uid: 'w2',
    workspace_name: 'Globex',
    inviter_name: GRACE.name,
    expires_at: '2030-01-08T00:00:00.000Z',
    has_account: true,
    ...change,
  });
}

/** Grace on brand Acme: a member. */
export function aProjectUser(change: Partial<ProjectUser> = {}): ProjectUser {
  return aSharedProjectUser({
    member_uid: GRACE.uid,
    email: GRACE.email,
    name: GRACE.name,
    role: 'member',
    ...change,
  });
}
