import '@/shared/i18n/parts/templates';
import { SimpleGrid } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateFormField } from '../lib/template-checks';
import type { DateValues } from '../lib/template-form';
import { OffsetField } from './OffsetField';

export interface TemplateDatesProps {
  values: DateValues;
  onChange: (change: Partial<DateValues>) => void;
  errorOf: (field: TemplateFormField) => string | undefined;
}

/**
 * The ticket's dates as days after the anchor day: its film date, its due date and its
 * reminder (at a time of day in the brand's zone); the last two may count from the film date.
 * Memoised, as the form's other parts: typing elsewhere does not draw it again.
 */
export const TemplateDates = memo(function TemplateDates({ values, onChange, errorOf }: TemplateDatesProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <OffsetField
        label={t('ui.templates.form.filmDays')}
        description={t('ui.templates.form.filmDaysHint')}
        days={values.filmDays}
        onDays={(filmDays) => onChange({ filmDays })}
        error={errorOf('filmDays')}
      />
      <OffsetField
        label={t('ui.templates.form.dueDays')}
        description={t('ui.templates.form.dueDaysHint')}
        days={values.dueDays}
        onDays={(dueDays) => onChange({ dueDays })}
        fromFilm={{
          label: t('ui.templates.form.dueFromFilm'),
          checked: values.dueFromFilm,
          onChange: (dueFromFilm) => onChange({ dueFromFilm }),
        }}
        error={errorOf('dueDays')}
      />
      <OffsetField
        label={t('ui.templates.form.remindDays')}
        description={t('ui.templates.form.remindDaysHint')}
        days={values.remindDays}
        onDays={(remindDays) => onChange({ remindDays })}
        fromFilm={{
          label: t('ui.templates.form.remindFromFilm'),
          checked: values.remindFromFilm,
          onChange: (remindFromFilm) => onChange({ remindFromFilm }),
        }}
        error={errorOf('remindDays')}
      />
      <TimeInput
        label={t('ui.templates.form.remindTime')}
        description={t('ui.templates.form.remindTimeHint')}
        value={values.remindTime}
        onChange={(event) => onChange({ remindTime: event.currentTarget.value })}
        leftSection={<IconClock size={16} aria-hidden />}
        // A time belongs to a reminder: none without its days.
        disabled={values.remindDays === ''}
        error={errorOf('remindTime')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </SimpleGrid>
  );
});
