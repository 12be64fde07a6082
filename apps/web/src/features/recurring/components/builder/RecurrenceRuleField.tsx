import '@/shared/i18n/parts/recurring';
import { formatRecurrence, parseRecurrence } from '@expertos/domain/recurrence-rule';
import { Group, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecurrenceRuleFieldProps } from '@/shared/ui/slots';
import { type BuilderState, initialState, toRule } from '../../lib/builder-state';
import { today } from '../../lib/problems';
import { nthWeekdayOf, ruleWords } from '../../lib/rule-words';
import { EndFields } from './EndFields';
import { ScheduleFields } from './ScheduleFields';

/**
 * The controls set as `rule` reads, counted from `start`. A rule the controls cannot show keeps
 * their defaults for the parts they cannot show (as the builder does with a series' rule).
 */
function stateOfRule(rule: string | null, start: string): BuilderState {
  const base = initialState(start);
  const parsed = rule ? parseRecurrence(rule) : null;
  if (!parsed || 'problem' in parsed) return base;
  const read = parsed.rule;
  const nth = nthWeekdayOf(read);
  const monthDay = read.byMonthDay[0];
  return {
    ...base,
    freq: read.freq,
    interval: read.interval,
    weekdays: read.freq === 'WEEKLY' ? read.byDay.map((d) => d.day) : base.weekdays,
    monthlyMode: nth ? 'weekday' : monthDay === -1 ? 'last' : 'day',
    monthDay: monthDay && monthDay > 0 ? monthDay : base.monthDay,
    nth: nth?.nth ?? 1,
    nthWeekday: nth?.day ?? base.nthWeekday,
    endMode: read.count !== null ? 'count' : read.until !== null ? 'until' : 'never',
    count: read.count ?? base.count,
    until: read.until ?? '',
  };
}

/** A rule in the reader's words; one the words cannot read is shown as it is. */
function useWords(rule: string | null, start: string): string | null {
  const { t, i18n } = useTranslation();
  if (!rule) return null;
  const parsed = parseRecurrence(rule);
  if ('problem' in parsed) return t('ui.recurring.words.custom', { rule });
  return ruleWords(t, parsed.rule, { language: i18n.language, start });
}

/**
 * A compact repeat-rule field for another feature (the `recurrenceRuleField` slot): the
 * builder's frequency, interval, weekdays or day of the month and end, with the rule in words
 * under them. It reads and writes RFC 5545 text. `readOnly` gives the words alone.
 */
export function RecurrenceRuleField(props: RecurrenceRuleFieldProps) {
  const start = props.start ?? today();
  const words = useWords(props.value, start);
  if (props.readOnly)
    return words ? (
      <Text span inherit data-testid="recurrence-rule-words">
        {words}
      </Text>
    ) : null;
  return <RuleControls {...props} start={start} />;
}

function RuleControls({ value, onChange, error, start }: RecurrenceRuleFieldProps & { start: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState(() => stateOfRule(value, start));
  const rule = formatRecurrence(toRule(state));
  const words = useWords(rule, start);
  // Started without a rule, the field already shows one: the host hears it, so saving it
  // untouched saves what is shown. Once, on mount: later changes are told as they are made.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the rule shown on mount.
  useEffect(() => {
    if (value === null) onChange?.(rule);
  }, []);
  const set = <K extends keyof BuilderState>(key: K, next: BuilderState[K]) => {
    const changed = { ...state, [key]: next };
    setState(changed);
    onChange?.(formatRecurrence(toRule(changed)));
  };
  // An end on a date says it is missing until one is chosen: until then the rule has no end.
  const parts = { state, set, problems: {}, missing: state.endMode === 'until' && !state.until };
  return (
    <Stack gap="sm" role="group" aria-label={t('ui.recurring.builder.schedule')}>
      <ScheduleFields {...parts} />
      <EndFields {...parts} />
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconRepeat size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <Text size="sm" fw={600} aria-live="polite" data-testid="recurrence-rule-words">
          {words}
        </Text>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
