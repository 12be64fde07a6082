import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerFormat, weekStart } from '@/shared/lib/format';
import classes from './DatePresets.module.css';
import { datePresets } from './date-presets';
import { toIsoDay } from './iso-day';

export interface DueDatePickerProps
  extends Omit<DatePickerInputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** `YYYY-MM-DD`, or null for none. */
  value: string | null;
  onChange: (date: string | null) => void;
}

/**
 * A calendar date (`YYYY-MM-DD`, no time of day), clearable, with the presets (today,
 * tomorrow, next week, clear) and the week starting as the user's locale starts it; every
 * ticket date field uses it. The label defaults to "Due date".
 */
export function DueDatePicker({ value, onChange, label, placeholder, ...props }: DueDatePickerProps) {
  const { t, i18n } = useTranslation();
  const firstDay = weekStart(i18n.language);
  const presets = useMemo(() => datePresets(t, new Date(), firstDay), [t, firstDay]);
  const shownLabel = label === undefined ? t('ui.tickets.list.fields.dueDate') : label;
  return (
    <DatePickerInput
      label={shownLabel}
      // Mantine's × has no name of its own: a screen reader would announce a bare "button".
      clearButtonProps={{
        'aria-label': t('ui.tickets.board.presets.clearField', {
          label: typeof shownLabel === 'string' ? shownLabel : t('ui.tickets.list.fields.dueDate'),
        }),
      }}
      placeholder={placeholder ?? t('ui.tickets.list.fields.dueDatePlaceholder')}
      value={value}
      onChange={(next) => onChange(toIsoDay(next))}
      valueFormat={pickerFormat('date', i18n.language)}
      clearable
      leftSection={<IconCalendar size={16} aria-hidden />}
      presets={presets}
      firstDayOfWeek={firstDay}
      classNames={{ datePickerRoot: classes.root, presetsList: classes.presetsList }}
      {...props}
    />
  );
}
