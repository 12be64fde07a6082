import '@/shared/i18n/parts/recurring';
import { formatRecurrence } from '@expertos/domain/recurrence-rule';
import type { RecurringSeries } from '@expertos/domain/recurring.schema';
import { Button, Divider, Group, Modal, Select, Stack } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDay } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify/notify-store';
import type { PreviewInput } from '../../api/recurring';
import { useRulePreview } from '../../hooks/use-preview';
import { useSeriesChanges } from '../../hooks/use-series';
import {
  type BuilderState,
  bodyOf,
  holidaysChosen,
  holidaysOf,
  initialState,
  stateOfSeries,
  toRule,
} from '../../lib/builder-state';
import { problemsOf, today } from '../../lib/problems';
import { ruleWords } from '../../lib/rule-words';
import { EndFields, StartFields } from './EndFields';
import { HolidayFields } from './HolidayFields';
import { MakesFields } from './MakesFields';
import { RulePreview } from './RulePreview';
import { ScheduleFields } from './ScheduleFields';

/** What the builder makes or changes: a new series, a whole series ("all"), or it from a date on. */
export type BuilderTarget =
  | { kind: 'new' }
  | { kind: 'all'; series: RecurringSeries }
  | { kind: 'following'; series: RecurringSeries; from: string };

export interface RecurringBuilderProps {
  projectUid: string;
  /** Null while closed. */
  target: BuilderTarget | null;
  onClose: () => void;
  /** A split made a new series (it goes on from the date chosen): the page marks it. */
  onSplit?: (series: RecurringSeries) => void;
}

/** The builder in a dialog (docs/product.md#recurring-tickets); its state starts afresh each time it opens. */
export function RecurringBuilder({ projectUid, target, onClose, onSplit }: RecurringBuilderProps) {
  const { t } = useTranslation();
  const k = 'ui.recurring.builder' as const;
  const title =
    target?.kind === 'all'
      ? t(`${k}.editTitle`)
      : target?.kind === 'following'
        ? t(`${k}.followingTitle`)
        : t(`${k}.newTitle`);
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="lg" data-testid="recurring-builder">
      {target && <BuilderForm projectUid={projectUid} target={target} onClose={onClose} onSplit={onSplit} />}
    </Modal>
  );
}

/** Where an edit starts: the series' first date not made yet ("all"), or the date chosen. */
function startOf(target: BuilderTarget): { day: string; index: number } | null {
  if (target.kind === 'new') return null;
  const day = target.kind === 'all' ? target.series.next[0]?.day : target.from;
  const next = target.series.next.find((item) => item.day === day);
  return day ? { day, index: next?.index ?? 1 } : null;
}

function firstState(target: BuilderTarget): BuilderState {
  const from = startOf(target);
  if (target.kind === 'new' || !from) return initialState(today());
  return stateOfSeries(target.series, from.day, from.index);
}

function BuilderForm({
  projectUid,
  target,
  onClose,
  onSplit,
}: RecurringBuilderProps & { target: BuilderTarget }) {
  const { t, i18n } = useTranslation();
  const k = 'ui.recurring.builder' as const;
  const [state, setState] = useState<BuilderState>(() => firstState(target));
  const [initial] = useState(state);
  const [missing, setMissing] = useState(false);
  const changes = useSeriesChanges(projectUid);
  const set: <K extends keyof BuilderState>(key: K, value: BuilderState[K]) => void = (key, value) => {
    setState((current) => ({ ...current, [key]: value }));
    changes.create.reset();
    changes.split.reset();
    changes.update.reset();
  };

  const rule = toRule(state);
  const ruleText = formatRecurrence(rule);
  const words = ruleWords(t, rule, { language: i18n.language, start: state.startDay });
  const ready =
    Boolean(state.startDay && /^\d{2}:\d{2}$/.test(state.startTime)) &&
    (state.endMode !== 'until' || Boolean(state.until));
  const holidays = holidaysOf(state);
  // One object per distinct request, so the debounce and the query see a change only when there is one.
  const inputKey = JSON.stringify(
    ready ? { rule: ruleText, start: { day: state.startDay, time: state.startTime }, holidays } : null,
  );
  const input = useMemo(() => JSON.parse(inputKey) as PreviewInput | null, [inputKey]);
  const preview = useRulePreview(projectUid, input);
  const saving = changes.create.isPending || changes.split.isPending || changes.update.isPending;
  const saveError = changes.create.error ?? changes.split.error ?? changes.update.error;
  const problems = problemsOf(saveError ?? (preview.waiting ? null : preview.error));

  const complete =
    ready &&
    holidaysChosen(state) &&
    (target.kind !== 'new' || state.makeMode === 'body'
      ? Boolean(state.summary.trim())
      : Boolean(state.templateUid));

  const done = (message: string) => {
    notify({ type: 'positive', message });
    onClose();
  };
  const failed = (error: unknown) => {
    // A refusal naming a part shows there; anything else is said once more as a notice.
    if (Object.keys(problemsOf(error)).every((part) => part === 'RRULE'))
      notify({ type: 'negative', message: t(`${k}.failed`, { reason: errorText(error) }) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) {
      setMissing(true);
      return;
    }
    const start = { day: state.startDay, time: state.startTime };
    if (target.kind === 'new') {
      const made = state.makeMode === 'template' ? { template: state.templateUid } : { body: bodyOf(state) };
      changes.create.mutate(
        { rule: ruleText, start, holidays, ...made },
        { onSuccess: () => done(t(`${k}.created`, { rule: words })), onError: failed },
      );
      return;
    }
    const { series } = target;
    const from = target.kind === 'following' ? { day: state.startDay } : startOf(target);
    const ruleChanged = ruleText !== formatRecurrence(toRule(initial));
    const body =
      bodyOf(state).summary !== bodyOf(initial).summary || state.checklist !== initial.checklist
        ? { ...series.body, ...bodyOf(state) }
        : undefined;
    const time = state.startTime !== initial.startTime ? state.startTime : undefined;
    const holidaysChanged = JSON.stringify(holidays) !== JSON.stringify(holidaysOf(initial));
    const change = {
      ...(body ? { body } : {}),
      ...(time ? { time } : {}),
      ...(holidaysChanged ? { holidays } : {}),
    };
    // "All" with the same rule is a change of the series itself; a new rule (or "this and
    // following") splits it at its first date not made yet (or the date chosen).
    if (target.kind === 'all' && !ruleChanged) {
      if (Object.keys(change).length === 0) onClose();
      else
        changes.update.mutate(
          { series, change },
          { onSuccess: () => done(t(`${k}.saved`)), onError: failed },
        );
      return;
    }
    if (!from) return;
    if (!ruleChanged && Object.keys(change).length === 0) {
      onClose();
      return;
    }
    changes.split.mutate(
      { series, change: { from: from.day, ...(ruleChanged ? { rule: ruleText } : {}), ...change } },
      {
        onSuccess: (made) => {
          onSplit?.(made);
          done(t(`${k}.saved`));
        },
        onError: failed,
      },
    );
  };

  // Another date to change from: a series of COUNT keeps what is left of it from there.
  const moveFrom = (series: RecurringSeries, day: string) => {
    const index = series.next.find((next) => next.day === day)?.index ?? 1;
    const count = stateOfSeries(series, day, index).count;
    setState((current) => ({
      ...current,
      startDay: day,
      count: current.endMode === 'count' ? count : current.count,
    }));
  };
  const parts = { state, set, problems, missing };
  const fromOptions =
    target.kind === 'following'
      ? target.series.next.map((next) => ({ value: next.day, label: formatDay(next.day, i18n.language) }))
      : [];
  return (
    <form onSubmit={submit} noValidate aria-label={t(`${k}.schedule`)}>
      <Stack gap="md">
        {target.kind === 'following' && (
          <Select
            label={t('ui.recurring.scope.from')}
            description={t('ui.recurring.scope.fromHint')}
            data={fromOptions}
            value={state.startDay}
            onChange={(value) => value && target.kind === 'following' && moveFrom(target.series, value)}
            allowDeselect={false}
            error={problems.start}
          />
        )}
        <ScheduleFields {...parts} />
        <EndFields {...parts} />
        <StartFields {...parts} showDay={target.kind === 'new'} />
        <HolidayFields {...parts} />
        <Divider />
        <MakesFields {...parts} projectUid={projectUid} templates={target.kind === 'new'} />
        <Divider />
        <RulePreview
          words={words}
          preview={input ? preview.data : undefined}
          waiting={preview.waiting && input !== null}
          problem={problems.RRULE}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('ui.common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {target.kind === 'new' ? t(`${k}.save`) : t(`${k}.saveChanges`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
