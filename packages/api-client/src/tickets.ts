import {
  type BulkUpdateTicketsInput,
  type CreateMilestoneInput,
  type CreateTagInput,
  type CreateTicketInput,
  type deleteTicketQuerySchema,
  type Milestone,
  type PersonRef,
  type SharedTicket,
  type Tag,
  type Ticket,
  type TicketActivityPage,
  type TicketActivityQuery,
  type TicketConflict,
  type TicketCounts,
  type TicketListQuery,
  type TicketPage,
  type TicketShare,
  ticketConflictSchema,
  type UpdateTicketInput,
} from '@expertos/domain/ticket.schema';
import type { z } from 'zod';
import { isApiError } from './api-error';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';
import type { QueryParams } from './url';
import { type WorkspaceCallOptions, workspacePath } from './workspaces';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/ticket.schema'));

/** `DELETE /tickets/{id}`'s query: what becomes of the ticket's subtasks. */
export type DeleteTicketQuery = z.input<typeof deleteTicketQuerySchema>;

const ticketPath = (ticketUid: string) => `/tickets/${encodeURIComponent(ticketUid)}`;
const projectTicketsPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/tickets`;
const workspaceTicketsPath = (workspaceId: string) => `${workspacePath(workspaceId)}/tickets`;

/**
 * The list query as the server reads it: multi-value filters comma-separated, empty ones
 * and 'all'-style defaults left out so URLs stay short and caches share keys.
 */
export function ticketListParams(query: TicketListQuery): QueryParams {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.join(',');
    } else if (typeof value === 'string' || typeof value === 'number') {
      params[key] = value;
    }
  }
  return params;
}

/** `GET /workspaces/{id}/tickets`: every brand the caller may see, filtered, sorted, paged. */
export function listWorkspaceTickets(
  client: ApiClient,
  workspaceId: string,
  query: TicketListQuery = {},
  opts: WorkspaceCallOptions = {},
): Promise<TicketPage> {
  return client.get(workspaceTicketsPath(workspaceId), {
    query: ticketListParams(query),
    schema: reply('ticketPageSchema'),
    ...opts,
  });
}

/** `GET /projects/{projectId}/tickets`: one brand's tickets (projectFilter is ignored). */
/**
 * `GET …/tickets/export`: the whole list under these filters and order as a CSV file (UTF-8
 * with a byte-order mark); `limit` and `cursor` do not apply. A workspace's, or one brand's
 * when `projectId` is given.
 */
export function exportTickets(
  client: ApiClient,
  place: { workspaceId: string } | { projectId: string },
  query: TicketListQuery = {},
  opts: WorkspaceCallOptions = {},
): Promise<Blob> {
  const { limit: _limit, cursor: _cursor, ...filters } = query;
  const path =
    'projectId' in place
      ? `${projectTicketsPath(place.projectId)}/export`
      : `${workspaceTicketsPath(place.workspaceId)}/export`;
  return client.blob(path, { query: ticketListParams(filters), ...opts });
}

export function listProjectTickets(
  client: ApiClient,
  projectId: string,
  query: TicketListQuery = {},
  opts: WorkspaceCallOptions = {},
): Promise<TicketPage> {
  return client.get(projectTicketsPath(projectId), {
    query: ticketListParams(query),
    schema: reply('ticketPageSchema'),
    ...opts,
  });
}

/** `GET /workspaces/{id}/tickets/counts`: tickets per status under the filters (board counts). */
export function countWorkspaceTickets(
  client: ApiClient,
  workspaceId: string,
  query: TicketListQuery = {},
  opts: WorkspaceCallOptions = {},
): Promise<TicketCounts> {
  return client.get(`${workspaceTicketsPath(workspaceId)}/counts`, {
    query: ticketListParams(query),
    schema: reply('ticketCountsSchema'),
    ...opts,
  });
}

/** `GET /projects/{projectId}/tickets/counts`. */
export function countProjectTickets(
  client: ApiClient,
  projectId: string,
  query: TicketListQuery = {},
  opts: WorkspaceCallOptions = {},
): Promise<TicketCounts> {
  return client.get(`${projectTicketsPath(projectId)}/counts`, {
    query: ticketListParams(query),
    schema: reply('ticketCountsSchema'),
    ...opts,
  });
}

/** `GET /workspaces/{id}/tickets/assignees`: who a ticket can be assigned to. */
export function listAssignees(
  client: ApiClient,
  workspaceId: string,
  opts: WorkspaceCallOptions = {},
): Promise<PersonRef[]> {
  return client.get(`${workspaceTicketsPath(workspaceId)}/assignees`, {
    schema: reply('assigneeListSchema'),
    ...opts,
  });
}

/** `POST /workspaces/{id}/tickets/bulk`: one change for many tickets; answers how many changed. */
export function bulkUpdateTickets(
  client: ApiClient,
  workspaceId: string,
  body: BulkUpdateTicketsInput,
  opts: WorkspaceCallOptions = {},
): Promise<{ updated: number }> {
  return client.post(`${workspaceTicketsPath(workspaceId)}/bulk`, {
    body,
    schema: reply('bulkUpdateResultSchema'),
    ...opts,
  });
}

/** `POST /projects/{projectId}/tickets`. */
export function createTicket(
  client: ApiClient,
  projectId: string,
  body: CreateTicketInput,
  opts: WorkspaceCallOptions = {},
): Promise<Ticket> {
  return client.post(projectTicketsPath(projectId), { body, schema: reply('ticketSchema'), ...opts });
}

/** `GET /tickets/{id}`: every field (docs/product.md#ticket-fields); opens the task dialog. */
export function getTicket(
  client: ApiClient,
  ticketUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<Ticket> {
  return client.get(ticketPath(ticketUid), { schema: reply('ticketSchema'), ...opts });
}

/** `GET /tickets/{id}/shared/{token}`: the read-only view of a ticket shared by link (no sign-in). */
export function getSharedTicket(
  client: ApiClient,
  ticketUid: string,
  token: string,
  opts: WorkspaceCallOptions = {},
): Promise<SharedTicket> {
  return client.get(`${ticketPath(ticketUid)}/shared/${encodeURIComponent(token)}`, {
    schema: reply('sharedTicketSchema'),
    auth: false,
    ...opts,
  });
}

/** `PATCH /tickets/{id}`: any subset of the fields. */
export function updateTicket(
  client: ApiClient,
  ticketUid: string,
  body: UpdateTicketInput,
  opts: WorkspaceCallOptions = {},
): Promise<Ticket> {
  return client.patch(ticketPath(ticketUid), { body, schema: reply('ticketSchema'), ...opts });
}

/**
 * The conflict a `PATCH /tickets/{id}` with `base_updated_at` was refused with (409
 * `ticket_edit_conflict`): the fields and the ticket as it is now; null for any other error.
 */
export function ticketConflictOf(error: unknown): TicketConflict | null {
  if (!isApiError(error) || error.code !== 'ticket_edit_conflict') return null;
  const parsed = ticketConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/**
 * `DELETE /tickets/{id}`. A ticket with subtasks answers 409 `ticket_has_subtasks` (with
 * `count`) unless `query.subtasks` says what becomes of them: `delete` deletes them too,
 * `detach` keeps them as tickets of their own (docs/product.md#checklists-and-subtasks).
 */
export function deleteTicket(
  client: ApiClient,
  ticketUid: string,
  query: DeleteTicketQuery = {},
  opts: WorkspaceCallOptions = {},
): Promise<{ ok: true }> {
  return client.delete(ticketPath(ticketUid), { query, schema: reply('ticketDeletedSchema'), ...opts });
}

/**
 * `GET /tickets/{id}/activity`: a page of the history, newest first (`limit`, default 50, at
 * most 100); pass `next_cursor` back as `cursor` for the older entries.
 */
export function listTicketActivity(
  client: ApiClient,
  ticketUid: string,
  query: TicketActivityQuery = {},
  opts: WorkspaceCallOptions = {},
): Promise<TicketActivityPage> {
  const params: Record<string, string | number> = {};
  if (typeof query.limit === 'number' || typeof query.limit === 'string') params.limit = query.limit;
  if (query.cursor) params.cursor = query.cursor;
  return client.get(`${ticketPath(ticketUid)}/activity`, {
    query: params,
    schema: reply('ticketActivityPageSchema'),
    ...opts,
  });
}

/** `POST /tickets/{id}/share`: a read-only link's token (the same one while it is shared). */
export function shareTicket(
  client: ApiClient,
  ticketUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<TicketShare> {
  return client.post(`${ticketPath(ticketUid)}/share`, { schema: reply('ticketShareSchema'), ...opts });
}

/** `DELETE /tickets/{id}/share`: the link stops working. */
export function unshareTicket(
  client: ApiClient,
  ticketUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<TicketShare> {
  return client.delete(`${ticketPath(ticketUid)}/share`, { schema: reply('ticketShareSchema'), ...opts });
}

/**
 * `POST /tickets/{id}/reference-images` (multipart, field `files`): at most 10 images on a
 * ticket, 5 MB each (docs/product.md#tickets); answers the whole ticket.
 */
export function uploadReferenceImages(
  client: ApiClient,
  ticketUid: string,
  files: readonly File[],
  { reopenReview = false, ...opts }: WorkspaceCallOptions & ReopenReview = {},
): Promise<Ticket> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return client.post(`${ticketPath(ticketUid)}/reference-images`, {
    body: form,
    schema: reply('ticketSchema'),
    ...(reopenReview ? { query: { reopen_review: 'true' } } : {}),
    ...opts,
  });
}

/** An approved post's files change only when the caller chose to reopen its review (409 otherwise). */
export interface ReopenReview {
  reopenReview?: boolean;
}

/** `DELETE /tickets/{id}/reference-images/{imageUid}`: answers the whole ticket. */
export function deleteReferenceImage(
  client: ApiClient,
  ticketUid: string,
  imageUid: string,
  { reopenReview = false, ...opts }: WorkspaceCallOptions & ReopenReview = {},
): Promise<Ticket> {
  return client.delete(`${ticketPath(ticketUid)}/reference-images/${encodeURIComponent(imageUid)}`, {
    schema: reply('ticketSchema'),
    ...(reopenReview ? { query: { reopen_review: 'true' } } : {}),
    ...opts,
  });
}

/** `GET /tickets/tags/{projectId}`: the brand's tags, by name. */
export function listTags(
  client: ApiClient,
  projectId: string,
  opts: WorkspaceCallOptions = {},
): Promise<Tag[]> {
  return client.get(`/tickets/tags/${encodeURIComponent(projectId)}`, {
    schema: reply('tagListSchema'),
    ...opts,
  });
}

/** `POST /tickets/tags/{projectId}`: from the ticket form; an existing name answers that tag. */
export function createTag(
  client: ApiClient,
  projectId: string,
  body: CreateTagInput,
  opts: WorkspaceCallOptions = {},
): Promise<Tag> {
  return client.post(`/tickets/tags/${encodeURIComponent(projectId)}`, {
    body,
    schema: reply('tagSchema'),
    ...opts,
  });
}

/** `GET /tickets/milestones/{projectId}`: the brand's milestones, by name. */
export function listMilestones(
  client: ApiClient,
  projectId: string,
  opts: WorkspaceCallOptions = {},
): Promise<Milestone[]> {
  return client.get(`/tickets/milestones/${encodeURIComponent(projectId)}`, {
    schema: reply('milestoneListSchema'),
    ...opts,
  });
}

/** `POST /tickets/milestones/{projectId}`: from the ticket form. */
export function createMilestone(
  client: ApiClient,
  projectId: string,
  body: CreateMilestoneInput,
  opts: WorkspaceCallOptions = {},
): Promise<Milestone> {
  return client.post(`/tickets/milestones/${encodeURIComponent(projectId)}`, {
    body,
    schema: reply('milestoneSchema'),
    ...opts,
  });
}

/** `GET /workspaces/{id}/tickets/tags`: the tags of every brand the caller may see (filter bar). */
export function listWorkspaceTags(
  client: ApiClient,
  workspaceId: string,
  opts: WorkspaceCallOptions = {},
): Promise<Tag[]> {
  return client.get(`${workspaceTicketsPath(workspaceId)}/tags`, { schema: reply('tagListSchema'), ...opts });
}

/** `GET /workspaces/{id}/tickets/milestones`: the milestones of every brand the caller may see. */
export function listWorkspaceMilestones(
  client: ApiClient,
  workspaceId: string,
  opts: WorkspaceCallOptions = {},
): Promise<Milestone[]> {
  return client.get(`${workspaceTicketsPath(workspaceId)}/milestones`, {
    schema: reply('milestoneListSchema'),
    ...opts,
  });
}
