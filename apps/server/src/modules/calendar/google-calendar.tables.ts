import type { ColumnType } from 'kysely';

/** Google Calendar, connected per person (migration 0029; docs/product.md#integrations). */
export interface GoogleCalendarConnectionsTable {
  id: string;
  user_id: string;
  account_email: string | null;
  calendar_id: string;
  calendar_name: string | null;
  time_zone: string;
  /** The `GoogleCalendarSecret` as JSON, sealed with the secrets key. */
  secret_sealed: string;
  status: 'connected' | 'broken';
  /** The scopes granted, space-separated (migration 0073); null when not known. */
  scopes: ColumnType<string | null, string | null | undefined, string | null>;
  last_error_code: string | null;
  last_error_message: string | null;
  last_error_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Which ticket's event lives in which connection's calendar. */
export interface GoogleCalendarEventsTable {
  ticket_id: string;
  workspace_id: string;
  connection_id: string;
  calendar_id: string;
  event_id: string;
  html_link: string | null;
  updated_at: string;
}

export interface GoogleCalendarStatesTable {
  /** SHA-256 (hex) of the state. */
  id: string;
  user_id: string;
  browser_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface GoogleCalendarTables {
  google_calendar_connections: GoogleCalendarConnectionsTable;
  google_calendar_events: GoogleCalendarEventsTable;
  google_calendar_states: GoogleCalendarStatesTable;
}
