import type { WorkspaceSecurity } from '@expertos/domain/two-factor';
import type {
  CreateWorkspaceInput,
  UpdateWorkspaceInput,
  Workspace,
  WorkspaceListItem,
} from '@expertos/domain/workspace.schema';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';
import { type OkReply, okReplySchema } from './ok-reply';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/workspace.schema'));
const securityReply = lazyReplies(() => import('@expertos/domain/two-factor'));

export interface WorkspaceCallOptions {
  signal?: AbortSignal;
  /** Sent with the call: e.g. your own `Idempotency-Key`, to retry a create across restarts. */
  headers?: HeadersInit;
  /** Hand a failure to the client's error notification (by default the caller shows it). */
  notify?: boolean;
}

/** `/workspaces/{id}`, the id encoded: the base of every workspace-scoped call. */
export function workspacePath(id: string): string {
  return `/workspaces/${encodeURIComponent(id)}`;
}

/** `GET /workspaces`: every workspace of the caller, each item with its membership. */
export function listWorkspaces(
  client: ApiClient,
  opts: WorkspaceCallOptions = {},
): Promise<WorkspaceListItem[]> {
  return client.get('/workspaces', { schema: reply('workspaceListSchema'), ...opts });
}

/** `POST /workspaces` (onboarding): the caller becomes its owner and an admin. */
export function createWorkspace(
  client: ApiClient,
  body: CreateWorkspaceInput,
  opts: WorkspaceCallOptions = {},
): Promise<Workspace> {
  return client.post('/workspaces', { body, schema: reply('workspaceSchema'), ...opts });
}

/** `GET /workspaces/{id}`: its details (stripe_subscription_id among them). */
export function getWorkspace(
  client: ApiClient,
  id: string,
  opts: WorkspaceCallOptions = {},
): Promise<Workspace> {
  return client.get(workspacePath(id), { schema: reply('workspaceSchema'), ...opts });
}

/** `PUT /workspaces/{id}` (admin): name and industry. */
export function updateWorkspace(
  client: ApiClient,
  id: string,
  body: UpdateWorkspaceInput,
  opts: WorkspaceCallOptions = {},
): Promise<Workspace> {
  return client.put(workspacePath(id), { body, schema: reply('workspaceSchema'), ...opts });
}

/**
 * `DELETE /workspaces/{id}` (owner only). Refused with `workspace_delete_own` for a workspace
 * the caller does not own, `workspace_no_delete` for their only owned one.
 */
export function deleteWorkspace(
  client: ApiClient,
  id: string,
  opts: WorkspaceCallOptions = {},
): Promise<OkReply> {
  return client.delete(workspacePath(id), { schema: okReplySchema, ...opts });
}

/** `GET /workspaces/{id}/security` (admin): whether two-step verification is required, from when. */
export function getWorkspaceSecurity(client: ApiClient, id: string): Promise<WorkspaceSecurity> {
  return client.get(`${workspacePath(id)}/security`, { schema: securityReply('workspaceSecuritySchema') });
}

/** `PUT /workspaces/{id}/security` (admin): require it (members get 7 days) or stop requiring it. */
export function setWorkspaceSecurity(
  client: ApiClient,
  id: string,
  requireTwoFactor: boolean,
): Promise<WorkspaceSecurity> {
  return client.put(`${workspacePath(id)}/security`, {
    body: { require_two_factor: requireTwoFactor },
    schema: securityReply('workspaceSecuritySchema'),
  });
}
