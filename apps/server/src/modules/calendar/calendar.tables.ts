import type { GoogleCalendarTables } from './google-calendar.tables.js';

/** Calendar feeds (migration 0025; docs/product.md#calendar-feeds). */
export interface CalendarFeedsTable {
  id: string;
  workspace_id: string;
  user_id: string;
  project_id: string | null;
  /** SHA-256 (hex) of the address's token: how a fetch finds its feed. */
  token_hash: string;
  /** The token sealed with the secrets key, to show the address again. */
  token_sealed: string;
  created_at: string;
  revoked_at: string | null;
}

export interface CalendarTables extends GoogleCalendarTables {
  calendar_feeds: CalendarFeedsTable;
}
