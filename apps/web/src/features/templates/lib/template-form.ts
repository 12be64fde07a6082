import { LIMITS } from '@expertos/domain/limits';
import {
  type CreateTemplateInput,
  TEMPLATE_NAME_MAX,
  type TemplateAssigneeRule,
  type TemplateBody,
  type TemplateSubtask,
} from '@expertos/domain/templates';
import { TAG_NAME_MAX, TICKET_MAX_TAGS, TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import {
  DEFAULT_PRIORITY,
  type Priority,
  type TicketStatus,
  type TicketType,
} from '@expertos/domain/tickets';

/** The offsets a template takes, in days either way (the domain's schema holds the same). */
export const OFFSET_DAYS_MAX = 365;

export interface SubtaskValues {
  /** Keeps a row apart while others are added and removed. */
  key: string;
  summary: string;
  /** One checklist item a line. */
  checklist: string;
  /** The subtask as the template keeps it (fields, assignee, due the form does not show). */
  kept: TemplateSubtask | null;
}

/** What the template form edits; the rest of a template's body is kept as it was. */
export interface TemplateFormValues {
  name: string;
  summary: string;
  ticketType: TicketType;
  status: TicketStatus;
  priority: Priority;
  tags: string[];
  assigneeRule: TemplateAssigneeRule;
  assigneeMember: string | null;
  /** Days after the anchor (or the film date) the ticket is due; empty: no due date. */
  dueDays: number | '';
  dueFromFilm: boolean;
  /** One checklist item a line. */
  checklist: string;
  subtasks: SubtaskValues[];
}

export type TemplateFormField =
  | 'name'
  | 'summary'
  | 'tags'
  | 'assigneeMember'
  | 'dueDays'
  | 'checklist'
  | `subtask.${string}.summary`
  | `subtask.${string}.checklist`;

/** Why a field is refused: the key of its text among the form's errors, and its values. */
export interface FieldProblem {
  key: 'required' | 'tooLong' | 'days' | 'member' | 'lines' | 'lineTooLong' | 'tags';
  values?: Record<string, number>;
}

export type FormProblems = Partial<Record<TemplateFormField, FieldProblem>>;

let nextKey = 0;
const newKey = () => `s${++nextKey}`;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function emptySubtask(): SubtaskValues {
  return { key: newKey(), summary: '', checklist: '', kept: null };
}

/** The form for a new template, or for one kept (its body's own values). */
export function initialValues(template?: { name: string; body: TemplateBody }): TemplateFormValues {
  const body = template?.body;
  return {
    name: template?.name ?? '',
    summary: body?.summary ?? '',
    ticketType: body?.fields.ticket_type ?? 'task',
    status: body?.fields.status ?? 'todo',
    priority: body?.fields.priority ?? DEFAULT_PRIORITY,
    tags: body?.fields.tags ?? [],
    assigneeRule: body?.assignee.rule ?? 'nobody',
    assigneeMember: body?.assignee.member ?? null,
    dueDays: body?.due?.days ?? '',
    dueFromFilm: body?.due?.from === 'film_date',
    checklist: (body?.checklist ?? []).join('\n'),
    subtasks: (body?.subtasks ?? []).map((kept) => ({
      key: newKey(),
      summary: kept.summary,
      checklist: kept.checklist.join('\n'),
      kept,
    })),
  };
}

function checklistProblem(text: string): FieldProblem | null {
  const items = lines(text);
  if (items.length > LIMITS.checklistMaxItems)
    return { key: 'lines', values: { max: LIMITS.checklistMaxItems } };
  if (items.some((item) => item.length > LIMITS.checklistItemMaxChars))
    return { key: 'lineTooLong', values: { max: LIMITS.checklistItemMaxChars } };
  return null;
}

function textProblem(text: string, max: number): FieldProblem | null {
  if (!text.trim()) return { key: 'required' };
  return text.trim().length > max ? { key: 'tooLong', values: { max } } : null;
}

/** Every field the form refuses, each with why (empty when it may be sent). */
export function checkValues(values: TemplateFormValues): FormProblems {
  const problems: FormProblems = {};
  const add = (field: TemplateFormField, problem: FieldProblem | null) => {
    if (problem) problems[field] = problem;
  };
  add('name', textProblem(values.name, TEMPLATE_NAME_MAX));
  add('summary', textProblem(values.summary, TICKET_SUMMARY_MAX));
  if (values.tags.length > TICKET_MAX_TAGS || values.tags.some((tag) => tag.length > TAG_NAME_MAX))
    add('tags', { key: 'tags', values: { max: TICKET_MAX_TAGS, length: TAG_NAME_MAX } });
  if (values.assigneeRule === 'member' && !values.assigneeMember) add('assigneeMember', { key: 'member' });
  if (
    values.dueDays !== '' &&
    (!Number.isInteger(values.dueDays) || Math.abs(values.dueDays) > OFFSET_DAYS_MAX)
  )
    add('dueDays', { key: 'days', values: { max: OFFSET_DAYS_MAX } });
  add('checklist', checklistProblem(values.checklist));
  for (const subtask of values.subtasks) {
    add(`subtask.${subtask.key}.summary`, textProblem(subtask.summary, TICKET_SUMMARY_MAX));
    add(`subtask.${subtask.key}.checklist`, checklistProblem(subtask.checklist));
  }
  return problems;
}

/**
 * What is sent: the form's values laid over the body the template had, so what the form does
 * not show (post fields, film date, reminder, a subtask's own fields) is kept as it was.
 */
export function toInput(values: TemplateFormValues, kept?: TemplateBody): CreateTemplateInput {
  const due =
    values.dueDays === ''
      ? null
      : { days: values.dueDays, from: values.dueFromFilm ? ('film_date' as const) : ('anchor' as const) };
  return {
    name: values.name.trim(),
    body: {
      ...kept,
      summary: values.summary.trim(),
      fields: {
        ...kept?.fields,
        ticket_type: values.ticketType,
        status: values.status,
        priority: values.priority,
        tags: values.tags,
      },
      assignee:
        values.assigneeRule === 'member'
          ? { rule: 'member' as const, member: values.assigneeMember }
          : { rule: values.assigneeRule },
      due,
      checklist: lines(values.checklist),
      subtasks: values.subtasks.map((subtask) => ({
        ...subtask.kept,
        summary: subtask.summary.trim(),
        checklist: lines(subtask.checklist),
      })),
    },
  };
}

export const SUBTASKS_MAX = LIMITS.subtasksMax;
