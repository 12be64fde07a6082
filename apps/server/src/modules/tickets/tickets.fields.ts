import { randomUUID } from 'node:crypto';
import {
  calendarDate,
  statusRank,
  type TicketActivitySource,
  type UpdateTicketInput,
} from '@expertos/domain/ticket.schema';
import type { ActivityValues, TicketRow } from './tickets.repository.js';
import type { TicketActivityTable } from './tickets.tables.js';

/** due_sort of a ticket with no due date: last in ascending order, a non-null key for paging. */
export const NO_DUE_DATE = '9999-12-31';

/** Fields the API and the tickets table name alike (assignee, milestone and tags are not among them). */
export const PLAIN_FIELDS = [
  'summary',
  'description',
  'status',
  'priority',
  'ticket_type',
  'due_date',
  'caption',
  'post_platform',
  'post_format',
  'post_audience',
  'pillar',
  'film_date',
  'posted_date',
  'live_link',
  'canva_url',
  'drive_raw_link',
  'drive_final_link',
  'difficulty',
  'hook',
  'hook_variation_1',
  'hook_variation_2',
  'hook_variation_3',
  'keyword_phrase',
  'reference_content',
  'estimate_hours',
  'estimate_amount',
  'remind_at',
] as const satisfies readonly (keyof UpdateTicketInput & keyof TicketRow)[];
export type PlainField = (typeof PLAIN_FIELDS)[number];

/** A new ticket's optional fields before what it is given (every one empty but the description). */
export const EMPTY_FIELDS = {
  description: '',
  due_date: null,
  caption: null,
  post_platform: null,
  post_format: null,
  post_audience: null,
  pillar: null,
  film_date: null,
  posted_date: null,
  live_link: null,
  canva_url: null,
  drive_raw_link: null,
  drive_final_link: null,
  difficulty: null,
  hook: null,
  hook_variation_1: null,
  hook_variation_2: null,
  hook_variation_3: null,
  keyword_phrase: null,
  reference_content: null,
  estimate_hours: null,
  estimate_amount: null,
  remind_at: null,
} as const;

/** Long texts: the history says that they changed, not what they said. */
const LONG_TEXT_FIELDS: ReadonlySet<string> = new Set(['description', 'caption', 'reference_content']);

/** Fields with an activity kind of their own; every other change is a 'field' entry. */
const OWN_KINDS: Record<string, TicketActivityTable['kind']> = {
  status: 'status',
  priority: 'priority',
  due_date: 'due_date',
  assignee: 'assignee',
};

type Derivable = Pick<
  TicketRow,
  'summary' | 'status' | 'due_date' | 'ticket_type' | 'film_date' | 'posted_date'
>;

/** The columns kept in step with others, for filtering and sorting. */
export function derivedColumns(ticket: Derivable) {
  return {
    summary_key: ticket.summary.toLowerCase(),
    status_rank: statusRank(ticket.status),
    due_sort: ticket.due_date ?? NO_DUE_DATE,
    calendar_date: calendarDate(ticket)?.date ?? null,
  };
}

/** Equal as stored: numbers may come back from the database as text (bigint on pg). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null || b == null) return false;
  return String(a) === String(b);
}

/** Tags as the history shows them: names in name order, comma-separated. */
export function tagsText(tags: { name: string; name_key: string }[]): string {
  return [...tags]
    .sort((a, b) => a.name_key.localeCompare(b.name_key))
    .map((tag) => tag.name)
    .join(', ');
}

const asText = (value: unknown): string | null => (value == null ? null : String(value));

/** One history entry for a changed field. */
export function activityEntry(
  ticketId: string,
  actorId: string | null,
  field: string,
  from: unknown,
  to: unknown,
  at: string,
  via: TicketActivitySource | null = null,
  viaName: string | null = null,
): ActivityValues {
  const kind = OWN_KINDS[field] ?? 'field';
  const long = LONG_TEXT_FIELDS.has(field);
  return {
    id: randomUUID(),
    ticket_id: ticketId,
    actor_id: actorId,
    kind,
    field: kind === 'field' ? field : null,
    from_value: long ? null : asText(from),
    to_value: long ? null : asText(to),
    via,
    via_name: viaName,
    created_at: at,
  };
}
