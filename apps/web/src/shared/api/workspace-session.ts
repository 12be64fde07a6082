import { listMyInvites } from '@expertos/api-client/invites';
import { listProjects } from '@expertos/api-client/projects';
import { getWorkspace, listWorkspaces } from '@expertos/api-client/workspaces';
import { api } from './client';

/*
 * The calls that load the signed-in user's workspaces. The workspace session decides what a
 * failure means (a 403 logs out; anything else can be retried).
 */

/** `GET /workspaces`: every workspace of the user, each with its membership. */
export function fetchWorkspaces() {
  return listWorkspaces(api);
}

/** `GET /workspaces/{id}`. */
export function fetchWorkspace(workspaceUid: string) {
  return getWorkspace(api, workspaceUid);
}

/** `GET /workspaces/{id}/projects`: the brands the user may see. */
export function fetchProjects(workspaceUid: string) {
  return listProjects(api, workspaceUid);
}

/** `GET /me/invites`: the user's pending invites. */
export function fetchMyInvites() {
  return listMyInvites(api);
}
