import { z } from 'zod';
import { calendarDateSchema, isoDateSchema } from './dates';
import { LIMITS } from './limits';
import { personRefSchema } from './ticket.schema';

/**
 * A ticket's checklist (docs/product.md#checklists-and-subtasks): up to LIMITS.checklistMaxItems
 * items in the order people put them, each ticked by anyone who may work on the ticket, with an
 * optional assignee and due date. The ticket carries its progress (`checklist` on every list
 * row), so the table, board and dialog show "3/7" without reading the items.
 */

export const checklistItemSchema = z.object({
  uid: z.string(),
  text: z.string(),
  done: z.boolean(),
  /** Who ticked it and when; null while open. */
  done_by: personRefSchema.nullable(),
  done_at: z.string().nullable(),
  assignee: personRefSchema.nullable(),
  due_date: isoDateSchema.nullable(),
  /** 0-based place in the list. */
  position: z.number().int(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistSchema = z.object({
  items: z.array(checklistItemSchema),
  done: z.number().int(),
  total: z.number().int(),
});
export type Checklist = z.infer<typeof checklistSchema>;

const itemText = z.string().trim().min(1).max(LIMITS.checklistItemMaxChars);

export const createChecklistItemSchema = z.object({
  text: itemText,
  /** Workspace member uid who may work on the ticket's brand; null or absent for nobody. */
  assignee: z.string().min(1).max(64).nullable().optional(),
  due_date: calendarDateSchema.nullable().optional(),
  /** Where it goes (0 = first); at the end when absent. */
  position: z.number().int().min(0).max(LIMITS.checklistMaxItems).optional(),
});
export type CreateChecklistItemInput = z.infer<typeof createChecklistItemSchema>;

export const updateChecklistItemSchema = z
  .object({
    text: itemText,
    done: z.boolean(),
    assignee: z.string().min(1).max(64).nullable(),
    due_date: calendarDateSchema.nullable(),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, { message: 'Nothing to change.' });
export type UpdateChecklistItemInput = z.infer<typeof updateChecklistItemSchema>;

/** Every item's uid, once each, in the new order. */
export const reorderChecklistSchema = z.object({
  order: z.array(z.string().min(1).max(64)).max(LIMITS.checklistMaxItems),
});
export type ReorderChecklistInput = z.infer<typeof reorderChecklistSchema>;
