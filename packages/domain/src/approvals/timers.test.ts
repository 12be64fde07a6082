import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  dueAction,
  nextActionAt,
  nextDigestAt,
  stepDueAt,
  stepDueDay,
  stepTimeline,
  type TimerAction,
} from './timers';

const at = (iso: string) => new Date(iso);
const times = (actions: TimerAction[]) =>
  actions.map((a) => [a.kind === 'expire' ? 'expire' : a.stage, a.at.toISOString()]);

describe('when a step is due', () => {
  it('is the end of the day, in the brand’s zone, `due_days` after the day it opened', () => {
    // Monday 4 May 2026, noon in Paris (UTC+2): due in 3 days is the end of Thursday there.
    expect(stepDueDay(at('2026-05-04T10:00:00Z'), 3, 'Europe/Paris')).toBe('2026-05-07');
    expect(stepDueAt(at('2026-05-04T10:00:00Z'), 3, 'Europe/Paris').toISOString()).toBe(
      '2026-05-07T22:00:00.000Z',
    );
    // 23:30 UTC on Monday is already Tuesday in Paris: due a day later than in UTC.
    expect(stepDueAt(at('2026-05-04T23:30:00Z'), 3, 'Europe/Paris').toISOString()).toBe(
      '2026-05-08T22:00:00.000Z',
    );
    expect(stepDueAt(at('2026-05-04T23:30:00Z'), 3, 'UTC').toISOString()).toBe('2026-05-08T00:00:00.000Z');
  });

  it('keeps to local midnight across a change of daylight saving time', () => {
    // New York springs forward on Sunday 8 March 2026: Monday starts at 00:00 EDT (04:00 UTC).
    const opened = at('2026-03-06T20:00:00Z'); // Friday 15:00 EST
    expect(stepDueAt(opened, 2, 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    const timeline = stepTimeline({
      openedAt: opened,
      dueDays: 2,
      expireDays: 2,
      timeZone: 'America/New_York',
    });
    // 24 hours before, the start of the overdue day (local midnight, EDT), then the expiry.
    expect(times(timeline)).toEqual([
      ['before', '2026-03-08T04:00:00.000Z'],
      ['due', '2026-03-09T04:00:00.000Z'],
      ['overdue', '2026-03-10T04:00:00.000Z'],
      ['expire', '2026-03-11T04:00:00.000Z'],
    ]);
  });
});

describe('a step’s timeline', () => {
  const opened = at('2026-05-04T10:00:00Z');

  it('reminds 24 h before, at due, then daily at most 3 times, and expires `expire_days` after due', () => {
    expect(
      times(stepTimeline({ openedAt: opened, dueDays: 3, expireDays: 7, timeZone: 'Europe/Paris' })),
    ).toEqual([
      ['before', '2026-05-06T22:00:00.000Z'],
      ['due', '2026-05-07T22:00:00.000Z'],
      ['overdue', '2026-05-08T22:00:00.000Z'],
      ['overdue', '2026-05-09T22:00:00.000Z'],
      ['overdue', '2026-05-10T22:00:00.000Z'],
      ['expire', '2026-05-14T22:00:00.000Z'],
    ]);
  });

  it('sends no overdue reminder on or after the expiry, and none before the step opened', () => {
    expect(
      times(stepTimeline({ openedAt: opened, dueDays: 3, expireDays: 1, timeZone: 'Europe/Paris' })).map(
        ([stage]) => stage,
      ),
    ).toEqual(['before', 'due', 'expire']);
    // Opened at 23:59 Paris, due the next day: 24 h before due is a minute after it opened.
    const late = at('2026-05-04T21:59:00Z');
    expect(
      stepTimeline({ openedAt: late, dueDays: 1, expireDays: 1, timeZone: 'Europe/Paris' })[0],
    ).toMatchObject({ stage: 'before', at: at('2026-05-04T22:00:00Z') });
    // Opened in the last minute of a day, due that same day's end would be past: never before it opened.
    const timeline = stepTimeline({ openedAt: late, dueDays: 1, expireDays: 1, timeZone: 'Europe/Paris' });
    expect(timeline.every((a) => a.at > late)).toBe(true);
  });

  it('takes the latest action that came, so a timer looked at late sends one reminder, or expires', () => {
    const timeline = stepTimeline({ openedAt: opened, dueDays: 3, expireDays: 7, timeZone: 'Europe/Paris' });
    expect(dueAction(timeline, 0, at('2026-05-06T21:59:59Z'))).toBeNull();
    expect(dueAction(timeline, 0, at('2026-05-06T22:00:00Z'))?.index).toBe(0);
    // Three reminders were missed: one is sent (the latest), the next is the fourth overdue day.
    const late = dueAction(timeline, 1, at('2026-05-09T23:00:00Z'));
    expect(late).toMatchObject({ index: 3, action: { kind: 'reminder', stage: 'overdue' } });
    expect(nextActionAt(timeline, 4)?.toISOString()).toBe('2026-05-10T22:00:00.000Z');
    expect(dueAction(timeline, 4, at('2026-05-20T00:00:00Z'))).toMatchObject({
      index: 5,
      action: { kind: 'expire' },
    });
    expect(nextActionAt(timeline, 6)).toBeNull();
  });
});

describe('a client’s daily digest', () => {
  it('goes now unless one went out on the brand’s day already, then at 09:00 the next day', () => {
    const now = at('2026-05-07T20:00:00Z'); // 22:00 in Paris, Thursday
    expect(nextDigestAt(now, null, 'Europe/Paris')).toEqual(now);
    expect(nextDigestAt(now, '2026-05-06', 'Europe/Paris')).toEqual(now);
    expect(nextDigestAt(now, '2026-05-07', 'Europe/Paris').toISOString()).toBe('2026-05-08T07:00:00.000Z');
    // Past midnight in Paris it is Friday there: Thursday's digest does not hold the next one back.
    expect(nextDigestAt(at('2026-05-07T22:30:00Z'), '2026-05-07', 'Europe/Paris')).toEqual(
      at('2026-05-07T22:30:00Z'),
    );
  });

  it('names a day as people read it', () => {
    expect(dayLabel('2026-05-08')).toBe('Fri 8 May');
  });
});
