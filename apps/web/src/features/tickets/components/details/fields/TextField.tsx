import { Textarea, TextInput } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ReadOnlyField } from './ReadOnlyField';

export interface TextFieldProps {
  label: string;
  value: string | null;
  /** Called on blur when the text changed; an emptied optional field saves null. */
  onSave: (value: string | null) => void;
  readOnly: boolean;
  multiline?: boolean;
  /** Empty saves '' instead of null (the description is never null). */
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
}

/**
 * Free text saved when the field is left (not on every key). Escape puts the saved text
 * back; a change arriving from the server shows unless the user is typing here.
 */
export function TextField({
  label,
  value,
  onSave,
  readOnly,
  multiline = false,
  required = false,
  maxLength,
  placeholder,
}: TextFieldProps) {
  const saved = value ?? '';
  const [draft, setDraft] = useState(saved);
  const editing = useRef(false);

  useEffect(() => {
    if (!editing.current) setDraft(saved);
  }, [saved]);

  if (readOnly) {
    return (
      <ReadOnlyField label={label} multiline={multiline}>
        {value}
      </ReadOnlyField>
    );
  }

  const commit = () => {
    editing.current = false;
    if (draft === saved) return;
    onSave(draft === '' && !required ? null : draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      setDraft(saved);
      editing.current = false;
    }
    if (event.key === 'Enter' && !multiline) event.currentTarget.blur();
  };
  const common = {
    label,
    value: draft,
    placeholder,
    maxLength,
    onFocus: () => {
      editing.current = true;
    },
    onBlur: commit,
    onKeyDown,
    // With unsaved text, Escape undoes the edit instead of closing the dialog around it.
    'data-mantine-stop-propagation': draft !== saved ? 'true' : undefined,
  };
  return multiline ? (
    <Textarea
      {...common}
      autosize
      minRows={2}
      maxRows={14}
      onChange={(event) => setDraft(event.currentTarget.value)}
    />
  ) : (
    <TextInput {...common} onChange={(event) => setDraft(event.currentTarget.value)} />
  );
}
