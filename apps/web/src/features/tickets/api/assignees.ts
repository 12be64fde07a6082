import { listAssignees } from '@expertos/api-client/tickets';
import { api } from '@/shared/api/client';

/** `GET /workspaces/{id}/tickets/assignees`: who a ticket can be assigned to. */
export function fetchAssignees(workspaceUid: string) {
  return listAssignees(api, workspaceUid);
}
