import { Textarea, TextInput } from '@mantine/core';
import { inlineTextInputProps, useInlineEdit } from '@/shared/lib/use-inline-edit';
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
  const edit = useInlineEdit({
    value: saved,
    onCommit: (draft) => {
      if (draft !== saved) onSave(draft === '' && !required ? null : draft);
    },
    enter: multiline ? 'none' : 'blur',
  });

  if (readOnly) {
    return (
      <ReadOnlyField label={label} multiline={multiline}>
        {value}
      </ReadOnlyField>
    );
  }

  const common = {
    label,
    ...inlineTextInputProps(edit),
    placeholder,
    maxLength,
    onFocus: () => edit.begin(),
    // With unsaved text, Escape undoes the edit instead of closing the dialog around it.
    'data-mantine-stop-propagation': edit.dirty ? 'true' : undefined,
  };
  return multiline ? <Textarea {...common} autosize minRows={2} maxRows={14} /> : <TextInput {...common} />;
}
