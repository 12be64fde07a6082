import type { Comment, CommentAttachment, CommentPage } from '@expertos/domain/comment.schema';
import type { PersonRef } from '@expertos/domain/ticket.schema';

export const ADA: PersonRef = { uid: 'm1', name: 'Ada Lovelace', email: 'ada@example.com', image: null };
export const GRACE: PersonRef = { uid: 'm2', name: 'Grace Hopper', email: 'grace@example.com', image: null };
export const ALAN: PersonRef = { uid: 'm3', name: 'Alan Turing', email: 'alan@example.com', image: null };
export const PEOPLE = [ADA, GRACE, ALAN];

export function aComment(overrides: Partial<Comment> = {}): Comment {
  return {
    uid: 'c1',
    ticket_uid: 't1',
    author: ADA,
    body: 'First!',
    mentions: [],
    attachments: [],
    created: '2030-01-08T10:00:00.000Z',
    updated: '2030-01-08T10:00:00.000Z',
    edited: false,
    can_edit: true,
    can_delete: true,
    ...overrides,
  };
}

/** A page of the list as the server answers it: these comments (given oldest first) newest first. */
export function aPage(comments: Comment[], next_cursor: string | null = null): CommentPage {
  return { items: comments.toReversed(), next_cursor };
}

export function anAttachment(overrides: Partial<CommentAttachment> = {}): CommentAttachment {
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

/** A file of the given size without allocating it (jsdom reads `size` only). */
export function aFile(name: string, size: number, type = 'application/octet-stream'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
