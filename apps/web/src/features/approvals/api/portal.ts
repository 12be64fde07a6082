import {
  type CreatedPortalLink,
  createdPortalLinkSchema,
  type PortalBulkInput,
  type PortalBulkResult,
  type PortalCommentInput,
  type PortalLink,
  type PortalLinkInput,
  type PortalMoment,
  type PortalPin,
  type PortalView,
  portalBulkResultSchema,
  portalLinkSchema,
  portalViewSchema,
} from '@expertos/domain/approvals/portal';
import type { ApprovalDecisionInput } from '@expertos/domain/approvals/round.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(portalApi, …)` answers the hooks too.
import * as portalApi from './portal';
import { contactsQueryKey } from './workflow';

/**
 * The client portal (docs/product.md#approvals): the public page a contact's token opens, and
 * the brand admins' making and revoking of each contact's link.
 */
const portalPath = (token: string) => `/portal/${encodeURIComponent(token)}`;
const linkPath = (projectUid: string, contactUid: string) =>
  `/projects/${encodeURIComponent(projectUid)}/approval-contacts/${encodeURIComponent(contactUid)}/portal-link`;

export const portalQueryKey = (token: string) => ['portal', token] as const;

/** `GET /portal/{token}`: all that waits on the contact across the brand. */
export function fetchPortal(token: string, signal?: AbortSignal): Promise<PortalView> {
  return api.get(portalPath(token), { schema: portalViewSchema, signal, auth: false });
}

/** `POST /portal/{token}/items/{key}/decision`: answers the page as it is after. */
export function decideInPortal(token: string, key: string, body: ApprovalDecisionInput): Promise<PortalView> {
  return api.post(`${portalPath(token)}/items/${encodeURIComponent(key)}/decision`, {
    body,
    schema: portalViewSchema,
    auth: false,
  });
}

/** `POST /portal/{token}/items/{key}/comments`: shared with the team; answers the page after. */
export function commentInPortal(token: string, key: string, body: PortalCommentInput): Promise<PortalView> {
  return api.post(`${portalPath(token)}/items/${encodeURIComponent(key)}/comments`, {
    body,
    schema: portalViewSchema,
    auth: false,
  });
}

/** `POST /portal/{token}/approve`: several at once, each on the version seen. */
export function approveInPortal(token: string, body: PortalBulkInput): Promise<PortalBulkResult> {
  return api.post(`${portalPath(token)}/approve`, { body, schema: portalBulkResultSchema, auth: false });
}

/** `POST …/portal-link` (brand admins): a new link, shown once; the one before stops working. */
export function createPortalLink(
  projectUid: string,
  contactUid: string,
  body: PortalLinkInput,
): Promise<CreatedPortalLink> {
  return api.post(linkPath(projectUid, contactUid), { body, schema: createdPortalLinkSchema });
}

/** `DELETE …/portal-link` (brand admins): it stops opening at once. */
export function revokePortalLink(projectUid: string, contactUid: string): Promise<PortalLink> {
  return api.delete(linkPath(projectUid, contactUid), { schema: portalLinkSchema });
}

export const portalQueryOptions = (token: string) =>
  queryOptions({
    queryKey: portalQueryKey(token),
    queryFn: ({ signal }) => portalApi.fetchPortal(token, signal),
    // A link that does not work will not start working on a retry.
    retry: false,
  });

/** One decision: the page's answer replaces it. */
export function usePortalDecision(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: ApprovalDecisionInput }) =>
      portalApi.decideInPortal(token, key, body),
    onSuccess: (view) => queryClient.setQueryData(portalQueryKey(token), view),
  });
}

/** A client's comment: the page's answer replaces it. */
export function usePortalComment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      key,
      body,
      pin,
      moment,
    }: {
      key: string;
      body: string;
      pin?: PortalPin | null;
      moment?: PortalMoment | null;
    }) =>
      portalApi.commentInPortal(token, key, { body, ...(pin ? { pin } : {}), ...(moment ? { moment } : {}) }),
    onSuccess: (view) => queryClient.setQueryData(portalQueryKey(token), view),
  });
}

/** Several approvals: the page is read again after. */
export function usePortalBulkApprove(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalBulkInput) => portalApi.approveInPortal(token, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalQueryKey(token) }),
  });
}

/** Making or revoking a link: the contacts list shows its new state. */
export function usePortalLink(projectUid: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: contactsQueryKey(projectUid) });
  return {
    create: useMutation({
      mutationFn: ({ contactUid, sendEmail }: { contactUid: string; sendEmail: boolean }) =>
        portalApi.createPortalLink(projectUid, contactUid, { send_email: sendEmail }),
      onSuccess: () => void refresh(),
    }),
    revoke: useMutation({
      mutationFn: (contactUid: string) => portalApi.revokePortalLink(projectUid, contactUid),
      onSuccess: () => void refresh(),
    }),
  };
}
