import { Checkbox, NumberInput, Stack } from '@mantine/core';
import { OFFSET_DAYS_MAX } from '../lib/template-form';

export interface OffsetFieldProps {
  label: string;
  description?: string;
  days: number | '';
  onDays: (days: number | '') => void;
  /** The "count from the film date" box; without it the days count from the anchor only. */
  fromFilm?: { label: string; checked: boolean; onChange: (checked: boolean) => void };
  error?: string;
}

/**
 * A date as days after the anchor day, either way, optionally counted from the film date. Its
 * hint sits under the input, so inputs side by side line up whatever their hints' length.
 */
export function OffsetField({ label, description, days, onDays, fromFilm, error }: OffsetFieldProps) {
  return (
    <Stack gap={8}>
      <NumberInput
        label={label}
        description={description}
        value={days}
        onChange={(next) => onDays(typeof next === 'number' ? next : '')}
        min={-OFFSET_DAYS_MAX}
        max={OFFSET_DAYS_MAX}
        allowDecimal={false}
        error={error}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      {fromFilm && (
        <Checkbox
          label={fromFilm.label}
          checked={fromFilm.checked}
          onChange={(event) => fromFilm.onChange(event.currentTarget.checked)}
          // Nothing to count while there are no days.
          disabled={days === ''}
        />
      )}
    </Stack>
  );
}
