import { describe, expect, it } from 'vitest';
import { nextQueueSlot, QUEUE_HORIZON_WEEKS, type QueueSlot, zonedInstant } from './queue-slots';

const PARIS = 'Europe/Paris';
const NEW_YORK = 'America/New_York';

describe('zonedInstant: a wall-clock time in a zone', () => {
  it('is the plain offset on an ordinary day', () => {
    expect(zonedInstant({ year: 2026, month: 1, day: 15 }, '09:30', PARIS).toISOString()).toBe(
      '2026-01-15T08:30:00.000Z',
    );
    expect(zonedInstant({ year: 2026, month: 7, day: 15 }, '09:30', PARIS).toISOString()).toBe(
      '2026-07-15T07:30:00.000Z',
    );
    expect(zonedInstant({ year: 2026, month: 7, day: 15 }, '09:30', NEW_YORK).toISOString()).toBe(
      '2026-07-15T13:30:00.000Z',
    );
  });

  it('on the day the clocks go forward, before and after the change', () => {
    // Paris: 2026-03-29, 02:00 CET becomes 03:00 CEST (01:00 UTC).
    expect(zonedInstant({ year: 2026, month: 3, day: 29 }, '01:30', PARIS).toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(zonedInstant({ year: 2026, month: 3, day: 29 }, '10:00', PARIS).toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    );
  });

  it('takes a skipped time as the same time after the skip', () => {
    expect(zonedInstant({ year: 2026, month: 3, day: 29 }, '02:30', PARIS).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('takes a time that happens twice as the first of the two', () => {
    // Paris: 2026-10-25, 03:00 CEST becomes 02:00 CET (01:00 UTC); 02:30 happens twice.
    expect(zonedInstant({ year: 2026, month: 10, day: 25 }, '02:30', PARIS).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(zonedInstant({ year: 2026, month: 10, day: 25 }, '09:30', PARIS).toISOString()).toBe(
      '2026-10-25T08:30:00.000Z',
    );
  });
});

describe('nextQueueSlot', () => {
  const weekdays: QueueSlot[] = [
    { day: 'mon', time: '09:30' },
    { day: 'wed', time: '09:30' },
    { day: 'fri', time: '17:00' },
  ];

  it('is the next slot strictly after now, in the brand zone', () => {
    // Wednesday 2026-01-14 08:00 UTC is 09:00 in Paris: Wednesday 09:30 is still ahead.
    expect(nextQueueSlot(weekdays, PARIS, new Date('2026-01-14T08:00:00Z'))?.toISOString()).toBe(
      '2026-01-14T08:30:00.000Z',
    );
    // At the slot itself, the next one.
    expect(nextQueueSlot(weekdays, PARIS, new Date('2026-01-14T08:30:00Z'))?.toISOString()).toBe(
      '2026-01-16T16:00:00.000Z',
    );
  });

  it('skips the slots already taken, to the minute', () => {
    const taken = [new Date('2026-01-14T08:30:00Z'), new Date('2026-01-16T16:00:20Z')];
    expect(nextQueueSlot(weekdays, PARIS, new Date('2026-01-14T08:00:00Z'), taken)?.toISOString()).toBe(
      '2026-01-19T08:30:00.000Z',
    );
  });

  it('keeps the wall-clock time across a change of daylight saving time', () => {
    // Friday 2026-03-27 17:00 CET, then Monday 2026-03-30 09:30 CEST: one hour less in UTC.
    const friday = nextQueueSlot(weekdays, PARIS, new Date('2026-03-27T12:00:00Z'));
    expect(friday?.toISOString()).toBe('2026-03-27T16:00:00.000Z');
    expect(nextQueueSlot(weekdays, PARIS, friday as Date)?.toISOString()).toBe('2026-03-30T07:30:00.000Z');
  });

  it('uses the zone’s calendar day, not UTC’s', () => {
    // Monday 2026-01-12 03:00 UTC is still Sunday 22:00 in New York: Monday 09:30 there comes next.
    expect(nextQueueSlot(weekdays, NEW_YORK, new Date('2026-01-12T03:00:00Z'))?.toISOString()).toBe(
      '2026-01-12T14:30:00.000Z',
    );
  });

  it('is null without slots, or when every slot ahead is taken', () => {
    expect(nextQueueSlot([], PARIS, new Date('2026-01-14T08:00:00Z'))).toBeNull();
    const one: QueueSlot[] = [{ day: 'mon', time: '09:00' }];
    const now = new Date('2026-01-13T00:00:00Z');
    // Every Monday from 2026-01-19 on, at 09:00 in Paris (08:00 UTC in winter, 07:00 in summer).
    const mondays = Array.from({ length: QUEUE_HORIZON_WEEKS + 1 }, (_, week) => {
      const noon = new Date(Date.UTC(2026, 0, 19 + 7 * week, 12));
      const date = { year: noon.getUTCFullYear(), month: noon.getUTCMonth() + 1, day: noon.getUTCDate() };
      return zonedInstant(date, '09:00', PARIS);
    });
    expect(nextQueueSlot(one, PARIS, now, mondays)).toBeNull();
    expect(nextQueueSlot(one, PARIS, now, mondays.slice(0, -2))?.toISOString()).toBe(
      mondays.at(-2)?.toISOString(),
    );
  });
});
