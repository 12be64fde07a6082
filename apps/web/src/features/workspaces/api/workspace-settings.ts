import * as workspaces from '@expertos/api-client/workspaces';
import type { UpdateWorkspaceInput } from '@expertos/domain/workspace.schema';
import { api } from '@/shared/api/client';

/** `PUT /workspaces/{id}`: a new name (admins). */
export function renameWorkspace(workspaceUid: string, change: UpdateWorkspaceInput) {
  return workspaces.updateWorkspace(api, workspaceUid, change);
}

/** `DELETE /workspaces/{id}` (the owner, never of their only workspace). */
export function deleteWorkspace(workspaceUid: string) {
  return workspaces.deleteWorkspace(api, workspaceUid);
}
