import { LIMITS } from '@expertos/domain/limits';
import { TEMPLATE_NAME_MAX, templateReminderSchema } from '@expertos/domain/templates';
import { TAG_NAME_MAX, TICKET_MAX_TAGS, TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import { POST_TEXT_FIELDS, type PostTextField, postTextMax } from './post-values';
import { type DateValues, lines, OFFSET_DAYS_MAX, type TemplateFormValues } from './template-form';

export type SubtaskField = 'summary' | 'checklist' | 'assigneeMember' | 'dueDays';

export type TemplateFormField =
  | 'name'
  | 'summary'
  | 'tags'
  | 'assigneeMember'
  | 'filmDays'
  | 'dueDays'
  | 'remindDays'
  | 'remindTime'
  | 'checklist'
  | PostTextField
  | `subtask.${string}.${SubtaskField}`;

/** Why a field is refused: the key of its text among the form's errors, and its values. */
export interface FieldProblem {
  key: 'required' | 'tooLong' | 'days' | 'time' | 'member' | 'lines' | 'lineTooLong' | 'tags';
  values?: Record<string, number>;
}

export type FormProblems = Partial<Record<TemplateFormField, FieldProblem>>;

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
  return tooLong(text, max);
}

const tooLong = (text: string, max: number): FieldProblem | null =>
  text.trim().length > max ? { key: 'tooLong', values: { max } } : null;

/** Empty is no offset; else whole days within the schema's bound. */
const daysProblem = (days: number | ''): FieldProblem | null =>
  days !== '' && (!Number.isInteger(days) || Math.abs(days) > OFFSET_DAYS_MAX)
    ? { key: 'days', values: { max: OFFSET_DAYS_MAX } }
    : null;

const memberProblem = (value: { assigneeRule: string; assigneeMember: string | null }) =>
  value.assigneeRule === 'member' && !value.assigneeMember ? ({ key: 'member' } as const) : null;

/** A reminder's time, checked by the domain's own rule (`HH:MM`), once it has days. */
const timeProblem = ({ remindDays, remindTime }: DateValues): FieldProblem | null =>
  remindDays !== '' && !templateReminderSchema.shape.time.safeParse(remindTime).success
    ? { key: 'time' }
    : null;

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
  // The post's texts are sent (so checked) only for a post.
  if (values.ticketType === 'post')
    for (const field of POST_TEXT_FIELDS) add(field, tooLong(values.post[field], postTextMax(field)));
  add('assigneeMember', memberProblem(values));
  add('filmDays', daysProblem(values.dates.filmDays));
  add('dueDays', daysProblem(values.dates.dueDays));
  add('remindDays', daysProblem(values.dates.remindDays));
  add('remindTime', timeProblem(values.dates));
  add('checklist', checklistProblem(values.checklist));
  for (const subtask of values.subtasks) {
    add(`subtask.${subtask.key}.summary`, textProblem(subtask.summary, TICKET_SUMMARY_MAX));
    add(`subtask.${subtask.key}.checklist`, checklistProblem(subtask.checklist));
    add(`subtask.${subtask.key}.assigneeMember`, memberProblem(subtask));
    add(`subtask.${subtask.key}.dueDays`, daysProblem(subtask.dueDays));
  }
  return problems;
}
