import { type OpenApproval, openApprovalListSchema } from '@expertos/domain/approvals/open';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { ticketKeys } from '@/shared/api/ticket-keys';
// Through this module's own exports, so a test's `vi.spyOn(openApi, …)` answers the queries too.
import * as openApi from './open';

/**
 * The posts waiting for approval in the brands the person works on (docs/product.md#approvals).
 * Kept under the workspace's ticket keys, so a ticket's change (its own or another person's,
 * live) reads it again.
 */
export function fetchOpenApprovals(workspaceUid: string, signal?: AbortSignal): Promise<OpenApproval[]> {
  return api
    .get(`/workspaces/${encodeURIComponent(workspaceUid)}/approvals/open`, {
      schema: openApprovalListSchema,
      signal,
    })
    .then((list) => list.items);
}

export const openApprovalsQueryOptions = (workspaceUid: string) =>
  queryOptions({
    queryKey: ticketKeys.openApprovals(workspaceUid),
    queryFn: ({ signal }) => openApi.fetchOpenApprovals(workspaceUid, signal),
    staleTime: 30_000,
  });
