import * as comments from '@expertos/api-client/comments';
import type { Comment, CommentListQuery } from '@expertos/domain/comment.schema';
import { api } from '@/shared/api/client';

export const commentKeys = {
  people: (workspaceUid: string) => ['workspaces', workspaceUid, 'comments', 'people'] as const,
};

/** `GET /tickets/{id}/comments`: a page, newest first; `cursor` (a page's `next_cursor`) for the older ones. */
export function fetchComments(ticketUid: string, cursor?: string | null, signal?: AbortSignal) {
  return comments.listComments(api, ticketUid, cursor ? { cursor } : {}, { signal });
}

/** What a recording's timeline or an image's pins ask for. */
export type AnchorTarget = { video_uid: string } | { image_uid: string };
/** How many pages of a recording's or an image's comments are read at most (100 each). */
const ANCHORED_PAGES_MAX = 10;

/**
 * Every comment anchored to a recording or an image (a timeline and a set of pins show them all
 * at once), newest first: page after page, up to 1,000.
 */
export async function fetchCommentsAt(ticketUid: string, target: AnchorTarget, signal?: AbortSignal) {
  const items: Comment[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < ANCHORED_PAGES_MAX; page++) {
    const query: CommentListQuery = { ...target, limit: 100, ...(cursor ? { cursor } : {}) };
    const answer = await comments.listComments(api, ticketUid, query, { signal });
    items.push(...answer.items);
    cursor = answer.next_cursor;
    if (!cursor) break;
  }
  return items;
}

/** `POST /tickets/{id}/comments/{commentId}/resolve` or `/reopen`. */
export function setCommentResolved(ticketUid: string, commentUid: string, resolved: boolean) {
  return comments.setCommentResolved(api, ticketUid, commentUid, resolved);
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
