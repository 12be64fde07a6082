import type { AccountSession } from '@expertos/domain/sessions';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/sessions'));

/**
 * Where a person is signed in (docs/product.md#sessions): listed, ended one at a time or all
 * but this one; and a workspace admin signing a member out everywhere.
 */

/** `GET /me/sessions`: the caller's sessions, newest first; `current` marks this one. */
export async function listSessions(client: ApiClient): Promise<AccountSession[]> {
  return (await client.get('/me/sessions', { schema: reply('accountSessionListSchema') })).items;
}

/** `DELETE /me/sessions/{id}`: that session's next call answers 401. */
export async function endSession(client: ApiClient, sessionId: string): Promise<void> {
  await client.delete(`/me/sessions/${encodeURIComponent(sessionId)}`, {
    schema: reply('sessionsRevokedSchema'),
  });
}

/** `POST /me/sessions/revoke-others`: signs out everywhere but here; how many ended. */
export async function endOtherSessions(client: ApiClient): Promise<number> {
  return (await client.post('/me/sessions/revoke-others', { schema: reply('sessionsRevokedSchema') }))
    .revoked;
}

/** `POST /workspaces/{id}/users/{member}/sign-out`: a workspace admin signs a member out everywhere. */
export async function signOutMember(
  client: ApiClient,
  workspaceId: string,
  memberUid: string,
): Promise<number> {
  return (
    await client.post(
      `/workspaces/${encodeURIComponent(workspaceId)}/users/${encodeURIComponent(memberUid)}/sign-out`,
      { schema: reply('sessionsRevokedSchema') },
    )
  ).revoked;
}
