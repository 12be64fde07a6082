import { LIMITS } from '@expertos/domain/limits';
import { TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LengthCounter, limitState } from '@/shared/ui/LengthCounter';

export interface ChecklistAddInputProps {
  /** Items on the list now: at the limit the field is closed, saying why. */
  count: number;
  /** Adds an item; `restore` puts its words back in the field when it could not be added. */
  onAdd: (text: string, restore: () => void) => void;
}

/**
 * "Add an item" under the list: Enter adds the words and empties the field, which keeps the
 * focus for the next one (a list is typed item after item).
 */
export function ChecklistAddInput({ count, onAdd }: ChecklistAddInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const full = count >= LIMITS.checklistMaxItems;
  const submit = () => {
    const text = draft.trim();
    if (text === '' || full) return;
    setDraft('');
    // Unless something else was typed meanwhile.
    onAdd(text, () => setDraft((typed) => (typed === '' ? text : typed)));
  };
  const max = LIMITS.checklistItemMaxChars;
  const description = full ? (
    t('ui.tickets.checklist.full', { max: LIMITS.checklistMaxItems })
  ) : limitState(draft.length, max) !== 'hidden' ? (
    <LengthCounter length={draft.length} max={max} />
  ) : count === 0 ? (
    t('ui.tickets.checklist.empty')
  ) : undefined;
  return (
    <TextInput
      size="sm"
      aria-label={t('ui.tickets.checklist.add')}
      placeholder={t('ui.tickets.checklist.add')}
      leftSection={<IconPlus size={14} aria-hidden />}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={draft}
      disabled={full}
      maxLength={max}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          submit();
        } else if (event.key === 'Escape' && draft !== '') setDraft('');
      }}
      // Escape empties words being typed rather than closing the dialog around them.
      data-mantine-stop-propagation={draft !== '' ? 'true' : undefined}
      data-testid="checklist-add"
    />
  );
}
