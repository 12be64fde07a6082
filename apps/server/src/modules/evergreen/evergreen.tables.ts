import type { Generated } from 'kysely';

/** The evergreen queue's own tables (migration 0082). Booleans are 0/1 on both databases. */
export interface EvergreenSettingsTable {
  project_id: string;
  cooldown_days: number;
  max_repeats: number;
  approval_again: number;
  paused: number;
  updated_at: string;
}

export interface EvergreenPostsTable {
  ticket_id: string;
  workspace_id: string;
  project_id: string;
  /** Who marked it, and their user (whose membership makes its copies). */
  marked_by: string;
  marked_by_user: string;
  marked_at: string;
  repeats: Generated<number>;
  last_recycled_at: string | null;
  /** When it last came back, or was marked: the pick's order and the cooldown's start. */
  last_out_at: string;
  paused: Generated<number>;
  /** The text its copies take instead of its caption, chosen by hand. */
  variant: string | null;
}

export interface EvergreenCopiesTable {
  ticket_id: string;
  original_id: string;
  project_id: string;
  /** Its place among the original's returns ("recycled 2 of 3"). */
  position: number;
  /** The queue slot it was made for (one copy per slot). */
  slot_at: string;
  created_at: string;
}

export interface EvergreenTables {
  evergreen_settings: EvergreenSettingsTable;
  evergreen_posts: EvergreenPostsTable;
  evergreen_copies: EvergreenCopiesTable;
}
