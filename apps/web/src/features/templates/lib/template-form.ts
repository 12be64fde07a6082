import { LIMITS } from '@expertos/domain/limits';
import {
  type CreateTemplateInput,
  type TemplateAssignee,
  type TemplateAssigneeRule,
  type TemplateBody,
  type TemplateOffset,
  type TemplateSubtask,
  templateOffsetSchema,
} from '@expertos/domain/templates';
import {
  DEFAULT_PRIORITY,
  type Priority,
  type TicketStatus,
  type TicketType,
} from '@expertos/domain/tickets';
import { type PostValues, postValuesOf, withPostValues } from './post-values';

/** The offsets a template takes, in days either way: the domain schema's own bound. */
export const OFFSET_DAYS_MAX = templateOffsetSchema.shape.days.maxValue ?? 0;

/** Days counted from the anchor day (or the film date); empty: no such date. */
interface OffsetValues {
  dueDays: number | '';
  dueFromFilm: boolean;
}

/** Who a ticket goes to, as the rule picker holds it. */
interface AssigneeValues {
  assigneeRule: TemplateAssigneeRule;
  assigneeMember: string | null;
}

export interface SubtaskValues extends OffsetValues, AssigneeValues {
  /** Keeps a row apart while others are added and removed. */
  key: string;
  summary: string;
  ticketType: TicketType;
  priority: Priority;
  /** One checklist item a line. */
  checklist: string;
  /** The subtask as the template keeps it (its fields the form does not show). */
  kept: TemplateSubtask | null;
}

/** The ticket's dates as days after the anchor day; an empty one is no such date. */
export interface DateValues extends OffsetValues {
  filmDays: number | '';
  /** The reminder's day (from the anchor, or the film date) and its time of day. */
  remindDays: number | '';
  remindFromFilm: boolean;
  /** `HH:MM` as the time input gives it; '' when not chosen. */
  remindTime: string;
}

/** What the template form edits; the rest of a template's body is kept as it was. */
export interface TemplateFormValues extends AssigneeValues {
  name: string;
  summary: string;
  ticketType: TicketType;
  status: TicketStatus;
  priority: Priority;
  tags: string[];
  /** A post's own fields, sent only for a post. */
  post: PostValues;
  dates: DateValues;
  /** One checklist item a line. */
  checklist: string;
  subtasks: SubtaskValues[];
}

let nextKey = 0;
const newKey = () => `s${++nextKey}`;

export const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const assigneeValues = (assignee: TemplateAssignee | undefined): AssigneeValues => ({
  assigneeRule: assignee?.rule ?? 'nobody',
  assigneeMember: assignee?.member ?? null,
});

const offsetValues = (due: TemplateOffset | null | undefined): OffsetValues => ({
  dueDays: due?.days ?? '',
  dueFromFilm: due?.from === 'film_date',
});

function subtaskValues(kept: TemplateSubtask | null): SubtaskValues {
  return {
    key: newKey(),
    summary: kept?.summary ?? '',
    ticketType: kept?.fields.ticket_type ?? 'task',
    priority: kept?.fields.priority ?? DEFAULT_PRIORITY,
    ...assigneeValues(kept?.assignee),
    ...offsetValues(kept?.due),
    checklist: (kept?.checklist ?? []).join('\n'),
    kept,
  };
}

export const emptySubtask = (): SubtaskValues => subtaskValues(null);

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
    post: postValuesOf(body?.fields),
    ...assigneeValues(body?.assignee),
    dates: {
      filmDays: body?.film?.days ?? '',
      ...offsetValues(body?.due),
      remindDays: body?.remind?.days ?? '',
      remindFromFilm: body?.remind?.from === 'film_date',
      remindTime: body?.remind?.time ?? '',
    },
    checklist: (body?.checklist ?? []).join('\n'),
    subtasks: (body?.subtasks ?? []).map(subtaskValues),
  };
}

const toAssignee = ({ assigneeRule, assigneeMember }: AssigneeValues): TemplateAssignee =>
  assigneeRule === 'member' ? { rule: 'member', member: assigneeMember } : { rule: assigneeRule };

const fromOf = (fromFilm: boolean): TemplateOffset['from'] => (fromFilm ? 'film_date' : 'anchor');

const toOffset = (days: number | '', fromFilm: boolean): TemplateOffset | null =>
  days === '' ? null : { days, from: fromOf(fromFilm) };

/**
 * What is sent: the form's values laid over the body the template had, so what the form does
 * not show (a post's pillar and links, a subtask's status and tags) is kept as it was. An empty
 * offset is null: no such date.
 */
export function toInput(values: TemplateFormValues, kept?: TemplateBody): CreateTemplateInput {
  const fields = {
    ...kept?.fields,
    ticket_type: values.ticketType,
    status: values.status,
    priority: values.priority,
    tags: values.tags,
  };
  const { dates } = values;
  return {
    name: values.name.trim(),
    body: {
      ...kept,
      summary: values.summary.trim(),
      fields: withPostValues(fields, values.post, values.ticketType === 'post'),
      assignee: toAssignee(values),
      film: dates.filmDays === '' ? null : { days: dates.filmDays },
      due: toOffset(dates.dueDays, dates.dueFromFilm),
      // Without a time there is no reminder to send (checkValues refuses that first).
      remind:
        dates.remindDays === '' || !dates.remindTime
          ? null
          : { days: dates.remindDays, from: fromOf(dates.remindFromFilm), time: dates.remindTime },
      checklist: lines(values.checklist),
      subtasks: values.subtasks.map((subtask) => ({
        ...subtask.kept,
        summary: subtask.summary.trim(),
        fields: { ...subtask.kept?.fields, ticket_type: subtask.ticketType, priority: subtask.priority },
        assignee: toAssignee(subtask),
        due: toOffset(subtask.dueDays, subtask.dueFromFilm),
        checklist: lines(subtask.checklist),
      })),
    },
  };
}

export const SUBTASKS_MAX = LIMITS.subtasksMax;
