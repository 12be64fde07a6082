import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { MEMBER_STATUSES, PROJECT_PHASES, PROJECT_VIEW_MODES, VIEW_MODES, WEEKDAYS } from './settings';
import { postPlatformSchema, ticketStatusFilterSchema, ticketTypeSchema } from './tickets.schema';

/**
 * The schemas of settings.ts's values: view modes, task filters, the weekly slate, phases and
 * member statuses. Apart from the values so that the app's first file, which reads the values,
 * does not bring zod with it (docs/architecture.md#the-first-screen).
 */

export const viewModeSchema = z.enum(VIEW_MODES);

export const projectViewModeSchema = z.enum(PROJECT_VIEW_MODES);

/** An updated-date range as real calendar dates (see dates.ts); either end may be open. */
export const dateRangeSchema = z.object({
  from: calendarDateSchema.nullable(),
  to: calendarDateSchema.nullable(),
});

export type DateRange = z.infer<typeof dateRangeSchema>;

/** The task list filters (docs/product.md#task-lists-and-filters); the API uses the same names. */
export const taskFiltersSchema = z.object({
  status: ticketStatusFilterSchema,
  tags: z.array(z.string()),
  projectFilter: z.array(z.string()),
  milestones: z.array(z.string()),
  teamFilter: z.array(z.string()),
  userFilter: z.array(z.string()),
  filter: z.string(),
  ticket_type: z.array(ticketTypeSchema),
  updatedDateRange: dateRangeSchema.nullable(),
  /** Due within these days (due_from/due_to): "Due this week". */
  dueDateRange: dateRangeSchema.nullable(),
  post_platform: z.array(postPlatformSchema),
});

export type TaskFilters = z.infer<typeof taskFiltersSchema>;

export const weekdaySchema = z.enum(WEEKDAYS);

/**
 * A weekday as people write it ('Friday', 'FRIDAY', ' friday '): read in any letter case and
 * kept, and answered, in lower case (docs/product.md#brand-profile).
 */
export const weekdayInputSchema = z.string().max(20).trim().toLowerCase().pipe(weekdaySchema);

/** The review hour: a whole hour of the day, 0–23. */
export const slateReviewHourSchema = z.number().int().min(0).max(23);

const slateCount = z.number().int().min(0);

/** The slate fields as they travel in project replies and `PUT` bodies. */
export const slateSettingsSchema = z.object({
  slate_review_day: weekdaySchema,
  slate_review_hour: slateReviewHourSchema,
  slate_growth_content: slateCount,
  slate_trust_building_content: slateCount,
  slate_sales_promotions_content: slateCount,
});

export type SlateSettings = z.infer<typeof slateSettingsSchema>;

export const projectPhaseSchema = z.enum(PROJECT_PHASES);

export const memberStatusSchema = z.enum(MEMBER_STATUSES);

/** The query of `GET /workspaces/{id}/users/all`. */
export const teamFilterQuerySchema = z.object({
  role: z.string().optional(),
  status: z.string().optional(),
  search: z.string().optional(),
});

export type TeamFilterQuery = z.infer<typeof teamFilterQuerySchema>;
