import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';
import {
  problem,
  RECURRENCE_MAX_INSTANCES,
  RECURRENCE_MAX_YEARS,
  type RecurrenceProblem,
  type RecurrenceRule,
} from './recurrence-rule';

/**
 * Recurring tickets' occurrences (docs/product.md#recurring-tickets): a rule (recurrence-rule.ts,
 * which the web app reads without this file's expander) expanded with `rrule-temporal` on
 * `temporal-polyfill`, which reads the zone itself: the same wall-clock time on both sides of a
 * clock change, whatever zone the server runs in (the `rrule` package answers by the process's
 * `TZ`).
 */
export * from './recurrence-rule';

/** Where a series starts: its first day and time of day, in the brand's zone. */
export interface RecurrenceStart {
  day: string;
  /** `HH:MM` */
  time: string;
  zone: string;
}

/** One occurrence: its day in the brand's zone and its instant. */
export interface Occurrence {
  /** 1-based place in the series (what "3 of 10" says). */
  index: number;
  day: string;
  at: string;
}

function expander(rule: RecurrenceRule, start: RecurrenceStart) {
  const dtstart = Temporal.PlainDateTime.from(`${start.day}T${start.time}`).toZonedDateTime(start.zone);
  // UNTIL is a day: its last moment, in the brand's zone.
  const until = rule.until
    ? Temporal.PlainDateTime.from(`${rule.until}T23:59:59`).toZonedDateTime(start.zone)
    : undefined;
  return new RRuleTemporal({
    freq: rule.freq,
    interval: rule.interval,
    ...(rule.byDay.length > 0 ? { byDay: rule.byDay.map((d) => `${d.nth ?? ''}${d.day}`) } : {}),
    ...(rule.byMonthDay.length > 0 ? { byMonthDay: rule.byMonthDay } : {}),
    ...(rule.bySetPos.length > 0 ? { bySetPos: rule.bySetPos } : {}),
    ...(rule.count !== null ? { count: rule.count } : {}),
    ...(until ? { until } : {}),
    dtstart,
    tzid: start.zone,
    temporal: Temporal,
  });
}

/**
 * The series' occurrences in order, numbered from its start: at most `limit`, none before `from`
 * nor after `through` (`YYYY-MM-DD` days, inclusive) when given.
 */
export function occurrences(
  rule: RecurrenceRule,
  start: RecurrenceStart,
  { limit, from, through }: { limit: number; from?: string; through?: string },
): Occurrence[] {
  const found: Occurrence[] = [];
  const first = from ? Temporal.PlainDate.from(from) : null;
  const last = through ? Temporal.PlainDate.from(through) : null;
  expander(rule, start).all((date, index) => {
    const day = date.toPlainDate();
    if (last && Temporal.PlainDate.compare(day, last) > 0) return false;
    if (!first || Temporal.PlainDate.compare(day, first) >= 0)
      found.push({
        index: index + 1,
        day: day.toString(),
        at: new Date(date.epochMilliseconds).toISOString(),
      });
    return found.length < limit;
  });
  return found;
}

/**
 * The limits a series keeps (400 `recurrence_limit`): it ends within RECURRENCE_MAX_YEARS of its
 * start and makes at most RECURRENCE_MAX_INSTANCES tickets; a rule without an end is endless
 * (made ahead a window at a time).
 */
export function recurrenceLimit(rule: RecurrenceRule, start: RecurrenceStart): RecurrenceProblem | null {
  if (rule.until) {
    const latest = Temporal.PlainDate.from(start.day).add({ years: RECURRENCE_MAX_YEARS });
    if (Temporal.PlainDate.compare(Temporal.PlainDate.from(rule.until), latest) > 0)
      return problem(
        'recurrence_limit',
        'UNTIL',
        `A series ends within ${RECURRENCE_MAX_YEARS} years of its start.`,
      );
    if (
      Temporal.PlainDate.compare(Temporal.PlainDate.from(rule.until), Temporal.PlainDate.from(start.day)) < 0
    )
      return problem('invalid_recurrence', 'UNTIL', 'UNTIL is before the series starts.');
    if (occurrences(rule, start, { limit: RECURRENCE_MAX_INSTANCES + 1 }).length > RECURRENCE_MAX_INSTANCES)
      return problem(
        'recurrence_limit',
        'UNTIL',
        `A series makes at most ${RECURRENCE_MAX_INSTANCES} tickets.`,
      );
  }
  return null;
}

/**
 * "This and following" (docs/product.md#recurring-tickets): the series split at one of its
 * occurrences. The old part ends the day before it (UNTIL); the new part starts on it with the
 * same rule and time, and keeps to what was left of a COUNT. Together they make the same
 * occurrences as the series did.
 */
export function splitRecurrence(
  rule: RecurrenceRule,
  start: RecurrenceStart,
  at: Occurrence,
): { before: RecurrenceRule; after: { rule: RecurrenceRule; start: RecurrenceStart } } {
  const dayBefore = Temporal.PlainDate.from(at.day).subtract({ days: 1 }).toString();
  const before: RecurrenceRule = { ...rule, count: null, until: dayBefore };
  const after: RecurrenceRule = { ...rule, count: rule.count === null ? null : rule.count - (at.index - 1) };
  return { before, after: { rule: after, start: { ...start, day: at.day } } };
}

/** An occurrence kept to a holiday calendar: the day its ticket is on, or skipped. */
export interface HeldOccurrence extends Occurrence {
  /** The rule's day, or the next working day after a holiday (`move`). */
  on: string;
  /** The holiday's name when the day is one. */
  holiday: string | null;
  /** Skipped for a holiday (`skip`): no ticket is made. */
  skipped: boolean;
}

/** How far a move looks for a working day (a year of holidays in a row does not exist). */
const MOVE_MOST_DAYS = 31;

/**
 * Occurrences kept to holidays (docs/product.md#recurring-tickets): one on a holiday
 * (`holidayOn` answers its name, or null for a working day) is skipped, or moved to the next
 * day that is Monday to Friday and not a holiday. Without a mode, each stays on its day.
 */
export function keepToHolidays(
  list: Occurrence[],
  mode: 'skip' | 'move' | null,
  holidayOn: (day: string) => string | null,
): HeldOccurrence[] {
  return list.map((occurrence) => {
    const holiday = mode ? holidayOn(occurrence.day) : null;
    if (!holiday || !mode) return { ...occurrence, on: occurrence.day, holiday: null, skipped: false };
    if (mode === 'skip') return { ...occurrence, on: occurrence.day, holiday, skipped: true };
    let day = Temporal.PlainDate.from(occurrence.day);
    for (let step = 0; step < MOVE_MOST_DAYS; step++) {
      day = day.add({ days: 1 });
      if (day.dayOfWeek <= 5 && !holidayOn(day.toString())) break;
    }
    return { ...occurrence, on: day.toString(), holiday, skipped: false };
  });
}
