import type { TaskDefaults } from '@expertos/domain/settings';
import type { CreateTicketInput } from '@expertos/domain/ticket.schema';
import type {
  PostFormat,
  PostPlatform,
  PostPurpose,
  Priority,
  TicketStatus,
  TicketType,
} from '@expertos/domain/tickets';
import { amountForApi, readNumberInput } from '../fields/estimate-input';

/** The post fields typed as text; empty means "not set". */
export const POST_TEXT_FIELDS = [
  'hook',
  'hook_variation_1',
  'hook_variation_2',
  'hook_variation_3',
  'caption',
  'live_link',
  'canva_url',
  'drive_raw_link',
  'drive_final_link',
  'keyword_phrase',
] as const;
export type PostTextField = (typeof POST_TEXT_FIELDS)[number];
export const URL_FIELDS = ['live_link', 'canva_url', 'drive_raw_link', 'drive_final_link'] as const;

export interface TicketFormValues extends Record<PostTextField, string> {
  summary: string;
  ticket_type: TicketType;
  /** The brand's uid. */
  project: string | null;
  status: TicketStatus;
  priority: Priority;
  assignee: string | null;
  due_date: string | null;
  tags: string[];
  milestone: string | null;
  post_platform: PostPlatform | null;
  post_format: PostFormat | null;
  post_audience: PostPurpose | null;
  /** One of the chosen brand's content pillars, or null for none. */
  pillar: string | null;
  film_date: string | null;
  posted_date: string | null;
  /**
   * An estimate's hours and amount as Mantine's NumberInput hands them (a number, or text
   * such as '' or '12.50'); the amount in the main unit (docs/product.md#estimates).
   */
  estimate_hours: number | string;
  estimate_amount: number | string;
}

export type TicketFormField = keyof TicketFormValues;

/** A new ticket's form: type task, status To Do, priority and due date from the task defaults. */
export function initialTicketValues(
  defaults: Pick<TaskDefaults, 'priority' | 'dueDate'>,
  project: string | null,
): TicketFormValues {
  return {
    summary: '',
    ticket_type: 'task',
    project,
    status: 'todo',
    priority: defaults.priority,
    assignee: null,
    due_date: defaults.dueDate,
    tags: [],
    milestone: null,
    post_platform: null,
    post_format: null,
    post_audience: null,
    pillar: null,
    film_date: null,
    posted_date: null,
    hook: '',
    hook_variation_1: '',
    hook_variation_2: '',
    hook_variation_3: '',
    caption: '',
    live_link: '',
    canva_url: '',
    drive_raw_link: '',
    drive_final_link: '',
    keyword_phrase: '',
    estimate_hours: '',
    estimate_amount: '',
  };
}

/**
 * The create body: only what was set; the post fields only for a post and the estimate fields
 * only for an estimate (a ticket switched to another type and back sends none of them). The
 * amount goes in the smallest currency unit; text that is no number stays NaN for the schema
 * to refuse.
 */
export function toCreateInput(values: TicketFormValues): CreateTicketInput {
  const input: CreateTicketInput = {
    summary: values.summary,
    ticket_type: values.ticket_type,
    status: values.status,
    priority: values.priority,
  };
  if (values.assignee) input.assignee = values.assignee;
  if (values.due_date) input.due_date = values.due_date;
  if (values.tags.length > 0) input.tags = values.tags;
  if (values.milestone) input.milestone = values.milestone;
  if (values.ticket_type === 'post') addPostFields(input, values);
  if (values.ticket_type === 'estimate') {
    const hours = readNumberInput(values.estimate_hours);
    const amount = amountForApi(readNumberInput(values.estimate_amount));
    if (hours !== null) input.estimate_hours = hours;
    if (amount !== null) input.estimate_amount = amount;
  }
  return input;
}

function addPostFields(input: CreateTicketInput, values: TicketFormValues): void {
  if (values.post_platform) input.post_platform = values.post_platform;
  if (values.post_format) input.post_format = values.post_format;
  if (values.post_audience) input.post_audience = values.post_audience;
  if (values.pillar) input.pillar = values.pillar;
  if (values.film_date) input.film_date = values.film_date;
  if (values.posted_date) input.posted_date = values.posted_date;
  for (const field of POST_TEXT_FIELDS) {
    const text = values[field].trim();
    if (text) input[field] = text;
  }
}
