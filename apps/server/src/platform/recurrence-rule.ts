import { addDays } from '@expertos/domain/analytics/schedule';
import {
  parseRecurrence,
  RECURRENCE_START_MOST_DAYS_BACK,
  type RecurrenceProblem,
  type RecurrenceRule,
  type RecurrenceStart,
  recurrenceLimit,
} from '@expertos/domain/recurrence';
import { AppError } from './errors.js';

/**
 * A refused rule as the API answers it: its code (`invalid_recurrence`, `recurrence_limit`) and
 * the part it names under `at` (`rule.BYDAY`). Recurring tickets and content series' cadences
 * take the same rules, so they refuse them alike.
 */
export function refusedRule(problem: RecurrenceProblem, at = 'rule'): AppError {
  return new AppError(problem.code, {
    details: [{ path: problem.part === 'RRULE' ? at : `${at}.${problem.part}`, message: problem.message }],
  });
}

/** An RFC 5545 rule read and held to the limits from `start`, or the 400 that says what is wrong. */
export function readRecurrenceRule(text: string, start: RecurrenceStart, at = 'rule'): RecurrenceRule {
  const read = parseRecurrence(text);
  if ('problem' in read) throw refusedRule(read.problem, at);
  const limit = recurrenceLimit(read.rule, start);
  if (limit) throw refusedRule(limit, at);
  return read.rule;
}

/**
 * Occurrences are counted from the start: one far back would make every read walk the years, so
 * a start is at most RECURRENCE_START_MOST_DAYS_BACK before `today` (a 400 on `at`).
 */
export function startNotFarBack(start: string, today: string, at: string): void {
  if (start < addDays(today, -RECURRENCE_START_MOST_DAYS_BACK))
    throw new AppError('validation_error', {
      message: 'A series starts at most a year ago.',
      details: [{ path: at, message: 'A series starts at most a year ago.' }],
    });
}
