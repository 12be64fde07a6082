import type { Generated } from 'kysely';

/** Recurring series and the occurrences they made (migration 0080): the recurring module's own tables. */
export interface RecurringSeriesTable {
  id: string;
  workspace_id: string;
  project_id: string;
  /** The template it was made from, if any (its body is kept here as it was). */
  template_id: string | null;
  /** JSON: `TemplateBody`. */
  body: string;
  /** The `RRULE` value, as `formatRecurrence` writes it. */
  rule: string;
  start_day: string;
  start_time: string;
  /** The brand's zone when the series was made: its occurrences keep to it. */
  zone: string;
  status: 'active' | 'paused' | 'ended';
  /** JSON `RecurringHolidays`, or null to keep no holidays (migration 0081). */
  holidays: string | null;
  /** The series it was split from ("this and following"). */
  split_from: string | null;
  /** Occurrences counted before its first (a split-off part goes on counting). */
  position_offset: Generated<number>;
  /** Why the series stopped itself (its creator can no longer make the brand's tickets). */
  paused_reason: string | null;
  /** The member who made it, and their user (whose membership makes the tickets). */
  created_by: string;
  created_by_user: string;
  created_at: string;
  updated_at: string;
}

export interface RecurringInstancesTable {
  series_id: string;
  day: string;
  /** 1-based place in the series ("3 of 10"). */
  position: number;
  ticket_id: string | null;
  /** The day its ticket went on (after a holiday move); null when on `day` or skipped. */
  on_day: string | null;
  created_at: string;
}

export interface RecurringTables {
  recurring_series: RecurringSeriesTable;
  recurring_instances: RecurringInstancesTable;
}
