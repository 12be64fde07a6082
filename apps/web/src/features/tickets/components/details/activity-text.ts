import type { PersonRef, TicketActivity } from '@expertos/domain/ticket.schema';
import {
  PRIORITY_LABELS,
  type Priority,
  TICKET_STATUS_LABELS,
  type TicketStatus,
} from '@expertos/domain/tickets';
import type { TFunction } from 'i18next';
import type { KeysUnder } from '@/shared/i18n/keys';
import { formatDay } from '@/shared/lib/format';
import { personName } from './use-detail-options';

type DetailField = KeysUnder<'ui.tickets.details.fields'>;

const statusLabel = (value: string | null) =>
  value === null ? null : (TICKET_STATUS_LABELS[value as TicketStatus] ?? value);
const priorityLabel = (value: string | null) =>
  value === null ? null : (PRIORITY_LABELS[value as Priority] ?? value);

/**
 * One history entry as a sentence: "Alex moved this from To Do to In Progress". Status and
 * priority values read through the domain's labels; an assignee uid through the people
 * known here (else the value as recorded).
 */
export function describeActivity(
  entry: TicketActivity,
  t: TFunction,
  people: readonly PersonRef[] = [],
): string {
  const actor = entry.actor
    ? personName(entry.actor)
    : entry.via === 'approval' || entry.via === 'approvals'
      ? t(`ui.tickets.details.activity.via.${entry.via}`, { name: entry.via_name ?? '' })
      : entry.via
        ? t(`ui.tickets.details.activity.via.${entry.via}`)
        : t('ui.tickets.details.activity.someone');
  const key = 'ui.tickets.details.activity';
  switch (entry.kind) {
    case 'created':
      return t(`${key}.created`, { actor });
    case 'status':
      return t(`${key}.status`, {
        actor,
        from: statusLabel(entry.from) ?? '—',
        to: statusLabel(entry.to) ?? '—',
      });
    case 'priority':
      return t(`${key}.priority`, {
        actor,
        from: priorityLabel(entry.from) ?? '—',
        to: priorityLabel(entry.to) ?? '—',
      });
    case 'assignee': {
      if (entry.to === null) return t(`${key}.unassigned`, { actor });
      const person = people.find((candidate) => candidate.uid === entry.to);
      return t(`${key}.assigned`, { actor, to: person ? personName(person) : entry.to });
    }
    case 'due_date':
      return entry.to === null
        ? t(`${key}.dueDateRemoved`, { actor })
        : t(`${key}.dueDate`, { actor, to: formatDay(entry.to) });
    default: {
      const field = entry.field ?? '';
      const fieldKey = `ui.tickets.details.fields.${field}`;
      // The field is data from the history: t() answers the key itself when it has no label.
      const text: string = field ? t(fieldKey as `ui.tickets.details.fields.${DetailField}`) : fieldKey;
      const name = text !== fieldKey ? text.toLowerCase() : field;
      return t(`${key}.field`, { actor, field: name || t(`${key}.aField`) });
    }
  }
}
