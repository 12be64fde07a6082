import { describe, expect, it } from 'vitest';
import {
  calendarDateSchema,
  calendarDayTime,
  DATE_FORMAT_MESSAGE,
  DATE_NOT_REAL_MESSAGE,
  DATE_RANGE_MESSAGE,
  dateTimeSchema,
} from './dates';
import {
  TIME_REPORT_MAX_DAYS,
  TIME_REPORT_RANGE_MESSAGE,
  timeReportQuerySchema,
} from './timetracking.schema';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('calendarDateSchema', () => {
  it('takes real days within the years, leap days included', () => {
    for (const day of ['2026-02-28', '2024-02-29', '1900-01-01', '2999-12-31'])
      expect(calendarDateSchema.parse(day)).toBe(day);
  });

  it('refuses days that do not exist, far years and other shapes, each with its message', () => {
    expect(messageOf(calendarDateSchema.safeParse('2026-02-31'))).toBe(DATE_NOT_REAL_MESSAGE);
    expect(messageOf(calendarDateSchema.safeParse('2023-02-29'))).toBe(DATE_NOT_REAL_MESSAGE);
    expect(messageOf(calendarDateSchema.safeParse('2026-13-45'))).toBe(DATE_NOT_REAL_MESSAGE);
    expect(messageOf(calendarDateSchema.safeParse('0000-00-00'))).toBe(DATE_NOT_REAL_MESSAGE);
    expect(messageOf(calendarDateSchema.safeParse('9999-12-31'))).toBe(DATE_RANGE_MESSAGE);
    expect(messageOf(calendarDateSchema.safeParse('1899-12-31'))).toBe(DATE_RANGE_MESSAGE);
    expect(messageOf(calendarDateSchema.safeParse('20/06/2025'))).toBe(DATE_FORMAT_MESSAGE);
    expect(messageOf(calendarDateSchema.safeParse('2026-1-1'))).toBe(DATE_FORMAT_MESSAGE);
  });

  it('calendarDayTime is midnight UTC of a real day, else null', () => {
    expect(calendarDayTime('2024-01-01')).toBe(Date.UTC(2024, 0, 1));
    expect(calendarDayTime('2024-02-30')).toBeNull();
    expect(calendarDayTime('nonsense')).toBeNull();
  });
});

describe('dateTimeSchema', () => {
  it('takes an instant with an offset on a real day', () => {
    expect(dateTimeSchema.parse('2024-02-29T09:30:00+01:00')).toBe('2024-02-29T09:30:00+01:00');
    expect(dateTimeSchema.parse('2026-03-01T09:00:00Z')).toBe('2026-03-01T09:00:00Z');
  });

  it('refuses impossible days, far years and timestamps without an offset', () => {
    for (const value of [
      '2026-02-31T09:00:00Z',
      '9999-12-31T23:59:59Z',
      '0000-01-01T00:00:00Z',
      '2026-03-01T09:00:00',
      'tomorrow',
    ])
      expect(dateTimeSchema.safeParse(value).success, value).toBe(false);
  });
});

describe('timeReportQuerySchema', () => {
  it('refuses a range that ends before it starts or spans more than the maximum', () => {
    expect(timeReportQuerySchema.safeParse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    expect(timeReportQuerySchema.safeParse({ from: '2024-02-01', to: '2024-01-31' }).success).toBe(false);
    const tooLong = timeReportQuerySchema.safeParse({ from: '2023-01-01', to: '2024-01-02' });
    expect(messageOf(tooLong)).toBe(TIME_REPORT_RANGE_MESSAGE);
    expect(TIME_REPORT_RANGE_MESSAGE).toContain(String(TIME_REPORT_MAX_DAYS));
    expect(timeReportQuerySchema.safeParse({ to: '9999-12-31' }).success).toBe(false);
  });
});
