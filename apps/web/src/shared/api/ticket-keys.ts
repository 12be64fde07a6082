import type { TicketListQuery } from '@expertos/domain/ticket.schema';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The one factory of ticket query keys. It lives in shared/ because many features cache
 * something about a ticket (its comments, time, recordings, approvals, brand check) and
 * features never import each other: every ticket key of the app comes from here, none is
 * written by hand.
 *
 * Two trees. Everything a workspace lists (lists, counts, the options of its filters) starts
 * with `ticketKeys.workspace`, so one invalidation after a change refreshes all of it. Everything
 * about one ticket (its detail, history, comments…) starts with `ticketKeys.ticket`, so a
 * deleted ticket is forgotten with all that hangs under it.
 */
export const ticketKeys = {
  workspace: (workspaceUid: string) => ['workspaces', workspaceUid, 'tickets'] as const,
  /** Every list of the workspace, whatever its shape: table pages, board columns, calendar windows. */
  lists: (workspaceUid: string) => [...ticketKeys.workspace(workspaceUid), 'list'] as const,
  /** The table's pages (and a member's tickets): `scope` is one of `ticketScopes`. */
  list: (workspaceUid: string, scope: string, query: TicketListQuery) =>
    [...ticketKeys.lists(workspaceUid), scope, query] as const,
  /**
   * One board column's pages. A list too, so a change refreshes it with the others; apart from
   * the table's because the cache shapes may differ.
   */
  boardColumn: (workspaceUid: string, scope: string, query: TicketListQuery) =>
    ticketKeys.list(workspaceUid, `${scope}:kanban`, query),
  /** One calendar window: every page of its dates in one entry (not the table's shape). */
  calendarWindow: (workspaceUid: string, scope: string, query: TicketListQuery) =>
    ticketKeys.list(workspaceUid, `${scope}:calendar`, query),
  /**
   * A ticket's subtasks, oldest first (docs/product.md#checklists-and-subtasks): among the lists,
   * so every change of a ticket reads it again and shows a new status in it at once.
   */
  subtasks: (workspaceUid: string, parentUid: string) =>
    [...ticketKeys.lists(workspaceUid), 'subtasks', parentUid] as const,
  /** The top-level tickets of a brand a ticket may become a subtask of, by the words searched. */
  parentCandidates: (workspaceUid: string, projectUid: string, text: string) =>
    [...ticketKeys.workspace(workspaceUid), 'parents', projectUid, text] as const,
  /** The brand's tickets "Add a ticket" of a content series offers, by the words searched. */
  seriesCandidates: (workspaceUid: string, projectUid: string, text: string) =>
    [...ticketKeys.workspace(workspaceUid), 'series-candidates', projectUid, text] as const,
  /** Every count of the workspace (the board's columns, a member's open tickets). */
  allCounts: (workspaceUid: string) => [...ticketKeys.workspace(workspaceUid), 'counts'] as const,
  counts: (workspaceUid: string, scope: string, query: TicketListQuery) =>
    [...ticketKeys.allCounts(workspaceUid), scope, query] as const,
  /** The ticket a typed number (`?task=128`) names. */
  byNumber: (workspaceUid: string, number: number) =>
    [...ticketKeys.workspace(workspaceUid), 'by-key', number] as const,
  /** The posts waiting for approval in the workspace's brands (badges, "Waiting on me"). */
  openApprovals: (workspaceUid: string) => [...ticketKeys.workspace(workspaceUid), 'open-approvals'] as const,
  /** The command palette's search. */
  palette: (workspaceUid: string, text: string) =>
    [...ticketKeys.workspace(workspaceUid), 'palette', text] as const,
  assignees: (workspaceUid: string) => [...ticketKeys.workspace(workspaceUid), 'assignees'] as const,
  tags: (workspaceUid: string, scope: string) =>
    [...ticketKeys.workspace(workspaceUid), 'tags', scope] as const,
  /** The milestones of every scope of the workspace. */
  allMilestones: (workspaceUid: string) => [...ticketKeys.workspace(workspaceUid), 'milestones'] as const,
  milestones: (workspaceUid: string, scope: string) =>
    [...ticketKeys.allMilestones(workspaceUid), scope] as const,

  /** Every ticket's detail, and everything under each. */
  details: () => ['tickets'] as const,
  /** One ticket's detail (`GET /tickets/{id}`): what the dialog and the page show. */
  ticket: (ticketUid: string) => ['tickets', ticketUid] as const,
  /** The ticket as a share link shows it to someone who is not a member. */
  shared: (ticketUid: string, token: string | null) =>
    [...ticketKeys.ticket(ticketUid), 'shared', token] as const,
  activity: (ticketUid: string) => [...ticketKeys.ticket(ticketUid), 'activity'] as const,
  comments: (ticketUid: string) => [...ticketKeys.ticket(ticketUid), 'comments'] as const,
  /** The ticket's checklist, its items in order (docs/product.md#checklists-and-subtasks). */
  checklist: (ticketUid: string) => [...ticketKeys.ticket(ticketUid), 'checklist'] as const,
  /** Every list of the ticket's comments anchored to one recording or image (under its comments: refreshed with them). */
  anchoredComments: (ticketUid: string) => [...ticketKeys.comments(ticketUid), 'anchored'] as const,
  /** The comments anchored to this recording (its timeline) or image (its pins). */
  commentsAt: (ticketUid: string, targetUid: string) =>
    [...ticketKeys.anchoredComments(ticketUid), targetUid] as const,
  timeEntries: (ticketUid: string) => [...ticketKeys.ticket(ticketUid), 'timetracking'] as const,
  videos: (ticketUid: string) => [...ticketKeys.ticket(ticketUid), 'videos'] as const,
  approvals: (ticketUid: string) => [...ticketKeys.ticket(ticketUid), 'approvals'] as const,
  /** Where the ticket was sent (its integration deliveries). */
  deliveries: (ticketUid: string) => [...ticketKeys.ticket(ticketUid), 'deliveries'] as const,
  /** The ticket in each Jira integration of its brand: its epic and the issue it became. */
  jira: (ticketUid: string) => [...ticketKeys.ticket(ticketUid), 'jira'] as const,
  /** The post's publications, one per channel (docs/product.md#publishing). */
  publications: (ticketUid: string) => [...ticketKeys.ticket(ticketUid), 'publications'] as const,
  /** The files the post can carry (its reference images, each with its own file route). */
  publishingMedia: (ticketUid: string) => [...ticketKeys.ticket(ticketUid), 'publishing-media'] as const,
  /** A post's saved variants (each network's words, approved with it). */
  savedVariants: (ticketUid: string) => [...ticketKeys.ticket(ticketUid), 'saved-variants'] as const,
  /** The brand check of one version of the post (`updated`): a new version is checked afresh. */
  brandCheck: (ticketUid: string, updated: string) =>
    [...ticketKeys.ticket(ticketUid), 'brand-check', updated] as const,
  /**
   * The AI part of the post's brand check as last asked for (a click that spends tokens, never
   * fetched by itself): the brand check keeps its answer here, the Pillar field reads the pillar
   * it found.
   */
  aiBrandCheck: (ticketUid: string) => [...ticketKeys.ticket(ticketUid), 'ai-brand-check'] as const,
  /** The post's place in its brand's evergreen queue: marked, or a copy (docs/product.md#evergreen). */
  evergreen: (ticketUid: string) => [...ticketKeys.ticket(ticketUid), 'evergreen'] as const,
  /** The content series the ticket is in and its place there (docs/product.md#content-series). */
  contentSeries: (ticketUid: string) => [...ticketKeys.ticket(ticketUid), 'content-series'] as const,
  /** The ticket's Google Calendar event, per version; outside the ticket's tree, as it always was. */
  calendarEvent: (ticketUid: string, updated: string) =>
    ['ticket-calendar-event', ticketUid, updated] as const,

  /** The brand's posts that "Save into a post" offers (AI), whatever the search. */
  postsToSaveInto: (projectUid: string) => ['projects', projectUid, 'ai-posts'] as const,
  postsToSaveIntoFound: (projectUid: string, search: string) =>
    [...ticketKeys.postsToSaveInto(projectUid), search] as const,
  /** The brand's posts a voice may take as samples, whatever the search. */
  samplePosts: (projectUid: string) => ['projects', projectUid, 'post-tickets'] as const,
  samplePostsFound: (projectUid: string, search: string) =>
    [...ticketKeys.samplePosts(projectUid), search] as const,
};

/** The scope part of a list's, count's or option's key: which tickets it is about. */
export const ticketScopes = {
  /** Every brand of the workspace the person may see (`/tasks`). */
  workspace: 'workspace',
  project: (projectUid: string) => `project:${projectUid}`,
  /** The tickets assigned to one member (their profile). */
  member: (memberUid: string) => `member:${memberUid}`,
} as const;

/** Any ticket query: a workspace's lists, counts and options, or one ticket and what hangs under it. */
export function isTicketKey(key: QueryKey): boolean {
  return key[0] === 'tickets' || (key[0] === 'workspaces' && key[2] === 'tickets');
}

/** A ticket list (`ticketKeys.lists`) of the workspace, or of any workspace when none is named. */
export function isTicketListKey(key: QueryKey, workspaceUid?: string): boolean {
  return (
    key[0] === 'workspaces' &&
    key[2] === 'tickets' &&
    key[3] === 'list' &&
    (workspaceUid === undefined || key[1] === workspaceUid)
  );
}

/** One ticket's detail itself (`ticketKeys.ticket`), not what hangs under it. */
export function isTicketDetailKey(key: QueryKey): boolean {
  return key.length === 2 && key[0] === 'tickets';
}
