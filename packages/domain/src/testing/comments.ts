import type { Comment, CommentAttachment, CommentPage } from '../comment.schema';
import { ADA, AT } from './people';

/** Ada's comment on ticket `t1`, which she may edit and delete. */
export function aComment(overrides: Partial<Comment> = {}): Comment {
  return {
    uid: 'c1',
    ticket_uid: 't1',
    author: ADA,
    body: 'First!',
    mentions: [],
    attachments: [],
    created: AT,
    updated: AT,
    edited: false,
    can_edit: true,
    can_delete: true,
    anchor: null,
    visibility: 'internal',
    resolved_at: null,
    resolved_by: null,
    client_author: null,
    ...overrides,
  };
}

/** A PDF attached to comment `c1` of ticket `t1`. */
export function aCommentAttachment(overrides: Partial<CommentAttachment> = {}): CommentAttachment {
  const uid = overrides.uid ?? 'f1';
  return {
    uid,
    name: 'brief.pdf',
    size: 1536,
    content_type: 'application/pdf',
    kind: 'document',
    voice_note: false,
    url: `/api/tickets/t1/comments/c1/files/${uid}`,
    ...overrides,
  };
}

/** A page of comments: `items` as the server orders them (newest first). */
export function aCommentPage(
  items: Comment[] = [aComment()],
  next_cursor: string | null = null,
): CommentPage {
  return { items, next_cursor };
}
