import { z } from 'zod';
import { calendarDateSchema } from './dates';

export { addDays } from './analytics/schedule';

import { LIMITS } from './limits';
import { createTicketSchema, personRefSchema, TICKET_SUMMARY_MAX } from './ticket.schema';

/**
 * Ticket templates (docs/product.md#templates): a ticket's type and fields kept under a name,
 * with its checklist, its subtasks, who gets it and when it is due, made into new tickets in one
 * go. A brand template belongs to one brand (its admins manage it); a workspace template is
 * usable on every brand its user sees (workspace admins manage it).
 */

export const TEMPLATE_SCOPES = ['brand', 'workspace'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];

export const TEMPLATE_NAME_MAX = 100;

/**
 * Words a template's summary (and its subtasks') may hold, filled when a ticket is made:
 * `{date}` the anchor day in the brand's language, `{week}` its ISO week number, `{n}` how many
 * tickets the template has made (this one included), `{brand}` the brand's name; `{title}` and
 * `{url}` the page the extension was on (empty elsewhere).
 */
export const TEMPLATE_PLACEHOLDERS = ['date', 'week', 'n', 'brand', 'title', 'url'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** Who a ticket made from the template is given to. */
export const TEMPLATE_ASSIGNEE_RULES = ['nobody', 'creator', 'reporter', 'brand_admin', 'member'] as const;
export type TemplateAssigneeRule = (typeof TEMPLATE_ASSIGNEE_RULES)[number];

export const templateAssigneeSchema = z
  .object({
    rule: z.enum(TEMPLATE_ASSIGNEE_RULES),
    /** For `member`: the workspace member's uid. */
    member: z.string().min(1).max(64).nullable().optional(),
  })
  .refine((value) => value.rule !== 'member' || Boolean(value.member), {
    message: 'Choose the member the tickets go to.',
    path: ['member'],
  });
export type TemplateAssignee = z.infer<typeof templateAssigneeSchema>;

/** Days after the anchor (the day chosen, else today in the brand's zone), or after the film date. */
export const TEMPLATE_OFFSET_FROM = ['anchor', 'film_date'] as const;
const offsetDays = z.number().int().min(-365).max(365);
export const templateOffsetSchema = z.object({
  days: offsetDays,
  from: z.enum(TEMPLATE_OFFSET_FROM).default('anchor'),
});
export type TemplateOffset = z.infer<typeof templateOffsetSchema>;

/** A reminder: a day as an offset, at a time of day in the brand's zone. */
export const templateReminderSchema = templateOffsetSchema.extend({
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM'),
});
export type TemplateReminder = z.infer<typeof templateReminderSchema>;

const summaryPattern = z.string().trim().min(1).max(TICKET_SUMMARY_MAX);
const checklistTexts = z
  .array(z.string().trim().min(1).max(LIMITS.checklistItemMaxChars))
  .max(LIMITS.checklistMaxItems);

/** The ticket fields a template keeps: every field but those that name one ticket's own life. */
export const templateFieldsSchema = createTicketSchema
  .omit({
    summary: true,
    assignee: true,
    milestone: true,
    parent: true,
    due_date: true,
    film_date: true,
    posted_date: true,
    remind_at: true,
    live_link: true,
  })
  .partial();
export type TemplateFields = z.infer<typeof templateFieldsSchema>;

export const templateSubtaskSchema = z.object({
  summary: summaryPattern,
  fields: templateFieldsSchema.default({}),
  assignee: templateAssigneeSchema.default({ rule: 'nobody' }),
  due: templateOffsetSchema.nullable().default(null),
  checklist: checklistTexts.default([]),
});
export type TemplateSubtask = z.infer<typeof templateSubtaskSchema>;

/** What a template makes: the ticket, its checklist and subtasks, its people and dates. */
export const templateBodySchema = z.object({
  summary: summaryPattern,
  fields: templateFieldsSchema.default({}),
  assignee: templateAssigneeSchema.default({ rule: 'nobody' }),
  film: templateOffsetSchema.omit({ from: true }).nullable().default(null),
  due: templateOffsetSchema.nullable().default(null),
  remind: templateReminderSchema.nullable().default(null),
  checklist: checklistTexts.default([]),
  subtasks: z.array(templateSubtaskSchema).max(LIMITS.subtasksMax).default([]),
});
export type TemplateBody = z.infer<typeof templateBodySchema>;

export const templateSchema = z.object({
  uid: z.string(),
  scope: z.enum(TEMPLATE_SCOPES),
  workspace_uid: z.string(),
  /** The brand of a brand template; null for a workspace template. */
  project_uid: z.string().nullable(),
  name: z.string(),
  body: templateBodySchema,
  /** Tickets made from it so far (what `{n}` counts from). */
  uses: z.number().int(),
  created_by: personRefSchema.nullable(),
  created: z.string(),
  updated: z.string(),
});
export type Template = z.infer<typeof templateSchema>;
export const templateListSchema = z.object({ items: z.array(templateSchema) });

export const createTemplateSchema = z.object({
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX),
  body: templateBodySchema,
});
export type CreateTemplateInput = z.input<typeof createTemplateSchema>;

export const updateTemplateSchema = createTemplateSchema.partial().refine((v) => Object.keys(v).length > 0, {
  message: 'Nothing to change.',
});

/** "Save as template": this ticket (its fields, checklist and subtasks) under a name. */
export const templateFromTicketSchema = z.object({
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX),
  ticket: z.string().min(1).max(64),
});

/** Making tickets from a template: the day it is anchored to and the extension's page. */
export const useTemplateSchema = z.object({
  /** The anchor day (a calendar's clicked day); today in the brand's zone when absent. */
  anchor: calendarDateSchema.optional(),
  /** The page the extension was on: fills `{title}` and `{url}`. */
  page: z
    .object({ title: z.string().max(500).default(''), url: z.string().max(2000).default('') })
    .optional(),
});
export type UseTemplateInput = z.infer<typeof useTemplateSchema>;

/** The ISO 8601 week number of a `YYYY-MM-DD` day (weeks start on Monday; week 1 holds 4 January). */
export function isoWeek(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const at = Date.UTC(year, month - 1, date);
  const weekday = (new Date(at).getUTCDay() + 6) % 7;
  const thursday = at + (3 - weekday) * 86_400_000;
  const yearStart = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - yearStart) / (7 * 86_400_000)) + 1;
}

/**
 * A summary pattern with its placeholders filled. An unknown `{word}` is left as written; a
 * filled text is cut to the summary's limit.
 */
export function fillPattern(pattern: string, values: Record<TemplatePlaceholder, string>): string {
  const filled = pattern.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as TemplatePlaceholder] : whole,
  );
  return (
    filled.replace(/\s+/g, ' ').trim().slice(0, TICKET_SUMMARY_MAX) || pattern.slice(0, TICKET_SUMMARY_MAX)
  );
}
