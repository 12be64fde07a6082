import type { PersonRef, TicketActivity } from '@expertos/domain/ticket.schema';
import { PRIORITIES, type Priority, TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import type { TFunction } from 'i18next';
import type { KeysUnder } from '@/shared/i18n/keys';
import { formatDay } from '@/shared/lib/format';
import { personName } from './use-detail-options';

type DetailField = KeysUnder<'ui.tickets.details.fields'>;

// The history keeps values as recorded: one the app no longer knows is shown as it stands.
const statusLabel = (value: string | null, t: TFunction) =>
  value === null
    ? null
    : (TICKET_STATUSES as readonly string[]).includes(value)
      ? t(`ui.tickets.list.statuses.${value as TicketStatus}`)
      : value;
const priorityLabel = (value: string | null, t: TFunction) =>
  value === null
    ? null
    : (PRIORITIES as readonly string[]).includes(value)
      ? t(`ui.tickets.list.priorities.${value as Priority}`)
      : value;

/**
 * One history entry as a sentence: "Alex moved this from To Do to In Progress". Status and
 * priority values read through their translated labels; an assignee uid through the people
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
        from: statusLabel(entry.from, t) ?? '—',
        to: statusLabel(entry.to, t) ?? '—',
      });
    case 'priority':
      return t(`${key}.priority`, {
        actor,
        from: priorityLabel(entry.from, t) ?? '—',
        to: priorityLabel(entry.to, t) ?? '—',
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
      // The checklist's progress as recorded: "2/5" to "3/5" (docs/product.md#checklists-and-subtasks).
      if (entry.field === 'checklist' && entry.from !== null && entry.to !== null)
        return t(`${key}.checklist`, { actor, from: entry.from, to: entry.to });
      // A move under a parent or out again, the parents by number ("#12").
      if (entry.field === 'parent') {
        const { from, to } = entry;
        const moves = 'ui.tickets.subtasks.activity';
        if (from === null && to !== null) return t(`${moves}.set`, { actor, to });
        if (from !== null && to === null) return t(`${moves}.cleared`, { actor, from });
        if (from !== null && to !== null) return t(`${moves}.moved`, { actor, from, to });
      }
      const field = entry.field ?? '';
      const fieldKey = `ui.tickets.details.fields.${field}`;
      // The field is data from the history: t() answers the key itself when it has no label.
      const text: string = field ? t(fieldKey as `ui.tickets.details.fields.${DetailField}`) : fieldKey;
      const name = text !== fieldKey ? text.toLowerCase() : field;
      return t(`${key}.field`, { actor, field: name || t(`${key}.aField`) });
    }
  }
}
