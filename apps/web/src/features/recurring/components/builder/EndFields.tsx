import '@/shared/i18n/parts/recurring';
import { Group, NumberInput, Radio, Stack } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickerFormat } from '@/shared/lib/format';
import type { EndMode } from '../../lib/builder-state';
import type { BuilderPartProps } from './builder-props';

const END_MODES: EndMode[] = ['never', 'count', 'until'];
const day = (value: unknown) => (value ? String(value).slice(0, 10) : '');

/** When it ends: never, after N tickets, or on a day. */
export function EndFields({ state, set, problems, missing }: BuilderPartProps) {
  const { t } = useTranslation();
  const k = 'ui.recurring.builder' as const;
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t(`${k}.ends`)}
        value={state.endMode}
        onChange={(value) => set('endMode', value as EndMode)}
      >
        <Group gap="md" mt={6}>
          {END_MODES.map((mode) => (
            <Radio key={mode} value={mode} label={t(`${k}.endModes.${mode}`)} />
          ))}
        </Group>
      </Radio.Group>
      {state.endMode === 'count' && (
        <NumberInput
          label={t(`${k}.count`)}
          value={state.count}
          onChange={(value) => set('count', typeof value === 'number' ? value : '')}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          error={problems.COUNT}
          maw={200}
        />
      )}
      {state.endMode === 'until' && (
        <DatePickerInput
          label={t(`${k}.until`)}
          value={state.until || null}
          onChange={(value) => set('until', day(value))}
          minDate={state.startDay || undefined}
          valueFormat={pickerFormat('date')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          required
          error={problems.UNTIL ?? (missing && !state.until ? t(`${k}.required`) : undefined)}
          maw={240}
        />
      )}
    </Stack>
  );
}

/** Where it starts: its first day (a new series; a changed one starts where it is split) and the time of day. */
export function StartFields({ state, set, problems, showDay }: BuilderPartProps & { showDay: boolean }) {
  const { t } = useTranslation();
  const k = 'ui.recurring.builder' as const;
  return (
    <Group grow align="flex-start">
      {showDay && (
        <DatePickerInput
          label={t(`${k}.startDay`)}
          value={state.startDay || null}
          onChange={(value) => set('startDay', day(value) || state.startDay)}
          valueFormat={pickerFormat('date')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          required
          error={problems.start}
        />
      )}
      <TimeInput
        label={t(`${k}.startTime`)}
        value={state.startTime}
        onChange={(event) => set('startTime', event.currentTarget.value)}
        leftSection={<IconClock size={16} aria-hidden />}
        required
        error={showDay ? undefined : problems.start}
      />
    </Group>
  );
}
