import { isApiError } from '@expertos/api-client/client';
import { CLOSED_DAYS_NAME_MAX, CLOSED_RANGE_MOST_DAYS, type ClosedRange } from '@expertos/domain/closed-days';
import { calendarDayTime } from '@expertos/domain/dates';

/** The fields of one range, as the add form and a server's `details[].path` name them. */
export type RangeField = 'name' | 'from' | 'to';
/** What is wrong with a field, as a text key of ui.projects.closedDays.problems. */
export type RangeProblem = 'name' | 'day' | 'toBeforeFrom' | 'tooLong';
export type RangeProblems = Partial<Record<RangeField, RangeProblem>>;

const DAY_MS = 86_400_000;

/** The number a problem's text names: a name's most characters, a range's most days. */
export const problemMax = (problem: RangeProblem) =>
  problem === 'name' ? CLOSED_DAYS_NAME_MAX : CLOSED_RANGE_MOST_DAYS;

/** The ranges in the order the server keeps them (by first day), so a refusal's index names the row shown. */
export function sortRanges(ranges: readonly ClosedRange[]): ClosedRange[] {
  return [...ranges].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

export function sameRanges(a: readonly ClosedRange[], b: readonly ClosedRange[]): boolean {
  return JSON.stringify(sortRanges(a)) === JSON.stringify(sortRanges(b));
}

/** The closed-days schema's checks, per field, so each is said under its own field in the user's language. */
export function rangeProblems(range: ClosedRange): RangeProblems {
  const problems: RangeProblems = {};
  const name = range.name.trim();
  if (name === '' || name.length > CLOSED_DAYS_NAME_MAX) problems.name = 'name';
  const from = calendarDayTime(range.from);
  const to = calendarDayTime(range.to);
  if (from === null) problems.from = 'day';
  if (to === null) problems.to = 'day';
  else if (from !== null && to < from) problems.to = 'toBeforeFrom';
  else if (from !== null && (to - from) / DAY_MS >= CLOSED_RANGE_MOST_DAYS) problems.to = 'tooLong';
  return problems;
}

/**
 * A refusal of the list sent, by row: `details[].path` `items.2.to` (or `body.items.2.to`) is
 * the third range's last day. What names no row (the list too long, no right to change it) is
 * said once, above the save button.
 */
export function refusedRows(error: unknown): { rows: Map<number, RangeField[]>; general: boolean } {
  const rows = new Map<number, RangeField[]>();
  const details = isApiError(error) ? (error.details ?? []) : [];
  let general = details.length === 0;
  for (const detail of details) {
    const parts = detail.path.split('.');
    const at = parts.indexOf('items');
    const index = Number(parts[at + 1]);
    const field = parts[at + 2] as RangeField | undefined;
    if (at < 0 || !Number.isInteger(index) || !field || !['name', 'from', 'to'].includes(field)) {
      general = true;
      continue;
    }
    rows.set(index, [...(rows.get(index) ?? []), field]);
  }
  return { rows, general };
}
