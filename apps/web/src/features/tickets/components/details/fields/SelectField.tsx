import { Select } from '@mantine/core';
import { ReadOnlyField } from './ReadOnlyField';

export interface FieldOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V | null;
  options: readonly FieldOption<V>[];
  onSave: (value: V | null) => void;
  readOnly: boolean;
  /** Whether the field may be emptied (optional fields such as platform). */
  clearable?: boolean;
  placeholder?: string;
  searchable?: boolean;
}

/** One choice of a fixed list; saved as soon as it is picked. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onSave,
  readOnly,
  clearable = false,
  placeholder,
  searchable = false,
}: SelectFieldProps<V>) {
  if (readOnly) {
    return (
      <ReadOnlyField label={label}>{options.find((option) => option.value === value)?.label}</ReadOnlyField>
    );
  }
  return (
    <Select
      label={label}
      data={options as FieldOption<V>[]}
      value={value}
      placeholder={placeholder}
      clearable={clearable}
      allowDeselect={clearable}
      searchable={searchable}
      onChange={(next) => {
        if (next === value || (next === null && !clearable)) return;
        onSave(next as V | null);
      }}
    />
  );
}
