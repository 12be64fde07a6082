import {
  createComment,
  deleteComment,
  fetchAttachment,
  listComments,
  type NewComment,
  updateComment,
} from '@expertos/api-client/comments';
import { listAssignees } from '@expertos/api-client/tickets';
import { api } from '@/shared/api/client';

/**
 * Every comments call of the web app, replaced in tests with `vi.spyOn(commentsApi, 'list')`.
 * Quiet (the client's default): each part shows its own failure where it happened (the composer keeps the text).
 */
export const commentsApi = {
  /** A page, newest first; `cursor` (a page's `next_cursor`) for the older ones. */
  list: (ticketUid: string, cursor?: string | null, signal?: AbortSignal) =>
    listComments(api, ticketUid, cursor ? { cursor } : {}, { signal }),
  create: (ticketUid: string, comment: NewComment) => createComment(api, ticketUid, comment),
  update: (ticketUid: string, commentUid: string, body: string) =>
    updateComment(api, ticketUid, commentUid, { body }),
  remove: (ticketUid: string, commentUid: string) => deleteComment(api, ticketUid, commentUid),
  /** An attachment's bytes, with the bearer token (a plain `<img src>` would not send it). */
  file: (url: string, signal?: AbortSignal) => fetchAttachment(api, url, { signal }),
  /** Who can be @mentioned: the workspace's members (the assignee list). */
  people: (workspaceUid: string) => listAssignees(api, workspaceUid),
};

export const commentKeys = {
  list: (ticketUid: string) => ['tickets', ticketUid, 'comments'] as const,
  people: (workspaceUid: string) => ['workspaces', workspaceUid, 'comments', 'people'] as const,
};
