import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { templateBodySchema } from './templates';
import { personRefSchema } from './ticket.schema';

/**
 * Recurring tickets' API (docs/product.md#recurring-tickets): a series is a template's body kept
 * as it was and an `RRULE` (packages/domain/src/recurrence.ts) started on a day at a time in the
 * brand's zone.
 */

export const RECURRING_STATUSES = ['active', 'paused', 'ended'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

/** Occurrences made ahead: those of the next 60 days, or the next 10, whichever comes first. */
export const RECURRING_AHEAD_DAYS = 60;
export const RECURRING_AHEAD_COUNT = 10;
/** The builder's preview: the next five dates. */
export const RECURRING_PREVIEW_COUNT = 5;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM');

export const recurringStartSchema = z.object({ day: calendarDateSchema, time: timeOfDay.default('09:00') });

/**
 * Holidays: an occurrence on a public holiday of a country (or one of its regions: `DE-BY`,
 * `US-NY`) is skipped, or moved to the next working day (Monday to Friday, not a holiday).
 */
export const RECURRING_HOLIDAY_MODES = ['skip', 'move'] as const;
export type RecurringHolidayMode = (typeof RECURRING_HOLIDAY_MODES)[number];
export const recurringHolidaysSchema = z
  .object({
    mode: z.enum(RECURRING_HOLIDAY_MODES),
    /** A country code, with a region after a dash: `FR`, `DE-BY`, `US-NY`; null for none. */
    calendar: z
      .string()
      .regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, 'Use a country code, with a region after a dash: DE or DE-BY.')
      .nullable()
      .default(null),
    /** The brand's closed days count as holidays too (docs/product.md#closed-days). */
    closed_days: z.boolean().default(false),
  })
  .refine((value) => value.calendar !== null || value.closed_days, {
    message: 'Choose a holiday calendar, the brand’s closed days, or both.',
    path: ['calendar'],
  })
  .meta({ examples: [{ mode: 'move', calendar: 'DE-BY', closed_days: true }] });
export type RecurringHolidays = z.infer<typeof recurringHolidaysSchema>;

/** The holiday calendars a series may keep to, by name in the asker's language. */
export const holidayCalendarListSchema = z.object({
  items: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const recurringPreviewInputSchema = z.object({
  /** An RRULE value: `FREQ=WEEKLY;BYDAY=TU;COUNT=10` (an `RRULE:` prefix is fine). */
  rule: z.string().min(1).max(500),
  start: recurringStartSchema,
  holidays: recurringHolidaysSchema.nullable().optional(),
});

export const recurringPreviewSchema = z.object({
  /** The rule as the server keeps it. */
  rule: z.string(),
  /** The next occurrences' days and instants. */
  next: z.array(
    z.object({
      index: z.number().int(),
      /** The day the rule gives. */
      day: z.string(),
      /** The instant the rule gives (the day at the series' time in its zone). */
      at: z.string(),
      /** The day its ticket is on: the rule's day, or the next working day after a holiday. */
      on: z.string(),
      /** The holiday that moved it or skips it (with `skipped`), by name. */
      holiday: z.string().nullable(),
      skipped: z.boolean(),
    }),
  ),
  /** How many the series makes in all; null when it never ends. */
  total: z.number().int().nullable(),
});
export type RecurringPreview = z.infer<typeof recurringPreviewSchema>;

export const createRecurringSchema = recurringPreviewInputSchema
  .extend({
    /** The template whose body the series keeps; or `body` itself. */
    template: z.string().min(1).max(64).optional(),
    body: templateBodySchema.optional(),
  })
  .refine((input) => Boolean(input.template) !== Boolean(input.body), {
    message: 'Give a template or a body, not both.',
    path: ['template'],
  })
  .meta({
    examples: [
      {
        rule: 'FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;COUNT=10',
        start: { day: '2030-01-01', time: '10:00' },
        body: { summary: 'Tip Tuesday #{n}', checklist: ['Draft', 'Design', 'Schedule'] },
      },
    ],
  });
export type CreateRecurringInput = z.input<typeof createRecurringSchema>;

/**
 * Changes to a whole series ("all"): paused or resumed, what it makes, its time or holidays. What
 * is already made stays as it is. A new rule is "this and following" (`split`) from the first
 * occurrence not made yet.
 */
export const updateRecurringSchema = z
  .object({
    status: z.enum(['active', 'paused']).optional(),
    body: templateBodySchema.optional(),
    time: timeOfDay.optional(),
    holidays: recurringHolidaysSchema.nullable().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' })
  .meta({ examples: [{ status: 'paused' }, { time: '10:30' }] });

/**
 * "This and following": the series ends the day before `from` (one of its occurrences not made
 * yet) and a new series starts there with what changed (its rule, time, body or holidays); the
 * old one's occurrences from that day on that are already made stay tickets as they are.
 */
export const splitRecurringSchema = z.object({
  from: calendarDateSchema,
  rule: z.string().min(1).max(500).optional(),
  time: timeOfDay.optional(),
  body: templateBodySchema.optional(),
  holidays: recurringHolidaysSchema.nullable().optional(),
});
export type SplitRecurringInput = z.input<typeof splitRecurringSchema>;

/** "Only this" for an occurrence not made yet: skip it, or make its ticket now to change it. */
export const RECURRING_OCCURRENCE_ACTIONS = ['skip', 'make'] as const;
export const recurringOccurrenceSchema = z.object({
  day: calendarDateSchema,
  action: z.enum(RECURRING_OCCURRENCE_ACTIONS),
});

/** The calendar's ghosts: occurrences in a range not made yet. */
export const recurringGhostsQuerySchema = z.object({ from: calendarDateSchema, to: calendarDateSchema });
export const recurringGhostListSchema = z.object({
  items: z.array(
    z.object({
      series_uid: z.string(),
      /** The series' brand: the workspace's calendar shows every brand the caller sees. */
      project_uid: z.string(),
      project_slug: z.string(),
      /** The summary the ticket will have (placeholders filled as they will be). */
      summary: z.string(),
      index: z.number().int(),
      total: z.number().int().nullable(),
      /** The rule's day, and the day the ticket will be on (after a holiday move). */
      day: z.string(),
      on: z.string(),
    }),
  ),
});
export type RecurringGhost = z.infer<typeof recurringGhostListSchema>['items'][number];

export const recurringSeriesSchema = z.object({
  uid: z.string(),
  project_uid: z.string(),
  template_uid: z.string().nullable(),
  body: templateBodySchema,
  rule: z.string(),
  start: z.object({ day: z.string(), time: z.string() }),
  zone: z.string(),
  status: z.enum(RECURRING_STATUSES),
  paused_reason: z.string().nullable(),
  holidays: recurringHolidaysSchema.nullable(),
  /** The series it was split from ("this and following"), if any. */
  split_from: z.string().nullable(),
  /** Occurrences made so far (tickets and skipped days). */
  made: z.number().int(),
  total: z.number().int().nullable(),
  next: recurringPreviewSchema.shape.next,
  created_by: personRefSchema.nullable(),
  created: z.string(),
});
export type RecurringSeries = z.infer<typeof recurringSeriesSchema>;
export const recurringSeriesListSchema = z.object({ items: z.array(recurringSeriesSchema) });
