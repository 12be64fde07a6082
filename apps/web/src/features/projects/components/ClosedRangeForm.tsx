import '@mantine/dates/styles.css';
import { CLOSED_DAYS_NAME_MAX, type ClosedRange } from '@expertos/domain/closed-days';
import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconPlus } from '@tabler/icons-react';
import { type FormEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerFormat } from '@/shared/lib/format';
import { problemMax, type RangeProblems, rangeProblems } from '../lib/closed-days';

const EMPTY: ClosedRange = { name: '', from: '', to: '' };
/** What Mantine's date input gives (`YYYY-MM-DD`, or a Date in older versions), as a day. */
const dayOf = (value: unknown) => (value ? String(value).slice(0, 10) : '');

/**
 * A new range of closed days: its name, first and last day. Checked here as the server checks
 * it, each problem under its field; a valid one joins the list, which the card saves.
 */
export function ClosedRangeForm({
  onAdd,
  disabled,
  ref,
}: {
  onAdd: (range: ClosedRange) => void;
  disabled: boolean;
  ref?: Ref<HTMLFormElement>;
}) {
  const { t } = useTranslation();
  const k = 'ui.projects.closedDays' as const;
  const [range, setRange] = useState<ClosedRange>(EMPTY);
  const [problems, setProblems] = useState<RangeProblems>({});
  const titleId = useId();
  const set = (change: Partial<ClosedRange>) => {
    setRange((current) => ({ ...current, ...change }));
    setProblems({});
  };
  const say = (problem: RangeProblems[keyof RangeProblems]) =>
    problem ? t(`${k}.problems.${problem}`, { max: problemMax(problem) }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblems(range);
    if (Object.keys(found).length > 0) {
      setProblems(found);
      return;
    }
    onAdd({ ...range, name: range.name.trim() });
    setRange(EMPTY);
  };

  return (
    // Titled on screen too: the fields under the list add to it, they do not edit a row.
    <form ref={ref} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Text id={titleId} size="sm" fw={600} mb="xs">
        {t(`${k}.addTitle`)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={t(`${k}.name`)}
          placeholder={t(`${k}.namePlaceholder`)}
          value={range.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          maxLength={CLOSED_DAYS_NAME_MAX}
          required
          error={say(problems.name)}
        />
        <DatePickerInput
          label={t(`${k}.from`)}
          value={range.from || null}
          // A first day after the last moves the last along: the range stays one.
          onChange={(value) => {
            const from = dayOf(value);
            set({ from, to: range.to && range.to < from ? from : range.to });
          }}
          valueFormat={pickerFormat('date')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          required
          error={say(problems.from)}
        />
        <DatePickerInput
          label={t(`${k}.to`)}
          value={range.to || null}
          onChange={(value) => set({ to: dayOf(value) })}
          minDate={range.from || undefined}
          // Opens on the first day's month: a closure mostly ends soon after it starts.
          defaultDate={range.from || undefined}
          valueFormat={pickerFormat('date')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          required
          error={say(problems.to)}
        />
      </SimpleGrid>
      <Group mt="sm">
        <Button
          type="submit"
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={disabled}
        >
          {t(`${k}.add`)}
        </Button>
      </Group>
    </form>
  );
}
