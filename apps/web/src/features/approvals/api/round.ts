import {
  type ApprovalAddApproversInput,
  type ApprovalDecisionInput,
  type ApprovalOverrideInput,
  type ApprovalRoundView,
  approvalRoundSchema,
} from '@expertos/domain/approvals/round.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(roundApi, …)` answers the queries too.
import * as roundApi from './round';

/** A post's approval round (docs/product.md#approvals). */
const roundPath = (ticketUid: string) => `/tickets/${encodeURIComponent(ticketUid)}/approval`;

export const roundQueryKey = (ticketUid: string) => ['tickets', ticketUid, 'approval-round'] as const;

/** `GET /tickets/{uid}/approval`: the workflow's mode and the post's newest round (null: none). */
export function fetchRound(ticketUid: string, signal?: AbortSignal): Promise<ApprovalRoundView> {
  return api.get(roundPath(ticketUid), { schema: approvalRoundSchema, signal });
}

/** `POST /tickets/{uid}/approval`: a new round from the first step. */
export function requestApproval(ticketUid: string): Promise<ApprovalRoundView> {
  return api.post(roundPath(ticketUid), { schema: approvalRoundSchema });
}

/** `POST /tickets/{uid}/approval/decisions`: on the version seen. */
export function decide(ticketUid: string, body: ApprovalDecisionInput): Promise<ApprovalRoundView> {
  return api.post(`${roundPath(ticketUid)}/decisions`, { body, schema: approvalRoundSchema });
}

/** `POST /tickets/{uid}/approval/override` (brand admins): pass the open step, saying why. */
export function overrideStep(ticketUid: string, body: ApprovalOverrideInput): Promise<ApprovalRoundView> {
  return api.post(`${roundPath(ticketUid)}/override`, { body, schema: approvalRoundSchema });
}

/** `POST /tickets/{uid}/approval/approvers` (the requester, brand admins): `step` counts from 1. */
export function addApprovers(ticketUid: string, body: ApprovalAddApproversInput): Promise<ApprovalRoundView> {
  return api.post(`${roundPath(ticketUid)}/approvers`, { body, schema: approvalRoundSchema });
}

export const roundQueryOptions = (ticketUid: string) =>
  queryOptions({
    queryKey: roundQueryKey(ticketUid),
    queryFn: ({ signal }) => roundApi.fetchRound(ticketUid, signal),
  });

/**
 * Asking and deciding answer the round as it is now; the ticket moved too, so its views are
 * asked again.
 */
export function useRoundActions(ticketUid: string) {
  const queryClient = useQueryClient();
  const settle = (round: ApprovalRoundView) => {
    queryClient.setQueryData(roundQueryKey(ticketUid), round);
    void queryClient.invalidateQueries({ queryKey: ['tickets'] });
  };
  return {
    request: useMutation({ mutationFn: () => roundApi.requestApproval(ticketUid), onSuccess: settle }),
    decide: useMutation({
      mutationFn: (body: ApprovalDecisionInput) => roundApi.decide(ticketUid, body),
      onSuccess: settle,
    }),
    addApprovers: useMutation({
      mutationFn: (body: ApprovalAddApproversInput) => roundApi.addApprovers(ticketUid, body),
      onSuccess: settle,
    }),
    override: useMutation({
      mutationFn: (body: ApprovalOverrideInput) => roundApi.overrideStep(ticketUid, body),
      onSuccess: settle,
    }),
  };
}
