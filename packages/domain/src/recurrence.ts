import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { LIMITS } from './limits';

/**
 * Recurring tickets' rules (docs/product.md#recurring-tickets): an RFC 5545 `RRULE` of DAILY to
 * YEARLY with INTERVAL, BYDAY (with an ordinal: "2TU", the 2nd Tuesday), BYSETPOS, BYMONTHDAY
 * (−1: the last day) and COUNT or UNTIL, started on a day at a time of day in the brand's zone.
 * Expanded with `rrule-temporal` on `temporal-polyfill`, which reads the zone itself: the same
 * wall-clock time on both sides of a clock change, whatever zone the server runs in (the `rrule`
 * package answers by the process's `TZ`).
 */

export const RECURRENCE_FREQS = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RecurrenceFreq = (typeof RECURRENCE_FREQS)[number];
export const RECURRENCE_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type RecurrenceWeekday = (typeof RECURRENCE_WEEKDAYS)[number];

/** A series makes at most 1,000 tickets and ends within 5 years of its start. */
export const RECURRENCE_MAX_INSTANCES = LIMITS.recurringMaxInstances;
export const RECURRENCE_MAX_YEARS = LIMITS.recurringMaxYears;
const MAX_INTERVAL = 99;
const RULE_MAX_LENGTH = 500;

/** Why a rule was refused: the part it names and what is wrong with it. */
export interface RecurrenceProblem {
  code: 'invalid_recurrence' | 'recurrence_limit';
  /** The rule part (`FREQ`, `BYDAY`, …) or `RRULE` for the whole. */
  part: string;
  message: string;
}

/** A rule's parts, as the builder sets them and a parsed `RRULE` reads. */
export interface RecurrenceRule {
  freq: RecurrenceFreq;
  interval: number;
  /** Weekdays, each with an optional ordinal in the month or year ("2TU", "-1FR"). */
  byDay: { day: RecurrenceWeekday; nth: number | null }[];
  bySetPos: number[];
  byMonthDay: number[];
  count: number | null;
  /** The last day (inclusive, in the brand's zone). */
  until: string | null;
}

const problem = (code: RecurrenceProblem['code'], part: string, message: string): RecurrenceProblem => ({
  code,
  part,
  message,
});

const integer = (text: string) => (/^[+-]?\d{1,4}$/.test(text) ? Number(text) : Number.NaN);

/** Reads one part's value; a problem when it cannot be that part. */
function readPart(rule: RecurrenceRule, name: string, value: string): RecurrenceProblem | null {
  const list = value.split(',');
  switch (name) {
    case 'FREQ':
      if ((RECURRENCE_FREQS as readonly string[]).includes(value)) rule.freq = value as RecurrenceFreq;
      else if (['HOURLY', 'MINUTELY', 'SECONDLY'].includes(value))
        return problem('recurrence_limit', name, 'A series repeats at most once a day.');
      else return problem('invalid_recurrence', name, 'FREQ is DAILY, WEEKLY, MONTHLY or YEARLY.');
      return null;
    case 'INTERVAL': {
      const n = integer(value);
      if (!(n >= 1 && n <= MAX_INTERVAL))
        return problem('invalid_recurrence', name, `INTERVAL is a whole number from 1 to ${MAX_INTERVAL}.`);
      rule.interval = n;
      return null;
    }
    case 'BYDAY': {
      const days = [];
      for (const token of list) {
        const match = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(token);
        const nth = match?.[1] ? Number(match[1]) : null;
        if (!match || nth === 0 || (nth !== null && Math.abs(nth) > 53))
          return problem(
            'invalid_recurrence',
            name,
            `"${token.slice(0, 20)}" is not a weekday (MO to SU, "2TU", "-1FR").`,
          );
        days.push({ day: match[2] as RecurrenceWeekday, nth });
      }
      rule.byDay = days;
      return null;
    }
    case 'BYSETPOS':
    case 'BYMONTHDAY': {
      const most = name === 'BYSETPOS' ? 366 : 31;
      const numbers = list.map(integer);
      if (numbers.some((n) => !(Number.isInteger(n) && n !== 0 && Math.abs(n) <= most)))
        return problem('invalid_recurrence', name, `${name} takes numbers from -${most} to ${most}, not 0.`);
      if (name === 'BYSETPOS') rule.bySetPos = numbers;
      else rule.byMonthDay = numbers;
      return null;
    }
    case 'COUNT': {
      const n = integer(value);
      if (!(n >= 1)) return problem('invalid_recurrence', name, 'COUNT is a whole number of at least 1.');
      if (n > RECURRENCE_MAX_INSTANCES)
        return problem(
          'recurrence_limit',
          name,
          `A series makes at most ${RECURRENCE_MAX_INSTANCES} tickets.`,
        );
      rule.count = n;
      return null;
    }
    case 'UNTIL': {
      const match = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(value);
      const day = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
      if (!calendarDateSchema.safeParse(day).success)
        return problem('invalid_recurrence', name, 'UNTIL is a date as YYYYMMDD (or YYYYMMDDTHHMMSSZ).');
      rule.until = day;
      return null;
    }
    case 'WKST':
      return (RECURRENCE_WEEKDAYS as readonly string[]).includes(value)
        ? null
        : problem('invalid_recurrence', name, 'WKST is a weekday, MO to SU.');
    default:
      return problem(
        'invalid_recurrence',
        name.slice(0, 20) || 'RRULE',
        'This part is not one a series takes.',
      );
  }
}

/** An `RRULE` value (`FREQ=WEEKLY;BYDAY=TU`, with or without the `RRULE:` name) read into its parts. */
export function parseRecurrence(text: string): { rule: RecurrenceRule } | { problem: RecurrenceProblem } {
  const body = text.trim().replace(/^RRULE:/i, '');
  if (!body || body.length > RULE_MAX_LENGTH || /[\r\n]/.test(body))
    return {
      problem: problem('invalid_recurrence', 'RRULE', 'Give one RRULE line, such as FREQ=WEEKLY;BYDAY=TU.'),
    };
  const rule: RecurrenceRule = {
    freq: 'DAILY',
    interval: 1,
    byDay: [],
    bySetPos: [],
    byMonthDay: [],
    count: null,
    until: null,
  };
  const seen = new Set<string>();
  for (const pair of body.split(';')) {
    const [name = '', value, ...rest] = pair.split('=');
    const part = name.trim().toUpperCase();
    if (value === undefined || rest.length > 0 || !value.trim())
      return { problem: problem('invalid_recurrence', part || 'RRULE', 'Each part is NAME=value.') };
    if (seen.has(part)) return { problem: problem('invalid_recurrence', part, 'This part is given twice.') };
    seen.add(part);
    const refused = readPart(rule, part, value.trim().toUpperCase());
    if (refused) return { problem: refused };
  }
  if (!seen.has('FREQ')) return { problem: problem('invalid_recurrence', 'FREQ', 'FREQ is required.') };
  if (rule.count !== null && rule.until !== null)
    return {
      problem: problem(
        'invalid_recurrence',
        'UNTIL',
        'A series ends after COUNT times or on UNTIL, not both.',
      ),
    };
  if (rule.bySetPos.length > 0 && rule.byDay.length === 0 && rule.byMonthDay.length === 0)
    return {
      problem: problem('invalid_recurrence', 'BYSETPOS', 'BYSETPOS picks among BYDAY or BYMONTHDAY days.'),
    };
  return { rule };
}

/** The rule as an `RRULE` value, parts in a fixed order (what is stored and compared). */
export function formatRecurrence(rule: RecurrenceRule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byDay.length > 0) parts.push(`BYDAY=${rule.byDay.map((d) => `${d.nth ?? ''}${d.day}`).join(',')}`);
  if (rule.byMonthDay.length > 0) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(',')}`);
  if (rule.bySetPos.length > 0) parts.push(`BYSETPOS=${rule.bySetPos.join(',')}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== null) parts.push(`UNTIL=${rule.until.replaceAll('-', '')}`);
  return parts.join(';');
}

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
