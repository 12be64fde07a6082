import { type Comment, type CommentAttachment, parseMentions } from '@expertos/domain/comment.schema';
import type { CommentAnchor } from '@expertos/domain/comment-anchor';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { fromDbBoolean, fromDbJson } from '../../db/portable.js';
import type { Membership } from '../workspaces/membership.js';
import type { AttachmentRow, CommentRow } from './comments.repository.js';

/** Where a file is fetched from: access-checked like its ticket (comments.routes.ts). */
export const attachmentUrl = (row: Pick<AttachmentRow, 'ticket_id' | 'comment_id' | 'id'>): string =>
  `/api/tickets/${row.ticket_id}/comments/${row.comment_id}/files/${row.id}`;

export function toAttachment(row: AttachmentRow): CommentAttachment {
  return {
    uid: row.id,
    name: row.name,
    size: row.size,
    content_type: row.content_type,
    kind: row.kind,
    voice_note: fromDbBoolean(row.voice_note),
    url: attachmentUrl(row),
  };
}

/** What a page of comments needs besides their rows, each loaded once. */
export interface CommentLookups {
  attachments: Map<string, AttachmentRow[]>;
  /** Comment id → mentioned member ids (as stored: only those who could be mentioned). */
  mentions: Map<string, string[]>;
  people: Map<string, PersonRef>;
}

export function toComment(row: CommentRow, lookups: CommentLookups, caller: Membership): Comment {
  const isAuthor = row.author_id !== null && row.author_id === caller.memberId;
  const mentioned = new Set(lookups.mentions.get(row.id) ?? []);
  // In the order the body mentions them.
  const mentions = parseMentions(row.body)
    .filter((uid) => mentioned.has(uid))
    .map((uid) => lookups.people.get(uid))
    .filter((person): person is PersonRef => person !== undefined);
  return {
    uid: row.id,
    ticket_uid: row.ticket_id,
    author: (row.author_id && lookups.people.get(row.author_id)) || null,
    body: row.body,
    mentions,
    attachments: (lookups.attachments.get(row.id) ?? []).map(toAttachment),
    created: row.created_at,
    updated: row.updated_at,
    edited: row.edited_at !== null,
    can_edit: isAuthor,
    can_delete: isAuthor || caller.role === 'admin',
    anchor: anchorOf(row),
    visibility: row.visibility,
    resolved_at: row.resolved_at,
    resolved_by: (row.resolved_by && lookups.people.get(row.resolved_by)) || null,
    client_author: row.author_name !== null ? { name: row.author_name } : null,
  };
}

/** The stored anchor (written only after the domain schema took it), or null. */
export const anchorOf = (row: Pick<CommentRow, 'anchor'>): CommentAnchor | null =>
  fromDbJson<CommentAnchor | null>(row.anchor, null);

/** Groups rows by their comment id. */
export function byComment<T extends { comment_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.comment_id);
    if (group) group.push(row);
    else groups.set(row.comment_id, [row]);
  }
  return groups;
}
