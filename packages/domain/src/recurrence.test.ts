import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatRecurrence,
  keepToHolidays,
  occurrences,
  parseRecurrence,
  RECURRENCE_MAX_INSTANCES,
  type RecurrenceRule,
  type RecurrenceStart,
  recurrenceLimit,
  splitRecurrence,
} from './recurrence';

function rule(text: string): RecurrenceRule {
  const read = parseRecurrence(text);
  if ('problem' in read) throw new Error(`${text}: ${read.problem.message}`);
  return read.rule;
}
const at = (text: string, start: RecurrenceStart, limit = 10) =>
  occurrences(rule(text), start, { limit }).map((o) => o.at);
const days = (text: string, start: RecurrenceStart, limit = 10) =>
  occurrences(rule(text), start, { limit }).map((o) => o.day);

/**
 * The expansion table (docs/product.md#recurring-tickets): instants are checked in UTC, so the
 * table holds whatever zone the test process runs in.
 */
describe('recurring rules: expansion', () => {
  it('keeps 09:30 in Berlin across both clock changes of 2026', () => {
    const berlin = { day: '2026-03-24', time: '09:30', zone: 'Europe/Berlin' };
    expect(at('FREQ=WEEKLY;BYDAY=TU;COUNT=3', berlin)).toEqual([
      '2026-03-24T08:30:00.000Z',
      '2026-03-31T07:30:00.000Z',
      '2026-04-07T07:30:00.000Z',
    ]);
    const autumn = { day: '2026-10-18', time: '09:30', zone: 'Europe/Berlin' };
    expect(at('FREQ=WEEKLY;COUNT=2', autumn)).toEqual([
      '2026-10-18T07:30:00.000Z',
      '2026-10-25T08:30:00.000Z',
    ]);
  });

  it('keeps the time of day in New York and Sydney, whose clocks change on other days', () => {
    const newYork = { day: '2026-03-07', time: '09:00', zone: 'America/New_York' };
    expect(at('FREQ=DAILY;COUNT=2', newYork)).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
    ]);
    const sydney = { day: '2026-03-01', time: '09:00', zone: 'Australia/Sydney' };
    expect(at('FREQ=MONTHLY;BYMONTHDAY=1;COUNT=3', sydney)).toEqual([
      '2026-02-28T22:00:00.000Z',
      '2026-03-31T22:00:00.000Z',
      '2026-04-30T23:00:00.000Z',
    ]);
  });

  it('takes the last day of each month, the 2nd Tuesday either way, and 29 February only in leap years', () => {
    const utc = (day: string) => ({ day, time: '10:00', zone: 'UTC' });
    expect(days('FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=4', utc('2027-01-31'))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    const second = ['2026-01-13', '2026-02-10', '2026-03-10'];
    expect(days('FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;COUNT=3', utc('2026-01-01'))).toEqual(second);
    expect(days('FREQ=MONTHLY;BYDAY=2TU;COUNT=3', utc('2026-01-01'))).toEqual(second);
    expect(days('FREQ=YEARLY;COUNT=3', utc('2028-02-29'))).toEqual([
      '2028-02-29',
      '2032-02-29',
      '2036-02-29',
    ]);
    expect(days('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;COUNT=4', utc('2026-06-01'))).toEqual([
      '2026-06-01',
      '2026-06-05',
      '2026-06-15',
      '2026-06-19',
    ]);
  });

  it('ends on the UNTIL day, that day included, or after COUNT times', () => {
    const start = { day: '2026-06-01', time: '23:30', zone: 'Pacific/Auckland' };
    expect(days('FREQ=DAILY;UNTIL=20260603', start)).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
    expect(days('FREQ=DAILY;COUNT=2', start)).toEqual(['2026-06-01', '2026-06-02']);
    expect(occurrences(rule('FREQ=DAILY'), start, { limit: 100, through: '2026-06-10' })).toHaveLength(10);
  });
});

describe('recurring rules: what is refused', () => {
  const refused = (text: string) => {
    const read = parseRecurrence(text);
    return 'problem' in read ? [read.problem.code, read.problem.part] : null;
  };

  it('names the part that is wrong', () => {
    expect(refused('FREQ=MONTHLX')).toEqual(['invalid_recurrence', 'FREQ']);
    expect(refused('BYDAY=TU')).toEqual(['invalid_recurrence', 'FREQ']);
    expect(refused('FREQ=WEEKLY;BYDAY=TUE')).toEqual(['invalid_recurrence', 'BYDAY']);
    expect(refused('FREQ=WEEKLY;BYDAY=0TU')).toEqual(['invalid_recurrence', 'BYDAY']);
    expect(refused('FREQ=MONTHLY;BYMONTHDAY=0')).toEqual(['invalid_recurrence', 'BYMONTHDAY']);
    expect(refused('FREQ=MONTHLY;BYMONTHDAY=32')).toEqual(['invalid_recurrence', 'BYMONTHDAY']);
    expect(refused('FREQ=DAILY;INTERVAL=0')).toEqual(['invalid_recurrence', 'INTERVAL']);
    expect(refused('FREQ=DAILY;COUNT=2;UNTIL=20300101')).toEqual(['invalid_recurrence', 'UNTIL']);
    expect(refused('FREQ=DAILY;UNTIL=20300231')).toEqual(['invalid_recurrence', 'UNTIL']);
    expect(refused('FREQ=DAILY;BYEASTER=1')).toEqual(['invalid_recurrence', 'BYEASTER']);
    expect(refused('FREQ=DAILY;FREQ=WEEKLY')).toEqual(['invalid_recurrence', 'FREQ']);
    expect(refused('FREQ=MONTHLY;BYSETPOS=2')).toEqual(['invalid_recurrence', 'BYSETPOS']);
    expect(refused('')).toEqual(['invalid_recurrence', 'RRULE']);
    expect(refused('FREQ=DAILY\nDTSTART:20300101')).toEqual(['invalid_recurrence', 'RRULE']);
  });

  it('keeps a series to once a day, 1,000 tickets and 5 years', () => {
    expect(refused('FREQ=HOURLY')).toEqual(['recurrence_limit', 'FREQ']);
    expect(refused(`FREQ=DAILY;COUNT=${RECURRENCE_MAX_INSTANCES + 1}`)).toEqual([
      'recurrence_limit',
      'COUNT',
    ]);
    const start = { day: '2026-01-01', time: '09:00', zone: 'UTC' };
    expect(recurrenceLimit(rule('FREQ=WEEKLY;UNTIL=20310102'), start)?.part).toBe('UNTIL');
    expect(recurrenceLimit(rule('FREQ=DAILY;UNTIL=20291231'), start)?.code).toBe('recurrence_limit');
    expect(recurrenceLimit(rule('FREQ=WEEKLY;UNTIL=20301231'), start)).toBeNull();
    expect(recurrenceLimit(rule('FREQ=WEEKLY;UNTIL=20251231'), start)?.code).toBe('invalid_recurrence');
    expect(recurrenceLimit(rule('FREQ=DAILY'), start)).toBeNull();
  });

  it('writes a rule back in one order, and reads it the same', () => {
    const text = 'INTERVAL=2;COUNT=10;BYDAY=2TU,-1FR;FREQ=MONTHLY';
    expect(formatRecurrence(rule(text))).toBe('FREQ=MONTHLY;INTERVAL=2;BYDAY=2TU,-1FR;COUNT=10');
    expect(formatRecurrence(rule(`RRULE:${formatRecurrence(rule(text))}`))).toBe(
      formatRecurrence(rule(text)),
    );
  });
});

describe('recurring rules: "this and following"', () => {
  const rules = fc.record({
    freq: fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'),
    interval: fc.integer({ min: 1, max: 3 }),
    byDay: fc.subarray(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']),
    count: fc.option(fc.integer({ min: 2, max: 25 }), { nil: null }),
    monthDay: fc.option(fc.constantFrom(1, 15, 28, -1), { nil: null }),
  });
  const zones = fc.constantFrom(
    'Europe/Berlin',
    'America/New_York',
    'Australia/Sydney',
    'Asia/Kathmandu',
    'UTC',
  );

  it('makes, split anywhere, the occurrences before the split and after it: the series as it was', () => {
    fc.assert(
      fc.property(rules, zones, fc.integer({ min: 0, max: 700 }), fc.nat(), (shape, zone, offset, pick) => {
        const text = [
          `FREQ=${shape.freq}`,
          `INTERVAL=${shape.interval}`,
          ...(shape.byDay.length > 0 && shape.freq === 'WEEKLY' ? [`BYDAY=${shape.byDay.join(',')}`] : []),
          ...(shape.monthDay !== null && shape.freq === 'MONTHLY' ? [`BYMONTHDAY=${shape.monthDay}`] : []),
          ...(shape.count !== null ? [`COUNT=${shape.count}`] : []),
        ].join(';');
        const day = new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
        const start = { day, time: '09:30', zone };
        const whole = occurrences(rule(text), start, { limit: 30 });
        if (whole.length < 2) return;
        const split = whole[1 + (pick % (whole.length - 1))]!;
        const { before, after } = splitRecurrence(rule(text), start, split);
        const first = occurrences(before, start, { limit: 30 });
        const rest = occurrences(after.rule, after.start, { limit: 30 - first.length });
        expect([...first, ...rest].map((o) => o.at)).toEqual(whole.map((o) => o.at));
      }),
      { numRuns: 150 },
    );
  });
});

describe('recurring rules: holidays', () => {
  // Germany (Bavaria), spring 2026: Good Friday 3 April, Easter Monday 6 April, 1 May a Friday.
  const holidays = new Map([
    ['2026-04-03', 'Karfreitag'],
    ['2026-04-06', 'Ostermontag'],
    ['2026-05-01', 'Maifeiertag'],
  ]);
  const holidayOn = (day: string) => holidays.get(day) ?? null;
  const fridays = occurrences(rule('FREQ=WEEKLY;BYDAY=FR;COUNT=6'), berlin('2026-03-27'), { limit: 10 });
  function berlin(day: string): RecurrenceStart {
    return { day, time: '10:00', zone: 'Europe/Berlin' };
  }

  it('leaves every occurrence on its day without a mode', () => {
    const kept = keepToHolidays(fridays, null, holidayOn);
    expect(kept.map((o) => [o.on, o.skipped])).toEqual(fridays.map((o) => [o.day, false]));
  });

  it('skips an occurrence on a holiday, keeping its place in the series', () => {
    const kept = keepToHolidays(fridays, 'skip', holidayOn);
    expect(kept.filter((o) => o.skipped).map((o) => [o.index, o.day, o.holiday])).toEqual([
      [2, '2026-04-03', 'Karfreitag'],
      [6, '2026-05-01', 'Maifeiertag'],
    ]);
  });

  it('moves one to the next working day, over a weekend and a second holiday', () => {
    const kept = keepToHolidays(fridays, 'move', holidayOn);
    // Good Friday → Saturday, Sunday, Easter Monday are passed over → Tuesday 7 April.
    expect(kept[1]).toMatchObject({
      day: '2026-04-03',
      on: '2026-04-07',
      holiday: 'Karfreitag',
      skipped: false,
    });
    expect(kept[5]).toMatchObject({ day: '2026-05-01', on: '2026-05-04', holiday: 'Maifeiertag' });
    expect(kept.filter((o) => o.on !== o.day)).toHaveLength(2);
  });
});
