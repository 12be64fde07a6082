import { Stack, Textarea, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { type AutosaveResult, useAutosave, useDraftKey } from '@/shared/lib/use-autosave';
import { AutosaveStatus } from '@/shared/ui/autosave/AutosaveStatus';
import { EditConflict } from '@/shared/ui/autosave/EditConflict';
import { ReadOnlyField } from './ReadOnlyField';

export interface TextFieldProps {
  label: string;
  value: string | null;
  /** The version of `value` (the ticket's `updated`): what an edit is based on. */
  base?: string;
  /** What is edited (`ticket:<uid>:<field>`): where unsaved text is kept on this device. */
  draftId: string;
  /** Saves the text (an emptied optional field saves null) on the base it was typed on. */
  onSave: (value: string | null, base: string | undefined) => Promise<AutosaveResult>;
  readOnly: boolean;
  multiline?: boolean;
  /** Empty saves '' instead of null (the description is never null). */
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  /** A conflict offers "Keep both" (long texts). */
  mergeable?: boolean;
}

/**
 * Free text that saves itself (docs/product.md#autosave): after a pause in typing and when the
 * field is left, with its state under it; unsaved text survives a reload. Escape puts the
 * saved text back; a change arriving from the server shows unless something typed here is
 * unsaved; a conflicting change by someone else is shown to choose from.
 */
export function TextField({
  label,
  value,
  base,
  draftId,
  onSave,
  readOnly,
  multiline = false,
  required = false,
  maxLength,
  placeholder,
  mergeable = multiline,
}: TextFieldProps) {
  const autosave = useAutosave({
    value: value ?? '',
    base,
    draftKey: useDraftKey(draftId),
    enabled: !readOnly,
    save: (text, textBase) => onSave(text === '' && !required ? null : text, textBase),
  });

  if (readOnly) {
    return (
      <ReadOnlyField label={label} multiline={multiline}>
        {value}
      </ReadOnlyField>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && autosave.dirty) autosave.revert();
    else if (event.key === 'Enter' && !multiline) event.currentTarget.blur();
  };
  const common = {
    label,
    value: autosave.text,
    onChange: (event: { currentTarget: { value: string } }) => autosave.change(event.currentTarget.value),
    onBlur: autosave.flush,
    onKeyDown,
    placeholder,
    maxLength,
    // With unsaved text, Escape undoes the edit instead of closing the dialog around it.
    'data-mantine-stop-propagation': autosave.dirty ? 'true' : undefined,
  };
  return (
    <Stack gap={4}>
      {multiline ? <Textarea {...common} autosize minRows={2} maxRows={14} /> : <TextInput {...common} />}
      <EditConflict field={label} autosave={autosave} mergeable={mergeable} />
      <AutosaveStatus autosave={autosave} />
    </Stack>
  );
}
