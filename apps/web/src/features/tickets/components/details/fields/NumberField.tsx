import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type InlineEdit, useInlineEdit } from '@/shared/lib/use-inline-edit';
import { numberInputFormat, readNumberInput } from '../../fields/estimate-input';
import { ReadOnlyField } from './ReadOnlyField';

export interface NumberFieldProps {
  label: string;
  value: number | null;
  /** How the read-only view writes the value. */
  format: (value: number) => string;
  onSave: (value: number | null) => void;
  readOnly: boolean;
  decimalScale?: number;
  fixedDecimalScale?: boolean;
  min?: number;
  max?: number;
  suffix?: string;
}

/** A number (estimate hours, amount) saved when the field is left; cleared saves null. */
export function NumberField({
  label,
  value,
  format,
  onSave,
  readOnly,
  decimalScale = 2,
  fixedDecimalScale = false,
  min = 0,
  max,
  suffix,
}: NumberFieldProps) {
  const { i18n } = useTranslation();
  const edit: InlineEdit<number | string> = useInlineEdit<number | string>({
    value: value ?? '',
    onCommit: (draft) => {
      const next = readNumberInput(draft);
      // Not a number: the saved value comes back.
      if (next !== null && Number.isNaN(next)) {
        edit.cancel();
        return;
      }
      if (next !== value) onSave(next);
    },
  });

  if (readOnly) return <ReadOnlyField label={label}>{value === null ? null : format(value)}</ReadOnlyField>;

  return (
    <NumberInput
      label={label}
      value={edit.draft}
      min={min}
      max={max}
      decimalScale={decimalScale}
      fixedDecimalScale={fixedDecimalScale}
      suffix={suffix}
      {...numberInputFormat(i18n.language)}
      onChange={edit.change}
      onFocus={() => edit.begin()}
      onBlur={edit.commit}
    />
  );
}
