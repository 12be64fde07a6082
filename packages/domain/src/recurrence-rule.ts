import { calendarDateSchema } from './dates';
import { LIMITS } from './limits';

/**
 * Recurring tickets' rules (docs/product.md#recurring-tickets): an RFC 5545 `RRULE` of DAILY to
 * YEARLY with INTERVAL, BYDAY (with an ordinal: "2TU", the 2nd Tuesday), BYSETPOS, BYMONTHDAY
 * (−1: the last day) and COUNT or UNTIL, started on a day at a time of day in the brand's zone:
 * read and written here, with no expander, so the web app's builder carries no date library
 * (recurrence.ts expands them).
 */

export const RECURRENCE_FREQS = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RecurrenceFreq = (typeof RECURRENCE_FREQS)[number];
export const RECURRENCE_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type RecurrenceWeekday = (typeof RECURRENCE_WEEKDAYS)[number];

/** A series makes at most 1,000 tickets and ends within 5 years of its start. */
export const RECURRENCE_MAX_INSTANCES = LIMITS.recurringMaxInstances;
export const RECURRENCE_MAX_YEARS = LIMITS.recurringMaxYears;
/** A series (or a cadence) starts at most a year before today: its occurrences are counted from its start. */
export const RECURRENCE_START_MOST_DAYS_BACK = 366;
/** How far after its start (or today) a series' days are looked for: a series' longest life, and a year. */
export const RECURRENCE_REACH_DAYS = 366 * (LIMITS.recurringMaxYears + 1);
/** How long a range the calendar's ghosts are asked for at most (a month view and its edges). */
export const RECURRENCE_GHOST_RANGE_DAYS = 62;
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

export const problem = (
  code: RecurrenceProblem['code'],
  part: string,
  message: string,
): RecurrenceProblem => ({
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
