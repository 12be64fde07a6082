import { z } from 'zod';
import { webhookEventTypeSchema } from './integration-events';
import { TICKET_STATUS_LABELS, type TicketStatus } from './tickets';
import { ticketStatusSchema } from './tickets.schema';

/**
 * What a monday.com integration keeps (docs/product.md#integrations; provider facts in
 * providers/monday.md): the board and group new items go to, which of the board's columns hear
 * a ticket's status, due date, assignee and link, and the status labels used on that board.
 * The API token is the secret and is never returned; everything else here may be shown.
 */

/** A board id: monday's `ID` is a string of digits (providers/monday.md §2). */
export const mondayBoardIdSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{1,20}$/, 'A monday.com board id is a number');

/** Group and column ids are short words monday makes (`topics`, `date4`, `text_mkx1a2b3`). */
const mondayKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Not a monday.com id');
export const mondayGroupIdSchema = mondayKeySchema;
export const mondayColumnIdSchema = mondayKeySchema;

/** How the ticket's link is written: each column type takes its own value shape. */
export const MONDAY_TEXT_COLUMN_TYPES = ['text', 'long_text', 'link'] as const;
export type MondayTextColumnType = (typeof MONDAY_TEXT_COLUMN_TYPES)[number];

/**
 * Which board column receives what; null leaves that fact out. `status` is a status column,
 * `date` a date column (the due date), `person` a people column (only written when the
 * assignee's monday user id is known), `text` a text, long text or link column
 * (`text_type`) holding the caption and the link back to the ticket. The item's name is
 * always the ticket's summary, so the `name` column cannot be mapped again.
 */
export const mondayColumnMappingSchema = z
  .object({
    status: mondayColumnIdSchema.nullable(),
    date: mondayColumnIdSchema.nullable(),
    person: mondayColumnIdSchema.nullable(),
    text: mondayColumnIdSchema.nullable(),
    text_type: z.enum(MONDAY_TEXT_COLUMN_TYPES).default('text'),
  })
  .refine(
    (m) => {
      const ids = [m.status, m.date, m.person, m.text].filter((id): id is string => id !== null);
      return new Set(ids).size === ids.length && !ids.includes('name');
    },
    { message: 'Each column may receive one fact, and the name column is the summary' },
  );
export type MondayColumnMapping = z.infer<typeof mondayColumnMappingSchema>;

export const MONDAY_STATUS_LABEL_MAX = 100;
const statusLabelSchema = z.string().trim().min(1).max(MONDAY_STATUS_LABEL_MAX);

export const mondayIntegrationConfigSchema = z.object({
  board_id: mondayBoardIdSchema,
  /** Null: monday puts new items in the board's top group. */
  group_id: mondayGroupIdSchema.nullable(),
  columns: mondayColumnMappingSchema,
  /** The board's own label for a status, where it differs from MONDAY_STATUS_LABELS. */
  status_labels: z.partialRecord(ticketStatusSchema, statusLabelSchema).default({}),
  event_types: z.array(webhookEventTypeSchema),
});
export type MondayIntegrationConfig = z.infer<typeof mondayIntegrationConfigSchema>;

/**
 * The credential: a personal API token, sent as-is in `Authorization` (no `Bearer`). A union
 * on `auth` so an OAuth access token can join it without changing stored secrets.
 */
export const mondaySecretSchema = z.discriminatedUnion('auth', [
  z.object({ auth: z.literal('api_token'), api_token: z.string().trim().min(1).max(10_000) }),
]);
export type MondaySecret = z.infer<typeof mondaySecretSchema>;

/** A new board's status column offers these three; meaning the same, ours map onto them. */
export const MONDAY_DEFAULT_STATUS_LABELS = {
  working: 'Working on it',
  stuck: 'Stuck',
  done: 'Done',
} as const;

/**
 * A ticket status as a monday status label: monday's own default label where one means the
 * same (so a fresh board needs no new labels for them), else our label, which monday adds to
 * the column when missing (`create_labels_if_missing`).
 */
export const MONDAY_STATUS_LABELS: Record<TicketStatus, string> = {
  ...TICKET_STATUS_LABELS,
  in_progress: MONDAY_DEFAULT_STATUS_LABELS.working,
  blocked: MONDAY_DEFAULT_STATUS_LABELS.stuck,
  done: MONDAY_DEFAULT_STATUS_LABELS.done,
};

/** The label a status is written as on this integration's board. */
export function mondayStatusLabel(
  status: TicketStatus,
  overrides: Partial<Record<TicketStatus, string>> = {},
): string {
  return overrides[status] ?? MONDAY_STATUS_LABELS[status];
}
