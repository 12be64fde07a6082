import {
  type Milestone,
  type PersonRef,
  type ReferenceImage,
  type Tag,
  TICKET_ACTIVITY_SOURCES,
  type Ticket,
  type TicketActivity,
  type TicketDetails,
  type TicketListItem,
  ticketDetailsSchema,
} from '@expertos/domain/ticket.schema';
import { fromDbJson } from '../../db/portable.js';
import type { MilestoneRow, TagRow } from './ticket-labels.repository.js';
import type { ListRow } from './ticket-list.repository.js';

import type { ActivityRow, FullTicketRow, ImageRow } from './tickets.repository.js';

const NO_DETAILS: TicketDetails = { integrations: [], post_details: null };

/** `details` as integrations and imports wrote it; anything unreadable reads as none. */
function readDetails(text: string): TicketDetails {
  const parsed = ticketDetailsSchema.safeParse(fromDbJson<unknown>(text, NO_DETAILS));
  return parsed.success ? parsed.data : NO_DETAILS;
}

/** The page's people, brands, milestones and tags, each loaded once for the whole page. */
export interface PageLookups {
  people: Map<string, PersonRef>;
  projects: Map<string, { uid: string; name: string; slug: string }>;
  milestones: Map<string, { uid: string; name: string }>;
  tags: Map<string, string[]>;
}

/** A ticket's place in the recurring series that made it ("3 of 10"), or null. */
function recurringOf(row: { series_id: string | null; series_position: number | null }) {
  return row.series_id && row.series_position !== null
    ? { series: row.series_id, position: Number(row.series_position) }
    : null;
}

export function toListItem(row: ListRow, lookups: PageLookups): TicketListItem {
  const project = lookups.projects.get(row.project_id);
  return {
    uid: row.id,
    id: row.number,
    workspace_uid: row.workspace_id,
    project_uid: row.project_id,
    project: project ?? { uid: row.project_id, name: '', slug: '' },
    summary: row.summary,
    status: row.status,
    priority: row.priority,
    ticket_type: row.ticket_type,
    assignee: (row.assignee_id && lookups.people.get(row.assignee_id)) || null,
    milestone: (row.milestone_id && lookups.milestones.get(row.milestone_id)) || null,
    tags: lookups.tags.get(row.id) ?? [],
    due_date: row.due_date,
    post_platform: row.post_platform,
    film_date: row.film_date,
    posted_date: row.posted_date,
    checklist: { done: Number(row.checklist_done), total: Number(row.checklist_total) },
    recurring: recurringOf(row),
    created: row.created_at,
    updated: row.updated_at,
  };
}

/** Where a reference image is served to those who may see its ticket (send the bearer token). */
export const referenceImageUrl = (ticketId: string, imageId: string): string =>
  `/api/tickets/${encodeURIComponent(ticketId)}/images/${encodeURIComponent(imageId)}/file`;

/** Where a shared ticket's reference image is served to whoever holds the share link. */
export const sharedReferenceImageUrl = (ticketId: string, token: string, imageId: string): string =>
  `/api/tickets/${encodeURIComponent(ticketId)}/shared/${encodeURIComponent(token)}/images/${encodeURIComponent(imageId)}/file`;

export function toReferenceImage(row: ImageRow): ReferenceImage {
  return {
    uid: row.id,
    name: row.name,
    url: referenceImageUrl(row.ticket_id, row.id),
    size: row.size,
    content_type: row.content_type,
  };
}

export interface TicketExtras {
  tags: string[];
  images: ImageRow[];
  people: Map<string, PersonRef>;
  /** False for the read-only view of a ticket shared by link (and its token is not shown). */
  canEdit: boolean;
  /** A subtask's parent, and its own subtasks' progress (docs/product.md#checklists-and-subtasks). */
  parent: Ticket['parent'];
  subtasks: Ticket['subtasks'];
}

/** `GET /tickets/{ticketId}`: every field under its API names (docs/product.md#ticket-fields). */
export function toTicket(row: FullTicketRow, extras: TicketExtras): Ticket {
  const person = (id: string | null) => (id && extras.people.get(id)) || null;
  return {
    uid: row.id,
    id: row.number,
    workspace_uid: row.workspace_id,
    project_uid: row.project_id,
    project: { uid: row.project_id, name: row.project_name, slug: row.project_slug },
    projects: { slug: row.project_slug },
    summary: row.summary,
    status: row.status,
    priority: row.priority,
    ticket_type: row.ticket_type,
    assignee: person(row.assignee_id),
    reporter: person(row.reporter_id),
    milestone:
      row.milestone_id && row.milestone_name !== null
        ? { uid: row.milestone_id, name: row.milestone_name }
        : null,
    tags: extras.tags,
    due_date: row.due_date,
    post_platform: row.post_platform,
    film_date: row.film_date,
    posted_date: row.posted_date,
    checklist: { done: Number(row.checklist_done), total: Number(row.checklist_total) },
    recurring: recurringOf(row),
    created: row.created_at,
    updated: row.updated_at,
    description: row.description,
    details: readDetails(row.details),
    caption: row.caption,
    post_format: row.post_format,
    post_audience: row.post_audience,
    pillar: row.pillar,
    live_link: row.live_link,
    canva_url: row.canva_url,
    drive_raw_link: row.drive_raw_link,
    drive_final_link: row.drive_final_link,
    difficulty: row.difficulty,
    total_spent: row.total_spent,
    hook: row.hook,
    hook_variation_1: row.hook_variation_1,
    hook_variation_2: row.hook_variation_2,
    hook_variation_3: row.hook_variation_3,
    keyword_phrase: row.keyword_phrase,
    reference_content: row.reference_content,
    reference_images: extras.images.map(toReferenceImage),
    estimate_hours: row.estimate_hours,
    // bigint: pg answers it as text.
    estimate_amount: row.estimate_amount === null ? null : Number(row.estimate_amount),
    share_token: extras.canEdit ? row.share_token : null,
    remind_at: row.remind_at,
    reminded_at: row.reminded_at,
    can_edit: extras.canEdit,
    parent: extras.parent,
    subtasks: extras.subtasks,
  };
}

function withoutJiraMark({ from_jira: _fromJira, ...person }: PersonRef): PersonRef {
  return person;
}

export function toTag(row: TagRow): Tag {
  return { uid: row.id, project_uid: row.project_id, name: row.name };
}

export function toMilestone(row: MilestoneRow): Milestone {
  return { uid: row.id, project_uid: row.project_id, name: row.name, due_date: row.due_date };
}

/** A history entry; `people` are the page's actors (a member who left is shown as no one). */
export function toActivity(row: ActivityRow, people: Map<string, PersonRef>): TicketActivity {
  const actor = row.actor_id ? people.get(row.actor_id) : undefined;
  return {
    uid: row.id,
    kind: row.kind,
    field: row.field,
    from: row.from_value,
    to: row.to_value,
    // The history names who acted, never whether they came from Jira (that mark is for pickers).
    actor: actor ? withoutJiraMark(actor) : null,
    via: TICKET_ACTIVITY_SOURCES.find((source) => source === row.via) ?? null,
    via_name: row.via_name ?? null,
    created: row.created_at,
  };
}
