import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../format';
import { ReadOnlyField } from './ReadOnlyField';

export interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD` or null. */
  value: string | null;
  onSave: (value: string | null) => void;
  readOnly: boolean;
}

/** A calendar date (due, film, posted), saved as `YYYY-MM-DD` when picked or cleared. */
export function DateField({ label, value, onSave, readOnly }: DateFieldProps) {
  const { t } = useTranslation();
  if (readOnly) return <ReadOnlyField label={label}>{value ? formatIsoDate(value) : null}</ReadOnlyField>;
  return (
    <DatePickerInput
      label={label}
      value={value}
      placeholder={t('ui.tickets.details.noDate')}
      clearable
      valueFormat="MMM D, YYYY"
      leftSection={<IconCalendar size={16} aria-hidden />}
      onChange={(next) => {
        const iso = next ? String(next).slice(0, 10) : null;
        if (iso !== value) onSave(iso);
      }}
    />
  );
}
