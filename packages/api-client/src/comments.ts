import {
  COMMENT_UPLOAD_FIELDS,
  type Comment,
  type CommentListQuery,
  type CommentPage,
  type UpdateCommentInput,
} from '@expertos/domain/comment.schema';
import type { CommentAnchor, CommentVisibility } from '@expertos/domain/comment-anchor';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';
import type { WorkspaceCallOptions } from './workspaces';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/comment.schema'));

const commentsPath = (ticketUid: string) => `/tickets/${encodeURIComponent(ticketUid)}/comments`;
const commentPath = (ticketUid: string, commentUid: string) =>
  `${commentsPath(ticketUid)}/${encodeURIComponent(commentUid)}`;

/**
 * `GET /tickets/{id}/comments`: a page, newest first (`limit`, default 50, at most 100);
 * pass `next_cursor` back as `cursor` for the older ones. `video_uid` or `image_uid` keeps the
 * comments anchored to that recording or image.
 */
export function listComments(
  client: ApiClient,
  ticketUid: string,
  query: CommentListQuery = {},
  opts: WorkspaceCallOptions = {},
): Promise<CommentPage> {
  return client.get(commentsPath(ticketUid), {
    query: pageParams(query),
    schema: reply('commentPageSchema'),
    ...opts,
  });
}

/** The page query as URL parameters (unset ones left out). */
function pageParams(query: CommentListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (typeof query.limit === 'number' || typeof query.limit === 'string') params.limit = query.limit;
  if (query.cursor) params.cursor = query.cursor;
  if (query.video_uid) params.video_uid = query.video_uid;
  if (query.image_uid) params.image_uid = query.image_uid;
  return params;
}

export interface NewComment {
  body: string;
  /**
   * Picked or dropped files: at most 10 with the voice note, 5 MB each
   * (docs/product.md#comments-and-files).
   */
  files?: readonly File[];
  /** A recorded voice note. */
  voiceNote?: Blob | null;
  /** The voice note's file name (default `voice-note.webm`). */
  voiceNoteName?: string;
  /** A moment of one of the ticket's recordings, or a pin on one of its images. */
  anchor?: CommentAnchor | null;
  /** `internal` unless given (`shared`: the client sees it in the portal). */
  visibility?: CommentVisibility;
}

/** The multipart body of a new comment: `body`, then `files` (repeated), then `voice_note`. */
export function commentForm(comment: NewComment): FormData {
  const form = new FormData();
  // The text fields first: the server reads the parts in order.
  form.append(COMMENT_UPLOAD_FIELDS.body, comment.body);
  if (comment.anchor) form.append(COMMENT_UPLOAD_FIELDS.anchor, JSON.stringify(comment.anchor));
  if (comment.visibility) form.append(COMMENT_UPLOAD_FIELDS.visibility, comment.visibility);
  for (const file of comment.files ?? []) form.append(COMMENT_UPLOAD_FIELDS.files, file, file.name);
  if (comment.voiceNote) {
    form.append(
      COMMENT_UPLOAD_FIELDS.voiceNote,
      comment.voiceNote,
      comment.voiceNoteName ?? 'voice-note.webm',
    );
  }
  return form;
}

/** `POST /tickets/{id}/comments` (multipart). Mentions are written in the body (`mentionToken`). */
export function createComment(
  client: ApiClient,
  ticketUid: string,
  comment: NewComment,
  opts: WorkspaceCallOptions = {},
): Promise<Comment> {
  return client.post(commentsPath(ticketUid), {
    body: commentForm(comment),
    schema: reply('commentSchema'),
    ...opts,
  });
}

/** `PATCH /tickets/{id}/comments/{commentId}`: the author changes the text, the anchor or the visibility. */
export function updateComment(
  client: ApiClient,
  ticketUid: string,
  commentUid: string,
  body: UpdateCommentInput,
  opts: WorkspaceCallOptions = {},
): Promise<Comment> {
  return client.patch(commentPath(ticketUid, commentUid), { body, schema: reply('commentSchema'), ...opts });
}

/** `DELETE /tickets/{id}/comments/{commentId}`: the author or an admin; its files go with it. */
export function deleteComment(
  client: ApiClient,
  ticketUid: string,
  commentUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<{ ok: true }> {
  return client.delete(commentPath(ticketUid, commentUid), {
    schema: reply('commentDeletedSchema'),
    ...opts,
  });
}

/**
 * `POST /tickets/{id}/comments/{commentId}/resolve` (`resolved` true) or `/reopen`: anyone who
 * may see the ticket; the comment as it is then.
 */
export function setCommentResolved(
  client: ApiClient,
  ticketUid: string,
  commentUid: string,
  resolved: boolean,
  opts: WorkspaceCallOptions = {},
): Promise<Comment> {
  return client.post(`${commentPath(ticketUid, commentUid)}/${resolved ? 'resolve' : 'reopen'}`, {
    schema: reply('commentSchema'),
    ...opts,
  });
}
