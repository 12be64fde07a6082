import * as brand from '@expertos/api-client/brand';
import type { FeedbackField } from '@expertos/domain/brand.schema';
import { api } from '@/shared/api/client';

export const feedbackQueryKey = (projectUid: string, field: FeedbackField) =>
  ['projects', projectUid, 'feedback', field] as const;

/** `GET /projects/{projectId}/feedback/{field}`: newest first. */
export function fetchFeedback(projectUid: string, field: FeedbackField) {
  return brand.listFeedback(api, projectUid, field);
}

/** `POST /projects/{projectId}/feedback/{field}`. */
export function sendFeedback(projectUid: string, field: FeedbackField, content: string) {
  return brand.addFeedback(api, projectUid, field, content);
}
