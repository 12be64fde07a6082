import { z } from 'zod';
import { calendarDateSchema, dateTimeSchema, isoDateSchema } from './dates';
import { LIMITS } from './limits';
import { CONTENT_PILLAR_MAX } from './project.schema';
import { DEFAULT_PRIORITY, STATUS_FILTER_ALL, TICKET_STATUSES, type TicketStatus } from './tickets';
import {
  difficultySchema,
  postFormatSchema,
  postPlatformSchema,
  postPurposeSchema,
  prioritySchema,
  ticketStatusFilterSchema,
  ticketStatusSchema,
  ticketTypeSchema,
} from './tickets.schema';
import { httpUrlSchema } from './url';

/**
 * The tickets API contract (docs/product.md#ticket-fields). Field names are snake_case: `due_date`
 * is shown as dueDate, `canva_url` is the review link, `post_audience` is the Purpose. Tickets are
 * addressed by `uid`; `id` is the per-workspace number shown as `#128`.
 */

/** Calendar dates travel as `YYYY-MM-DD` (a due date has no time of day); see dates.ts. */
export { isoDateSchema };

const urlField = httpUrlSchema;
const shortText = (max: number) => z.string().trim().max(max);

export const TICKET_SUMMARY_MAX = 300;
export const TICKET_TEXT_MAX = 20_000;
export const TAG_NAME_MAX = 40;
export const MILESTONE_NAME_MAX = 80;
/** A ticket carries at most this many tags. */
export const TICKET_MAX_TAGS = 20;

/**
 * Estimates (docs/product.md#estimates): hours as a decimal number of hours, and an amount
 * that travels and is stored in the smallest currency unit (cents) but is typed and shown in
 * the main unit. These are the largest values a ticket takes.
 */
export const ESTIMATE_HOURS_MAX = 100_000;
/** The largest estimate amount, in the smallest currency unit (10,000,000,000.00 in the main unit). */
export const ESTIMATE_AMOUNT_MAX = 1_000_000_000_000;
/** Smallest currency units in one main unit (cents in a euro or a dollar). */
export const MINOR_UNITS_PER_MAIN_UNIT = 100;

/** An amount typed in the main unit (1250.5) as the API takes it (125050), rounded to a cent. */
export function amountToMinorUnits(amount: number): number {
  return Math.round(amount * MINOR_UNITS_PER_MAIN_UNIT);
}

/** An amount from the API (125050) in the main unit the form shows (1250.5). */
export function minorUnitsToAmount(minorUnits: number): number {
  return minorUnits / MINOR_UNITS_PER_MAIN_UNIT;
}

/**
 * A post's pillar (docs/product.md#ticket-fields): one of its brand's content pillars, by the
 * name the profile gives it (pillars have no ids of their own), or null for none.
 */
export const ticketPillarSchema = z.string().trim().min(1).max(CONTENT_PILLAR_MAX);
/** Why a pillar was refused (400 `validation_error`, path `pillar`). */
export const TICKET_PILLAR_MESSAGES = {
  unknown: "Choose one of the brand's content pillars.",
  notPost: 'Only a post has a pillar.',
} as const;

/** Reference images: the attachment limits, 5 MB each and at most 10 (docs/product.md#tickets). */
export const REFERENCE_IMAGE_MAX_BYTES = LIMITS.attachmentMaxBytes;
export const REFERENCE_IMAGE_MAX_FILES = LIMITS.attachmentMaxFiles;

export const personRefSchema = z.object({
  /** Workspace member uid. */
  uid: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  image: z.string().nullable(),
  /**
   * Present (true) for a person who exists here only as a Jira user (docs/product.md#seats):
   * assignable like anyone, marked in pickers, never a seat and never mailed.
   */
  from_jira: z.literal(true).optional(),
  /**
   * Present (true) for a workspace key's member (docs/product.md#api-keys): what a script or an
   * agent did through the key, shown as "*name* (via key)".
   */
  via_key: z.literal(true).optional(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

export const milestoneSchema = z.object({
  uid: z.string(),
  project_uid: z.string(),
  name: z.string(),
  due_date: isoDateSchema.nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;
export const milestoneListSchema = z.array(milestoneSchema);

export const tagSchema = z.object({
  uid: z.string(),
  project_uid: z.string(),
  name: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;
export const tagListSchema = z.array(tagSchema);

export const tagNameSchema = z.string().trim().min(1).max(TAG_NAME_MAX);
export const createTagSchema = z.object({ name: tagNameSchema });
export type CreateTagInput = z.infer<typeof createTagSchema>;
export const createMilestoneSchema = z.object({
  name: z.string().trim().min(1).max(MILESTONE_NAME_MAX),
  due_date: calendarDateSchema.nullable().optional(),
});
export type CreateMilestoneInput = z.infer<typeof createMilestoneSchema>;

/** Where a ticket was sent (docs/product.md#ticket-fields). */
export const ticketIntegrationSchema = z.object({
  type: z.string(),
  success: z.boolean(),
  project_integration_uid: z.string(),
});

/** `details`: what integrations and imports recorded; `post_details.caption` backs `caption`. */
export const ticketDetailsSchema = z.object({
  integrations: z.array(ticketIntegrationSchema),
  post_details: z.object({ caption: z.string().nullable() }).nullable(),
});
export type TicketDetails = z.infer<typeof ticketDetailsSchema>;

export const referenceImageSchema = z.object({
  uid: z.string(),
  /** Slugified file name (docs/product.md#comments-and-files). */
  name: z.string(),
  url: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type ReferenceImage = z.infer<typeof referenceImageSchema>;

/** A checklist's progress: items ticked of all (0 of 0 for a ticket without one). */
export const checklistProgressSchema = z.object({ done: z.number().int(), total: z.number().int() });
export type ChecklistProgress = z.infer<typeof checklistProgressSchema>;

/** The fields a list row needs: what the table, board and calendar show. */
export const ticketListItemSchema = z.object({
  uid: z.string(),
  /** Per-workspace number, shown as `#128`. */
  id: z.number().int(),
  workspace_uid: z.string(),
  project_uid: z.string(),
  project: z.object({ uid: z.string(), name: z.string(), slug: z.string() }),
  summary: z.string(),
  status: ticketStatusSchema,
  priority: prioritySchema,
  ticket_type: ticketTypeSchema,
  assignee: personRefSchema.nullable(),
  milestone: z.object({ uid: z.string(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  due_date: isoDateSchema.nullable(),
  post_platform: postPlatformSchema.nullable(),
  film_date: isoDateSchema.nullable(),
  posted_date: isoDateSchema.nullable(),
  /** Checklist progress (docs/product.md#checklists-and-subtasks). */
  checklist: checklistProgressSchema,
  /**
   * The recurring series that made it and its place there ("3 of 10": the total is the
   * series'); null for a ticket made otherwise (docs/product.md#recurring-tickets).
   */
  recurring: z.object({ series: z.string(), position: z.number().int() }).nullable(),
  created: z.string(),
  updated: z.string(),
});
export type TicketListItem = z.infer<typeof ticketListItemSchema>;

/** `GET /tickets/{id}`: every field. */
export const ticketSchema = ticketListItemSchema.extend({
  /** The brand slug again, where older clients read it. */
  projects: z.object({ slug: z.string() }),
  reporter: personRefSchema.nullable(),
  description: z.string(),
  details: ticketDetailsSchema,
  /** The post's notes (caption); the dialog falls back to `details.post_details.caption`. */
  caption: z.string().nullable(),
  post_format: postFormatSchema.nullable(),
  post_audience: postPurposeSchema.nullable(),
  /** One of the brand's content pillars, as the profile names it; null for none. */
  pillar: z.string().nullable(),
  live_link: z.string().nullable(),
  canva_url: z.string().nullable(),
  drive_raw_link: z.string().nullable(),
  drive_final_link: z.string().nullable(),
  difficulty: difficultySchema.nullable(),
  /** Seconds of tracked time. */
  total_spent: z.number().int(),
  hook: z.string().nullable(),
  hook_variation_1: z.string().nullable(),
  hook_variation_2: z.string().nullable(),
  hook_variation_3: z.string().nullable(),
  keyword_phrase: z.string().nullable(),
  reference_content: z.string().nullable(),
  reference_images: z.array(referenceImageSchema),
  /** Estimates (docs/product.md#estimates): hours and an amount in the smallest currency unit. */
  estimate_hours: z.number().nullable(),
  estimate_amount: z.number().int().nullable(),
  /** Only members see it; null when the ticket is not shared by link. */
  share_token: z.string().nullable(),
  /** When the assignee is reminded (ISO timestamp), for reminder tickets; null for none. */
  remind_at: z.string().nullable(),
  /** When the reminder was handled (sent, or skipped by status); null until then. */
  reminded_at: z.string().nullable(),
  /** What the caller may do: false for a read-only shared view. */
  can_edit: z.boolean(),
  /** A subtask's parent (docs/product.md#checklists-and-subtasks); null for a top-level ticket. */
  parent: z.object({ uid: z.string(), id: z.number().int(), summary: z.string() }).nullable(),
  /** Its subtasks: how many are closed of all (list them with `?parent=`). */
  subtasks: checklistProgressSchema,
});
export type Ticket = z.infer<typeof ticketSchema>;

/** A person as the public share view shows them: no e-mail, no member id. */
export const sharedPersonSchema = z.object({ name: z.string().nullable(), image: z.string().nullable() });

/**
 * `GET /tickets/{id}/shared/{token}`: what anyone holding the link may read. No e-mail
 * addresses, amounts or hours, reminder times, integration details or internal ids.
 */
export const sharedTicketSchema = ticketSchema
  .omit({
    workspace_uid: true,
    project_uid: true,
    project: true,
    assignee: true,
    reporter: true,
    milestone: true,
    details: true,
    reference_images: true,
    estimate_hours: true,
    estimate_amount: true,
    share_token: true,
    remind_at: true,
    reminded_at: true,
    can_edit: true,
    checklist: true,
    recurring: true,
    parent: true,
    subtasks: true,
  })
  .extend({
    project: z.object({ name: z.string(), slug: z.string() }),
    assignee: sharedPersonSchema.nullable(),
    reporter: sharedPersonSchema.nullable(),
    milestone: z.object({ name: z.string() }).nullable(),
    reference_images: z.array(referenceImageSchema.omit({ uid: true })),
    share_token: z.null(),
    can_edit: z.literal(false),
  });
export type SharedTicket = z.infer<typeof sharedTicketSchema>;

/** The editable fields; every one is optional on update (`PATCH`). */
export const ticketFieldsSchema = z.object({
  summary: z.string().trim().min(1).max(TICKET_SUMMARY_MAX),
  description: z.string().max(TICKET_TEXT_MAX),
  status: ticketStatusSchema,
  priority: prioritySchema,
  ticket_type: ticketTypeSchema,
  /** Workspace member uid, or null for unassigned. */
  assignee: z.string().nullable(),
  /** Milestone uid of the same brand, or null. */
  milestone: z.string().nullable(),
  /** Tag names; unknown names are created on the brand. */
  tags: z.array(tagNameSchema).max(TICKET_MAX_TAGS),
  due_date: calendarDateSchema.nullable(),
  caption: z.string().max(TICKET_TEXT_MAX).nullable(),
  post_platform: postPlatformSchema.nullable(),
  post_format: postFormatSchema.nullable(),
  post_audience: postPurposeSchema.nullable(),
  /** A post's pillar: one of its brand's content pillars now; null clears it. */
  pillar: ticketPillarSchema.nullable(),
  film_date: calendarDateSchema.nullable(),
  posted_date: calendarDateSchema.nullable(),
  live_link: urlField.nullable(),
  canva_url: urlField.nullable(),
  drive_raw_link: urlField.nullable(),
  drive_final_link: urlField.nullable(),
  difficulty: difficultySchema.nullable(),
  hook: shortText(1000).nullable(),
  hook_variation_1: shortText(1000).nullable(),
  hook_variation_2: shortText(1000).nullable(),
  hook_variation_3: shortText(1000).nullable(),
  keyword_phrase: shortText(200).nullable(),
  reference_content: z.string().max(TICKET_TEXT_MAX).nullable(),
  estimate_hours: z.number().min(0).max(ESTIMATE_HOURS_MAX).nullable(),
  estimate_amount: z.number().int().min(0).max(ESTIMATE_AMOUNT_MAX).nullable(),
  /** A reminder's time (ISO timestamp with offset); changing it re-arms the reminder. */
  remind_at: dateTimeSchema.nullable(),
});

/**
 * `POST /projects/{projectId}/tickets`: a summary; the rest takes the task defaults
 * (docs/product.md#tickets).
 */
/**
 * A subtask's parent (docs/product.md#checklists-and-subtasks): the uid of a top-level ticket
 * of the same brand; null makes it a top-level ticket again.
 */
export const ticketParentSchema = z.string().min(1).max(64).nullable();

/** Why a parent was refused (400 naming `parent`). */
export const SUBTASK_PARENT_MESSAGES = {
  self: 'A ticket cannot be its own subtask.',
  otherBrand: 'The parent must be a ticket of the same brand.',
  nested: 'Subtasks go one level deep: choose a top-level ticket as the parent.',
  hasSubtasks: 'This ticket has subtasks of its own, so it cannot become a subtask.',
} as const;

/** What a closed parent does with its open subtasks: close them the same way, or leave them open. */
export const SUBTASK_CLOSE_CHOICES = ['close', 'leave'] as const;
/** What deleting a parent does with its subtasks: delete them too, or keep them as tickets of their own. */
export const SUBTASK_DELETE_CHOICES = ['delete', 'detach'] as const;

export const createTicketSchema = ticketFieldsSchema.partial().extend({
  parent: ticketParentSchema.optional(),
  summary: ticketFieldsSchema.shape.summary,
  status: ticketStatusSchema.default('todo'),
  priority: prioritySchema.default(DEFAULT_PRIORITY),
  ticket_type: ticketTypeSchema.default('task'),
});
export type CreateTicketInput = z.input<typeof createTicketSchema>;

/**
 * `PATCH /tickets/{id}`: any subset of the fields, and optionally the precondition
 * `base_updated_at` (docs/product.md#edit-conflicts): the ticket's `updated` the change was
 * based on. When someone else changed one of these fields after it, the server answers 409
 * `ticket_edit_conflict` (`ticketConflictSchema`) and saves nothing.
 */
export const updateTicketSchema = ticketFieldsSchema.partial().extend({
  parent: ticketParentSchema.optional(),
  /**
   * Closing a ticket whose subtasks are still open asks first: without this the reply is 409
   * `ticket_has_open_subtasks` (with `open`, how many); `close` closes them with the same
   * status, `leave` leaves them open.
   */
  subtasks: z.enum(SUBTASK_CLOSE_CHOICES).optional(),
  base_updated_at: dateTimeSchema.optional(),
  /**
   * An approved post's content is locked (docs/product.md#approvals): a change of it is saved
   * only with this, and then its approval starts again. Without it: 409 `post_locked_approved`.
   */
  reopen_review: z.boolean().optional(),
});
export type UpdateTicketInput = z.infer<typeof updateTicketSchema>;
/** The ticket's own fields of an update, without its precondition. */
export type TicketFieldChanges = Omit<UpdateTicketInput, 'base_updated_at' | 'reopen_review'>;

/**
 * The 409 of `PATCH /tickets/{id}` with `base_updated_at`: one `details` entry per field that
 * someone else changed after the base (its `path` is the field's name), and the ticket as it
 * is now, so the client can show both versions.
 */
export const ticketConflictSchema = z.object({
  code: z.literal('ticket_edit_conflict'),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })),
  current: ticketSchema,
});
export type TicketConflict = z.infer<typeof ticketConflictSchema>;

/**
 * The question a parent's close or delete asks first (docs/product.md#checklists-and-subtasks):
 * 409 `ticket_has_open_subtasks` with `open`, how many are still open (answer with `subtasks`:
 * `close` or `leave`), or 409 `ticket_has_subtasks` with `count` (answer with `?subtasks=`
 * `delete` or `detach`).
 */
export const subtasksQuestionSchema = z.object({
  code: z.enum(['ticket_has_open_subtasks', 'ticket_has_subtasks']),
  message: z.string(),
  open: z.number().int().optional(),
  count: z.number().int().optional(),
});
export type SubtasksQuestion = z.infer<typeof subtasksQuestionSchema>;

/** `DELETE /tickets/{id}`: what becomes of its subtasks, when it has any. */
export const deleteTicketQuerySchema = z.object({ subtasks: z.enum(SUBTASK_DELETE_CHOICES).optional() });

/** The bulk change (`POST /workspaces/{id}/tickets/bulk`): status, assignee, due date, tags. */
export const BULK_MAX_TICKETS = 500;
export const bulkUpdateTicketsSchema = z.object({
  uids: z.array(z.string()).min(1).max(BULK_MAX_TICKETS),
  changes: z
    .object({
      status: ticketStatusSchema,
      assignee: z.string().nullable(),
      due_date: calendarDateSchema.nullable(),
      /** Tag names added to every ticket. */
      add_tags: z.array(tagNameSchema).max(TICKET_MAX_TAGS),
      /** Tag names removed from every ticket. */
      remove_tags: z.array(tagNameSchema).max(TICKET_MAX_TAGS),
    })
    .partial()
    .refine((changes) => Object.keys(changes).length > 0, 'Choose at least one change'),
  /**
   * Closing parents whose open subtasks are not among the tickets: close those subtasks too, or
   * leave them open; without it such a change is 409 `ticket_has_open_subtasks` (docs/product.md#checklists-and-subtasks).
   */
  subtasks: z.enum(['close', 'leave']).optional(),
});
export type BulkUpdateTicketsInput = z.infer<typeof bulkUpdateTicketsSchema>;
export const bulkUpdateResultSchema = z.object({ updated: z.number().int() });

/**
 * Sortable columns of the lists (docs/product.md#task-lists-and-filters): every column of the
 * table. `status` sorts in the statuses' fixed order; `summary`, `assignee` (name, else e-mail),
 * `brand` (name) and `tags` (the first tag name) sort by their text whatever its case, tickets
 * without an assignee or tags first when ascending.
 */
export const TICKET_SORT_FIELDS = [
  'updated',
  'created',
  'id',
  'due_date',
  'priority',
  'status',
  'summary',
  'ticket_type',
  'assignee',
  'brand',
  'tags',
] as const;
export type TicketSortField = (typeof TICKET_SORT_FIELDS)[number];
export const TICKET_SORT_ORDERS = ['asc', 'desc'] as const;
export const TICKET_PAGE_DEFAULT = 50;
export const TICKET_PAGE_MAX = 200;
/** The longest list cursor: a sort value of up to 300 characters (4 bytes each) in base64. */
export const TICKET_LIST_CURSOR_MAX = 2400;

/** The rank a status sorts by: its place in the fixed order (docs/product.md#ticket-types-and-statuses). */
export function statusRank(status: TicketStatus): number {
  return TICKET_STATUSES.indexOf(status);
}

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.length > 0) : value),
    z.array(item),
  );

/**
 * The list query (both lists). Multi-value filters travel comma-separated; every one is the
 * settings' filter of the same name (docs/product.md#task-lists-and-filters): status (or 'all'),
 * tags (names), projectFilter (brand uids; workspace list only), milestones (uids), teamFilter
 * (assignee member uids; `unassigned` for none), userFilter (reporter member uids), filter (text in
 * the summary or `#number`), ticket_type, updated_from/updated_to (updatedDateRange),
 * due_from/due_to (dueDateRange), post_platform.
 */
export const ticketListQuerySchema = z.object({
  status: ticketStatusFilterSchema.default(STATUS_FILTER_ALL),
  tags: csv(tagNameSchema).optional(),
  projectFilter: csv(z.string()).optional(),
  milestones: csv(z.string()).optional(),
  teamFilter: csv(z.string()).optional(),
  userFilter: csv(z.string()).optional(),
  filter: z.string().trim().max(200).optional(),
  /**
   * The search (the search box, the command palette): text in the summary, or a ticket's key
   * (`#128`, `128`), whose ticket then comes first (docs/product.md#ticket-addresses). With
   * `filter` too, a ticket must match both.
   */
  q: z.string().trim().max(200).optional(),
  ticket_type: csv(ticketTypeSchema).optional(),
  updated_from: calendarDateSchema.optional(),
  updated_to: calendarDateSchema.optional(),
  post_platform: csv(postPlatformSchema).optional(),
  /** Tickets due within these days, both ends included ("Due this week"). */
  due_from: calendarDateSchema.optional(),
  due_to: calendarDateSchema.optional(),
  /** Calendar windows: tickets whose calendar date (see `calendarDate`) falls in the range. */
  date_from: calendarDateSchema.optional(),
  date_to: calendarDateSchema.optional(),
  /** Only the subtasks of this ticket (its uid), oldest first when no sort is asked for. */
  parent: z.string().min(1).max(64).optional(),
  /** `true`: only top-level tickets, no subtasks (docs/product.md#checklists-and-subtasks). */
  top_level: z.enum(['true', 'false']).optional(),
  sort: z.enum(TICKET_SORT_FIELDS).default('updated'),
  order: z.enum(TICKET_SORT_ORDERS).default('desc'),
  limit: z.coerce.number().int().min(1).max(TICKET_PAGE_MAX).default(TICKET_PAGE_DEFAULT),
  /** Opaque; long enough for a page that ends on a 300-character summary (sort=summary). */
  cursor: z.string().max(TICKET_LIST_CURSOR_MAX).optional(),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

/** The value for teamFilter that matches tickets with no assignee. */
export const UNASSIGNED_FILTER = 'unassigned';

export const ticketPageSchema = z.object({
  items: z.array(ticketListItemSchema),
  next_cursor: z.string().nullable(),
});
export type TicketPage = z.infer<typeof ticketPageSchema>;

/** `GET …/tickets/counts`: tickets per status under the same filters (board column counts). */
export const ticketCountsSchema = z.object({
  total: z.number().int(),
  by_status: z.record(ticketStatusSchema, z.number().int()),
});
export type TicketCounts = z.infer<typeof ticketCountsSchema>;

/** One entry of a ticket's activity history. */
export const TICKET_ACTIVITY_KINDS = [
  'created',
  'status',
  'assignee',
  'priority',
  'due_date',
  'field',
] as const;
/** Outside tools that change tickets themselves, named in the ticket's history. */
export const TICKET_ACTIVITY_SOURCES = ['jira', 'approval', 'publishing', 'approvals'] as const;
export type TicketActivitySource = (typeof TICKET_ACTIVITY_SOURCES)[number];

export const ticketActivitySchema = z.object({
  uid: z.string(),
  kind: z.enum(TICKET_ACTIVITY_KINDS),
  field: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  actor: personRefSchema.nullable(),
  /**
   * Who changed it when no member did: 'jira' (a status moved in Jira; docs/product.md#integrations)
   * or 'approval' (someone outside acting on an approval link; docs/product.md#approval-links),
   * 'approvals' (an approval round's own timer: it expired; docs/product.md#approvals).
   */
  via: z.enum(TICKET_ACTIVITY_SOURCES).nullable(),
  /**
   * For 'approval': the person the link was sent to, as the sender named them (or their address);
   * for 'approvals': what the round did (`approval expired`).
   */
  via_name: z.string().nullable(),
  created: z.string(),
});
export type TicketActivity = z.infer<typeof ticketActivitySchema>;
export const ticketActivityListSchema = z.array(ticketActivitySchema);

/** `GET /tickets/{id}/activity` pages: `limit` per page (default and most). */
export const TICKET_ACTIVITY_PAGE_DEFAULT = 50;
export const TICKET_ACTIVITY_PAGE_MAX = 100;

export const ticketActivityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(TICKET_ACTIVITY_PAGE_MAX).default(TICKET_ACTIVITY_PAGE_DEFAULT),
  /** From `next_cursor` of the previous page. */
  cursor: z.string().max(500).optional(),
});
export type TicketActivityQuery = z.input<typeof ticketActivityQuerySchema>;

/**
 * `GET /tickets/{id}/activity`: newest first, `limit` at a time; `next_cursor` fetches the older
 * entries (null on the last page). The app shows them oldest first.
 */
export const ticketActivityPageSchema = z.object({
  items: ticketActivityListSchema,
  next_cursor: z.string().nullable(),
});
export type TicketActivityPage = z.infer<typeof ticketActivityPageSchema>;

/** `POST /tickets/{id}/share`: the read-only link's token (revoked with `DELETE`). */
export const ticketShareSchema = z.object({ share_token: z.string().nullable() });
export type TicketShare = z.infer<typeof ticketShareSchema>;

export const ticketDeletedSchema = z.object({ ok: z.literal(true) });

/** People a ticket can be assigned to: the workspace's joined members who are not external. */
export const assigneeListSchema = z.array(personRefSchema);

/**
 * Where a ticket sits on the calendar: posts on their posted date, else film date, else due
 * date; every other type on its due date. `field` is what a drag reschedules.
 */
export function calendarDate(
  ticket: Pick<TicketListItem, 'ticket_type' | 'due_date' | 'film_date' | 'posted_date'>,
): { date: string; field: 'due_date' | 'film_date' | 'posted_date' } | null {
  if (ticket.ticket_type === 'post') {
    if (ticket.posted_date) return { date: ticket.posted_date, field: 'posted_date' };
    if (ticket.film_date) return { date: ticket.film_date, field: 'film_date' };
  }
  return ticket.due_date ? { date: ticket.due_date, field: 'due_date' } : null;
}

/**
 * The task dialog's reading of a ticket (docs/product.md#tickets): caption falls back to the post
 * caption.
 */
export function ticketCaption(ticket: Pick<Ticket, 'caption' | 'details'>): string | null {
  return ticket.caption ?? ticket.details.post_details?.caption ?? null;
}
