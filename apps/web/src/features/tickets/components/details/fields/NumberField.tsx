import { NumberInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { NUMBER_FORMAT, readNumberInput } from '../../fields/estimate-input';
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
  const [draft, setDraft] = useState<number | string>(value ?? '');
  const editing = useRef(false);
  useEffect(() => {
    if (!editing.current) setDraft(value ?? '');
  }, [value]);

  if (readOnly) return <ReadOnlyField label={label}>{value === null ? null : format(value)}</ReadOnlyField>;

  const commit = () => {
    editing.current = false;
    const next = readNumberInput(draft);
    if (next !== null && Number.isNaN(next)) return setDraft(value ?? '');
    if (next !== value) onSave(next);
  };
  return (
    <NumberInput
      label={label}
      value={draft}
      min={min}
      max={max}
      decimalScale={decimalScale}
      fixedDecimalScale={fixedDecimalScale}
      suffix={suffix}
      {...NUMBER_FORMAT}
      onChange={setDraft}
      onFocus={() => {
        editing.current = true;
      }}
      onBlur={commit}
    />
  );
}
