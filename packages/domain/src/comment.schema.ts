import { z } from 'zod';
import { COMMENT_VISIBILITIES, commentAnchorSchema } from './comment-anchor';
import { LIMITS } from './limits';
import { personRefSchema } from './ticket.schema';

/**
 * Comments on a ticket (docs/product.md#comments-and-files).
 * A comment has a text body, up to 10 attached files of at most 5 MB each, and may carry a
 * voice note (an audio attachment recorded in the browser; it counts as one of the 10).
 */

export const COMMENT_BODY_MAX = 10_000;
/** 5 MB per file, at most 10 files per comment. */
export const COMMENT_ATTACHMENT_MAX_BYTES = LIMITS.attachmentMaxBytes;
export const COMMENT_ATTACHMENT_MAX_FILES = LIMITS.attachmentMaxFiles;

/**
 * The multipart field names of `POST /tickets/{id}/comments`: the text fields (`body`, and
 * optionally `anchor` as JSON and `visibility`) before the files.
 */
export const COMMENT_UPLOAD_FIELDS = {
  body: 'body',
  anchor: 'anchor',
  visibility: 'visibility',
  files: 'files',
  voiceNote: 'voice_note',
} as const;

/**
 * What a file is, by its content (the server sniffs magic bytes; name and claimed type are not
 * trusted). Images and audio may be shown inline; everything else is only downloaded.
 */
export const ATTACHMENT_KINDS = ['image', 'audio', 'video', 'document', 'text'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

export const commentAttachmentSchema = z.object({
  uid: z.string(),
  /** The slugified file name (docs/product.md#comments-and-files), extension kept. */
  name: z.string(),
  size: z.number().int(),
  /** The type found from the content, e.g. `image/png`, `audio/webm`, `application/pdf`. */
  content_type: z.string(),
  kind: z.enum(ATTACHMENT_KINDS),
  /** True for the comment's recorded voice note. */
  voice_note: z.boolean(),
  /**
   * Where to fetch it: `/api/tickets/{ticket}/comments/{comment}/files/{file}`. Access-checked
   * like the ticket (send the bearer token); answered as an attachment under a sandbox CSP.
   */
  url: z.string(),
});
export type CommentAttachment = z.infer<typeof commentAttachmentSchema>;

export const commentSchema = z.object({
  uid: z.string(),
  ticket_uid: z.string(),
  /** The author (a workspace member); null once they have left the workspace. */
  author: personRefSchema.nullable(),
  /** Text with mentions written as `@[Name](member-uid)` (see `parseMentions`). */
  body: z.string(),
  /** The members mentioned in the body, as they are now. */
  mentions: z.array(personRefSchema),
  attachments: z.array(commentAttachmentSchema),
  created: z.string(),
  updated: z.string(),
  /** True once the body was changed after posting. */
  edited: z.boolean(),
  /** Only the author edits a comment. */
  can_edit: z.boolean(),
  /** The author, or a workspace admin, deletes it. */
  can_delete: z.boolean(),
  /** Where it points: a moment or range of a recording, or a pin on an image (comment-anchor.ts); null for none. */
  anchor: commentAnchorSchema.nullable(),
  /** `internal` (the team only) or `shared` (the client sees it in the portal). */
  visibility: z.enum(COMMENT_VISIBILITIES),
  /** When its thread was resolved, and by whom (null while open; `resolved_by` null once they left). */
  resolved_at: z.string().nullable(),
  resolved_by: personRefSchema.nullable(),
  /** A comment a client contact wrote in the portal: their name as they gave it (`author` is null then). */
  client_author: z.object({ name: z.string() }).nullable(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = z.array(commentSchema);

/** `GET /tickets/{id}/comments` pages: `limit` per page (default and most). */
export const COMMENT_PAGE_DEFAULT = 50;
export const COMMENT_PAGE_MAX = 100;

export const commentListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(COMMENT_PAGE_MAX).default(COMMENT_PAGE_DEFAULT),
    /** From `next_cursor` of the previous page. */
    cursor: z.string().max(500).optional(),
    /** Only the comments anchored to this recording (its timeline) … */
    video_uid: z.string().min(1).max(64).optional(),
    /** … or to this image (its pins). */
    image_uid: z.string().min(1).max(64).optional(),
  })
  .refine((query) => query.video_uid === undefined || query.image_uid === undefined, {
    path: ['image_uid'],
    message: 'Ask for the comments of a recording or of an image, not both.',
  });
export type CommentListQuery = z.input<typeof commentListQuerySchema>;

/**
 * `GET /tickets/{id}/comments`: newest first, `limit` at a time; `next_cursor` fetches the older
 * ones (null on the last page). The app shows them oldest first.
 */
export const commentPageSchema = z.object({
  items: commentListSchema,
  next_cursor: z.string().nullable(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;

export const commentBodySchema = z.string().trim().max(COMMENT_BODY_MAX);

export const COMMENT_UPDATE_MESSAGES = {
  nothing: 'Send the body, the anchor or the visibility to change.',
} as const;

/**
 * `PATCH /tickets/{id}/comments/{commentId}`: the author changes the text, where it points
 * (`anchor`, null to unpin) or who sees it; at least one of them (files are not edited).
 */
export const updateCommentSchema = z
  .object({
    body: commentBodySchema.min(1).optional(),
    anchor: commentAnchorSchema.nullable().optional(),
    visibility: z.enum(COMMENT_VISIBILITIES).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: COMMENT_UPDATE_MESSAGES.nothing,
  });
export type UpdateCommentInput = z.infer<typeof updateCommentSchema>;

export const commentDeletedSchema = z.object({ ok: z.literal(true) });

/** A mention in a comment body: `@[Display name](member-uid)`. */
const MENTION = /@\[([^\]\n]{1,120})\]\(([A-Za-z0-9-]{1,64})\)/g;

/** The token a composer inserts for a mentioned member. Brackets in the name are dropped. */
export function mentionToken(person: { uid: string; name: string | null; email: string }): string {
  const label = (person.name ?? person.email).replace(/[[\]()\n]/g, '').trim() || person.email;
  return `@[${label}](${person.uid})`;
}

/** The member uids mentioned in a body, each once, in order of first mention. */
export function parseMentions(body: string): string[] {
  const seen = new Set<string>();
  for (const match of body.matchAll(MENTION)) seen.add(match[2]!);
  return [...seen];
}

/** The body split into text and mention parts, for rendering (names as written in the token). */
export function splitMentions(body: string): Array<{ text: string } | { mention: string; label: string }> {
  const parts: Array<{ text: string } | { mention: string; label: string }> = [];
  let last = 0;
  for (const match of body.matchAll(MENTION)) {
    if (match.index > last) parts.push({ text: body.slice(last, match.index) });
    parts.push({ mention: match[2]!, label: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

/** The body as plain text (mentions as `@Name`), for e-mails and notification excerpts. */
export function plainCommentText(body: string): string {
  return splitMentions(body)
    .map((part) => ('text' in part ? part.text : `@${part.label}`))
    .join('');
}
