import { z } from 'zod';
import { isTimeZone, TIME_ZONE_MAX_LENGTH, TIME_ZONE_MESSAGE } from './time-zones';

/**
 * Dates the API accepts. A `YYYY-MM-DD` pattern alone lets through days that do not exist
 * (2026-02-31, 0000-00-00), which SQLite stores as text and PostgreSQL refuses with a 500,
 * and far years (9999-12-31) whose day arithmetic leaves the range `toISOString` can write.
 * So every accepted date must round-trip through `Date` and lie within these years.
 */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2999;

export const DATE_FORMAT_MESSAGE = 'Use a date as YYYY-MM-DD';
export const DATE_NOT_REAL_MESSAGE = 'Not a date';
export const DATE_RANGE_MESSAGE = `Use a date between ${DATE_MIN_YEAR} and ${DATE_MAX_YEAR}`;
export const DATE_TIME_MESSAGE = 'Use a date and time as an ISO timestamp with an offset';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of a `YYYY-MM-DD` day in ms, or null when the day does not exist (2024-02-31). */
export function calendarDayTime(day: string): number | null {
  if (!DATE_PATTERN.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) return null;
  return time;
}

const yearInRange = (day: string) => {
  const year = Number(day.slice(0, 4));
  return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
};

/**
 * The shape of a date the server sends (`YYYY-MM-DD`). Responses keep to the shape only,
 * so a row stored before dates were checked still reads; input uses `calendarDateSchema`.
 */
export const isoDateSchema = z.string().regex(DATE_PATTERN, DATE_FORMAT_MESSAGE);

/** A day that exists, between DATE_MIN_YEAR and DATE_MAX_YEAR: every date the API accepts. */
export const calendarDateSchema = z
  .string()
  .regex(DATE_PATTERN, DATE_FORMAT_MESSAGE)
  .refine((day) => calendarDayTime(day) !== null, { message: DATE_NOT_REAL_MESSAGE, abort: true })
  .refine(yearInRange, DATE_RANGE_MESSAGE);

/**
 * An instant with an offset (`2026-03-01T09:00:00+01:00`) on a real day within the same
 * years: every date-time the API accepts.
 */
export const dateTimeSchema = z.iso
  .datetime({ offset: true, message: DATE_TIME_MESSAGE })
  .refine((value) => calendarDayTime(value.slice(0, 10)) !== null && !Number.isNaN(Date.parse(value)), {
    message: DATE_NOT_REAL_MESSAGE,
    abort: true,
  })
  .refine((value) => yearInRange(new Date(value).toISOString().slice(0, 10)), DATE_RANGE_MESSAGE);

/**
 * An IANA time zone (`Europe/Paris`) the runtime knows, or an alias of one (time-zones.ts). A
 * refusal answers 400 `invalid_time_zone` (the message names the code, errors.ts).
 */
export const timeZoneSchema = z
  .string()
  .max(TIME_ZONE_MAX_LENGTH, { message: TIME_ZONE_MESSAGE, abort: true })
  .refine(isTimeZone, TIME_ZONE_MESSAGE);
