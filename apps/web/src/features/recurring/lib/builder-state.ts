import {
  parseRecurrence,
  type RecurrenceFreq,
  type RecurrenceRule,
  type RecurrenceWeekday,
} from '@expertos/domain/recurrence-rule';
import type {
  RecurringHolidayMode,
  RecurringHolidays,
  RecurringSeries,
} from '@expertos/domain/recurring.schema';
import type { TemplateBody } from '@expertos/domain/templates';
import { nthWeekdayOf, weekdayOf } from './rule-words';

export type MonthlyMode = 'day' | 'last' | 'weekday';
export type EndMode = 'never' | 'count' | 'until';
export type HolidayChoice = 'none' | RecurringHolidayMode;
export type MakeMode = 'template' | 'body';
/** The builder's "which one": the 1st to 4th, or the last (-1). */
export const NTHS = [1, 2, 3, 4, -1] as const;

/** What the builder's controls hold; `toRule` turns it into the rule sent. */
export interface BuilderState {
  freq: RecurrenceFreq;
  /** '' while the field is being retyped (sent as 1). */
  interval: number | '';
  /** Weekly: the days; none means the first day's weekday. */
  weekdays: RecurrenceWeekday[];
  monthlyMode: MonthlyMode;
  monthDay: number;
  nth: number;
  nthWeekday: RecurrenceWeekday;
  endMode: EndMode;
  count: number | '';
  /** `YYYY-MM-DD` or '' while not chosen. */
  until: string;
  startDay: string;
  startTime: string;
  holidayMode: HolidayChoice;
  /** A country or region code ('DE-BY'), or '' for none: the brand's closed days may be enough. */
  holidayCalendar: string;
  /** The brand's closed days count as holidays too (docs/product.md#closed-days). */
  holidayClosedDays: boolean;
  makeMode: MakeMode;
  templateUid: string;
  summary: string;
  /** One checklist step a line. */
  checklist: string;
}

/** A new series starting on `today`: weekly on that day, no end, at 09:00. */
export function initialState(today: string): BuilderState {
  return {
    freq: 'WEEKLY',
    interval: 1,
    weekdays: [weekdayOf(today)],
    monthlyMode: 'day',
    monthDay: Number(today.slice(8, 10)),
    nth: 1,
    nthWeekday: weekdayOf(today),
    endMode: 'never',
    count: 10,
    until: '',
    startDay: today,
    startTime: '09:00',
    holidayMode: 'none',
    holidayCalendar: '',
    holidayClosedDays: false,
    makeMode: 'template',
    templateUid: '',
    summary: '',
    checklist: '',
  };
}

/**
 * The rule the controls describe. Only the parts of the chosen frequency are kept (a weekday
 * picked while weekly is dropped once monthly is chosen), so what is sent is what is shown.
 * A monthly weekday is sent as `BYDAY=2TU` (the 2nd Tuesday), the form product.md names.
 */
export function toRule(state: BuilderState): RecurrenceRule {
  const rule: RecurrenceRule = {
    freq: state.freq,
    interval: Math.max(1, Math.trunc(Number(state.interval)) || 1),
    byDay: [],
    bySetPos: [],
    byMonthDay: [],
    count: state.endMode === 'count' ? Math.max(1, Math.trunc(Number(state.count)) || 1) : null,
    until: state.endMode === 'until' && state.until ? state.until : null,
  };
  if (state.freq === 'WEEKLY') rule.byDay = state.weekdays.map((day) => ({ day, nth: null }));
  if (state.freq === 'MONTHLY') {
    if (state.monthlyMode === 'day') rule.byMonthDay = [state.monthDay];
    if (state.monthlyMode === 'last') rule.byMonthDay = [-1];
    if (state.monthlyMode === 'weekday') rule.byDay = [{ day: state.nthWeekday, nth: state.nth }];
  }
  return rule;
}

/** The body a described ticket makes: its summary and checklist lines (blank lines dropped). */
export function bodyOf(state: BuilderState): Pick<TemplateBody, 'summary' | 'checklist'> {
  return {
    summary: state.summary.trim(),
    checklist: state.checklist
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}

/** Whether the holiday controls say which days: "make them anyway", or a calendar, the closed days or both. */
export function holidaysChosen(state: BuilderState): boolean {
  return state.holidayMode === 'none' || Boolean(state.holidayCalendar) || state.holidayClosedDays;
}

/**
 * The holidays part of a request: null for "make them anyway" (or while neither a calendar nor
 * the closed days is chosen: saving waits for one, the preview shows the rule's own days).
 */
export function holidaysOf(state: BuilderState): RecurringHolidays | null {
  if (state.holidayMode === 'none' || !holidaysChosen(state)) return null;
  return {
    mode: state.holidayMode,
    calendar: state.holidayCalendar || null,
    closed_days: state.holidayClosedDays,
  };
}

/**
 * The controls set as an existing series reads, to change it from `from` (its first date not
 * made yet, or the occurrence chosen), the `index`th of the series. A rule the controls cannot show keeps their defaults
 * for the parts they cannot show.
 */
export function stateOfSeries(series: RecurringSeries, from: string, index = 1): BuilderState {
  const state = initialState(from);
  const parsed = parseRecurrence(series.rule);
  const base: BuilderState = {
    ...state,
    startDay: from,
    startTime: series.start.time,
    holidayMode: series.holidays?.mode ?? 'none',
    holidayCalendar: series.holidays?.calendar ?? '',
    holidayClosedDays: series.holidays?.closed_days ?? false,
    makeMode: 'body',
    summary: series.body.summary,
    checklist: series.body.checklist.join('\n'),
  };
  if ('problem' in parsed) return base;
  const rule = parsed.rule;
  const nth = nthWeekdayOf(rule);
  return {
    ...base,
    freq: rule.freq,
    interval: rule.interval,
    weekdays: rule.freq === 'WEEKLY' ? rule.byDay.map((d) => d.day) : base.weekdays,
    monthlyMode: nth ? 'weekday' : rule.byMonthDay[0] === -1 ? 'last' : 'day',
    monthDay: rule.byMonthDay[0] && rule.byMonthDay[0] > 0 ? rule.byMonthDay[0] : base.monthDay,
    nth: nth?.nth ?? 1,
    nthWeekday: nth?.day ?? base.nthWeekday,
    endMode: rule.count !== null ? 'count' : rule.until !== null ? 'until' : 'never',
    // From its nth occurrence on, a series of COUNT makes what is left of it (as the split keeps it).
    count: rule.count === null ? base.count : Math.max(1, rule.count - (index - 1)),
    until: rule.until ?? '',
  };
}

/**
 * Which control a server's refusal names: `details[].path` `rule.BYDAY`, `start.day`,
 * `holidays.calendar`, `body.summary`, `template` → the builder's part. Unknown paths go to the
 * rule as a whole (shown above the preview).
 */
export type ProblemPart =
  | 'FREQ'
  | 'INTERVAL'
  | 'BYDAY'
  | 'BYMONTHDAY'
  | 'BYSETPOS'
  | 'COUNT'
  | 'UNTIL'
  | 'start'
  | 'holidays'
  | 'body'
  | 'RRULE';

export function problemPart(path: string | undefined): ProblemPart {
  let parts = (path ?? '').split('.');
  // A validation error's path may start with where it was (`body.rule…`, `body.start.time`).
  if (
    parts[0] === 'body' &&
    ['rule', 'start', 'time', 'from', 'holidays', 'template', 'body'].includes(parts[1] ?? '')
  )
    parts = parts.slice(1);
  const [head, name] = parts;
  if (head === 'rule' && name) {
    const part = name.toUpperCase();
    if (['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYSETPOS', 'COUNT', 'UNTIL'].includes(part))
      return part as ProblemPart;
    return 'RRULE';
  }
  if (head === 'start' || head === 'time' || head === 'from') return 'start';
  if (head === 'holidays') return 'holidays';
  if (head === 'body' || head === 'template') return 'body';
  return 'RRULE';
}
