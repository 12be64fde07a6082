import '@mantine/dates/styles.css';
import { TIME_ENTRY_NOTE_MAX } from '@expertos/domain/timetracking.schema';
import { Button, Group, NumberInput, Paper, Stack, Textarea, Title } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerFormat } from '@/shared/lib/format';
import { FormAlert } from '@/shared/ui/FormAlert';
import {
  type EntryFormProblem,
  type EntryFormValues,
  entryProblem,
  localParts,
  withStartForDuration,
} from '../lib/entry-form';

export interface EntryFormProps {
  title: string;
  initial: EntryFormValues;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, already as text. */
  serverError: string | null;
  onSubmit: (values: EntryFormValues) => void;
  onCancel: () => void;
  /**
   * A new entry: until the user sets the start themselves, changing the duration moves the
   * start so that the entry ends now (never in the future).
   */
  startFollowsDuration?: boolean;
}

/** A manual time entry: the day and time it started, how long it lasted, and a note. */
export function EntryForm({
  title,
  initial,
  submitLabel,
  pending,
  serverError,
  onSubmit,
  onCancel,
  startFollowsDuration = false,
}: EntryFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<EntryFormProblem | null>(null);
  const [startTouched, setStartTouched] = useState(false);
  const set = <K extends keyof EntryFormValues>(key: K, value: EntryFormValues[K]) => {
    const isStart = key === 'date' || key === 'time';
    if (isStart) setStartTouched(true);
    const follow = startFollowsDuration && !startTouched && (key === 'hours' || key === 'minutes');
    setValues((current) => {
      const next = { ...current, [key]: value };
      return follow ? withStartForDuration(next) : next;
    });
    setProblem(null);
  };
  const today = localParts(new Date()).date;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = entryProblem(values);
    setProblem(found);
    if (!found) onSubmit(values);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
    >
      <Stack gap="xs">
        <Title id={titleId} order={5} size="h6">
          {title}
        </Title>
        <Group grow gap="xs" align="flex-start" wrap="nowrap">
          <DatePickerInput
            label={t('ui.timetracking.form.date')}
            value={values.date}
            onChange={(next) => set('date', next ? String(next).slice(0, 10) : null)}
            maxDate={today}
            valueFormat={pickerFormat('date')}
            leftSection={<IconCalendar size={16} aria-hidden />}
            required
            error={problem === 'dateRequired' && !values.date}
          />
          <TimeInput
            label={t('ui.timetracking.form.startTime')}
            value={values.time}
            onChange={(event) => set('time', event.currentTarget.value)}
            leftSection={<IconClock size={16} aria-hidden />}
            required
            error={problem === 'dateRequired' && !values.time}
          />
        </Group>
        <Group grow gap="xs" align="flex-start" wrap="nowrap">
          <NumberInput
            label={t('ui.timetracking.form.hours')}
            value={values.hours}
            onChange={(next) => set('hours', Number(next) || 0)}
            min={0}
            max={24}
            allowDecimal={false}
            allowNegative={false}
            error={problem === 'durationRange'}
          />
          <NumberInput
            label={t('ui.timetracking.form.minutes')}
            value={values.minutes}
            onChange={(next) => set('minutes', Number(next) || 0)}
            min={0}
            max={59}
            allowDecimal={false}
            allowNegative={false}
            error={problem === 'durationRange'}
          />
        </Group>
        <Textarea
          label={t('ui.timetracking.form.note')}
          placeholder={t('ui.timetracking.form.notePlaceholder')}
          value={values.note}
          onChange={(event) => set('note', event.currentTarget.value)}
          maxLength={TIME_ENTRY_NOTE_MAX}
          autosize
          minRows={1}
          maxRows={4}
        />
        <FormAlert>{problem ? t(`ui.timetracking.form.${problem}`) : serverError}</FormAlert>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel} disabled={pending}>
            {t('ui.timetracking.form.cancel')}
          </Button>
          <Button type="submit" size="xs" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
