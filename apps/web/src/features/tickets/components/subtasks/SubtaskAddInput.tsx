import { LIMITS } from '@expertos/domain/limits';
import { TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import { TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LengthCounter, limitState } from '@/shared/ui/LengthCounter';

export interface SubtaskAddInputProps {
  /** Subtasks the ticket has now: at the limit the field is closed, saying why. */
  count: number;
  /** Adds a subtask; `restore` puts its words back in the field when it could not be added. */
  onAdd: (summary: string, restore: () => void) => void;
}

/**
 * "Add a subtask" under the list: Enter adds a ticket of that summary and empties the field,
 * which keeps the focus for the next one (subtasks are typed one after the other).
 */
export function SubtaskAddInput({ count, onAdd }: SubtaskAddInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const full = count >= LIMITS.subtasksMax;
  const submit = () => {
    const summary = draft.trim();
    if (summary === '' || full) return;
    setDraft('');
    // Unless something else was typed meanwhile.
    onAdd(summary, () => setDraft((typed) => (typed === '' ? summary : typed)));
  };
  const description = full ? (
    t('ui.tickets.subtasks.full', { max: LIMITS.subtasksMax })
  ) : limitState(draft.length, TICKET_SUMMARY_MAX) !== 'hidden' ? (
    <LengthCounter length={draft.length} max={TICKET_SUMMARY_MAX} />
  ) : count === 0 ? (
    t('ui.tickets.subtasks.empty')
  ) : undefined;
  return (
    <TextInput
      size="sm"
      aria-label={t('ui.tickets.subtasks.add')}
      placeholder={t('ui.tickets.subtasks.add')}
      leftSection={<IconPlus size={14} aria-hidden />}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={draft}
      disabled={full}
      maxLength={TICKET_SUMMARY_MAX}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          submit();
        } else if (event.key === 'Escape' && draft !== '') setDraft('');
      }}
      // Escape empties words being typed rather than closing the dialog around them.
      data-mantine-stop-propagation={draft !== '' ? 'true' : undefined}
      data-testid="subtask-add"
    />
  );
}
