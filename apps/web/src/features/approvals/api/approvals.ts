import {
  decideApproval,
  getApprovalPage,
  listApprovals,
  revokeApproval,
  sendForApproval,
} from '@expertos/api-client/approvals';
import type {
  ApprovalDecisionInput,
  CreateApprovalInput,
  PublicApproval,
} from '@expertos/domain/approval.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { isTicketKey, ticketKeys } from '@/shared/api/ticket-keys';
// Through this module's own exports, so a test's `vi.spyOn(approvalsApi, …)` answers the hooks.
import * as approvalsApi from './approvals';

export const approvalPageKey = (token: string) => ['approval-page', token] as const;

export const fetchTicketApprovals = (projectUid: string, ticketUid: string) =>
  listApprovals(api, projectUid, ticketUid);
export const sendApproval = (projectUid: string, body: CreateApprovalInput) =>
  sendForApproval(api, projectUid, body);
export const withdrawApproval = (projectUid: string, approvalUid: string) =>
  revokeApproval(api, projectUid, approvalUid);
export const fetchApprovalPage = (token: string) => getApprovalPage(api, token);
export const decide = (token: string, key: string, body: ApprovalDecisionInput) =>
  decideApproval(api, token, key, body);

export function useTicketApprovals(projectUid: string, ticketUid: string) {
  return useQuery({
    queryKey: ticketKeys.approvals(ticketUid),
    queryFn: () => approvalsApi.fetchTicketApprovals(projectUid, ticketUid),
    enabled: Boolean(projectUid && ticketUid),
  });
}

/** After a send or a withdrawal: the ticket's links, and the ticket itself (its status moved). */
function useRefreshTicket(ticketUid: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => isTicketKey(query.queryKey) || query.queryKey.includes(ticketUid),
    });
}

export function useSendApproval(projectUid: string, ticketUid: string) {
  const refresh = useRefreshTicket(ticketUid);
  return useMutation({
    mutationFn: (body: CreateApprovalInput) => approvalsApi.sendApproval(projectUid, body),
    onSuccess: () => void refresh(),
  });
}

export function useWithdrawApproval(projectUid: string, ticketUid: string) {
  const refresh = useRefreshTicket(ticketUid);
  return useMutation({
    mutationFn: (approvalUid: string) => approvalsApi.withdrawApproval(projectUid, approvalUid),
    onSuccess: () => void refresh(),
  });
}

/** The page of a link: no sign-in, no retries on 404 (a dead link stays dead). */
export function useApprovalPage(token: string) {
  return useQuery({
    queryKey: approvalPageKey(token),
    queryFn: () => approvalsApi.fetchApprovalPage(token),
    retry: false,
  });
}

export function useDecide(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: ApprovalDecisionInput }) =>
      approvalsApi.decide(token, key, body),
    onSuccess: (post) => {
      queryClient.setQueryData<PublicApproval>(approvalPageKey(token), (page) =>
        page ? { ...page, posts: page.posts.map((p) => (p.key === post.key ? post : p)) } : page,
      );
    },
  });
}
