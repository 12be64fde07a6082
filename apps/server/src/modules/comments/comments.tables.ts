import type { AttachmentKind } from '@expertos/domain/comment.schema';

/** Comments, their mentions and files (migration 0009). Timestamps are ISO text. */
export interface CommentsTable {
  id: string;
  ticket_id: string;
  /** workspace_members.id; null once the author left. */
  author_id: string | null;
  body: string;
  created_at: string;
  updated_at: string;
  edited_at: string | null;
}

export interface CommentMentionsTable {
  comment_id: string;
  member_id: string;
}

export interface CommentAttachmentsTable {
  id: string;
  comment_id: string;
  ticket_id: string;
  /** The ticket's brand, copied for the brand's Library (a ticket never changes brand). */
  project_id: string;
  /** `attachments/<uuid>.<ext>`: ours, never the client's name. */
  storage_key: string;
  /** The slugified original name (docs/product.md#comments-and-files). */
  name: string;
  size: number;
  /** Found from the content. */
  content_type: string;
  kind: AttachmentKind;
  /** 0/1 */
  voice_note: number;
  created_at: string;
}

export interface CommentTables {
  comments: CommentsTable;
  comment_mentions: CommentMentionsTable;
  comment_attachments: CommentAttachmentsTable;
}
