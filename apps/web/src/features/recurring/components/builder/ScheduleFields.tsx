import '@/shared/i18n/parts/recurring';
import {
  RECURRENCE_FREQS,
  RECURRENCE_WEEKDAYS,
  type RecurrenceWeekday,
} from '@expertos/domain/recurrence-rule';
import { Chip, Group, Input, NumberInput, Radio, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWeekday } from '@/shared/lib/format';
import { type MonthlyMode, NTHS } from '../../lib/builder-state';
import type { BuilderPartProps } from './builder-props';

const MONTHLY_MODES: MonthlyMode[] = ['day', 'last', 'weekday'];

/** How often: the frequency, every N, the weekdays of a weekly series, the day of a monthly one. */
export function ScheduleFields({ state, set, problems }: BuilderPartProps) {
  const { t, i18n } = useTranslation();
  const k = 'ui.recurring.builder' as const;
  // The language's own weekday names (Monday = 0): the words' forms are made for sentences.
  const weekdayName = (weekday: RecurrenceWeekday) =>
    formatWeekday(RECURRENCE_WEEKDAYS.indexOf(weekday), i18n.language);
  const weekdayOptions = RECURRENCE_WEEKDAYS.map((value) => ({ value, label: weekdayName(value) }));
  return (
    <Stack gap="sm">
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label={t(`${k}.frequency`)}
          data={RECURRENCE_FREQS.map((value) => ({ value, label: t(`${k}.freq.${value}`) }))}
          value={state.freq}
          onChange={(value) => value && set('freq', value as typeof state.freq)}
          allowDeselect={false}
          error={problems.FREQ}
          miw={160}
        />
        <NumberInput
          label={t(`${k}.interval`)}
          value={state.interval}
          onChange={(value) => set('interval', typeof value === 'number' ? value : '')}
          min={1}
          max={99}
          allowDecimal={false}
          allowNegative={false}
          rightSection={
            <Text size="sm" c="dimmed" pr="xs">
              {t(`${k}.unit.${state.freq}`, { count: Number(state.interval) || 1 })}
            </Text>
          }
          rightSectionWidth={80}
          rightSectionPointerEvents="none"
          error={problems.INTERVAL}
          miw={160}
        />
      </Group>
      {state.freq === 'WEEKLY' && (
        <Input.Wrapper label={t(`${k}.weekdays`)} description={t(`${k}.weekdaysHint`)} error={problems.BYDAY}>
          <Chip.Group
            multiple
            value={state.weekdays}
            onChange={(value) =>
              set(
                'weekdays',
                RECURRENCE_WEEKDAYS.filter((day) => value.includes(day)),
              )
            }
          >
            <Group gap={6} mt={6} role="group" aria-label={t(`${k}.weekdays`)}>
              {RECURRENCE_WEEKDAYS.map((day) => (
                <Chip key={day} value={day} size="sm">
                  {weekdayName(day)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      )}
      {state.freq === 'MONTHLY' && (
        <Stack gap="xs">
          <Radio.Group
            label={t(`${k}.monthly`)}
            value={state.monthlyMode}
            onChange={(value) => set('monthlyMode', value as MonthlyMode)}
          >
            <Group gap="md" mt={6}>
              {MONTHLY_MODES.map((mode) => (
                <Radio key={mode} value={mode} label={t(`${k}.monthlyModes.${mode}`)} />
              ))}
            </Group>
          </Radio.Group>
          {state.monthlyMode === 'day' && (
            <NumberInput
              label={t(`${k}.monthDay`)}
              value={state.monthDay}
              onChange={(value) => set('monthDay', Math.min(31, Math.max(1, Number(value) || 1)))}
              min={1}
              max={31}
              allowDecimal={false}
              allowNegative={false}
              error={problems.BYMONTHDAY}
              maw={200}
            />
          )}
          {state.monthlyMode === 'last' && problems.BYMONTHDAY && (
            <Text size="sm" c="red" role="alert">
              {problems.BYMONTHDAY}
            </Text>
          )}
          {state.monthlyMode === 'weekday' && (
            <Group grow align="flex-start">
              <Select
                label={t(`${k}.nth`)}
                data={NTHS.map((nth) => ({ value: String(nth), label: t(`${k}.nths.${nth}`) }))}
                value={String(state.nth)}
                onChange={(value) => value && set('nth', Number(value))}
                allowDeselect={false}
                error={problems.BYSETPOS}
              />
              <Select
                label={t(`${k}.weekday`)}
                data={weekdayOptions}
                value={state.nthWeekday}
                onChange={(value) => value && set('nthWeekday', value as RecurrenceWeekday)}
                allowDeselect={false}
                error={problems.BYDAY}
              />
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
