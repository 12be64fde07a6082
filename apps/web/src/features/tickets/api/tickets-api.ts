import {
  bulkUpdateTickets,
  countProjectTickets,
  countWorkspaceTickets,
  createMilestone,
  createTag,
  createTicket,
  deleteReferenceImage,
  deleteTicket,
  fetchReferenceImage,
  getSharedTicket,
  getTicket,
  listAssignees,
  listMilestones,
  listProjectTickets,
  listTags,
  listTicketActivity,
  listWorkspaceMilestones,
  listWorkspaceTags,
  listWorkspaceTickets,
  shareTicket,
  unshareTicket,
  updateTicket,
  uploadReferenceImages,
} from '@expertos/api-client/tickets';
import type {
  BulkUpdateTicketsInput,
  CreateMilestoneInput,
  CreateTagInput,
  CreateTicketInput,
  TicketListQuery,
  UpdateTicketInput,
} from '@expertos/domain/ticket.schema';
import { api } from '@/shared/api/client';
import { sharedAsTicket } from './shared-ticket';

/**
 * Every tickets call of the web app, replaced in tests with `vi.spyOn(ticketsApi, 'get')`.
 * Quiet (the client's default): each screen shows its own failure where it happened.
 */
export const ticketsApi = {
  listWorkspace: (workspaceUid: string, query: TicketListQuery, signal?: AbortSignal) =>
    listWorkspaceTickets(api, workspaceUid, query, { signal }),
  listProject: (projectUid: string, query: TicketListQuery, signal?: AbortSignal) =>
    listProjectTickets(api, projectUid, query, { signal }),
  countWorkspace: (workspaceUid: string, query: TicketListQuery, signal?: AbortSignal) =>
    countWorkspaceTickets(api, workspaceUid, query, { signal }),
  countProject: (projectUid: string, query: TicketListQuery, signal?: AbortSignal) =>
    countProjectTickets(api, projectUid, query, { signal }),
  assignees: (workspaceUid: string) => listAssignees(api, workspaceUid),
  bulkUpdate: (workspaceUid: string, input: BulkUpdateTicketsInput) =>
    bulkUpdateTickets(api, workspaceUid, input),
  create: (projectUid: string, input: CreateTicketInput) => createTicket(api, projectUid, input),
  get: (ticketUid: string, signal?: AbortSignal) => getTicket(api, ticketUid, { signal }),
  getShared: async (ticketUid: string, token: string) =>
    sharedAsTicket(await getSharedTicket(api, ticketUid, token)),
  update: (ticketUid: string, change: UpdateTicketInput) => updateTicket(api, ticketUid, change),
  remove: (ticketUid: string) => deleteTicket(api, ticketUid),
  /** A page of the history, newest first; `cursor` (a page's `next_cursor`) for the older entries. */
  activity: (ticketUid: string, cursor?: string | null, signal?: AbortSignal) =>
    listTicketActivity(api, ticketUid, cursor ? { cursor } : {}, { signal }),
  share: (ticketUid: string) => shareTicket(api, ticketUid),
  unshare: (ticketUid: string) => unshareTicket(api, ticketUid),
  uploadReferenceImages: (ticketUid: string, files: readonly File[]) =>
    uploadReferenceImages(api, ticketUid, files),
  deleteReferenceImage: (ticketUid: string, imageUid: string) =>
    deleteReferenceImage(api, ticketUid, imageUid),
  /** A reference image's bytes, with the bearer token (a plain `<img src>` would not send it). */
  referenceImage: (url: string, signal?: AbortSignal) => fetchReferenceImage(api, url, { signal }),
  tags: (projectUid: string) => listTags(api, projectUid),
  createTag: (projectUid: string, input: CreateTagInput) => createTag(api, projectUid, input),
  milestones: (projectUid: string) => listMilestones(api, projectUid),
  createMilestone: (projectUid: string, input: CreateMilestoneInput) =>
    createMilestone(api, projectUid, input),
  workspaceTags: (workspaceUid: string) => listWorkspaceTags(api, workspaceUid),
  workspaceMilestones: (workspaceUid: string) => listWorkspaceMilestones(api, workspaceUid),
};

/**
 * Query keys. Every ticket query of a workspace starts with `ticketsKeyPrefix`, so one
 * invalidation after a change refreshes every list, count and ticket of that workspace.
 */
export const ticketsKeyPrefix = (workspaceUid: string) => ['workspaces', workspaceUid, 'tickets'] as const;
export const ticketKeys = {
  list: (workspaceUid: string, scope: string, query: TicketListQuery) =>
    [...ticketsKeyPrefix(workspaceUid), 'list', scope, query] as const,
  counts: (workspaceUid: string, scope: string, query: TicketListQuery) =>
    [...ticketsKeyPrefix(workspaceUid), 'counts', scope, query] as const,
  ticket: (ticketUid: string) => ['tickets', ticketUid] as const,
  activity: (ticketUid: string) => ['tickets', ticketUid, 'activity'] as const,
  assignees: (workspaceUid: string) => [...ticketsKeyPrefix(workspaceUid), 'assignees'] as const,
  tags: (workspaceUid: string, scope: string) => [...ticketsKeyPrefix(workspaceUid), 'tags', scope] as const,
  milestones: (workspaceUid: string, scope: string) =>
    [...ticketsKeyPrefix(workspaceUid), 'milestones', scope] as const,
};
