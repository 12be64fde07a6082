import * as brand from '@expertos/api-client/brand';
import type { FeedbackField } from '@expertos/domain/brand.schema';
import { api } from '@/shared/api/client';

/** The brand's feedback on every field: one list that each field's section reads its part of. */
export const feedbackQueryKey = (projectUid: string) => ['projects', projectUid, 'feedback'] as const;

/** `GET /projects/{projectId}/feedback`: every field's, newest first. */
export function fetchFeedback(projectUid: string) {
  return brand.listAllFeedback(api, projectUid);
}

/** `POST /projects/{projectId}/feedback/{field}`. */
export function sendFeedback(projectUid: string, field: FeedbackField, content: string) {
  return brand.addFeedback(api, projectUid, field, content);
}
