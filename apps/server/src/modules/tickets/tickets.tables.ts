import type {
  PostFormat,
  PostPlatform,
  PostPurpose,
  Priority,
  TicketStatus,
  TicketType,
} from '@expertos/domain/tickets';
import type { Generated } from 'kysely';

/** Tickets and their satellites (migration 0007). Dates are `YYYY-MM-DD`, timestamps ISO text. */
export interface TicketCountersTable {
  workspace_id: string;
  last_number: number;
}

export interface MilestonesTable {
  id: string;
  project_id: string;
  name: string;
  /** Lower-cased name (unique per brand). */
  name_key: string;
  due_date: string | null;
  created_at: string;
}

export interface TicketTagsTable {
  id: string;
  project_id: string;
  name: string;
  name_key: string;
  created_at: string;
}

export interface TicketsTable {
  /** The ticket uid. */
  id: string;
  workspace_id: string;
  project_id: string;
  /** The per-workspace number shown as `#128` (the API's `id`). */
  number: number;
  summary: string;
  summary_key: string;
  description: string;
  status: TicketStatus;
  status_rank: number;
  priority: Priority;
  ticket_type: TicketType;
  assignee_id: string | null;
  reporter_id: string | null;
  milestone_id: string | null;
  due_date: string | null;
  due_sort: string;
  caption: string | null;
  /** JSON: { integrations: [...], post_details: { caption } | null }. */
  details: string;
  post_platform: PostPlatform | null;
  post_format: PostFormat | null;
  post_audience: PostPurpose | null;
  /** One of the brand's content pillars, by the name the profile gave it when chosen (migration 0046). */
  pillar: string | null;
  film_date: string | null;
  posted_date: string | null;
  calendar_date: string | null;
  live_link: string | null;
  canva_url: string | null;
  drive_raw_link: string | null;
  drive_final_link: string | null;
  difficulty: 'easy' | 'medium' | 'hard' | null;
  total_spent: number;
  hook: string | null;
  hook_variation_1: string | null;
  hook_variation_2: string | null;
  hook_variation_3: string | null;
  keyword_phrase: string | null;
  reference_content: string | null;
  estimate_hours: number | null;
  /** bigint: pg returns it as a string; read it through Number(). */
  estimate_amount: number | string | null;
  share_token: string | null;
  /** When to remind the assignee (ISO timestamp); null for none. */
  remind_at: string | null;
  /** Set once the reminder was handled: the idempotent marker (docs/product.md#reminders). */
  reminded_at: string | null;
  /** Checklist items ticked and in all (migration 0077), kept with the items. */
  checklist_done: Generated<number>;
  checklist_total: Generated<number>;
  /** The parent ticket of a subtask (same brand, one level deep; migration 0078). */
  parent_id: Generated<string | null>;
  /** The template it was made from, if any (migration 0079); kept when the template goes. */
  template_id: Generated<string | null>;
  /** The recurring series that made it and its place there (migration 0081); kept when the series goes. */
  series_id: Generated<string | null>;
  series_position: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

/** One item of a ticket's checklist (migration 0077). */
export interface TicketChecklistItemsTable {
  id: string;
  ticket_id: string;
  position: number;
  text: string;
  /** 0 or 1 (SQLite has no booleans). */
  done: number;
  done_by: string | null;
  done_at: string | null;
  assignee_id: string | null;
  due_date: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface TicketTagLinksTable {
  ticket_id: string;
  tag_id: string;
}

export interface TicketActivityTable {
  id: string;
  ticket_id: string;
  actor_id: string | null;
  kind: 'created' | 'status' | 'assignee' | 'priority' | 'due_date' | 'field';
  field: string | null;
  from_value: string | null;
  to_value: string | null;
  /** Who made the change when no member did: 'jira' (its webhook; migration 0027). */
  via: string | null;
  /** For `via = 'approval'`: the outside person who acted on the link (migration 0032). */
  via_name: string | null;
  created_at: string;
}

export interface TicketReferenceImagesTable {
  id: string;
  ticket_id: string;
  /** The ticket's brand, copied for the brand's Library (a ticket never changes brand). */
  project_id: string;
  storage_key: string;
  name: string;
  size: number;
  content_type: string;
  created_at: string;
}

/**
 * A workspace's list version, raised by triggers whenever a row a ticket list shows changes
 * (db/migrations/0020-list-versions.ts). Read by the list cache; never written by the app.
 */
export interface ListVersionsTable {
  workspace_id: string;
  /** bigint: PostgreSQL hands it over as text. */
  version: number | string;
}

export interface TicketTables {
  list_versions: ListVersionsTable;
  ticket_counters: TicketCountersTable;
  milestones: MilestonesTable;
  ticket_tags: TicketTagsTable;
  tickets: TicketsTable;
  ticket_tag_links: TicketTagLinksTable;
  ticket_activity: TicketActivityTable;
  ticket_reference_images: TicketReferenceImagesTable;
  ticket_checklist_items: TicketChecklistItemsTable;
}
