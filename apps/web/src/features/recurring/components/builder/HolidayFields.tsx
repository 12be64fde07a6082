import '@/shared/i18n/parts/recurring';
import { Checkbox, Radio, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { holidayCalendarsQueryOptions } from '../../api/recurring';
import { type HolidayChoice, holidaysChosen } from '../../lib/builder-state';
import type { BuilderPartProps } from './builder-props';

const HOLIDAY_MODES: HolidayChoice[] = ['none', 'skip', 'move'];

/**
 * Holidays: made anyway, skipped, or moved to the next working day. Which days count: a
 * country's (or region's) public holidays, the brand's closed days (docs/product.md#closed-days),
 * or both; at least one, so saving without either says so.
 */
export function HolidayFields({ state, set, problems, missing }: BuilderPartProps) {
  const { t } = useTranslation();
  const k = 'ui.recurring.builder' as const;
  const keeps = state.holidayMode !== 'none';
  const calendars = useQuery({ ...holidayCalendarsQueryOptions(), enabled: keeps });
  const unchosen = missing && !holidaysChosen(state);
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
          description={t(`${k}.calendarHint`)}
          placeholder={t(`${k}.calendarPlaceholder`)}
          data={(calendars.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
          value={state.holidayCalendar || null}
          onChange={(value) => set('holidayCalendar', value ?? '')}
          searchable
          clearable
          // Mantine hides its × from the keyboard and screen readers; with the closed days, no
          // calendar is a choice of its own, so the × is a named button one can tab to.
          clearButtonProps={{ 'aria-label': t(`${k}.calendarClear`), 'aria-hidden': false, tabIndex: 0 }}
          disabled={calendars.isPending}
          // The server names `holidays.calendar` for "neither chosen" too: said here, above the box.
          error={problems.holidays ?? (unchosen ? t(`${k}.holidaysNeedOne`) : undefined)}
          maw={360}
        />
      )}
      {keeps && calendars.isError && (
        <Text size="sm" c="red" role="alert">
          {t(`${k}.calendarsError`)}
        </Text>
      )}
      {keeps && (
        <Checkbox
          label={t(`${k}.closedDays`)}
          description={t(`${k}.closedDaysHint`)}
          checked={state.holidayClosedDays}
          onChange={(event) => set('holidayClosedDays', event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
