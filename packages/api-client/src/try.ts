import type { ClaimedTryDraft, TryDraft, TryInput } from '@expertos/domain/try.schema';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/try.schema'));

/** The public brand-profile builder (docs/product.md#try). */

/** `POST /try/drafts`: a draft voice, pillars and audience (no sign-in). */
export function createTryDraft(client: ApiClient, input: TryInput): Promise<TryDraft> {
  return client.post('/try/drafts', { body: input, schema: reply('tryDraftSchema'), auth: false });
}

/** `GET /try/drafts/{draftId}`: a draft while it lasts (no sign-in). */
export function getTryDraft(client: ApiClient, draftId: string): Promise<TryDraft> {
  return client.get(`/try/drafts/${encodeURIComponent(draftId)}`, {
    schema: reply('tryDraftSchema'),
    auth: false,
  });
}

/** `POST /projects/{projectId}/try-draft`: puts a draft into a brand its caller administers. */
export function claimTryDraft(
  client: ApiClient,
  projectId: string,
  draftId: string,
): Promise<ClaimedTryDraft> {
  return client.post(`/projects/${encodeURIComponent(projectId)}/try-draft`, {
    body: { draft_uid: draftId },
    schema: reply('claimedTryDraftSchema'),
  });
}
