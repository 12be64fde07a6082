import type {
  Approval,
  ApprovalDecisionInput,
  ApprovalList,
  ApprovalPost,
  CreateApprovalInput,
  CreatedApproval,
  PublicApproval,
} from '@expertos/domain/approval.schema';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';
import type { WorkspaceCallOptions } from './workspaces';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/approval.schema'));

/** Approval links (docs/product.md#approval-links). */
const approvalsPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/approvals`;
const linkPath = (token: string) => `/approvals/${encodeURIComponent(token)}`;

/** `POST /projects/{projectId}/approvals`: e-mails the link; the reply carries it once. */
export function sendForApproval(
  client: ApiClient,
  projectId: string,
  body: CreateApprovalInput,
  opts: WorkspaceCallOptions = {},
): Promise<CreatedApproval> {
  return client.post(approvalsPath(projectId), { body, schema: reply('createdApprovalSchema'), ...opts });
}

/** `GET /projects/{projectId}/approvals?ticket=`: one ticket's links (or the brand's latest). */
export function listApprovals(
  client: ApiClient,
  projectId: string,
  ticketUid?: string,
  opts: WorkspaceCallOptions = {},
): Promise<ApprovalList> {
  return client.get(approvalsPath(projectId), {
    query: { ticket: ticketUid },
    schema: reply('approvalListSchema'),
    ...opts,
  });
}

/** `DELETE /projects/{projectId}/approvals/{approvalId}`: the link stops opening. */
export function revokeApproval(
  client: ApiClient,
  projectId: string,
  approvalId: string,
  opts: WorkspaceCallOptions = {},
): Promise<Approval> {
  return client.delete(`${approvalsPath(projectId)}/${encodeURIComponent(approvalId)}`, {
    schema: reply('approvalSchema'),
    ...opts,
  });
}

/** `GET /approvals/{token}`: the page of a link, for whoever holds it (no sign-in). */
export function getApprovalPage(
  client: ApiClient,
  token: string,
  opts: WorkspaceCallOptions = {},
): Promise<PublicApproval> {
  return client.get(linkPath(token), { schema: reply('publicApprovalSchema'), auth: false, ...opts });
}

/** `POST /approvals/{token}/posts/{key}/decision`. */
export function decideApproval(
  client: ApiClient,
  token: string,
  key: string,
  body: ApprovalDecisionInput,
  opts: WorkspaceCallOptions = {},
): Promise<ApprovalPost> {
  return client.post(`${linkPath(token)}/posts/${encodeURIComponent(key)}/decision`, {
    body,
    schema: reply('approvalPostSchema'),
    auth: false,
    ...opts,
  });
}
