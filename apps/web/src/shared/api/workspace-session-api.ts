import { listMyInvites } from '@expertos/api-client/invites';
import { listProjects } from '@expertos/api-client/projects';
import { getWorkspace, listWorkspaces } from '@expertos/api-client/workspaces';
import { api } from './client';

/**
 * The calls that load the signed-in user's workspaces (spec §4), as one object so tests can
 * replace a call with `vi.spyOn(workspaceSessionApi, 'listWorkspaces')`. Quiet (the client's default): the
 * session decides what a failure means (a 403 logs out; anything else can be retried).
 */
export const workspaceSessionApi = {
  listWorkspaces: () => listWorkspaces(api),
  getWorkspace: (workspaceId: string) => getWorkspace(api, workspaceId),
  listProjects: (workspaceId: string) => listProjects(api, workspaceId),
  listMyInvites: () => listMyInvites(api),
};
