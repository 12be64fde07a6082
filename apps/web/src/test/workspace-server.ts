import type { Invite } from '@expertos/domain/invite.schema';
import type { Profile } from '@expertos/domain/profile.schema';
import type { Project } from '@expertos/domain/project.schema';
import type { RolesResponse } from '@expertos/domain/roles.schema';
import { aProfile } from '@expertos/domain/testing/workspaces';
import type { WorkspaceListItem } from '@expertos/domain/workspace.schema';
import { vi } from 'vitest';
import * as sessionApi from '@/shared/api/session';
import * as workspaceSessionApi from '@/shared/api/workspace-session';
import { aListItem } from './fixtures';

export interface WorkspaceServer {
  workspaces?: WorkspaceListItem[];
  /** Brands by workspace uid; none when missing. */
  projects?: Record<string, Project[]>;
  invites?: Invite[];
}

/**
 * Answers the workspace session's calls from memory (`vi.spyOn` on workspaceSessionApi): by
 * default the signed-in user's one workspace (w1, as `signIn()` sets it), no brands, no
 * invites. Answers the spies.
 */
export function stubWorkspaceServer({
  workspaces = [aListItem({ uid: 'w1' }, { member_uid: 'm1' })],
  projects = {},
  invites = [],
}: WorkspaceServer = {}) {
  return {
    listWorkspaces: vi
      .spyOn(workspaceSessionApi, 'fetchWorkspaces')
      .mockImplementation(async () => workspaces),
    getWorkspace: vi.spyOn(workspaceSessionApi, 'fetchWorkspace').mockImplementation(async (uid) => {
      const item = workspaces.find((entry) => entry.workspaces.uid === uid);
      if (!item) throw new Error(`no workspace ${uid}`);
      return item.workspaces;
    }),
    listProjects: vi
      .spyOn(workspaceSessionApi, 'fetchProjects')
      .mockImplementation(async (uid) => projects[uid] ?? []),
    listMyInvites: vi.spyOn(workspaceSessionApi, 'fetchMyInvites').mockImplementation(async () => invites),
  };
}

export interface SessionServer extends WorkspaceServer {
  profile?: Profile;
  roles?: RolesResponse;
  /** The live log's newest event id the bootstrap names (0: none written yet). */
  liveEventId?: number;
}

export const ROLES: RolesResponse = {
  admin: { name: 'Admin' },
  member: { name: 'Member' },
  external: { name: 'External' },
};

/**
 * A session's server: `GET /bootstrap` answered from memory as the server composes it (the
 * workspace asked for while listed, else the first, with its brands) — by default Ada, the
 * three roles and workspace w1 — and the workspace session's own calls (`stubWorkspaceServer`)
 * over the same data. Answers the spies.
 */
export function stubSessionServer({
  profile = aProfile(),
  roles = ROLES,
  liveEventId = 0,
  ...rest
}: SessionServer = {}) {
  const { workspaces = [aListItem({ uid: 'w1' }, { member_uid: 'm1' })], projects = {}, invites = [] } = rest;
  const calls = stubWorkspaceServer({ workspaces, projects, invites });
  const bootstrap = vi.spyOn(sessionApi, 'fetchBootstrap').mockImplementation(async (asked) => {
    const chosen = workspaces.find((item) => item.workspaces.uid === asked) ?? workspaces[0];
    const current = chosen
      ? { workspace: chosen.workspaces, projects: projects[chosen.workspaces.uid] ?? [] }
      : null;
    return { me: profile, roles, workspaces, invites, current, live_event_id: liveEventId };
  });
  return { ...calls, bootstrap };
}
