import type { TeamFilterQuery } from '@expertos/domain/settings.schema';
import type { TeamList, TeamMember, UpdateMemberInput } from '@expertos/domain/workspace.schema';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';
import { type OkReply, okReplySchema } from './ok-reply';
import { type WorkspaceCallOptions, workspacePath } from './workspaces';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/workspace.schema'));

const memberPath = (workspaceId: string, memberUid: string) =>
  `${workspacePath(workspaceId)}/users/${encodeURIComponent(memberUid)}`;

/**
 * `GET /workspaces/{id}/users/all`: the members, open invites among them (status 'invited'),
 * and the seat counters. Pass the query through `teamFilterQuery` ('All' is not sent, the
 * search is lower-cased: docs/product.md#workspaces-and-members); parameters left undefined are not sent.
 */
export function listTeam(
  client: ApiClient,
  workspaceId: string,
  query: TeamFilterQuery = {},
  opts: WorkspaceCallOptions = {},
): Promise<TeamList> {
  return client.get(`${workspacePath(workspaceId)}/users/all`, {
    query,
    schema: reply('teamListSchema'),
    ...opts,
  });
}

/**
 * `PUT /workspaces/{id}/users/{memberUid}` (admin): role and brand access. Refused with
 * `workspace_min_one` when it would demote the last admin.
 */
export function updateMember(
  client: ApiClient,
  workspaceId: string,
  memberUid: string,
  body: UpdateMemberInput,
  opts: WorkspaceCallOptions = {},
): Promise<TeamMember> {
  return client.put(memberPath(workspaceId, memberUid), { body, schema: reply('teamMemberSchema'), ...opts });
}

/**
 * `DELETE /workspaces/{id}/users/{memberUid}` (admin). Refused with `workspace_last_user`
 * for the last member and `workspace_min_one` for the last admin.
 */
export function removeMember(
  client: ApiClient,
  workspaceId: string,
  memberUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<OkReply> {
  return client.delete(memberPath(workspaceId, memberUid), { schema: okReplySchema, ...opts });
}
