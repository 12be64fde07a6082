import { listTags, listWorkspaceTags } from '@expertos/api-client/tickets';
import { api } from '@/shared/api/client';

/** `GET /tickets/tags/{projectId}`: one brand's tags. */
export function fetchTags(projectUid: string) {
  return listTags(api, projectUid);
}

/** `GET /workspaces/{id}/tickets/tags`: the tags of every brand the user may see (filter bar). */
export function fetchWorkspaceTags(workspaceUid: string) {
  return listWorkspaceTags(api, workspaceUid);
}
