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

export const recurringPreviewInputSchema = z.object({
  /** An RRULE value: `FREQ=WEEKLY;BYDAY=TU;COUNT=10` (an `RRULE:` prefix is fine). */
  rule: z.string().min(1).max(500),
  start: recurringStartSchema,
});

export const recurringPreviewSchema = z.object({
  /** The rule as the server keeps it. */
  rule: z.string(),
  /** The next occurrences' days and instants. */
  next: z.array(z.object({ index: z.number().int(), day: z.string(), at: z.string() })),
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

export const updateRecurringSchema = z.object({ status: z.enum(['active', 'paused']) });

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
  /** Occurrences made so far (tickets and skipped days). */
  made: z.number().int(),
  total: z.number().int().nullable(),
  next: recurringPreviewSchema.shape.next,
  created_by: personRefSchema.nullable(),
  created: z.string(),
});
export type RecurringSeries = z.infer<typeof recurringSeriesSchema>;
export const recurringSeriesListSchema = z.object({ items: z.array(recurringSeriesSchema) });
