import {
  type ClaimedTryDraft,
  claimedTryDraftSchema,
  type TryDraft,
  type TryInput,
  tryDraftSchema,
} from '@expertos/domain/try.schema';
import type { ApiClient } from './client';

/** The public brand-profile builder (docs/product.md#try). */

/** `POST /try/drafts`: a draft voice, pillars and audience (no sign-in). */
export function createTryDraft(client: ApiClient, input: TryInput): Promise<TryDraft> {
  return client.post('/try/drafts', { body: input, schema: tryDraftSchema, auth: false });
}

/** `GET /try/drafts/{draftId}`: a draft while it lasts (no sign-in). */
export function getTryDraft(client: ApiClient, draftId: string): Promise<TryDraft> {
  return client.get(`/try/drafts/${encodeURIComponent(draftId)}`, { schema: tryDraftSchema, auth: false });
}

/** `POST /projects/{projectId}/try-draft`: puts a draft into a brand its caller administers. */
export function claimTryDraft(
  client: ApiClient,
  projectId: string,
  draftId: string,
): Promise<ClaimedTryDraft> {
  return client.post(`/projects/${encodeURIComponent(projectId)}/try-draft`, {
    body: { draft_uid: draftId },
    schema: claimedTryDraftSchema,
  });
}
