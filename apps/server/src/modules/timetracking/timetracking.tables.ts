/** Time entries (migration 0009). A running entry has `ended_at` null and `seconds` 0. */
export interface TimeEntriesTable {
  id: string;
  workspace_id: string;
  project_id: string;
  ticket_id: string;
  /** workspace_members.id */
  member_id: string;
  /** user.id: at most one running entry per user (a partial unique index). */
  user_id: string;
  started_at: string;
  ended_at: string | null;
  seconds: number;
  note: string | null;
  /** 0/1 */
  manual: number;
  created_at: string;
  updated_at: string;
}

export interface TimeTrackingTables {
  time_entries: TimeEntriesTable;
}
