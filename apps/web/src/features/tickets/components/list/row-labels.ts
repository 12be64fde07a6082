import type { DueState } from '@expertos/domain/due-state';
import {
  PRIORITIES,
  type Priority,
  TICKET_STATUSES,
  TICKET_TYPES,
  type TicketStatus,
  type TicketType,
} from '@expertos/domain/tickets';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '@/shared/i18n/keys';

/** The fixed words a row shows, translated once per table and language, not once per row. */
export interface RowLabels {
  statuses: Record<TicketStatus, string>;
  priorities: Record<Priority, string>;
  types: Record<TicketType, string>;
  unassigned: string;
  none: string;
  clearDueDate: string;
  /** Overdue / due soon, beside the due date. */
  due: Record<DueState, string>;
  /** The accessible names with a ticket's values in them. */
  selectRow: Phrase<'id'>;
  open: Phrase<'id' | 'summary'>;
  changeStatus: Phrase<'id' | 'value'>;
  changePriority: Phrase<'id' | 'value'>;
  changeAssignee: Phrase<'id' | 'value'>;
  changeDueDate: Phrase<'id' | 'value'>;
  /** A checklist's progress: "3/7", and its name "Checklist: 3 of 7 done". */
  checklistCount: Phrase<'done' | 'total'>;
  checklist: Phrase<'done' | 'total'>;
  /** A recurring series' ticket: "Recurring ticket, number 3 of its series". */
  recurring: Phrase<'position'>;
}

export type Phrase<K extends string> = (values: Record<K, string | number>) => string;

/**
 * A translation with simple `{name}` arguments, split once and filled by concatenation: six
 * of them per row mount, and i18next's t() resolves the key and formats the message each
 * time. The keys have no plurals, selects or quoting, so the result is the same text.
 */
function phrase<K extends string>(t: TFunction, key: TranslationKey): Phrase<K> {
  const parts = String(t(key, { skipInterpolation: true })).split(/\{\s*(\w+)\s*\}/);
  return (values) => {
    let text = parts[0] ?? '';
    for (let i = 1; i < parts.length; i += 2) {
      text += String(values[parts[i] as K] ?? '') + (parts[i + 1] ?? '');
    }
    return text;
  };
}

const translateAll = <K extends string>(keys: readonly K[], translate: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, translate(key)])) as Record<K, string>;

export function rowLabels(t: TFunction): RowLabels {
  return {
    statuses: translateAll(TICKET_STATUSES, (status) => t(`ui.tickets.list.statuses.${status}`)),
    priorities: translateAll(PRIORITIES, (priority) => t(`ui.tickets.list.priorities.${priority}`)),
    types: translateAll(TICKET_TYPES, (type) => t(`ui.tickets.list.types.${type}`)),
    unassigned: t('ui.tickets.list.fields.unassigned'),
    none: t('ui.tickets.list.table.none'),
    clearDueDate: t('ui.tickets.list.table.clearDueDate'),
    due: {
      overdue: t('ui.tickets.listViews.due.overdue'),
      due_soon: t('ui.tickets.listViews.due.due_soon'),
    },
    selectRow: phrase(t, 'ui.tickets.list.table.selectRow'),
    open: phrase(t, 'ui.tickets.list.table.open'),
    changeStatus: phrase(t, 'ui.tickets.list.table.changeStatus'),
    changePriority: phrase(t, 'ui.tickets.list.table.changePriority'),
    changeAssignee: phrase(t, 'ui.tickets.list.table.changeAssignee'),
    changeDueDate: phrase(t, 'ui.tickets.list.table.changeDueDate'),
    checklistCount: phrase(t, 'ui.tickets.checklist.count'),
    checklist: phrase(t, 'ui.tickets.checklist.label'),
    recurring: phrase(t, 'ui.tickets.repeat.label'),
  };
}
