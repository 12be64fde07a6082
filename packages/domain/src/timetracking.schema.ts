import { z } from 'zod';
import { calendarDateSchema, calendarDayTime, dateTimeSchema, isoDateSchema, timeZoneSchema } from './dates';
import { personRefSchema } from './ticket.schema';

/**
 * Time tracking (docs/product.md#time). A member runs at
 * most one timer at a time (a running entry has `ended_at` null); starting a timer on another
 * ticket stops the running one first. Manual entries are added and edited afterwards. A
 * ticket's `total_spent` is the sum of its finished entries, in seconds.
 */

/** The longest single entry: 24 hours. */
export const TIME_ENTRY_MAX_SECONDS = 24 * 60 * 60;
export const TIME_ENTRY_NOTE_MAX = 500;

export const timeEntrySchema = z.object({
  uid: z.string(),
  ticket: z.object({
    uid: z.string(),
    /** The per-workspace number, `#128`. */
    id: z.number().int(),
    summary: z.string(),
    project: z.object({ uid: z.string(), name: z.string(), slug: z.string() }),
  }),
  workspace_uid: z.string(),
  person: personRefSchema,
  started_at: z.string(),
  /** Null while the timer runs. */
  ended_at: z.string().nullable(),
  /** Seconds, up to now for a running timer (the client adds the time since it fetched). */
  seconds: z.number().int(),
  note: z.string().nullable(),
  /** Added by hand rather than by the timer. */
  manual: z.boolean(),
  running: z.boolean(),
  /** The caller's own entry, or the caller is a workspace admin. */
  can_edit: z.boolean(),
  created: z.string(),
  updated: z.string(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;
export const timeEntryListSchema = z.array(timeEntrySchema);

/**
 * `GET /workspaces/{id}/timetracking/entries` (docs/product.md#time), polled every 10 s for the header
 * timer: `hasTimeTracking` is true while the caller has a timer running in this workspace;
 * `entries` are the caller's entries in this workspace, the running one first, then the most
 * recent (at most 20).
 */
export const timeTrackingStateSchema = z.object({
  hasTimeTracking: z.boolean(),
  entries: timeEntryListSchema,
});
export type TimeTrackingState = z.infer<typeof timeTrackingStateSchema>;

/** `GET /tickets/{id}/timetracking/entries`: everyone's entries on the ticket, newest first. */
export const ticketTimeSchema = z.object({
  /** Finished entries, seconds (the ticket's `total_spent`). */
  total_spent: z.number().int(),
  entries: timeEntryListSchema,
});
export type TicketTime = z.infer<typeof ticketTimeSchema>;

/** A manual entry: when it started and how long it lasted. */
export const createTimeEntrySchema = z.object({
  started_at: dateTimeSchema,
  seconds: z.number().int().min(60, 'An entry is at least one minute').max(TIME_ENTRY_MAX_SECONDS),
  note: z.string().trim().max(TIME_ENTRY_NOTE_MAX).nullable().optional(),
});
export type CreateTimeEntryInput = z.infer<typeof createTimeEntrySchema>;

/** Editing a finished entry (a running one can only be stopped). */
export const updateTimeEntrySchema = createTimeEntrySchema.partial();
export type UpdateTimeEntryInput = z.infer<typeof updateTimeEntrySchema>;

export const timeEntryDeletedSchema = z.object({ ok: z.literal(true) });

/**
 * The report's longest range, in days: a leap year (53 ISO weeks at most). The report lists
 * every week of its range, so the range is what bounds its work.
 */
export const TIME_REPORT_MAX_DAYS = 366;
export const TIME_REPORT_RANGE_MESSAGE = `The range is at most ${TIME_REPORT_MAX_DAYS} days`;
export const TIME_REPORT_ORDER_MESSAGE = 'The range starts after it ends';

/** Days from `from` to `to`, both counted (real `YYYY-MM-DD` days). */
export function daysInRange(from: string, to: string): number {
  return Math.round(((calendarDayTime(to) ?? 0) - (calendarDayTime(from) ?? 0)) / 86_400_000) + 1;
}

/** Why a report range is refused, or null when it is fine. */
export function reportRangeProblem(
  from: string,
  to: string,
): { path: 'from' | 'to'; message: string } | null {
  if (from > to) return { path: 'from', message: TIME_REPORT_ORDER_MESSAGE };
  if (daysInRange(from, to) > TIME_REPORT_MAX_DAYS) return { path: 'to', message: TIME_REPORT_RANGE_MESSAGE };
  return null;
}

/** `GET /workspaces/{id}/timetracking/report?from&to&project`: finished time in a date range. */
export const timeReportQuerySchema = z
  .object({
    /** First day, inclusive (default: 8 weeks ago, a Monday). */
    from: calendarDateSchema.optional(),
    /** Last day, inclusive (default: today). */
    to: calendarDateSchema.optional(),
    /** Only this brand. */
    project: z.string().optional(),
    /**
     * The viewer's IANA zone: days and weeks are theirs, and "today" is today there (else 400
     * `invalid_time_zone`). Default UTC.
     */
    time_zone: timeZoneSchema.optional(),
  })
  .superRefine((query, ctx) => {
    // With one end open the server fills in the other and checks again.
    if (!query.from || !query.to) return;
    const problem = reportRangeProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type TimeReportQuery = z.infer<typeof timeReportQuerySchema>;

export const timeReportSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  total_seconds: z.number().int(),
  by_project: z.array(
    z.object({
      project: z.object({ uid: z.string(), name: z.string(), slug: z.string() }),
      seconds: z.number().int(),
    }),
  ),
  by_person: z.array(z.object({ person: personRefSchema, seconds: z.number().int() })),
  /** Every ISO week (Monday) in the range, including empty ones, oldest first. */
  by_week: z.array(z.object({ week: isoDateSchema, seconds: z.number().int() })),
  /** The cells: one per week, brand and person with time. */
  rows: z.array(
    z.object({
      week: isoDateSchema,
      project_uid: z.string(),
      person_uid: z.string(),
      seconds: z.number().int(),
    }),
  ),
});
export type TimeReport = z.infer<typeof timeReportSchema>;

/** The Monday (UTC) of the ISO week a timestamp or date falls in, as `YYYY-MM-DD`. */
export function isoWeekStart(value: string | Date): string {
  const date = new Date(typeof value === 'string' && value.length === 10 ? `${value}T00:00:00Z` : value);
  const day = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - day);
  return date.toISOString().slice(0, 10);
}
