import { LIMITS } from '@expertos/domain/limits';
import { TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import { useTranslation } from 'react-i18next';
import { AddLineInput } from '../fields/AddLineInput';

export interface SubtaskAddInputProps {
  /** Subtasks the ticket has now: at the limit the field is closed, saying why. */
  count: number;
  /** Adds a subtask; `restore` puts its words back in the field when it could not be added. */
  onAdd: (summary: string, restore: () => void) => void;
}

/** "Add a subtask" under the list: Enter makes a ticket of that summary (docs/product.md#checklists-and-subtasks). */
export function SubtaskAddInput({ count, onAdd }: SubtaskAddInputProps) {
  const { t } = useTranslation();
  return (
    <AddLineInput
      count={count}
      most={LIMITS.subtasksMax}
      maxLength={TICKET_SUMMARY_MAX}
      label={t('ui.tickets.subtasks.add')}
      fullText={t('ui.tickets.subtasks.full', { max: LIMITS.subtasksMax })}
      emptyText={t('ui.tickets.subtasks.empty')}
      testId="subtask-add"
      onAdd={onAdd}
    />
  );
}
