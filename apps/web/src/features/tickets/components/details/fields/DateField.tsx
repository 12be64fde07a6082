import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/lib/format';
import { DueDatePicker } from '../../fields/DueDatePicker';
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
  const { t, i18n } = useTranslation();
  if (readOnly)
    return <ReadOnlyField label={label}>{value ? formatDay(value, i18n.language) : null}</ReadOnlyField>;
  return (
    <DueDatePicker
      label={label}
      value={value}
      placeholder={t('ui.tickets.details.noDate')}
      onChange={(iso) => {
        if (iso !== value) onSave(iso);
      }}
    />
  );
}
