import { z } from 'zod';
import { calendarDateSchema, calendarDayTime } from './dates';
import { LIMITS } from './limits';

/**
 * A brand's closed days (docs/product.md#closed-days): the days its team does not work — an
 * office closure between Christmas and New Year, a company day out — each a named range of
 * days in the brand's zone. A recurring series may keep to them as to a holiday calendar.
 */

export const CLOSED_DAYS_NAME_MAX = 100;
/** A range spans at most a year: a longer one is a brand that has stopped, not closed days. */
export const CLOSED_RANGE_MOST_DAYS = 366;

const DAY_MS = 86_400_000;

export const closedRangeSchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    name: z.string().trim().min(1).max(CLOSED_DAYS_NAME_MAX),
  })
  .refine((range) => range.to >= range.from, {
    message: 'The last day is on or after the first.',
    path: ['to'],
  })
  .refine(
    (range) =>
      ((calendarDayTime(range.to) ?? 0) - (calendarDayTime(range.from) ?? 0)) / DAY_MS <
      CLOSED_RANGE_MOST_DAYS,
    { message: `A range spans at most ${CLOSED_RANGE_MOST_DAYS} days.`, path: ['to'] },
  );
export type ClosedRange = z.infer<typeof closedRangeSchema>;

/** `GET|PUT /projects/{id}/closed-days`: every range, the whole list at once. */
export const closedDaysSchema = z
  .object({ items: z.array(closedRangeSchema).max(LIMITS.closedRangesPerBrand) })
  .meta({ examples: [{ items: [{ from: '2026-12-24', to: '2027-01-01', name: 'Office closed' }] }] });
export type ClosedDays = z.infer<typeof closedDaysSchema>;

/** The name of the range `day` (`YYYY-MM-DD`) falls in, or null on a working day. */
export function closedOn(ranges: readonly ClosedRange[], day: string): string | null {
  return ranges.find((range) => range.from <= day && day <= range.to)?.name ?? null;
}
