import { TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { LengthCounter, limitState } from '@/shared/ui/LengthCounter';

export interface AddLineInputProps {
  /** Lines there are now, and the most there may be: at it the field is closed, saying why. */
  count: number;
  most: number;
  /** The longest a line may be. */
  maxLength: number;
  /** The field's name and placeholder ("Add an item"). */
  label: string;
  /** Said under the field when the list is full, and when it is empty. */
  fullText: string;
  emptyText: string;
  testId: string;
  /** Adds a line; `restore` puts its words back in the field when it could not be added. */
  onAdd: (text: string, restore: () => void) => void;
}

/**
 * A field under a list that adds a line on Enter and empties itself, keeping the focus for the
 * next one (a checklist's items, a ticket's subtasks: typed one after the other).
 */
export function AddLineInput({
  count,
  most,
  maxLength,
  label,
  fullText,
  emptyText,
  testId,
  onAdd,
}: AddLineInputProps) {
  const [draft, setDraft] = useState('');
  const full = count >= most;
  const submit = () => {
    const text = draft.trim();
    if (text === '' || full) return;
    setDraft('');
    // Unless something else was typed meanwhile.
    onAdd(text, () => setDraft((typed) => (typed === '' ? text : typed)));
  };
  const description = full ? (
    fullText
  ) : limitState(draft.length, maxLength) !== 'hidden' ? (
    <LengthCounter length={draft.length} max={maxLength} />
  ) : count === 0 ? (
    emptyText
  ) : undefined;
  return (
    <TextInput
      size="sm"
      aria-label={label}
      placeholder={label}
      leftSection={<IconPlus size={14} aria-hidden />}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={draft}
      disabled={full}
      maxLength={maxLength}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          submit();
        } else if (event.key === 'Escape' && draft !== '') setDraft('');
      }}
      // Escape empties words being typed rather than closing the dialog around them.
      data-mantine-stop-propagation={draft !== '' ? 'true' : undefined}
      data-testid={testId}
    />
  );
}
