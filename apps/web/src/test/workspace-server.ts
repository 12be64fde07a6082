import type { Invite } from '@expertos/domain/invite.schema';
import type { Project } from '@expertos/domain/project.schema';
import type { WorkspaceListItem } from '@expertos/domain/workspace.schema';
import { vi } from 'vitest';
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
