import '@/shared/i18n/parts/recurring';
import { Radio, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { holidayCalendarsQueryOptions } from '../../api/recurring';
import type { HolidayChoice } from '../../lib/builder-state';
import type { BuilderPartProps } from './builder-props';

const HOLIDAY_MODES: HolidayChoice[] = ['none', 'skip', 'move'];

/** Public holidays: made anyway, skipped, or moved to the next working day, by a country's (or region's) calendar. */
export function HolidayFields({ state, set, problems, missing }: BuilderPartProps) {
  const { t } = useTranslation();
  const k = 'ui.recurring.builder' as const;
  const keeps = state.holidayMode !== 'none';
  const calendars = useQuery({ ...holidayCalendarsQueryOptions(), enabled: keeps });
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t(`${k}.holidays`)}
        value={state.holidayMode}
        onChange={(value) => set('holidayMode', value as HolidayChoice)}
      >
        <Stack gap={6} mt={6}>
          {HOLIDAY_MODES.map((mode) => (
            <Radio key={mode} value={mode} label={t(`${k}.holidayModes.${mode}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {keeps && (
        <Select
          label={t(`${k}.calendar`)}
          placeholder={t(`${k}.calendarPlaceholder`)}
          data={(calendars.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
          value={state.holidayCalendar || null}
          onChange={(value) => set('holidayCalendar', value ?? '')}
          searchable
          required
          disabled={calendars.isPending}
          error={problems.holidays ?? (missing && !state.holidayCalendar ? t(`${k}.required`) : undefined)}
          maw={360}
        />
      )}
      {keeps && calendars.isError && (
        <Text size="sm" c="red" role="alert">
          {t(`${k}.calendarsError`)}
        </Text>
      )}
    </Stack>
  );
}
