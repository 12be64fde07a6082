import {
  addDays,
  fillPattern,
  isoWeek,
  type TemplateAssignee,
  type TemplateBody,
  type TemplateFields,
  type TemplateOffset,
  type UseTemplateInput,
} from '@expertos/domain/templates';
import type { CreateTicketInput } from '@expertos/domain/ticket.schema';
import { dayIn, zonedInstant } from '@expertos/domain/zoned-time';

/** What a template is filled with at the moment it makes tickets. */
export interface TemplateMoment {
  /** Today in the brand's zone, when no anchor day was chosen. */
  now: Date;
  zone: string;
  language: string;
  brandName: string;
  /** Tickets the template has made, this one included. */
  n: number;
  input: UseTemplateInput;
}

/** Who a rule names now: a member uid, or null with why it is nobody (a notice for the person). */
export type AssigneeOf = (
  rule: TemplateAssignee,
) => Promise<{ memberId: string | null; notice: string | null }>;

/** One formatter per language: making one costs more than the rest of a ticket's filling. */
const longDates = new Map<string, Intl.DateTimeFormat | null>();

/** `{date}`: the anchor day as the brand's language writes it. */
function longDate(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (!longDates.has(language)) {
    try {
      longDates.set(language, new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }));
    } catch {
      longDates.set(language, null);
    }
  }
  return longDates.get(language)?.format(new Date(Date.UTC(year, month - 1, date))) ?? day;
}

/** What the placeholders are filled with, for a ticket anchored on `anchor`. */
function placeholderValues(moment: TemplateMoment, anchor: string) {
  return {
    date: longDate(anchor, moment.language),
    week: String(isoWeek(anchor)),
    n: String(moment.n),
    brand: moment.brandName,
    title: moment.input.page?.title ?? '',
    url: moment.input.page?.url ?? '',
  };
}

/** The summary a body's ticket will have when made on `anchor` (a calendar's ghost shows it). */
export function summaryOfTemplate(body: TemplateBody, moment: TemplateMoment, anchor: string): string {
  return fillPattern(body.summary, placeholderValues(moment, anchor));
}

const offsetFrom = (offset: TemplateOffset, anchor: string, film: string | null) =>
  addDays(offset.from === 'film_date' && film ? film : anchor, offset.days);

/**
 * A template's body as the tickets it makes (docs/product.md#templates): summaries with their
 * placeholders filled, the fields as saved, dates counted from the anchor day (or the film
 * date), a reminder at its time of day in the brand's zone, and each assignee rule resolved.
 * Pure but for `assigneeOf`; notices say what could not be done as the template asked.
 */
export async function ticketsOfTemplate(
  body: TemplateBody,
  moment: TemplateMoment,
  assigneeOf: AssigneeOf,
): Promise<{
  ticket: CreateTicketInput & { summary: string };
  checklist: string[];
  subtasks: { ticket: CreateTicketInput & { summary: string }; checklist: string[] }[];
  notices: string[];
}> {
  const anchor = moment.input.anchor ?? dayIn(moment.now, moment.zone);
  const values = placeholderValues(moment, anchor);
  const notices: string[] = [];
  const person = async (rule: TemplateAssignee) => {
    const { memberId, notice } = await assigneeOf(rule);
    if (notice && !notices.includes(notice)) notices.push(notice);
    return memberId;
  };
  const film = body.film ? addDays(anchor, body.film.days) : null;
  const fieldsOf = (fields: TemplateFields) => ({ ...fields });

  const [year, month, day] = (body.remind ? offsetFrom(body.remind, anchor, film) : anchor)
    .split('-')
    .map(Number) as [number, number, number];
  const ticket = {
    ...fieldsOf(body.fields),
    summary: fillPattern(body.summary, values),
    assignee: await person(body.assignee),
    film_date: film,
    due_date: body.due ? offsetFrom(body.due, anchor, film) : null,
    remind_at: body.remind
      ? zonedInstant({ year, month, day }, body.remind.time, moment.zone).toISOString()
      : null,
  };
  const subtasks = [];
  for (const subtask of body.subtasks)
    subtasks.push({
      ticket: {
        ...fieldsOf(subtask.fields),
        summary: fillPattern(subtask.summary, values),
        assignee: await person(subtask.assignee),
        due_date: subtask.due ? offsetFrom(subtask.due, anchor, film) : null,
      },
      checklist: subtask.checklist,
    });
  return { ticket, checklist: body.checklist, subtasks, notices };
}
