import { describe, expect, it } from 'vitest';
import { nextOccurrence, roomFor, slotLabel, slotsToAdd, suggestedSlots } from './best-times';

describe('best times in the composer', () => {
  it('turns the best slots into weekly times, best first, at most four', () => {
    const slots = [1, 3, 5, 6, 0].map((weekday, i) => ({
      weekday,
      hour: 8 + i,
      median: 0.1 - i / 100,
      posts: 3,
    }));
    expect(suggestedSlots({ network: 'instagram', enough: true, posts: 30, slots })).toEqual([
      { day: 'tue', time: '08:00' },
      { day: 'thu', time: '09:00' },
      { day: 'sat', time: '10:00' },
      { day: 'sun', time: '11:00' },
    ]);
  });

  it('names a slot by its weekday and the brand’s wall-clock time', () => {
    expect(slotLabel({ day: 'tue', time: '18:00' }, 'en')).toBe('Tue 18:00');
    // The weekday in the reader's language (ICU versions differ on the full stop).
    expect(slotLabel({ day: 'sun', time: '09:00' }, 'de')).toMatch(/^So\.? 09:00$/);
  });

  it('finds the next turn of a slot in the brand’s zone, across a change of daylight saving time', () => {
    // Friday 27 March 2026, Berlin: the next Sunday 09:00 is 29 March, the day the clocks go forward.
    expect(
      nextOccurrence({ day: 'sun', time: '09:00' }, 'Europe/Berlin', new Date('2026-03-27T10:00:00Z')),
    ).toEqual({
      date: '2026-03-29',
      time: '09:00',
    });
    // Already past this week's: next week's.
    expect(
      nextOccurrence({ day: 'fri', time: '09:00' }, 'Europe/Berlin', new Date('2026-03-27T10:00:00Z')),
    ).toEqual({
      date: '2026-04-03',
      time: '09:00',
    });
  });

  it('adds only the times the queue does not hold yet, within its weekly limit', () => {
    const queue = [{ day: 'tue' as const, time: '18:00' }];
    const suggested = [
      { day: 'thu' as const, time: '12:00' },
      { day: 'tue' as const, time: '18:00' },
    ];
    expect(slotsToAdd(queue, suggested)).toEqual([{ day: 'thu', time: '12:00' }]);
    expect(roomFor(queue, suggested)).toBe(true);
    expect(roomFor(Array(41).fill(queue[0]), suggested)).toBe(false);
  });
});
