import * as comments from '@expertos/api-client/comments';
import { api } from '@/shared/api/client';

export const commentKeys = {
  people: (workspaceUid: string) => ['workspaces', workspaceUid, 'comments', 'people'] as const,
};

/** `GET /tickets/{id}/comments`: a page, newest first; `cursor` (a page's `next_cursor`) for the older ones. */
export function fetchComments(ticketUid: string, cursor?: string | null, signal?: AbortSignal) {
  return comments.listComments(api, ticketUid, cursor ? { cursor } : {}, { signal });
}

/** `POST /tickets/{id}/comments`: the text, its mentions and files. */
export function createComment(ticketUid: string, comment: comments.NewComment) {
  return comments.createComment(api, ticketUid, comment);
}

/** `PATCH /tickets/{id}/comments/{commentId}`: the author changes the text. */
export function updateComment(ticketUid: string, commentUid: string, body: string) {
  return comments.updateComment(api, ticketUid, commentUid, { body });
}

/** `DELETE /tickets/{id}/comments/{commentId}`. */
export function deleteComment(ticketUid: string, commentUid: string) {
  return comments.deleteComment(api, ticketUid, commentUid);
}
