import { LIMITS } from '@expertos/domain/limits';
import { useTranslation } from 'react-i18next';
import { AddLineInput } from '../fields/AddLineInput';

export interface ChecklistAddInputProps {
  /** Items on the list now: at the limit the field is closed, saying why. */
  count: number;
  /** Adds an item; `restore` puts its words back in the field when it could not be added. */
  onAdd: (text: string, restore: () => void) => void;
}

/** "Add an item" under the checklist (docs/product.md#checklists-and-subtasks). */
export function ChecklistAddInput({ count, onAdd }: ChecklistAddInputProps) {
  const { t } = useTranslation();
  return (
    <AddLineInput
      count={count}
      most={LIMITS.checklistMaxItems}
      maxLength={LIMITS.checklistItemMaxChars}
      label={t('ui.tickets.checklist.add')}
      fullText={t('ui.tickets.checklist.full', { max: LIMITS.checklistMaxItems })}
      emptyText={t('ui.tickets.checklist.empty')}
      testId="checklist-add"
      onAdd={onAdd}
    />
  );
}
