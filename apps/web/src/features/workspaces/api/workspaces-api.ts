import { deleteWorkspace, updateWorkspace } from '@expertos/api-client/workspaces';
import type { UpdateWorkspaceInput } from '@expertos/domain/workspace.schema';
import { api } from '@/shared/api/client';

/** The workspace settings' calls, replaced in tests with `vi.spyOn(workspacesApi, 'rename')`. */
export const workspacesApi = {
  rename: (workspaceUid: string, change: UpdateWorkspaceInput) => updateWorkspace(api, workspaceUid, change),
  remove: (workspaceUid: string) => deleteWorkspace(api, workspaceUid),
};
