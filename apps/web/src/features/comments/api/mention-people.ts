import { listAssignees } from '@expertos/api-client/tickets';
import { api } from '@/shared/api/client';

/** Who can be @mentioned: the workspace's members (the assignee list). */
export function fetchMentionPeople(workspaceUid: string) {
  return listAssignees(api, workspaceUid);
}
