import type { AttachmentKind } from '@expertos/domain/comment.schema';
import type { CommentVisibility } from '@expertos/domain/comment-anchor';
import type { Generated } from 'kysely';

/** Comments, their mentions and files (migration 0009). Timestamps are ISO text. */
export interface CommentsTable {
  id: string;
  ticket_id: string;
  /** workspace_members.id; null once the author left, and for a client's comment. */
  author_id: string | null;
  body: string;
  created_at: string;
  updated_at: string;
  edited_at: string | null;
  /** JSON CommentAnchor (comment-anchor.ts), or null (migration 0055). */
  anchor: string | null;
  /** The recording or image the anchor points at, for the timeline's and the pins' reads. */
  anchor_target: string | null;
  /** 'internal' unless written otherwise (the column's default). */
  visibility: Generated<CommentVisibility>;
  /** When the thread was resolved; null while it is open. */
  resolved_at: string | null;
  /** workspace_members.id of who resolved it; null while open, or once they left. */
  resolved_by: string | null;
  /** approval_contacts.id of the client who wrote it in the portal; null once removed. */
  author_contact_id: string | null;
  /** A client author's name as it was when they wrote it; null for a member's comment. */
  author_name: string | null;
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
